"""`ark-table sweep`: a balance sweep, many games over a grid of options (the deck matrix, variants,
player counts, missions), with any bot, on every core of the machine (processes) or on a Dask cluster
(`--dask N` starts a local one of N worker processes; `--scheduler ADDRESS` uses a running one, for
sweeps that outgrow one machine). Each game's seed is fixed by its cell and number, so the same
command gives the same table wherever it ran. Writes the games and the table as JSON and CSV, and a
chart (SVG) of each cell's win rate with its 95% interval and its game length."""
from __future__ import annotations

import argparse
import csv
import itertools
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.engine.games import game_names
from game.engine.sim import MAX_ROUNDS, wilson
from game.engine.sweep_chart import write_chart


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ark-table sweep", description=__doc__)
    parser.add_argument("--game", default=None, choices=game_names(), help=f"the game to sweep ({', '.join(game_names())})")
    parser.add_argument("--players", default="2", help="player counts, comma-separated (a grid axis)")
    parser.add_argument("--deck-matrix", default="", help="beast: decks, comma-separated: every pair of them, "
                                                          "each seated first in half the games")
    parser.add_argument("--vary", action="append", default=[], metavar="OPTION=V1,V2",
                        help="a sim option and its values (variant=standard,rush; mission=low_tide,the_flood)")
    parser.add_argument("--games", type=int, default=10, help="games per cell")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="normal", help="the bot in every seat (or the tried bot with --against)")
    parser.add_argument("--against", default=None, help="the other seats' bot; the --bot changes seat game by game")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    parser.add_argument("--dask", type=int, default=0, metavar="N", help="run on a local Dask cluster of N worker processes")
    parser.add_argument("--scheduler", default=None, help="run on the Dask cluster at this address")
    parser.add_argument("--out", default="sweep", help="the files' stem: STEM.json, STEM.csv, STEM.svg")
    parser.add_argument("--max-rounds", type=int, default=MAX_ROUNDS)
    args = parser.parse_args(argv)
    if args.game is None:
        parser.error(f"name a game: --game {'|'.join(game_names())}")
    return args


def cells(args) -> list[dict]:
    """Every combination of the grid's axes, as sim arguments to set."""
    axes: list[list[tuple[str, str]]] = [[("players", p) for p in args.players.split(",") if p]]
    for vary in args.vary:
        name, _, values = vary.partition("=")
        if not name or not values:
            raise ValueError(f"--vary wants OPTION=V1,V2, not {vary[:40]!r}")
        axes.append([(name.replace("-", "_"), v) for v in values.split(",")])
    if args.deck_matrix:
        decks = [d for d in args.deck_matrix.split(",") if d]
        axes.append([("decks", f"{a},{b}") for a, b in itertools.combinations(decks, 2)])
    return [dict(combo) for combo in itertools.product(*axes)]


def jobs(args) -> list[tuple]:
    """One job a game: (game, cell, sim arguments, seed, bots by seat, tried seat, max rounds)."""
    from game.engine.games import game_spec
    from game.engine.sim import parse as sim_parse
    spec = game_spec(args.game)
    out = []
    for number, cell in enumerate(cells(args)):
        for game in range(args.games):
            seed = args.seed + 1000 * number + game
            given = dict(cell)
            if "decks" in given and game % 2:
                given["decks"] = ",".join(reversed(given["decks"].split(",")))   # the other deck first
            argv = ["--game", args.game]
            for name, value in given.items():
                argv += [f"--{name.replace('_', '-')}", value]
            _, sim_args = sim_parse(argv)
            options = spec.rules().normalize_options(spec.sim_options(sim_args))
            players = int(given["players"])
            tried = game % players
            bots = [args.bot if args.against is None or s == tried else args.against for s in range(players)]
            out.append((args.game, describe(cell), options, seed, bots, tried, args.max_rounds,
                        1 if "decks" in given and game % 2 else 0))
    return out


def describe(cell: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in cell.items())


def play_one(job: tuple) -> dict:
    """Play one game of the sweep (in whichever process or worker runs it)."""
    game, cell, options, seed, bots, tried, max_rounds, row_seat = job
    from game.engine.core.engine import Engine
    from game.engine.games import make_bot, rules_for
    from game.engine.play import play_game
    engine = Engine(rules_for(game), options, seed, undo=False)
    result = play_game(engine, [make_bot(b, game, seed * 10 + s) for s, b in enumerate(bots)], max_rounds=max_rounds)
    winners = list(result.outcome.winners)
    return {"cell": cell, "seed": seed, "winners": winners, "rounds": result.outcome.rounds,
            "finished": result.outcome.finished, "tried_seat": tried, "row_seat": row_seat,
            "commands": result.commands}


