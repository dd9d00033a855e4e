"""Variant table (not a test): Nature of the Beast's variants and sub-variants (rulebook section VII)
played by the heuristic bot in every seat. For each: how often the first player (or their team) wins
the decided games, how long games last in rounds (median, and the mean), how they end (Supply Line's
wins split into a line from Pen to Pen and three animals in the back row), and how long a bot takes
to decide (median, 95th percentile and slowest of the decisions it thought about; wall and CPU time of
the run).
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
from game.engine.sim import MAX_ROUNDS

TWO = {"players": 2, "decks": ["farm", "forest"]}
FOUR = {"players": 4, "decks": ["farm", "forest", "city", "suburbs"]}
SIX = {"players": 6, "decks": ["farm", "forest", "city", "suburbs", "farm", "forest"]}
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
    ("five players", {**SIX, "players": 5, "decks": SIX["decks"][:5]}),
    ("six players", SIX),
]


class Timed:
    """A bot whose decisions are timed (those with more than one legal command: the others take no
    thought)."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times, self.name = bot, times, bot.name

    def choose(self, seen):
        started = time.perf_counter()
        command = self.bot.choose(seen)
        if len(seen.legal) > 1:
            self.times.append(time.perf_counter() - started)
        return command


def play(options: dict, seed: int, times: list[float]):
    engine = Engine(BEAST, options, seed, undo=False)
    first = engine.state.first_seat
    team = engine.state.players[first].team
    bots = [Timed(make_bot("heuristic", "beast", seed * 10 + s), times) for s in range(options["players"])]
    result = play_game(engine, bots, max_rounds=MAX_ROUNDS)   # the simulation's safeguard (ruling B14)
    firsts = [p.seat for p in engine.state.players if p.team == team]
    return any(s in result.outcome.winners for s in firsts), result.outcome


def ending(reason: str) -> str:
    """The kind of ending; Supply Line's two wins told apart; a game the simulation stopped."""
    if not reason:
        return f"stopped at {MAX_ROUNDS} rounds"
    kind = reason.split(":")[0]
    if kind == "Supply Line":
        return "Supply Line (back row)" if "back row" in reason else "Supply Line (line)"
    return kind


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
        started, cpu = time.perf_counter(), time.process_time()
        times: list[float] = []
        first_wins = decided = 0
        rounds, endings = [], Counter()
        for number in range(args.games):
            first_won, outcome = play(options, args.seed + number, times)
            rounds.append(outcome.rounds)
            endings[ending(outcome.reason)] += 1
            if outcome.winners:
                decided += 1
                first_wins += first_won
        share = f"{first_wins / max(1, decided):.0%} ({first_wins}/{decided})"
        length = f"{statistics.median(rounds):g} (mean {statistics.mean(rounds):.1f})"
        ends = ", ".join(f"{reason} {count / len(rounds):.0%}" for reason, count in endings.most_common())
        times.sort()
        decide = (f"decision {1000 * statistics.median(times):.0f} ms, p95 {1000 * times[int(0.95 * len(times))]:.0f}"
                  f" ms, slowest {1000 * times[-1]:.0f} ms")
        spent = f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU"
        print(f"{name:30} {share:>16} {length:>14}  {ends}  [{decide}; {spent}]", flush=True)


if __name__ == "__main__":
    main()
