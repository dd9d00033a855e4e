"""Reality Loss & Phases: the dial's spaces, red spaces, survivors' corruption, the round ending at once."""
from __future__ import annotations

import pytest

from game.engine.noah import dial, turns
from game.engine.noah.commands import AdvanceAbility, EndTurn, PlayAction, PlayMercenary
from game.engine.noah.game import Game

from .scenario import (
    GK, SS, calm, cards, enemy_turn, give_mercenary, names, of_type, ok, refused, set_hand, set_row,
)

# sleepers_dial: 0 start, 2 drain 1, 4 damage 1, 6 red | 8 corrupt 1, 9 reveal next, 11 damage 1, 12 red |
#                13 heal 1, 15 lose ability 1, 16 drain 2, 17 damage 2, 18 red


def at(e, position):
    """Put the pointer on `position`, in the phase it belongs to."""
    s = e.state
    reds = cards().dials[s.dial].reds
    passed = [r for r in reds[:-1] if r <= position]  # a red space also starts the next phase
    s.phase = 1 + len(passed)
    s.phase_start = ([cards().dials[s.dial].start] + passed)[-1]
    s.dial_position = position


def quiet_row(e, damage=0):
    set_row(e, ("somnambulist", True, damage), "drowsy_watchman", "bloated_sailor", "drowned_postman")


def test_sleepers_dial_shape():
    dial = cards().dials["sleepers_dial"]
    assert dial.start == 0 and dial.reds == (6, 12, 18)


@pytest.mark.parametrize("space, check", [
    (2, lambda s: s.factions[0].energy == 5 - 1),
    (4, lambda s: s.factions[0].health == 8 - 1),
    (8, lambda s: s.factions[0].corruption == 1),
    (9, lambda s: s.row[1].face_up and not s.row[2].face_up),
    (11, lambda s: s.factions[0].health == 8 - 1),
    (13, lambda s: s.row[0].damage == 1),
    (15, lambda s: s.factions[0].ability == 1),
    (16, lambda s: s.factions[0].energy == 5 - 2),
    (17, lambda s: s.factions[0].health == 8 - 2),
])
def test_each_dial_space_resolves_its_effect(space, check):
    e = calm()
    e.state.locations = ["toronto", "mumbai", "casablanca", "sydney"]  # no Reveal trigger at Location 2
    quiet_row(e, damage=2)
    at(e, space - 1)
    e.state.factions[0].ability = 2
    events = enemy_turn(e, burst=False, crescents=1)
    assert e.state.dial_position == space
    assert check(e.state)
    assert of_type(events, "EffectResolved")[0].trigger == "dial"


@pytest.mark.parametrize("space", [1, 3, 5, 7, 10, 14])
def test_plain_spaces_do_nothing(space):
    e = calm()
    quiet_row(e)
    at(e, space - 1)
    before = [(f.health, f.corruption, f.ability) for f in e.state.factions]
    events = enemy_turn(e, burst=False, crescents=1)
    assert not of_type(events, "EffectResolved")
    assert [(f.health, f.corruption, f.ability) for f in e.state.factions] == before


def advance(e, spaces):
    """An effect pushes Reality Loss up `spaces` spaces."""
    game = Game(e.state, cards())
    dial.advance(game, spaces)
    turns.play_on(game)
    return game.events


def test_an_effect_of_two_spaces_resolves_both_spaces():
    e = calm()
    quiet_row(e)
    at(e, 3)
    advance(e, 2)  # 4 (damage 1) then 5 (plain)
    assert e.state.dial_position == 5 and e.state.factions[0].health == 7


def test_red_space_ends_the_phase():
    e = calm()
    quiet_row(e)
    at(e, 5)
    events = enemy_turn(e, burst=False, crescents=1)
    s = e.state
    assert s.phase == 2 and s.phase_start == 6 and s.dial_position == 6
    assert of_type(events, "PhaseEnded")[0].survivors == 4
    assert "PhaseStarted" in names(events)


def test_reaching_red_loses_the_remaining_spaces():
    e = calm()
    quiet_row(e)
    at(e, 5)
    advance(e, 2)
    assert e.state.dial_position == 6 and e.state.phase == 2


def test_every_faction_takes_one_corruption_per_surviving_enemy():
    e = calm([SS, GK])
    set_row(e, ("somnambulist", True), "drowsy_watchman", "bloated_sailor")
    at(e, 5)
    enemy_turn(e, burst=False, crescents=1)
    assert [f.corruption for f in e.state.factions] == [3, 3]


