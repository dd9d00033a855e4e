"""Files from outside, before any parsing: read within a size cap, and values described within bounds
for messages. Nothing here imports a parser, so the table's start (its settings) can use it cheaply;
game.engine.core.untrusted parses what is read."""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.core.problems import Problem

MAX_BYTES = 4 * 1024 * 1024     # a long saved game is a few hundred kilobytes; card files far less
MAX_SHOWN = 40                  # characters of a value a message may quote


def describe(value: Any, limit: int = MAX_SHOWN) -> str:
    """A short, bounded description of a value for a message: short text and numbers as written,
    anything else by its kind and size (never the repr of a large or deep value)."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else repr(value[:limit]) + f"... ({len(value)} characters)"
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "nothing (null)"}[value]
    if isinstance(value, int):
        text = str(value) if abs(value) < 10 ** limit else None
        return text if text is not None else f"a {value.bit_length() * 3 // 10}-digit number"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, dict):
        return f"a mapping of {len(value)} key(s)"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)} item(s)"
    return f"a {type(value).__name__}"


def read_bytes(path: str | Path, max_bytes: int = MAX_BYTES) -> tuple[bytes | None, list[Problem]]:
    """The bytes of a regular file of at most `max_bytes` (refused by its size before it is read), or
    None and the problem."""
    path = Path(path)
    try:
        if not stat.S_ISREG(path.stat().st_mode):   # a folder, a pipe that would never end, a device
            return None, [problem(str(path), "this is not a file that can be read.")]
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > max_bytes:
                return None, [too_big(str(path), size, max_bytes)]
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        return None, [problem(str(path), f"the file cannot be read ({bounded(exc.strerror or str(exc))}).")]
    if len(raw) > max_bytes:
        return None, [too_big(str(path), len(raw), max_bytes)]
    return raw, []


def problem(filename: str, message: str) -> Problem:
    """A problem with the file as a whole (Problem imported here: a file read well, such as the table's
    settings at its start, needs none)."""
    from game.engine.core.problems import Problem
    return Problem(filename, 0, message)


def too_big(filename: str, size: int, limit: int = MAX_BYTES) -> Problem:
    return problem(filename, f"the file is {megabytes(size)}; files read here are at most {megabytes(limit)}.")


def megabytes(size: int) -> str:
    return f"{size / 1024 / 1024:.1f} MB" if size >= 1024 * 1024 else f"{max(1, size // 1024)} KB"


def bounded(text: str, limit: int = 160) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "..."
