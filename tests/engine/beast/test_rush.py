"""Rush (section VII, 3x2): a Field two rows high, six animals win; the sub-variants without Fury and
Favor (ruling B37) and without Tricks (ruling B38)."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import (
    AcceptDefeat, CallHuman, DeclareBattle, DrawTrick, EquipItem, FinishPreparation, PassPhase, PlayEvent, RecruitAnimal,
)
from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from tests.engine.beast.scenario import do, instance, refused, stacked

FIVE = [{"card": c, "row": r, "col": col} for (c, r, col) in (
    ("nomadic_sheep", 0, 0), ("nomadic_sheep", 0, 1), ("field_mouse", 0, 2), ("barn_owl", 1, 0), ("barn_owl", 1, 1))]


def rush(seat0: dict, seat1: dict | None = None, decks=("farm", "forest"), *subvariants, **setup):
    return stacked({"turn": 0, "step": "actions", "players": [seat0, seat1 or {}], **setup}, decks=decks,
                   variant="rush", subvariants=list(subvariants))


def test_the_field_is_two_rows_high_and_the_sixth_animal_wins():
    engine = rush({"field": FIVE, "pen": [{"card": "industrious_hen"}, {"card": "pesky_gopher"},
                                          {"card": "delicious_goose"}]})
    assert (engine.state.rows, engine.state.cols) == (2, 3)
    assert [len(line) for line in engine.view(0)["players"][0]["field"]] == [3, 3]
    do(engine, RecruitAnimal(0, 2, 1, 2, (), (0,)))          # into the back row, row 1
    assert engine.state.winners == [0] and "Land Victory" in engine.state.reason


# --- without Fury and Favor ---------------------------------------------------------------------------
def test_without_fury_and_favor_the_tallies_stay_at_nothing():
    engine = Engine(BEAST, {"variant": "rush", "subvariants": ["no_fury_favor"]}, 1)
    assert [(p.favor, p.fury) for p in engine.state.players] == [(0, 0), (0, 0)]
    assert engine.view(0)["tallies"] is False
    with pytest.raises(ValueError, match="no tallies"):
        Engine(BEAST, {"variant": "rush", "subvariants": ["no_fury_favor"], "start": 3}, 1)


def test_without_fury_a_battle_adds_no_fury():
    engine = rush({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []},
                  {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": []},
                  ("farm", "forest"), "no_fury_favor")
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PassPhase(1))
    do(engine, PassPhase(0))
    do(engine, AcceptDefeat(1))
    assert engine.state.players[0].fury == 0 and engine.state.battle is None


def test_without_favor_prices_and_favor_prerequisites_are_waived():
    engine = rush({"field": [{"card": "charming_pig", "row": 1, "col": 0}], "hand": ["bullhorn", "veterinarian"]},
                  None, ("farm", "forest"), "no_fury_favor")
    do(engine, EquipItem(0, instance(engine, 0, "bullhorn"), 1, 0))    # price 1 Favor, nothing paid
    assert engine.state.players[0].favor == 0
    do(engine, CallHuman(0, instance(engine, 0, "veterinarian"), 0))   # "Needs 2 Favor": met
    assert engine.state.players[0].humans[0]


def test_without_fury_nobody_enters_dark_nature():
    engine = rush({"hand": ["fell_off_the_truck", "mob_ties"]}, None, ("city", "forest"), "no_fury_favor")
    assert "Dark Nature" in refused(engine, PlayEvent(0, instance(engine, 0, "fell_off_the_truck")))
    assert not any(isinstance(c, PlayEvent) for c in engine.legal_commands(0))


# --- without Tricks -----------------------------------------------------------------------------------
def test_without_tricks_the_decks_hold_only_troops_and_nothing_is_drawn():
    engine = Engine(BEAST, {"variant": "rush", "subvariants": ["no_tricks"]}, 1)
    for player in engine.state.players:
        assert player.hand == [] and player.tricks == []
        assert all(BEAST.cards.of(c).troop for c in player.troops + [r.card for r in player.pen])
    seat = engine.state.turn.seat
    do(engine, FinishPreparation(seat))
    assert engine.state.players[seat].hand == []
    assert not any(isinstance(c, DrawTrick) for c in engine.legal_commands(seat))
    assert "empty" in refused(engine, DrawTrick(seat))


def test_rush_sub_variants_belong_to_rush():
    with pytest.raises(ValueError, match="sub-variant of Rush"):
        Engine(BEAST, {"subvariants": ["no_tricks"]}, 1)
