"""Benchmark (a script, not a test): the rules engines' speed against OpenSpiel's, in one run.

Engine only: no window, no video driver. Every figure is CPU time of this thread (time.thread_time)
with the wall time (time.perf_counter) beside it, so that the other work of a shared machine shows up
as the gap between the two and not in the figure.

1. Random playouts: whole games with random bots in every seat (legal listing, checking and carrying
   out every command, as `ark-table sim --bot random` plays), CPU per decision, divided by the
   CPU per decision of random playouts of OpenSpiel's pure-Python block dominoes
   (`python_block_dominoes`, its chance nodes' time included: our games deal inside their commands).
   The baseline and the three games take turns, round after round, each round on new seeds (the same
   games again would find the rules' caches warm: a feeding solved once is remembered); the ratio is
   the median over rounds of each round's own ratio.
2. View and legal commands after a command: what the table asks after each move (who acts, that
   seat's view, its legal commands), timed after every command of random games played with undo on
   (as the table plays), and after every command of games the heuristic bots play; the worst, the 99th percentile and the median. A virtual machine's stolen
   time slices count as the thread's CPU too, so every position is timed in three passes, each in a
   fresh process (caches as cold as at a table's start each time), and each position's least counts.
   The cyclic garbage collector's pauses that fall in a timing are taken out of it and told apart:
   a full pass walks every object the process holds, wherever allocation happens to trigger it.
3. Nature of the Beast's heuristic bot, a decision: from the seat's view to its command, every seat a
   heuristic bot, p95 and worst (Noah Planet's bot is measured by tools/bench_solver.py).

    python tools/bench_rules.py [--rounds 7] [--games 6] [--row]

`--row` prints only the issue's table rows (`| figure | goal | now |`). OpenSpiel is the `bench` extra
(`pip install -e '.[bench]'`); without it the ratios cannot be measured and the script says so.
"""
from __future__ import annotations

import argparse
import gc
import multiprocessing
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # the checkout this script is in

from game.engine.bots import make_bot  # noqa: E402
from game.engine.core.engine import Engine  # noqa: E402
from game.engine.core.rng import Rng  # noqa: E402
from game.engine.games import rules_for  # noqa: E402
from game.engine.play import play_game  # noqa: E402

GAMES = {"noah": ("NOAH", lambda seed: 1 + seed % 4), "planet": ("Planet", lambda seed: 1 + seed % 4),
         "beast": ("Beast", lambda seed: 2 + seed % 3)}
BASELINE = "python_block_dominoes"


class Clock:
    """CPU (this thread) and wall time since it was made."""

    def __init__(self):
        self.cpu, self.wall = time.thread_time(), time.perf_counter()

    def read(self) -> tuple[float, float]:
        return time.thread_time() - self.cpu, time.perf_counter() - self.wall


def baseline_game():
    """OpenSpiel's block dominoes, or None when OpenSpiel is not installed."""
    try:
        import pyspiel
        from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the Python game)
    except ImportError:
        return None
    return pyspiel.load_game(BASELINE)


def baseline_playouts(game, seeds: range) -> tuple[float, float, int]:
    """(CPU s, wall s, player decisions) of random playouts of the baseline game."""
    decisions = 0
    clock = Clock()
    for seed in seeds:
        rng, state = random.Random(seed), game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
    return (*clock.read(), decisions)


def playouts(game: str, seeds: range) -> tuple[float, float, int]:
    """(CPU s, wall s, decisions) of random playouts of one of our games."""
    rules, players_of = rules_for(game), GAMES[game][1]
    decisions = 0
    clock = Clock()
    for seed in seeds:
        players = players_of(seed)
        engine = Engine(rules, {"players": players}, seed, undo=False)
        decisions += play_game(engine, [make_bot("random", game, seed * 10 + s) for s in range(players)]).commands
    return (*clock.read(), decisions)


def ratios(rounds: int, games: int, baseline) -> dict[str, list[tuple[float, float, float]]]:
    """Per round and game: (CPU per decision ÷ the baseline's, CPU µs per decision, wall µs per
    decision); the baseline's own under its name."""
    found: dict[str, list] = {name: [] for name in (BASELINE, *GAMES)}
    for round_ in range(rounds):
        cpu, wall, n = baseline_playouts(baseline, range(40 * games * round_, 40 * games * (round_ + 1)))
        base = cpu / n
        found[BASELINE].append((1.0, base * 1e6, wall / n * 1e6))
        for game in GAMES:   # new games each round: the same ones again would find the rules' caches warm
            cpu, wall, n = playouts(game, range(games * round_, games * (round_ + 1)))
            found[game].append((cpu / n / base, cpu / n * 1e6, wall / n * 1e6))
    return found


