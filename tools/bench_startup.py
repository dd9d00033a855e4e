"""Start-up and memory benchmark (a script, not a test), with SDL's dummy video driver and in a real X
window (a private Xvfb display; skipped, with the reason, where Xvfb is missing).

1. Time from launching `python -m game` to the first drawn frame of the main menu (the app writes its
   layout file at the end of each changed frame; we wait for it). Sprite cache warm: run twice.
2. Resident memory (VmRSS) of a 4-player NOAH game at 1920x1080 with every card's picture loaded at
   every size the table draws it (hands wide and compact, played piles, Enemy row, Locations,
   Mercenary display; backs) and every card shown once in the zoom, as a player hovering each would.

    .venv/bin/python tools/bench_startup.py [--runs 5] [--no-window]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xvfb import xvfb  # noqa: E402


def first_frame_seconds(env: dict) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        layout = Path(tmp) / "layout.json"
        env = dict(env, ARK_TABLE_LAYOUT_FILE=str(layout))
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not layout.exists():
                if proc.poll() is not None:
                    raise SystemExit("the program exited before drawing its first frame")
                if time.perf_counter() - t0 > 30:
                    raise SystemExit("no first frame within 30 s")
                time.sleep(0.002)
            return time.perf_counter() - t0
        finally:
            proc.terminate()
            proc.wait(5)


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def rss_by_mapping() -> dict[str, float]:
    """Resident MB by what is mapped: each library by file name, the heap, anonymous memory and
    shared-memory segments (SYSV: the X server's shared images), from /proc/self/smaps."""
    out: dict[str, float] = {}
    name = "[anon]"
    try:
        lines = Path("/proc/self/smaps").read_text().splitlines()
    except OSError:
        return out
    for line in lines:
        parts = line.split()
        if parts and not parts[0].endswith(":"):
            path = parts[5] if len(parts) > 5 else "[anon]"
            name = Path(path).name if path.startswith("/") else path
        elif parts and parts[0] == "Rss:":
            out[name] = out.get(name, 0.0) + int(parts[1]) / 1024
    return out


def child_memory() -> None:
    """Runs in a fresh process: a 4-player table with every picture loaded, then report RSS."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.engine.noah.rules import NOAH
    from game.table.app import App
    from game.table.noah.scene import NoahTable
    from game.table.session import Session
    app = App(size=(1920, 1080))
    app.open_menu()
    app.frame(1 / 60)
    before = rss_mb()
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:4]}, seed=5)
    table = NoahTable(app, session, animate_setup=False)
    app.push(table)
    for _ in range(3):
        app.frame(1 / 60)
    app.warmup.wait()
    while app.warmup.pending:
        app.warmup.step(1.0)
    c = session.rules.cards
    ids = list(c.agents) + list(c.mercenaries) + list(c.enemies) + list(c.locations)
    G = table.geo
    sizes = {z.card for z in G.zones} | {z.played.size for z in G.zones}
    sizes |= {G.enemy_card, G.location_card, G.small_card}
    t0 = time.perf_counter()
    for cid in ids:
        for size in sizes:
            table.art.get(cid, size, "front")
    for cid in list(c.enemies) + list(c.mercenaries):
        table.art.get(cid, G.enemy_card, "back")
        table.art.get(cid, G.small_card, "back")
    load = time.perf_counter() - t0
    # Each card zoomed once (the zoom keeps only the picture it shows): pinned where the table says
    # that card is, as a right click on it would (`pin` takes a screen position).
    pos_card = [None]
    table.card_at = lambda pos: (pos_card[0], "front")
    for cid in ids:
        pos_card[0] = cid
        table.zoom.pin((G.size[0] // 2, G.size[1] // 2))
        app.frame(1 / 60)
    table.zoom.close()
    for _ in range(30):
        app.frame(1 / 60)
    pictures = sum(s.get_pitch() * s.get_height() for s in table.art._cache.values()) / 2**20
    decoded = sum(s.get_pitch() * s.get_height() for s in table.art._raw.values()) / 2**20
    mapped = sorted(rss_by_mapping().items(), key=lambda kv: -kv[1])[:6]
    print("  where it is: " + ", ".join(f"{name} {mb:.0f} MB" for name, mb in mapped))
    print(f"  {pygame.display.get_driver()} driver: resident memory {rss_mb():.0f} MB (menu alone {before:.0f} MB); "
          f"{len(ids)} cards x {len(sizes)} sizes and backs loaded in {load:.2f} s "
          f"({'sprites' if table.art.uses_sprites else 'fallback cards'}), each zoomed once; "
          f"card pictures {len(table.art._cache)} ({pictures:.0f} MB), decoded PNGs kept {len(table.art._raw)} "
          f"({decoded:.0f} MB)")


def measure(env: dict, runs: int, window: str) -> None:
    print(f"{window}:")
    first_frame_seconds(env)  # warm: byte-code and sprite caches
    times = [first_frame_seconds(env) for _ in range(runs)]
    print(f"  launch to first main-menu frame: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms over {runs} runs")
    out = subprocess.run([sys.executable, __file__, "--child", "memory"], env=env, capture_output=True, text=True)
    print(out.stdout.rstrip() or out.stderr.strip()[-2000:])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-window", action="store_true", help="the dummy driver only (no Xvfb)")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child == "memory":
        child_memory()
        return 0
    sys.path.insert(0, str(ROOT))
    from game.userdirs import temporary_home
    temporary_home("ark-startup-")
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    measure(dict(env, SDL_VIDEODRIVER="dummy"), args.runs, "SDL dummy video driver (no window)")
    if not args.no_window:
        try:
            with xvfb() as xenv:
                measure(dict(env, DISPLAY=xenv["DISPLAY"], SDL_VIDEODRIVER="x11"), args.runs,
                        f"real X window, 1920x1080 on Xvfb {xenv['DISPLAY']} (SDL x11 driver)")
        except SystemExit as exc:
            print(f"real X window: not measured: {exc}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
