"""Where each game's autosave is kept, and the newest of them (the main menu's Continue). Nothing here
imports the engine: the main menu asks before its first frame."""
from __future__ import annotations

from pathlib import Path

from game.table.games import table_games
from game.userdirs import saves_dir


def autosave_path(game: str) -> Path:
    return saves_dir() / f"autosave-{game}.yaml"


def latest_autosave() -> Path | None:
    """The newest autosave of any game, if there is one."""
    found = [p for p in (autosave_path(game) for game in table_games()) if p.is_file()]
    return max(found, key=lambda p: p.stat().st_mtime) if found else None
