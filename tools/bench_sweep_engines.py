"""Benchmark (not a test): the same balance sweep on each engine that is importable here, in turn, round
after round (interleaved): one process (the baseline and the reference results), a pool of processes
(`ark-table sweep`'s default), a local Dask cluster and a local Ray cluster of N worker processes.

For each engine it prints the start-up time (until every worker has answered a first task), the sweep's
wall and CPU time (CPU of this process and every process under it: pool workers, Dask's nanny and
workers, Ray's GCS, raylet and workers; read before they are shut down), the largest worker's resident
memory and the whole cluster's, and whether every game's result (winners, rounds, commands) equals the
single process's for the same seeds. Medians over the rounds at the end.

Usage: python tools/bench_sweep_engines.py [--engines single,processes,dask,ray] [--rounds 3] [--workers 2]
       [-- SWEEP ARGUMENTS]   (default: --game beast --deck-matrix farm,forest,city,suburbs --games 2 --bot normal)
Ray is not a dependency of the project: run it with a Python that has ray, dask, distributed, psutil and
the project's own dependencies, with PYTHONPATH pointing at the checkout.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import psutil

from game.engine import sweep

DEFAULT_SWEEP = ["--game", "beast", "--deck-matrix", "farm,forest,city,suburbs", "--games", "2", "--bot", "normal"]


def play_where(job: tuple) -> tuple[dict, int]:
    """One game of the sweep, and the id of the process that played it."""
    return sweep.play_one(job), os.getpid()


def ready(_: int) -> int:
    time.sleep(0.2)   # long enough that every worker gets one
    return os.getpid()


def tree_cpu_and_memory(pids: set[int]) -> tuple[float, int, int]:
    """CPU seconds of this process and all under it; the largest RSS among `pids`; the tree's RSS."""
    cpu, biggest, total = 0.0, 0, 0
    for proc in [psutil.Process()] + psutil.Process().children(recursive=True):
        try:
            times, rss = proc.cpu_times(), proc.memory_info().rss
        except psutil.Error:
            continue
        cpu += times.user + times.system
        total += rss
        if proc.pid in pids:
            biggest = max(biggest, rss)
    return cpu, biggest, total


def cpu_so_far() -> float:
    """CPU of this process, the processes under it, and its children that have ended."""
    return tree_cpu_and_memory(set())[0] + sum(os.times()[2:4])


def measure(engine: str, todo: list[tuple], workers: int) -> dict:
    """Start the engine, run the sweep, read CPU and memory, shut it down."""
    before = cpu_so_far()
    started = time.perf_counter()
    if engine == "single":
        start = 0.0
        cpu_start = cpu_so_far()
        done = [play_where(job) for job in todo]
        stop = lambda: None
    elif engine == "processes":
        from concurrent.futures import ProcessPoolExecutor
        pool = ProcessPoolExecutor(workers)
        list(pool.map(ready, range(workers)))
        start = time.perf_counter() - started
        cpu_start = cpu_so_far()
        done = list(pool.map(play_where, todo))
        stop = pool.shutdown
    elif engine == "dask":
        from distributed import Client
        cluster = sweep.local_cluster(workers)      # as `ark-table sweep --dask N` starts it
        client = Client(cluster)
        client.wait_for_workers(workers)
        start = time.perf_counter() - started
        cpu_start = cpu_so_far()
        done = client.gather(client.map(play_where, todo, pure=False))
        stop = lambda: (client.close(), cluster.close())
    elif engine == "ray":
        import ray
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, configure_logging=False)
        remote_ready, remote_play = ray.remote(ready), ray.remote(play_where)
        ray.get([remote_ready.remote(i) for i in range(workers)])
        start = time.perf_counter() - started
        cpu_start = cpu_so_far()
        done = ray.get([remote_play.remote(job) for job in todo])
        stop = ray.shutdown
    else:
        raise SystemExit(f"no engine {engine!r}: single, processes, dask or ray")
    wall = time.perf_counter() - started - start
    pids = {pid for _, pid in done}
    cpu, biggest, total = tree_cpu_and_memory(pids)
    cpu += sum(os.times()[2:4])   # and children already ended and waited for
    stop()
    return {"results": [r for r, _ in done], "start": start, "start_cpu": cpu_start - before, "wall": wall,
            "cpu": cpu - cpu_start,
            "worker_rss": biggest if engine != "single" else psutil.Process().memory_info().rss,
            "tree_rss": total, "workers_seen": len(pids)}


def importable(engine: str) -> bool:
    module = {"dask": "distributed", "ray": "ray"}.get(engine)
    if module is None:
        return True
    try:
        __import__(module)
    except ImportError as exc:
        print(f"{engine}: not measured, it cannot be imported here ({exc})")
        return False
    return True


def main() -> None:
    argv = sys.argv[1:]
    sweep_argv = argv[argv.index("--") + 1:] if "--" in argv else DEFAULT_SWEEP
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engines", default="single,processes,dask,ray")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    todo = sweep.jobs(sweep.parse(sweep_argv))
    engines = [e for e in args.engines.split(",") if importable(e)]
    print(f"sweep: {' '.join(sweep_argv)} ({len(todo)} games); {args.workers} workers; python "
          f"{sys.version.split()[0]}; load average {os.getloadavg()[0]:.1f} at the start")
    reference, figures = None, {e: [] for e in engines}
    for number in range(args.rounds):
        for engine in engines:
            got = measure(engine, todo, args.workers)
            if reference is None:
                reference = got["results"] if engine == "single" else None
            same = "?" if reference is None else ("same" if got["results"] == reference else "DIFFERENT")
            got["same"] = same
            figures[engine].append(got)
            print(f"round {number + 1} {engine:9}: start-up {got['start']:5.2f} s ({got['start_cpu']:4.1f} s CPU), "
                  f"sweep {got['wall']:6.1f} s wall, "
                  f"{got['cpu']:6.1f} s CPU, largest worker {got['worker_rss'] / 2**20:5.0f} MiB, all "
                  f"{got['tree_rss'] / 2**20:5.0f} MiB ({got['workers_seen']} worker(s) played); "
                  f"results {same} as one process; load {os.getloadavg()[0]:.1f}", flush=True)
    print("medians:")
    base = statistics.median(f["cpu"] for f in figures[engines[0]])
    for engine, runs in figures.items():
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0] if isinstance(runs[0][k], (int, float))}
        print(f"  {engine:9}: start-up {med['start']:.2f} s ({med['start_cpu']:.1f} s CPU), "
              f"sweep {med['wall']:.1f} s wall, {med['cpu']:.1f} s CPU "
              f"({med['cpu'] / base:.2f}x {engines[0]}), largest worker {med['worker_rss'] / 2**20:.0f} MiB, "
              f"all {med['tree_rss'] / 2**20:.0f} MiB; results {', '.join(sorted({r['same'] for r in runs}))}")


if __name__ == "__main__":
    main()
