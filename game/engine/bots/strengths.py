"""The three strengths every game offers (the New game form, `play --strength`, `sim --bot`): easy
(the normal bot with a person's slips), normal (the game's heuristic bot) and hard (the search bot
guided by the heuristic: game.engine.bots.search). Each game's hard bot has its own work budget,
the HARD_PLAN of its heuristic module."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from game.engine.bots.easy import EasyBot
from game.engine.bots.search import Plan, SearchBot

STRENGTHS = ("easy", "normal", "hard")
DEFAULT = "normal"


def heuristic_of(game: str) -> tuple[Callable, Callable, Plan]:
    """(the normal bot's factory, its judge, the hard bot's plan) for a game, from
    game.engine.bots.<game>_heuristic."""
    from game.engine.gamelist import game_module
    from game.engine.games import game_spec
    module = game_module(game, "game.engine.bots.{}_heuristic")
    return game_spec(game).bots["normal"], module.judge, module.HARD_PLAN


def easy_bot(game: str, seed: int):
    normal, _, _ = heuristic_of(game)
    return EasyBot(seed, normal)


def hard_bot(game: str, seed: int, work: int | None = None, depth: int | None = None,
             stop: Callable[[], bool] | None = None, plan: dict | None = None):
    """The hard bot; `work` and `depth` override the game's plan (tests keep them small), as `plan` does
    any of its fields (benchmarks screen other plans), `stop` lets the table end its thinking."""
    normal, judge, game_plan = heuristic_of(game)
    plan = replace(game_plan, **(plan or {}))
    plan = replace(plan, work=plan.work if work is None else work, depth=plan.depth if depth is None else depth)
    return SearchBot(seed, normal, judge, plan, **({} if stop is None else {"stop": stop}))
