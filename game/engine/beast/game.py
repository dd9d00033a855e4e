"""The working context of one Nature of the Beast rules step (the shared StepContext) and its lookups."""
from __future__ import annotations

from typing import Any

from game.engine.core.steps import StepContext


class Game(StepContext):
    __slots__ = ("card",)

    def __init__(self, state: Any, cards: Any):
        # StepContext's fields set here (two contexts are made a command: no second call)
        self.state, self.cards = state, cards
        self.events: list = []
        self.emit = self.events.append
        # card(instance): the definition of a physical card (the rules ask it for every card they read: a
        # look-up in the card set's table, with no call of ours around it)
        self.card = cards.by_instance.__getitem__

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)