def test_survivors_stay_and_new_enemies_fill_the_row():
    e = calm()
    set_row(e, ("somnambulist", True), "drowsy_watchman")
    at(e, 5)
    deck_top = list(reversed(e.state.enemy_deck[-2:]))
    enemy_turn(e, burst=False, crescents=1)
    row = e.state.row
    assert [r.enemy for r in row] == ["somnambulist", "drowsy_watchman"] + deck_top
    assert row[0].face_up and not any(r.face_up for r in row[2:])


def test_phase_end_ends_the_round_at_once():
    e = calm()
    quiet_row(e)
    at(e, 5)
    round_before = e.state.round
    e.state.turn_deck = ["hero:0", "free", "free", "enemy", "enemy"]  # cards left in the round
    events = enemy_turn(e, burst=False, crescents=1)
    assert e.state.round == round_before + 1
    order = names(events)
    assert "TurnDeckShuffled" in order
    drawn_since = order[order.index("TurnDeckShuffled"):].count("TurnCardDrawn")
    assert len(e.state.turn_deck) + drawn_since == 6  # every turn card, the unplayed ones too


def test_clearing_the_row_moves_the_pointer_to_the_red_space():
    e = calm()
    set_row(e, ("somnambulist", True, 3))  # 4 health at Toronto
    at(e, 2)
    events = ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    s = e.state
    assert s.dial_position == 6 and s.phase == 2 and s.phase_start == 6
    assert s.factions[0].corruption == 0
    assert of_type(events, "PhaseEnded")[0].survivors == 0
    assert len(s.row) == 4 and s.row[0].face_up


def test_clearing_the_row_on_the_phase_start_goes_to_this_phases_red_space():
    e = calm()
    set_row(e, ("somnambulist", True, 3))
    at(e, 6)  # phase 2 begins on the red space that ended phase 1
    assert e.state.phase == 2 and e.state.phase_start == 6
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    s = e.state
    assert s.phase == 3 and s.dial_position == 12 and s.phase_start == 12


def test_cleared_phase_ends_the_round_after_the_heros_turn():
    e = calm()
    set_row(e, ("somnambulist", True, 3))
    round_before = e.state.round
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    s = e.state
    assert s.round_over and s.turn.kind == "hero" and s.turn.seat == 0  # the turn goes on
    ok(e.submit(EndTurn(0)))
    assert s.round == round_before + 1 and not s.round_over


def test_lower_reality_loss_moves_back_one_space():
    e = calm()
    at(e, 3)
    set_hand(e, 0, ["mirelle"])
    ok(e.submit(PlayAction(0, "mirelle", "base")))
    assert e.state.dial_position == 2


def test_lower_never_goes_before_the_phase_start():
    e = calm()
    at(e, 7)
    set_hand(e, 0, ["mirelle"])
    ok(e.submit(PlayAction(0, "mirelle", "corrupt", None, ("turn",))))  # lower 2
    assert e.state.dial_position == 6


def test_lower_at_the_phase_start_does_nothing():
    e = calm()
    at(e, 6)
    set_hand(e, 0, ["mirelle"])
    events = ok(e.submit(PlayAction(0, "mirelle", "base")))
    assert e.state.dial_position == 6 and not of_type(events, "RealityLossMoved")


def test_drifter_resets_to_the_phase_start():
    e = calm()
    at(e, 10)
    give_mercenary(e, 0, "drifter")
    ok(e.submit(PlayMercenary(0, "drifter")))
    assert e.state.dial_position == 6


def test_phase_3_ending_with_survivors_loses():
    e = calm()
    quiet_row(e)
    at(e, 17)
    e.state.enemy_deck = []
    events = enemy_turn(e, burst=False, crescents=1)
    assert e.state.outcome == "lost" and "GameLost" in names(events)
    assert "horror" in e.state.outcome_reason


def test_phase_3_cleared_with_horrors_still_waiting_brings_them_on():
    e = calm()
    set_row(e, ("somnambulist", True, 3))
    at(e, 13)
    waiting = len(e.state.enemy_deck)
    assert waiting
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    s = e.state
    assert s.outcome == "" and s.phase == 3 and len(s.row) == min(4, waiting) and s.row[0].face_up


