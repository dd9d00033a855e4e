"""Supply Line (section VII, 3x5): one five-row Field between the two Pens, each player counting its
spaces from their own end; the supply line and the three animals in the opponent's back row win;
attacks only along a Vector to an adjacent animal; Humans across from each other; moving onto an
opponent's Location but never onto an opposing animal (rulings B43-B49)."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import (
    CallHuman, ClaimLocation, DeclareBattle, EndTurn, FinishPreparation, MoveAnimal, PlayEvent, RecruitAnimal,
    UntiltAnimal,
)
from game.engine.beast.field import across
from game.engine.beast.rules import BEAST
from tests.engine.beast.scenario import at, do, instance, refused, stacked

SUPPLY = {"variant": "supply_line"}


def animal(card: str, row: int, col: int, tilted: bool = False) -> dict:
    return {"card": card, "row": row, "col": col, "tilted": tilted}


def game(seat0: dict, seat1: dict | None = None, decks=("farm", "forest"), **setup):
    return stacked({"turn": 0, "step": "actions", "players": [seat0, seat1 or {}], **setup}, decks=decks, **SUPPLY)


def test_the_field_has_five_rows_and_each_player_counts_them_from_their_own_pen():
    engine = game({})
    state = engine.state
    assert (state.rows, state.cols) == (5, 3)
    assert across(state, 0, 0) == (4, 2) and across(state, 2, 1) == (2, 1)
    assert len(state.players[0].humans) == 5     # "you may bring up to five Humans into play"


def test_a_recruit_enters_its_own_back_row_but_not_onto_an_opposing_animal():
    engine = game({"pen": [{"card": "nomadic_sheep"}, {"card": "industrious_hen"}]},
                  {"field": [animal("gray_wolf", 0, 2)]})           # seat 1's row 0 is seat 0's back row
    assert "open back-row space" in refused(engine, RecruitAnimal(0, 0, 4, 0, (), (1,)))
    do(engine, RecruitAnimal(0, 0, 4, 1, (), (1,)))
    assert at(engine, 0, 4, 1) == "nomadic_sheep"


def test_no_animal_moves_onto_an_opposing_animal():
    engine = game({"field": [animal("nomadic_sheep", 3, 1)]}, {"field": [animal("gray_wolf", 2, 1)]})
    assert "open space" in refused(engine, MoveAnimal(0, 3, 1, 2, 1))
    assert MoveAnimal(0, 3, 1, 2, 1) not in engine.legal_commands(0)
    do(engine, MoveAnimal(0, 3, 1, 2, 0))


def test_an_animal_on_an_opponents_location_uses_it_when_its_habitat_fits():
    seat1 = {"locations": [{"card": "earthen_lair", "row": 2, "col": 2}]}     # forest: +1 Combat; seat 0's (2, 0)
    forest = game({"field": [animal("gray_wolf", 3, 0)]}, seat1, decks=("forest", "forest"))
    do(forest, MoveAnimal(0, 3, 0, 2, 0))
    assert forest.view(0)["players"][0]["field"][2][0]["combat"] == 5 + 1
    farm = game({"field": [animal("sneaky_horse", 3, 0)]}, seat1)
    do(farm, MoveAnimal(0, 3, 0, 2, 0))
    assert farm.view(0)["players"][0]["field"][2][0]["combat"] == 4            # a Farm animal gets nothing


def test_a_location_is_claimed_only_on_a_space_without_one():
    engine = game({"field": [animal("sneaky_horse", 2, 0)], "hand": ["corn_field"]},
                  {"locations": [{"card": "earthen_lair", "row": 2, "col": 2}]})
    card = instance(engine, 0, "corn_field")
    assert "already has a Location" in refused(engine, ClaimLocation(0, card, 2, 0))


def test_attacks_reach_only_an_adjacent_animal_along_a_vector():
    engine = game({"field": [animal("nomadic_sheep", 2, 1), animal("stubborn_mule", 3, 1)]},
                  {"field": [animal("gray_wolf", 3, 1), animal("recluse_mole", 4, 1)]})   # seat 0's (1,1), (0,1)
    assert "adjacent" in refused(engine, DeclareBattle(0, 2, 1, 1, 4, 1))     # two rows away
    assert "adjacent" in refused(engine, DeclareBattle(0, 3, 1, 1, 3, 1))     # the Mule: two rows away
    battles = [c for c in engine.legal_commands(0) if isinstance(c, DeclareBattle)]
    assert battles == [DeclareBattle(0, 2, 1, 1, 3, 1)]
    do(engine, DeclareBattle(0, 2, 1, 1, 3, 1))


def test_no_human_is_called_across_from_the_opponents_human():
    engine = game({"hand": ["veterinarian"]}, {"humans": [{"card": "solitary_hermit", "row": 4}]})
    card = instance(engine, 0, "veterinarian")
    assert "across" in refused(engine, CallHuman(0, card, 0))
    assert sorted(c.row for c in engine.legal_commands(0) if isinstance(c, CallHuman)) == [1, 2, 3, 4]
    do(engine, CallHuman(0, card, 4))


# --- the front row ----------------------------------------------------------------------------------
def test_the_front_row_is_the_furthest_row_holding_one_of_your_animals():
    engine = game({"field": [animal("nomadic_sheep", 3, 0), animal("barn_owl", 4, 2)],
                   "hand": ["tunnel_collapse", "airlift"]},
                  {"field": [animal("gray_wolf", 2, 0, tilted=True), animal("recluse_mole", 3, 1, tilted=True),
                             animal("baby_bear", 4, 1)]}, decks=("farm+tricky", "forest"))
    assert [p["front_row"] for p in engine.view(0)["players"]] == [3, 2]
    hand = engine.state.players[0].hand
    do(engine, PlayEvent(0, hand[0], (1,), (hand[1],)))   # Tunnel Collapse: the tilted animals of that row
    assert at(engine, 1, 2, 0) is None and at(engine, 1, 3, 1) == "recluse_mole"


# --- winning ----------------------------------------------------------------------------------------
LINE = [animal("nomadic_sheep", 4, 1), animal("nomadic_sheep", 3, 1), animal("barn_owl", 2, 1, tilted=True),
        animal("barn_owl", 1, 1), animal("field_mouse", 0, 1)]


def test_an_unbroken_line_of_untilted_animals_from_pen_to_pen_wins_at_once():
    engine = game({"field": LINE})
    assert engine.state.outcome == ""                       # the tilted Owl breaks the line
    assert engine.view(0)["board"]["lines"][0] == [[4, 1], [3, 1]]
    do(engine, UntiltAnimal(0, 2, 1))
    assert engine.state.winners == [0] and "Pen to Pen" in engine.state.reason


def test_each_animal_of_the_line_needs_a_vector_toward_the_next():
    mule = [a if a["row"] != 2 else animal("stubborn_mule", 2, 1, tilted=True) for a in LINE]
    engine = game({"field": mule})
    do(engine, UntiltAnimal(0, 2, 1))                        # the Mule points only diagonally
    assert engine.state.outcome == ""
    bent = [a if a["row"] != 1 else animal("barn_owl", 1, 2) for a in mule]
    engine = game({"field": bent})
    do(engine, UntiltAnimal(0, 2, 1))                        # north-east to the Owl, then north
    assert engine.state.winners == [0]


def test_the_opponents_animals_are_no_part_of_your_line():
    engine = game({"field": [a for a in LINE if a["row"] != 1]}, {"field": [animal("gray_wolf", 3, 1)]})
    do(engine, UntiltAnimal(0, 2, 1))
    assert engine.state.outcome == ""


def test_three_untilted_animals_in_the_opponents_back_row_win():
    engine = game({"field": [animal("nomadic_sheep", 0, 0), animal("nomadic_sheep", 0, 1),
                             animal("barn_owl", 1, 2)]})
    assert engine.view(0)["board"]["deep"] == [2, 0]
    do(engine, MoveAnimal(0, 1, 2, 0, 2))
    assert engine.state.winners == [0] and "back row" in engine.state.reason


def leave_animals(player, count: int) -> None:
    """Trash every animal of the Troops deck but `count`."""
    animals = [c for c in player.troops if BEAST.cards.of(c).kind == "animal"]
    player.trash += animals[count:]
    player.troops = [c for c in player.troops if c not in animals[count:]]


def test_scorched_earth_comes_when_nobody_has_three_animals_left():
    engine = game({"hand": [], "pen": []}, {"hand": [], "pen": []})
    for player in engine.state.players:
        leave_animals(player, 3)
    do(engine, EndTurn(0))
    assert engine.state.outcome == ""                        # three animals are enough to win
    for player in engine.state.players:
        leave_animals(player, 2)
    do(engine, FinishPreparation(1))
    do(engine, EndTurn(1))
    assert engine.state.outcome == "scorched" and "to win" in engine.state.reason


# --- the view and scenario set-ups ----------------------------------------------------------------
def test_the_board_shows_both_armies_on_one_field_in_seat_0s_spaces():
    engine = game({"field": [animal("nomadic_sheep", 4, 0)]},
                  {"field": [animal("gray_wolf", 0, 0)], "locations": [{"card": "earthen_lair", "row": 1, "col": 0}]})
    board = engine.view(1)["board"]
    assert board["turned"] == [False, True]
    assert board["spaces"][4][0]["animal"] == [0, 4, 0]
    assert board["spaces"][4][2]["animal"] == [1, 0, 0]      # seat 1's row 0 lies by seat 0's Pen
    assert board["spaces"][3][2]["location"] == [1, 1, 0]
    assert engine.view(0)["variant"] == "supply_line"


def test_a_setup_putting_two_animals_on_one_space_is_refused():
    with pytest.raises(ValueError, match="same space"):
        game({"field": [animal("nomadic_sheep", 4, 0)]}, {"field": [animal("gray_wolf", 0, 2)]})
