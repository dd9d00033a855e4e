"""Setup: scoring board positions, 7 Noah cards, 2 Basic Plants, the Plant Pile's face-up top, and the
setup discards from the first player on (skipped by a single player)."""
from __future__ import annotations

import pytest

from game.engine.planet.commands import DiscardAtSetup, Search
from game.engine.planet.rules import PLANET

from .helpers import engine
from .scenario import ok, refused


@pytest.mark.parametrize("players, positions", [(2, [0, 1]), (3, [0, 1, 3]), (4, [0, 1, 3, 6])])
def test_scoring_tokens_start_on_0_1_3_and_the_fourth_on_6(players, positions):
    assert [p.score for p in engine(players).state.players] == positions


def test_each_player_has_7_noah_cards_and_2_basic_plants_in_the_ecosystem():
    state = engine(4).state
    cards = PLANET.cards
    for player in state.players:
        assert len(player.hand) == 7 and all(cards.kind_of(c) != "basic_plant" for c in player.hand)
        assert len(player.ecosystem) == 2 and all(cards.kind_of(c) == "basic_plant" for c in player.ecosystem)
    assert len(state.noah_pile) == 118 - 28
    assert len(state.plant_pile) == 30 - 8


def test_the_plant_piles_top_card_is_face_up_for_everyone():
    e = engine(3)
    top = e.state.plant_pile[-1]
    assert all(e.view(seat)["plant_pile_top"] == top for seat in range(3))


def test_each_player_discards_2_from_the_first_player_on():
    e = engine(3)
    assert PLANET.prompt(e.state).kind == "setup_discard" and PLANET.active_seats(e.state) == [0]
    hand1 = sorted(e.state.players[1].hand)
    assert "Seat 1 discards now" in refused(e, DiscardAtSetup(1, tuple(hand1[:2])))
    for seat in range(3):
        hand = sorted(e.state.players[seat].hand)
        ok(e, DiscardAtSetup(seat, tuple(hand[:2])))
        assert len(e.state.players[seat].hand) == 5
        assert e.state.discard_pile[-2:] == hand[:2]
    assert e.state.phase == "actions" and e.state.turn == 0 and e.state.actions_left == 3


def test_the_setup_discard_is_two_different_cards_of_your_own():
    e = engine(2)
    hand = sorted(e.state.players[0].hand)
    assert "exactly 2" in refused(e, DiscardAtSetup(0, (hand[0],)))
    assert "exactly 2" in refused(e, DiscardAtSetup(0, (hand[0], hand[0])))
    other = e.state.players[1].hand[0]
    assert "not in your hand" in refused(e, DiscardAtSetup(0, (hand[0], other)))
    assert "First discard 2 cards" in refused(e, Search(0))


def test_a_single_player_skips_the_discard_and_has_the_selection_area():
    state = engine(1).state
    assert state.phase == "actions" and len(state.players[0].hand) == 7
    assert len(state.selection) == 3 and all(state.selection)
    assert state.actions_left == 0          # actions come from discarding cards


def test_environment_cards_are_drawn_or_chosen():
    assert len(engine(2, environments=3).state.environments) == 3
    assert engine(2, environments=["drought", "monsoon"]).state.environments == ["drought", "monsoon"]
    with pytest.raises(ValueError, match="no Environment card"):
        engine(2, environments=["volcano"])


def test_the_options_are_checked_with_a_sentence():
    with pytest.raises(ValueError, match="1 to 4 players"):
        engine(5)
    with pytest.raises(ValueError, match="standard or strategy"):
        engine(2, variant="chaos")


def test_the_same_seed_deals_the_same_game():
    assert engine(3, seed=9).hash() == engine(3, seed=9).hash()
    assert engine(3, seed=9).hash() != engine(3, seed=10).hash()
