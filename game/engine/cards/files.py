"""Where a game's card files are, which files of a folder are card files, and each folder's card set
loaded once."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

_SETS: dict[str, Any] = {}


def cards_root(game: str) -> Path:
    """cards/<game> beside the package (or $ARK_TABLE_CARDS/<game>)."""
    base = os.environ.get("ARK_TABLE_CARDS")
    return (Path(base) if base else Path(__file__).resolve().parents[3] / "cards") / game


def yaml_files(target: Path) -> list[Path]:
    """The card files of a file or folder (layouts folders are not card files)."""
    target = Path(target)
    if target.is_file():
        return [target]
    return sorted(p for p in target.rglob("*.yaml") if "layouts" not in p.relative_to(target).parts)


def card_files(paths: list[Path]) -> list[Path]:
    """The card files of several files and folders, in order."""
    return [f for path in paths for f in yaml_files(Path(path))]


def card_set(root: Path, build: Callable[[Path], Any]) -> Any:
    """The card set of a folder, built by `build` the first time it is asked for."""
    key = str(Path(root).resolve())
    if key not in _SETS:
        _SETS[key] = build(Path(root))
    return _SETS[key]
