"""The gesture data every game declares (game.table.gestures), read by the shared TableAdapter, on a tiny
game of its own: a picked card stands for its Pick's commands in their order, each is dropped on its
target kind's place, a click plays the card's one clickable command, the answers, End turn, the words of
answers, menu lines and places, and a gather declared as data."""
from __future__ import annotations

from types import SimpleNamespace

from game.engine.core.protocol import Command, message
from game.table.adapter import PLAY_ANYWHERE, TableAdapter
from game.table.gestures import At, Aimed, Card, Fixed, Gestures, Own, Pick, Place, When, split


@message
class Play(Command):
    card: str
    target: tuple = ()


@message
class Move(Command):
    row: int
    to_row: int


@message
class Draw(Command):
    pass


@message
class Toss(Command):
    card: str


@message
class Done(Command):
    pass


def aimed(adapter, c):
    return f"foe:{c.target[0]}" if c.target else PLAY_ANYWHERE


GESTURES = Gestures(
    picks=(Pick("hand", (Play,), Card()), Pick("hand", (Toss,), Card()), Pick("row", (Move,), At(("row",))),
           Pick("deck", (Draw,)), Pick("row", (Play,), When(lambda c, at, card: c.target == at[1:]))),
    targets={Play: Aimed(aimed), Move: Place(lambda seat, row: f"row:{seat}:{row}", ("seat", "to_row")),
             Toss: Own(lambda seat: f"bin:{seat}"), Draw: Fixed("hand")},
    clicks=(Draw, Toss),
    answers=(Done,),
    end_turn=(Done,),
    gives_away=(Toss,),
    answer_words={Done: lambda a, c: "All done"},
    menu_words={Move: lambda a, c: f"To row {c.to_row + 1}"},
    colours={Toss: lambda a, c: (110, 42, 38)},
    place_names={"foe": lambda a, at: f"Foe {at[0] + 1}", "bin": lambda a, at: "your bin"},
    gather=lambda adapter, seat, legal: ("gather", seat, len(legal)),
)


class Tiny(TableAdapter):
    gestures = GESTURES
    words = SimpleNamespace(describe=lambda c: f"Seat 1 does {type(c).__name__.lower()}")


def tiny() -> Tiny:
    text = lambda cards: SimpleNamespace(name=str.upper)   # noqa: E731  (a card's name: its id in capitals)
    return Tiny(SimpleNamespace(rules=SimpleNamespace(cards={})), text)


LEGAL = [Toss(0, "ox"), Play(0, "ox", (1,)), Play(0, "ox"), Play(0, "elk"), Move(0, 2, 1), Move(0, 1, 0), Draw(0),
         Done(0)]


def test_a_picked_card_stands_for_its_picks_commands_in_the_picks_order():
    a = tiny()
    assert a.candidates(LEGAL, "hand:ox", "ox") == [Play(0, "ox", (1,)), Play(0, "ox"), Toss(0, "ox")]
    assert a.candidates(LEGAL, "row:0:2", "") == [Move(0, 2, 1)]
    assert a.candidates(LEGAL, "row:0:1", "") == [Move(0, 1, 0), Play(0, "ox", (1,))]
    assert a.candidates(LEGAL, "deck", "") == [Draw(0)] and a.candidates(LEGAL, "pile", "") == []


def test_each_command_is_dropped_on_the_place_its_target_kind_names():
    a = tiny()
    assert [a.drop_key(c) for c in LEGAL] == ["bin:0", "foe:1", PLAY_ANYWHERE, PLAY_ANYWHERE, "row:0:1", "row:0:0",
                                              "hand", None]


def test_a_click_plays_the_cards_one_clickable_command_else_selects_it():
    a = tiny()
    assert a.click(0, "deck", "", [Draw(0)]) == Draw(0)
    assert a.click(0, "hand:ox", "ox", a.candidates(LEGAL, "hand:ox", "ox")) == Toss(0, "ox")
    assert a.click(0, "hand:ox", "ox", [Toss(0, "ox"), Toss(0, "ox2")]) is None
    assert a.click(0, "row:0:2", "", [Move(0, 2, 1)]) is None


def test_answers_end_turn_and_give_aways_are_the_declared_classes():
    a = tiny()
    assert a.answers(LEGAL) == [Done(0)] and a.end_turn(LEGAL) == Done(0) and a.end_turn(LEGAL[:-1]) is None
    assert a.gives_away(Toss(0, "ox")) and not a.gives_away(Play(0, "ox"))


def test_the_words_of_answers_menu_lines_and_places_are_the_declared_ones_else_the_logs():
    a = tiny()
    assert a.answer_label(Done(0)) == "All done" and a.answer_label(Draw(0)) == "Seat 1 does draw"
    assert a.option_label(Move(0, 2, 1)) == "To row 2" and a.option_label(Play(0, "ox")) == "Does play"
    assert a.option_colour(Toss(0, "ox")) == (110, 42, 38) and a.option_colour(Play(0, "ox")) == (50, 70, 60)
    assert [a.target_name(k) for k in ("foe:2", "bin:0", PLAY_ANYWHERE, "row:0:1")] == \
        ["Foe 3", "your bin", "the table", "row:0:1"]
    assert a.card_name("ox") == "OX" and a.answer_card(Done(0)) is None


def test_a_gather_is_declared_as_data_and_a_game_without_one_has_none():
    a = tiny()
    assert a.gather(0, LEGAL) == ("gather", 0, len(LEGAL)) and a.gather_drop(0, LEGAL) is None


def test_a_places_key_is_its_kind_and_its_parts_numbers_as_numbers():
    assert split("cell:1:2:0") == ("cell", (1, 2, 0)) and split("turn") == ("turn", ()) and \
        split("hand:ox") == ("hand", ("ox",))
