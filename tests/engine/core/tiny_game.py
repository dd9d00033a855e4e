"""A game small enough to read at a glance, for the core's own tests (boardgame.io keeps such a game
beside each test): two seats take turns adding to a count; a roll adds a die; the count at ten ends it;
a seat that passes a turn answers a question first ("ask" stage)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.core.acting import NOBODY, Acting
from game.engine.core.command_fields import Index
from game.engine.core.protocol import Command, Event, Prompt, message
from game.engine.core.rng import Rng
from game.engine.core.steps import HandledRules, StepContext, handler, stage_alone


@message
class Add(Command):
    amount: Index(3)


@message
class Roll(Command):
    pass


@message
class Answer(Command):
    pass


@message
class Added(Event):
    seat: int
    amount: int


@dataclass
class TinyState:
    rng: Rng
    count: int = 0
    turn: int = 0
    asking: bool = False
    log: list = field(default_factory=list)


def check_add(game, command) -> str | None:
    return None if command.amount else "Add at least one."


def add(game, command) -> None:
    game.state.count += command.amount
    game.emit(Added(command.seat, command.amount))
    game.state.turn = 1 - game.state.turn
    game.state.asking = game.state.count == 4


def roll(game, command) -> None:
    add(game, Add(command.seat, 1 + game.state.rng.below(2)))


def answer(game, command) -> None:
    game.state.asking = False


class TinyRules(HandledRules):
    name = "tiny"
    title = "Tiny"
    command_types = {"Add": Add, "Roll": Roll, "Answer": Answer}
    hidden_hands = False
    chance_words = "a roll"
    handlers = {Add: handler("turn", check_add, add), Roll: handler("turn", stage_alone, roll),
                Answer: handler("ask", stage_alone, answer, "Nobody asked you anything.")}
    stage_words = {"turn": "It is your turn: add or roll.", "ask": "First answer the question."}
    context = StepContext
    cards = None
    set_up = staticmethod(lambda cards, options, seed: (TinyState(Rng.seeded(seed)), []))
    check_options = staticmethod(lambda cards, options: dict(options))

    def seat_count(self, state: TinyState) -> int:
        return 2

    def over_reason(self, state: TinyState) -> str | None:
        return "the count reached ten." if state.count >= 10 else None

    def acting(self, state: TinyState) -> Acting:
        if state.count >= 10:
            return NOBODY
        return Acting.one(state.turn, "ask" if state.asking else "turn")

    def listing(self, game, seat: int, stage: str) -> list:
        if stage == "ask":
            return [Answer(seat)]
        return [Add(seat, 1), Add(seat, 2), Roll(seat)]

    def prompt(self, state: TinyState) -> Prompt | None:
        return None

    def view(self, state: TinyState, seat: int) -> dict:
        return {"count": state.count, "turn": state.turn}

    def undo_ends_here(self, state, command, events) -> bool:
        return False
