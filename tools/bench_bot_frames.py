"""Frame-time benchmark: each game's table while the hard bot thinks, on a thread or in its own process,
against the same table while no bot thinks, interleaved.

A two-seat game is opened on the real table (launch.start_game) with the seat that acts first a person
and the other a bot. The hard bot is made to think for that person's seat by the table's own BotWorker,
as the hint key does (the same worker and the same bot as a bot seat's turn), in blocks of frames in
turn: "idle" (no bot thinks), "thread" (the hard bot's search on a worker thread, as it was before) and
"process" (the search in the worker's process, the thread only waiting for the answer, as it is now);
in a thinking block the bot is started again as soon as it answers. The frames are paced as the app's
own loop paces them (`Clock.tick(60)`; the bot runs in the time between).

Each frame records the time App.frame took (wall, and the main thread's CPU: `time.thread_time`), and
the interval since the frame before (what the eye sees: 16.7 ms at 60 frames a second). The figures are
the median and the 95th percentile of each, and each p95 against idle's (same run). The driver is
SDL's `dummy` (no window) unless `--window`, which runs the same in a real X window on a private Xvfb
display (SDL's x11 driver).

    .venv/bin/python tools/bench_bot_frames.py [--game noah|planet|beast|all] [--frames 600] [--block 30]
        [--size 1280x720] [--window]
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

ROOT = headless("tools")

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402

GAMES = ("noah", "planet", "beast")
OPTIONS = {"players": 2}


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def open_table(game: str, size, seed: int):
    """The app and the table of a new two-seat game: the seat acting first is the person, the other a bot."""
    from game.table import launch
    from game.table.app import App
    from game.table.scenes.handoff import HandOff
    from game.table.session import Session
    app = App(size=size)
    app.open_menu()
    probe = Session.new(game, OPTIONS, seed)
    person = next(seat for seat in probe.seats if probe.legal(seat))
    assert launch.start_game(app, game, OPTIONS, seed, bots=[s for s in probe.seats if s != person]) is None
    table = app.stack.top
    for _ in range(600):
        app.frame(1 / 60)
        table.skip()
        if isinstance(app.stack.top, HandOff):
            app.stack.top.show()
        if not table.busy and not table.bot.busy():
            break
    app.sounds.wait()
    app.warmup.wait()
    while app.warmup.pending:
        app.warmup.step(1.0)
    assert person in table.desk.acting() and not table.bot.busy(), "the person must act first"
    return app, table, person


PHASES = ("idle", "thread", "process")


def measure(game: str, size, frames: int, block: int, seed: int) -> dict:
    from game.table.session import BotWorker
    app, table, person = open_table(game, size, seed)
    workers = {"thread": BotWorker(table.session, "hard", apart=False),
               "process": BotWorker(table.session, "hard", apart=True)}
    workers["process"].start(person)      # its process started and the engine imported before timing
    workers["process"].thread.join()
    times = {phase: ([], [], []) for phase in PHASES}
    answers = {phase: [] for phase in workers}    # each answer's wall time, asked to taken (s)
    clock = pygame.time.Clock()
    clock.tick()
    while len(times["idle"][0]) < frames:
        for phase in PHASES:
            worker = workers.get(phase)
            for _ in range(block):
                interval = clock.tick(60)
                c0, t0 = time.thread_time(), time.perf_counter()
                if worker is not None and not worker.busy():
                    if worker.take() is not None:
                        answers[phase].append(time.monotonic() - worker.started)
                    worker.start(person)
                app.frame(interval / 1000)
                wall, cpu = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
                for values, value in zip(times[phase], (wall, cpu, interval)):
                    values.append(value)
            if worker is not None:
                worker.interrupt()
    for worker in workers.values():
        worker.stop()
    driver = pygame.display.get_driver()
    pygame.quit()
    out = {"game": game, "driver": driver, "size": f"{size[0]}x{size[1]}",
           "answers": {phase: (len(walls), statistics.median(walls) if walls else 0.0)
                       for phase, walls in answers.items()}}
    for phase, (wall, cpu, interval) in times.items():
        for kind, values in (("wall", wall), ("cpu", cpu), ("interval", interval[1:])):
            out[f"{phase} {kind} median"] = statistics.median(values)
            out[f"{phase} {kind} p95"] = percentile(values, 0.95)
    return out


def show(f: dict) -> None:
    where = "a real X window (Xvfb)" if f["driver"] == "x11" else "no window"
    (on_thread, thread_wall), (in_process, process_wall) = f["answers"]["thread"], f["answers"]["process"]
    print(f"{f['game']}, {f['size']}, SDL driver '{f['driver']}' ({where}); the hard bot answered {on_thread} "
          f"times on a thread (median {thread_wall:.2f} s wall from asking) and {in_process} in its process "
          f"(median {process_wall:.2f} s)")
    for kind, label in (("wall", "frame wall"), ("cpu", "frame main-thread CPU"), ("interval", "frame interval")):
        idle = f[f"idle {kind} p95"]
        parts = [f"{phase} {f[f'{phase} {kind} median']:6.2f} / {f[f'{phase} {kind} p95']:6.2f}"
                 + (f" ({f[f'{phase} {kind} p95'] / idle:4.2f}x)" if phase != "idle" else "") for phase in PHASES]
        print(f"  {label:>21} median / p95 ms: {'; '.join(parts)}")


def child(game: str, rest: list[str], window: bool) -> dict:
    """One game measured in a process of its own (a fresh display; under Xvfb for `window`)."""
    command = [sys.executable, __file__, "--game", game, "--json", *rest]
    env = dict(os.environ)
    if window:
        from xvfb import xvfb
        with xvfb() as env:
            out = subprocess.run(command, env=dict(env, SDL_VIDEODRIVER="x11"), capture_output=True, text=True)
    else:
        out = subprocess.run(command, env=env, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{game}: the measuring process failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.splitlines()[-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[*GAMES, "all"], default="all")
    parser.add_argument("--frames", type=int, default=600, help="frames of each kind (idle, thread, process)")
    parser.add_argument("--block", type=int, default=30, help="frames of one kind before switching to the other")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--window", action="store_true", help="in a real X window (Xvfb, SDL's x11 driver)")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    if args.json:
        print(json.dumps(measure(args.game, size, args.frames, args.block, args.seed)))
        return 0
    rest = ["--frames", str(args.frames), "--block", str(args.block), "--size", args.size, "--seed", str(args.seed)]
    print(f"{args.frames} frames of each kind, alternating in blocks of {args.block}, paced at 60 "
          f"a second; load average {os.getloadavg()[0]:.1f} at the start")
    for game in GAMES if args.game == "all" else [args.game]:
        show(child(game, rest, args.window))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
