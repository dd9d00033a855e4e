"""A problem found in a card file (file, line and a sentence a designer understands), and CardError."""
from __future__ import annotations

from game.engine.core.problems import Problem

__all__ = ["CardError", "Problem"]


class CardError(Exception):
    """Raised when card files have problems; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
