"""Every operation of the Action Reference, and every Enemy operation and ongoing modifier of FORMAT.md."""
from __future__ import annotations

import pytest

from game.engine.noah.commands import PlaceSpied, PlayAction, PlayMercenary, RecruitAgent
from game.engine.noah.effects.ops import REGISTRY
from game.engine.noah.effects.registry import ENEMY, HERO, MODIFIER

from .scenario import (
    CI, GK, LO, SS, calm, cards, enemy_turn, give_mercenary, names, of_type, ok, refused, set_hand, set_row,
)


def play(e, card, upgrade="base", discard=None, target=(), seat=0):
    return ok(e.submit(PlayAction(seat, card, upgrade, discard, target)))


def quiet_row(e):
    set_row(e, ("drowsy_watchman", True), "drowned_postman", "barnacle_wife", "bloated_sailor")


# --- hero operations -------------------------------------------------------------------------
def test_deal_hits():
    e = calm([GK])
    quiet_row(e)
    set_hand(e, 0, ["razor"])
    play(e, "razor", target=("enemy", 0))
    assert e.state.row[0].damage == 3


def test_deal_hits_times_enemy_damage():
    e = calm([GK])
    set_row(e, ("drowsing_giant", True), "drowned_postman")  # damage 2, but each Deal Hits against it is 1 fewer
    set_hand(e, 0, ["big_lou"])
    play(e, "big_lou", target=("enemy", 0))
    assert e.state.row[0].damage == 2 * 2 - 1


def test_deal_hits_times_counts_modified_damage():
    e = calm([GK])
    set_row(e, ("salt_widow", True), ("night_mare", True))  # 2 + 1 from the Night Mare
    set_hand(e, 0, ["big_lou"])
    play(e, "big_lou", target=("enemy", 0))
    assert e.state.row[0].damage == 6


def test_charge_energy_self():
    e = calm([SS, GK])
    play(e, "vesana", "corrupt")
    assert [f.energy for f in e.state.factions] == [8, 5]


def test_charge_energy_all():
    e = calm([LO, GK])
    set_hand(e, 0, ["tobiah", "ansel"])
    play(e, "tobiah", "discard", "ansel")
    assert [f.energy for f in e.state.factions] == [6, 6]


def test_charge_energy_stops_at_the_top_of_the_track():
    e = calm()
    e.state.factions[0].energy = 14
    play(e, "vesana", "corrupt")
    assert e.state.factions[0].energy == cards().core.energy_track_max


def test_defense_blocks_while_the_enemies_deal_damage():
    e = calm([GK])
    set_row(e, ("insomniac", True), ("drowsy_watchman", True))  # 2 + 1
    set_hand(e, 0, ["moll", "brick"])  # Moll: block 2
    enemy_turn(e, burst=True, crescents=0, windows="open")
    play(e, "moll")
    assert e.state.factions[0].health == 7


def test_spy_on_the_top_turn_card():
    e = calm([SS, GK])
    top = e.state.turn_deck[-1]
    events = play(e, "erevane", target=("turn",))
    assert of_type(events, "CardSpied")[0].card == top
    assert e.view(0)["turn_deck_known"] == [{"from_top": 0, "card": top}]
    assert e.view(1)["turn_deck_known"] == []
    assert e.state.turn_deck[-1] == top  # put back on top


def test_spy_on_a_face_down_enemy():
    e = calm([SS, GK])
    quiet_row(e)
    play(e, "erevane", target=("enemy", 2))
    assert not e.state.row[2].face_up
    assert e.view(0)["row"][2]["enemy"] == "barnacle_wife" and e.view(0)["row"][2]["spied"]
    assert e.view(1)["row"][2]["enemy"] is None


def test_spy_on_a_face_up_enemy_is_refused():
    e = calm()
    assert "already face up" in refused(e.submit(PlayAction(0, "erevane", "base", None, ("enemy", 0))))


def test_spy_on_an_empty_turn_deck_is_refused():
    e = calm()
    e.state.turn_discard += e.state.turn_deck
    e.state.turn_deck = []
    assert "turn card deck is empty" in refused(e.submit(PlayAction(0, "erevane", "base", None, ("turn",))))


def test_spied_turn_card_is_forgotten_once_drawn():
    e = calm()
    e.state.turn_deck[-1] = "hero:0"
    play(e, "erevane", target=("turn",))
    from game.engine.noah.commands import EndTurn
    ok(e.submit(EndTurn(0)))
    assert e.view(0)["turn_deck_known"] == []