def test_enemy_effect_that_advances_to_red_ends_the_phase():
    e = calm()
    set_row(e, ("somnambulist", True, 3), "hollow_man")  # Reveal: Reality Loss +1
    at(e, 5)
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    # the Hollow Man slid to the front, was revealed, pushed the pointer onto red
    s = e.state
    assert s.phase == 2 and s.dial_position == 6
    assert s.factions[0].corruption == 1  # the Hollow Man survived phase 1


# --- a phase ends once the step in progress is resolved (ruling R4) --------------------------------
def test_a_defeat_whose_rip_effect_ends_the_phase_is_finished_in_that_phase():
    """"All cards then slide one position to the left, and the frontmost card is revealed" (The
    Enemies) and "Reward: All factions receive this once the Enemy is defeated" belong to the defeat: an
    R.I.P. effect that pushes the dial onto red ends the phase only once the defeat is finished."""
    e = calm()
    e.state.locations = ["reykjavik", "valparaiso", "prague", "lagos"]  # Reykjavik: an Enemy arrives, -1 Energy
    set_row(e, ("night_clerk", True, 2), "lullaby_wraith", "drowsy_watchman", "bloated_sailor")
    at(e, 5)  # R.I.P.: Reality Loss +1 reaches red
    events = ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    order = names(events)
    resolved = [(ev.source, ev.trigger) for ev in of_type(events, "EffectResolved")]
    assert resolved.count(("reykjavik", "first")) == 1 and resolved.count(("lullaby_wraith", "first")) == 1
    assert order.index("EnemiesSlid") < order.index("PhaseEnded")
    phase_ended = order.index("PhaseEnded")
    assert all(order.index(name) < phase_ended for name in ("EnemiesSlid", "EnemyRevealed"))
    reward_at = next(i for i, ev in enumerate(events) if getattr(ev, "trigger", "") == "reward")
    assert reward_at < phase_ended
    s = e.state
    assert s.phase == 2 and s.dial_position == 6
    assert s.factions[0].energy == 5 + 2 - 1 - 1  # the Night Clerk's reward, Reykjavik, the Wraith: once each
    assert s.factions[0].corruption == 3  # three survivors


def test_after_a_phase_ends_only_steps_2_to_4_of_the_turn_remain():
    """"IMPORTANT! In both cases, the round ends immediately" (Reality Loss & Phases): the hero whose
    action ended the phase plays no more cards (the next phase's row is not theirs to attack this
    turn); they may still recruit and upgrade, then the turn ends and a new round begins."""
    e = calm()
    set_row(e, ("somnambulist", True, 3))
    set_hand(e, 0, ["calyx", "calyx", "vesana"])
    give_mercenary(e, 0, "birdie")
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    s = e.state
    assert s.phase == 2 and s.round_over and s.turn.seat == 0
    assert "round ends" in refused(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    assert "round ends" in refused(e.submit(PlayMercenary(0, "birdie", ("enemy", 0))))
    legal = e.legal_commands(0)
    assert not [c for c in legal if isinstance(c, (PlayAction, PlayMercenary))]
    assert AdvanceAbility(0) in legal and EndTurn(0) in legal
    ok(e.submit(AdvanceAbility(0)))
    round_before = s.round
    ok(e.submit(EndTurn(0)))
    assert s.round == round_before + 1 and not s.round_over


def test_after_a_phase_ends_no_fellow_plays_out_of_turn_cards_that_round():
    e = calm([SS, GK])
    set_row(e, ("somnambulist", True, 3))
    set_hand(e, 1, ["patch"])  # out of turn: recover 1 health
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    assert e.legal_commands(1) == []
    assert "round ends" in refused(e.submit(PlayAction(1, "patch", "base")))


def test_once_the_pointer_is_on_red_it_moves_no_more_in_that_phase():
    """"Once the dial reaches the next red space, that phase is over": effects still resolving before
    the phase ends move the pointer neither on nor back."""
    e = calm()
    quiet_row(e)
    at(e, 5)
    game = Game(e.state, cards())
    dial.advance(game, 1)
    assert e.state.dial_position == 6 and e.state.phase == 1  # over, not yet ended
    dial.advance(game, 1)
    dial.lower(game, 1)
    assert e.state.dial_position == 6
    turns.play_on(game)
    assert e.state.phase == 2 and e.state.dial_position == 6
