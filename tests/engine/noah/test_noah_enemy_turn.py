"""The Enemy turn: the damage die first, damage from face-up Enemies in commission, defense, Reality Loss."""
from __future__ import annotations

from game.engine.noah.commands import EndTurn, Pass, PlayAction, PlayMercenary

from .scenario import (
    CI, GK, SS, calm, cards, enemy_turn, give_mercenary, names, of_type, ok, refused, set_hand, set_row, top_turn_card,
    pass_windows,
)

# blackout: toronto (threshold 3, +1 health), sydney (3), mumbai (4), casablanca (5, +1 damage)


def row_of_known(e):
    set_row(e, ("somnambulist", True), ("drowsy_watchman", True), "pale_sleeper", ("bloated_sailor", True))


def test_blank_damage_die_deals_no_damage():
    e = calm()
    row_of_known(e)
    events = enemy_turn(e, burst=False, crescents=0)
    assert e.state.factions[0].health == 8
    assert of_type(events, "HorrorDiceRolled")[0].damage_face == "blank"


def test_burst_deals_the_damage_of_every_face_up_enemy():
    e = calm()
    row_of_known(e)  # 1 + 1 + (1 + 1 at Casablanca); the face-down Pale Sleeper deals nothing
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 8 - 4


def test_damage_reaches_every_faction():
    e = calm([SS, GK])
    row_of_known(e)
    enemy_turn(e, burst=True, crescents=0)
    assert [f.health for f in e.state.factions] == [4, 4]


def test_out_of_commission_enemy_deals_no_damage():
    e = calm()
    row_of_known(e)
    e.state.row[0].damage = 3  # Toronto's threshold is 3 (health 3 + 1 there, so still alive)
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 8 - 3


def test_just_below_the_threshold_still_deals_damage():
    e = calm()
    row_of_known(e)
    e.state.row[3].damage = 4  # Casablanca needs 5
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.factions[0].health == 8 - 4


def test_damage_die_is_resolved_before_the_reality_loss_die():
    e = calm()
    row_of_known(e)
    events = enemy_turn(e, burst=True, crescents=1)
    order = names(events)
    assert order.index("HorrorDiceRolled") < order.index("TrackMoved") < order.index("RealityLossMoved")


def test_the_crescent_moves_the_pointer_one_space():
    e = calm()
    row_of_known(e)
    enemy_turn(e, burst=False, crescents=1)
    assert e.state.dial_position == 1


def test_no_crescent_no_reality_loss():
    e = calm()
    row_of_known(e)
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.dial_position == 0


def test_enemy_turn_ends_and_the_next_turn_card_is_drawn():
    e = calm()
    row_of_known(e)
    events = enemy_turn(e, burst=False, crescents=0)
    assert "EnemyTurnStarted" in names(events)
    assert names(events).count("TurnCardDrawn") == 2
    assert e.state.turn.kind in ("hero", "enemy") or e.state.pending is not None


def test_the_reality_loss_die_turns_the_pointer_one_space_at_most():
    """"If it shows the Reality Loss (crescent) symbol, the pointer chip on the Reality Loss tracker is
    turned one space clockwise" (The Enemy Turn): the die has no face with two crescents."""
    faces = cards().core.reality_die
    assert set(faces) == {0, 1}
    for face in range(len(faces)):
        e = calm()
        row_of_known(e)
        e.state.rng.state = next(seed for seed in range(10000) if _rolls(seed, face))
        enemy_turn_card_with_rigged_rng(e)
        assert e.state.dial_position == faces[face]


def _rolls(seed, face):
    from game.engine.core.rng import Rng
    rng = Rng(seed)
    rng.below(len(cards().core.damage_die))
    return rng.below(len(cards().core.reality_die)) == face


def enemy_turn_card_with_rigged_rng(e):
    top_turn_card(e, "enemy")
    ok(e.submit(EndTurn(0)))
    pass_windows(e)


def test_a_defense_card_in_hand_raises_the_defend_prompt():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=1, windows="open")
    assert e.state.pending.kind == "defend" and e.state.pending.seats == [0]
    assert e.prompt.kind == "defend"
    legal = e.legal_commands(0)
    assert Pass(0) in legal and PlayAction(0, "oryn", "base") in legal
    assert e.state.factions[0].health == 8 and e.state.dial_position == 0  # nothing landed yet


def test_pass_takes_the_damage_then_reality_loss():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=1, windows="open")
    events = ok(e.submit(Pass(0)))
    assert e.state.factions[0].health == 4 and e.state.dial_position == 1
    assert e.state.defense is None
    assert names(events).index("TrackMoved") < names(events).index("RealityLossMoved")