def test_spy_reorder_moves_the_turn_card_anywhere_in_the_deck():
    e = calm()
    deck = list(e.state.turn_deck)
    play(e, "erevane", "corrupt", target=("turn",))
    assert e.state.pending.kind == "place_spied"
    assert e.legal_commands(0) == [PlaceSpied(0, p) for p in range(len(deck))]
    ok(e.submit(PlaceSpied(0, len(deck) - 1)))  # to the bottom
    assert e.state.turn_deck == [deck[-1]] + deck[:-1]
    assert e.view(0)["turn_deck_known"] == [{"from_top": len(deck) - 1, "card": deck[-1]}]
    assert e.state.pending is None and e.state.turn.seat == 0


def test_spy_reorder_swaps_a_face_down_enemy_with_another_face_down_enemy():
    e = calm()
    quiet_row(e)
    set_hand(e, 0, ["erevane", "calyx"])
    play(e, "erevane", "discard", "calyx", ("enemy", 1))
    assert e.legal_commands(0) == [PlaceSpied(0, 1), PlaceSpied(0, 2), PlaceSpied(0, 3)]
    assert "only swap places with another face-down" in refused(e.submit(PlaceSpied(0, 0)))
    ok(e.submit(PlaceSpied(0, 3)))
    assert [r.enemy for r in e.state.row] == ["drowsy_watchman", "bloated_sailor", "barnacle_wife", "drowned_postman"]
    assert not any(r.face_up for r in e.state.row[1:])


def test_spy_reorder_may_leave_the_enemy_where_it_is():
    e = calm()
    quiet_row(e)
    set_hand(e, 0, ["erevane", "calyx"])
    play(e, "erevane", "discard", "calyx", ("enemy", 1))
    ok(e.submit(PlaceSpied(0, 1)))
    assert e.state.row[1].enemy == "drowned_postman"


def test_place_spied_without_a_spy_is_refused():
    e = calm()
    assert "no spied card" in refused(e.submit(PlaceSpied(0, 0)))


def test_only_the_spy_places_the_spied_card():
    e = calm([SS, GK])
    play(e, "erevane", "corrupt", target=("turn",))
    assert "Waiting for" in refused(e.submit(PlaceSpied(1, 0)))
    assert e.legal_commands(1) == []


def test_ability_step_self():
    e = calm()
    set_hand(e, 0, ["ilsbeth"])
    play(e, "ilsbeth")
    assert e.state.factions[0].ability == 1 and e.state.factions[0].energy == 5  # free


def test_ability_step_all():
    e = calm([LO, GK])
    set_hand(e, 0, ["ysolde", "ansel"])
    play(e, "ysolde", "discard", "ansel")
    assert [f.ability for f in e.state.factions] == [1, 1]


def test_ability_step_stops_at_the_top():
    e = calm()
    top = len(cards().factions[SS].ability_track) - 1
    e.state.factions[0].ability = top
    set_hand(e, 0, ["ilsbeth"])
    play(e, "ilsbeth", "corrupt")
    assert e.state.factions[0].ability == top


def test_lower_reality_loss():
    e = calm([LO])
    e.state.dial_position = 4
    set_hand(e, 0, ["maudry"])
    play(e, "maudry", "corrupt")
    assert e.state.dial_position == 2


def test_reset_reality_loss():
    e = calm()
    e.state.dial_position = 5
    give_mercenary(e, 0, "drifter")
    ok(e.submit(PlayMercenary(0, "drifter")))
    assert e.state.dial_position == 0


def test_increase_range():
    e = calm([CI])
    set_hand(e, 0, ["ratchet"])
    play(e, "ratchet")
    assert e.state.factions[0].range_bonus == 1


def test_boost():
    e = calm([CI])
    set_hand(e, 0, ["spanner"])
    play(e, "spanner", "corrupt")
    assert e.state.factions[0].boost_bonus == 3


def test_recruit_mercenary_pays_the_display_price():
    e = calm([CI])
    set_hand(e, 0, ["magpie"])
    card = e.state.mercenary_display[2]
    play(e, "magpie", target=("mercenary", 2))
    assert e.state.factions[0].mercenaries == [card] and e.state.factions[0].energy == 5 - 3


def test_recruit_mercenary_too_dear_is_refused():
    e = calm([CI])
    set_hand(e, 0, ["magpie"])
    e.state.factions[0].energy = 2
    assert "costs 3 Energy" in refused(e.submit(PlayAction(0, "magpie", "base", None, ("mercenary", 2))))


