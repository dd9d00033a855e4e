"""Moves are transactions: a rule that raises changes nothing and is reported as the engine error it is
(on the tiny game)."""
from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from game.engine.core import engine as engine_mod
from game.engine.core.engine import Engine
from game.engine.core.protocol import EngineFailed, Rejected, Undone
from game.engine.core.saves import load_game, save_game
from game.engine.core.serialize import canonical_json, copy_state

from .state_walk import mutable_parts
from .tiny_game import TINY, Add, EndTurn, Play, Roll, TinyRules, new, play_randomly


def break_rule(monkeypatch, command_type, **change) -> None:
    """Replace a command type's check or rule (the tiny game's handlers) for one test."""
    monkeypatch.setitem(TinyRules.steps.handlers, command_type, replace(TinyRules.steps.handlers[command_type], **change))


@pytest.fixture
def broken_play(monkeypatch):
    """Play's rule changes the state half-way, then fails (a bug in a rule)."""
    carry_out = TinyRules.steps.handlers[Play].rule

    def half_then_fail(game, command):
        carry_out(game, command)
        game.state.goal = 99
        raise ZeroDivisionError("a rule divided by zero")
    break_rule(monkeypatch, Play, rule=half_then_fail)


def test_a_command_that_raises_changes_nothing_and_is_reported(broken_play):
    e = new()
    before = canonical_json(e.state)
    events = e.submit(Play(0, ("one",)))
    assert len(events) == 1 and isinstance(events[0], EngineFailed) and isinstance(events[0], Rejected)
    failed = events[0]
    assert failed.command == "Play" and "ZeroDivisionError" in failed.error
    assert "bug" in failed.reason and failed.reason.endswith(".")
    assert canonical_json(e.state) == before and e.log == []
    assert "ZeroDivisionError" in e.errors[-1] and "Traceback" in e.errors[-1]


def test_the_game_plays_on_and_saves_after_a_failed_command(broken_play, tmp_path):
    e = new(seed=5, goal=40)
    failures = 0
    for _ in range(200):
        legal = e.legal_commands(e.acting.seats[0])
        plays = [c for c in legal if isinstance(c, Play)]
        if plays:
            failures += isinstance(e.submit(plays[0])[0], EngineFailed)
        e.submit(legal[0])   # add one (or answer): the game goes on
        if e.is_over:
            break
    assert failures > 5 and e.replays()
    save_game(e, tmp_path / "autosave.yaml")
    assert load_game(tmp_path / "autosave.yaml", {"tiny": TINY}).hash() == e.hash()


def test_a_failure_long_after_the_checkpoint_still_restores_exactly(monkeypatch):
    monkeypatch.setattr(engine_mod, "CHECKPOINT_EVERY", 1000)   # many commands since the state was copied
    e = Engine(TINY, {"goal": 99}, 12, undo=False)
    for step in range(400):   # a long game of small steps (no cards played, no die), stopped at a turn
        seat = e.acting.seats[0]
        if step > 120 and e.acting.stage(seat) == "turn":
            break
        legal = [c for c in e.legal_commands(seat) if not isinstance(c, (Play, Roll)) and c != Add(seat, 2)]
        e.submit(legal[step * 7919 % len(legal)])
    assert len(e.log) > 120 and not e.is_over
    before = canonical_json(e.state)
    carry_out = TinyRules.steps.handlers[EndTurn].rule
    calls = []

    def fail_once(game, command):   # the replay from the checkpoint runs the real rule
        calls.append(command)
        if len(calls) > 1:
            return carry_out(game, command)
        game.state.count += 5
        raise RuntimeError("boom")
    break_rule(monkeypatch, EndTurn, rule=fail_once)
    assert isinstance(e.submit(EndTurn(e.acting.seats[0]))[0], EngineFailed)
    assert canonical_json(e.state) == before and len(calls) > 1


def test_a_bug_in_a_rule_check_is_reported_not_turned_into_a_refusal(monkeypatch):
    def broken_check(game, command):
        return game.state.hands[9]   # an IndexError inside validate
    break_rule(monkeypatch, Play, check=broken_check)
    e = new()
    before = e.hash()
    events = e.submit(Play(0, ("one",)))
    assert isinstance(events[0], EngineFailed) and "IndexError" in events[0].error and "checking" in events[0].reason
    assert e.hash() == before and e.log == []


def test_a_malformed_command_is_refused_by_its_field_kinds():
    e = new()
    for command in (Play(0, ["x"]), Play(0, ((((1,),),),)), Play("0", ("one",)), EndTurn(True), Play(0, (3,)),
                    Add(0, "1")):
        events = e.submit(command)
        assert type(events[0]) is Rejected and "malformed" in events[0].reason, command


def test_undo_reaches_back_through_a_long_turn_exactly():
    e = new(goal=99)
    e.state.hands[0] = ["one"] * 4 + ["two"] * 4
    states = [canonical_json(e.state)]
    for cards in [("one",), ("two",), ("one", "two"), ("one",)]:
        e.submit(Play(0, cards))
        states.append(canonical_json(e.state))
    assert len(e.log) == 4
    while e.can_undo:
        assert isinstance(e.undo(0)[0], Undone)
        states.pop()
        assert canonical_json(e.state) == states[-1]
    assert e.log == []


def test_the_fast_state_copy_equals_deepcopy_and_shares_nothing_mutable():
    e = new(seed=13, goal=99)
    play_randomly(e, 90, pick_seed=4)
    copied = copy_state(e.state)
    assert canonical_json(copied) == canonical_json(copy.deepcopy(e.state))
    assert not mutable_parts(e.state) & mutable_parts(copied)


def test_a_state_and_log_set_from_outside_start_a_new_checkpoint(monkeypatch):
    """The replay viewer jumps by setting the engine's state and log; a failure after that puts back
    the state it set, not one from before the jump."""
    monkeypatch.setattr(engine_mod, "CHECKPOINT_EVERY", 5)   # the last checkpoint is well past move 10
    e = Engine(TINY, {"goal": 99}, 4, undo=False)
    for _ in range(33):   # the checkpoint is now at move 30
        e.submit(e.legal_commands(e.acting.seats[0])[0])
    jump = Engine.replay(TINY, e.options, e.seed, e.log[:10], undo=False)
    e.state, e.log = copy_state(jump.state), list(e.log[:10])
    before = canonical_json(e.state)
    command = e.legal_commands(e.acting.seats[0])[0]
    carry_out = TinyRules.steps.handlers[type(command)].rule

    def fail(game, command):
        carry_out(game, command)
        raise RuntimeError("boom")
    break_rule(monkeypatch, type(command), rule=fail)
    assert isinstance(e.submit(command)[0], EngineFailed)
    assert canonical_json(e.state) == before
