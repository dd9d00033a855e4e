"""Card files are YAML from outside: read with the one untrusted-YAML loader (game.engine.core.untrusted),
whose mappings and lists remember the line of every key and item."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.cards.parsed import parse_card_file
from game.engine.core.problems import Problem
from game.engine.core.untrusted import LineDict, LineList, describe, read_yaml

__all__ = ["LineDict", "LineList", "Located", "describe", "load_card_yaml", "load_yaml"]


class Located:
    """Where a value came from, for messages: a file and a line."""

    def __init__(self, file: str, line: int):
        self.file = file
        self.line = line

    def problem(self, message: str) -> Problem:
        return Problem(self.file, self.line, message)


def load_yaml(path: str | Path) -> tuple[Any, list[Problem]]:
    """Load one YAML file safely, within the loader's limits; (data, problems). Data is None when the
    file cannot be read; an empty file is a problem (a card file must hold something)."""
    return _not_empty(path, *read_yaml(path))


def load_card_yaml(path: str | Path) -> tuple[Any, list[Problem]]:
    """`load_yaml` for card, layout and icon files: parsed once while the file's bytes stay the same
    (game.engine.cards.parsed); the data is shared, so callers read it and never change it."""
    return _not_empty(path, *parse_card_file(path))


def _not_empty(path, data: Any, problems: list[Problem]) -> tuple[Any, list[Problem]]:
    if not problems and data is None:
        problems = [Problem(str(path), 0, "the file is empty.")]
    return data, problems

