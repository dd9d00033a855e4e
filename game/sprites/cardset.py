"""What to draw: the cards of a game's YAML files as CardSpecs, read by that game's sprite source.

Each game (game.engine.gamelist.GAMES) has a sprite source module, game/sprites/<game>.py, with
`specs_from(loaded) -> (specs, problems)`: what each kind of that game's cards shows, read from where
it sits in the files."""
from __future__ import annotations

from pathlib import Path

from game.engine.cards import Problem, load_card_yaml
from game.engine.gamelist import game_module
from game.sprites.paths import CARDS
from game.sprites.spec import CardSet


def yaml_files(target: Path) -> list[Path]:
    """The card files of a file or folder (layouts folders are not card files)."""
    target = Path(target)
    if target.is_file():
        return [target]
    return sorted(p for p in target.rglob("*.yaml") if "layouts" not in p.relative_to(target).parts)


def card_root(target: Path) -> Path:
    """The folder a card file belongs to: the nearest one with layouts/, core.yaml or factions/."""
    target = Path(target).resolve()
    start = target if target.is_dir() else target.parent
    for folder in (start, *start.parents):
        if any((folder / marker).exists() for marker in ("layouts", "core.yaml", "factions", "enemy_boxes")):
            return folder
        if folder == CARDS.resolve():
            break
    return start


def load_cards(targets, game: str) -> CardSet:
    """Read card files (files or folders) of one game into specs; problems never raise."""
    if isinstance(targets, (str, Path)):
        targets = [targets]
    targets = [Path(t) for t in targets]
    files: list[Path] = []
    for target in targets:
        for path in yaml_files(target):
            if path not in files:
                files.append(path)
    root = card_root(targets[0]) if targets else CARDS / game
    loaded = []
    problems: list[Problem] = []
    for path in files:
        data, found = load_card_yaml(path)
        problems += found
        if data is not None:
            loaded.append((path, data))
    specs, found = game_module(game, "game.sprites.{}").specs_from(loaded)
    problems += found
    return CardSet(game, root, specs, problems, files)
