"""Every figure of issue 20's table in one command: each benchmark's own `--row`, run one after the
other (each measures its baseline in the same run, interleaved, CPU beside wall, and names its driver).

    python tools/bench_all.py            # the whole table (several minutes on 2 cores)
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROWS = ["bench_frames.py", "bench_solver.py", "bench_sprites.py", "bench_startup.py", "bench_rules.py"]


def main() -> int:
    print("| figure | goal | now |")
    print("|---|---|---|")
    failed = []
    for script in ROWS:
        done = subprocess.run([sys.executable, str(TOOLS / script), "--row"], capture_output=True, text=True)
        rows = [line for line in done.stdout.splitlines() if line.startswith("|") and "---" not in line
                and not line.startswith("| figure")]
        print("\n".join(rows) if rows else f"| {script} | | printed no row |", flush=True)
        if done.returncode:
            failed.append(f"{script}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}")
    for line in failed:
        print(f"failed: {line}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
