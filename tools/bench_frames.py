"""Frame-time benchmark of each game's busiest table against the same cards blitted bare, interleaved.

The busiest table of each game (tools/frame_tables.py): 4 seats at 1920x1080, full hands and boards,
a card held and moved over the table with its targets lit, cards flying (NOAH: the Horror dice always
rolling too). The baseline is what any table must do: fill the window, blit the same card pictures
(the sizes one freshly drawn frame of the table asks its picture caches for), flip.

The machine is shared (2 cores, other programs running), so the two are never timed in separate
phases: table and baseline frames alternate (`--block` frames of each in turn), and each frame's wall
time and the main thread's CPU time (`time.thread_time`, which does not count the time the thread
waited for a core) are both recorded. A run gives the median and 95th percentile of each and the
ratio of the p95s (table / baseline, same run); the summary is the median over `--runs` runs.

The video driver is SDL's `dummy` (no window) unless SDL_VIDEODRIVER says otherwise; `--window`
runs the same in a real X window on a private Xvfb display (SDL's x11 driver). The output names the
driver and the window size. `--row` runs every game under both drivers and prints only the issue's
markdown row (`| figure | goal | now |`).

    .venv/bin/python tools/bench_frames.py [--game noah|planet|beast|all] [--frames 1500] [--runs 5]
        [--block 1] [--size 1920x1080] [--window] [--row]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

from headless import headless  # noqa: E402

ROOT = headless("tools", "tests/table")

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402

from frame_tables import BUSIEST  # noqa: E402

GAMES = {"noah": "NOAH", "planet": "Planet", "beast": "Beast"}
GOAL = 1.3


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def card_blits(table) -> list[tuple[int, int]]:
    """The size of each card picture one freshly drawn frame of the table asks for (the cached
    still parts forgotten first): hands, boards, piles, flights. Nested look-ups count once."""
    sizes: list[tuple[int, int]] = []
    depth = [0]

    def counting(fn):
        def wrapper(*args, **kwargs):
            depth[0] += 1
            try:
                img = fn(*args, **kwargs)
            finally:
                depth[0] -= 1
            if depth[0] == 0 and isinstance(img, pygame.Surface):
                sizes.append(img.get_size())
            return img
        return wrapper

    owners = [o for o in (getattr(table, "pictures", None), getattr(table, "art", None)) if o is not None]
    patched = [(table, "card_image")] + [(o, name) for o in owners for name in dir(o)
                                         if not name.startswith("_") and callable(getattr(o, name))]
    kept = [(owner, name, vars(owner).get(name)) for owner, name in patched]
    for owner, name in patched:
        setattr(owner, name, counting(getattr(owner, name)))
    try:
        table.still.forget()
        table.draw(pygame.Surface(table.size))
    finally:
        for owner, name, own in kept:
            if own is None:
                delattr(owner, name)
            else:
                setattr(owner, name, own)
    return sizes


class Baseline:
    """Fill, blit plain card pictures at the table's card sizes (spread over the window), flip."""

    def __init__(self, size, blits: list[tuple[int, int]]):
        self.size, self.blits = size, blits
        self.cards = {}
        for card_size in set(blits):
            card = pygame.Surface(card_size, pygame.SRCALPHA)
            pygame.draw.rect(card, (200, 190, 170), card.get_rect(), border_radius=8)
            self.cards[card_size] = card.convert_alpha()

    def frame(self, i: int) -> None:
        screen = pygame.display.get_surface()
        w, h = self.size
        screen.fill((24, 52, 44))
        for k, card_size in enumerate(self.blits):
            screen.blit(self.cards[card_size], ((k * 97 + i) % max(1, w - card_size[0]),
                                                (k * 53) % max(1, h - card_size[1])))
        pygame.display.flip()

