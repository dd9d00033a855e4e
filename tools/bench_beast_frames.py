"""Frame times of the Nature of the Beast table (a script, not a test): a real game of 2 or 4 seats
played by the bot into a battle, then frames drawn still, with an animal held over the table (its
targets lit and its Vectors glowing), and while cards fly. Prints the median and 95th percentile of
each frame's wall time and of the main thread's CPU time (`time.thread_time`: not counting the time
it waited for a core on a shared machine).

    .venv/bin/python tools/bench_beast_frames.py [--frames 300] [--size 1920x1080] [--players 4]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "table"))

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402

from beast_table import played_until_battle  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.beast.scene import BeastTable  # noqa: E402
from game.table.session import Session  # noqa: E402


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def measure(app, frames: int, before=None) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for _ in range(frames):
        if before:
            before()
        w, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def report(name: str, wall, cpu) -> None:
    print(f"  {name:<26} wall median {statistics.median(wall):5.1f} ms  p95 {percentile(wall, 0.95):5.1f} ms   "
          f"cpu median {statistics.median(cpu):5.1f} ms  p95 {percentile(cpu, 0.95):5.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    engine = played_until_battle(7, args.players)
    app = App(size=size)
    app.open_menu()
    table = BeastTable(app, Session(engine), animate_setup=False)
    app.push(table)
    for _ in range(240):            # let the pictures load and the animations end
        app.frame(1 / 60)
        table.skip()
    print(f"Nature of the Beast table, {args.players} seats, {size[0]}x{size[1]}, driver "
          f"{pygame.display.get_driver()}, {args.frames} frames each")
    report("still", *measure(app, args.frames))
    animal = next(k for k in table.layout() if k.startswith(f"animal:{table.viewer}:"))
    rect = table.layout()[animal]
    start = (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    step = [0]

    def wiggle():
        step[0] += 1
        pos = (start[0] + 200 + (step[0] % 40) * 5, start[1] - 100)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 0), buttons=(1, 0, 0), touch=False))
    report("an animal held", *measure(app, args.frames, wiggle))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1, touch=False))
    app.frame(1 / 60)

    def fly():
        if not table.anims.busy:
            table.director.carry("back_tricks", f"tricks:{table.viewer}", f"handcount:{table.viewer}", 0.3)
    report("cards flying", *measure(app, args.frames, fly))


if __name__ == "__main__":
    main()
