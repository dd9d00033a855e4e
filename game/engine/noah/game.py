"""The working context of one NOAH rules step (the shared StepContext) and what NOAH asks of it."""
from __future__ import annotations

from game.engine.core.steps import StepContext


class Game(StepContext):
    __slots__ = ()

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
