"""A problem found in a file from outside (a card file, a scenario, a save, the settings): file, line and
a sentence a person understands."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One problem in one file (line 0: the file as a whole)."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"
