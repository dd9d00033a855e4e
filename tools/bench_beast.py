"""Benchmark (not a test): Nature of the Beast speed. Random playouts per second (whole games, legal
listing included) and the heuristic bot's decision time, medians over several runs.
Usage: python tools/bench_beast.py [--runs 5] [--games 20] [--decisions 300]"""
from __future__ import annotations

import argparse
import itertools
import statistics

from bot_bench import decision_times, playouts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--decisions", type=int, default=300)
    args = parser.parse_args()
    runs = [playouts("beast", args.games, 1000 * run, lambda seed: 2 + seed % 3) for run in range(args.runs)]
    print(f"random playouts/s   {statistics.median(r[0] for r in runs):8.1f}  (2-4 players, median of {args.runs} "
          f"runs of {args.games} games)")
    print(f"random commands/s   {statistics.median(r[1] for r in runs):8.0f}")
    for players in (2, 4):
        times = sorted(decision_times("beast", itertools.count(1), lambda seed: players, most=args.decisions))
        print(f"heuristic decision  {players} players: median {statistics.median(times) * 1000:6.1f} ms, "
              f"90th percentile {times[int(len(times) * 0.9)] * 1000:6.1f} ms, slowest {times[-1] * 1000:6.1f} ms")


if __name__ == "__main__":
    main()
