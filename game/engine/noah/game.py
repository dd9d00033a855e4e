"""The working context of one NOAH rules step (the shared StepContext) and what NOAH asks of it."""
from __future__ import annotations

from typing import Any

from game.engine.core.steps import StepContext


class Game(StepContext):
    __slots__ = ("before_tracker",)

    def __init__(self, state: Any, cards: Any):
        StepContext.__init__(self, state, cards)
        self.before_tracker = False      # setup step 4: the Reality Loss tracker is not on the table yet

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)

    def modifier_total(self, name: str) -> int:
        """The total of a table-wide modifier (agent_cost_increase, energy_reset_reduced...) of the
        face-up Enemies and the Locations. Hot: no generator."""
        total = 0
        enemies, locations, stationed = self.cards.enemies, self.cards.locations, self.state.locations
        for where, slot in enumerate(self.state.row):
            if slot.face_up:
                total += enemies[slot.enemy].ongoing_total.get(name, 0)
            total += locations[stationed[where]].ongoing_total.get(name, 0)
        return total
