"""Before and after a change, one game's busiest table (tools/bench_frames.py), interleaved in one run.

The code of `--before` (a git revision) is exported to a temporary folder with this tree's benchmark
files (tools/ and tests/table/, so both sides are measured the same way); each round runs one
bench_frames run on each side, under the dummy driver and then in a real X window (Xvfb), the sides'
order swapped every round. Prints each run and the medians over the rounds: the CPU p95 ratio
(table ÷ bare blits, same run), the table's CPU median and p95, beside wall time, and the driver.

    .venv/bin/python tools/bench_frames_compare.py --before main [--game noah] [--rounds 5] [--frames 1500]
"""
from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def export(rev: str, into: Path) -> Path:
    """`rev`'s tree in `into`, with this tree's benchmark files."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    for folder in ("tools", "tests/table"):
        shutil.rmtree(into / folder, ignore_errors=True)
        shutil.copytree(ROOT / folder, into / folder)
    return into


def one(root: Path, game: str, frames: int, window: bool) -> dict:
    command = [sys.executable, str(root / "tools" / "bench_frames.py"), "--game", game, "--runs", "1",
               "--frames", str(frames), *(["--window"] if window else ["--json"])]
    out = subprocess.run(command, capture_output=True, text=True, cwd=root, check=True)
    return json.loads([line for line in (out.stdout + out.stderr).splitlines() if line.startswith("{")][-1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", required=True, help="the git revision to compare this tree with")
    parser.add_argument("--game", default="noah", choices=["noah", "planet", "beast"])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--frames", type=int, default=1500)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="ark-before-") as tmp:
        sides = {"before": export(args.before, Path(tmp)), "after": ROOT}
        runs = {(side, window): [] for side in sides for window in (False, True)}
        for r in range(args.rounds):
            for window in (False, True):
                for side in (sides if r % 2 == 0 else reversed(list(sides))):
                    f = one(sides[side], args.game, args.frames, window)
                    runs[(side, window)].append(f)
                    print(f"round {r + 1} {f['driver']:5} {side:6}: CPU p95 ratio {f['cpu ratio']:.2f}, table CPU "
                          f"median/p95 {f['table cpu median']:.2f}/{f['table cpu p95']:.2f} ms; wall p95 ratio "
                          f"{f['wall ratio']:.2f}", flush=True)
    print(f"medians of {args.rounds} rounds, busiest {args.game} table ({args.before} before, this tree after):")
    for (side, window), fs in runs.items():
        med = {k: statistics.median(f[k] for f in fs) for k in ("cpu ratio", "table cpu median", "table cpu p95",
                                                               "wall ratio")}
        print(f"  {fs[0]['driver']:5} {side:6}: CPU p95 ratio {med['cpu ratio']:.2f} (runs "
              f"{min(f['cpu ratio'] for f in fs):.2f}-{max(f['cpu ratio'] for f in fs):.2f}), table CPU median/p95 "
              f"{med['table cpu median']:.2f}/{med['table cpu p95']:.2f} ms; wall p95 ratio {med['wall ratio']:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
