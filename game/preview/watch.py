"""Which files a preview depends on, and which of them changed since the last look.

Folders are watched like files: adding, removing or renaming a file in one changes the folder's own
modification time, so the list of watched files can be kept from one reload to the next."""
from __future__ import annotations

import os
from pathlib import Path


def snapshot(paths) -> dict[str, tuple[int, int]]:
    """path -> (mtime_ns, size) for every file or folder that exists."""
    result = {}
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            continue
        result[str(path)] = (st.st_mtime_ns, st.st_size)
    return result


def changed(before: dict, after: dict) -> set[str]:
    """Files added, removed or modified."""
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


def folder_files(folder: Path, suffixes=(".yaml", ".png")) -> list[Path]:
    folder = Path(folder)
    if not folder.is_dir():
        return []
    return [p for p in folder.iterdir() if p.suffix in suffixes]


def folders(target: Path) -> list[Path]:
    """A folder and every folder inside it (a file has none)."""
    target = Path(target)
    if not target.is_dir():
        return []
    return [target] + sorted(p for p in target.rglob("*") if p.is_dir())
