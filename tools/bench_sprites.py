"""Sprite benchmark: cold build (ms a card), warm build with nothing changed, and save-to-redraw latency.

    python tools/bench_sprites.py [--jobs N] [--repeat N]
    python tools/bench_sprites.py --row [--edits N]    # issue 20's preview row only (tools/preview_latency.py)

Runs on a copy of cards/noah with a throw-away cache, so the real cache is never touched. The machine is
shared: each figure is the median of --repeat runs, and the cold build also reports CPU milliseconds a
card (its process and workers), which moves far less than wall time when others use the cores. Each cold
build runs in a fresh process, once with the PNG deflate in use (ISA-L when the `isal` package is
installed) and once with zlib, interleaved, so the two are compared in the same conditions.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

_COLD = """
import os, sys, time
sys.path.insert(0, sys.argv[1])
from game.sprites.builder import build
from game.sprites.cardset import load_cards
from game.sprites.pngio import DEFLATE
import game.sprites.render  # noqa: F401  imports are not the build's work
jobs = int(sys.argv[3]) or None
t = os.times()
cpu, started = t.user + t.system, time.perf_counter()
report = build(load_cards(sys.argv[2], "noah"), jobs=jobs)
wall = time.perf_counter() - started
t = os.times()
print(DEFLATE, wall, t.user + t.system + t.children_user + t.children_system - cpu, report.total, report.drawn)
"""

_FRESH_WARM = """
import sys, time
sys.path.insert(0, sys.argv[1])
started = time.perf_counter()
from game.sprites.builder import build
from game.sprites.cardset import load_cards
report = build(load_cards(sys.argv[2], "noah"))
print((time.perf_counter() - started) * 1000, report.drawn)
"""


def _cold_build(cards_dir: Path, cache: Path, jobs: int | None, deflate: str) -> tuple[str, float, float, int]:
    """A cold build in a fresh process: (deflate used, wall seconds, CPU seconds, cards)."""
    env = dict(os.environ, ARK_TABLE_CACHE=str(cache), ARK_TABLE_DEFLATE=deflate)
    out = subprocess.run([sys.executable, "-c", _COLD, str(ROOT), str(cards_dir), str(jobs or 0)],
                         capture_output=True, text=True, env=env, check=True).stdout.split()
    name, wall, cpu, total, drawn = out[-5:]
    assert int(drawn) == int(total), "the cold build found a warm cache"
    return name, float(wall), float(cpu), int(total)


def _isal_installed() -> bool:
    try:
        import isal  # noqa: F401
    except ImportError:
        return False
    return True


ROW = "card preview, YAML saved -> card redrawn, median / worst"


def _latencies(driver: str, edits: int, env: dict) -> list[dict]:
    """tools/preview_latency.py in a fresh process with the given SDL driver: one record a save."""
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "preview_latency.py"), "--driver", driver,
                          "--edits", str(edits)], capture_output=True, text=True, env=env)
    if out.returncode:
        raise SystemExit(f"preview_latency.py failed with the {driver} driver:\n{out.stderr[-2000:]}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def preview_row(driver: str, label: str, records: list[dict]) -> str:
    """The issue's markdown row: median and worst latency, wall and CPU, beside the baseline's."""
    def ms(key, pick):
        return pick([r[key] for r in records]) * 1000
    ratio_wall = ms("wall", statistics.median) / ms("base_wall", statistics.median)
    ratio_cpu = ms("cpu", statistics.median) / ms("base_cpu", statistics.median)
    games = ", ".join(sorted({r["game"] for r in records}))
    return (f"| {ROW} ({label}) | <= 80 / 150 ms | wall {ms('wall', statistics.median):.0f} / "
            f"{ms('wall', max):.0f} ms, CPU {ms('cpu', statistics.median):.0f} / {ms('cpu', max):.0f} ms; baseline "
            f"(the same cards drawn alone, one frame) wall {ms('base_wall', statistics.median):.0f} / "
            f"{ms('base_wall', max):.0f} ms, CPU {ms('base_cpu', statistics.median):.0f} / "
            f"{ms('base_cpu', max):.0f} ms; medians {ratio_wall:.1f}x wall, {ratio_cpu:.1f}x CPU the baseline "
            f"({len(records)} saves: {games}; {driver} driver) |")


def rows(edits: int) -> int:
    """Print the preview's row of issue 20, with no window and in a real X window (Xvfb)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from xvfb import xvfb
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    print("| figure | goal | now |")
    print("|---|---|---|")
    print(preview_row("dummy", "no window", _latencies("dummy", edits, env)))
    try:
        with xvfb() as xenv:
            print(preview_row("x11", "real X window, Xvfb", _latencies("x11", edits, dict(env, DISPLAY=xenv["DISPLAY"]))))
    except SystemExit as exc:
        print(f"(real X window not measured: {exc})")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jobs", type=int, default=None, help="processes for the cold build (default: every core)")
    parser.add_argument("--repeat", type=int, default=1, help="cold and warm builds to run; medians are reported")
    parser.add_argument("--row", action="store_true", help="print only issue 20's preview row (save -> redrawn)")
    parser.add_argument("--edits", type=int, default=12, help="with --row: saves measured per game and driver")
    args = parser.parse_args()
    if args.row:
        return rows(args.edits)
    from game.sprites.builder import build
    from game.sprites.cardset import load_cards
    from game.sprites.paths import CARDS

    work = Path(tempfile.mkdtemp(prefix="ark-bench-"))
    try:
        cards_dir = work / "noah"
        shutil.copytree(CARDS / "noah", cards_dir, ignore=shutil.ignore_patterns("layouts"))
        deflates = (["isal"] if _isal_installed() else []) + ["zlib"]
        colds = {d: [] for d in deflates}
        cpus = {d: [] for d in deflates}
        warms, fresh = [], []
        total = 0
        for attempt in range(max(1, args.repeat)):
            for deflate in deflates:
                cache = work / f"cache-{deflate}-{attempt}"
                name, wall, cpu, total = _cold_build(cards_dir, cache, args.jobs, deflate)
                assert name == deflate, f"asked for {deflate}, the build used {name}"
                colds[deflate].append(wall)
                cpus[deflate].append(cpu)
            os.environ["ARK_TABLE_CACHE"] = str(cache)
            started = time.perf_counter()
            warm = build(load_cards(cards_dir, "noah"))
            warms.append(time.perf_counter() - started)
            assert warm.drawn == 0, warm.redrawn
            out = subprocess.run([sys.executable, "-c", _FRESH_WARM, str(ROOT),
                                  str(cards_dir)], capture_output=True, text=True, env=os.environ).stdout.split()
            fresh.append(float(out[0]) / 1000)
        warm_s, fresh_s = statistics.median(warms), statistics.median(fresh)
        print(f"cards (faces and backs): {total}, cores used: {args.jobs or os.cpu_count()}")
        if "isal" not in deflates:
            print("(the isal package is not installed: `pip install isal` to compare ISA-L's deflate with zlib's)")
        for deflate in deflates:
            cold_s, cpu_s = statistics.median(colds[deflate]), statistics.median(cpus[deflate])
            runs = (f" (median of {len(colds[deflate])}: {', '.join(f'{c * 1000 / total:.1f}' for c in colds[deflate])})"
                    if len(colds[deflate]) > 1 else "")
            cpu_runs = ", ".join(f"{c * 1000 / total:.1f}" for c in cpus[deflate])
            print(f"cold build, PNGs deflated by {deflate}: {cold_s:.3f} s = {cold_s * 1000 / total:.1f} ms a card{runs}; "
                  f"CPU {cpu_s * 1000 / total:.1f} ms a card ({cpu_runs}; all processes: reading YAML, drawing "
                  f"table + zoom PNGs)")
        cold_s = statistics.median(colds[deflates[0]])
        print(f"warm build:  {warm_s * 1000:.1f} ms with nothing changed ({warm.drawn} drawn, {warm.cached} cached)"
              f" = 1/{cold_s / warm_s:.0f} of the cold build")
        print(f"warm build in a fresh process (imports included): {fresh_s * 1000:.1f} ms "
              f"= 1/{cold_s / fresh_s:.0f} of the cold build")
        faction = sorted((cards_dir / "factions").glob("*.yaml"))[0]
        text = faction.read_text()
        first = next(line for line in text.splitlines() if line.strip().startswith("name:") and "  - " not in line
                     and line.startswith("    "))
        faction.write_text(text.replace(first, first + " II", 1))
        started = time.perf_counter()
        one = build(load_cards(cards_dir, "noah"))
        print(f"one card edited, rebuilt: {(time.perf_counter() - started) * 1000:.1f} ms "
              f"({one.drawn} drawn: {', '.join(one.redrawn)})")

        from game.preview.app import PreviewApp
        app = PreviewApp([cards_dir], "noah", size=(1280, 800))
        while app.pending:
            app.step()
        polls = []
        for _ in range(200):
            started = time.perf_counter()
            assert not app.poll()
            polls.append((time.perf_counter() - started) * 1000)
        print(f"preview file watcher, one poll with nothing saved: median {statistics.median(polls):.2f} ms "
              f"(p90 {statistics.quantiles(polls, n=10)[-1]:.2f} ms; every frame)")
        records = _latencies("dummy", 6, {k: v for k, v in os.environ.items() if k != "ARK_TABLE_CACHE"})
        print(preview_row("dummy", "no window", records))
        print("aims: <= 10 ms a card cold, warm < 1/20 of cold, save-to-redraw median <= 80 ms, worst <= 150 ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