def asked_after_a_command(rules, state) -> None:
    """What the table asks after a move: who acts, and that seat's view and legal commands."""
    acting = rules.acting(state)
    seat = acting.seats[0]
    rules.view(state, seat)
    return rules.legal_commands(state, seat, acting)


def heuristic_logs(game: str, seeds: range) -> list[tuple[int, int, list]]:
    """(players, seed, commands) of games the heuristic bots play in every seat (their positions are
    the ones a person meets: fuller ecosystems and Fields than random play makes)."""
    rules, players_of = rules_for(game), GAMES[game][1]
    logs = []
    for seed in seeds:
        players = players_of(seed)
        engine = Engine(rules, {"players": players}, seed, undo=False)
        play_game(engine, [make_bot("heuristic", game, seed * 10 + s) for s in range(players)], max_commands=3000)
        logs.append((players, seed, list(engine.log)))
    return logs


class CollectorTime:
    """CPU seconds the cyclic garbage collector has spent since this was made (its pauses fall
    wherever allocation triggers them: a full pass over every object the program holds)."""

    def __init__(self):
        self.total, self.started = 0.0, 0.0
        gc.callbacks.append(self.heard)

    def heard(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.thread_time()
        else:
            self.total += time.thread_time() - self.started


def after_command_times(game: str, seeds: range, logs: list) -> tuple[list[float], list[float], list[float]]:
    """CPU ms of `asked_after_a_command` less the collector's pauses in it, wall ms, and the collector's
    ms in it, after every command of random games, then of the games in `logs`, played with undo on
    (as the table plays)."""
    rules, players_of = rules_for(game), GAMES[game][1]
    rules.cards
    plays = [(players_of(seed), seed, None) for seed in seeds] + logs
    collector = CollectorTime()
    cpu, wall, collected = [], [], []
    for players, seed, commands in plays:
        engine = Engine(rules, {"players": players}, seed)
        rng = Rng.seeded(seed)
        while not engine.is_over and len(engine.log) < (3000 if commands is None else len(commands)):
            before = collector.total
            clock = Clock()
            legal = asked_after_a_command(rules, engine.state)
            took, took_wall = clock.read()
            collected.append((collector.total - before) * 1000)
            cpu.append(took * 1000 - collected[-1])
            wall.append(took_wall * 1000)
            engine.submit(legal[rng.below(len(legal))] if commands is None else commands[len(engine.log)])
    return cpu, wall, collected


def after_command_passes(passes: int, seeds: range, logs: dict) -> dict[str, tuple[list[float], ...]]:
    """Each game's `after_command_times` (random games of `seeds`, then its `logs`), in `passes` fresh processes each (the games' caches as cold
    as at a table's start, the same way each pass), passes interleaved: for each position the least
    CPU of its passes (a virtual machine's stolen time slices count as this thread's CPU too), with
    the wall and the collector's pause of that pass."""
    found: dict[str, list] = {game: [] for game in GAMES}
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), max_tasks_per_child=1) as pool:
        for _ in range(passes):
            for game in GAMES:
                found[game].append(pool.submit(after_command_times, game, seeds, logs[game]).result())
    least = {}
    for game, runs in found.items():
        best = [min(column, key=lambda timing: timing[0]) for column in zip(*(zip(*run) for run in runs))]
        least[game] = tuple([b[i] for b in best] for i in range(3))
    return least


