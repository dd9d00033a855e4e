"""What the hidden-hand tables' frame benchmarks share (tools/bench_beast_frames.py,
tools/bench_planet_frames.py): a headless table in a temporary home, each frame's wall time beside the
main thread's CPU time (`time.thread_time`: not counting the time it waited for a core on a shared
machine), and the frames drawn while a card is held and moved over the table or cards fly."""
from __future__ import annotations

import statistics
import time

from headless import headless  # noqa: E402

ROOT = headless("tests/table")

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def measure(app, frames: int, before=None) -> tuple[list[float], list[float]]:
    """(wall ms, CPU ms) of each of `frames` frames, `before` called ahead of each."""
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


def report_held(app, frames: int, name: str, start: tuple[int, int], lift: int) -> None:
    """Frames with a card picked up at `start` and moved to and fro `lift` pixels above it."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    step = [0]

    def wiggle():
        step[0] += 1
        pos = (start[0] + 200 + (step[0] % 40) * 5, start[1] - lift)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(5, 0), buttons=(1, 0, 0), touch=False))
    report(name, *measure(app, frames, wiggle))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1, touch=False))
    app.frame(1 / 60)


def report_flying(app, table, frames: int, card: str, source: str, target: str) -> None:
    """Frames while a card flies from one place to another, again and again."""
    def fly():
        if not table.anims.busy:
            table.director.carry(card, source, target, 0.3)
    report("cards flying", *measure(app, frames, fly))


def arguments():
    """The frame benchmarks' common options (--frames, --size, --players); a script adds its own."""
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--players", type=int, default=4)
    return parser


def open_table(scene, engine, size: tuple[int, int]):
    """The app with a game's table scene over the menu, its pictures loaded, animations done and the
    first person through the hand-off screen (tools/frame_tables.py, imported late: headless first)."""
    from frame_tables import hidden_hand_table
    return hidden_hand_table(scene, engine, size)


def window_size(text: str) -> tuple[int, int]:
    width, height = (int(v) for v in text.split("x"))
    return width, height
