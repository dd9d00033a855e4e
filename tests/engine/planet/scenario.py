"""Stacked Noah Planet games for the tests: the scenario file's `setup` as a dict, and submitting
commands that must be accepted (or must be refused)."""
from __future__ import annotations

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.planet.overrides import apply_overrides
from game.engine.planet.rules import PLANET


def stacked(setup: dict, players: int = 2, seed: int = 1, **options) -> Engine:
    """A game set up, then stacked as a scenario's `setup` says (card ids; lowest copies first)."""
    engine = Engine(PLANET, {"players": players, **options}, seed)
    problems: list = []
    apply_overrides(engine, setup, "test", problems)
    assert not problems, [str(p) for p in problems]
    return engine


def ok(engine: Engine, command) -> list:
    events = engine.submit(command)
    assert not (events and isinstance(events[0], Rejected)), events[0]
    return events


def refused(engine: Engine, command) -> str:
    before = engine.hash()
    events = engine.submit(command)
    assert events and isinstance(events[0], Rejected), f"{command} was accepted"
    assert engine.hash() == before
    return events[0].reason


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def me(engine: Engine, seat: int = 0):
    return engine.state.players[seat]