def test_defense_card_blocks_its_amount():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    events = ok(e.submit(PlayAction(0, "oryn", "base")))
    assert of_type(events, "DamageBlocked")[0].amount == 1
    # no more defense in hand: the rest lands at once
    assert e.state.factions[0].health == 8 - 3 and e.state.pending is None or e.state.pending.kind != "defend"


def test_defense_discard_upgrade_blocks_more():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "oryn", "discard", "calyx")))
    assert e.state.factions[0].health == 8 - 2


def test_defense_corrupt_upgrade_blocks_and_heals():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "oryn", "corrupt")))
    f = e.state.factions[0]
    assert (f.health, f.corruption) == (8 - 1 + 1, 1)


def test_two_defense_cards_keep_the_prompt_open_until_pass():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "oryn"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "oryn", "base")))
    assert e.state.pending.kind == "defend"
    ok(e.submit(PlayAction(0, "oryn", "base")))
    assert e.state.factions[0].health == 8 - 2


def test_blocking_everything_ends_the_prompt():
    e = calm()
    set_row(e, ("somnambulist", True))
    set_hand(e, 0, ["oryn", "oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "oryn", "base")))
    assert e.state.factions[0].health == 8
    assert e.state.defense is None and (e.state.pending is None or e.state.pending.kind != "defend")


def test_defense_ability_blocks_without_a_card():
    e = calm()
    row_of_known(e)
    e.state.factions[0].ability = 4  # Silent Sentinels: the fifth space is Defense 1
    events = enemy_turn(e, burst=True, crescents=0)
    blocked = of_type(events, "DamageBlocked")
    assert blocked and blocked[0].source == "ability" and blocked[0].amount == 1
    assert e.state.factions[0].health == 8 - 3


def test_no_defense_ability_modifier_switches_the_ability_off():
    e = calm()
    set_row(e, ("leviathan_tongue", True))  # 2 damage at Toronto; Ongoing: the Defense ability blocks nothing
    e.state.factions[0].ability = 4
    events = enemy_turn(e, burst=True, crescents=0)
    assert not of_type(events, "DamageBlocked")
    assert e.state.factions[0].health == 8 - 2


def test_shield_mercenary_blocks_during_the_enemy_turn():
    e = calm()
    row_of_known(e)
    give_mercenary(e, 0, "greta_shieldwall")
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert e.state.pending.kind == "defend"
    ok(e.submit(PlayMercenary(0, "greta_shieldwall")))
    pass_windows(e)  # Erevane, out of turn, keeps the window open
    assert e.state.factions[0].health == 8 - 1
    assert "greta_shieldwall" in e.state.mercenary_discard


def test_a_block_never_exceeds_the_damage_coming():
    e = calm()
    set_row(e, ("somnambulist", True))
    give_mercenary(e, 0, "iron_abe")
    enemy_turn(e, burst=True, crescents=0, windows="open")
    events = ok(e.submit(PlayMercenary(0, "iron_abe")))
    assert of_type(events, "DamageBlocked")[0].amount == 1
    assert e.state.factions[0].health == 8
    assert e.state.factions[0].energy == 5 - 2  # Iron Abe costs 2 Energy to play


def test_each_faction_is_asked_in_seat_order():
    e = calm([SS, GK])
    row_of_known(e)
    set_hand(e, 0, ["oryn"])
    give_mercenary(e, 1, "greta_shieldwall")
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert e.state.pending.seats == [0]
    assert "Waiting for" in refused(e.submit(PlayMercenary(1, "greta_shieldwall")))
    ok(e.submit(Pass(0)))
    assert e.state.pending.seats == [1]
    assert e.state.factions[0].health == 8  # nothing lands until everyone has answered
    ok(e.submit(PlayMercenary(1, "greta_shieldwall")))
    assert [f.health for f in e.state.factions] == [4, 7]


def test_defense_outside_the_enemies_damage_is_refused():
    e = calm()
    set_hand(e, 0, ["oryn"])
    before = e.hash()
    assert "while the Enemies deal you damage" in refused(e.submit(PlayAction(0, "oryn", "base")))
    assert e.hash() == before


def test_a_non_defense_card_cannot_be_played_while_defending():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "calyx"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert "can only be played on your own turn" in \
        refused(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))


def test_out_of_turn_card_may_be_played_while_defending():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "erevane"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "erevane", "base", None, ("enemy", 2))))
    assert e.state.pending.kind == "defend"


def test_spy_and_reorder_while_defending_resumes_the_defense():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "erevane", "calyx"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    ok(e.submit(PlayAction(0, "erevane", "discard", "calyx", ("enemy", 2))))
    assert e.state.pending.kind == "place_spied"
    from game.engine.noah.commands import PlaceSpied
    ok(e.submit(PlaceSpied(0, 2)))
    assert e.state.pending.kind == "defend"
    ok(e.submit(Pass(0)))
    assert e.state.factions[0].health == 4


