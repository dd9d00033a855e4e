"""Each variant won on the table by mouse, as a player would: Supply Line by a line from Pen to Pen and
by three animals in the opponent's back row, Rush by the sixth animal on its two-row Field, Doubles by one
teammate's full Field (for both teammates); the game-over screen names the winners and the rule. Also
each variant drawn: Rush's two rows, Doubles' teams with how full each Field is."""
from __future__ import annotations

import pytest

from beast_table import finish, open_table, spot, stacked
from game.engine.beast import commands as cmd
from game.table.scenes.game_over import GameOver


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def animal(card: str, row: int, col: int, tilted: bool = False) -> dict:
    return {"card": card, "row": row, "col": col, "tilted": tilted}


def game_over(harness) -> GameOver:
    finish(harness)
    for _ in range(200):
        if isinstance(harness.top, GameOver):
            return harness.top
        harness.frames(2)
    raise AssertionError(f"no game-over screen; on top: {type(harness.top).__name__}")


def recruit_by_mouse(harness, table, pen: str, cell: str, pay: str) -> None:
    """Drag a recruit from its Pen space to `cell`, click what pays its Rank, and confirm."""
    harness.drag(spot(table, pen), spot(table, cell))
    harness.click(spot(table, pay))
    harness.click(spot(table, "prompt:Confirm"))
    assert isinstance(table.session.engine.log[-1], cmd.RecruitAnimal)


PEN = [{"card": "field_mouse"}, {"card": "pesky_gopher"}, {"card": "industrious_hen"}]


def test_supply_line_three_animals_in_the_opponents_back_row_win(harness):
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [animal("nomadic_sheep", 0, 0), animal("nomadic_sheep", 0, 1), animal("barn_owl", 1, 2)]}, {}]}
    table = open_table(harness, stacked(setup, variant="supply_line"), bots={1})
    harness.drag(spot(table, "animal:0:1:2:"), spot(table, "cell:0:0:2"))
    over = game_over(harness)
    assert over.outcome_title == "Seat 1 wins!" and "back row" in over.summary()[0]


def test_supply_line_an_unbroken_line_from_pen_to_pen_wins_when_its_last_animal_is_untilted(harness):
    line = [animal("nomadic_sheep", 4, 1), animal("nomadic_sheep", 3, 1), animal("barn_owl", 2, 1, tilted=True),
            animal("barn_owl", 1, 1), animal("field_mouse", 0, 1)]
    table = open_table(harness, stacked({"turn": 0, "step": "actions", "players": [{"field": line}, {}]},
                                        variant="supply_line"), bots={1})
    assert table.shared_field.shown_line(0) == [(4, 1), (3, 1)]                     # the tilted Owl breaks it
    harness.click(spot(table, "animal:0:2:1:"))                        # a click untilts it
    over = game_over(harness)
    assert over.outcome_title == "Seat 1 wins!" and "Pen to Pen" in over.summary()[0]


def test_rush_the_sixth_animal_on_the_two_row_field_wins(harness):
    five = [animal(card, r, c) for (r, c), card in zip(
        [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)],
        ["nomadic_sheep", "nomadic_sheep", "barn_owl", "barn_owl", "charming_pig"])]
    table = open_table(harness, stacked({"turn": 0, "step": "actions", "players": [{"field": five, "pen": PEN}, {}]},
                                        variant="rush"), bots={1})
    assert len(table.geo.boards[0].cells) == 2 and "cell:0:2:0" not in table.layout()
    recruit_by_mouse(harness, table, "pen:0:2:", "cell:0:1:2", "animal:0:1:1:")   # the Pig's Clout
    over = game_over(harness)
    assert over.outcome_title == "Seat 1 wins!"


def test_doubles_one_teammates_full_field_wins_for_both_and_the_bars_show_the_teams(harness):
    eight = [animal(card, r, c) for (r, c), card in zip(
        [(r, c) for r in range(3) for c in range(3)][:8],
        ["nomadic_sheep", "nomadic_sheep", "barn_owl", "barn_owl", "charming_pig", "charming_pig", "field_mouse",
         "delicious_goose"])]
    engine = stacked({"turn": 0, "step": "actions", "players": [{"field": eight, "pen": PEN}, {}, {}, {}]},
                     decks=("farm", "forest", "city", "suburbs"), variant="doubles")
    table = open_table(harness, engine, bots={1, 2, 3})
    teams = {s: table.shown.view["players"][s]["team"] for s in range(4)}
    assert teams[0] == teams[2] != teams[1] == teams[3]
    recruit_by_mouse(harness, table, "pen:0:2:", "cell:0:2:2", "animal:0:1:2:")
    over = game_over(harness)
    assert over.outcome_title == "Seat 1 and Seat 3 win!"


@pytest.mark.parametrize("subvariants", [[], ["no_fury_favor"], ["no_tricks"]])
def test_rush_sub_variants_are_drawn_without_what_they_leave_out(harness, monkeypatch, subvariants):
    from game.table.beast.board import Board
    from game.table.beast.side import variant_line
    tracks = []
    monkeypatch.setattr(Board, "draw_track",
                        lambda self, surface, rect, value, title, *rest, **kw: tracks.append(title))
    table = open_table(harness, stacked({"turn": 0, "step": "actions"}, variant="rush", subvariants=subvariants),
                       bots={1})
    harness.frames(1)
    assert ("Favor" in tracks) == ("no_fury_favor" not in subvariants)      # ruling B37: no tallies kept
    assert (table.shown.player(0)["tricks"] == 0) == ("no_tricks" in subvariants)   # B38: Troops only
    words = variant_line(table.shown.view)                                 # the status panel's words
    assert words.startswith("Rush 3x2") and ("no tallies" in words) == ("no_fury_favor" in subvariants)
