"""The working context of one NOAH rules step (the shared StepContext) and what NOAH asks of it."""
from __future__ import annotations

from typing import Any

from game.engine.core.steps import StepContext


class Game(StepContext):
    __slots__ = ("before_tracker",)

    def __init__(self, state: Any, cards: Any):
        super().__init__(state, cards)
        self.before_tracker = False      # setup step 4: the Reality Loss tracker is not on the table yet

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
