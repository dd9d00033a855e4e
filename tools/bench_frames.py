"""Frame-time benchmark of the busiest NOAH table (a script, not a test).

4 players with full hands, a card being dragged with its targets lit, cards flying, markers sliding
and the Horror dice always in flight, at 1920x1080 with the dummy video driver. Prints the median and
95th-percentile frame time over a few thousand frames, then the same for a bare baseline (fill, blit
the same number of card sprites, flip) and the ratio of the two 95th percentiles.

    .venv/bin/python tools/bench_frames.py [--frames 3000] [--size 1920x1080]
"""
from __future__ import annotations

from game.engine.noah.rules import NOAH

import argparse
import os
import statistics
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
from game.table.app import App  # noqa: E402
from game.table.noah.scene import NoahTable, Pick  # noqa: E402
from game.table.session import Session  # noqa: E402


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


class CountingSurface:
    """Counts card-sized blits in one table frame, for a fair baseline."""


def busiest_table(size):
    app = App(size=size)
    app.open_menu()
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:4]}, seed=5)
    # Benchmark set-up only (the table never does this): fill every hand to the limit and give each
    # faction a Mercenary, so the busiest possible table is drawn.
    state = session.state
    mercs = sorted(session.cards.mercenaries)
    for seat, f in enumerate(state.factions):
        while len(f.hand) < session.cards.core.hand_limit and f.supply:
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
        table.anims.pending.sort(key=lambda a: 0)  # keep order; the queue plays them one by one
    for a in list(table.anims.pending):
        a.blocking = False  # let them overlap, as many things move at once on a busy table


def time_table(app, table, frames: int) -> tuple[list[float], int]:
    rect = table.hand_layout(0)[2]
    table.picking.picks["bench"] = Pick("bench", 0, table.hand_cards(0)[2][0], "hand", 2, rect, rect.center,
                                (900, 300), table.session.legal(0), moved=True)
    times = []
    for i in range(frames):
        keep_busy(table, i)
        p = table.picking.picks["bench"]
        p.pos = (700 + int(300 * ((i % 120) / 120)), 300)
        t0 = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
    blits = count_card_blits(app, table)
    return times, blits


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


def time_baseline(size, blits: list[tuple[int, int]], frames: int) -> list[float]:
    screen = pygame.display.get_surface()
    cards = {}
    for card_size in set(blits):
        card = pygame.Surface(card_size, pygame.SRCALPHA)
        pygame.draw.rect(card, (200, 190, 170), card.get_rect(), border_radius=8)
        cards[card_size] = card.convert_alpha()
    times = []
    w, h = size
    for i in range(frames):
        t0 = time.perf_counter()
        screen.fill((24, 52, 44))
        for k, card_size in enumerate(blits):
            screen.blit(cards[card_size], ((k * 97 + i) % (w - card_size[0]), (k * 53) % (h - card_size[1])))
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    app, table = busiest_table(size)
    times, blits = time_table(app, table, args.frames)
    base = time_baseline(size, blits, args.frames)
    med, p95 = statistics.median(times), percentile(times, 0.95)
    bmed, bp95 = statistics.median(base), percentile(base, 0.95)
    print(f"busiest NOAH table, 4 players, {size[0]}x{size[1]}, {args.frames} frames, "
          f"{'sprites' if table.art.uses_sprites else 'fallback cards'}")
    print(f"  table:    median {med:.2f} ms   p95 {p95:.2f} ms   max {max(times):.2f} ms")
    print(f"  baseline: median {bmed:.2f} ms   p95 {bp95:.2f} ms   ({len(blits)} card blits, {sum(a * b for a, b in blits) / 1e6:.2f} Mpx)")
    print(f"  ratio of p95s (table / baseline): {p95 / bp95:.2f}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
