"""The one list of the games, which every layer reads (imports nothing: the menu's first frame reads it).

Adding a game is its name in GAMES and its own folders, where every layer finds its part by the name
(`game_module`): game/engine/<name>/ with a `spec` module exposing SPEC (game/engine/games.py),
game/engine/bots/<name>_heuristic.py with its judge and HARD_PLAN, game/sprites/<name>.py (what its cards
show) and <name>_art.py (how they are painted), game/table/<name>/ with an `entry` module exposing ENTRY,
and cards/<name>/. tests/test_game_registry.py checks every listed game has every part."""
from __future__ import annotations

import importlib

GAMES: tuple[str, ...] = ("noah", "planet", "beast")   # in the order the menus offer them


def game_module(name, where: str):
    """A game's module in one layer, `where` naming it with {} for the game ("game.table.{}.entry");
    raises ValueError naming the games there are."""
    if not isinstance(name, str) or name not in GAMES:
        shown = name if isinstance(name, str) and len(name) <= 40 else type(name).__name__
        raise ValueError(f"There is no game called {shown!r}; the games are {', '.join(GAMES)}.")
    return importlib.import_module(where.format(name))
