"""Benchmark (not a test): Noah Planet's feeding solver on crowded ecosystems, and the heuristic bot's
decision time, each beside a baseline measured in the same run, interleaved. No window (no driver).

- Solver: families of crowded ecosystems made from the game's cards (each card no more often than the
  game has it), 30, 40 and 80 species, many equal choices (copies, plants no specialist tells apart).
  Each is searched as the table does it (FeedingSearch.tightened(); an older checkout's
  solver.Interleaved; --plain: also the engine's search alone, on past its proposal), in slices of
  `STEPS` steps: the time until the best feeding it ends with was found (what
  the player sees), the time until it is proven (capped), the engine's
  proposal (the view's `PROPOSAL_WORK` steps, on the main thread) and the longest slice (what a still
  frame pays). Baseline: building the same ecosystem's food web from scratch, timed just before.
  The garbage collector is set as the table sets it once a game is laid out (game.table.memory): what
  exists before the searches is left out of its full passes.
- Bot: every decision of heuristic-bot games (4 players and solo); baseline: the deciding seat's view,
  built just before each decision.
Wall (perf_counter) and CPU (process_time) side by side.

Usage: python tools/bench_solver.py [--seeds 4] [--cap 5] [--row] [--plain | --against DIR]
(--against /work/main: the baseline is the table's search of the solver in another checkout, each
ecosystem searched by both in turn, in this one process.)
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import sys
import time

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.planet.definitions import copies
from game.engine.planet.environment import environment_of
from game.engine.planet.rules import PLANET
from game.engine.planet import solver as this_solver
from game.engine.planet.web import _build
from game.engine.play import play_game
from game.table.memory import settle
from game.table.planet.feeding import STEPS

CARDS = PLANET.cards
ENV = environment_of(CARDS, [])
EVERY = [uid for s in CARDS.species.values() for uid in copies(s.id, s.count)]
PLANTS = [u for u in EVERY if CARDS.species[u.partition("#")[0]].tier == 0]
ANIMALS = [u for u in EVERY if u not in set(PLANTS)]
FAMILIES = ("deck", "short", "copies", "herbivores", "bugs", "grown")


def species(uid: str):
    return CARDS.species[uid.partition("#")[0]]


def family(kind: str, size: int, seed: int) -> list[str]:
    """A crowded ecosystem of `size` species: deck (a third plants), short (a fifth plants), copies (only
    cards the game has several of), herbivores (half T1), bugs (bugs and what eats them), grown (grown
    three cards at a time, the starving removed, as in play, then three more laid down)."""
    rng = random.Random(f"{kind}-{size}-{seed}")
    if kind == "deck":
        return rng.sample(PLANTS, size // 3) + rng.sample(ANIMALS, size - size // 3)
    if kind == "short":
        return rng.sample(PLANTS, size // 5) + rng.sample(ANIMALS, size - size // 5)
    if kind == "copies":
        plants = [u for u in PLANTS if species(u).count >= 2]
        animals = [u for u in ANIMALS if species(u).count >= 2]
        return rng.sample(plants, size // 3) + rng.sample(animals, min(len(animals), size - size // 3))
    if kind == "herbivores":
        first = [u for u in ANIMALS if species(u).tier == 1]
        higher = [u for u in ANIMALS if species(u).tier > 1]
        k = min(len(first), size // 2)
        return rng.sample(PLANTS, size // 4) + rng.sample(first, k) + rng.sample(higher, size - size // 4 - k)
    if kind == "bugs":
        bugs = [u for u in ANIMALS if species(u).cls == "Bug"
                or any(r == "bug" for need in species(u).eats for r, _ in need)]
        return rng.sample(PLANTS, size // 4) + rng.sample(bugs, min(len(bugs), size - size // 4))
    ecosystem = rng.sample(PLANTS, 4)
    rest = [u for u in EVERY if u not in ecosystem]
    rng.shuffle(rest)
    while len(ecosystem) < size:
        trial = ecosystem + [rest.pop() for _ in range(3)]
        if len(trial) >= size:
            return trial[:size]
        web = _build(CARDS, ENV, trial)
        search = this_solver.FeedingSearch(web)
        search.run(2000)
        living = {u for i, u in enumerate(web.uids) if search.best.alive >> i & 1}
        ecosystem = [u for u in trial if u in living]
    return ecosystem[:size]


def clocks() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def since(start: tuple[float, float]) -> tuple[float, float]:
    wall, cpu = clocks()
    return (wall - start[0]) * 1000, (cpu - start[1]) * 1000


def solver_of(root: str):
    """The solver module of another checkout (its own module: what it keeps with a web is its own)."""
    spec = importlib.util.spec_from_file_location("baseline_solver", f"{root}/game/engine/planet/solver.py")
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def solve(ecosystem: list[str], cap: float, plain: bool = False, solver=this_solver) -> dict:
    """One ecosystem searched in slices as the table does (plain: the engine's search alone, without the
    table's bound), after its baseline (the web built anew)."""
    start = clocks()
    web = _build(CARDS, ENV, ecosystem)
    baseline = since(start)
    start = clocks()
    search = solver.FeedingSearch(web)
    search.run(solver.PROPOSAL_WORK)
    proposal, proposed = since(start), search.best.key
    if not plain:
        older = getattr(solver, "Interleaved", None)        # the table's search before it was tightened() alone
        search = older(search) if older else search.tightened()
    found, slice_worst, best = since(start), 0.0, search.best
    while not search.finished:
        before = clocks()
        search.run(STEPS)
        slice_worst = max(slice_worst, since(before)[1])
        if search.best is not best:
            best, found = search.best, since(start)
        if since(start)[1] > cap * 1000:
            break
    return {"baseline": baseline, "proposal": proposal, "found": found, "proven": since(start) if search.finished
            else None, "slice": slice_worst, "species": len(ecosystem), "proposal_best": proposed == best.key,
            "best": best.key}


class Timed:
    """A bot whose decisions are timed, each after its baseline: the same seat's view built anew."""

    def __init__(self, bot, engine_of, decisions: list, baselines: list):
        self.bot, self.engine_of, self.decisions, self.baselines = bot, engine_of, decisions, baselines

    def choose(self, seen):
        engine = self.engine_of()
        start = clocks()
        PLANET.view(engine.state, seen.seat)
        self.baselines.append(since(start))
        start = clocks()
        command = self.bot.choose(seen)
        self.decisions.append(since(start))
        return command


def bot_times(seeds) -> tuple[list, list]:
    decisions: list = []
    baselines: list = []
    for seed in seeds:
        players = 4 if seed % 2 == 0 else 1
        engine = Engine(PLANET, {"players": players}, seed, undo=False)
        bots = [Timed(make_bot("heuristic", "planet", seed * 10 + s), lambda: engine, decisions, baselines)
                for s in range(players)]
        play_game(engine, bots)
    return decisions, baselines


def compared(name: str, plain: list, runs: list) -> str:
    """The baseline (`name`) beside the table's search (the same ecosystems, run in turn): best answer shown."""
    def figures(which: list, index: int) -> str:
        found = [r["found"][index] for r in which]
        return f"{statistics.median(found):.0f} / {max(found):.0f}"
    same = sum(a["best"] == b["best"] for a, b in zip(plain, runs))
    proven = [sum(r["proven"] is not None for r in which) for which in (plain, runs)]
    slower = max(runs, key=lambda r: r["found"][1] - plain[runs.index(r)]["found"][1])
    before = plain[runs.index(slower)]["found"][1]
    return (f"best answer shown after median / worst ms: {name} {figures(plain, 1)} CPU "
            f"({figures(plain, 0)} wall), this table's search {figures(runs, 1)} CPU ({figures(runs, 0)} wall); same "
            f"best {same}/{len(runs)}; most slowed {before:.0f} -> {slower['found'][1]:.0f} ms CPU; proven "
            f"{proven[0]} / {proven[1]} of {len(runs)}")


def p95(values) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4, help="ecosystems per family and size; bot games")
    parser.add_argument("--cap", type=float, default=5.0, help="CPU seconds a proof may take")
    parser.add_argument("--row", action="store_true", help="only the issue table's rows")
    parser.add_argument("--plain", action="store_true", help="also the engine's search alone (without the "
                        "table's bound), each ecosystem's run interleaved with the table's")
    parser.add_argument("--against", metavar="DIR", help="also the table's search of the solver in another "
                        "checkout (e.g. /work/main), each ecosystem's run interleaved with this one's")
    args = parser.parse_args()
    if args.against:
        other = solver_of(args.against)
        name, baseline = f"{args.against}'s", lambda ecosystem: solve(ecosystem, args.cap, solver=other)
    elif args.plain:
        name, baseline = "the engine's search alone", lambda ecosystem: solve(ecosystem, args.cap, plain=True)
    else:
        name, baseline = "", None
    rows = []
    sizes = {size: [family(kind, size, seed) for seed in range(args.seeds) for kind in FAMILIES] for size in (30, 40, 80)}
    settle()
    for size, ecosystems in sizes.items():
        runs, plain = [], []
        for n, ecosystem in enumerate(ecosystems):      # before and after in turn, either first
            if baseline and n % 2:
                plain.append(baseline(ecosystem))
            runs.append(solve(ecosystem, args.cap))
            if baseline and not n % 2:
                plain.append(baseline(ecosystem))
        if plain:
            print(f"{size} species, " + compared(name, plain, runs), flush=True)
        found_wall = [r["found"][0] for r in runs]
        found_cpu = [r["found"][1] for r in runs]
        proven = [r["proven"][1] for r in runs if r["proven"]]
        base = statistics.median(r["baseline"][1] for r in runs)
        line = (f"{size} species ({len(runs)} ecosystems, {len(FAMILIES)} families): best answer shown after "
                f"median {statistics.median(found_wall):.0f} / worst {max(found_wall):.0f} ms wall, "
                f"{statistics.median(found_cpu):.0f} / {max(found_cpu):.0f} ms CPU "
                f"({statistics.median(found_cpu) / base:.0f}x / {max(found_cpu) / base:.0f}x building the web, "
                f"{base:.1f} ms); proven {len(proven)}/{len(runs)} within {args.cap:.0f} s"
                + (f" (median {statistics.median(proven):.0f}, worst {max(proven):.0f} ms CPU)" if proven else "")
                + f"; the view's proposal {statistics.median(r['proposal'][1] for r in runs):.0f} / "
                f"{max(r['proposal'][1] for r in runs):.0f} ms CPU, already the best in "
                f"{sum(r['proposal_best'] for r in runs)}/{len(runs)}; longest {STEPS}-step slice "
                f"{max(r['slice'] for r in runs):.1f} ms CPU")
        if not args.row:
            print(line, flush=True)
        rows.append((size, found_cpu, proven, len(runs), max(r["slice"] for r in runs),
                     max(r["proposal"][1] for r in runs), base, found_wall))
    decisions, baselines = bot_times(range(args.seeds))
    cpu = [d[1] for d in decisions]
    wall = [d[0] for d in decisions]
    base = statistics.median(b[1] for b in baselines)
    if not args.row:
        print(f"heuristic bot ({len(decisions)} decisions, 4-player and solo games): median {statistics.median(cpu):.1f} "
              f"ms, p95 {p95(cpu):.0f} ms, worst {max(cpu):.0f} ms CPU (wall p95 {p95(wall):.0f}, worst "
              f"{max(wall):.0f} ms); p95 {p95(cpu) / base:.0f}x the seat's view built before each ({base:.2f} ms)")
        return
    solver = "; ".join(f"{size}: {statistics.median(found):.0f} / {max(found):.0f} ms ({max(found) / base:.0f}x "
                       f"building its web; wall {statistics.median(wall):.0f} / {max(wall):.0f}), proven {len(proven)}/{n}"
                       for size, found, proven, n, _, _, base, wall in rows)
    frame = max(r[4] for r in rows)
    print(f"| feeding solver, crowded but reachable ecosystems (30-40 species, many equal choices) | never blocks "
          f"a frame; best answer ≤ 100 ms, worst ≤ 250 ms | no driver; best answer median / worst CPU {solver}; table "
          f"slices ≤ {frame:.1f} ms a still frame; the view's proposal ≤ {max(r[5] for r in rows):.0f} ms |")
    print(f"| heuristic bot decision, p95 / worst | ≤ 50 / 250 ms | Planet {p95(cpu):.0f} / {max(cpu):.0f} ms CPU "
          f"({p95(wall):.0f} / {max(wall):.0f} wall; p95 {p95(cpu) / base:.0f}x the seat's view) |")


if __name__ == "__main__":
    main()
