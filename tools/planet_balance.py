"""Balance check (not a test) for Noah Planet, as Markdown for the README: the first seat's win rate
by player count, and single-player rounds to 100 against the achievement ladder (heuristic bots).

Usage: python tools/planet_balance.py [--games 40] [--solo 60] [--bot heuristic]
"""
from __future__ import annotations

import argparse
import statistics
from collections import Counter

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.planet.achievements import LADDER, ROOKIE, achievement_title
from game.engine.planet.rules import PLANET
from game.engine.play import play_game


def play(players: int, seed: int, bot: str, **options):
    engine = Engine(PLANET, {"players": players, **options}, seed, undo=False)
    result = play_game(engine, [make_bot(bot, "planet", seed * 10 + s) for s in range(players)])
    return result.outcome, [p.score for p in engine.state.players]


def seat_table(games: int, bot: str) -> list[str]:
    lines = ["| players | seat 1 wins | seat 2 | seat 3 | seat 4 | shared wins | rounds (median) | winning score (median) |",
             "|---|---|---|---|---|---|---|---|"]
    for players in (2, 3, 4):
        wins = Counter()
        shared = 0
        rounds, top = [], []
        for seed in range(1, games + 1):
            outcome, scores = play(players, seed, bot)
            for seat in outcome.winners:
                wins[seat] += 1
            shared += len(outcome.winners) > 1
            rounds.append(outcome.rounds)
            top.append(max(scores))
        cells = [f"{wins[s] / games:.0%}" if s < players else "" for s in range(4)]
        lines.append(f"| {players} | {' | '.join(cells)} | {shared} | {statistics.median(rounds):g} | "
                     f"{statistics.median(top):g} |")
    return lines


def solo_table(games: int, bot: str) -> list[str]:
    rounds = [play(1, seed, bot)[0].rounds for seed in range(1, games + 1)]
    titles = Counter(achievement_title(r) for r in rounds)
    quartiles = statistics.quantiles(rounds, n=4) if len(rounds) > 1 else [rounds[0]] * 3
    lines = [f"Rounds to 100 over {games} games: median {statistics.median(rounds):g}, quartiles "
             f"{quartiles[0]:g}-{quartiles[2]:g}, range {min(rounds)}-{max(rounds)}.", "",
             "| achievement | rounds | games |", "|---|---|---|"]
    low = 1
    for most, title in LADDER:
        lines.append(f"| {title} | {low}-{most} | {titles[title]} |" if low < most else f"| {title} | {most} | {titles[title]} |")
        low = most + 1
    lines.append(f"| {ROOKIE} | {low}+ | {titles[ROOKIE]} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--solo", type=int, default=60)
    parser.add_argument("--bot", default="heuristic")
    args = parser.parse_args()
    print(f"<!-- balance table: python tools/planet_balance.py --games {args.games} --solo {args.solo} -->")
    print(f"First seat's win rate by player count ({args.bot} bot in every seat, {args.games} games each; "
          "scoring tokens start on 0, 1, 3, 6):")
    print()
    print("\n".join(seat_table(args.games, args.bot)))
    print()
    print(f"Single player ({args.bot} bot):")
    print()
    print("\n".join(solo_table(args.solo, args.bot)))


if __name__ == "__main__":
    main()
