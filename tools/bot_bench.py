"""What the game benchmarks share: random playouts a second, and the heuristic bot's time per
decision over whole games with a heuristic bot in every seat (`python tools/bench_<game>.py`)."""
from __future__ import annotations

import time
from typing import Callable

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.games import rules_for
from game.engine.play import play_game


def playouts(game: str, games: int, first_seed: int, players_of: Callable[[int], int]) -> tuple[float, float]:
    """(games a second, commands a second) of random play, legal listing and views included; the
    seats of the game of seed s are players_of(s)."""
    rules = rules_for(game)
    commands = 0
    started = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        players = players_of(seed)
        engine = Engine(rules, {"players": players}, seed, undo=False)
        commands += play_game(engine, [make_bot("random", game, seed * 10 + s) for s in range(players)]).commands
    elapsed = time.perf_counter() - started
    return games / elapsed, commands / elapsed


class Timed:
    """A bot whose every decision is timed: from what its seat sees (the view built as it asks) to
    the command it chooses."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times = bot, times

    def choose(self, seen):
        started = time.perf_counter()
        command = self.bot.choose(seen)
        self.times.append(time.perf_counter() - started)
        return command


def decision_times(game: str, seeds, players_of: Callable[[int], int], most: int | None = None) -> list[float]:
    """Seconds per heuristic-bot decision over the games of these seeds (every seat the heuristic
    bot), stopping after `most` decisions if given."""
    rules = rules_for(game)
    times: list[float] = []
    for seed in seeds:
        players = players_of(seed)
        engine = Engine(rules, {"players": players}, seed, undo=False)
        bots = [Timed(make_bot("heuristic", game, seed * 10 + s), times) for s in range(players)]
        left = None if most is None else most - len(times)
        play_game(engine, bots, **({} if left is None else {"max_commands": left}))
        if most is not None and len(times) >= most:
            break
    return times