def run(args, todo: list[tuple]) -> list[dict]:
    """Every job's result, in the jobs' order, wherever they ran."""
    if args.dask or args.scheduler:
        from distributed import Client
        cluster = None if args.scheduler else local_cluster(args.dask)
        client = Client(args.scheduler or cluster)
        try:
            return client.gather(client.map(play_one, todo, pure=False))
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
    if args.workers <= 1:
        return [play_one(job) for job in todo]
    with ProcessPoolExecutor(args.workers) as pool:
        return list(pool.map(play_one, todo, chunksize=max(1, len(todo) // (4 * args.workers))))


def local_cluster(workers: int):
    """A local Dask cluster of `workers` processes of one thread each. Their sampling profiler is off (it
    looks at every worker's stack 100 times a second; off, tools/bench_sweep_engines.py's sweep took a
    little less CPU: median 13.0 against 13.3 s over 3 interleaved rounds); a designer's own workers
    turn it off with DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED=False."""
    import dask
    from distributed import LocalCluster
    with dask.config.set({"distributed.worker.profile.enabled": False}):
        return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)


def table(results: list[dict], against: bool) -> list[dict]:
    """Each cell: games, decided, the share of decided games the row side won (the first deck of a deck
    pair, else the tried bot with --against, else seat 1) with its 95% Wilson interval, rounds."""
    rows = []
    for cell in dict.fromkeys(r["cell"] for r in results):
        games = [r for r in results if r["cell"] == cell]
        decided = [r for r in games if len(r["winners"]) == 1]
        side = "tried_seat" if against else "row_seat"
        wins = sum(r["winners"][0] == r[side] for r in decided)
        low, high = wilson(wins, len(decided))
        rounds = [r["rounds"] for r in games]
        rows.append({"cell": cell, "games": len(games), "decided": len(decided), "wins": wins,
                     "share": wins / len(decided) if decided else 0.0, "low": low, "high": high,
                     "rounds_median": statistics.median(rounds), "rounds_mean": statistics.mean(rounds)})
    return rows


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (the worker processes)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def main(argv: list[str]) -> int:
    try:
        args = parse(argv)
        from game.engine.games import make_bot
        make_bot(args.bot, args.game, 0)
        if args.against:
            make_bot(args.against, args.game, 0)
        todo = jobs(args)
    except (ValueError, SystemExit) as exc:
        if isinstance(exc, SystemExit):
            return int(exc.code or 2)
        print(f"ark-table sweep: {exc}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("ark-table sweep: --games must be at least 1", file=sys.stderr)
        return 2
    started, cpu = time.perf_counter(), cpu_seconds()
    try:
        results = run(args, todo)
    except ImportError:
        print("ark-table sweep: Dask is not installed; pip install \".[cluster]\" brings it", file=sys.stderr)
        return 2
    wall = time.perf_counter() - started
    rows = table(results, args.against is not None)
    stem = Path(args.out)
    stem.parent.mkdir(parents=True, exist_ok=True)
    stem.with_suffix(".json").write_text(json.dumps({"games": results, "table": rows}, indent=1))
    with open(stem.with_suffix(".csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    side = f"{args.bot} against {args.against}" if args.against else ("the first deck" if args.deck_matrix else "seat 1")
    write_chart(stem.with_suffix(".svg"), rows, f"{args.game}: {side} wins (95% interval), and game length")
    for row in rows:
        print(f"{row['cell']}: {row['wins']}/{row['decided']} decided ({row['share']:.1%}, "
              f"{row['low']:.1%}-{row['high']:.1%}), rounds median {row['rounds_median']}")
    where = f"Dask ({args.scheduler or f'{args.dask} local workers'})" if args.dask or args.scheduler \
        else f"{args.workers} process(es)"
    print(f"{len(results)} games on {where}: {wall:.1f} s wall, {cpu_seconds() - cpu:.1f} s CPU "
          f"(this process and the worker processes it started); "
          f"wrote {stem.with_suffix('.json')}, .csv, .svg")
    return 0
