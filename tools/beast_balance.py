"""Balance table (not a test): the four prebuilt Nature of the Beast decks against each other with
the heuristic bot in both seats. Each pairing plays with either deck seated first as often; prints the
row deck's win rate against each column deck, the first player's win rate, the average game length in
rounds and how games ended. Usage: python tools/beast_balance.py [--games 20] [--seed 1]"""
from __future__ import annotations

import argparse
import statistics
from collections import Counter
from itertools import product

from game.engine.beast.rules import BEAST
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.play import play_game
from game.engine.sim import MAX_ROUNDS

DECKS = ("farm", "forest", "city", "suburbs")


def play(decks: tuple[str, str], seed: int):
    engine = Engine(BEAST, {"players": 2, "decks": list(decks)}, seed, undo=False)
    first = engine.state.first_seat
    result = play_game(engine, [make_bot("heuristic", "beast", seed * 10 + s) for s in range(2)],
                       max_rounds=MAX_ROUNDS)   # the simulation's safeguard (ruling B14)
    return first, result.outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per ordered pairing")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    wins: Counter = Counter()      # (deck, opponent) -> games the deck won, in either seat
    played: Counter = Counter()    # (seat 1 deck, seat 2 deck) -> games
    first_wins = decided = 0
    rounds, endings = [], Counter()
    for a, b in product(DECKS, DECKS):
        for number in range(args.games):
            first, outcome = play((a, b), args.seed + number)
            played[a, b] += 1
            rounds.append(outcome.rounds)
            endings[outcome.reason.split(":")[0] or f"stopped at {MAX_ROUNDS} rounds"] += 1
            if outcome.winners:
                winner, loser = (a, b) if outcome.winners == (0,) else (b, a)
                wins[winner, loser] += 1
                decided += 1
                first_wins += first in outcome.winners
    print("win rate of the row deck against the column deck (heuristic bot, each deck seated first or second)")
    print("          " + "".join(f"{d:>9}" for d in DECKS))
    for a in DECKS:
        cells = [f"{wins[a, b] / (played[a, b] + played[b, a]):9.0%}" if a != b else f"{'-':>9}" for b in DECKS]
        print(f"{a:>10}" + "".join(cells))
    total = len(rounds)
    print(f"first player wins   {first_wins / max(1, decided):.1%} of decided games ({first_wins}/{decided})")
    print(f"average rounds      {statistics.mean(rounds):.1f} (median {statistics.median(rounds)})")
    print("endings             " + ", ".join(f"{reason} {count / total:.0%}" for reason, count in endings.most_common()))


if __name__ == "__main__":
    main()
