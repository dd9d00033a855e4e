"""Frame-time benchmark of the busiest NOAH table against a bare baseline, interleaved (a script, not a test).

4 players with full hands, a card being dragged with its targets lit, cards flying, markers sliding
and the Horror dice always in flight, at 1920x1080. The baseline is what any table must do: fill the
window, blit the same cards at the sizes the table draws them, flip.

The machine is shared (2 cores, other programs running), so the two are never timed in separate
phases: table and baseline frames alternate (`--block` frames of each in turn), and each frame's wall
time and the main thread's CPU time (`time.thread_time`, which does not count the time the thread
waited for a core) are both recorded. A run gives the median and 95th percentile of each and the
ratio of the p95s (table / baseline, same run); the summary is the median over `--runs` runs.

The video driver is SDL's `dummy` (no window) unless SDL_VIDEODRIVER says otherwise; `--window`
runs the same in a real X window on a private Xvfb display (SDL's x11 driver). The output names the
driver and the window size.

    .venv/bin/python tools/bench_frames.py [--frames 1500] [--runs 5] [--block 1] [--size 1920x1080] [--window]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.userdirs import temporary_home  # noqa: E402

temporary_home("ark-bench-")

import pygame  # noqa: E402

from game.engine.noah import events as ev  # noqa: E402
from game.engine.noah.rules import NOAH  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.noah.scene import NoahTable, Pick  # noqa: E402
from game.table.session import Session  # noqa: E402


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def busiest_table(size):
    app = App(size=size)
    app.open_menu()
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:4]}, seed=5)
    # Benchmark set-up only (the table never does this): fill every hand to the limit and give each
    # faction a Mercenary, so the busiest possible table is drawn.
    state = session.state
    mercs = sorted(session.rules.cards.mercenaries)
    for seat, f in enumerate(state.factions):
        while len(f.hand) < session.rules.cards.core.hand_limit and f.supply:
            f.hand.append(f.supply.pop())
        f.mercenaries.append(mercs[seat % len(mercs)])
        f.played = [f.hand[0]]
    session.version += 1
    table = NoahTable(app, session, animate_setup=False)
    app.push(table)
    for _ in range(5):
        app.frame(1 / 60)
    # The background work of the first second (sounds, the rest of the game's card pictures) runs in
    # the idle time between paced frames; these frames come back to back with no idle time, so let
    # it finish first: this measures the table's steady drawing (bench_startup and
    # bench_first_table_frame measure the start).
    app.sounds.wait()
    app.warmup.wait()
    while app.warmup.pending:
        app.warmup.step(1.0)
    return app, table


def keep_busy(table, frame: int) -> None:
    """Feed the table a steady stream of animations: dice, flying cards, sliding markers."""
    s = table.session.state
    if table.tray.throw is None or table.tray.throw.settled:
        table.director.animate(ev.HorrorDiceRolled("burst", 0, frame % 3, 0))
    if frame % 12 == 0:
        seat = frame // 12 % 4
        f = s.factions[seat]
        card = f.hand[frame % len(f.hand)]
        table.director.animate(ev.CardMoved(seat, card, "hand", "played"))
        table.director.animate(ev.TrackMoved(seat, "energy", 3, 3 + frame % 7))
    for a in list(table.anims.pending):
        a.blocking = False  # let them overlap, as many things move at once on a busy table


def count_card_blits(app, table) -> list[tuple[int, int]]:
    """The size of each card image one frame draws (hands, played piles, Locations, row, display and
    deck, flights), so the baseline blits as many pixels as the table's cards cover."""
    G = table.geo
    sizes = []
    for s, z in enumerate(G.zones):
        sizes += [z.card] * len(table.hand_cards(s)) + [z.played.size]
    sizes += [G.location_card] * 4 + [G.enemy_card] * 4 + [G.small_card] * 5
    sizes += [G.zones[0].card] * (1 + len(table.anims.running))
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
            screen.blit(self.cards[card_size], ((k * 97 + i) % (w - card_size[0]), (k * 53) % (h - card_size[1])))
        pygame.display.flip()


