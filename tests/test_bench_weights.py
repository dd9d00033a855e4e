"""tools/bench_weights.py reads weights by name and says in a sentence what it cannot read; a screened
game is played by the weighted bot in the seat asked for."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.engine.bots.beast_heuristic import HARD_WEIGHTS, NORMAL_WEIGHTS, Weights

SPEC = importlib.util.spec_from_file_location("bench_weights", Path(__file__).parents[1] / "tools" / "bench_weights.py")
bench_weights = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench_weights)


def test_weights_are_read_by_name_and_the_rest_are_the_normal_bots():
    assert bench_weights.weights_from("") == NORMAL_WEIGHTS
    assert bench_weights.weights_from("favor=0.6, forward=2.5") == HARD_WEIGHTS
    assert bench_weights.weights_from("cliff_at=8").cliff_at == 8
    assert bench_weights.weights_from("item=0.8,action=0") == Weights(item=0.8, action=0.0)


@pytest.mark.parametrize("text, words", [("bogus=1", "There is no weight 'bogus'"),
                                         ("favor=lots", "The weight 'favor' needs a number, not 'lots'")])
def test_a_weight_it_cannot_read_is_named_in_a_sentence(text, words):
    with pytest.raises(SystemExit, match=words):
        bench_weights.weights_from(text)


def test_a_screened_game_is_played_to_its_end_with_the_weighted_bot_in_its_seat(monkeypatch):
    seats = []
    original = bench_weights.BeastHeuristicBot

    def weighted(seed, weights):
        seats.append(seed % 10)
        return original(seed, weights=weights)
    monkeypatch.setattr(bench_weights, "BeastHeuristicBot", weighted)
    seat, winners = bench_weights.play((9001, 1, HARD_WEIGHTS))
    assert seat == 1 and seats == [1] and winners
