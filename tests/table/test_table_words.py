"""What the games' words and directors share as data: a plain sentence of `Words.said` is filled from
its event (naming the event's card where it says {card}), a handler of its own wins over it, and a
refused command reads "Not allowed"; a game's plain sentences are read from its said.yaml, which
names file and line for an event, a colour or a placeholder that does not exist; a shown director's
`announcements` and `pauses` give an event with no handler its banner or its pause."""
from __future__ import annotations

import types
from dataclasses import dataclass

import pytest

from game.engine.core.protocol import Event, Rejected
from game.table import theme
from game.table.adapter import LogLine
from game.table.director import ShownDirector
from game.table.handlers import on
from game.table.words import SaidError, Words, read_said


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


@dataclass(frozen=True)
class Grown(Event):
    seat: int
    card: str
    size: int


@dataclass(frozen=True)
class Rained(Event):
    inches: int


EVENTS = types.ModuleType("tiny.events")
EVENTS.Grown, EVENTS.Rained, EVENTS.helper = Grown, Rained, len


def said_file(tmp_path, text: str):
    path = tmp_path / "said.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_said_file_maps_event_names_to_sentences_and_colours(tmp_path):
    path = said_file(tmp_path, '# a comment\nGrown: {sentence: "{who} grows {card} to {size}.", colour: OK}\n'
                               'Rained:\n  sentence: "{inches} inches of rain."\n  colour: MUD\n')
    said = read_said(path, EVENTS, MUD=(90, 60, 30))
    assert said == {Grown: ("{who} grows {card} to {size}.", theme.OK), Rained: ("{inches} inches of rain.", (90, 60, 30))}

    class Grower(TinyWords):
        pass
    Grower.said = said
    assert Grower().log_lines(Grown(0, "oak", 3)) == [LogLine("Seat 1 grows Oak to 3.", (("oak", "Oak"),), theme.OK)]


@pytest.mark.parametrize("text, line, words", [
    ('Grown: {sentence: "{who} grows.", colour: OK}\nSnowed: {sentence: "Snow.", colour: OK}\n', 2,
     "Snowed is not an event of tiny.events."),
    ('helper: {sentence: "x", colour: OK}\n', 1, "helper is not an event of tiny.events."),
    ('Grown:\n  sentence: "{who} grows."\n  colour: PURPLE\n', 3, "Grown: there is no colour PURPLE."),
    ('Rained:\n  colour: OK\n  sentence: "{who} is rained on."\n', 3, "Rained: the event has no {who} (it has inches)."),
    ('Rained: {sentence: "{inches} of {card}", colour: OK}\n', 1, "Rained: the event has no {card}"),
    ('Rained: {sentence: "{inches", colour: OK}\n', 1, "Rained: the sentence cannot be filled"),
    ('Rained: {sentence: "Rain."}\n', 1, "Rained needs a sentence and a colour (text each), and nothing else."),
    ("- a list\n", 1, "the file must map event names to a sentence and a colour."),
    ('Rained: {sentence: "Rain.", colour: OK}\nRained: {sentence: "Rain.", colour: OK}\n', 2, "written twice"),
])
def test_a_said_file_that_names_what_does_not_exist_fails_at_load_with_its_file_and_line(tmp_path, text, line, words):
    path = said_file(tmp_path, text)
    with pytest.raises(SaidError) as caught:
        read_said(path, EVENTS)
    assert str(caught.value).startswith(f"{path}:{line}: ") and words in str(caught.value)


def test_a_missing_said_file_is_a_sentence_too(tmp_path):
    with pytest.raises(SaidError, match=f"^{tmp_path / 'none.yaml'}:0: "):
        read_said(tmp_path / "none.yaml", EVENTS)


def test_a_words_class_reads_its_said_file_as_it_is_made_and_fills_what_no_field_does(tmp_path):
    path = said_file(tmp_path, 'Rained: {sentence: "{inches} inches: {flood}.", colour: ACCENT}\n')

    class Rainy(TinyWords):
        said_file, events = path, EVENTS

        def fill_flood(self, e):
            return "a flood" if e.inches > 3 else "no flood"
    assert Rainy().sentence(Rained(5)) == ("5 inches: a flood.", (), theme.ACCENT)
    with pytest.raises(SaidError, match=":1: Rained: the event has no {flood}"):
        class Dry(TinyWords):
            said_file, events = path, EVENTS


def test_each_games_said_file_is_read_and_its_sentences_say_what_they_did():
    from game.engine.beast import events as bev
    from game.engine.planet import events as pev
    from game.table.beast.words import BeastWords
    from game.table.planet.words import PlanetWords
    beast, planet = BeastWords.said, PlanetWords.said
    assert beast[bev.DarkNatureEntered] == ("{who} crosses into Dark Nature (Fury 5).", (190, 120, 230))
    assert planet[pev.GameEnded] == ("{reason}", theme.OK) and len(beast) == 19 and len(planet) == 9


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


def test_every_fill_a_games_words_offer_is_named_by_one_of_its_sentences():
    """A `fill_<name>` no sentence of the game's said.yaml names would be dead code."""
    from game.table.beast.words import BeastWords
    from game.table.planet.words import PlanetWords
    for words in (BeastWords, PlanetWords):
        named = " ".join(sentence for sentence, _ in words.said.values())
        unused = [name for name in dir(words) if name.startswith("fill_") and "{" + name[5:] + "}" not in named]
        assert unused == [], f"{words.__name__}: {unused}"
