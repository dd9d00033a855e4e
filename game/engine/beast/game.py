"""The working context of one Nature of the Beast rules step (the shared StepContext) and its lookups."""
from __future__ import annotations

from game.engine.core.steps import StepContext


class Game(StepContext):
    __slots__ = ()

    def card(self, instance: str):
        """The definition of a physical card."""
        return self.cards.by_instance[instance]

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
