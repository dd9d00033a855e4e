"""Frame times of the Nature of the Beast table (a script, not a test): a real game of 2 or 4 seats
played by the bot into a battle, then frames drawn still, with an animal held over the table (its
targets lit and its Vectors glowing), and while cards fly. Prints the median and 95th percentile of
each frame's wall time and of the main thread's CPU time (`time.thread_time`: not counting the time
it waited for a core on a shared machine).

    .venv/bin/python tools/bench_beast_frames.py [--frames 300] [--size 1920x1080] [--players 4]
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_frames import arguments, measure, open_table, report, report_flying, report_held, window_size  # noqa: E402  (first: headless, a temporary home)

import pygame  # noqa: E402

from beast_table import played_until_battle  # noqa: E402
from game.table.beast.scene import BeastTable  # noqa: E402


def main() -> None:
    args = arguments().parse_args()
    size = window_size(args.size)
    app, table = open_table(BeastTable, played_until_battle(7, args.players), size)
    print(f"Nature of the Beast table, {args.players} seats, {size[0]}x{size[1]}, driver "
          f"{pygame.display.get_driver()}, {args.frames} frames each")
    report("still", *measure(app, args.frames))
    animal = next(k for k in table.layout() if k.startswith(f"animal:{table.viewer}:"))
    rect = table.layout()[animal]
    start = (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)
    report_held(app, args.frames, "an animal held", start, lift=100)
    report_flying(app, table, args.frames, "back_tricks", f"tricks:{table.viewer}", f"handcount:{table.viewer}")


if __name__ == "__main__":
    main()