def test_recruit_mercenary_counts_energy_charged_by_the_same_action():
    e = calm([CI])
    set_hand(e, 0, ["magpie", "rivet"])
    e.state.factions[0].energy = 0
    play(e, "magpie", "discard", "rivet", ("mercenary", 0))  # charge 1, then recruit for 1
    assert len(e.state.factions[0].mercenaries) == 1 and e.state.factions[0].energy == 0


def test_recruit_mercenary_free():
    e = calm([CI])
    set_hand(e, 0, ["magpie"])
    play(e, "magpie", "corrupt", target=("mercenary", 3))
    assert e.state.factions[0].energy == 5 and len(e.state.factions[0].mercenaries) == 1


def test_recover_health_self_and_never_above_the_top():
    e = calm([GK])
    e.state.factions[0].health = 9
    set_hand(e, 0, ["patch"])
    play(e, "patch", "corrupt")
    assert e.state.factions[0].health == cards().core.track_max


def test_recover_health_all():
    e = calm([LO, GK])
    for f in e.state.factions:
        f.health = 5
    set_hand(e, 0, ["hesper"])
    play(e, "hesper", "corrupt")
    assert [f.health for f in e.state.factions] == [7, 7]


def test_purge_corruption_self_and_never_below_0():
    e = calm([LO])
    e.state.factions[0].corruption = 0
    set_hand(e, 0, ["seraphine"])
    play(e, "seraphine")
    assert e.state.factions[0].corruption == 0


def test_purge_corruption_all():
    e = calm([LO, GK])
    for f in e.state.factions:
        f.corruption = 3
    set_hand(e, 0, ["seraphine", "ansel"])
    play(e, "seraphine", "discard", "ansel")
    assert [f.corruption for f in e.state.factions] == [2, 2]


def test_reposition():
    e = calm([CI])
    quiet_row(e)
    set_hand(e, 0, ["gizmo"])
    play(e, "gizmo", target=("enemy", 2, -1))
    assert [r.enemy for r in e.state.row][1:3] == ["barnacle_wife", "drowned_postman"]


# --- enemy operations --------------------------------------------------------------------------
def reveal_at_front(e, enemy, factions=None):
    """The front Enemy (1 hit from defeat) falls and `enemy`, face down behind it, arrives first."""
    set_row(e, ("somnambulist", True, 3), enemy, "drowned_postman")
    return play(e, "calyx", target=("enemy", 0))


def test_advance_reality_loss():
    e = calm()
    reveal_at_front(e, "hollow_man")
    assert e.state.dial_position == 1


def test_damage_all_factions():
    e = calm([SS, GK])
    reveal_at_front(e, "insomniac")  # 1st: every faction loses 1
    assert [f.health for f in e.state.factions] == [8 + 1 - 1, 8 + 1 - 1]  # the Somnambulist's reward first


def test_damage_from_an_effect_cannot_be_blocked():
    """Defense blocks "during an Enemy turn" (Action Reference): the health an effect takes is lost in
    full, whatever Defense ability or Defense card the faction has (ruling R27)."""
    e = calm([SS, GK])
    e.state.factions[0].ability = 4  # the Silent Sentinels' Defense 1
    set_hand(e, 0, ["calyx", "oryn"])
    events = reveal_at_front(e, "insomniac")  # 1st: every faction loses 1
    assert [f.health for f in e.state.factions] == [8 + 1 - 1, 8 + 1 - 1]
    assert not of_type(events, "DamageBlocked") and e.state.pending is None


def test_corrupt_all_factions():
    e = calm([SS, GK])
    reveal_at_front(e, "whisperer")
    assert [f.corruption for f in e.state.factions] == [1, 1]


def test_drain_energy_all_never_below_0():
    e = calm([SS, GK])
    e.state.factions[1].energy = 1
    reveal_at_front(e, "salt_widow")  # Reveal: every faction loses 2
    assert [f.energy for f in e.state.factions] == [3, 0]


def test_lose_ability_all_never_below_the_first_space():
    e = calm([SS, GK])
    e.state.factions[0].ability = 3
    reveal_at_front(e, "the_waking")
    assert [f.ability for f in e.state.factions] == [2, 0]


def test_heal_enemies_never_below_0():
    e = calm()
    set_row(e, ("dream_eater", True, 6), ("drowsy_watchman", True, 1), ("bloated_sailor", False, 3))
    play(e, "calyx", target=("enemy", 0))
    assert [r.damage for r in e.state.row] == [0, 1]


