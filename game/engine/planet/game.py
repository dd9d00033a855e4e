"""The working context of one rules step: the state, the card set, and the events so far."""
from __future__ import annotations

from game.engine.planet.definitions import CardSet, SpeciesDef, card_id
from game.engine.planet.state import OVER, PlanetState


class Game:
    """Made for every validate/apply/listing call, so it is a plain slotted class (cheap to build)."""

    __slots__ = ("state", "cards", "events", "emit")

    def __init__(self, state: PlanetState, cards: CardSet):
        self.state = state
        self.cards = cards
        self.events: list = []
        self.emit = self.events.append  # what happened, in order

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    def species(self, uid: str) -> SpeciesDef:
        return self.cards.species[card_id(uid)]

    def is_species(self, uid: str) -> bool:
        return card_id(uid) in self.cards.species

    @property
    def seats(self) -> range:
        return range(len(self.state.players))
