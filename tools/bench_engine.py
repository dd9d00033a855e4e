"""Benchmark (not a test): NOAH random play with legal-command enumeration included.

Prints commands applied per second and complete games per second, medians over several runs, with
undo off (as sim and the balance table run) and on (as the table runs: a checkpoint of the state at
each undo barrier), and the heuristic bot's rate for comparison.
Usage: python tools/bench_engine.py [--runs 5] [--games 40]
"""
from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.noah.rules import NOAH
from game.engine.play import play_game


def one_run(games: int, bot: str, first_seed: int, undo: bool) -> tuple[float, float]:
    commands = 0
    started = time.perf_counter()
    for number in range(games):
        seed = first_seed + number
        engine = Engine(NOAH, {"players": 1 + seed % 4}, seed, undo=undo)
        bots = [make_bot(bot, "noah", seed * 10 + s) for s in range(1 + seed % 4)]
        commands += play_game(engine, bots).commands
    elapsed = time.perf_counter() - started
    return commands / elapsed, games / elapsed


@dataclass(frozen=True, slots=True)
class _Command:
    """The baseline's command: PlayAction's fields as a plain frozen dataclass, so that the yardstick
    does not move when the engine makes its own commands cheaper to build."""

    seat: int
    card: str
    upgrade: str
    discard: str | None
    target: tuple


def baseline(commands: int) -> float:
    """The machine's bare speed in the same run: build 9 commands, pick one, log it, per step."""
    from game.engine.core.rng import Rng
    rng, log = Rng.seeded(1), []
    started = time.perf_counter()
    for step in range(commands):
        legal = [_Command(0, "calyx", "base", None, ("enemy", k)) for k in range(9)]
        log.append(legal[rng.below(len(legal))])
    return commands / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    NOAH.cards  # load the cards before timing
    base = statistics.median(baseline(20000) for _ in range(args.runs))
    print(f"baseline : {base:9,.0f} steps/s (build 9 commands, pick one, log it)")
    for bot in ("random", "heuristic"):
        for undo in (False, True):
            runs = [one_run(args.games, bot, 1000 * r, undo) for r in range(args.runs)]
            cps = statistics.median(r[0] for r in runs)
            gps = statistics.median(r[1] for r in runs)
            print(f"{bot:9s} bot, undo {'on ' if undo else 'off'}: {cps:9,.0f} commands/s  {gps:7.1f} games/s  "
                  f"{base / cps:4.1f}x the baseline's time a step (median of {args.runs} runs x {args.games} games, "
                  "1-4 players, legal enumeration included)", flush=True)

if __name__ == "__main__":
    main()
