"""Turn-change benchmark (a script, not a test): the slowest frames when the wide zone moves seats.

A 3- or 4-seat NOAH table at 1920x1080 (dummy drivers) ends a few hero turns by its End turn button
(real clicks); every frame from the click until the table is still is timed. Prints, per turn change,
the slowest frame and which frame it was, then the median and worst over all changes. `--cpu` times
the main thread's CPU time instead of the wall clock (steadier on a machine shared with other work).

    .venv/bin/python tools/bench_turn_change.py [--players 4] [--size 1920x1080] [--turns 6] [--profile]
"""
from __future__ import annotations

import argparse
import statistics
import time

from headless import headless  # noqa: E402

headless()

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402

from game.table.app import App  # noqa: E402
from game.table.noah.scene import NoahTable  # noqa: E402
from game.table.session import Session  # noqa: E402


def click(app, pos):
    for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        fields = dict(pos=pos, touch=False)
        fields.update(rel=(0, 0), buttons=(0, 0, 0)) if t == pygame.MOUSEMOTION else fields.update(button=1)
        pygame.event.post(pygame.event.Event(t, **fields))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--cpu", action="store_true", help="time the main thread's CPU time")
    parser.add_argument("--profile", action="store_true", help="cProfile the slowest frame's kind")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    clock = time.thread_time if args.cpu else time.perf_counter
    app = App(size=size)
    app.open_menu()
    session = Session.new("noah", {"players": args.players}, seed=7)
    table = NoahTable(app, session, animate_setup=False)
    app.push(table)
    app.warmup.wait()
    for _ in range(240):   # a few seconds of idle frames, as a player looks at the table
        app.frame(1 / 60)
    worst_all = []
    for turn in range(args.turns):
        if session.over or session.engine.state.turn.kind != "hero":
            break
        seat = table.desk.main_seat()
        end = table.layout()[f"end_turn:{seat}"]
        centre = (end[0] + end[2] // 2, end[1] + end[3] // 2)
        click(app, centre)
        app.frame(1 / 60)
        click(app, centre)     # Confirm end
        times, moved = [], None
        for _ in range(600):
            before = table.focus
            t = clock()
            if args.profile:
                import cProfile
                import pstats
                prof = cProfile.Profile()
                prof.runcall(app.frame, 1 / 60)
                if table.focus != before or len(times) == 0:
                    print("--- frame", len(times), "(zone moved)" if table.focus != before else "")
                    pstats.Stats(prof).sort_stats("tottime").print_stats(14)
            else:
                app.frame(1 / 60)
            times.append(clock() - t)
            if table.focus != before:
                moved = len(times) - 1
            if not table.busy and table.focus == table.desk.main_seat() and len(times) > 30:
                break
        for _ in range(120):   # the next player reads the table
            app.frame(1 / 60)
        worst = max(times)
        worst_all.append(worst)
        print(f"turn change {turn + 1}: seat {seat + 1} -> {table.desk.main_seat() + 1}: slowest frame "
              f"{worst * 1000:5.1f} ms (frame {times.index(worst)}), zone moved at frame {moved} ({times[moved] * 1000 if moved is not None else 0:.1f} ms), median {statistics.median(times) * 1000:4.1f} ms")
        if session.engine.state.turn.kind != "hero":
            break
    print(f"slowest turn-change frame: median {statistics.median(worst_all) * 1000:.1f} ms, "
          f"worst {max(worst_all) * 1000:.1f} ms over {len(worst_all)} changes ({args.players} seats, {args.size})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
