"""The games the table can open: each game's scene, its new-game form and its warm-up, by name.

The games are the engine's one list (game.engine.gamelist.GAMES); each has an `entry` module in its table
folder exposing ENTRY. Modules are imported only when a game is opened or offered."""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any, Callable, NamedTuple

from game.engine.gamelist import GAMES, game_module


class TableEntry(NamedTuple):
    """What the shared table needs to offer, start and show one game. (A named tuple, not a dataclass:
    made in a fifth of the time, before the menu's first frame.)"""

    game: str
    title: str
    blurb: str                                       # one line under the title on the menus
    scene: Callable[[Any, Any], Any]                 # (app, session) -> the game's TableScene
    form: Callable[[Any], Any]                       # (app) -> the game's part of the new-game screen
    play_options: Callable[[Any], dict]              # `ark-table play --game X ...` arguments -> options
    quick_rules: str                                 # F1's first page: how to play at this table
    rules: Path | None = None                        # the rules in the table's words (F1); None: the
    rulings: Path | None = None                      # engine folder's RULES.md and RULINGS.md
    warm_new: Callable[[Any, dict | None, int], None] | None = None    # (app, options, seed)
    warm_save: Callable[[Any, Path], None] | None = None               # (app, save path)
    # More screens of the game the main menu offers (the deck-building screen): (label, hot key
    # letter, (app) -> the scene)
    screens: tuple[tuple[str, str, Callable[[Any], Any]], ...] = ()


def lazy(path: str) -> Callable:
    """'package.module:name' as a callable that imports the module only when first called (a game's
    scene and form are imported when the game is opened or offered, not when the table starts)."""
    module, _, name = path.partition(":")

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)
    return call


def folder_entry(game: str, title: str, blurb: str, scene: str, form: str, play_options, quick_rules: str,
                 **more) -> TableEntry:
    """The entry of a game whose table folder holds the usual modules: `scene` (the scene class's name),
    `form` (the form class's name) and `warm` (`want` and `want_save`); its rules are its engine's.
    `more`: the entry's other fields (its further screens)."""
    folder = f"game.table.{game}"
    return TableEntry(game, title, blurb, lazy(f"{folder}.scene:{scene}"), lazy(f"{folder}.form:{form}"), play_options,
                      quick_rules, warm_new=lazy(f"{folder}.warm:want"), warm_save=lazy(f"{folder}.warm:want_save"),
                      **more)


def players_from(args, low: int, high: int, default: int = 2) -> int:
    """`--players` of `ark-table play`, checked against the game's range."""
    players = args.players or default
    if not low <= players <= high:
        raise ValueError(f"--players must be {low} to {high} for this game.")
    return players


def rule_files(entry: TableEntry) -> tuple[Path, Path]:
    """The game's rules and rulings (F1): its own, or those in its engine's folder."""
    engine = Path(__file__).resolve().parents[1] / "engine" / entry.game
    return entry.rules or engine / "RULES.md", entry.rulings or engine / "RULINGS.md"


def table_games() -> list[str]:
    return list(GAMES)


def table_entry(game: str) -> TableEntry:
    """The table entry of a game; raises ValueError naming the games there are."""
    return game_module(game, "game.table.{}.entry").ENTRY
