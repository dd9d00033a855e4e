"""Where things live: the shipped cards, layouts and assets (game/resources.py) and the build cache."""
from __future__ import annotations

import os
from pathlib import Path

from game.resources import ASSETS, CARDS
from game.userdirs import cache_dir

FONTS = ASSETS / "fonts"
ICONS = ASSETS / "icons"


def cache_root() -> Path:
    """The sprite cache: $ARK_TABLE_CACHE, else `sprites` in the user's cache folder (game/userdirs.py)."""
    override = os.environ.get("ARK_TABLE_CACHE")
    if override:
        return Path(override)
    return cache_dir() / "sprites"


def game_cards_dir(game: str) -> Path:
    """The folder of the card files a game plays, e.g. cards/noah ($ARK_TABLE_CARDS/noah when set): the
    same folder its rules load, so a check, a build and the preview see the cards the game plays."""
    from game.engine.cards.folders import card_root
    return card_root(game)


def game_of(path: Path) -> str | None:
    """The game whose card folder holds `path`: cards/<game>/..., else the nearest folder named after a
    game (a copy of a game's cards elsewhere); None when no folder tells."""
    from game.engine.gamelist import GAMES
    path = Path(path).resolve()
    try:
        parts = path.relative_to(CARDS.resolve()).parts
        return parts[0] if parts else None
    except ValueError:
        return next((folder.name for folder in (path, *path.parents) if folder.name in GAMES), None)


def game_for(named: str | None, paths) -> str:
    """The game a card command works on: the one named with --game, else the one whose card folder
    holds the paths, else (no paths given) the first of the games. Raises ValueError asking for --game
    when the paths do not tell one game."""
    from game.engine.gamelist import GAMES
    if named:
        return named
    if not paths:
        return GAMES[0]
    found = {game_of(Path(p)) for p in paths} - {None}
    if len(found) == 1:
        return found.pop()
    told = f"the paths hold cards of {' and '.join(sorted(found))}" if found else "the paths are in no game's card folder"
    raise ValueError(f"name a game: --game {'|'.join(GAMES)} ({told}).")


def layout_dirs(card_root: Path) -> list[Path]:
    """Layout folders searched in order: beside the cards, then the game's, then the shared ones."""
    dirs = [card_root / "layouts"]
    for candidate in (CARDS / card_root.name / "layouts", CARDS / "layouts"):
        if candidate not in dirs:
            dirs.append(candidate)
    return dirs


def confine_to_assets(relative: str, assets: Path = ASSETS) -> Path | None:
    """Resolve an artwork path inside `assets`; None when it is absolute or leaves the folder."""
    text = str(relative).strip()
    if not text or text.startswith(("/", "\\")) or (len(text) > 1 and text[1] == ":"):
        return None
    if text.startswith("assets/"):
        text = text[len("assets/"):]
    base = assets.resolve()
    target = (base / text).resolve()
    try:
        target.relative_to(base)
    except ValueError:
        return None
    return target
