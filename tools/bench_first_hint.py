"""Benchmark: how long the first hint takes at a table where no hard bot sits, from the key to the move
lit on the table, with the hint's process forked from the thinking server (as now) and spawned as a
fresh interpreter (as before), in turn.

Each measurement is a fresh program (a process of its own: the thinking server lives as long as the
program): a two-seat game with a normal bot opens on the real table (SDL's dummy driver), the frames
run paced at 60 a second for `--wait` seconds (the person looks at the table), then the hint is asked
and the frames run on until it is lit. Printed: the median and worst wall time from the key to the
lit move, and the main thread's CPU meanwhile, per game and way, and the second hint of the same
table (the process already running) for what the thinking itself takes.

    .venv/bin/python tools/bench_first_hint.py [--game noah|planet|beast|all] [--rounds 5] [--wait 2]
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import time

from headless import headless  # noqa: E402

ROOT = headless("tools")

GAMES = ("noah", "planet", "beast")
WAYS = ("forked", "spawned")


def until_lit(app, table) -> tuple[float, float]:
    """Ask the hint and run frames until it is lit: (wall, main-thread CPU) in seconds."""
    wall, cpu = time.perf_counter(), time.thread_time()
    table.hints.ask()
    while table.hints.lit() is None:
        app.frame(1 / 60)
        time.sleep(1 / 60)
    return time.perf_counter() - wall, time.thread_time() - cpu


def measure(game: str, way: str, wait: float, seed: int) -> dict:
    from game.table import bot_process
    if way == "spawned":
        bot_process.thinking_context = lambda: multiprocessing.get_context("spawn")
    from bench_bot_frames import open_table
    app, table, _ = open_table(game, (1280, 720), seed)
    looked = time.perf_counter() + wait
    while time.perf_counter() < looked:
        app.frame(1 / 60)
        time.sleep(1 / 60)
    first = until_lit(app, table)
    table.hints.shown = None
    second = until_lit(app, table)
    app.quit()
    return {"first": first, "second": second}


def child(game: str, way: str, wait: float, seed: int) -> dict:
    command = [sys.executable, __file__, "--game", game, "--way", way, "--wait", str(wait), "--seed", str(seed)]
    out = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ))
    if out.returncode:
        raise SystemExit(f"{game} {way}: the measuring process failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--wait", type=float, default=2.0, help="seconds the table is looked at before the hint")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--way", choices=WAYS, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.way:
        print(json.dumps(measure(args.game, args.way, args.wait, args.seed)))
        return 0
    print(f"SDL's dummy driver; {args.rounds} rounds, the two ways in turn; the hint asked {args.wait} s after "
          f"the table opened; load average {os.getloadavg()[0]:.1f} at the start")
    for game in GAMES if args.game == "all" else [args.game]:
        runs = {way: [] for way in WAYS}
        for _ in range(args.rounds):
            for way in WAYS:
                runs[way].append(child(game, way, args.wait, args.seed))
        for way in WAYS:
            first = [r["first"][0] * 1000 for r in runs[way]]
            cpu = [r["first"][1] * 1000 for r in runs[way]]
            second = [r["second"][0] * 1000 for r in runs[way]]
            print(f"{game:>6} {way:>7}: first hint median / worst {statistics.median(first):5.0f} / {max(first):5.0f} ms "
                  f"wall (main thread CPU median {statistics.median(cpu):4.0f} ms); second hint median "
                  f"{statistics.median(second):5.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
