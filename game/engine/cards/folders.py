"""Where a game's card files are: its folder under cards/ (or under $ARK_TABLE_CARDS), the YAML files
of a list of files and folders (layouts left out), and each folder's card set loaded once."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

_SETS: dict[str, Any] = {}


def card_root(game: str) -> Path:
    """The shipped cards/<game> (game/resources.py), or $ARK_TABLE_CARDS/<game>."""
    from game.resources import CARDS
    base = os.environ.get("ARK_TABLE_CARDS")
    if base:
        return Path(base) / game
    return CARDS / game


def yaml_files(paths: list[Path]) -> list[Path]:
    """The card files named, and every YAML file under the folders named (sorted, no layouts)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.yaml") if "layouts" not in p.parts))
        else:
            files.append(path)
    return files


def card_set(root: Path, build: Callable[[Path], Any]) -> Any:
    """The card set of a folder, built by `build` the first time it is asked for."""
    key = str(Path(root).resolve())
    if key not in _SETS:
        _SETS[key] = build(Path(root))
    return _SETS[key]