def test_nobody_can_end_a_turn_during_the_enemy_turn():
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert "The Enemies' turn: play Defense" in refused(e.submit(EndTurn(0)))


def test_pass_when_no_one_is_defending_is_refused():
    e = calm()
    assert "No one is being asked to play in the Enemies" in refused(e.submit(Pass(0)))


def test_enemy_damage_that_meets_corruption_loses_the_game():
    e = calm()
    row_of_known(e)
    e.state.factions[0].corruption = 4
    events = enemy_turn(e, burst=True, crescents=1)
    assert e.state.outcome == "lost" and "GameLost" in names(events)
    assert e.state.dial_position == 0  # nothing resolves after the game is lost


# --- every faction's window in every Enemy turn (ruling R9) ----------------------------------------
def test_on_a_blank_damage_die_every_faction_with_an_out_of_turn_card_gets_a_window():
    """"Some Action cards have an icon in the upper right corner and can be played outside your own
    turn — that is, during a fellow player's turn or the Enemies' turn" (Anatomy of the Action Cards):
    in every Enemies' turn, not only when they deal damage."""
    e = calm([SS, GK])
    row_of_known(e)
    set_hand(e, 0, ["calyx", "erevane"])   # Erevane: out of turn, spy
    set_hand(e, 1, ["brick", "patch"])     # Patch: out of turn, recover 1 health
    e.state.factions[1].health = 6
    enemy_turn(e, burst=False, crescents=1, windows="open")
    assert e.state.pending.kind == "defend" and e.state.pending.seats == [0]
    assert e.state.dial_position == 0  # the Reality Loss die waits for the windows
    legal = e.legal_commands(0)
    assert Pass(0) in legal and PlayAction(0, "erevane", "base", None, ("turn",)) in legal
    assert not [c for c in legal if isinstance(c, PlayAction) and c.card == "calyx"]
    ok(e.submit(Pass(0)))
    assert e.state.pending.seats == [1]
    ok(e.submit(PlayAction(1, "patch", "base")))
    assert e.state.factions[1].health == 7
    assert e.state.pending is None and e.state.dial_position == 1


def test_a_faction_with_nothing_to_play_is_not_asked():
    e = calm([SS, GK])
    row_of_known(e)
    set_hand(e, 0, ["calyx", "vesana"])
    set_hand(e, 1, ["brick"])
    enemy_turn(e, burst=False, crescents=0, windows="open")
    assert e.state.pending is None or e.state.pending.kind != "defend"


def test_every_faction_gets_its_window_while_the_enemies_deal_damage():
    e = calm([GK, SS])
    row_of_known(e)
    set_hand(e, 0, ["moll"])                # a Defense card
    set_hand(e, 1, ["calyx", "mirelle"])    # Mirelle: out of turn, lower Reality Loss; no Defense
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert e.state.pending.seats == [0]
    ok(e.submit(Pass(0)))
    assert e.state.pending.seats == [1] and e.state.defense.incoming[1] == 4
    assert PlayAction(1, "mirelle", "base") in e.legal_commands(1)
    ok(e.submit(Pass(1)))
    assert [f.health for f in e.state.factions] == [4, 4]


def test_a_defense_card_blocks_nothing_when_no_damage_is_coming():
    """"Defense: During an Enemy turn, you can block as much damage as the symbol shows" (Action
    Reference): with nothing coming, there is nothing to block."""
    e = calm()
    row_of_known(e)
    set_hand(e, 0, ["oryn", "erevane"])
    enemy_turn(e, burst=False, crescents=0, windows="open")
    assert not [c for c in e.legal_commands(0) if isinstance(c, PlayAction) and c.card == "oryn"]
    assert "nothing to block" in refused(e.submit(PlayAction(0, "oryn", "base")))


def test_fellow_heroes_with_an_out_of_turn_card_may_act_during_a_heros_turn():
    """"... can be played outside your own turn — that is, during a fellow player's turn": the seats
    that may act now are the hero whose turn it is, then every fellow in its out-of-turn stage, where
    the fellows holding such a card have it to play (and the others nothing)."""
    from game.engine.noah.rules import NOAH
    e = calm([SS, GK, CI])
    set_hand(e, 1, ["patch"])
    set_hand(e, 2, ["spanner"])  # no out-of-turn card
    e.state.factions[1].health = 6
    assert NOAH.active_seats(e.state) == [0, 1, 2]
    assert NOAH.acting(e.state).stage(1) == "other"
    assert e.legal_commands(1) and e.legal_commands(2) == []
    assert "only out-of-turn cards" in refused(e.submit(EndTurn(2)))
    ok(e.submit(PlayAction(1, "patch", "base")))
    assert e.state.factions[1].health == 7 and e.state.turn.seat == 0
