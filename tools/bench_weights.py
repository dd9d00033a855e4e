"""Benchmark (not a test): Beast's heuristic bot with other weights against the normal bot, two players,
each seed twice (the weighted bot in seat 1, then in seat 2: Farm, then Forest), on every core. Prints
the weighted bot's share of the decided games with its 95% Wilson interval, and its wins with each deck.
No search: a game of two heuristic bots takes about half a second, so 600 games screen a weight in a few
minutes (the hard bot's HARD_WEIGHTS were chosen so; the normal weights against themselves win 50%).

Usage: python tools/bench_weights.py [--weights favor=0.6,forward=2.5 | --hard] [--seed 9000] [--seeds 300]
[--processes N]
"""
from __future__ import annotations

import argparse
import dataclasses
import os
from multiprocessing import Pool

from game.engine.bots.beast_heuristic import HARD_WEIGHTS, BeastHeuristicBot, Weights
from game.engine.core.engine import Engine
from game.engine.games import make_bot, rules_for
from game.engine.play import play_game
from game.engine.sim import MAX_ROUNDS, wilson


def weights_from(text: str) -> Weights:
    """`favor=0.6,forward=2.5` as Weights (the normal bot's for every field not named)."""
    fields = {field.name: field.type for field in dataclasses.fields(Weights)}
    chosen = {}
    for pair in filter(None, text.split(",")):
        name, _, value = pair.partition("=")
        if name.strip() not in fields:
            raise SystemExit(f"There is no weight '{name.strip()}'; the weights are {', '.join(fields)}.")
        try:
            chosen[name.strip()] = (int if fields[name.strip()] in (int, "int") else float)(value)
        except ValueError:
            raise SystemExit(f"The weight '{name.strip()}' needs a number, not '{value.strip()}'.") from None
    return Weights(**chosen)


def play(job: tuple[int, int, Weights]) -> tuple[int, list[int]]:
    """One game: the weighted bot in `seat`; (its seat, the winners)."""
    seed, seat, weights = job
    rules = rules_for("beast")
    bots = [BeastHeuristicBot(seed * 10 + s, weights=weights) if s == seat else make_bot("normal", "beast", seed * 10 + s)
            for s in range(2)]
    engine = Engine(rules, rules.normalize_options({"players": 2}), seed, undo=False)
    play_game(engine, bots, max_rounds=MAX_ROUNDS)
    return seat, list(engine.state.winners)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    chosen = parser.add_mutually_exclusive_group()
    chosen.add_argument("--weights", default="", help="weights other than the normal bot's, as favor=0.6,forward=2.5")
    chosen.add_argument("--hard", action="store_true", help="the hard bot's weights (HARD_WEIGHTS)")
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    weights = HARD_WEIGHTS if args.hard else weights_from(args.weights)
    jobs = [(seed, seat, weights) for seed in range(args.seed, args.seed + args.seeds) for seat in (0, 1)]
    with Pool(args.processes) as pool:
        games = pool.map(play, jobs, chunksize=4)
    decided = [(seat, winners) for seat, winners in games if winners]
    wins = sum(seat in winners for seat, winners in decided)
    low, high = wilson(wins, len(decided))
    by_deck = [(sum(seat in winners for seat, winners in decided if seat == deck),
                sum(1 for seat, _ in decided if seat == deck)) for deck in (0, 1)]
    print(f"{weights}\nagainst the normal bot: {wins} of {len(decided)} decided games ({len(games)} played), "
          f"{wins / max(1, len(decided)):.1%}, 95% interval {low:.1%}-{high:.1%}; "
          f"as seat 1 (Farm) {by_deck[0][0]}/{by_deck[0][1]}, as seat 2 (Forest) {by_deck[1][0]}/{by_deck[1][1]}")


if __name__ == "__main__":
    main()