def bot_times(game: str, seeds: range, players: int, most: int) -> list[tuple[float, float]]:
    """(CPU s, wall s) of each heuristic-bot decision, every seat the heuristic bot."""
    rules = rules_for(game)
    times: list[tuple[float, float]] = []

    class Timed:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, seen):
            clock = Clock()
            command = self.bot.choose(seen)
            times.append(clock.read())
            return command

    for seed in seeds:
        engine = Engine(rules, {"players": players}, seed, undo=False)
        play_game(engine, [Timed(make_bot("heuristic", game, seed * 10 + s)) for s in range(players)],
                  max_commands=most - len(times))
        if len(times) >= most:
            break
    return times


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7, help="rounds of interleaved playouts")
    parser.add_argument("--games", type=int, default=6, help="games of each of ours a round")
    parser.add_argument("--decisions", type=int, default=400, help="Beast bot decisions, with 2 and with 4 players")
    parser.add_argument("--passes", type=int, default=3, help="passes over the positions after a command")
    parser.add_argument("--heuristic-games", type=int, default=2, help="games of the heuristic bots, after a command")
    parser.add_argument("--row", action="store_true", help="print only the issue's table rows")
    args = parser.parse_args()
    say = (lambda *a, **k: None) if args.row else print
    for game in GAMES:
        rules_for(game).cards   # cards loaded before any timing
    say("Engine only (no display, no video driver). CPU = this thread's time; wall beside it.")

    baseline = baseline_game()
    if baseline is None:
        playout_now = "not measured: OpenSpiel is missing (pip install -e '.[bench]')"
        say(f"random playouts: {playout_now}")
    else:
        found = ratios(args.rounds, args.games, baseline)
        base = found[BASELINE]
        say(f"random playouts, {args.rounds} interleaved rounds, medians; baseline {BASELINE} "
            f"(40 x {args.games} games a round): {statistics.median(b[1] for b in base):.1f} µs CPU, "
            f"{statistics.median(b[2] for b in base):.1f} µs wall a decision")
        for game, (title, _) in GAMES.items():
            rows = found[game]
            say(f"  {title:7s} {statistics.median(r[0] for r in rows):5.2f} x the baseline's CPU a decision "
                f"(rounds {min(r[0] for r in rows):.2f}-{max(r[0] for r in rows):.2f}); "
                f"{statistics.median(r[1] for r in rows):6.1f} µs CPU, {statistics.median(r[2] for r in rows):6.1f} "
                f"µs wall a decision ({args.games} games a round)")
        playout_now = ", ".join(f"{title} {statistics.median(r[0] for r in found[game]):.2f}"
                                for game, (title, _) in GAMES.items())

    after = {}
    logs = {game: heuristic_logs(game, range(1, 1 + args.heuristic_games)) for game in GAMES}
    say(f"view + legal commands after a command ({2 * args.games} random games and {args.heuristic_games} of the "
        f"heuristic bots each, undo on; each position the least CPU of {args.passes} passes, each in a fresh process):")
    for game, (cpu, wall, collected) in after_command_passes(args.passes, range(100, 100 + 2 * args.games),
                                                             logs).items():
        title = GAMES[game][0]
        after[title] = max(cpu)
        pauses = [ms for ms in collected if ms > 0.5]
        say(f"  {title:7s} worst {max(cpu):5.2f} ms CPU ({wall[cpu.index(max(cpu))]:5.2f} wall), 99th percentile "
            f"{quantile(cpu, 0.99):5.2f}, median {statistics.median(cpu):5.2f} ms CPU ({len(cpu)} commands); the "
            f"garbage collector's pauses over 0.5 ms that fell in them, apart: {len(pauses)}, longest "
            f"{max(collected):.2f} ms")

    say(f"Beast's heuristic bot, a decision (every seat the heuristic bot, {args.decisions} decisions a size; "
        "Planet's bot is tools/bench_solver.py's):")
    cpu: list[float] = []
    for players in (2, 4):
        times = bot_times("beast", range(1, 100), players, args.decisions)
        cpu += [t[0] * 1000 for t in times]
        say(f"  {players} players: p95 {quantile([t[0] for t in times], 0.95) * 1000:6.1f} ms CPU, worst "
            f"{max(t[0] for t in times) * 1000:6.1f} ms CPU ({max(t[1] for t in times) * 1000:6.1f} wall), "
            f"median {statistics.median(t[0] for t in times) * 1000:5.1f} ms ({len(times)} decisions)")

    rows = [
        (f"random playouts, CPU per decision ÷ OpenSpiel's {BASELINE} (same run, interleaved)", "≤ 1 for every game",
         playout_now),
        (f"view + legal commands after a command, worst (CPU, least of {args.passes} passes, GC pauses apart)", "≤ 3 ms",
         ", ".join(f"{title} {ms:.2f}" for title, ms in after.items())),
        ("heuristic bot decision (Beast), p95 / worst (CPU)", "≤ 50 / 250 ms",
         f"Beast {quantile(cpu, 0.95):.0f} / {max(cpu):.0f}"),
    ]
    say("")
    say("| figure | goal | now |")
    say("|---|---|---|")
    for figure, goal, now in rows:
        print(f"| {figure} | {goal} | {now} |")


if __name__ == "__main__":
    main()
