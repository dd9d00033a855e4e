"""A listing's reused commands: the same immutable command for the same fields, never one of another seat."""
from __future__ import annotations

from game.engine.core.protocol import reused
from game.engine.noah.commands import EndTurn, PlayAction


def test_the_same_fields_give_the_same_command_and_other_fields_another():
    play = reused(PlayAction)
    first = play(0, "calyx", "base", None, ("enemy", 1))
    assert play(0, "calyx", "base", None, ("enemy", 1)) is first
    assert play(1, "calyx", "base", None, ("enemy", 1)) == PlayAction(1, "calyx", "base", None, ("enemy", 1))


def test_a_seat_given_as_true_is_never_answered_with_seat_1s_command():
    end = reused(EndTurn)
    assert type(end(1).seat) is int
    assert type(end(True).seat) is bool
    assert type(end(1).seat) is int
