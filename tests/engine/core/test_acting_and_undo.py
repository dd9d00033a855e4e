"""The core's who-may-act and undo limits, on a tiny game of its own (no real game needed)."""
from __future__ import annotations

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected, Undone

from .tiny_game import Add, Answer, Roll, TinyRules


def engine() -> Engine:
    return Engine(TinyRules(), {}, seed=3)


def reason(events) -> str:
    assert isinstance(events[0], Rejected), events
    return events[0].reason


def test_only_the_seat_that_may_act_is_heard_and_in_its_stage_only():
    e = engine()
    assert "not your turn" in reason(e.submit(Add(1, 1)))
    assert "Nobody asked you anything" in reason(e.submit(Answer(0)))
    e.submit(Add(0, 2))
    e.submit(Add(1, 2))                      # the count is 4: seat 0 is asked first
    assert e.acting.stage(0) == "ask"
    assert reason(e.submit(Add(0, 1))) == "First answer the question."
    assert e.legal_commands(0) == [Answer(0)] and e.legal_commands(1) == []


def test_a_field_out_of_its_range_is_refused_before_the_rules_read_it():
    e = engine()
    assert "from 0 to 2" in reason(e.submit(Add(0, 7)))
    assert "malformed" in reason(e.submit(Add(0, "two")))
    assert e.log == []


def test_who_may_act_is_asked_once_per_command():
    rules = TinyRules()
    calls = []
    asked = rules.acting
    rules.acting = lambda state: calls.append(1) or asked(state)
    e = Engine(rules, {}, seed=3)
    for _ in range(5):
        e.legal_commands(0), e.legal_commands(1), e.acting
    e.submit(Add(0, 1))
    e.legal_commands(1)
    assert len(calls) == 2


def test_undo_takes_back_a_plain_move_but_never_a_random_outcome():
    e = engine()
    e.submit(Add(0, 1))
    assert isinstance(e.undo(0)[0], Undone) and e.state.count == 0
    e.submit(Roll(0))
    assert "random outcome" in reason(e.undo(0))


def test_the_move_that_ends_the_game_cannot_be_undone():
    e = engine()
    for seat in (0, 1):
        e.submit(Add(seat, 2))
    e.submit(Answer(0))
    for seat in (0, 1, 0):
        e.submit(Add(seat, 2))
    assert e.is_over and e.acting.seats == []
    assert "game is over" in reason(e.undo(0))
