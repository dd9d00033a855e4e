"""Mercenary cards: the display priced 1-4, sliding and refilling, reshuffling, play costs, and the
rulebook's four: Birdie, Drifter, Bud and Sparks."""
from __future__ import annotations

from game.engine.noah.commands import AdvanceAbility, Pass, PlayAction, PlayMercenary, RecruitAgent, RecruitMercenary

from .scenario import CI, SS, calm, cards, give_mercenary, names, of_type, ok, refused, set_hand, set_row


def recruit(e, slot, card="magpie", upgrade="base"):
    set_hand(e, 0, [card])
    return ok(e.submit(PlayAction(0, card, upgrade, None, ("mercenary", slot))))


def test_display_is_priced_1_to_4():
    e = calm()
    assert e.view(0)["mercenary_prices"] == [1, 2, 3, 4]


def test_recruiting_pays_the_slot_price():
    e = calm([CI])
    recruit(e, 1)
    assert e.state.factions[0].energy == 3
    assert of_type(e.submit(AdvanceAbility(0)), "TrackMoved")  # the turn goes on


def test_the_ones_behind_slide_left_and_the_deck_refills_the_last_place():
    e = calm([CI])
    display = list(e.state.mercenary_display)
    top = e.state.mercenary_deck[-1]
    events = recruit(e, 1)
    assert e.state.factions[0].mercenaries == [display[1]]
    assert e.state.mercenary_display == [display[0], display[2], display[3], top]
    assert of_type(events, "MercenaryDealt")[0].slot == 3


def test_the_discard_pile_becomes_the_new_deck_the_moment_the_last_mercenary_is_drawn():
    """"Once the last Mercenary has been drawn from the draw pile, shuffle all the Mercenaries from the
    discard pile into a new Mercenary Deck" (Mercenary Cards): at that moment, not at the next draw."""
    e = calm([CI])
    s = e.state
    s.mercenary_discard = s.mercenary_deck[:-1]
    s.mercenary_deck = s.mercenary_deck[-1:]
    discarded = len(s.mercenary_discard)
    events = recruit(e, 0)
    order = names(events)
    assert order.index("MercenaryDealt") < order.index("MercenaryDeckShuffled")
    assert len(s.mercenary_display) == 4 and len(s.mercenary_deck) == discarded and s.mercenary_discard == []


def test_a_deck_renewed_from_an_empty_discard_pile_is_renewed_at_the_next_draw():
    e = calm([CI])
    s = e.state
    s.mercenary_discard = s.mercenary_deck
    s.mercenary_deck = []
    events = recruit(e, 0)
    assert "MercenaryDeckShuffled" in names(events)
    assert len(s.mercenary_display) == 4 and s.mercenary_discard == []


def test_no_deck_and_no_discard_leaves_a_gap():
    e = calm([CI])
    s = e.state
    s.factions[0].mercenaries = s.mercenary_deck  # every other Mercenary is out
    s.mercenary_deck = []
    recruit(e, 0)
    assert len(s.mercenary_display) == 3


def test_mercenary_play_cost_is_paid():
    e = calm()
    set_row(e, ("first_sleeper", True), "drowned_postman")
    give_mercenary(e, 0, "birdie")  # costs 2 to play
    ok(e.submit(PlayMercenary(0, "birdie", ("enemy", 0))))
    assert e.state.factions[0].energy == 3


def test_mercenary_too_dear_to_play_is_refused():
    e = calm()
    give_mercenary(e, 0, "birdie")
    e.state.factions[0].energy = 1
    assert "costs 2 Energy to play" in refused(e.submit(PlayMercenary(0, "birdie", ("enemy", 0))))
    assert not any(isinstance(c, PlayMercenary) for c in e.legal_commands(0))


def test_played_mercenary_goes_to_the_mercenary_discard():
    e = calm()
    give_mercenary(e, 0, "hustler")
    ok(e.submit(PlayMercenary(0, "hustler")))
    assert e.state.mercenary_discard == ["hustler"] and e.state.factions[0].mercenaries == []
    assert e.state.factions[0].energy == 8


def test_mercenary_not_recruited_is_refused():
    e = calm()
    assert "not recruited" in refused(e.submit(PlayMercenary(0, "hustler")))


def test_mercenaries_may_be_played_at_any_point_of_the_turn():
    e = calm()
    give_mercenary(e, 0, "hustler")
    ok(e.submit(RecruitAgent(0, "sable")))
    ok(e.submit(PlayMercenary(0, "hustler")))
    assert e.state.factions[0].energy == 4 + 3


def test_birdie_deals_10():
    e = calm()
    set_row(e, ("first_sleeper", True), "drowned_postman")  # 12 health (+1 own, +1 Toronto)
    give_mercenary(e, 0, "birdie")
    ok(e.submit(PlayMercenary(0, "birdie", ("enemy", 0))))
    assert e.state.row[0].damage == 10


