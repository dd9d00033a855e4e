"""The free actions: Call Human, Claim Location, Equip Item and passing Items; Dark Nature cards."""
from __future__ import annotations

from game.engine.beast.commands import (
    CallHuman, ClaimLocation, DismissHuman, EndTurn, EquipItem, FinishPreparation, PassItems, PlayEvent, UseAbility,
)
from game.engine.beast.rules import BEAST
from tests.engine.beast.scenario import EXAMPLE_FARM, do, ids, instance, mix, refused, stacked


def acting(player: dict, decks=(EXAMPLE_FARM, "forest"), **setup):
    return stacked({"turn": 0, "step": "actions", "players": [player], **setup}, decks=decks)


def test_a_human_comes_only_when_its_prerequisite_is_met_one_per_row():
    engine = acting({"hand": ["condor_scout", "attorney_at_law"], "favor": 2, "fury": 2})
    assert "prerequisite" in refused(engine, CallHuman(0, instance(engine, 0, "attorney_at_law"), 0))  # needs 3 Favor
    do(engine, CallHuman(0, instance(engine, 0, "condor_scout"), 0))
    engine.state.players[0].favor = 3
    assert "already has a Human" in refused(engine, CallHuman(0, instance(engine, 0, "attorney_at_law"), 0))
    do(engine, DismissHuman(0, 0))
    do(engine, CallHuman(0, instance(engine, 0, "attorney_at_law"), 0))
    assert engine.state.turn.actions == 3


def test_a_human_untilts_at_the_start_of_your_turn_only_while_its_prerequisite_holds():
    engine = stacked({"turn": 1, "step": "actions", "players": [
        {"humans": [{"card": "condor_scout", "row": 0, "tilted": True}], "fury": 6, "hand": []}, {"hand": []}]},
        decks=(EXAMPLE_FARM, "forest"))
    do(engine, EndTurn(1))
    assert engine.state.players[0].humans_tilted[0]          # in Dark Nature: stays tilted
    engine.state.players[0].fury = 4
    for seat in (0, 1):
        do(engine, FinishPreparation(seat))
        do(engine, EndTurn(seat))
    assert not engine.state.players[0].humans_tilted[0]


def test_a_location_is_claimed_by_the_rank_on_its_space_and_pointing_to_it():
    engine = acting({"hand": ["under_the_chicken_coop"],
                     "field": [{"card": "stubborn_mule", "row": 1, "col": 2}, {"card": "hungry_goat", "row": 1, "col": 0}]})
    coop = instance(engine, 0, "under_the_chicken_coop")
    assert "3 Rank" in refused(engine, ClaimLocation(0, coop, 2, 1))   # only the Mule points there (sw)
    engine.state.players[0].field[1][0].tilted = False
    engine.state.players[0].field[2][1] = engine.state.players[0].field[1][0]
    engine.state.players[0].field[1][0] = None               # the Goat (Rank 3) now on the space
    do(engine, ClaimLocation(0, coop, 2, 1))


def test_tilted_animals_and_other_habitats_do_not_help_claim():
    engine = acting({"hand": ["briar_patch"], "field": [{"card": "grizzly_bear", "row": 1, "col": 1, "tilted": True},
                                                         {"card": "charming_pig", "row": 0, "col": 0}]},
                    decks=(mix("forest", "farm"), "farm"))
    assert "0 Rank" in refused(engine, ClaimLocation(0, instance(engine, 0, "briar_patch"), 1, 1))   # Wild: Forest only


def test_civilized_locations_take_city_suburbs_and_farm_animals():
    engine = acting({"hand": ["county_fair"], "field": [{"card": "old_hound_dog", "row": 1, "col": 1}]})
    do(engine, ClaimLocation(0, instance(engine, 0, "county_fair"), 1, 1))


