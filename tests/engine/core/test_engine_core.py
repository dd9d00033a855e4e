"""The engine core: determinism, rejection, undo, replay, commands as data (on the tiny game)."""
from __future__ import annotations

import json

import pytest

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected, Undone, command_from_dict
from game.engine.core.serialize import canonical_json, from_plain, state_hash, to_plain

from .tiny_game import TINY, Add, Draw, EndTurn, Play, Roll, TinyState, new, play_randomly

COMMAND_TYPES = TINY.command_types


def refused(events) -> str:
    assert len(events) == 1 and isinstance(events[0], Rejected), events
    return events[0].reason


def test_same_seed_and_commands_give_byte_identical_state():
    first = new(seed=7, goal=99)
    commands = play_randomly(first, 150, pick_seed=3)
    second = new(seed=7, goal=99)
    for command in commands:
        second.submit(command)
    assert canonical_json(first.state) == canonical_json(second.state)
    assert len(commands) > 20


def test_same_seed_gives_the_same_setup_to_the_byte():
    assert canonical_json(new(seed=42).state) == canonical_json(new(seed=42).state)


def test_different_seeds_give_different_setups():
    assert len({state_hash(new(seed=s).state) for s in range(10)}) == 10


def test_rejected_command_changes_nothing_and_explains_in_a_sentence():
    e = new()
    before = e.hash()
    reason = refused(e.submit(Play(0, ("three",))))   # seat 0 holds one and two
    assert e.hash() == before
    assert reason[0].isupper() and reason.endswith(".")
    assert "three" in reason


def test_rejected_command_is_not_logged():
    e = new()
    e.submit(Play(0, ("no_such_card",)))
    assert e.log == []


def test_command_from_an_unknown_seat_is_rejected():
    e = new()
    before = e.hash()
    reason = refused(e.submit(EndTurn(5)))
    assert "seat" in reason and e.hash() == before


def test_malformed_command_is_rejected_with_a_sentence():
    e = new()
    before = e.hash()
    reason = refused(e.submit(Play(0, ["not", "hashable"])))
    assert reason.endswith(".") and e.hash() == before


def test_undo_restores_the_state_exactly():
    e = new()
    before = canonical_json(e.state)
    e.submit(Play(0, ("one",)))
    assert canonical_json(e.state) != before
    assert isinstance(e.undo(0)[0], Undone)
    assert canonical_json(e.state) == before
    assert e.log == []


def test_undo_steps_back_one_command_at_a_time():
    e = new()
    e.submit(Play(0, ("one",)))
    middle = canonical_json(e.state)
    e.submit(Play(0, ("two",)))
    e.undo(0)
    assert canonical_json(e.state) == middle
    assert len(e.log) == 1


def test_undo_with_nothing_to_undo_is_refused():
    e = new()
    assert "nothing to undo" in refused(e.undo(0))


def test_undo_refused_after_the_turn_ended():
    e = new()
    e.submit(Play(0, ("one",)))
    e.submit(EndTurn(0))
    assert not e.can_undo
    assert refused(e.undo(0))


def test_undo_refused_after_a_hidden_card_is_drawn_and_before_it_too():
    e = new()
    e.submit(Play(0, ("one",)))
    e.submit(Draw(0))
    assert not e.can_undo
    assert "revealed card" in refused(e.undo(0))
    assert len(e.log) == 2


def test_undo_refused_after_a_dice_roll():
    e = new()
    e.submit(Play(0, ("one",)))
    e.submit(Roll(0))
    assert "random outcome" in refused(e.undo(0))


def test_undo_switched_off():
    e = new(undo=False)
    e.submit(Play(0, ("one",)))
    assert "switched off" in e.undo(0)[0].reason


def test_replay_reaches_the_same_state():
    e = new(seed=11, goal=99)
    play_randomly(e, 120, pick_seed=5)
    again = Engine.replay(TINY, e.options, e.seed, e.log)
    assert again.hash() == e.hash()


def test_replay_names_the_first_refused_command():
    e = new()
    with pytest.raises(ValueError, match="command 2 .*Play.* refused"):
        Engine.replay(TINY, e.options, e.seed, [Play(0, ("one",)), Play(0, ("one",))])


def test_command_dict_round_trip():
    command = Play(0, ("one", "two"))
    assert command_from_dict(command.to_dict(), COMMAND_TYPES) == command


@pytest.mark.parametrize("data, words", [
    ({"seat": 0}, "type"),
    ({"type": "Dance", "seat": 0}, "no command"),
    ({"type": "EndTurn", "seat": 0, "colour": "red"}, "no field"),
    ({"type": "Play", "seat": 0}, "incomplete"),
])
def test_command_from_dict_refuses_bad_data(data, words):
    with pytest.raises(ValueError, match=words):
        command_from_dict(data, COMMAND_TYPES)


def test_state_round_trips_through_plain_data():
    e = new(seed=3, goal=99)
    play_randomly(e, 60, pick_seed=1)
    rebuilt = from_plain(TinyState, to_plain(e.state))
    assert canonical_json(rebuilt) == canonical_json(e.state)


def test_canonical_json_is_sorted_and_compact():
    text = canonical_json(new().state)
    keys = list(json.loads(text))
    assert keys == sorted(keys)
    assert text == json.dumps(json.loads(text), sort_keys=True, separators=(",", ":"))


def test_undo_takes_back_only_your_own_last_move():
    e = new()
    e.submit(Add(0, 1))   # play passes on to seat 1
    events = e.undo(1)
    assert isinstance(events[0], Rejected) and "only they can take it back" in events[0].reason
    assert len(e.log) == 1
    assert isinstance(e.undo(0)[0], Undone)


def test_a_command_field_that_wants_a_number_refuses_true():
    with pytest.raises(ValueError, match="whole number"):
        command_from_dict({"type": "Add", "seat": 0, "amount": True}, COMMAND_TYPES)
    with pytest.raises(ValueError, match="whole number"):
        command_from_dict({"type": "EndTurn", "seat": "0"}, COMMAND_TYPES)


def test_a_command_the_listing_handed_out_is_not_checked_again_and_any_other_is(monkeypatch):
    engine = new(seed=5)
    checked = []
    validate = type(engine.rules).validate
    monkeypatch.setattr(type(engine.rules), "validate",
                        lambda rules, state, command, acting=None: checked.append(command) or
                        validate(rules, state, command, acting))
    seat = engine.acting.seats[0]
    listed = engine.legal_commands(seat)
    add = next(c for c in listed if isinstance(c, Add) and c.amount == 1)
    engine.submit(add)
    assert checked == []                                # the listing's own object, in its position
    assert refused(engine.submit(add)) and checked == [add]     # listed for an earlier position: checked
    engine.submit(Add(engine.acting.seats[0], 1))       # one made elsewhere: checked
    assert len(checked) == 2
    again = engine.legal_commands(engine.acting.seats[0])[0]
    engine.state = engine.state                         # a state set from outside forgets the listing
    engine.submit(again)
    assert len(checked) == 3
