"""Benchmark (not a test): Noah Planet's engine, feeding solver and heuristic bot. Prints medians.

- random playouts: whole games with random bots in every seat (1-4 players), legal listing included;
- the feeding solver: the largest ecosystem the cards can make in which every species can eat (every
  plant and animal of the game, less the few that cannot all find food: 129 species), and crowded ones
  of 40 random cards where several must starve (the solver then has to prove no better feeding exists);
- a heuristic-bot decision (from its seat's view: sampling the hidden cards, trying each command).

Usage: python tools/bench_planet.py [--runs 5]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from bot_bench import decision_times, playouts
from game.engine.planet.definitions import copies
from game.engine.planet.environment import environment_of
from game.engine.planet.rules import PLANET
from game.engine.planet.solver import FeedingSearch, solve_best
from game.engine.planet.web import build_web


def every_species() -> list[str]:
    cards = PLANET.cards
    return [uid for s in cards.species.values() for uid in copies(s.id, s.count)]


def largest_fed() -> list[str]:
    """Every species of the game, less those that starve in the first feeding the solver dives to:
    what is left can all eat at once."""
    web = build_web(PLANET.cards, environment_of(PLANET.cards, []), every_species())
    search = FeedingSearch(web)
    search.run(1)      # the first dive: one feeding
    return [uid for i, uid in enumerate(web.uids) if search.best.alive >> i & 1]


def crowded(seed: int, size: int = 40) -> list[str]:
    rng = random.Random(seed)
    everything = every_species()
    plants = [u for u in everything if PLANET.cards.species[u.partition("#")[0]].tier == 0]
    animals = [u for u in everything if u not in set(plants)]
    return rng.sample(plants, size // 3) + rng.sample(animals, size - size // 3)


def solve_ms(ecosystem: list[str]) -> tuple[float, tuple]:
    web = build_web(PLANET.cards, environment_of(PLANET.cards, []), ecosystem)
    started = time.perf_counter()
    feeding = solve_best(web)
    return (time.perf_counter() - started) * 1000, feeding.key


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    runs = [playouts("planet", args.games, 1000 * r, lambda seed: 1 + seed % 4) for r in range(args.runs)]
    print(f"random playouts      {statistics.median(g for g, _ in runs):.1f} games/s, "
          f"{statistics.median(c for _, c in runs):,.0f} commands/s (median of {args.runs} runs of {args.games} games, 1-4 players)")
    everything = largest_fed()
    largest = [solve_ms(everything) for _ in range(max(5, args.runs))]
    print(f"solver, largest      {statistics.median(ms for ms, _ in largest):.1f} ms for {len(everything)} species "
          f"in one ecosystem, all fed (best: {largest[0][1][0]} points)")
    crowds = [solve_ms(crowded(seed))[0] for seed in range(1, 1 + 4 * args.runs)]
    print(f"solver, crowded 40   median {statistics.median(crowds):.0f} ms, worst {max(crowds):.0f} ms "
          f"({len(crowds)} random 40-card ecosystems where several must starve)")
    times = decision_times("planet", range(max(2, args.runs // 2 * 2)), lambda seed: 4 if seed % 2 == 0 else 1)
    ordered = sorted(times)
    print(f"heuristic decision   median {statistics.median(times) * 1000:.1f} ms, 99th percentile "
          f"{ordered[int(len(ordered) * 0.99)] * 1000:.0f} ms, worst {ordered[-1] * 1000:.0f} ms ({len(times)} decisions)")


if __name__ == "__main__":
    main()
