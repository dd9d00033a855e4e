"""The working context of one rules step: the state, the card set, and the events so far."""
from __future__ import annotations

from game.engine.noah.definitions import CardSet
from game.engine.noah.state import NoahState


class Game:
    """Made for every validate/apply/listing call, so it is a plain slotted class (cheap to build)."""

    __slots__ = ("state", "cards", "events", "emit", "before_tracker")

    def __init__(self, state: NoahState, cards: CardSet):
        self.state = state
        self.cards = cards
        self.events: list = []
        self.emit = self.events.append  # what happened, in order
        self.before_tracker = False      # setup step 4: the Reality Loss tracker is not on the table yet

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
