"""The Action Phase: exactly 3 actions from Search, Circulation, Regenerate, Plant and Create, each
repeatable; Special Powers resolve and leave the game; the piles refill as the Setup says."""
from __future__ import annotations

from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardForAction, EndActions, Feed, KeepCard, Plant, Regenerate, Search,
)
from game.engine.planet.events import (
    BasicPlantsRestored, DiscardPileReshuffled, PlantPileTopRevealed, SearchDrew,
)

from .scenario import me, of, ok, refused, stacked


def test_search_draws_two_keeps_one_and_puts_the_other_face_up_on_the_discard_pile():
    e = stacked({"turn": 0, "noah_pile": ["rabbit", "koala"]})
    events = ok(e, Search(0))
    assert of(events, SearchDrew)[0].cards == ("rabbit#1", "koala#1")
    assert e.state.phase == "search" and e.rules.prompt(e.state).kind == "search_keep"
    assert "keep" in refused(e, Plant(0))
    assert "one of the two" in refused(e, KeepCard(0, "rabbit#2"))
    ok(e, KeepCard(0, "koala#1"))
    assert "koala#1" in me(e).hand and e.state.discard_pile[-1] == "rabbit#1"
    assert e.state.actions_left == 2


def test_the_search_cards_are_seen_only_by_the_searching_seat():
    e = stacked({"turn": 0, "noah_pile": ["rabbit", "koala"]})
    ok(e, Search(0))
    assert e.view(0)["searched"] == ["koala#1", "rabbit#1"]
    assert e.view(1)["searched"] == [] and e.view(1)["searched_count"] == 2


def test_circulation_discards_one_and_draws_two():
    e = stacked({"turn": 0, "players": [{"hand": ["rabbit"]}], "noah_pile": ["koala", "firefly"]})
    ok(e, Circulate(0, "rabbit#1"))
    assert sorted(me(e).hand) == ["firefly#1", "koala#1"] and e.state.discard_pile[-1] == "rabbit#1"


def test_regenerate_takes_the_discard_piles_top_card():
    e = stacked({"turn": 0, "discard_pile": ["koala", "rabbit"]})
    ok(e, Regenerate(0))
    assert "koala#1" in me(e).hand and e.state.discard_pile == ["rabbit#1"]


def test_regenerate_needs_a_discard_pile():
    e = stacked({"turn": 0, "discard_pile": []})
    assert "Discard Pile is empty" in refused(e, Regenerate(0))


def test_plant_puts_the_top_plant_in_the_ecosystem_and_turns_the_next_face_up():
    e = stacked({"turn": 0, "plant_pile": ["bamboo", "orchid"]})
    events = ok(e, Plant(0))
    assert me(e).ecosystem[-1] == "bamboo#1"
    assert of(events, PlantPileTopRevealed)[0].card == "orchid#1"
    assert e.view(1)["plant_pile_top"] == "orchid#1"


def test_create_puts_a_species_in_the_ecosystem_and_its_when_created_rule_runs():
    e = stacked({"turn": 0, "players": [{"hand": ["red_squirrel", "rabbit"], "ecosystem": ["fig"]}],
                 "plant_pile": ["orchid"]})
    ok(e, Create(0, "rabbit#1"))
    ok(e, Create(0, "red_squirrel#1"))           # "Buries seeds: when created, Plant 1"
    assert me(e).ecosystem == ["fig#1", "rabbit#1", "red_squirrel#1", "orchid#1"]


def test_a_special_power_resolves_and_leaves_the_game():
    e = stacked({"turn": 0, "players": [{"hand": ["bountiful_season"]}]})
    hand = len(me(e).hand)
    ok(e, Create(0, "bountiful_season#1"))
    assert len(me(e).hand) == hand - 1 + 3
    assert "bountiful_season#1" in e.state.removed and "bountiful_season#1" not in e.state.discard_pile


def test_actions_are_repeatable_and_after_three_the_feeding_phase_begins():
    e = stacked({"turn": 0, "plant_pile": ["bamboo", "bamboo", "bamboo", "fig"]})
    for left in (2, 1):
        ok(e, Plant(0))
        assert e.state.actions_left == left and e.state.phase == "actions"
    ok(e, Plant(0))
    assert e.state.phase == "feeding" and e.rules.prompt(e.state).kind == "feed"
    assert "It is your Feeding Phase: feed your species first" in refused(e, Plant(0))


def test_it_must_be_your_turn():
    e = stacked({"turn": 0})
    assert "seat 1's turn" in refused(e, Plant(1))
    assert "not in your hand" in refused(e, Create(0, "nothing#1"))


def test_only_a_single_player_discards_for_actions_and_develop_is_the_strategy_variants():
    e = stacked({"turn": 0, "players": [{"hand": ["rabbit"]}]})
    assert "single player" in refused(e, DiscardForAction(0, "rabbit#1"))
    assert "Strategy Variants" in refused(e, Develop(0, 0))


def test_end_actions_only_when_no_action_can_be_taken():
    e = stacked({"turn": 0})
    assert "remaining action" in refused(e, EndActions(0))


def test_the_discard_pile_is_reshuffled_when_the_noah_pile_runs_out():
    e = stacked({"turn": 0, "noah_pile": [], "discard_pile": ["rabbit", "koala", "firefly"]})
    e.state.noah_pile = []
    events = ok(e, Search(0))
    assert of(events, DiscardPileReshuffled)[0].cards == 3
    assert len(e.state.searched) == 2 and len(e.state.noah_pile) == 1 and e.state.discard_pile == []


def test_removed_basic_plants_are_restored_when_the_plant_pile_runs_out():
    e = stacked({"turn": 0, "plant_pile": ["bamboo"]})
    basic = [c for c in e.state.plant_pile if c != "bamboo#1"]
    e.state.plant_pile = ["bamboo#1"]
    e.state.removed += basic
    events = ok(e, Plant(0))
    assert of(events, BasicPlantsRestored)[0].cards == len(basic)
    assert sorted(e.state.plant_pile) == sorted(basic) and not any(c in e.state.removed for c in basic)


def test_feed_is_refused_outside_the_feeding_phase():
    e = stacked({"turn": 0})
    assert "not the Feeding Phase" in refused(e, Feed(0, ()))
