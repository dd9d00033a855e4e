"""A listing's reused commands: the same immutable command for the same fields, never one of another seat."""
from __future__ import annotations

from game.engine.core.protocol import reused

from .tiny_game import EndTurn, Play


def test_the_same_fields_give_the_same_command_and_other_fields_another():
    play = reused(Play)
    first = play(0, ("one", "two"))
    assert play(0, ("one", "two")) is first
    assert play(1, ("one", "two")) == Play(1, ("one", "two"))


def test_a_seat_given_as_true_is_never_answered_with_seat_1s_command():
    end = reused(EndTurn)
    assert type(end(1).seat) is int
    assert type(end(True).seat) is bool
    assert type(end(1).seat) is int
