"""The working context of one rules step: the state, the card set, and the events so far."""
from __future__ import annotations

from game.engine.beast.definitions import CardSet
from game.engine.beast.state import BeastState


class Game:
    """Made for every validate/apply/listing call, so it is a plain slotted class (cheap to build)."""

    __slots__ = ("state", "cards", "events", "emit")

    def __init__(self, state: BeastState, cards: CardSet):
        self.state = state
        self.cards = cards
        self.events: list = []
        self.emit = self.events.append  # what happened, in order

    def card(self, instance: str):
        """The definition of a physical card."""
        return self.cards.of(instance)

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
