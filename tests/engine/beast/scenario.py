"""Helpers for Nature of the Beast scenarios: a game stacked with the scenario `setup:` (the same code
as `ark-table script`), then driven with real commands."""
from __future__ import annotations

from game.engine.beast import overrides
from game.engine.beast.combat import total
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected

# the rulebook's examples play one Farm deck with cards of three Style blocks (ruling B20)
EXAMPLE_FARM = "farm+resourceful+tricky+combat"


def stacked(setup: dict, decks=("farm", "forest"), seed: int = 1, **options) -> Engine:
    """A new game with `setup` applied; fails the test on any problem in it."""
    return overrides.stacked(setup, decks, seed, **options)


def do(engine: Engine, command) -> list:
    """Submit a command that must be accepted."""
    events = engine.submit(command)
    assert not (events and isinstance(events[0], Rejected)), events[0]
    return events


def refused(engine: Engine, command) -> str:
    """Submit a command that must be refused; returns the reason."""
    events = engine.submit(command)
    assert events and isinstance(events[0], Rejected), events
    return events[0].reason


def totals(engine: Engine) -> tuple[int, int]:
    game = Game(engine.state, BEAST.cards)
    return total(game, 0), total(game, 1)


def at(engine: Engine, seat: int, row: int, col: int) -> str | None:
    """The card id of the animal on a space (None when it is open)."""
    animal = engine.state.players[seat].field[row][col]
    return card_id(animal.card) if animal else None


def ids(instances) -> list[str]:
    return [card_id(c) for c in instances]


def instance(engine: Engine, seat: int, card: str, zone: str = "hand") -> str:
    """The first physical copy of `card` in a seat's hand (or another list zone)."""
    return next(c for c in getattr(engine.state.players[seat], zone) if card_id(c) == card)
