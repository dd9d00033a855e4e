"""Benchmark (a script, not a test): one game's random playouts in this checkout against another
checkout, in one run. Each checkout plays in a process of its own (its own bench_rules.playouts and
baseline_playouts), the two taking turns round after round (which goes first alternates), each round
on new seeds: OpenSpiel's python_block_dominoes, then the game, CPU per decision of the game ÷ the
baseline's in that process and round, as tools/bench_rules.py's ratios do. Engine only, no display.
Prints for each checkout the median over rounds of that ratio (its range), of the wall-time ratio
beside it, and of the µs per decision; then the median over rounds of this checkout's CPU per
decision ÷ the other's in the same round.

    python tools/bench_playouts_against.py DIR [--game beast] [--rounds 15] [--games 6]

(DIR: e.g. /work/main. OpenSpiel must be importable, as for tools/bench_rules.py.)"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def worker(tree: str, game: str) -> None:
    """Answer each line "round games" with the JSON [baseline CPU, wall, game CPU, wall] per decision."""
    sys.path[:0] = [tree, str(Path(tree) / "tools")]
    import bench_rules
    from game.engine.games import rules_for
    baseline = bench_rules.baseline_game()
    if baseline is None:
        print(json.dumps(None), flush=True)
        return
    rules_for(game).cards
    bench_rules.playouts(game, range(10**6, 10**6 + 2))   # imports and caches warmed before any timing
    print(json.dumps([]), flush=True)
    for line in sys.stdin:
        round_, games = map(int, line.split())
        cpu, wall, n = bench_rules.baseline_playouts(baseline, range(40 * games * round_, 40 * games * (round_ + 1)))
        ours, our_wall, m = bench_rules.playouts(game, range(games * round_, games * (round_ + 1)))
        print(json.dumps([cpu / n, wall / n, ours / m, our_wall / m]), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("against", metavar="DIR", nargs="?", help="the other checkout")
    parser.add_argument("--game", default="beast", choices=("noah", "planet", "beast"))
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--games", type=int, default=6, help="games of ours a round (40 times as many dominoes)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.game)
        return
    if not args.against or not (Path(args.against) / "game").is_dir():
        parser.error("name the other checkout: a directory holding game/ (e.g. /work/main)")
    trees = {"this": str(HERE), "other": str(Path(args.against).resolve())}
    workers = {name: subprocess.Popen([sys.executable, __file__, "--worker", tree, "--game", args.game],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
               for name, tree in trees.items()}
    if any(json.loads(w.stdout.readline()) is None for w in workers.values()):
        print("not measured: OpenSpiel is missing (pip install -e '.[bench]')")
        return
    found: dict[str, list] = {name: [] for name in trees}
    for round_ in range(args.rounds):
        for name in (("this", "other") if round_ % 2 == 0 else ("other", "this")):
            workers[name].stdin.write(f"{round_} {args.games}\n")
            workers[name].stdin.flush()
            found[name].append(json.loads(workers[name].stdout.readline()))
    for w in workers.values():
        w.stdin.close()
        w.wait()
    print(f"{args.game} random playouts ÷ OpenSpiel's python_block_dominoes, {args.rounds} interleaved rounds of "
          f"{args.games} games (40 x {args.games} dominoes), medians over rounds; CPU = each process's thread time")
    for name, rows in found.items():
        cpu = [r[2] / r[0] for r in rows]
        print(f"  {name:5} {trees[name]}: {statistics.median(cpu):.3f} x the baseline's CPU a decision (rounds "
              f"{min(cpu):.2f}-{max(cpu):.2f}), wall {statistics.median(r[3] / r[1] for r in rows):.3f}; "
              f"{statistics.median(r[2] for r in rows) * 1e6:.1f} µs CPU, "
              f"{statistics.median(r[3] for r in rows) * 1e6:.1f} µs wall a decision; "
              f"baseline {statistics.median(r[0] for r in rows) * 1e6:.1f} µs CPU")
    paired = [this[2] / other[2] for this, other in zip(found["this"], found["other"])]
    print(f"  this ÷ other, CPU a decision in the same round: median {statistics.median(paired):.3f} "
          f"(rounds {min(paired):.3f}-{max(paired):.3f})")


if __name__ == "__main__":
    main()
