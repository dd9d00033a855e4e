"""Who may act, validate and the legal listing agree, in every registered game (boardgame.io's stages,
PettingZoo's api_test): in reachable states, every command of any seat's legal list, sent by every
seat, and commands bent out of shape (another card, place or count), is accepted exactly when it is in
the sending seat's own legal list, and every refusal is a sentence."""
from __future__ import annotations

import random

import pytest

from game.engine.core.protocol import canonical
from game.engine.games import game_names

from .reachable import as_seat, played_states, variants, words_of

GAMES = game_names()
BENT_PER_COMMAND = 3


@pytest.mark.parametrize("name", GAMES)
def test_a_command_is_accepted_exactly_when_its_seat_lists_it(name):
    rng = random.Random(name)
    pool: list = []            # commands listed earlier in the game, sent again in later states
    checked = 0
    for engine, _ in played_states(name, seed=21):
        rules, state = engine.rules, engine.state
        seats = rules.seats(state)
        listed = {seat: engine.legal_commands(seat) for seat in seats}
        now = [c for commands in listed.values() for c in commands]
        words = words_of(now + pool[-50:])
        offered = now + rng.sample(pool, min(len(pool), 40))
        offered += [v for c in rng.sample(now, min(len(now), 25)) for v in variants(c, words, rng, BENT_PER_COMMAND)]
        partly = getattr(rules, "partly_listed", ())
        for command in offered:
            for seat in seats:
                sent = as_seat(command, seat)
                reason = rules.validate(state, sent, engine.acting)
                if canonical(sent) in listed[seat]:
                    assert reason is None, (name, sent, reason)
                elif not isinstance(sent, partly):
                    assert isinstance(reason, str) and reason.strip(), (name, sent, engine.acting)
                checked += 1
        pool.extend(rng.sample(now, min(len(now), 10)))
        del pool[:-400]
    assert checked > 0


@pytest.mark.parametrize("name", GAMES)
def test_only_the_seats_that_may_act_have_commands_and_someone_always_may(name):
    for engine, _ in played_states(name, seed=22, every=3):
        acting = engine.acting
        assert acting and acting.seats[0] in engine.rules.seats(engine.state)
        assert engine.legal_commands(acting.seats[0]), (name, acting)
        for seat in engine.rules.seats(engine.state):
            if acting.stage(seat) is None:
                assert engine.legal_commands(seat) == []
        prompt = engine.prompt
        assert prompt is None or set(prompt.seats) <= set(acting.seats)
