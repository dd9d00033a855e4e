"""Supply Line on the table, driven by real pygame events: one shared Field of five rows between the two
Pens (the opponent's half turned half round), moves, attacks only along a Vector to an adjacent animal,
recruits into your own back row, the opponent's Location, and the supply line drawn as it grows."""
from __future__ import annotations

import pytest

from beast_table import centre, finish, open_table, spot, stacked
from game.engine.beast import commands as cmd
from game.table.beast import keys

SL = {"variant": "supply_line"}
HORSE_AND_POSSUM = {"turn": 0, "step": "actions", "players": [
    {"field": [{"card": "sneaky_horse", "row": 2, "col": 1}, {"card": "stubborn_mule", "row": 4, "col": 0}],
     "pen": [{"card": "field_mouse"}, {"card": "pesky_gopher"}, {"card": "industrious_hen"}]},
    {"field": [{"card": "playful_possum", "row": 1, "col": 1}, {"card": "grizzly_bear", "row": 4, "col": 0}],
     "locations": [{"card": "briar_patch", "row": 2, "col": 2}]}]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_the_two_players_share_one_field_with_the_opponent_across(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    rects = table.layout()
    # The opponent's row 1, column 1 is the viewer's row 3, column 1: the same space on screen.
    assert rects["cell:1:1:1"] == rects["cell:0:3:1"]
    assert rects["cell:1:4:0"] == rects["cell:0:0:2"]
    possum = next(r for k, r in rects.items() if k.startswith("animal:1:1:1:"))
    assert table.geo.boards[0].cells[3][1].contains(possum)
    # One board: the opponent's Pen above the Field, the viewer's beneath it.
    assert rects["board:0"] == rects["board:1"]
    top_pen = next(r for k, r in rects.items() if k.startswith("pen:1:0:"))
    my_pen = next(r for k, r in rects.items() if k.startswith("pen:0:0:"))
    assert top_pen[1] < rects["cell:0:0:0"][1] < rects["cell:0:4:0"][1] < my_pen[1]
    # The opponent's Pen space 0 lies behind its own column 0: the screen's right-hand column.
    assert top_pen[0] > rects["cell:0:0:1"][0]
    # Its Humans stand on the other side of the rows.
    assert table.geo.boards[1].humans[0].x > table.geo.boards[0].humans[0].x
    assert table.geo.boards[1].turned and not table.geo.boards[0].turned


def test_the_hidden_stays_hidden_on_the_shared_field(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    rects = table.layout()
    assert not any(k.startswith("hand:") and table.session.engine.state.players[1].hand
                   and k.split(":")[2] in table.session.engine.state.players[1].hand for k in rects)
    assert [k for k in rects if k.startswith("pen:1:")] == ["pen:1:0:back", "pen:1:1:back", "pen:1:2:back"]


def test_dragging_an_animal_to_an_open_space_moves_it(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    harness.drag(spot(table, "animal:0:2:1:"), spot(table, "cell:0:1:1"))
    assert table.session.engine.log[-1] == cmd.MoveAnimal(0, 2, 1, 1, 1)


def test_an_adjacent_animal_along_a_vector_is_attacked_in_its_owners_spaces(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    harness.drag(spot(table, "animal:0:2:1:"), spot(table, "animal:1:1:1:"))
    assert table.session.engine.log[-1] == cmd.DeclareBattle(0, 2, 1, 1, 1, 1)


def test_a_distant_animal_is_not_lit_and_the_engine_says_why(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    harness.down(spot(table, "animal:0:2:1:"))
    harness.frames(1)
    harness.move(spot(table, "cell:0:1:1"), buttons=(1, 0, 0))
    harness.frames(1)
    pick = next(iter(table.picking.picks.values()))
    lit = table.picking.legal_keys(pick)
    assert "cell:1:1:1" in lit and "cell:0:1:1" in lit
    assert "cell:1:4:0" not in lit and "cell:0:0:2" not in lit           # the Grizzly: not adjacent
    harness.move(spot(table, "animal:1:4:0:"), buttons=(1, 0, 0))
    harness.frames(1)
    harness.up(spot(table, "animal:1:4:0:"))
    harness.frames(2)
    assert table.session.engine.log == []
    assert any("adjacent" in text for text, *_ in table.toasts.items)


def test_the_opponents_location_is_a_target_when_nobody_stands_on_it(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    assert table.shown.player(1)["locations"][2][2]
    harness.drag(spot(table, "animal:0:2:1:"), centre(table.layout()["cell:1:2:2"]))
    assert table.session.engine.log[-1] == cmd.MoveAnimal(0, 2, 1, 2, 0)


def test_a_recruit_goes_from_your_own_pen_into_your_back_row(harness):
    table = open_table(harness, stacked(HORSE_AND_POSSUM, **SL), bots={1})
    harness.drag(spot(table, "pen:0:0:"), spot(table, "cell:0:4:0"))     # the Mule stands there: refused
    assert table.session.engine.log == []
    harness.drag(spot(table, "pen:0:0:"), spot(table, "cell:0:3:0"))     # not the back row: refused
    assert table.session.engine.log == []
    harness.drag(spot(table, "pen:0:1:"), spot(table, "cell:0:4:1"))
    gather = table.gathering.active
    assert gather is not None                                             # its Clout: trash the others
    harness.click(spot(table, "pen:0:2:"))
    harness.click(spot(table, "prompt:Confirm"))
    command = table.session.engine.log[-1]
    assert isinstance(command, cmd.RecruitAnimal) and (command.pen, command.row, command.col) == (1, 4, 1)
    finish(harness)
    assert any("into the back row, middle" in line for line, *_ in table.log.lines)   # row words of 5 rows


def test_the_supply_line_is_drawn_from_the_engines_line(harness):
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": card, "row": r, "col": 1} for card, r in (("nomadic_sheep", 4), ("nomadic_sheep", 3),
                                                                       ("bessie", 2))]}, {}]}
    table = open_table(harness, stacked(setup, **SL), bots={1})
    assert table.shared_field.shown_line(0) == [(4, 1), (3, 1), (2, 1)]
    assert table.shared_field.shown_line(1) == []


def test_the_seat_on_screen_sits_at_the_bottom_whichever_it_is(harness):
    table = open_table(harness, stacked({**HORSE_AND_POSSUM, "turn": 1}, **SL), bots={0})
    assert table.viewer == 1
    rects = table.layout()
    mine = next(r for k, r in rects.items() if k.startswith("pen:1:0:"))
    theirs = next(r for k, r in rects.items() if k.startswith("pen:0:0:"))
    assert mine[1] > theirs[1]
    assert table.geo.boards[0].turned and not table.geo.boards[1].turned
    assert keys.cell(1, 4, 0) in rects and rects["cell:1:4:0"] == rects["cell:0:0:2"]