def timed(fn, *args) -> tuple[float, float]:
    """Wall and main-thread CPU milliseconds of one call."""
    c0, t0 = time.thread_time(), time.perf_counter()
    fn(*args)
    return (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000


def one_run(app, table, baseline: Baseline, frames: int, block: int, start: int) -> dict:
    """`frames` table frames and as many baseline frames, alternating in blocks of `block`."""
    out = {"table": ([], []), "baseline": ([], [])}

    def table_frame(i):
        keep_busy(table, i)
        table.picking.picks["bench"].pos = (700 + int(300 * ((i % 120) / 120)), 300)
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1500, help="table frames a run (as many baseline frames)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--block", type=int, default=1, help="frames of one kind before switching to the other")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--window", action="store_true", help="in a real X window (Xvfb, SDL's x11 driver)")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    if args.window:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from xvfb import xvfb
        rest = [a for a in (sys.argv[1:] if argv is None else argv) if a != "--window"]
        with xvfb(size) as env:
            return subprocess.run([sys.executable, __file__, *rest], env=dict(env, SDL_VIDEODRIVER="x11")).returncode
    app, table = busiest_table(size)
    rect = table.hand_layout(0)[2]
    table.picking.picks["bench"] = Pick("bench", 0, table.hand_cards(0)[2][0], "hand", 2, rect, rect.center,
                                        (900, 300), table.session.legal(0), moved=True)
    for i in range(60):     # reach the busy steady state (dice rolling, cards in flight) before timing
        keep_busy(table, i)
        app.frame(1 / 60)
    blits = count_card_blits(app, table)
    baseline = Baseline(size, blits)
    driver = pygame.display.get_driver()
    where = f"a real X window on {os.environ.get('DISPLAY')}" if driver == "x11" else "no window"
    print(f"busiest NOAH table, 4 players, {size[0]}x{size[1]}, SDL video driver '{driver}' ({where}), "
          f"{'sprites' if table.art.uses_sprites else 'fallback cards'}")
    print(f"baseline: fill, {len(blits)} card blits ({sum(a * b for a, b in blits) / 1e6:.2f} Mpx), flip; "
          f"{args.runs} runs of {args.frames} table and {args.frames} baseline frames, alternating in blocks of {args.block}")
    print("run   table wall med/p95   base wall med/p95   p95 ratio |  table CPU med/p95   base CPU med/p95   p95 ratio")
    runs = []
    for r in range(args.runs):
        f = figures(one_run(app, table, baseline, args.frames, args.block, start=60 + r * 2 * args.frames))
        runs.append(f)
        print(f"{r + 1:>3}   {f['table wall median']:6.2f} / {f['table wall p95']:6.2f}    "
              f"{f['baseline wall median']:6.2f} / {f['baseline wall p95']:6.2f}    {f['wall ratio']:5.2f}    | "
              f"{f['table cpu median']:6.2f} / {f['table cpu p95']:6.2f}    "
              f"{f['baseline cpu median']:6.2f} / {f['baseline cpu p95']:6.2f}    {f['cpu ratio']:5.2f}")
    med = {k: statistics.median(f[k] for f in runs) for k in runs[0]}
    print(f"median of {args.runs} runs (ms):")
    for kind, label in (("wall", "wall time"), ("cpu", "main-thread CPU time")):
        print(f"  {label:>20}: table median {med[f'table {kind} median']:.2f}, p95 {med[f'table {kind} p95']:.2f}; "
              f"baseline median {med[f'baseline {kind} median']:.2f}, p95 {med[f'baseline {kind} p95']:.2f}; "
              f"p95 ratio {med[f'{kind} ratio']:.2f} (runs {min(f[f'{kind} ratio'] for f in runs):.2f}-"
              f"{max(f[f'{kind} ratio'] for f in runs):.2f}), median ratio {med[f'{kind} median ratio']:.2f}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
