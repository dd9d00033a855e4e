"""The Enemy row: reveal, 1st, R.I.P. and ongoing effects, thresholds, defeat, sliding, rewards, winning and losing."""
from __future__ import annotations

from game.engine.noah.commands import EndTurn, PlayAction, PlayMercenary, RecruitAgent

from .scenario import (
    GK, SS, calm, enemy_turn, give_mercenary, names, of_type, ok, refused, set_hand, set_row,
)

# blackout: toronto (threshold 3, +1 health), sydney (3, Reveal: RL +1), mumbai (4, hits -1), casablanca (5, +1 damage)


def hit(e, position=0, card="calyx", upgrade="base", discard=None, seat=0):
    return ok(e.submit(PlayAction(seat, card, upgrade, discard, ("enemy", position))))


def test_defeated_enemy_goes_to_the_graveyard():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "drowsy_watchman", "bloated_sailor", "drowned_postman")
    events = hit(e)
    assert e.state.graveyard == ["somnambulist"]
    assert of_type(events, "EnemyDefeated")[0].enemy == "somnambulist"


def test_damage_below_health_stays_on_the_enemy():
    e = calm()
    set_row(e, ("somnambulist", True, 2), "drowsy_watchman")
    events = hit(e)
    assert e.state.row[0].damage == 3 and e.state.graveyard == []
    assert of_type(events, "DamagePlaced")[0].total == 3


def test_the_row_slides_left_and_the_new_first_is_revealed():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "drowsy_watchman", "bloated_sailor")
    events = hit(e)
    assert [r.enemy for r in e.state.row] == ["drowsy_watchman", "bloated_sailor"]
    assert e.state.row[0].face_up and not e.state.row[1].face_up
    assert "EnemiesSlid" in names(events) and of_type(events, "EnemyRevealed")[0].position == 0


def test_defeat_in_the_middle_slides_only_those_behind():
    e = calm()
    set_row(e, ("drowsy_watchman", True), ("somnambulist", True, 2), "bloated_sailor")
    e.state.factions[0].ability = 2  # range 2
    hit(e, 1)
    assert [r.enemy for r in e.state.row] == ["drowsy_watchman", "bloated_sailor"]
    assert not e.state.row[1].face_up


def test_reward_goes_to_every_faction():
    e = calm([SS, GK])
    set_row(e, ("hollow_man", True, 4), "drowsy_watchman")  # reward: charge 1 energy
    hit(e)
    assert [f.energy for f in e.state.factions] == [6, 6]


def test_reward_health_never_above_the_track():
    e = calm()
    e.state.factions[0].health = 10
    set_row(e, ("somnambulist", True, 3), "drowsy_watchman")  # reward: recover 1
    hit(e)
    assert e.state.factions[0].health == 10


def test_reveal_effect_resolves_when_the_enemy_is_revealed():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "hollow_man")  # Reveal: Reality Loss +1
    hit(e)
    assert e.state.row[0].enemy == "hollow_man" and e.state.row[0].face_up
    assert e.state.dial_position == 1


def test_first_effect_resolves_when_the_enemy_reaches_the_first_position():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "lullaby_wraith")  # 1st: every faction loses 1 energy
    hit(e)
    assert e.state.factions[0].energy == 4


def test_first_effect_of_an_enemy_already_face_up_resolves_on_arrival():
    e = calm()
    set_row(e, ("somnambulist", True, 3), ("lullaby_wraith", True))
    hit(e)
    assert e.state.factions[0].energy == 4


def test_first_effect_does_not_resolve_elsewhere_in_the_row():
    e = calm()
    set_row(e, ("drowsy_watchman", True), "lullaby_wraith")
    e.state.factions[0].ability = 2
    hit(e, 1)  # reveals the wraith at Location 2 (Sydney: Reality Loss +1), it is not 1st
    assert e.state.factions[0].energy == 5 and e.state.row[1].face_up


