"""The Hero Turn: play Action cards (base, discard, corrupt), hits and attacks, range, recruiting,
ability steps, the energy reset and clean-up, and plays outside your own turn."""
from __future__ import annotations

from game.engine.noah.commands import AdvanceAbility, EndTurn, PlayAction, PlayMercenary, RecruitAgent
from game.engine.noah.rules import NOAH

from .scenario import (
    CI, GK, SS, calm, give_mercenary, names, of_type, ok, refused, set_hand, set_row,
)


def tough_row(e):
    # Toronto +1 health; all quiet Enemies with plenty of health
    set_row(e, ("drowsy_watchman", True), "drowned_postman", "barnacle_wife", "bloated_sailor")


def play(e, card, upgrade="base", discard=None, target=(), seat=0):
    return ok(e.submit(PlayAction(seat, card, upgrade, discard, target)))


# The rulebook's "Example: Hero Turn" (Alex) is examples/alex_hero_turn.yaml, run with its expectations by
# tests/engine/test_scenarios.py, as is the Mercenary illustration (examples/bruce_recruits_a_mercenary.yaml).


# --- 1. playing Action cards -----------------------------------------------------------------
def test_base_action():
    e = calm()
    tough_row(e)
    play(e, "calyx", target=("enemy", 0))
    assert e.state.row[0].damage == 1
    assert e.state.factions[0].played == ["calyx"]


def test_discard_upgrade_does_the_discard_action_and_not_the_discarded_cards():
    e = calm()
    tough_row(e)
    play(e, "calyx", "discard", "vesana", ("enemy", 0))
    f = e.state.factions[0]
    assert e.state.row[0].damage == 2
    assert f.energy == 5  # Vesana's Charge Energy is not carried out
    assert sorted(f.played) == ["calyx", "vesana"] and "vesana" in f.hand  # two more Vesana


def test_corrupt_upgrade_adds_one_corruption():
    e = calm()
    tough_row(e)
    events = play(e, "calyx", "corrupt", None, ("enemy", 0))
    assert e.state.row[0].damage == 3 and e.state.factions[0].corruption == 1
    assert of_type(events, "TrackMoved")[0].track == "corruption"


def test_discarding_the_same_card_needs_a_second_copy():
    e = calm()
    set_hand(e, 0, ["erevane", "vesana"])
    assert "another Action card" in refused(e.submit(PlayAction(0, "erevane", "discard", "erevane", ("turn",))))
    set_hand(e, 0, ["vesana", "vesana"])
    play(e, "vesana", "discard", "vesana")
    assert e.state.factions[0].energy == 7


def test_discard_upgrade_needs_a_card_to_discard():
    e = calm()
    assert "needs another Action card" in refused(e.submit(PlayAction(0, "vesana", "discard")))


def test_discard_card_must_be_in_hand():
    e = calm()
    assert "another Action card in your hand" in refused(e.submit(PlayAction(0, "vesana", "discard", "oryn")))


def test_base_play_cannot_discard():
    e = calm()
    assert "Only the discard upgrade" in refused(e.submit(PlayAction(0, "vesana", "base", "calyx")))


def test_unknown_upgrade_is_refused():
    e = calm()
    assert "base, discard or corrupt" in refused(e.submit(PlayAction(0, "vesana", "double")))


def test_card_not_in_hand_is_refused():
    e = calm()
    assert "not in your hand" in refused(e.submit(PlayAction(0, "noctavia", "base", None, ("enemy", 0))))


def test_action_needing_no_target_refuses_one():
    e = calm()
    assert "needs no target" in refused(e.submit(PlayAction(0, "vesana", "base", None, ("enemy", 0))))


def test_action_needing_a_target_refuses_none():
    e = calm()
    assert "Choose an Enemy" in refused(e.submit(PlayAction(0, "calyx", "base")))


def test_target_beyond_the_row_is_refused():
    e = calm()
    set_row(e, ("drowsy_watchman", True))
    assert "no Enemy at Location 3" in refused(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 2))))


# --- range ---------------------------------------------------------------------------------------
def test_range_1_reaches_only_the_first_enemy():
    e = calm()
    tough_row(e)
    assert "out of range" in refused(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 1))))
    legal = [c for c in e.legal_commands(0) if isinstance(c, PlayAction) and c.card == "calyx"]
    assert {c.target for c in legal} == {("enemy", 0)}