def timed(fn, *args) -> tuple[float, float]:
    """Wall and main-thread CPU milliseconds of one call."""
    c0, t0 = time.thread_time(), time.perf_counter()
    fn(*args)
    return (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000


def one_run(app, keep_busy, baseline: Baseline, frames: int, block: int, start: int) -> dict:
    """`frames` table frames and as many baseline frames, alternating in blocks of `block`."""
    out = {"table": ([], []), "baseline": ([], [])}

    def table_frame(i):
        keep_busy(i)
        app.frame(1 / 60)

    i = start
    while len(out["table"][0]) < frames:
        for name, fn in (("table", table_frame), ("baseline", baseline.frame)):
            for _ in range(block):
                wall, cpu = timed(fn, i)
                out[name][0].append(wall)
                out[name][1].append(cpu)
                i += 1
    return out


def figures(run: dict) -> dict:
    """Median and p95 of wall and CPU time for table and baseline, and the ratios of the p95s."""
    f = {}
    for name in ("table", "baseline"):
        for kind, values in zip(("wall", "cpu"), run[name]):
            f[f"{name} {kind} median"] = statistics.median(values)
            f[f"{name} {kind} p95"] = percentile(values, 0.95)
    for kind in ("wall", "cpu"):
        f[f"{kind} ratio"] = f[f"table {kind} p95"] / f[f"baseline {kind} p95"]
        f[f"{kind} median ratio"] = f[f"table {kind} median"] / f[f"baseline {kind} median"]
    return f


def measure(game: str, size, runs: int, frames: int, block: int) -> dict:
    """Print one game's runs and summary; return the summary (medians over the runs)."""
    app, table, keep_busy = BUSIEST[game](size)
    for i in range(60):     # reach the busy steady state (cards in flight) before timing
        keep_busy(i)
        app.frame(1 / 60)
    blits = card_blits(table)
    baseline = Baseline(size, blits)
    driver = pygame.display.get_driver()
    where = f"a real X window on {os.environ.get('DISPLAY')}" if driver == "x11" else "no window"
    print(f"busiest {GAMES[game]} table, 4 seats, {size[0]}x{size[1]}, SDL video driver '{driver}' ({where})")
    print(f"baseline: fill, {len(blits)} card blits ({sum(a * b for a, b in blits) / 1e6:.2f} Mpx), flip; "
          f"{runs} runs of {frames} table and {frames} baseline frames, alternating in blocks of {block}")
    print("run   table wall med/p95   base wall med/p95   p95 ratio |  table CPU med/p95   base CPU med/p95   p95 ratio")
    results = []
    for r in range(runs):
        f = figures(one_run(app, keep_busy, baseline, frames, block, start=60 + r * 2 * frames))
        results.append(f)
        print(f"{r + 1:>3}   {f['table wall median']:6.2f} / {f['table wall p95']:6.2f}    "
              f"{f['baseline wall median']:6.2f} / {f['baseline wall p95']:6.2f}    {f['wall ratio']:5.2f}    | "
              f"{f['table cpu median']:6.2f} / {f['table cpu p95']:6.2f}    "
              f"{f['baseline cpu median']:6.2f} / {f['baseline cpu p95']:6.2f}    {f['cpu ratio']:5.2f}")
    med = {k: statistics.median(f[k] for f in results) for k in results[0]}
    for kind in ("wall", "cpu"):
        med[f"{kind} ratio low"] = min(f[f"{kind} ratio"] for f in results)
        med[f"{kind} ratio high"] = max(f[f"{kind} ratio"] for f in results)
    print(f"median of {runs} runs (ms):")
    for kind, label in (("wall", "wall time"), ("cpu", "main-thread CPU time")):
        print(f"  {label:>20}: table median {med[f'table {kind} median']:.2f}, p95 {med[f'table {kind} p95']:.2f}; "
              f"baseline median {med[f'baseline {kind} median']:.2f}, p95 {med[f'baseline {kind} p95']:.2f}; "
              f"p95 ratio {med[f'{kind} ratio']:.2f} (runs {med[f'{kind} ratio low']:.2f}-"
              f"{med[f'{kind} ratio high']:.2f}), median ratio {med[f'{kind} median ratio']:.2f}")
    pygame.quit()
    return dict(med, driver=driver)


def child(game: str, rest: list[str], window: bool) -> dict:
    """One game measured in a process of its own (a fresh display; under Xvfb for `window`)."""
    command = [sys.executable, __file__, "--game", game, "--json", *rest]
    if not window:
        out = subprocess.run(command, capture_output=True, text=True, check=True)
    else:
        from xvfb import xvfb
        with xvfb(SIZE[0]) as env:
            out = subprocess.run(command, env=dict(env, SDL_VIDEODRIVER="x11"), capture_output=True, text=True,
                                 check=True)
    print(out.stdout, end="", file=sys.stderr)
    return json.loads(out.stdout.splitlines()[-1])


SIZE = [(1920, 1080)]


def row(rest: list[str]) -> str:
    """The issue's row: each game's CPU p95 ratio, no window / real X window."""
    now, walls, worst = [], [], 0.0
    for game, name in GAMES.items():
        dummy, x11 = child(game, rest, window=False), child(game, rest, window=True)
        now.append(f"{name} {dummy['cpu ratio']:.2f}/{x11['cpu ratio']:.2f}")
        walls.append(f"{name} {dummy['wall ratio']:.2f}/{x11['wall ratio']:.2f}")
        worst = max(worst, dummy["cpu ratio"], x11["cpu ratio"])
    return (f"| busiest table, main-thread CPU p95 per frame ÷ the same cards blitted bare (dummy/real X window) "
            f"| ≤ {GOAL} every game | {', '.join(now)}{'' if worst <= GOAL else ' (missed)'}; wall p95 ratios "
            f"{', '.join(walls)} (other programs' time slices); dummy and x11 drivers |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    parser.add_argument("--frames", type=int, default=1500, help="table frames a run (as many baseline frames)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--block", type=int, default=1, help="frames of one kind before switching to the other")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--window", action="store_true", help="in a real X window (Xvfb, SDL's x11 driver)")
    parser.add_argument("--row", action="store_true", help="every game under both drivers: the issue's row only")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    SIZE[0] = size = tuple(int(v) for v in args.size.split("x"))
    rest = ["--frames", str(args.frames), "--runs", str(args.runs), "--block", str(args.block), "--size", args.size]
    if args.row:
        print("| figure | goal | now |\n|---|---|---|")
        print(row(rest))
        return 0
    if args.window or args.game == "all":
        for game in GAMES if args.game == "all" else [args.game]:
            child(game, rest, args.window)
        return 0
    summary = measure(args.game, size, args.runs, args.frames, args.block)
    if args.json:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
