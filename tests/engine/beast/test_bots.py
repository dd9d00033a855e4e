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


def test_the_heuristic_bot_plays_every_variant():
    for options in ({"variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]},
                    {"variant": "doubles", "subvariants": ["limited_leadership"]}, {"variant": "supply_line"}):
        engine = Engine(BEAST, options, 2, undo=False)
        bots = [make_bot("heuristic", "beast", s) for s in range(len(engine.state.players))]
        assert play_game(engine, bots, max_commands=120).commands == 120 or engine.is_over


def test_in_supply_line_the_bot_values_the_reach_of_its_supply_line():
    from game.engine.beast.game import Game
    from tests.engine.beast.scenario import stacked
    line = [{"card": c, "row": r, "col": 1} for c, r in (("nomadic_sheep", 4), ("nomadic_sheep", 3), ("barn_owl", 2))]
    near = stacked({"players": [{"field": line}, {}]}, variant="supply_line")
    far = stacked({"players": [{"field": line[:1] + [dict(line[1], col=0, row=2)] + line[2:]}, {}]},
                  variant="supply_line")
    bot = make_bot("heuristic", "beast", 1)
    reach = [bot.supply(Game(e.state, BEAST.cards), e.state.players[0]) for e in (near, far)]
    assert reach[0] > reach[1]
