"""Why a NOAH game is over is read from the state without building the Outcome (asked after every
command): the same answer as the Outcome's at every step, won or lost."""
from __future__ import annotations

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.noah.rules import NOAH


def test_why_the_game_is_over_is_the_outcomes_reason():
    endings = set()
    for seed in range(8):
        players = 1 + seed % 4
        engine = Engine(NOAH, {"players": players}, seed, undo=False)
        bots = [make_bot("random", "noah", seed * 10 + s) for s in range(players)]
        while True:
            outcome = NOAH.outcome(engine.state)
            assert NOAH.over_reason(engine.state) == (outcome.reason if outcome.finished else None)
            if outcome.finished:
                endings.add(engine.state.outcome)
                break
            seat = engine.acting.seats[0]
            legal = engine.legal_commands(seat)
            engine.submit(legal[bots[seat].rng.below(len(legal))])
    assert endings
