"""What a seat may know, proven for every registered game with states it cannot tell apart (everything
it does not see dealt again): a move whose outcome its own seat could not foresee (a draw, a shuffle,
a reveal) or that ends the game cannot be taken back, and the refusal is a sentence; an event as another
seat reads it (`for_seat`) tells that seat nothing its own view does not."""
from __future__ import annotations

import pytest

from game.engine.core.protocol import Rejected, for_seat
from game.engine.games import game_names

from .reachable import played_states, samples

GAMES = game_names()
SAMPLES = 3


def outcomes(rules, state, command, seat: int, seed: int) -> list[tuple]:
    """For each state `seat` cannot tell from this one (this one first): its view after `command` and
    the command's events as it reads them; states where the command is not legal are left out."""
    found = []
    for world in [state] + samples(rules, state, seat, SAMPLES, seed):
        if rules.validate(world, command) is not None:
            continue
        events = rules.apply(world, command)
        found.append((rules.view(world, seat), [for_seat(e, seat) for e in events]))
    return found


@pytest.mark.parametrize("name", GAMES)
def test_a_move_its_seat_could_not_foresee_or_that_ends_the_game_cannot_be_undone(name):
    checked = 0
    for step, (engine, command) in enumerate(played_states(name, seed=31, every=2, undo=True)):
        rules, state = engine.rules, engine.state
        seat = command.seat
        views = {repr(view) for view, _ in outcomes(rules, _copy(rules, state), command, seat, step)}
        events = engine.submit(command)
        assert not (events and isinstance(events[0], Rejected)), events[0]
        if len(views) > 1 or engine.is_over:
            refused = engine.undo(seat)
            assert isinstance(refused[0], Rejected) and refused[0].reason.strip(), (name, command)
            checked += 1
    assert checked > 0


@pytest.mark.parametrize("name", GAMES)
def test_an_event_tells_another_seat_nothing_its_view_does_not(name):
    for step, (engine, command) in enumerate(played_states(name, seed=32, every=2)):
        rules, state = engine.rules, engine.state
        for seat in rules.seats(state):
            if seat == command.seat:
                continue
            read: dict[str, list] = {}
            for view, events in outcomes(rules, _copy(rules, state), command, seat, step * 7 + seat):
                read.setdefault(repr(view), []).append(events)
            for same_view in read.values():
                assert all(events == same_view[0] for events in same_view), (name, command, seat, same_view)


def _copy(rules, state):
    from game.engine.core.serialize import copy_state
    return copy_state(state)


@pytest.mark.parametrize("name", GAMES)
def test_the_public_view_is_what_every_seat_may_see(name):
    from game.engine.core.rules import PUBLIC
    for step, (engine, _) in enumerate(played_states(name, seed=33, every=4)):
        rules, state = engine.rules, engine.state
        public = rules.view(state, PUBLIC)
        for seat in rules.seats(state):
            for world in samples(rules, state, seat, 2, step * 5 + seat):
                assert rules.view(world, PUBLIC) == public, (name, step, seat)
