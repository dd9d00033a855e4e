"""First-table-frame benchmark (a script, not a test): how long the table's first frames take.

In a fresh process (headless, dummy drivers): open the new-game screen, let it sit for a number of
frames at 60 a second (when the warm-up prepares card pictures), press Start, and time the table's
construction, its first frame, and the slowest of the next 30. `--no-warmup` turns the warm-up off.

    .venv/bin/python tools/bench_first_table_frame.py [--menu-frames 0] [--players 2] [--runs 3] [--no-warmup]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from headless import ROOT, headless


def one_run(menu_frames: int, players: int, warm: bool) -> dict:
    headless()
    from game.userdirs import temporary_home
    temporary_home()
    from game.table.app import App
    from game.table import launch
    from game.table.scenes.new_game import NewGameScene
    app = App(size=(1280, 720))
    if not warm:
        app.warmup.want = lambda *a: None
    app.open_menu()
    app.frame(1 / 60)
    form = NewGameScene(app)
    form.players = players
    form.rebuild()
    app.push(form)
    worst_menu = 0.0
    for _ in range(menu_frames):
        t = time.perf_counter()
        app.frame(1 / 60)
        spent = time.perf_counter() - t
        worst_menu = max(worst_menu, spent)
        time.sleep(max(0.0, 1 / 60 - spent))
    t0 = time.perf_counter()
    launch.start_game(app, "noah", form.options(), form.seed)
    t1 = time.perf_counter()
    app.frame(1 / 60)
    t2 = time.perf_counter()
    worst = 0.0
    for _ in range(30):
        t = time.perf_counter()
        app.frame(1 / 60)
        worst = max(worst, time.perf_counter() - t)
    return {"start_ms": (t1 - t0) * 1000, "first_frame_ms": (t2 - t1) * 1000, "worst_next_30_ms": worst * 1000,
            "worst_menu_frame_ms": worst_menu * 1000}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--menu-frames", type=int, default=0)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-warmup", action="store_true", help="turn the warm-up off (the 'before' figure)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one_run(args.menu_frames, args.players, not args.no_warmup)))
        return 0
    results = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, __file__, "--one", "--menu-frames", str(args.menu_frames),
                              "--players", str(args.players)] + (["--no-warmup"] if args.no_warmup else []), cwd=ROOT, capture_output=True, text=True, check=True)
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    for key in results[0]:
        values = [r[key] for r in results]
        print(f"{key:22s} median {statistics.median(values):8.1f} ms   (runs: {', '.join(f'{v:.1f}' for v in values)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
