"""What every game's card loader shares: the problems found so far, and ids claimed once across files."""
from __future__ import annotations

import re

from game.engine.cards.problems import Problem
from game.engine.cards.yaml_lines import describe

CARD_ID = re.compile(r"[a-z0-9_]{1,64}")   # ids name files and appear in saves


class CardLoader:
    """Collects problems and card ids across the files of one card set."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.ids: dict[str, tuple[str, int]] = {}

    def problem(self, file: str, line: int, message: str) -> None:
        self.problems.append(Problem(file, line, message))

    def claim_id(self, card_id, file: str, line: int) -> bool:
        """True the first time a well-formed id is seen; a bad id, or a second use, is a problem."""
        if not isinstance(card_id, str) or not CARD_ID.fullmatch(card_id):
            self.problem(file, line, f"the id {describe(card_id)} must be 1 to 64 lower-case letters, digits "
                                     "and _ (ids name files and appear in saves).")
            return False
        if card_id in self.ids:
            first_file, first_line = self.ids[card_id]
            self.problem(file, line, f"the id {describe(card_id)} is used twice (first at {first_file}:{first_line}).")
            return False
        self.ids[card_id] = (file, line)
        return True
