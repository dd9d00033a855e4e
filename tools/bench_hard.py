"""Benchmark (not a test): the hard bot against the normal bot in two-player games, seats swapped game
by game (as `ark-table sim --bot hard --against normal`), with the CPU (process time) of each hard
decision that had more than one legal command: its share of the decided games with the 95% Wilson
interval (and its share as each seat), and the decision CPU's median, 95th percentile and worst. Prints
a line every 10 games.

Usage: python tools/bench_hard.py --game planet [--games 40] [--seed 1000] [--work W] [--times FILE]
[--plan sure=1,finalists=4] [--both | --seat 2]
(`--plan` screens another plan: fields of the game's HARD_PLAN, numbers; `--both` plays each seed twice,
the hard bot in seat 1 then in seat 2, so two plans compared on the same seeds meet the same deals;
`--seat S` plays each seed with the hard bot in seat S alone, to screen a plan where a seat needs it)
(`--times` writes each game's result and decision CPU times as JSON lines, so runs split over several
processes can be pooled: python tools/bench_hard.py --pool FILE FILE...)

NOAH is cooperative: `--game noah --mission M [--players 2] [--harder]` plays each seed twice, every seat
hard (its plan changed by `--plan`, if given) and then every seat normal, and prints each strength's wins
out of the games with the hard decisions' CPU (`--harder`: the game's harder option, 3 Enemy turn cards a
round instead of 2). `--pool` of such runs' files prints a line a mission: each strength's wins with its
interval, and the seeds one strength won alone (the share of them hard won, with its interval: above 50%
throughout, hard wins more beyond chance).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import time

from game.engine.bots.search import Plan
from game.engine.core.engine import Engine
from game.engine.games import make_bot, rules_for
from game.engine.play import play_game
from game.engine.sim import MAX_ROUNDS, wilson


class Timed:
    """A bot whose every real decision is timed in process CPU."""

    def __init__(self, bot, times: list[float]):
        self.bot, self.times = bot, times

    def choose(self, seen):
        started = time.process_time()
        command = self.bot.choose(seen)
        if len(seen.legal) > 1:
            self.times.append(time.process_time() - started)
        return command


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="planet")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--work", type=int, default=None, help="the hard bot's work (default: its game's plan)")
    parser.add_argument("--plan", default=None, help="other plan fields for the hard bot, as sure=1,finalists=4")
    seating = parser.add_mutually_exclusive_group()
    seating.add_argument("--both", action="store_true", help="each seed twice, the hard bot in each seat")
    seating.add_argument("--seat", type=int, choices=(1, 2), default=None, help="the hard bot in this seat alone")
    parser.add_argument("--times", default=None, help="append each game's result and decision times to this file")
    parser.add_argument("--pool", nargs="+", default=None, help="pool the --times files of earlier runs and print")
    parser.add_argument("--mission", default=None, help="NOAH: the mission (every seat hard, then normal)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--harder", action="store_true", help="NOAH: 3 Enemy turn cards a round instead of 2")
    args = parser.parse_args()
    try:
        plan = plan_fields(args.plan)
    except ValueError as error:
        parser.error(str(error))
    if args.mission:
        return missions(args, plan)
    if args.pool:
        try:
            games = pooled(args.pool)
        except ValueError as error:
            parser.error(str(error))
        print(missions_summary(games) if "mission" in games[0] else summary(args.game, games, 0.0))
        return
    rules = rules_for(args.game)
    options = rules.normalize_options({"players": 2})
    games: list[dict] = []
    started = time.process_time()
    for number, (seed, hard_seat) in enumerate(seatings(args.games, args.seed, args.both, args.seat)):
        times: list[float] = []
        bots = [Timed(make_bot("hard", args.game, seed * 10 + s, work=args.work, plan=plan), times) if s == hard_seat
                else make_bot("normal", args.game, seed * 10 + s) for s in range(2)]
        outcome = play_game(Engine(rules, options, seed, undo=False), bots, max_rounds=MAX_ROUNDS).outcome
        game = {"seed": seed, "hard_seat": hard_seat, "winners": list(outcome.winners), "times": times}
        games.append(game)
        if args.times:
            with open(args.times, "a", encoding="utf-8") as out:
                out.write(json.dumps(game) + "\n")
        if (number + 1) % 10 == 0 or number + 1 == args.games:
            print(summary(args.game, games, time.process_time() - started), flush=True)


def pooled(names: list[str]) -> list[dict]:
    """The games of several --times files; a seed and seating played by two processes (a run split
    again) counts once."""
    by_seed = {}
    for name in names:
        try:
            with open(name, encoding="utf-8") as lines:
                games = [json.loads(line) for line in lines if line.strip()]
        except (OSError, ValueError) as error:
            raise ValueError(f"--pool: cannot read {name} as a --times file ({error})")
        for game in games:
            by_seed[game["seed"], game.get("hard_seat"), game.get("mission")] = game
    if not by_seed:
        raise ValueError("--pool: the files hold no games yet")
    return list(by_seed.values())


def seatings(games: int, first: int, both: bool, seat: int | None) -> list[tuple[int, int]]:
    """(seed, the hard bot's seat from 0) of each game: seats swapped seed by seed, each seed in both
    seats (`both`), or the hard bot in `seat` (from 1) alone."""
    if seat is not None:
        return [(first + number, seat - 1) for number in range(games)]
    return [(first + (number // 2 if both else number), number % 2) for number in range(games)]


def plan_fields(text: str | None) -> dict:
    """`--plan`'s fields as a dict of numbers: "sure=1,finalists=4" -> {"sure": 1.0, "finalists": 4}."""
    fields = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        name, _, value = part.partition("=")
        if name.strip() not in {field.name for field in dataclasses.fields(Plan)}:
            raise ValueError(f"--plan: a plan has no field {name.strip()!r}; it has "
                             f"{', '.join(field.name for field in dataclasses.fields(Plan))}")
        try:
            fields[name.strip()] = int(value) if value.strip().lstrip("-").isdigit() else float(value)
        except ValueError:
            raise ValueError(f"--plan wants name=number pairs, as sure=1,finalists=4; {part!r} is not one")
    return fields


def missions(args, plan: dict) -> None:
    """NOAH's mission on each seed with every seat hard (its plan changed by `plan`'s fields), then every
    seat normal: wins of each."""
    rules = rules_for("noah")
    options = rules.normalize_options({"players": args.players, "mission": args.mission,
                                       "harder": args.harder})
    wins, times, started = {"hard": 0, "normal": 0}, [], time.process_time()
    only = {"hard": [], "normal": []}     # the seeds one strength won and the other lost
    for number in range(args.games):
        seed = args.seed + number
        won, before = {}, len(times)
        for strength in wins:
            hard = {"work": args.work, "plan": plan} if strength == "hard" else {}
            bots = [make_bot(strength, "noah", seed * 10 + s, **hard) for s in range(args.players)]
            bots = [Timed(bot, times) if strength == "hard" else bot for bot in bots]
            outcome = play_game(Engine(rules, options, seed, undo=False), bots, max_rounds=MAX_ROUNDS).outcome
            won[strength] = bool(outcome.winners)
            wins[strength] += won[strength]
        if won["hard"] != won["normal"]:
            only["hard" if won["hard"] else "normal"].append(seed)
        if args.times:
            with open(args.times, "a", encoding="utf-8") as out:
                game = {"seed": seed, "mission": args.mission, "harder": args.harder, "won": won,
                        "times": times[before:]}
                out.write(json.dumps(game) + "\n")
        ordered = sorted(times) or [0.0]
        print(f"{args.mission}{', harder' if args.harder else ''}, {args.players} players, seeds {args.seed}-{seed}: hard won {wins['hard']}, normal "
              f"{wins['normal']} of {number + 1}; hard decision CPU median {ordered[len(ordered) // 2]:.3f} s, p95 "
              f"{ordered[int(len(ordered) * 0.95)]:.3f} s, worst {ordered[-1]:.3f} s over {len(ordered)} decisions; "
              f"run CPU {time.process_time() - started:.0f} s; won by hard only {only['hard']}, by normal only "
              f"{only['normal']}", flush=True)


def missions_summary(games: list[dict]) -> str:
    """A line a NOAH mission: each strength's wins of the seeds with the 95% Wilson interval, the seeds
    one strength won alone and hard's share of them with its interval, and the hard decisions' CPU."""
    lines = []
    for mission in sorted({g["mission"] for g in games}):
        here = [g for g in games if g["mission"] == mission]
        shares = []
        for strength in ("normal", "hard"):
            won = sum(g["won"][strength] for g in here)
            low, high = wilson(won, len(here))
            shares.append(f"{strength} {won}/{len(here)} ({low:.0%}-{high:.0%})")
        alone = [g for g in here if g["won"]["hard"] != g["won"]["normal"]]
        by_hard = sum(g["won"]["hard"] for g in alone)
        low, high = wilson(by_hard, len(alone))
        ordered = sorted(t for g in here for t in g["times"]) or [0.0]
        lines.append(f"{mission}{', harder' if here[0].get('harder') else ''}: {', '.join(shares)}; won by one "
                     f"alone {len(alone)}, by hard {by_hard} ({by_hard / max(1, len(alone)):.0%}, {low:.0%}-"
                     f"{high:.0%}); hard decision CPU median {ordered[len(ordered) // 2]:.3f} s, p95 "
                     f"{ordered[int(len(ordered) * 0.95)]:.3f} s ({len(ordered)} decisions)")
    return "\n".join(lines)


def summary(game: str, games: list[dict], cpu: float) -> str:
    """The hard bot's share of the decided games with its interval, and its decisions' CPU."""
    decided = [g for g in games if len(g["winners"]) == 1]
    wins = sum(g["winners"][0] == g["hard_seat"] for g in decided)
    low, high = wilson(wins, len(decided))
    seats = []
    for seat in sorted({g["hard_seat"] for g in decided}):
        here = [g for g in decided if g["hard_seat"] == seat]
        won = sum(g["winners"][0] == seat for g in here)
        seats.append(f"seat {seat + 1} {won}/{len(here)} ({won / len(here):.1%})")
    ordered = sorted(t for g in games for t in g["times"]) or [0.0]
    return (f"{game}: {len(games)} games, hard wins {wins}/{len(decided)} decided "
            f"({wins / max(1, len(decided)):.1%}, 95% interval {low:.1%}-{high:.1%}; {', '.join(seats)}); "
            f"hard decision CPU median "
            f"{ordered[len(ordered) // 2]:.3f} s, p95 {ordered[int(len(ordered) * 0.95)]:.3f} s, worst "
            f"{ordered[-1]:.3f} s over {len(ordered)} decisions; run CPU {cpu:.0f} s")


if __name__ == "__main__":
    main()
