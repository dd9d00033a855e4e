"""The working context of one Noah Planet rules step (the shared StepContext) and its lookups."""
from __future__ import annotations

from game.engine.core.steps import StepContext
from game.engine.planet.definitions import SpeciesDef, card_id
from game.engine.planet.state import OVER


class Game(StepContext):
    __slots__ = ()

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    def species(self, uid: str) -> SpeciesDef:
        return self.cards.species[card_id(uid)]

    @property
    def seats(self) -> range:
        return range(len(self.state.players))
