"""What every game's card loader shares: the problems found so far, and ids claimed once across files."""
from __future__ import annotations

from game.engine.cards.problems import Problem


class CardLoader:
    """Collects problems and card ids across the files of one card set."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.ids: dict[str, tuple[str, int]] = {}

    def problem(self, file: str, line: int, message: str) -> None:
        self.problems.append(Problem(file, line, message))

    def claim_id(self, card_id: str, file: str, line: int) -> bool:
        """True the first time an id is seen; a second use is a problem naming the first."""
        if card_id in self.ids:
            first_file, first_line = self.ids[card_id]
            self.problem(file, line, f"the id {card_id!r} is used twice (first at {first_file}:{first_line}).")
            return False
        self.ids[card_id] = (file, line)
        return True
