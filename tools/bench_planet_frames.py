"""Frame times of the Noah Planet table (a script, not a test): a real game of 1 to 4 seats played by
the heuristic bot for some turns, then frames drawn still, with a hand card held over the table (its
targets lit), while cards fly, and in the Feeding Phase with the proposal's links drawn. Prints the
median and 95th percentile of each frame's wall time and of the main thread's CPU time (the helpers
of tools/table_frames.py). Also: how long the view with the feeding proposal takes to build
(it is built once per command, when the table syncs).

    .venv/bin/python tools/bench_planet_frames.py [--frames 300] [--size 1920x1080] [--players 4]
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_frames import arguments, measure, open_table, report, report_flying, report_held, window_size  # noqa: E402  (first: headless, a temporary home)

import pygame  # noqa: E402

from game.engine.planet import commands as cmd  # noqa: E402
from game.table.planet.scene import PlanetTable  # noqa: E402
from planet_table import played  # noqa: E402


def main() -> None:
    parser = arguments()
    parser.add_argument("--turns", type=int, default=16)
    args = parser.parse_args()
    size = window_size(args.size)
    engine = played(7, args.players, args.turns, bot="heuristic", variant="strategy")
    app, table = open_table(PlanetTable, engine, size)
    species = sum(len(p.ecosystem) for p in engine.state.players)
    print(f"Noah Planet table, {args.players} seats, {size[0]}x{size[1]}, {species} species in play, "
          f"{len(engine.state.players[table.viewer].hand)} cards in hand, driver {pygame.display.get_driver()}, "
          f"{args.frames} frames each")
    report("still", *measure(app, args.frames))
    card = next(k for k in table.layout() if k.startswith("hand:") and k.count(":") == 2)
    rect = table.layout()[card]
    start = (rect[0] + 8, rect[1] + rect[3] // 2)
    report_held(app, args.frames, "a hand card held", start, lift=200)
    report_flying(app, table, args.frames, "back_noah", "pile:noah", f"handcount:{table.viewer}")
    while engine.state.phase != "feeding":       # the rest of the turn: plant, or end the phase
        legal = table.session.legal(table.viewer)
        table.submit(next((c for c in legal if isinstance(c, (cmd.Plant, cmd.Regenerate, cmd.EndActions))), legal[0]))
        for _ in range(200):
            table.skip()
            app.frame(1 / 60)
    report("the feeding proposed", *measure(app, args.frames))
    builds = []
    for _ in range(20):
        table.session.version += 1
        start_time = time.perf_counter()
        table.session.view(table.viewer)
        builds.append((time.perf_counter() - start_time) * 1000)
    print(f"  the view with the feeding proposal ({len(engine.state.players[table.viewer].ecosystem)} species): "
          f"median {statistics.median(builds):.1f} ms, slowest {max(builds):.1f} ms")


if __name__ == "__main__":
    main()