def test_an_item_costs_its_favor_and_goes_under_an_untilted_animal():
    engine = acting({"hand": ["secret_mutagen"], "favor": 2, "field": [{"card": "stubborn_mule", "row": 1, "col": 1}]})
    assert "3 Favor" in refused(engine, EquipItem(0, instance(engine, 0, "secret_mutagen"), 1, 1))
    engine.state.players[0].favor = 3
    do(engine, EquipItem(0, instance(engine, 0, "secret_mutagen"), 1, 1))
    assert engine.state.players[0].favor == 0 and ids(engine.state.players[0].field[1][1].items) == ["secret_mutagen"]


def test_items_pass_by_tilting_the_giver_to_an_untilted_animal_in_its_vectors():
    engine = acting({"field": [{"card": "stubborn_mule", "row": 1, "col": 1, "items": ["bullhorn"]},
                               {"card": "field_mouse", "row": 0, "col": 2}]})
    item = engine.state.players[0].field[1][1].items[0]
    do(engine, PassItems(0, 1, 1, 0, 2, (item,)))
    assert engine.state.players[0].field[1][1].tilted and engine.state.players[0].field[0][2].items == [item]


def test_dark_nature_cards_need_5_fury_but_dark_items_may_be_equipped_below():
    engine = acting({"hand": ["fell_off_the_truck", "stolen_credit_card"], "fury": 4,
                     "field": [{"card": "stray_dog", "row": 1, "col": 1}]}, decks=("city+dark", "forest"))
    assert "5 Fury" in refused(engine, PlayEvent(0, instance(engine, 0, "fell_off_the_truck")))
    card = instance(engine, 0, "stolen_credit_card")
    do(engine, EquipItem(0, card, 1, 1))
    assert "wait" in refused(engine, UseAbility(0, card))       # its ability waits for Dark Nature
    engine.state.players[0].fury = 5
    do(engine, UseAbility(0, card))
    do(engine, PlayEvent(0, instance(engine, 0, "fell_off_the_truck")))


def test_an_events_action_and_discard_costs_are_paid():
    engine = stacked(
        {"turn": 0, "step": "actions", "players": [{"hand": ["inattentive_driver", "airlift", "penance"]},
                                                    {"field": [{"card": "recluse_mole", "row": 0, "col": 0}]}]},
        decks=(EXAMPLE_FARM, "forest"))
    driver, airlift = instance(engine, 0, "inattentive_driver"), instance(engine, 0, "airlift")
    assert "discarded" in refused(engine, PlayEvent(0, driver, (1, 0, 0), ()))
    do(engine, PlayEvent(0, driver, (1, 0, 0), (airlift,)))
    player = engine.state.players[0]
    assert engine.state.turn.actions == 2 and ids(player.hand) == ["penance"]
    assert {"inattentive_driver", "airlift"} <= set(ids(player.trash))
    assert engine.state.players[1].field[0][0] is None


def test_a_locations_ability_goes_to_the_animal_on_its_space_that_meets_its_habitat():
    # "Only animals from the Location's Habitat can contribute to activating the Location"; "This bonus
    # is granted only to animals that are on this space"; a Location is used "if you meet the Habitat
    # requirements" (Supply Line): ruling B24
    engine = acting({"locations": [{"card": "corn_field", "row": 1, "col": 1}, {"card": "county_fair", "row": 1, "col": 0},
                                   {"card": "beaver_dam", "row": 0, "col": 0}],
                     "field": [{"card": "stray_dog", "row": 1, "col": 1}, {"card": "alley_cat", "row": 1, "col": 0},
                               {"card": "field_mouse", "row": 0, "col": 0}]},
                    decks=(mix("city", "farm", "forest"), "forest"))
    field = BEAST.view(engine.state, 0)["players"][0]["field"]
    assert field[1][1]["clout"] == 1                          # a City dog on the Farm's Corn Field: no +2
    assert (field[1][0]["combat"], field[1][0]["clout"]) == (4, 2)   # County Fair is Civilized: City animals use it
    assert field[0][0]["clout"] == 1                          # the Forest's Beaver Dam: not for a Farm mouse
