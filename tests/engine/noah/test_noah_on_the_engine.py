"""NOAH on the engine core: its refusals, and where its undo stops (a new turn card, a spy's look, a
reveal, the Horror dice). The core's own behaviour is tested on a tiny game in tests/engine/core."""
from __future__ import annotations

from game.engine.noah.commands import EndTurn, PlayAction, RecruitAgent

from .scenario import calm, enemy_turn, refused, set_hand


def test_rejected_command_changes_nothing_and_explains_in_a_sentence():
    e = calm()
    e.state.factions[0].energy = 1
    before = e.hash()
    reason = refused(e.submit(RecruitAgent(0, "ilsbeth")))  # costs 5
    assert e.hash() == before
    assert reason[0].isupper() and reason.endswith(".")
    assert "Energy" in reason


def test_undo_refused_after_a_new_turn_card():
    e = calm()
    e.submit(EndTurn(0))
    assert not e.can_undo
    assert refused(e.undo(0))


def test_undo_refused_after_a_spy_reveals_hidden_information():
    e = calm()
    e.submit(PlayAction(0, "vesana", "base"))
    e.submit(PlayAction(0, "erevane", "base", None, ("enemy", 1)))
    assert not e.can_undo
    assert refused(e.undo(0))


def test_undo_refused_after_a_reveal():
    e = calm()
    set_hand(e, 0, ["calyx", "calyx"])
    e.state.factions[0].range_bonus = 1  # reach the face-down Enemy at Location 2
    e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 1)))
    assert e.state.row[1].face_up
    assert refused(e.undo(0))


def test_undo_refused_after_a_dice_roll():
    e = calm()
    e.submit(PlayAction(0, "vesana", "base"))
    enemy_turn(e, burst=False, crescents=0)
    assert refused(e.undo(0))
