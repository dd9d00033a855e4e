"""Variant table (not a test): Nature of the Beast's variants and sub-variants (rulebook section VII)
played by the heuristic bot in every seat. For each: how often the first player (or their team) wins
the decided games, how long games last in rounds (median, and the mean), and how they end.
Usage: python tools/beast_variants.py [--games 40] [--seed 1] [--only rush]"""
from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from game.engine.beast.rules import BEAST
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.play import play_game

TWO = {"players": 2, "decks": ["farm", "forest"]}
FOUR = {"players": 4, "decks": ["farm", "forest", "city", "suburbs"]}
# Same Team, Same Faction: each team's two decks share a Habitat block (seats 1+3 and 2+4)
SAME = {"players": 4, "decks": ["farm+resourceful", "forest+combat", "farm+tricky", "forest+dark"]}
CASES = [
    ("standard", {**TWO, "variant": "standard"}),
    ("rush", {**TWO, "variant": "rush"}),
    ("rush, no Fury and Favor", {**TWO, "variant": "rush", "subvariants": ["no_fury_favor"]}),
    ("rush, no Tricks", {**TWO, "variant": "rush", "subvariants": ["no_tricks"]}),
    ("rush, neither", {**TWO, "variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]}),
    ("doubles", {**FOUR, "variant": "doubles"}),
    ("doubles, same faction", {**SAME, "variant": "doubles", "subvariants": ["same_faction"]}),
    ("doubles, limited leadership", {**FOUR, "variant": "doubles", "subvariants": ["limited_leadership"]}),
    ("doubles, ultimate", {**FOUR, "variant": "doubles", "subvariants": ["ultimate"]}),
    ("supply line", {**TWO, "variant": "supply_line"}),
]


def play(options: dict, seed: int):
    engine = Engine(BEAST, options, seed, undo=False)
    first = engine.state.first_seat
    team = engine.state.players[first].team
    result = play_game(engine, [make_bot("heuristic", "beast", seed * 10 + s) for s in range(options["players"])])
    firsts = [p.seat for p in engine.state.players if p.team == team]
    return any(s in result.outcome.winners for s in firsts), result.outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="games per variant")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=None, help="only the cases whose name holds this")
    args = parser.parse_args()
    print(f"{'variant':30} {'first wins':>16} {'rounds':>14}  endings")
    for name, options in CASES:
        if args.only and args.only not in name:
            continue
        started = time.perf_counter()
        first_wins = decided = 0
        rounds, endings = [], Counter()
        for number in range(args.games):
            first_won, outcome = play(options, args.seed + number)
            rounds.append(outcome.rounds)
            endings[outcome.reason.split(":")[0]] += 1
            if outcome.winners:
                decided += 1
                first_wins += first_won
        share = f"{first_wins / max(1, decided):.0%} ({first_wins}/{decided})"
        length = f"{statistics.median(rounds):g} (mean {statistics.mean(rounds):.1f})"
        ends = ", ".join(f"{reason} {count / len(rounds):.0%}" for reason, count in endings.most_common())
        print(f"{name:30} {share:>16} {length:>14}  {ends}  [{time.perf_counter() - started:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
