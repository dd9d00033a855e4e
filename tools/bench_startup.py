"""Start-up benchmark (a script, not a test).

1. Time from launching `python -m game` to the first drawn frame of the main menu (the app writes its
   layout file at the end of each changed frame; we wait for it). Sprite cache warm: run twice.
2. Resident memory of a 4-player NOAH game with every card sprite loaded (table and zoom sizes).

    .venv/bin/python tools/bench_startup.py [--runs 5]
"""
from __future__ import annotations

from game.engine.noah.rules import NOAH

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


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


def child_memory() -> None:
    """Runs in a fresh process: a 4-player table with every sprite loaded, then report RSS."""
    sys.path.insert(0, str(ROOT))
    from game.table.app import App
    from game.table.noah.scene import NoahTable
    from game.table.session import Session
    app = App(size=(1920, 1080))
    app.open_menu()
    before = rss_mb()
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:4]}, seed=5)
    table = NoahTable(app, session, animate_setup=False)
    app.push(table)
    for _ in range(3):
        app.frame(1 / 60)
    c = session.cards
    ids = list(c.agents) + list(c.mercenaries) + list(c.enemies) + list(c.locations)
    G = table.geo
    sizes = {G.zones[0].card, G.enemy_card, G.location_card, G.small_card}
    zoom_h = min(int(G.size[1] * 0.62), 520)
    sizes.add((int(zoom_h / 1.4), zoom_h))
    t0 = time.perf_counter()
    for cid in ids:
        for size in sizes:
            table.art.get(cid, size, "front")
        table.art.get(cid, G.enemy_card, "back")
    load = time.perf_counter() - t0
    for _ in range(30):
        app.frame(1 / 60)
    print(f"{len(ids)} cards x {len(sizes)} sizes loaded in {load:.2f} s "
          f"({'sprites' if table.art.uses_sprites else 'fallback cards'}); "
          f"resident memory {rss_mb():.0f} MB (menu alone {before:.0f} MB)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from game.userdirs import temporary_home
    temporary_home("ark-startup-")
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"), SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    if args.child == "memory":
        child_memory()
        return 0
    first_frame_seconds(env)  # warm: byte-code and sprite caches
    times = [first_frame_seconds(env) for _ in range(args.runs)]
    print(f"launch to first main-menu frame: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms over {args.runs} runs ({env['SDL_VIDEODRIVER']} driver)")
    out = subprocess.run([sys.executable, __file__, "--child", "memory"], env=env, capture_output=True, text=True)
    print(out.stdout.strip() or out.stderr.strip()[-2000:])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