def test_range_ability_reaches_further():
    e = calm()
    tough_row(e)
    e.state.factions[0].ability = 2  # Silent Sentinels: Range 2
    play(e, "calyx", target=("enemy", 1))
    assert e.state.row[1].damage == 1
    assert "out of range" in refused(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 2))))


def test_increase_range_reaches_further_for_the_same_action():
    e = calm()
    tough_row(e)
    set_hand(e, 0, ["noctavia"])  # +1 Range, deal 2
    assert PlayAction(0, "noctavia", "base", None, ("enemy", 1)) in e.legal_commands(0)
    play(e, "noctavia", target=("enemy", 1))
    assert e.state.row[1].damage == 2
    assert e.state.factions[0].range_bonus == 0  # used up by that attack


def test_increase_range_card_then_a_hit():
    e = calm([CI])
    tough_row(e)
    set_hand(e, 0, ["ratchet", "rivet"])  # Ratchet: +1 Range for your next attack
    play(e, "ratchet")
    play(e, "rivet", target=("enemy", 1))
    assert e.state.row[1].damage == 1 and e.state.factions[0].range_bonus == 0


def test_increase_range_lasts_for_one_attack_only():
    e = calm([CI])
    tough_row(e)
    set_hand(e, 0, ["ratchet", "rivet", "rivet"])
    play(e, "ratchet")
    play(e, "rivet", target=("enemy", 0))
    assert "out of range" in refused(e.submit(PlayAction(0, "rivet", "base", None, ("enemy", 1))))


def test_an_enemy_already_attacked_this_turn_stays_in_reach():
    e = calm()
    tough_row(e)
    set_hand(e, 0, ["noctavia", "calyx"])
    play(e, "noctavia", target=("enemy", 1))
    play(e, "calyx", target=("enemy", 1))
    assert e.state.row[1].damage == 3


# --- hits and attacks: Boost -----------------------------------------------------------------------
def test_boost_ability_adds_once_when_a_second_hit_joins_the_attack():
    e = calm()
    tough_row(e)
    e.state.factions[0].ability = 1  # +1 Hit
    set_hand(e, 0, ["calyx", "calyx", "vesana"])
    play(e, "calyx", target=("enemy", 0))
    assert e.state.row[0].damage == 1  # a single hit is not an attack
    play(e, "calyx", target=("enemy", 0))
    assert e.state.row[0].damage == 1 + 2


def test_boost_ability_is_not_added_a_second_time():
    e = calm([GK])
    tough_row(e)
    e.state.factions[0].ability = 1  # Gutter Kings: +1 Hit
    set_hand(e, 0, ["brick", "brick", "brick"])
    for _ in range(3):
        play(e, "brick", target=("enemy", 0))
    assert e.state.row[0].damage == 3 + 1


def test_boost_ability_counts_hits_per_enemy():
    e = calm()
    tough_row(e)
    e.state.factions[0].ability = 2  # +1 Hit and Range 2
    play(e, "calyx", target=("enemy", 0))
    play(e, "calyx", target=("enemy", 1))
    assert (e.state.row[0].damage, e.state.row[1].damage) == (1, 1)


def test_boost_card_adds_to_an_attack_not_to_a_single_hit():
    """"Boosts, for example, are usually applied to attacks and not to single hit actions" (The Hero
    Turn, step 1)."""
    e = calm([GK])
    tough_row(e)
    set_hand(e, 0, ["switchblade", "brick", "brick", "brick"])
    play(e, "switchblade")
    play(e, "brick", target=("enemy", 0))
    assert e.state.row[0].damage == 1  # a single hit: the boost waits
    play(e, "brick", target=("enemy", 0))
    assert e.state.row[0].damage == 1 + 2  # the second hit makes it an attack: +1
    play(e, "brick", target=("enemy", 0))
    assert e.state.row[0].damage == 1 + 2 + 1  # the boost was used up


def test_boost_card_played_during_an_attack_adds_to_its_next_hit():
    e = calm([GK])
    tough_row(e)
    set_hand(e, 0, ["switchblade", "brick", "brick", "brick"])
    play(e, "brick", target=("enemy", 0))
    play(e, "brick", target=("enemy", 0))
    play(e, "switchblade")
    play(e, "brick", target=("enemy", 0))
    assert e.state.row[0].damage == 1 + 1 + 2


