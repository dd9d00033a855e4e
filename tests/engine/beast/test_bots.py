"""The bots: the heuristic bot plays from its own seat's view and beats the random bot."""
from __future__ import annotations

from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from game.engine.games import make_bot
from game.engine.play import play_game


def test_the_heuristic_bot_beats_the_random_bot():
    wins = 0
    for seed in range(6):
        engine = Engine(BEAST, {"players": 2}, seed, undo=False)
        heuristic = seed % 2
        bots = [make_bot("heuristic" if s == heuristic else "random", "beast", seed * 10 + s) for s in range(2)]
        wins += heuristic in play_game(engine, bots).outcome.winners
    assert wins >= 5