def test_reveal_next_enemy():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "nightmare_king", "drowned_postman", "hollow_man")
    play(e, "calyx", target=("enemy", 0))
    # the Nightmare King arrives and is revealed; it reveals the next face-down Enemy, then Reality Loss +1
    assert [r.face_up for r in e.state.row] == [True, True, False]
    assert e.state.dial_position == 1 + 1  # its own +1, and Sydney's Reveal for the Enemy at Location 2


def test_discard_mercenary_display():
    e = calm()
    display = list(e.state.mercenary_display)
    deck_top = e.state.mercenary_deck[-1]
    reveal_at_front(e, "sand_herald")
    assert e.state.mercenary_discard == [display[0]]
    assert e.state.mercenary_display == display[1:] + [deck_top]


# --- ongoing modifiers -------------------------------------------------------------------------
def test_mercenary_cost_increase():
    e = calm([CI])
    set_row(e, ("harbourmaster", True))
    set_hand(e, 0, ["magpie"])
    assert e.view(0)["mercenary_prices"] == [2, 3, 4, 5]
    play(e, "magpie", target=("mercenary", 0))
    assert e.state.factions[0].energy == 3


def test_location_mercenary_cost_increase():
    e = calm([CI])
    quiet_row(e)
    e.state.locations = ["reykjavik", "valparaiso", "prague", "lagos"]
    assert e.view(0)["mercenary_prices"] == [2, 3, 4, 5]


def test_an_empty_location_has_no_effect():
    """"Every Location has a special effect that influences play with the Enemy stationed at that
    Location" (Anatomy of a Location Card): with no Enemy stationed there, it has none."""
    e = calm([CI])
    set_row(e, ("drowsy_watchman", True), "drowned_postman", "barnacle_wife")  # Lagos, Location 4, is empty
    e.state.locations = ["reykjavik", "valparaiso", "prague", "lagos"]
    assert e.view(0)["mercenary_prices"] == [1, 2, 3, 4]
    e.state.locations = ["reykjavik", "valparaiso", "prague", "fish_market"]  # agents cost 1 more
    set_hand(e, 0, [])
    e.state.factions[0].energy = 1
    assert RecruitAgent(0, "ratchet") in e.legal_commands(0)  # Ratchet costs 1: the empty Fish Market adds nothing


# the other modifiers are tested where they apply: extra_damage, extra_health, threshold_change and
# hits_reduced in test_noah_row, agent_cost_increase and energy_reset_reduced in test_noah_hero_turn,
# no_defense_ability in test_noah_enemy_turn.
TESTED_ELSEWHERE = {"extra_damage", "extra_health", "threshold_change", "hits_reduced", "agent_cost_increase",
                    "energy_reset_reduced", "no_defense_ability", "mercenary_cost_increase"}


def test_every_registered_operation_is_covered_here():
    import sys
    module = sys.modules[__name__]
    source = open(module.__file__, encoding="utf-8").read()
    untested = [name for name in REGISTRY if f"def test_{name}" not in source and name not in TESTED_ELSEWHERE]
    assert untested == []


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_every_operation_is_used_by_some_card(name):
    c = cards()
    used = set()
    for a in c.agents.values():
        used |= {op.name for op in a.base + a.discard + a.corrupt}
    for m in c.mercenaries.values():
        used |= {op.name for op in m.effect}
    for x in list(c.enemies.values()) + list(c.locations.values()):
        used |= {op.name for op in getattr(x, "effect", ())}
    for x in c.enemies.values():
        used |= {op.name for op in x.reward}
    for d in c.dials.values():
        for space in d.spaces:
            used |= {op.name for op in space.effect}
    assert name in used


def test_a_placed_turn_card_stays_known_as_cards_are_drawn_above_it():
    from game.engine.noah.commands import EndTurn
    e = calm()
    s = e.state
    s.turn_deck = ["enemy", "free", "hero:0", "hero:0", "hero:0"][-len(s.turn_deck):]
    spied = s.turn_deck[-1]
    play(e, "erevane", "corrupt", target=("turn",))
    ok(e.submit(PlaceSpied(0, 2)))
    assert e.view(0)["turn_deck_known"] == [{"from_top": 2, "card": spied}]
    ok(e.submit(EndTurn(0)))  # the top card (a hero:0) is drawn
    assert e.view(0)["turn_deck_known"] == [{"from_top": 1, "card": spied}]
    assert e.state.turn_deck[-2] == spied