def test_boost_and_range_bonuses_end_with_the_turn():
    e = calm()
    tough_row(e)
    set_hand(e, 0, ["sable"])
    play(e, "sable", "corrupt")
    assert e.state.factions[0].boost_bonus == 2 and e.state.factions[0].range_bonus == 1
    e.state.turn_deck[-1] = "hero:0"
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].boost_bonus == 0 and e.state.factions[0].range_bonus == 0


def test_attack_counts_reset_each_turn():
    e = calm()
    tough_row(e)
    e.state.factions[0].ability = 1
    play(e, "calyx", target=("enemy", 0))
    e.state.turn_deck[-1] = "hero:0"
    ok(e.submit(EndTurn(0)))
    assert e.state.turn.attacks == {}
    set_hand(e, 0, ["calyx"])
    play(e, "calyx", target=("enemy", 0))
    assert e.state.row[0].damage == 2  # a fresh single hit, no Boost


# --- 2. recruit and upgrade -----------------------------------------------------------------------
def test_recruit_pays_the_cost_and_takes_the_agent_into_hand():
    e = calm()
    events = ok(e.submit(RecruitAgent(0, "noctavia")))
    f = e.state.factions[0]
    assert f.energy == 2 and "noctavia" in f.hand and f.supply.count("noctavia") == 1
    assert of_type(events, "CardMoved")[0].source == "supply"


def test_recruit_too_expensive_is_refused():
    e = calm()
    e.state.factions[0].energy = 2
    assert "costs 3 Energy and you have 2" in refused(e.submit(RecruitAgent(0, "noctavia")))
    assert RecruitAgent(0, "noctavia") not in e.legal_commands(0)


def test_recruit_within_the_hand_limit_of_8():
    e = calm()
    e.state.factions[0].energy = 15
    set_hand(e, 0, ["calyx", "calyx", "vesana", "vesana", "vesana", "erevane", "sable"])
    ok(e.submit(RecruitAgent(0, "sable")))
    assert len(e.state.factions[0].hand) == 8
    assert "hand limit is 8" in refused(e.submit(RecruitAgent(0, "oryn")))
    assert not any(isinstance(c, RecruitAgent) for c in e.legal_commands(0))


def test_cards_just_played_cannot_be_recruited():
    e = calm()
    set_hand(e, 0, ["noctavia"])
    tough_row(e)
    play(e, "noctavia", target=("enemy", 0))
    e.state.factions[0].energy = 10
    e.state.factions[0].supply.remove("noctavia")  # the other copy is already in... make it the only one
    assert "just played" in refused(e.submit(RecruitAgent(0, "noctavia")))


def test_only_your_own_supply():
    e = calm()
    assert "not in your Agent supply" in refused(e.submit(RecruitAgent(0, "razor")))


def test_agent_cost_increase_modifier():
    e = calm()
    set_row(e, ("coma_choir", True))  # recruiting an Agent costs 1 more
    ok(e.submit(RecruitAgent(0, "noctavia")))
    assert e.state.factions[0].energy == 5 - 4


def test_after_recruiting_no_more_action_cards():
    e = calm()
    ok(e.submit(RecruitAgent(0, "sable")))
    assert "begun recruiting" in refused(e.submit(PlayAction(0, "vesana", "base")))
    assert not any(isinstance(c, PlayAction) for c in e.legal_commands(0))


def test_after_an_ability_step_no_more_action_cards():
    e = calm()
    ok(e.submit(AdvanceAbility(0)))
    assert "begun recruiting" in refused(e.submit(PlayAction(0, "vesana", "base")))


def test_ability_step_costs_2_energy():
    e = calm()
    events = ok(e.submit(AdvanceAbility(0)))
    f = e.state.factions[0]
    assert (f.energy, f.ability) == (3, 1)
    assert {(ev.track, ev.old, ev.new) for ev in of_type(events, "TrackMoved")} == {("energy", 5, 3), ("ability", 0, 1)}


