"""Start-up and memory benchmark (a script, not a test), with SDL's dummy video driver and in a real X
window (a private Xvfb display; skipped, with the reason, where Xvfb is missing).

1. Time from launching `python -m game` to the first drawn frame of the main menu (the app writes its
   layout file at the end of each changed frame; we wait for it). Sprite cache warm: run twice.
2. Resident memory (VmRSS) of a 4-player NOAH game at 1920x1080 with every card's picture loaded at
   every size the table draws it (hands wide and compact, played piles, Enemy row, Locations,
   Mercenary display; backs) and every card shown once in the zoom, as a player hovering each would.

    .venv/bin/python tools/bench_startup.py [--runs 5] [--no-window]
    .venv/bin/python tools/bench_startup.py --row [--runs 9]     # issue 20's start-up row only

The row compares the launch with a bare pygame window's, measured in the same run, interleaved: a
fresh `python -c` that imports pygame, opens a window of the menu's size (with the same SDL framebuffer
setting the table uses under X11), fills and shows it. Wall time is from the launch to the frame; CPU
time is the main thread's up to the frame: both children run under the same few lines (PROBE) that
write the main thread's CPU time at the first `pygame.display.flip`. (Read from /proc/PID/schedstat
the moment the frame is seen, as before, it also counted what the table does after its first frame -
log file, sound, gamepads - for as long as this script took to see the frame on a busy machine.) Byte
code is written and warm (PYTHONDONTWRITEBYTECODE is dropped for the children: a player's install has it).
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


# A bare pygame window: the same window the menu opens (size, SDL's framebuffer setting), filled and shown;
# it writes the file the table writes after its first frame.
BARE = """
import os, sys
import pygame
pygame.display.init()
if pygame.display.get_driver() == "x11":
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((30, 34, 40))
pygame.display.flip()
open(os.environ["ARK_TABLE_LAYOUT_FILE"], "w").write("{}")
while not pygame.event.peek(pygame.QUIT):   # SDL turns the bench's SIGTERM into a quit event
    pygame.time.wait(10)
"""
# Run first in both children: the main thread's CPU seconds at the first flip (the frame on screen) go
# to the file ARK_BENCH_CPU_FILE names, before the layout file the bench waits for.
PROBE = """
import os, time
import pygame
_flip = pygame.display.flip
def _first_flip():
    pygame.display.flip = _flip
    _flip()
    open(os.environ["ARK_BENCH_CPU_FILE"], "w").write(repr(time.thread_time()))
pygame.display.flip = _first_flip
"""
APP = ["-c", PROBE + "import runpy\nrunpy.run_module('game', run_name='__main__', alter_sys=True)\n"]   # python -m game
BARE_WINDOW = ["-c", PROBE + BARE]


def first_frame_seconds(env: dict, args: list[str] = APP) -> float:
    return first_frame(env, args)[0]


def first_frame(env: dict, args: list[str] = APP) -> tuple[float, float]:
    """(wall seconds from the launch to the first frame, the main thread's CPU seconds until then)."""
    with tempfile.TemporaryDirectory() as tmp:
        layout, cpu = Path(tmp) / "layout.json", Path(tmp) / "cpu"
        env = dict(env, ARK_TABLE_LAYOUT_FILE=str(layout), ARK_BENCH_CPU_FILE=str(cpu))
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while not layout.exists():
                if proc.poll() is not None:
                    raise SystemExit("the program exited before drawing its first frame")
                if time.perf_counter() - t0 > 30:
                    raise SystemExit("no first frame within 30 s")
                time.sleep(0.001)
            wall = time.perf_counter() - t0
            return wall, float(cpu.read_text())
        finally:
            proc.terminate()
            proc.wait(5)


def row_env() -> dict:
    """The children's environment: warm byte code, no sound device."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return dict(env, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")


def startup_row(env: dict, runs: int, label: str) -> str:
    """Issue 20's row: the launch to the menu's first frame, beside a bare window's, interleaved."""
    for args in (APP, BARE_WINDOW):
        first_frame(env, args)   # byte code written, files in the page cache
    app, bare = [], []
    for _ in range(runs):
        app.append(first_frame(env, APP))
        bare.append(first_frame(env, BARE_WINDOW))
    med = statistics.median
    wall_app, wall_bare = med(a for a, _ in app) * 1000, med(b for b, _ in bare) * 1000
    text = (f"| launch to first menu frame ÷ a bare pygame window ({label}) | <= 1.2 | wall {wall_app / wall_bare:.2f} "
            f"({wall_app:.0f} ms ÷ {wall_bare:.0f} ms)")
    cpu_app, cpu_bare = med(c for _, c in app) * 1000, med(c for _, c in bare) * 1000
    text += f", main-thread CPU {cpu_app / cpu_bare:.2f} ({cpu_app:.0f} ms ÷ {cpu_bare:.0f} ms)"
    ratios = sorted(a / b for (a, _), (b, _) in zip(app, bare))
    return text + (f"; medians of {runs} interleaved pairs, pair ratios {ratios[0]:.2f}-{ratios[-1]:.2f}; "
                   f"{env['SDL_VIDEODRIVER']} driver |")


def rows(runs: int, window: bool) -> int:
    """Print the start-up row with no window and in a real X window (Xvfb)."""
    env = row_env()
    print("| figure | goal | now |")
    print("|---|---|---|")
    print(startup_row(dict(env, SDL_VIDEODRIVER="dummy"), runs, "no window"))
    if window:
        try:
            with xvfb() as xenv:
                print(startup_row(dict(env, DISPLAY=xenv["DISPLAY"], SDL_VIDEODRIVER="x11"), runs,
                                  "real X window, Xvfb"))
        except SystemExit as exc:
            print(f"(real X window not measured: {exc})")
    return 0


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
    parser.add_argument("--row", action="store_true", help="print only issue 20's start-up row (÷ a bare window)")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child == "memory":
        child_memory()
        return 0
    sys.path.insert(0, str(ROOT))
    from game.userdirs import temporary_home
    temporary_home("ark-startup-")
    if args.row:
        return rows(args.runs, not args.no_window)
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
