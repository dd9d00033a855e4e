"""The Strategy Variants (draft, Selection Area, Develop) and the Single Player Rules."""
from __future__ import annotations

from game.engine.planet.commands import (
    Create, Develop, DiscardAtSetup, DiscardForAction, Draft, EndActions, Plant, Regenerate, Search,
)
from game.engine.planet.events import PacketsPassed, SelectionAreaShifted
from game.engine.planet.rules import PLANET

from .helpers import engine
from .scenario import me, of, ok, refused, stacked


def test_the_draft_keeps_one_and_passes_the_rest_to_the_left_seven_times():
    e = engine(3, variant="strategy")
    assert e.state.phase == "draft" and PLANET.prompt(e.state).kind == "draft"
    first_packets = [list(p.packet) for p in e.state.players]
    for draft_round in range(7):
        assert sorted(PLANET.active_seats(e.state)) == [0, 1, 2]
        for seat in range(3):
            events = ok(e, e.legal_commands(seat)[0])
        assert of(events, PacketsPassed)
        if draft_round == 0:   # seat 1 now picks from what seat 0 passed
            assert sorted(e.state.players[1].packet) == sorted(set(first_packets[0]) - {min(first_packets[0])})
    assert e.state.phase == "setup_discard"
    assert all(len(p.hand) == 7 for p in e.state.players)


def test_in_the_draft_each_seat_sees_only_its_own_packet_and_picks_once_a_round():
    e = engine(2, variant="strategy")
    view = e.view(0)["draft"]
    assert view["packet"] == sorted(e.state.players[0].packet) and view["packet_counts"] == [7, 7]
    card = e.state.players[0].packet[0]
    ok(e, Draft(0, card))
    assert "picked this round" in refused(e, Draft(0, e.state.players[0].packet[0]))
    assert e.view(1)["draft"]["kept"] == [] and e.view(0)["draft"]["kept"] == [card]


def test_after_the_setup_discards_the_selection_area_is_filled():
    e = engine(2, variant="strategy")
    for _ in range(7):
        for seat in range(2):
            ok(e, e.legal_commands(seat)[0])
    for seat in range(2):
        ok(e, DiscardAtSetup(seat, tuple(sorted(me(e, seat).hand)[:2])))
    assert len(e.state.selection) == 3 and all(e.state.selection) and e.state.phase == "actions"


def test_develop_costs_1_action_from_area_i_and_2_from_ii_or_iii():
    e = stacked({"turn": 0, "selection": ["koala", "rabbit", "firefly"]}, variant="strategy")
    ok(e, Develop(0, 1))
    assert "rabbit#1" in me(e).hand and e.state.actions_left == 1 and e.state.selection[1] == ""
    assert "costs 2 actions" in refused(e, Develop(0, 2))
    ok(e, Develop(0, 0))
    assert "koala#1" in me(e).hand and e.state.phase == "feeding"


def test_after_scoring_area_i_is_discarded_the_rest_move_right_and_the_areas_refill():
    e = stacked({"turn": 0, "phase": "feeding", "selection": ["koala", "", "firefly"],
                 "noah_pile": ["rabbit", "field_mouse", "hedgehog", "dragonfly"]}, variant="strategy")
    events = ok(e, e.legal_commands(0)[0])
    shifted = of(events, SelectionAreaShifted)[0]
    assert shifted.discarded == "koala#1" and shifted.areas == ("firefly#1", "", "")
    assert "koala#1" in e.state.discard_pile
    # drawn first after scoring: rabbit, field mouse (the hand); then the empty areas refill
    assert e.state.selection == ["firefly#1", "hedgehog#1", "dragonfly#1"]


def test_a_single_player_gains_actions_only_by_discarding_before_taking_any():
    e = stacked({"turn": 0, "players": [{"hand": ["rabbit", "koala", "firefly", "hedgehog"]}]}, players=1)
    assert "no actions" in refused(e, Plant(0))
    assert "Plant, Create and Develop" in refused(e, Search(0))
    assert "Plant, Create and Develop" in refused(e, Regenerate(0))
    ok(e, DiscardForAction(0, "rabbit#1"))
    ok(e, DiscardForAction(0, "firefly#1"))
    assert e.state.actions_left == 2 and e.state.discard_pile[-1] == "firefly#1"
    ok(e, Create(0, "koala#1"))
    assert "first, before you take any action" in refused(e, DiscardForAction(0, "hedgehog#1"))
    ok(e, Plant(0))
    assert e.state.phase == "actions"          # a single player ends the phase when done
    ok(e, EndActions(0))
    assert e.state.phase == "feeding"


def test_a_single_players_develop_costs_2_even_from_area_i():
    e = stacked({"turn": 0, "players": [{"hand": ["rabbit", "koala"]}]}, players=1)
    ok(e, DiscardForAction(0, "rabbit#1"))
    assert "costs 2 actions" in refused(e, Develop(0, 0))
    ok(e, DiscardForAction(0, "koala#1"))
    ok(e, Develop(0, 0))
    assert e.state.actions_left == 0


def test_a_hand_the_setup_lists_holds_just_those_cards_after_the_draft():
    """A zone given in the setup holds exactly what is listed: the draft's packets go under the Noah
    Card Pile, not into a listed hand (a seat whose hand is not listed keeps what it was dealt)."""
    e = stacked({"turn": 0, "players": [{"hand": ["koala", "rabbit"]}]}, variant="strategy")
    assert sorted(me(e, 0).hand) == ["koala#1", "rabbit#1"]
    assert len(me(e, 1).hand) == 7
    assert len(e.state.noah_pile) + len(e.state.selection) + 2 + 7 == len(PLANET.cards.noah_cards)