def test_drifter_resets_reality_loss_to_the_start_of_the_current_phase():
    e = calm()
    s = e.state
    s.phase, s.phase_start, s.dial_position = 2, 6, 11
    give_mercenary(e, 0, "drifter")
    ok(e.submit(PlayMercenary(0, "drifter")))
    assert s.dial_position == 6


def test_bud_hires_from_the_display_for_free():
    e = calm()
    give_mercenary(e, 0, "bud")
    e.state.factions[0].energy = 0
    card = e.state.mercenary_display[3]
    ok(e.submit(PlayMercenary(0, "bud", ("mercenary", 3))))
    assert e.state.factions[0].mercenaries == [card] and e.state.factions[0].energy == 0


def test_the_mercenary_deck_holds_two_sparks():
    """"Sparks (2x: Discard to deal twice as much damage to an enemy as they deal.)" (Mercenary
    Cards): "2x" counts cards, as in "2 players: 2x Enemy, 2x each chosen faction"."""
    assert cards().mercenaries["sparks"].count == 2
    s = calm().state
    mercenaries = s.mercenary_deck + s.mercenary_display
    assert mercenaries.count("sparks") == 2


def test_sparks_deals_twice_the_damage_the_enemy_deals():
    e = calm()
    set_row(e, ("first_sleeper", True), "drowned_postman")  # deals 3
    give_mercenary(e, 0, "sparks")
    ok(e.submit(PlayMercenary(0, "sparks", ("enemy", 0))))
    assert e.state.row[0].damage == 6


def test_mercenary_deck_holds_every_card_of_the_definition():
    from collections import Counter
    from .scenario import cards
    s = calm().state
    expected = Counter({m.id: m.count for m in cards().mercenaries.values()})
    assert Counter(s.mercenary_deck + s.mercenary_display + s.mercenary_discard) == expected


# --- 'Mercenaries can be recruited ... through a Reward, or through effects' ------------------------
def defeat_sand_herald(e, *rest):
    """Defeat the Sand Herald (Reward: recruit a Mercenary) at Location 1 with seat 0's hit."""
    set_row(e, ("sand_herald", True, 3), *rest)  # health 3 + 1 at Toronto
    set_hand(e, 0, ["calyx"])
    return ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))


def test_a_reward_lets_every_faction_in_turn_recruit_a_mercenary():
    """"Mercenaries can be recruited with the Action card (Recruit a Mercenary), through a Reward, or
    through effects" (Mercenary Cards), and the reward: "All factions receive this once the Enemy is
    defeated" (Anatomy of an Enemy Card): each faction in seat order chooses, paying the price."""
    e = calm([SS, CI])
    display = list(e.state.mercenary_display)
    events = defeat_sand_herald(e, ("drowsy_watchman", True), "drowned_postman")
    assert e.state.pending.kind == "recruit_mercenary" and e.state.pending.seats == [0]
    assert e.prompt.kind == "recruit_mercenary"
    assert of_type(events, "PromptRaised")[-1].kind == "recruit_mercenary"
    assert e.legal_commands(0) == [Pass(0)] + [RecruitMercenary(0, slot) for slot in range(4)]
    ok(e.submit(RecruitMercenary(0, 1)))
    assert e.state.factions[0].mercenaries == [display[1]] and e.state.factions[0].energy == 5 - 2
    assert e.state.pending.seats == [1]
    ok(e.submit(Pass(1)))
    assert e.state.factions[1].mercenaries == [] and e.state.pending is None
    assert e.state.turn.kind == "hero" and e.state.turn.seat == 0  # the hero's turn goes on


def test_a_faction_that_can_pay_for_no_mercenary_is_not_asked():
    e = calm([SS, CI])
    e.state.factions[1].energy = 0
    defeat_sand_herald(e, ("drowsy_watchman", True))
    ok(e.submit(Pass(0)))
    assert e.state.pending is None


def test_only_the_mercenaries_a_faction_can_pay_for_are_offered():
    e = calm()
    e.state.factions[0].energy = 2
    defeat_sand_herald(e, ("drowsy_watchman", True))
    assert e.legal_commands(0) == [Pass(0), RecruitMercenary(0, 0), RecruitMercenary(0, 1)]
    assert "costs more Energy" in refused(e.submit(RecruitMercenary(0, 3)))


def test_the_phase_a_reward_ends_waits_for_its_mercenaries():
    e = calm()
    defeat_sand_herald(e)  # the last Enemy of the row
    assert e.state.pending.kind == "recruit_mercenary" and e.state.phase == 1
    ok(e.submit(Pass(0)))
    assert e.state.phase == 2 and e.state.round_over


def test_recruit_mercenary_when_none_is_offered_is_refused():
    e = calm()
    assert "No one is being offered a Mercenary" in refused(e.submit(RecruitMercenary(0, 0)))
