"""Ending the game: Land Victory, Fury Defeat, Scorched Earth, and the rulings B13 and B14."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import EndTurn, PlayEvent, RecruitAnimal
from game.engine.beast.rules import BEAST
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.play import play_game
from tests.engine.beast.scenario import do, instance, stacked

EIGHT = [{"card": c, "row": r, "col": col} for (c, r, col) in (
    ("nomadic_sheep", 0, 0), ("nomadic_sheep", 0, 1), ("field_mouse", 0, 2), ("field_mouse", 1, 0),
    ("barn_owl", 1, 1), ("barn_owl", 1, 2), ("hungry_goat", 2, 0), ("hungry_goat", 2, 1))]


def test_land_victory_the_instant_the_ninth_space_fills():
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"field": EIGHT, "pen": [{"card": "industrious_hen"}, {"card": "pesky_gopher"},
                                 {"card": "delicious_goose"}]}]})
    do(engine, RecruitAnimal(0, 2, 2, 2, (), (0,)))
    assert engine.state.outcome == "won" and engine.state.winners == [0] and "Land Victory" in engine.state.reason
    assert engine.legal_commands(0) == [] and engine.legal_commands(1) == []


def test_fury_defeat_leaves_the_last_army_standing_the_winner():
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"hand": ["caught_in_the_act", "airlift"]}, {"fury": 8}]}, decks=("suburbs", "forest"))
    do(engine, PlayEvent(0, instance(engine, 0, "caught_in_the_act"), (1,), (instance(engine, 0, "airlift"),)))
    assert engine.state.players[1].out and engine.state.winners == [0]


def test_scorched_earth_when_nobody_has_animals_enough_left():
    engine = stacked({"turn": 0, "step": "actions", "players": [{}, {}]})
    for player in engine.state.players:
        player.trash += player.troops[4:]
        del player.troops[4:]
    do(engine, EndTurn(0))
    assert engine.state.outcome == "scorched" and engine.state.winners == []


def test_no_round_limit_ends_a_game_people_play():
    # SCORCHED EARTH: "Should the game go on so long that no one has enough animals left to claim
    # victory then nobody wins": that, and nothing else, ends a long game (ruling B14)
    engine = stacked({"turn": 1, "step": "actions", "round": 500, "players": [{"hand": []}, {"hand": []}]})
    engine.state.first_seat = 0
    do(engine, EndTurn(1))
    assert engine.state.round == 501 and not engine.state.outcome
    with pytest.raises(ValueError, match="no round limit"):
        BEAST.normalize_options({"round_limit": 100})


def test_a_simulation_stops_a_stalled_game_as_unfinished_not_scorched():
    engine = Engine(BEAST, {"players": 2}, 1, undo=False)
    result = play_game(engine, [make_bot("random", "beast", s) for s in range(2)], max_rounds=2)
    assert not result.finished and engine.state.outcome == "" and engine.state.round == 3


def test_in_doubles_a_teammates_full_field_wins_for_the_team_or_every_field_must_fill():
    for win, expected in (("land", [0, 2]), ("every_field", [])):
        engine = stacked({"turn": 0, "step": "actions", "players": [
            {"field": EIGHT, "pen": [{"card": "industrious_hen"}, {"card": "pesky_gopher"},
                                     {"card": "delicious_goose"}]}, {}, {}, {}]},
            decks=("farm", "forest", "city", "suburbs"), variant="doubles", win=win)
        do(engine, RecruitAnimal(0, 2, 2, 2, (), (0,)))
        assert engine.state.winners == expected


def test_putting_a_player_out_reveals_their_pen_and_cannot_be_undone():
    """FURY DEFEAT trashes the Pen, face-down recruits and all: once they are seen, the move that put
    their owner out stands (three players, so the game goes on)."""
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"hand": ["framed"]}, {}, {"fury": 9}]}, decks=("city+dark", "forest", "farm"))
    pen = [r.card for r in engine.state.players[2].pen]
    do(engine, PlayEvent(0, instance(engine, 0, "framed"), (2,)))
    assert engine.state.players[2].out and not engine.state.outcome
    assert all(card in engine.state.players[2].trash for card in pen)
    undone = engine.undo(0)
    assert undone[0].reason and engine.state.players[2].out and not engine.can_undo