def test_rip_effect_resolves_when_defeated():
    e = calm()
    set_row(e, ("night_clerk", True, 3), "drowsy_watchman")  # R.I.P.: Reality Loss +1; reward 2 energy
    events = hit(e)
    assert e.state.dial_position == 1 and e.state.factions[0].energy == 7
    assert [ev.trigger for ev in of_type(events, "EffectResolved")][:2] == ["rip", "reward"]


def test_rip_heal_removes_damage_from_the_rest_of_the_row():
    e = calm()
    set_row(e, ("dream_eater", True, 6), ("drowsy_watchman", True, 3))  # R.I.P.: remove 2 damage from every Enemy
    hit(e)
    assert e.state.row[0].damage == 1


def test_ongoing_extra_damage_applies_while_face_up():
    e = calm()
    set_row(e, ("somnambulist", True), ("night_mare", True))  # every Enemy deals 1 more
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 8 - (1 + 1) - (1 + 1)


def test_ongoing_effect_of_a_face_down_enemy_does_nothing():
    e = calm()
    set_row(e, ("somnambulist", True), "night_mare")
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 8 - 1


def test_ongoing_extra_health_for_every_enemy():
    e = calm()
    set_row(e, ("somnambulist", True, 3), ("first_sleeper", True))  # +1 health to every Enemy
    hit(e)
    assert e.state.row[0].enemy == "somnambulist" and e.state.row[0].damage == 4  # needs 5 now


def test_ongoing_threshold_change():
    e = calm()
    set_row(e, ("pale_sleeper", True, 3))  # threshold +1: Toronto's 3 becomes 4
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 7


def test_ongoing_hits_reduced():
    e = calm()
    set_row(e, ("drowsing_giant", True))  # each Deal Hits against it deals 1 fewer
    hit(e, card="calyx", upgrade="discard", discard="vesana")
    assert e.state.row[0].damage == 1


def test_location_extra_health():
    e = calm()
    set_row(e, ("somnambulist", True, 2))  # health 3, Toronto +1
    hit(e)
    assert e.state.row[0].damage == 3 and not e.state.graveyard


def test_location_hits_reduced():
    e = calm()
    set_row(e, ("drowsy_watchman", True), ("bloated_sailor", True), ("drowned_postman", True, 0))
    e.state.factions[0].ability = 5  # range 3
    hit(e, 2, upgrade="discard", discard="vesana")  # 2 hits at Mumbai: 1 fewer
    assert e.state.row[2].damage == 1


def test_location_threshold_puts_the_enemy_out_of_commission():
    e = calm()
    set_row(e, ("drowsy_watchman", True, 2), ("bloated_sailor", True, 3))  # Toronto 3, Sydney 3
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 7


def test_location_reveal_trigger():
    e = calm()
    set_row(e, ("drowsy_watchman", True), "bloated_sailor")
    e.state.factions[0].ability = 2
    hit(e, 1)  # revealing the Enemy at Sydney: Reality Loss +1
    assert e.state.dial_position == 1


def test_location_first_trigger_when_an_enemy_arrives():
    e = calm()
    e.state.locations = ["reykjavik", "valparaiso", "prague", "lagos"]  # Reykjavik: an Enemy arrives, -1 energy
    set_row(e, ("somnambulist", True, 3), "drowsy_watchman")
    hit(e)
    assert e.state.factions[0].energy == 4


def test_location_rip_trigger():
    e = calm()
    e.state.locations = ["reykjavik", "valparaiso", "prague", "lagos"]  # Valparaiso: R.I.P. discard a Mercenary
    set_row(e, ("drowsy_watchman", True), ("somnambulist", True, 3))
    e.state.factions[0].ability = 2
    display = list(e.state.mercenary_display)
    hit(e, 1)
    assert display[0] in e.state.mercenary_discard and display[0] not in e.state.mercenary_display


