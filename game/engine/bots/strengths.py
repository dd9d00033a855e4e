"""The three strengths every game offers (the New game form, `play --strength`, `sim --bot`): easy
(the normal bot with a person's slips), normal (the game's heuristic bot) and hard (the search bot
guided by the heuristic: game.engine.bots.search). Each game's hard bot has its own work budget."""
from __future__ import annotations

import importlib
from typing import Callable

from game.engine.bots.easy import EasyBot
from game.engine.bots.search import Plan, SearchBot

STRENGTHS = ("easy", "normal", "hard")
DEFAULT = "normal"

# the hard bot's work per decision, by game: within about 1 s of CPU at the 95th percentile on the
# development machine (tools/bench_bots.py measures it)
PLANS = {
    "noah": Plan(work=600, finalists=4, depth=24),
    "planet": Plan(work=150, finalists=4, depth=1),
    "beast": Plan(work=250, finalists=4, depth=12),
}


def heuristic_of(game: str) -> tuple[Callable, Callable]:
    """(the normal bot's factory, its judge) for a game, from game.engine.bots.<game>_heuristic."""
    from game.engine.games import game_spec
    module = importlib.import_module(f"game.engine.bots.{game}_heuristic")
    return game_spec(game).bots["normal"], module.judge


def easy_bot(game: str, seed: int):
    normal, _ = heuristic_of(game)
    return EasyBot(seed, normal)


def hard_bot(game: str, seed: int, work: int | None = None, depth: int | None = None,
             stop: Callable[[], bool] | None = None):
    """The hard bot; `work` and `depth` override the game's plan (tests keep them small), `stop` lets the
    table end its thinking."""
    normal, judge = heuristic_of(game)
    plan = PLANS[game]
    plan = Plan(plan.work if work is None else work, plan.finalists, plan.depth if depth is None else depth)
    return SearchBot(seed, normal, judge, plan, **({} if stop is None else {"stop": stop}))
