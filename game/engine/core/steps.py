"""What every game's rules share about carrying out one command: the working context of a step, and
validate/apply/legal_commands that start from who may act now (game.engine.core.acting) and send each
command type to its own check and rule."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable, Protocol

from game.engine.core.acting import Acting
from game.engine.core.command_fields import field_problem
from game.engine.core.rules import Outcome


class StepContext:
    """The working context of one rules step: the state, the card set, and the events so far. Made for
    every validate/apply/listing call, so it is a plain slotted class (cheap to build)."""

    __slots__ = ("state", "cards", "events", "emit")

    def __init__(self, state: Any, cards: Any):
        self.state = state
        self.cards = cards
        self.events: list = []
        self.emit = self.events.append  # what happened, in order


@dataclass(frozen=True, slots=True)
class Handler:
    """One command type's rule step: the stages it may be sent in, its check (None, or the reason it is
    refused as a sentence) and its rule. `when`: the sentence it is refused with in another stage, for
    an answer to a decision that is not up ("There is no free turn to give right now."); without it, the
    sentence of the stage the seat is in says what to do instead."""

    stages: frozenset
    check: Callable[[Any, Any], str | None]
    rule: Callable[[Any, Any], None]
    when: str = ""


def stage_alone(game: Any, command: Any) -> None:
    """The check of a command that its stage alone makes legal (ending a turn, passing a window)."""
    return None


def handler(stages: str | tuple[str, ...], check: Callable, rule: Callable, when: str = "") -> Handler:
    """A Handler sent in one stage (a name) or several (a tuple of names)."""
    return Handler(frozenset((stages,) if isinstance(stages, str) else stages), check, rule, when)


@dataclass(frozen=True)
class Steps:
    """A game's rule steps: the StepContext class a step works in, each command type's Handler (the
    game's commands are these), the sentence each stage refuses another stage's commands with, and
    each stage's listing: listing(game, seat) is every legal command of the seat in that stage."""

    context: type
    handlers: dict[type, Handler]
    stage_words: dict[str, str]
    listings: dict[str, Callable[[Any, int], list]]


class GameSetup(Protocol):
    """A game's setup (its `setup` module): its shipped card set, the options with their defaults over
    it, and the game dealt out with the events that tell it."""

    def load_cards(self) -> Any:
        """The game's shipped card set."""

    def normalize_options(self, cards: Any, options: dict) -> dict:
        """The options with defaults filled in; raises ValueError with a sentence if they are wrong."""

    def new_game(self, cards: Any, options: dict, seed: int) -> tuple[Any, list]:
        """(the state, the events of setup), every random choice from the seed."""


class HandledRules:
    """validate, apply and legal_commands for rules whose commands each have a Handler.

    A subclass sets `title`, `steps` (Steps: its handlers, the stage sentences, its StepContext, each
    stage's listing), `setup` (GameSetup: its card set and its setup over it) and `seat_list` (the
    state's seats: its players); says who may act (`acting`) and how the game stands (`outcome`); what a
    seat may do in its stage (`listing`) is its stage's listing. Every command is checked in this order: a command of the game, the game not
    over, well-formed fields, a seat of the game, a seat that may act, a command of its stage; only then
    does the game's own check read it."""

    title: str
    steps: Steps
    setup: GameSetup
    seat_list: Callable[[Any], list]   # the state's list of its seats (an attrgetter)
    # Command types the listing gives one of each kind of (a feeding per set of survivors), where any
    # other command of the type that the check accepts is as legal: the contract test knows them.
    partly_listed: tuple[type, ...] = ()

    def __init__(self, cards: Any = None):
        if cards is not None:
            self.cards = cards

    @cached_property
    def cards(self) -> Any:
        """The card set given, or the game's own loaded on first use (then a plain attribute: read on
        every call)."""
        return self.setup.load_cards()

    @cached_property
    def command_types(self) -> dict[str, type]:
        """The game's commands by name (a save names each command's type): those it has handlers for."""
        return {command_type.__name__: command_type for command_type in self.steps.handlers}

    # -- what a game provides -----------------------------------------------------------------------
    def acting(self, state: Any) -> Acting:
        """Who may act now and in which stage (nobody once the game is over)."""
        raise NotImplementedError

    def listing(self, game: Any, seat: int, stage: str) -> list:
        """Every legal command of `seat` in its stage, in a stable order: the game's listing of that stage."""
        return self.steps.listings[stage](game, seat)

    def not_acting(self, state: Any, seat: int) -> str:
        """The sentence a command from a seat that may not act now is refused with."""
        return "It is not your turn to act."

    def settle(self, game: Any) -> None:
        """What follows every command on its own (a battle resolving once both sides have passed)."""

    def outcome(self, state: Any) -> Outcome:
        """Who won and why (or that the game goes on)."""
        raise NotImplementedError

    # -- read from what the game provides -----------------------------------------------------------------
    def seat_count(self, state: Any) -> int:
        return len(self.seat_list(state))

    def over_reason(self, state: Any) -> str | None:
        """Why the game is over (the outcome's reason), or None while it goes on."""
        outcome = self.outcome(state)
        return outcome.reason if outcome.finished else None

    # -- the engine's calls -----------------------------------------------------------------------------
    def normalize_options(self, options: dict) -> dict:
        return self.setup.normalize_options(self.cards, options)

    def new_state(self, options: dict, seed: int) -> Any:
        return self.setup.new_game(self.cards, options, seed)[0]

    def setup_events(self, options: dict, seed: int) -> list:
        """The events of setup (for a table that animates the deal)."""
        return self.setup.new_game(self.cards, options, seed)[1]

    def validate(self, state: Any, command: Any, acting: Acting | None = None) -> str | None:
        steps = self.steps
        found = steps.handlers.get(type(command))
        if found is None:
            return f"{self.title} has no command {type(command).__name__}."
        over = self.over_reason(state)
        if over is not None:
            return f"The game is over: {over}"
        malformed = field_problem(command)
        if malformed:
            return malformed
        if not 0 <= command.seat < self.seat_count(state):
            return f"There is no seat {command.seat} in this game."
        stage = (self.acting(state) if acting is None else acting).stage(command.seat)
        if stage is None:
            return self.not_acting(state, command.seat)
        if stage not in found.stages:
            return found.when or steps.stage_words[stage]
        # An exception from a check is a bug in the rules: the engine reports it as one (EngineFailed).
        return found.check(steps.context(state, self.cards), command)

    def apply(self, state: Any, command: Any) -> list:
        steps = self.steps
        game = steps.context(state, self.cards)
        steps.handlers[type(command)].rule(game, command)
        self.settle(game)
        return game.events

    def legal_commands(self, state: Any, seat: int, acting: Acting | None = None) -> list:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seat_count(state):
            return []
        stage = (self.acting(state) if acting is None else acting).stage(seat)
        if stage is None:
            return []
        return self.listing(self.steps.context(state, self.cards), seat, stage)

    def active_seats(self, state: Any) -> list[int]:
        """Who may act now (the seat the game waits on first); empty when the game is over."""
        return self.acting(state).seats

    def seats(self, state: Any) -> list[int]:
        return list(range(self.seat_count(state)))

    def is_over(self, state: Any) -> bool:
        return self.over_reason(state) is not None
