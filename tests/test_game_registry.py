"""One list of the games (game/engine/gamelist.py): every listed game has every part each layer looks up by
its name, and no shared module names a game (no `game="noah"` default, no dict keyed by the games)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.engine.gamelist import GAMES, game_module

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_game_has_its_engine_bots_table_sprites_painters_and_cards(game):
    from game.engine.games import game_spec
    from game.sprites.cardset import load_cards
    from game.sprites.paths import game_cards_dir
    from game.table.games import table_entry

    assert game_spec(game).name == game
    heuristic = game_module(game, "game.engine.bots.{}_heuristic")
    assert callable(heuristic.judge) and heuristic.HARD_PLAN.work > 0
    assert table_entry(game).game == game
    assert (game_cards_dir(game) / "layouts").is_dir()
    cards = load_cards(game_cards_dir(game), game)
    assert cards.problems == [] and cards.specs
    painters = game_module(game, "game.sprites.{}_art").PAINTERS
    assert {spec.kind for spec in cards.specs.values()} <= set(painters), "a kind its game does not paint"


def test_a_game_not_in_the_list_is_a_sentence_naming_the_games():
    with pytest.raises(ValueError, match="There is no game called 'chess'; the games are noah, planet, beast."):
        game_module("chess", "game.table.{}.entry")


def _own(path: Path) -> bool:
    """A game's own file: in its engine, table or bots folder or its sprite modules, or the list itself."""
    relative = path.relative_to(PACKAGE).as_posix()
    return relative == "engine/gamelist.py" or any(
        relative.startswith((f"engine/{g}/", f"table/{g}/", f"engine/bots/{g}_", f"sprites/{g}.", f"sprites/{g}_"))
        for g in GAMES)


def _names_of_games(path: Path) -> list[int]:
    """The lines where the source writes a game's name as a string of its own ("noah", not "noah's")."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value in GAMES]


# Shared modules that still hold a table keyed by the games: the lessons' places (they came with the
# lessons, after the one list); each game's part belongs in that game's folder. Only shrink this.
STILL_KEYED_BY_GAME = {"game/engine/lesson_places.py", "game/table/lesson_places.py"}


def test_no_shared_module_names_a_game():
    shared = [p for p in sorted(PACKAGE.rglob("*.py")) if not _own(p)]
    assert len(shared) > 100 and PACKAGE / "sprites" / "art.py" in shared and PACKAGE / "cli.py" in shared
    found = {p.relative_to(ROOT).as_posix(): lines for p in shared if (lines := _names_of_games(p))}
    assert set(found) - STILL_KEYED_BY_GAME == set(), \
        "shared code names a game (take it from the caller or from game.engine.gamelist)"
    assert STILL_KEYED_BY_GAME <= set(found), "a module left the list: take it off STILL_KEYED_BY_GAME"


def test_the_scan_finds_a_default_game(tmp_path):
    module = tmp_path / "shared.py"
    module.write_text('def draw(card, game: str = "beast"):\n    return card\n')
    assert _names_of_games(module) == [1]
