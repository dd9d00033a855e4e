"""The engine contract (tests/engine/test_game_contract.py) over each variant of section VII: every
listed command validates, random games end, views and legal commands do not change when the hidden
cards are dealt again, and a game replays exactly."""
from __future__ import annotations

import json

import pytest

from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.rng import Rng

VARIANTS = {
    "rush": {"players": 3, "variant": "rush"},
    "rush_bare": {"players": 2, "variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]},
    "doubles": {"variant": "doubles", "subvariants": ["limited_leadership", "ultimate"]},
    "supply_line": {"variant": "supply_line"},
}


@pytest.mark.parametrize("name", VARIANTS)
def test_a_random_game_of_each_variant_keeps_the_contract(name):
    engine = Engine(BEAST, VARIANTS[name], 7, undo=False)
    pick = Rng.seeded(7)
    for step in range(6000):
        if engine.is_over:
            break
        seat = BEAST.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        assert legal, f"seat {seat} must act but has no legal command"
        if step % 9 == 0:
            for command in legal:
                assert BEAST.validate(engine.state, command) is None, command
            for other in BEAST.seats(engine.state):
                view = BEAST.view(engine.state, other)
                json.dumps(view)
                sample = BEAST.sample_state(engine.state, other, Rng.seeded(step))
                assert BEAST.view(sample, other) == view
                assert BEAST.legal_commands(sample, other) == BEAST.legal_commands(engine.state, other)
        events = engine.submit(legal[pick.below(len(legal))])
        assert not (events and isinstance(events[0], Rejected)), events[0]
    assert engine.is_over and BEAST.outcome(engine.state).finished
    assert Engine.replay(BEAST, engine.options, engine.seed, engine.log).hash() == engine.hash()
