"""A problem found in a card file (file, line and a sentence a designer understands), and CardError."""
from __future__ import annotations

from game.engine.core.problems import Problem

__all__ = ["CardError", "Problem"]


class CardError(ValueError):
    """Raised when card files have problems; carries every problem found, not just the first. A
    ValueError (the card data holds wrong values), so whoever reports a bad option with a sentence
    reports broken cards too: its message is the problem list, one `file:line: sentence` a line."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
