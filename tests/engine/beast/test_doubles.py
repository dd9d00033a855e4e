"""Doubles (section VII, (3x3)2): four players in two teams seated across (seats 1+3 and 2+4); either
teammate's full Field wins; allies and invitations between teammates follow the battle rules; the
sub-variants Same Team Same Faction, Limited Leadership and Ultimate Extreme Doubles (rulings B39-B42)."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import (
    DeclareBattle, DeclineInvitation, InviteAlly, JoinBattle, RecruitAnimal,
)
from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from tests.engine.beast.scenario import do, refused, stacked, totals

DECKS = ("farm", "forest", "suburbs", "city")
EIGHT = [{"card": c, "row": r, "col": col} for (c, r, col) in (
    ("nomadic_sheep", 0, 0), ("nomadic_sheep", 0, 1), ("field_mouse", 0, 2), ("field_mouse", 1, 0),
    ("barn_owl", 1, 1), ("barn_owl", 1, 2), ("hungry_goat", 2, 0), ("hungry_goat", 2, 1))]


def doubles(*players: dict, turn: int = 0, subvariants=(), decks=DECKS):
    seats = list(players) + [{}] * (4 - len(players))
    return stacked({"turn": turn, "step": "actions", "players": seats}, decks=decks, variant="doubles",
                   subvariants=list(subvariants))


def test_teammates_sit_across_and_play_in_turn_with_the_other_team():
    engine = Engine(BEAST, {"variant": "doubles"}, 1)
    assert [p.team for p in engine.state.players] == [0, 1, 0, 1]
    assert engine.view(0)["variant"] == "doubles" and len(engine.state.players) == 4


def test_a_teammates_animals_cannot_be_attacked():
    engine = doubles({"field": [{"card": "raging_bull", "row": 0, "col": 1}]}, {},
                     {"field": [{"card": "house_cat", "row": 0, "col": 1}]},
                     {"field": [{"card": "alley_cat", "row": 0, "col": 1}]})
    assert "opponent" in refused(engine, DeclareBattle(0, 0, 1, 2, 0, 1))
    targets = {c.foe for c in engine.legal_commands(0) if isinstance(c, DeclareBattle)}
    assert targets == {3}


def test_a_teammate_is_invited_like_any_other_player_and_may_decline():
    engine = doubles({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []},
                     {"field": [{"card": "gray_wolf", "row": 0, "col": 1}], "hand": []},
                     {"field": [{"card": "house_cat", "row": 0, "col": 2}]},
                     {"field": [{"card": "alley_cat", "row": 0, "col": 0}]})
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, InviteAlly(1, 3))                        # the defender asks its teammate
    do(engine, DeclineInvitation(3))                    # ... who declines: the defender has passed
    assert engine.state.battle.passes == 1
    assert InviteAlly(0, 2) in engine.legal_commands(0)
    do(engine, InviteAlly(0, 2))                        # the attacker asks its teammate
    do(engine, JoinBattle(2, 2))
    assert totals(engine) == (8, 5)                     # the Bull 6 +1 attacking, the teammate's +1


def test_either_teammates_full_field_wins_for_the_team():
    engine = doubles({}, {}, {"field": EIGHT, "pen": [{"card": "industrious_hen"}, {"card": "pesky_gopher"},
                                                      {"card": "delicious_goose"}]},
                     turn=2, decks=("city", "forest", "farm", "suburbs"))
    do(engine, RecruitAnimal(2, 2, 2, 2, (), (0,)))
    assert engine.state.winners == [0, 2] and "seat 3" in engine.state.reason


def test_ultimate_extreme_doubles_needs_both_fields_full_at_once():
    pen = [{"card": "industrious_hen"}, {"card": "pesky_gopher"}, {"card": "delicious_goose"}]
    engine = doubles({"field": EIGHT, "pen": pen}, subvariants=["ultimate"])
    assert engine.state.win == "every_field"
    do(engine, RecruitAnimal(0, 2, 2, 2, (), (0,)))
    assert engine.state.outcome == ""                   # seat 3's Field is still empty


def test_limited_leadership_one_leader_in_play_for_a_team():
    seat0 = {"field": [{"card": "stubborn_mule", "row": 2, "col": 1, "leader": "the_propagandist"}]}
    seat2 = {"pen": [{"card": "house_cat", "leader": "the_schemer"}, {"card": "fuzzy_bunny"},
                     {"card": "reliable_robin"}]}
    recruit = RecruitAnimal(2, 0, 2, 0, (), (1, 2))
    engine = doubles(seat0, {}, seat2, turn=2, subvariants=["limited_leadership"])
    assert "teammate already has a Leader" in refused(engine, recruit)
    assert recruit not in engine.legal_commands(2)
    free = doubles(seat0, {}, seat2, turn=2)
    do(free, recruit)


def test_same_team_same_faction_asks_one_habitat_of_each_team():
    with pytest.raises(ValueError, match="Same Team, Same Faction"):
        Engine(BEAST, {"variant": "doubles", "subvariants": ["same_faction"]}, 1)
    engine = Engine(BEAST, {"variant": "doubles", "subvariants": ["same_faction"],
                            "decks": ["farm+resourceful", "forest", "farm+tricky", "forest+dark"]}, 1)
    assert engine.state.subvariants == ["same_faction"]


def test_doubles_sub_variants_belong_to_doubles():
    with pytest.raises(ValueError, match="sub-variant of Doubles"):
        Engine(BEAST, {"variant": "rush", "subvariants": ["limited_leadership"]}, 1)
    with pytest.raises(ValueError, match="Doubles sub-variant"):
        Engine(BEAST, {"win": "every_field"}, 1)
