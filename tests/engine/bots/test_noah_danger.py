"""The NOAH hard bot's measure counts the game lost to the next turn card: an Enemy turn whose damage
die (the row's damage, less Defense) or Reality Loss die (the dial's next space) puts a faction out."""
from __future__ import annotations

import pytest

from game.engine.bots.noah_heuristic import LOST, Danger, Judge, judge
from game.engine.noah import row
from game.engine.noah.game import Game
from game.engine.noah.rules import NOAH
from game.engine.noah.state import ENEMY_CARD, hero_card

from ..noah.scenario import calm, set_hand, set_row


def table(margin_over_damage: int, deck=(ENEMY_CARD,), dial_position: int = 0):
    """Seat 0's hero turn with the Hollow Man face up, the faction `margin_over_damage` points above
    the damage the row deals, the turn deck `deck` and the dial at `dial_position`."""
    e = calm()
    set_row(e, ("hollow_man", True, 0), "somnambulist")
    set_hand(e, 0, [])
    state = e.state
    damage = row.enemy_turn_damage(Game(state, NOAH.cards))
    assert damage > 0
    faction = state.factions[0]
    faction.corruption = 1
    faction.health = 1 + damage + margin_over_damage
    state.turn_deck, state.dial_position = list(deck), dial_position
    return e


def test_a_faction_the_row_would_put_out_loses_the_game_on_a_burst():
    assert Danger(NOAH.cards).lost(table(0).state) == pytest.approx(LOST / 2)     # 3 burst faces of 6


def test_a_point_above_the_rows_damage_is_safe_from_the_damage_die():
    assert Danger(NOAH.cards).lost(table(1).state) == 0.0


def test_defense_cards_in_hand_count_against_the_damage():
    e = table(0)
    set_hand(e, 0, ["oryn"])        # Defense 1
    assert Danger(NOAH.cards).lost(e.state) == 0.0


def test_the_dials_next_space_counts_on_a_crescent():
    # Blackout's dial: the space after 3 makes every faction lose 1 health
    lost = Danger(NOAH.cards).lost(table(1, dial_position=3).state)
    assert lost == pytest.approx(LOST * 1 / 2 * 4 / 6)       # a burst and a crescent together


def test_no_enemy_turn_card_left_means_no_danger():
    assert Danger(NOAH.cards).lost(table(0, deck=(hero_card(0),)).state) == 0.0


def test_the_share_of_enemy_cards_in_the_deck_weighs_it():
    lost = Danger(NOAH.cards).lost(table(0, deck=(ENEMY_CARD, hero_card(0), hero_card(0), ENEMY_CARD)).state)
    assert lost == pytest.approx(LOST / 2 / 2)


def test_the_hard_bots_measure_is_the_normal_bots_less_the_danger():
    state = table(0).state
    measure = judge(NOAH, 0, state)
    assert measure(state) == pytest.approx(Judge(NOAH.cards).worth(state, 0) + LOST / 2)


def test_the_red_space_next_counts_a_corruption_for_each_horror_left_in_the_row():
    e = table(1, dial_position=5)                  # Blackout's dial: the red space ends phase 1 after 5
    assert row.enemy_turn_damage(Game(e.state, NOAH.cards)) == 1 and len(e.state.row) == 2
    assert Danger(NOAH.cards).lost(e.state) == pytest.approx(LOST * 4 / 6)   # margin 2: two survivors
