"""What every game's rules share about carrying out one command: the working context of a step, and
validate/apply that send each command type to its own check and rule."""
from __future__ import annotations

from functools import cached_property
from typing import Any, Callable

from game.engine.core.protocol import field_problem


class StepContext:
    """The working context of one rules step: the state, the card set, and the events so far. Made for
    every validate/apply/listing call, so it is a plain slotted class (cheap to build)."""

    __slots__ = ("state", "cards", "events", "emit")

    def __init__(self, state: Any, cards: Any):
        self.state = state
        self.cards = cards
        self.events: list = []
        self.emit = self.events.append  # what happened, in order


class HandledRules:
    """validate and apply for rules whose commands each have a check (None, or the reason it is refused
    as a sentence) and a rule. A subclass sets `title`, `handlers` ({command type: (check, rule)}),
    `context` (its StepContext class) and `load_cards`, and says how many seats a state has and why the game
    is over (None while it goes on)."""

    title: str
    handlers: dict
    context: type
    load_cards: Callable[[], Any]   # the game's shipped card set (a staticmethod)

    def __init__(self, cards: Any = None):
        if cards is not None:
            self.cards = cards

    @cached_property
    def cards(self) -> Any:
        """The card set given, or the game's own loaded on first use (then a plain attribute: read on
        every call)."""
        return self.load_cards()

    def seat_count(self, state: Any) -> int:
        raise NotImplementedError

    def over_reason(self, state: Any) -> str | None:
        raise NotImplementedError

    def validate(self, state: Any, command: Any) -> str | None:
        handlers = self.handlers.get(type(command))
        if handlers is None:
            return f"{self.title} has no command {type(command).__name__}."
        over = self.over_reason(state)
        if over is not None:
            return f"The game is over: {over}"
        malformed = field_problem(command)
        if malformed:
            return malformed
        if not 0 <= command.seat < self.seat_count(state):
            return f"There is no seat {command.seat} in this game."
        # An exception from a check is a bug in the rules: the engine reports it as one (EngineFailed).
        return handlers[0](self.context(state, self.cards), command)

    def apply(self, state: Any, command: Any) -> list:
        step = self.context(state, self.cards)
        self.handlers[type(command)][1](step, command)
        return step.events