def test_ability_steps_as_often_as_energy_allows():
    e = calm()
    ok(e.submit(AdvanceAbility(0)))
    ok(e.submit(AdvanceAbility(0)))
    assert "costs 2 Energy and you have 1" in refused(e.submit(AdvanceAbility(0)))
    assert AdvanceAbility(0) not in e.legal_commands(0)


def test_no_ability_step_past_the_top_of_the_track():
    e = calm()
    e.state.factions[0].ability = len(NOAH.cards.factions[SS].ability_track) - 1
    assert "top of your Ability track" in refused(e.submit(AdvanceAbility(0)))


def test_losing_an_ability_when_pushed_back():
    e = calm()
    e.state.factions[0].ability = 1  # +1 Hit
    set_row(e, ("drowsy_watchman", True, 5), "the_waking")  # 1st: every faction back 1 ability space
    play(e, "calyx", "discard", "vesana", ("enemy", 0))
    assert e.state.row[0].enemy == "the_waking"
    assert e.state.factions[0].ability == 0
    assert e.view(0)["factions"][0]["abilities"]["boost"] == 0


# --- 3. reset energy, 4. clean up ---------------------------------------------------------------
def test_energy_resets_to_5_and_unspent_energy_is_lost():
    e = calm()
    e.state.factions[0].energy = 12
    e.state.turn_deck[-1] = "hero:0"
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].energy == 5


def test_energy_reset_adds_energy_abilities():
    e = calm()
    e.state.factions[0].ability = 3  # Silent Sentinels: Energy +1 on the fourth space
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].energy == 6


def test_every_energy_space_adds():
    e = calm()
    e.state.factions[0].ability = 7  # two Energy spaces passed
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].energy == 7


def test_energy_reset_reduced_modifier():
    e = calm()
    set_row(e, ("yawning_thing", True))
    e.state.turn_deck[-1] = "hero:0"
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].energy == 4


def test_played_cards_go_back_to_the_supply_at_the_end_of_the_turn():
    e = calm()
    tough_row(e)
    play(e, "calyx", "discard", "vesana", ("enemy", 0))
    ok(e.submit(EndTurn(0)))
    f = e.state.factions[0]
    assert f.played == [] and "calyx" in f.supply and "vesana" in f.supply
    assert f.supply == sorted(f.supply)


def test_recruited_mercenaries_stay_with_the_faction():
    e = calm()
    give_mercenary(e, 0, "hustler")
    ok(e.submit(EndTurn(0)))
    assert e.state.factions[0].mercenaries == ["hustler"]


# --- whose turn ---------------------------------------------------------------------------------
def test_out_of_turn_card_during_a_fellows_turn():
    e = calm([GK, SS])  # seat 1 is the Silent Sentinels, seat 0 has the turn
    ok(e.submit(PlayAction(1, "erevane", "base", None, ("turn",))))
    assert e.state.turn.seat == 0
    assert e.state.known and e.state.known[0].seat == 1


def test_card_without_the_icon_is_refused_off_turn():
    e = calm([GK, SS])
    before = e.hash()
    assert "only be played on your own turn" in refused(e.submit(PlayAction(1, "calyx", "base", None, ("enemy", 0))))
    assert e.hash() == before


def test_legal_commands_off_turn_are_only_out_of_turn_plays():
    e = calm([GK, SS])
    legal = e.legal_commands(1)
    assert legal and all(isinstance(c, PlayAction) and c.card == "erevane" for c in legal)


def test_recruit_and_end_turn_off_turn_are_refused():
    e = calm([GK, SS])
    assert "not your turn" in refused(e.submit(RecruitAgent(1, "sable")))
    assert "not your turn" in refused(e.submit(EndTurn(1)))
    assert "not your turn" in refused(e.submit(AdvanceAbility(1)))


def test_out_of_turn_mercenary_during_a_fellows_turn():
    e = calm([GK, SS])
    give_mercenary(e, 1, "doc_halloran")  # out of turn: recover 3, costs 1
    e.state.factions[1].health = 4
    ok(e.submit(PlayMercenary(1, "doc_halloran")))
    assert e.state.factions[1].health == 7 and e.state.factions[1].energy == 4


def test_mercenary_without_the_icon_is_refused_off_turn():
    e = calm([GK, SS])
    give_mercenary(e, 1, "hustler")
    assert "only be played on your own turn" in refused(e.submit(PlayMercenary(1, "hustler")))