def test_attacking_a_face_down_enemy_reveals_it_first():
    e = calm()
    set_row(e, ("drowsy_watchman", True), "hollow_man")
    e.state.factions[0].ability = 2
    events = hit(e, 1)
    order = names(events)
    assert order.index("EnemyRevealed") < order.index("DamagePlaced")
    assert e.state.dial_position == 2  # the Hollow Man's Reveal and Sydney's


def test_winning_after_the_12th_defeat():
    e = calm()
    s = e.state
    everyone = [r.enemy for r in s.row] + s.enemy_deck
    set_row(e, ("somnambulist", True, 3))
    s.graveyard = [x for x in everyone if x != "somnambulist"][:11]
    s.enemy_deck = []
    s.phase, s.phase_start, s.dial_position = 3, 12, 14
    events = hit(e)
    assert s.outcome == "won" and "GameWon" in names(events)
    assert "12" in s.outcome_reason


def test_the_game_over_refuses_every_command():
    e = calm()
    e.state.outcome, e.state.outcome_reason = "won", "All 12 horrors are defeated."
    assert "The game is over" in refused(e.submit(EndTurn(0)))
    assert e.legal_commands(0) == []


def test_losing_when_corruption_meets_health():
    e = calm()
    f = e.state.factions[0]
    f.health, f.corruption = 3, 2
    events = hit(e, upgrade="corrupt")
    assert e.state.outcome == "lost" and "GameLost" in names(events)
    assert "fell" in e.state.outcome_reason


def test_corruption_one_below_health_is_fine():
    e = calm()
    f = e.state.factions[0]
    f.health, f.corruption = 4, 2
    hit(e, upgrade="corrupt")
    assert e.state.outcome == ""


def test_one_fallen_faction_loses_for_everyone():
    e = calm([SS, GK])
    e.state.factions[1].health, e.state.factions[1].corruption = 2, 1
    e.state.factions[0].ability = 2
    set_row(e, ("drowsy_watchman", True), "whisperer")
    hit(e, 1)  # reveals the Whisperer: every faction takes 1 corruption
    assert e.state.outcome == "lost"


def test_reposition_swaps_two_enemies():
    e = calm([GK])
    set_row(e, ("drowsy_watchman", True), "bloated_sailor", "drowned_postman")
    from game.engine.noah.rules import NOAH
    card = next(a.id for a in NOAH.cards.factions[GK].agents if any(op.name == "reposition" for op in a.base))
    set_hand(e, 0, [card])
    ok(e.submit(PlayAction(0, card, "base", None, ("enemy", 1, 1))))
    assert [r.enemy for r in e.state.row] == ["drowsy_watchman", "drowned_postman", "bloated_sailor"]


def test_reposition_into_the_first_position_reveals_and_resolves_1st():
    e = calm([GK])
    set_row(e, ("drowsy_watchman", True), "lullaby_wraith")
    from game.engine.noah.rules import NOAH
    card = next(a.id for a in NOAH.cards.factions[GK].agents if any(op.name == "reposition" for op in a.base))
    set_hand(e, 0, [card])
    ok(e.submit(PlayAction(0, card, "base", None, ("enemy", 1, -1))))
    assert e.state.row[0].enemy == "lullaby_wraith" and e.state.row[0].face_up
    assert e.state.factions[0].energy == 4


def test_reposition_off_the_end_of_the_row_is_refused():
    e = calm([GK])
    set_row(e, ("drowsy_watchman", True), "bloated_sailor")
    from game.engine.noah.rules import NOAH
    card = next(a.id for a in NOAH.cards.factions[GK].agents if any(op.name == "reposition" for op in a.base))
    set_hand(e, 0, [card])
    assert "none on that side" in refused(e.submit(PlayAction(0, card, "base", None, ("enemy", 0, -1))))
    assert "left (-1) or right (+1)" in refused(e.submit(PlayAction(0, card, "base", None, ("enemy", 0, 2))))
