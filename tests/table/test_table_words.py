"""What the games' words and directors share as data: a plain sentence of `Words.said` is filled from
its event (naming the event's card where it says {card}), a handler of its own wins over it, and a
refused command reads "Not allowed"; a shown director's `announcements` and `pauses` give an event
with no handler its banner or its pause."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.core.protocol import Rejected
from game.table import theme
from game.table.adapter import LogLine
from game.table.director import ShownDirector
from game.table.handlers import on
from game.table.words import Words


@dataclass(frozen=True)
class Planted:
    seat: int
    card: str


@dataclass(frozen=True)
class Scored:
    seat: int
    points: int


@dataclass(frozen=True)
class Ended:
    reason: str


class TinyWords(Words):
    said = {Planted: ("{who} plants {card}.", theme.TEXT),
            Scored: (lambda w, e: f"{w.who(e.seat)} scores {e.points}.", theme.OK),
            Ended: ("The game ends: {reason}", theme.ACCENT)}

    def n(self, card: str) -> str:
        return card.title()

    def who(self, seat: int) -> str:
        return f"Seat {seat + 1}"


class OwnHandler(TinyWords):
    @on(Planted)
    def planted(self, e):
        return "its own sentence", (), theme.TEXT_DIM


def test_a_plain_sentence_is_filled_from_its_event_and_names_its_card():
    words = TinyWords()
    assert words.log_lines(Planted(1, "red fox")) == \
        [LogLine("Seat 2 plants Red Fox.", (("red fox", "Red Fox"),), theme.TEXT)]
    assert words.log_lines(Ended("no cards left")) == [LogLine("The game ends: no cards left", (), theme.ACCENT)]
    assert words.log_lines(Planted(0, "")) == [LogLine("Seat 1 plants .", (), theme.TEXT)]   # a blanked card: none


def test_a_sentence_given_by_a_function_names_no_card():
    assert TinyWords().sentence(Scored(0, 3)) == ("Seat 1 scores 3.", (), theme.OK)


def test_a_handler_of_its_own_wins_and_an_event_with_neither_says_nothing():
    assert OwnHandler().sentence(Planted(0, "fox")) == ("its own sentence", (), theme.TEXT_DIM)
    assert TinyWords().log_lines(Rejected(0, "not your turn")) == \
        [LogLine("Not allowed: not your turn", (), theme.DANGER)]
    assert TinyWords().log_lines(object()) == []


class Told(ShownDirector):
    announcements = {Planted: (1.0, "Planted", lambda w, e: f"{w.who(e.seat)} plants"),
                     Ended: (2.0, lambda w, e: e.reason.title(), "over")}
    pauses = {Scored: 0.4}

    def __init__(self):
        self.told = []

    @property
    def words(self):
        return TinyWords()

    def announce(self, e, duration, title, sub=""):
        self.told.append(("announce", duration, title, sub))

    def patch(self, e, duration=0.0):
        self.told.append(("patch", duration))


def test_an_event_with_no_handler_is_announced_paused_on_or_carried_in_at_once():
    director = Told()
    for event in (Planted(0, "fox"), Ended("all out"), Scored(1, 2), Rejected(0, "no")):
        director.animate(event)
    assert director.told == [("announce", 1.0, "Planted", "Seat 1 plants"), ("announce", 2.0, "All Out", "over"),
                             ("patch", 0.4), ("patch", 0.0)]
