"""The working context of one rules step: the state, the card set, and the events so far."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.noah.definitions import CardSet
from game.engine.noah.state import NoahState


@dataclass
class Game:
    state: NoahState
    cards: CardSet
    events: list = field(default_factory=list)

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)

    def emit(self, event) -> None:
        self.events.append(event)
