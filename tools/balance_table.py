"""Balance check (not a test): heuristic-bot win rate per mission and player count, as a Markdown table.

Usage: python tools/balance_table.py [--games 40] [--bot heuristic]
"""
from __future__ import annotations

import argparse

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.noah.rules import NOAH
from game.engine.play import play_game


def win_rate(mission: str, players: int, games: int, bot: str) -> tuple[float, float]:
    wins, rounds = 0, 0
    for seed in range(1, games + 1):
        engine = Engine(NOAH, {"players": players, "mission": mission}, seed, undo=False)
        result = play_game(engine, [make_bot(bot, "noah", seed * 10 + s) for s in range(players)])
        wins += bool(result.outcome.winners)
        rounds += result.outcome.rounds
    return wins / games, rounds / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bot", default="heuristic")
    args = parser.parse_args()
    cards = NOAH.cards
    missions = sorted(cards.missions.values(), key=lambda m: (m.box, m.difficulty, m.id))
    print("| mission | box | dots | 1 player | 2 players | 3 players | 4 players | rounds |")
    print("|---|---|---|---|---|---|---|---|")
    for mission in missions:
        cells, all_rounds = [], []
        for players in (1, 2, 3, 4):
            rate, rounds = win_rate(mission.id, players, args.games, args.bot)
            cells.append(f"{rate:.0%}")
            all_rounds.append(rounds)
        dots = "●" * mission.difficulty
        print(f"| {mission.name} | {cards.boxes[mission.box].name} | {dots} | {' | '.join(cells)} | "
              f"{sum(all_rounds) / 4:.1f} |", flush=True)


if __name__ == "__main__":
    main()
