"""A game small enough to read at a glance, for the core's own tests (boardgame.io keeps such a game
beside each test), so that they need no real game.

Two or three seats take turns raising a count to the goal (10 unless the options say otherwise). On
its turn a seat adds 1 or 2, or rolls a two-sided die and adds what it shows: either passes play on
at once. Before that it may play cards from its hand (one, two, three: each adds its value), draw the
top card of the deck (a hidden card, into its hidden hand), or end its turn without adding. When the
deck runs out, the played cards are shuffled into a new one (the chance point `deck`). The seat whose
turn it is when the count is exactly 4 answers a question first ("ask" stage). Undo stops at a draw
and at the end of a turn."""
from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from types import SimpleNamespace

from game.engine.core.acting import NOBODY, Acting
from game.engine.core.command_fields import CardId, Index, TupleOf
from game.engine.core.engine import Engine
from game.engine.core.protocol import Command, Event, GameOver, Prompt, TurnEnded, message
from game.engine.core.rng import Rng
from game.engine.core.steps import HandledRules, StepContext, Steps, handler, stage_alone

VALUES = {"one": 1, "two": 2, "three": 3}
HAND = 2   # cards dealt to each seat


@message
class Add(Command):
    amount: Index(3)


@message
class Roll(Command):
    pass


@message
class Draw(Command):
    pass


@message
class Play(Command):
    unordered = ("cards",)
    cards: TupleOf(CardId)


@message
class EndTurn(Command):
    pass


@message
class Answer(Command):
    pass


@message
class Added(Event):
    seat: int
    amount: int


@message
class Drawn(Event):
    barrier = True        # a hidden card comes to light for its seat
    secret = ("card",)
    seat: int
    card: str


@message
class DeckShuffled(Event):
    size: int


@message
class CountReached(GameOver):
    seat: int


@dataclass
class TinyState:
    rng: Rng
    goal: int
    hands: list[list[str]]
    deck: list[str]
    played: list[str] = field(default_factory=list)
    count: int = 0
    turn: int = 0
    asking: bool = False


def new_game(cards, options: dict, seed: int) -> tuple[TinyState, list]:
    rng = Rng.seeded(seed)
    deck = [card for card in VALUES for _ in range(2 * options["players"])]
    rng.shuffle(deck)
    hands = [[deck.pop() for _ in range(HAND)] for _ in range(options["players"])]
    return TinyState(rng, options["goal"], hands, deck), [DeckShuffled(len(deck))]


def normalize_options(cards, options: dict) -> dict:
    """Two or three players and a goal from 4 to 99; nothing else."""
    unknown = sorted(set(options) - {"players", "goal"}, key=str)
    if unknown:
        raise ValueError(f"Tiny has no option {unknown[0]!r}.")
    result = {"players": 2, "goal": 10} | options
    for name, low, high in (("players", 2, 3), ("goal", 4, 99)):
        value = result[name]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ValueError(f"The {name} must be a whole number from {low} to {high}.")
    return result


def count_up(game, seat: int, amount: int) -> None:
    state = game.state
    state.count += amount
    game.emit(Added(seat, amount))
    state.asking = state.count == 4
    if state.count >= state.goal:
        game.emit(CountReached(f"Seat {seat + 1} brought the count to {state.goal}.", seat))


def check_add(game, command) -> str | None:
    return None if command.amount else "Add at least one."


def add(game, command) -> None:
    game.state.turn = (game.state.turn + 1) % len(game.state.hands)
    count_up(game, command.seat, command.amount)


def roll(game, command) -> None:
    add(game, Add(command.seat, 1 + game.state.rng.roll(2)))


def check_draw(game, command) -> str | None:
    return None if game.state.deck or game.state.played else "There is no card left to draw."


def draw(game, command) -> None:
    state = game.state
    if not state.deck:
        state.deck, state.played = state.played, []
        state.rng.shuffle(state.deck, point="deck")
        game.emit(DeckShuffled(len(state.deck)))
    card = state.deck.pop()
    state.hands[command.seat].append(card)
    game.emit(Drawn(command.seat, card))


def check_play(game, command) -> str | None:
    hand = list(game.state.hands[command.seat])
    if not command.cards:
        return "Play at least one card."
    for card in command.cards:
        if card not in hand:
            return f"You hold no {card}."
        hand.remove(card)
    return None


def play(game, command) -> None:
    for card in command.cards:
        game.state.hands[command.seat].remove(card)
        game.state.played.append(card)
    count_up(game, command.seat, sum(VALUES[card] for card in command.cards))


def end_turn(game, command) -> None:
    game.state.turn = (game.state.turn + 1) % len(game.state.hands)
    game.emit(TurnEnded(command.seat))


def answer(game, command) -> None:
    game.state.asking = False


def turn_listing(game, seat: int) -> list:
    state = game.state
    plays = [Play(seat, (card,)) for card in sorted(set(state.hands[seat]))]
    draws = [Draw(seat)] if state.deck or state.played else []
    return [Add(seat, 1), Add(seat, 2), Roll(seat), *draws, *plays, EndTurn(seat)]


class TinyRules(HandledRules):
    name = "tiny"
    title = "Tiny"
    hidden_hands = True
    chance_words = "a roll or a shuffle"
    steps = Steps(StepContext,
                  {Add: handler("turn", check_add, add), Roll: handler("turn", stage_alone, roll),
                   Draw: handler("turn", check_draw, draw), Play: handler("turn", check_play, play),
                   EndTurn: handler("turn", stage_alone, end_turn),
                   Answer: handler("ask", stage_alone, answer, "Nobody asked you anything.")},
                  {"turn": "It is your turn: add, roll, draw, play or end it.", "ask": "First answer the question."},
                  {"turn": turn_listing, "ask": lambda game, seat: [Answer(seat)]})
    cards = None
    setup = SimpleNamespace(new_game=new_game, normalize_options=normalize_options)   # its GameSetup (no cards)
    seat_list = attrgetter("hands")

    def over_reason(self, state: TinyState) -> str | None:
        return f"the count reached {state.goal}." if state.count >= state.goal else None

    def acting(self, state: TinyState) -> Acting:
        if state.count >= state.goal:
            return NOBODY
        return Acting.one(state.turn, "ask" if state.asking else "turn")

    def prompt(self, state: TinyState) -> Prompt | None:
        return Prompt("ask", (state.turn,), "Answer the question.") if state.asking else None

    def view(self, state: TinyState, seat: int) -> dict:
        """Everything but the deck's order and the other seats' hands (of which only the size shows)."""
        return {"count": state.count, "goal": state.goal, "turn": state.turn, "deck": len(state.deck),
                "played": list(state.played), "hands": [len(hand) for hand in state.hands],
                "hand": list(state.hands[seat]) if 0 <= seat < len(state.hands) else []}

    def undo_ends_here(self, state, command, events) -> bool:
        return any(e.barrier or isinstance(e, TurnEnded) for e in events)


TINY = TinyRules()


def new(seed: int = 3, undo: bool = True, **options) -> Engine:
    """A Tiny game (options as keywords: players, goal)."""
    return Engine(TINY, options, seed, undo=undo)


def play_randomly(engine, commands: int, pick_seed: int) -> list:
    """Up to `commands` legal commands chosen at random by `pick_seed` (fewer if the game ends)."""
    pick = Rng.seeded(pick_seed)
    played = []
    for _ in range(commands):
        if engine.is_over:
            break
        legal = engine.legal_commands(engine.acting.seats[0])
        command = legal[pick.below(len(legal))]
        engine.submit(command)
        played.append(command)
    return played
