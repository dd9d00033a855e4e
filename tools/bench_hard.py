"""Benchmark (not a test): the hard bot against the normal bot in two-player games, seats swapped game
by game (as `ark-table sim --bot hard --against normal`), with the CPU (process time) of each hard
decision that had more than one legal command: its share of the decided games with the 95% Wilson
interval, and the decision CPU's median, 95th percentile and worst. Prints a line every 10 games.

Usage: python tools/bench_hard.py --game planet [--games 40] [--seed 1000] [--work W]
"""
from __future__ import annotations

import argparse
import time

from game.engine.core.engine import Engine
from game.engine.games import make_bot, rules_for
from game.engine.play import play_game
from game.engine.sim import MAX_ROUNDS, wilson


class Timed:
    """A bot whose every real decision is timed in process CPU."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times = bot, times

    def choose(self, seen):
        started = time.process_time()
        command = self.bot.choose(seen)
        if len(seen.legal) > 1:
            self.times.append(time.process_time() - started)
        return command


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="planet")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--work", type=int, default=None, help="the hard bot's work (default: its game's plan)")
    args = parser.parse_args()
    rules = rules_for(args.game)
    options = rules.normalize_options({"players": 2})
    wins = decided = 0
    times: list[float] = []
    started = time.process_time()
    for number in range(args.games):
        seed = args.seed + number
        hard_seat = number % 2
        bots = [Timed(make_bot("hard", args.game, seed * 10 + s, work=args.work), times) if s == hard_seat
                else make_bot("normal", args.game, seed * 10 + s) for s in range(2)]
        outcome = play_game(Engine(rules, options, seed, undo=False), bots, max_rounds=MAX_ROUNDS).outcome
        if len(outcome.winners) == 1:
            decided += 1
            wins += outcome.winners[0] == hard_seat
        if (number + 1) % 10 == 0 or number + 1 == args.games:
            low, high = wilson(wins, decided)
            ordered = sorted(times) or [0.0]
            print(f"{args.game}: {number + 1} games, hard wins {wins}/{decided} decided ({wins / max(1, decided):.1%}, "
                  f"95% interval {low:.1%}-{high:.1%}); hard decision CPU median {ordered[len(ordered) // 2]:.3f} s, "
                  f"p95 {ordered[int(len(ordered) * 0.95)]:.3f} s, worst {ordered[-1]:.3f} s over {len(times)} "
                  f"decisions; run CPU {time.process_time() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
