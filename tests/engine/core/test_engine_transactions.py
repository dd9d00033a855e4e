"""Moves are transactions: a rule that raises changes nothing and is reported as the engine error it is."""
from __future__ import annotations

from dataclasses import replace

import copy
import dataclasses

import pytest

from game.engine.core import engine as engine_mod
from game.engine.core.engine import Engine
from game.engine.core.protocol import EngineFailed, Rejected, Undone
from game.engine.core.saves import load_game, save_game
from game.engine.core.serialize import canonical_json, copy_state
from game.engine.noah import rules as noah_rules
from game.engine.noah.commands import EndTurn, PlayAction
from game.engine.noah.rules import NOAH

from ..noah.driver import play
from ..noah.scenario import GK, SS, calm, new


@pytest.fixture
def broken_play(monkeypatch):
    """PlayAction's effect changes the state half-way, then fails (a bug in a rule)."""
    original = noah_rules._HANDLERS[PlayAction]
    carry_out = original.rule

    def half_then_fail(game, command):
        carry_out(game, command)
        game.state.factions[0].health = 1
        raise ZeroDivisionError("a rule divided by zero")
    monkeypatch.setitem(noah_rules._HANDLERS, PlayAction, replace(original, rule=half_then_fail))


def test_a_command_that_raises_changes_nothing_and_is_reported(broken_play):
    e = calm()
    before = canonical_json(e.state)
    events = e.submit(PlayAction(0, "vesana", "base"))
    assert len(events) == 1 and isinstance(events[0], EngineFailed) and isinstance(events[0], Rejected)
    failed = events[0]
    assert failed.command == "PlayAction" and "ZeroDivisionError" in failed.error
    assert "bug" in failed.reason and failed.reason.endswith(".")
    assert canonical_json(e.state) == before and e.log == []
    assert "ZeroDivisionError" in e.errors[-1] and "Traceback" in e.errors[-1]


def test_the_game_plays_on_and_saves_after_a_failed_command(broken_play, tmp_path):
    e = new([SS, GK], seed=5)
    failures = 0
    for _ in range(200):
        seat = NOAH.active_seats(e.state)[0]
        legal = e.legal_commands(seat)
        plays = [c for c in legal if isinstance(c, PlayAction)]
        events = e.submit(plays[0] if plays else legal[-1])
        failures += isinstance(events[0], EngineFailed)
        if e.is_over:
            break
    assert failures > 5 and e.replays()
    save_game(e, tmp_path / "autosave.yaml")
    assert load_game(tmp_path / "autosave.yaml", {"noah": NOAH}).hash() == e.hash()


def test_a_failure_long_after_the_checkpoint_still_restores_exactly(monkeypatch):
    monkeypatch.setattr(engine_mod, "CHECKPOINT_EVERY", 1000)   # many commands since the state was copied
    e = Engine(NOAH, {"players": 2}, 12, undo=False)   # a seed whose careful game lasts (rules of issue 8)
    for step in range(400):   # a long game, carefully played (no Corruption), stopped at a hero turn
        legal = [c for c in e.legal_commands(NOAH.active_seats(e.state)[0]) if getattr(c, "upgrade", "") != "corrupt"]
        if step > 120 and e.state.turn.kind == "hero" and e.state.pending is None:
            break
        e.submit(legal[step * 7919 % len(legal)])
    assert len(e.log) > 120 and not e.is_over
    before = canonical_json(e.state)
    original = noah_rules._HANDLERS[EndTurn]
    carry_out = original.rule
    calls = []

    def fail_once(game, command):   # the replay from the checkpoint runs the real rule
        calls.append(command)
        if len(calls) > 1:
            return carry_out(game, command)
        game.state.round += 5
        raise RuntimeError("boom")
    monkeypatch.setitem(noah_rules._HANDLERS, EndTurn, replace(original, rule=fail_once))
    seat = NOAH.active_seats(e.state)[0]
    assert isinstance(e.submit(EndTurn(seat))[0], EngineFailed)
    assert canonical_json(e.state) == before and len(calls) > 1


def test_a_bug_in_a_rule_check_is_reported_not_turned_into_a_refusal(monkeypatch):
    original = noah_rules._HANDLERS[EndTurn]

    def broken_check(game, command):
        return game.cards.agents["no such card"].name   # a KeyError inside validate
    monkeypatch.setitem(noah_rules._HANDLERS, EndTurn, replace(original, check=broken_check))
    e = calm()
    before = e.hash()
    events = e.submit(EndTurn(0))
    assert isinstance(events[0], EngineFailed) and "KeyError" in events[0].error and "checking" in events[0].reason
    assert e.hash() == before and e.log == []


def test_a_malformed_command_is_refused_by_its_field_kinds():
    e = calm()
    for command in (PlayAction(0, ["x"]), PlayAction(0, "vesana", "base", None, ((((1,),),),)),
                    PlayAction("0", "vesana"), EndTurn(True), PlayAction(0, "vesana", 3)):
        events = e.submit(command)
        assert type(events[0]) is Rejected and "malformed" in events[0].reason, command


def test_undo_reaches_back_through_a_long_turn_exactly():
    e = calm()
    e.state.factions[0].hand = ["vesana"] * 4 + ["calyx"] * 4
    e.state.factions[0].supply = []
    states = [canonical_json(e.state)]
    for card in ["vesana", "vesana", "calyx", "vesana"]:
        e.submit(PlayAction(0, card, "base", None, ("enemy", 0) if card == "calyx" else ()))
        states.append(canonical_json(e.state))
    while e.can_undo:
        assert isinstance(e.undo(0)[0], Undone)
        states.pop()
        assert canonical_json(e.state) == states[-1]


def test_the_fast_state_copy_equals_deepcopy_and_shares_nothing_mutable():
    e = new([SS, GK], seed=13)
    play(e, 90, pick_seed=4)
    copied = copy_state(e.state)
    assert canonical_json(copied) == canonical_json(copy.deepcopy(e.state))
    mutable = (list, dict) + tuple({type(v) for v in _walk(e.state) if dataclasses.is_dataclass(v)})
    originals = {id(v) for v in _walk(e.state) if isinstance(v, mutable)}
    assert not originals & {id(v) for v in _walk(copied) if isinstance(v, mutable)}


def _walk(value):
    yield value
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _walk(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _walk(item)


def test_a_state_and_log_set_from_outside_start_a_new_checkpoint(monkeypatch):
    """The replay viewer jumps by setting the engine's state and log; a failure after that puts back
    the state it set, not one from before the jump."""
    monkeypatch.setattr(engine_mod, "CHECKPOINT_EVERY", 5)   # the last checkpoint is well past move 10
    e = Engine(NOAH, {"players": 2}, 4, undo=False)
    for _ in range(33):   # the checkpoint is now at move 30
        e.submit(e.legal_commands(NOAH.active_seats(e.state)[0])[0])
    jump = Engine.replay(NOAH, e.options, e.seed, e.log[:10], undo=False)
    e.state, e.log = copy_state(jump.state), list(e.log[:10])
    before = canonical_json(e.state)
    seat = NOAH.active_seats(e.state)[0]
    command = e.legal_commands(seat)[0]
    original = noah_rules._HANDLERS[type(command)]
    carry_out = original.rule

    def fail(game, command):
        carry_out(game, command)
        raise RuntimeError("boom")
    monkeypatch.setitem(noah_rules._HANDLERS, type(command), replace(original, rule=fail))
    assert isinstance(e.submit(command)[0], EngineFailed)
    assert canonical_json(e.state) == before
