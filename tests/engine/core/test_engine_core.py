"""The engine core: determinism, rejection, undo, replay, commands as data."""
from __future__ import annotations

import pytest

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected, Undone, command_from_dict
from game.engine.core.serialize import canonical_json, from_plain, state_hash, to_plain
from game.engine.noah.commands import COMMAND_TYPES, EndTurn, PlayAction, RecruitAgent
from game.engine.noah.rules import NOAH
from game.engine.noah.state import NoahState

from ..noah.driver import play
from ..noah.scenario import SS, GK, calm, new, refused, set_hand, set_row


def test_same_seed_and_commands_give_byte_identical_state():
    first = new([SS, GK], seed=7)
    commands = play(first, 150, pick_seed=3)
    second = new([SS, GK], seed=7)
    for command in commands:
        second.submit(command)
    assert canonical_json(first.state) == canonical_json(second.state)
    assert len(commands) > 20


def test_same_seed_gives_the_same_setup_to_the_byte():
    assert canonical_json(new(seed=42).state) == canonical_json(new(seed=42).state)


def test_different_seeds_give_different_setups():
    assert len({state_hash(new(seed=s).state) for s in range(10)}) == 10


def test_rejected_command_changes_nothing_and_explains_in_a_sentence():
    e = calm()
    e.state.factions[0].energy = 1
    before = e.hash()
    reason = refused(e.submit(RecruitAgent(0, "ilsbeth")))  # costs 5
    assert e.hash() == before
    assert reason[0].isupper() and reason.endswith(".")
    assert "Energy" in reason


def test_rejected_command_is_not_logged():
    e = calm()
    e.submit(RecruitAgent(0, "no_such_card"))
    assert e.log == []


def test_command_from_an_unknown_seat_is_rejected():
    e = calm()
    before = e.hash()
    reason = refused(e.submit(EndTurn(5)))
    assert "seat" in reason and e.hash() == before


def test_malformed_command_is_rejected_with_a_sentence():
    e = calm()
    before = e.hash()
    reason = refused(e.submit(PlayAction(0, ["not", "hashable"], "base", None, ())))
    assert reason.endswith(".") and e.hash() == before


def test_undo_restores_the_state_exactly():
    e = calm()
    before = canonical_json(e.state)
    e.submit(PlayAction(0, "vesana", "base"))
    assert canonical_json(e.state) != before
    assert isinstance(e.undo(0)[0], Undone)
    assert canonical_json(e.state) == before
    assert e.log == []


def test_undo_steps_back_one_command_at_a_time():
    e = calm()
    e.submit(PlayAction(0, "vesana", "base"))
    middle = canonical_json(e.state)
    e.submit(PlayAction(0, "vesana", "base"))
    e.undo(0)
    assert canonical_json(e.state) == middle
    assert len(e.log) == 1


def test_undo_with_nothing_to_undo_is_refused():
    e = calm()
    events = e.undo(0)
    assert isinstance(events[0], Rejected) and "nothing to undo" in events[0].reason


def test_undo_refused_after_a_new_turn_card():
    e = calm()
    e.submit(EndTurn(0))
    assert not e.can_undo
    assert isinstance(e.undo(0)[0], Rejected)


def test_undo_refused_after_a_spy_reveals_hidden_information():
    e = calm()
    e.submit(PlayAction(0, "vesana", "base"))
    e.submit(PlayAction(0, "erevane", "base", None, ("enemy", 1)))
    assert not e.can_undo
    assert isinstance(e.undo(0)[0], Rejected)


def test_undo_refused_after_a_reveal():
    e = calm()
    set_hand(e, 0, ["calyx", "calyx"])
    e.state.factions[0].range_bonus = 1  # reach the face-down Enemy at Location 2
    e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 1)))
    assert e.state.row[1].face_up
    assert isinstance(e.undo(0)[0], Rejected)


def test_undo_refused_after_a_dice_roll():
    from ..noah.scenario import enemy_turn
    e = calm()
    e.submit(PlayAction(0, "vesana", "base"))
    enemy_turn(e, burst=False, crescents=0)
    assert isinstance(e.undo(0)[0], Rejected)


def test_undo_switched_off():
    e = Engine(NOAH, {"factions": [SS], "mission": "blackout"}, seed=1, undo=False)
    e.submit(EndTurn(0))
    assert "switched off" in e.undo(0)[0].reason


def test_replay_reaches_the_same_state():
    e = new([SS, GK], seed=11)
    play(e, 120, pick_seed=5)
    again = Engine.replay(NOAH, e.options, e.seed, e.log)
    assert again.hash() == e.hash()


def test_replay_names_the_first_refused_command():
    e = calm()
    with pytest.raises(ValueError, match="command 2 .*RecruitAgent.* refused"):
        Engine.replay(NOAH, e.options, e.seed, [PlayAction(0, "vesana", "base"), RecruitAgent(0, "nobody")])


def test_command_dict_round_trip():
    command = PlayAction(0, "calyx", "discard", "vesana", ("enemy", 2))
    assert command_from_dict(command.to_dict(), COMMAND_TYPES) == command


@pytest.mark.parametrize("data, words", [
    ({"seat": 0}, "type"),
    ({"type": "Dance", "seat": 0}, "no command"),
    ({"type": "EndTurn", "seat": 0, "colour": "red"}, "no field"),
    ({"type": "RecruitAgent", "seat": 0}, "incomplete"),
])
def test_command_from_dict_refuses_bad_data(data, words):
    with pytest.raises(ValueError, match=words):
        command_from_dict(data, COMMAND_TYPES)


def test_state_round_trips_through_plain_data():
    e = new([SS, GK], seed=3)
    play(e, 60, pick_seed=1)
    rebuilt = from_plain(NoahState, to_plain(e.state))
    assert canonical_json(rebuilt) == canonical_json(e.state)


def test_canonical_json_is_sorted_and_compact():
    import json
    text = canonical_json(calm().state)
    keys = list(json.loads(text))
    assert keys == sorted(keys)
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))


def test_undo_takes_back_only_your_own_last_move():
    e = calm([SS, GK])
    e.submit(PlayAction(0, "vesana", "base"))
    events = e.undo(1)
    assert isinstance(events[0], Rejected) and "only they can take it back" in events[0].reason
    assert len(e.log) == 1
    assert isinstance(e.undo(0)[0], Undone)


def test_a_command_field_that_wants_a_number_refuses_true():
    with pytest.raises(ValueError, match="whole number"):
        command_from_dict({"type": "ChooseFreeTurn", "seat": 0, "faction": True}, COMMAND_TYPES)
    with pytest.raises(ValueError, match="whole number"):
        command_from_dict({"type": "EndTurn", "seat": "0"}, COMMAND_TYPES)
