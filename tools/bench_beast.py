"""Benchmark (not a test): Nature of the Beast speed. Random playouts per second (whole games, legal
listing included) and the heuristic bot's decision time, medians over several runs.
Usage: python tools/bench_beast.py [--runs 5] [--games 20] [--decisions 300]"""
from __future__ import annotations

import argparse
import statistics
import time

from game.engine.beast.rules import BEAST
from game.engine.bots import make_bot
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.play import play_game


def playouts_per_second(games: int, first_seed: int) -> tuple[float, float]:
    commands = 0
    started = time.perf_counter()
    for number in range(games):
        seed = first_seed + number
        players = 2 + seed % 3
        engine = Engine(BEAST, {"players": players}, seed, undo=False)
        commands += play_game(engine, [make_bot("random", "beast", seed * 10 + s) for s in range(players)]).commands
    elapsed = time.perf_counter() - started
    return games / elapsed, commands / elapsed


def decision_times(decisions: int, players: int) -> list[float]:
    """The heuristic bot's time per decision over games of its own (every seat a heuristic bot)."""
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        seed += 1
        engine = Engine(BEAST, {"players": players}, seed, undo=False)
        bots = [make_bot("heuristic", "beast", seed * 10 + s) for s in range(players)]
        while not engine.is_over and len(times) < decisions:
            seat = BEAST.active_seats(engine.state)[0]
            legal = engine.legal_commands(seat)
            started = time.perf_counter()
            command = bots[seat].choose(seen_by(BEAST, engine.state, seat, legal))
            times.append(time.perf_counter() - started)
            engine.submit(command)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--decisions", type=int, default=300)
    args = parser.parse_args()
    runs = [playouts_per_second(args.games, 1000 * run) for run in range(args.runs)]
    print(f"random playouts/s   {statistics.median(r[0] for r in runs):8.1f}  (2-4 players, median of {args.runs} "
          f"runs of {args.games} games)")
    print(f"random commands/s   {statistics.median(r[1] for r in runs):8.0f}")
    for players in (2, 4):
        times = sorted(decision_times(args.decisions, players))
        print(f"heuristic decision  {players} players: median {statistics.median(times) * 1000:6.1f} ms, "
              f"90th percentile {times[int(len(times) * 0.9)] * 1000:6.1f} ms, slowest {times[-1] * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
