"""Section IV, Battles."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import (
    AcceptDefeat, CallAlly, DeclareBattle, InviteAlly, JoinBattle, LegendBoost, PassPhase, PlayEvent, UseAbility,
)
from game.engine.beast.rules import BEAST
from tests.engine.beast.scenario import at, do, ids, instance, mix, refused, stacked, totals


def battle(attacker: dict, defender: dict, third: dict | None = None, decks=("farm", "forest"), **options):
    players = [attacker, defender] + ([third] if third else [])
    return stacked({"turn": 0, "step": "actions", "players": players},
                   decks=decks if not third else decks + ("city",), **options)


def mule_against_mole(**options):
    return battle({"field": [{"card": "stubborn_mule", "row": 0, "col": 1}], "hand": [], "fury": 1},
                  {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": []}, **options)


def test_the_attacker_tilts_and_the_defender_acts_first_during_the_attackers_turn():
    engine = mule_against_mole()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    assert engine.state.players[0].field[0][1].tilted
    assert BEAST.active_seats(engine.state) == [1] and engine.state.turn.seat == 0
    assert "not your turn" in refused(engine, PassPhase(0))
    do(engine, PassPhase(1))
    assert BEAST.active_seats(engine.state) == [0]


def test_two_passes_in_a_row_resolve_and_the_loser_is_trashed():
    engine = mule_against_mole()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))               # 3 against 1
    do(engine, PassPhase(1))
    do(engine, PassPhase(0))
    do(engine, AcceptDefeat(1))
    assert at(engine, 1, 0, 1) is None and "recluse_mole" in ids(engine.state.players[1].trash)
    assert engine.state.battle is None and engine.state.turn.seat == 0


def test_ties_go_to_the_defender_and_the_attacker_gains_fury_even_when_losing():
    engine = battle({"field": [{"card": "field_mouse", "row": 0, "col": 1}], "hand": [], "fury": 1},
                    {"field": [{"card": "gray_squirrel", "row": 0, "col": 1}], "hand": []})   # 0 against 0
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PassPhase(1))
    do(engine, PassPhase(0))
    do(engine, AcceptDefeat(0))
    assert at(engine, 0, 0, 1) is None and at(engine, 1, 0, 1) == "gray_squirrel"
    assert engine.state.players[0].fury == 2


def test_fury_10_puts_the_attacker_out_at_once():
    engine = mule_against_mole()
    engine.state.players[0].fury = 9
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PassPhase(1))
    do(engine, PassPhase(0))
    assert engine.state.players[0].out and engine.state.outcome == "won" and engine.state.winners == [1]


def test_an_ally_must_be_untilted_adjacent_with_a_vector_toward_the_combatant():
    engine = battle({"field": [{"card": "stubborn_mule", "row": 0, "col": 1}], "hand": []},
                    {"field": [{"card": "recluse_mole", "row": 0, "col": 1}, {"card": "baby_bear", "row": 1, "col": 1},
                               {"card": "evasive_bullfrog", "row": 0, "col": 2},
                               {"card": "wild_turkey", "row": 0, "col": 0, "tilted": True}], "hand": []})
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    allies = [c for c in engine.legal_commands(1) if isinstance(c, CallAlly)]
    assert allies == [CallAlly(1, 1, 1)]
    assert "Vector" in refused(engine, CallAlly(1, 0, 2))      # the Bullfrog has no Vector west
    assert "Vector" in refused(engine, CallAlly(1, 0, 0))      # the Turkey is tilted


def test_an_invited_player_allies_from_the_front_row_and_a_refusal_is_a_pass():
    engine = battle({"field": [{"card": "stubborn_mule", "row": 0, "col": 1}], "hand": []},
                    {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": []},
                    {"field": [{"card": "stray_dog", "row": 0, "col": 2}, {"card": "alley_cat", "row": 1, "col": 0}],
                     "hand": []})
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, InviteAlly(1, 2))
    assert BEAST.active_seats(engine.state) == [2]
    assert [c for c in engine.legal_commands(2) if isinstance(c, JoinBattle)] == [JoinBattle(2, 2)]
    do(engine, JoinBattle(2, 2))
    assert totals(engine) == (3, 2) and engine.state.players[2].field[0][2].tilted
    assert engine.state.battle.passes == 0 and BEAST.active_seats(engine.state) == [0]


def test_a_legend_combatant_boosts_by_discarding_one_trick_a_phase():
    engine = battle({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []},
                    {"field": [{"card": "illia", "row": 0, "col": 1}], "hand": ["annoyance", "penance"]})
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    assert totals(engine) == (7, 6)                             # the Bull +1 attacking
    do(engine, LegendBoost(1, instance(engine, 1, "penance")))
    do(engine, PassPhase(0))
    do(engine, LegendBoost(1, instance(engine, 1, "annoyance")))
    assert totals(engine) == (7, 8) and engine.state.players[1].hand == []
    assert "Legend" in refused(engine, LegendBoost(0, "0.x.1"))


def test_their_turn_cards_are_for_the_defender_only():
    engine = battle({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": ["booby_trapped"]},
                    {"field": [{"card": "grizzly_bear", "row": 0, "col": 1}], "hand": ["distant_opponent"]},
                    decks=("farm", "forest"))
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PlayEvent(1, instance(engine, 1, "distant_opponent")))
    assert totals(engine) == (7, 10)


def test_the_loser_is_asked_the_same_way_whether_or_not_it_holds_a_defeat_card():
    prompts = []
    for hand in ([], ["righteous_shield"]):
        engine = battle({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []},
                        {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": hand})
        for command in (DeclareBattle(0, 0, 1, 1, 0, 1), PassPhase(1), PassPhase(0)):
            do(engine, command)
        prompts.append(BEAST.prompt(engine.state))
    assert prompts[0] == prompts[1] and prompts[0].kind == "defeat" and prompts[0].seats == (1,)


def test_a_seat_that_chose_auto_pass_is_not_asked_after_losing():
    engine = mule_against_mole(auto_pass=[False, True])
    for command in (DeclareBattle(0, 0, 1, 1, 0, 1), PassPhase(1), PassPhase(0)):
        do(engine, command)
    assert engine.state.battle is None and at(engine, 1, 0, 1) is None


def test_a_human_that_affects_a_battle_is_used_as_a_phase():
    engine = battle({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []},
                    {"field": [{"card": "grizzly_bear", "row": 0, "col": 1}], "hand": [],
                     "humans": [{"card": "condor_scout", "row": 0}]}, decks=("farm", "forest"))
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, UseAbility(1, engine.state.players[1].humans[0]))
    assert totals(engine) == (7, 9) and engine.state.players[1].humans_tilted[0]
    assert BEAST.active_seats(engine.state) == [0]


SAVERS = ["veterinarian", "playful_possum", "scars_of_battle"]


def test_every_card_that_says_the_loser_stays_tilted_is_tried_below():
    # issue 19, item 5: "Check every card whose text names a state ... against what its effect does"
    says = {c.id for c in BEAST.cards.cards.values() if "stays in your Field, tilted" in (c.text or "")}
    assert says == set(SAVERS)


@pytest.mark.parametrize("saver", SAVERS)
def test_a_card_that_keeps_the_loser_in_the_field_leaves_it_tilted(saver):
    # Veterinarian: "it stays in your Field, tilted"; Playful 'Possum: "the loser stays in your Field,
    # tilted"; Scars Of Battle: "it stays in your Field, tilted". The defender fights untilted.
    defender = {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": [], "favor": 3}
    if saver == "veterinarian":
        defender["humans"] = [{"card": "veterinarian", "row": 0}]
    elif saver == "playful_possum":
        defender["field"].append({"card": "playful_possum", "row": 1, "col": 0})
    else:
        defender["hand"] = ["scars_of_battle", "airlift"]
    engine = battle({"field": [{"card": "raging_bull", "row": 0, "col": 1}], "hand": []}, defender,
                    decks=("farm", mix("forest", "farm", "tricky", "dark")))
    for command in (DeclareBattle(0, 0, 1, 1, 0, 1), PassPhase(1), PassPhase(0)):
        do(engine, command)
    save = next(c for c in engine.legal_commands(1) if isinstance(c, (PlayEvent, UseAbility))
                and saver in c.card)
    do(engine, save)
    mole = engine.state.players[1].field[0][1]
    assert at(engine, 1, 0, 1) == "recluse_mole" and mole.tilted


def test_the_attacker_tilted_to_attack_still_uses_its_battle_item():
    # tilted animals "cannot move, attack, ally, recruit, claim Locations, or equip Items": nothing
    # there stops a tilted attacker from using the Loaded Revolver it holds (ruling B19)
    engine = battle({"field": [{"card": "stray_dog", "row": 0, "col": 1, "items": ["loaded_revolver"]}], "hand": [],
                     "fury": 5},
                    {"field": [{"card": "grizzly_bear", "row": 0, "col": 1}], "hand": []}, decks=("city", "forest"))
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PassPhase(1))
    assert totals(engine) == (3, 8)
    do(engine, UseAbility(0, engine.state.players[0].field[0][1].items[0]))
    assert totals(engine) == (7, 8)


def test_an_item_used_by_tilting_its_bearer_waits_for_the_bearer_to_untilt():
    engine = battle({"field": [{"card": "house_cat", "row": 0, "col": 1, "items": ["voodoo_doll"]}], "hand": []},
                    {"field": [{"card": "grizzly_bear", "row": 0, "col": 1}], "hand": []}, decks=("suburbs", "forest"))
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, PassPhase(1))
    doll = engine.state.players[0].field[0][1].items[0]
    assert "already tilted" in refused(engine, UseAbility(0, doll))


def test_a_tilted_animals_ongoing_power_still_works():
    # Bessie: "Your Farm animals have +1 Clout", tilted or not (ruling B19)
    engine = battle({"field": [{"card": "bessie", "row": 1, "col": 1, "tilted": True},
                               {"card": "stubborn_mule", "row": 0, "col": 1}], "hand": []},
                    {"field": [], "hand": []})
    assert BEAST.view(engine.state, 0)["players"][0]["field"][0][1]["clout"] == 2
