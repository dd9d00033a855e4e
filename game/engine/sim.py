"""`ark-table sim`: whole games with bots in every seat; prints win rate, rounds and speed."""
from __future__ import annotations

import argparse
import statistics
import time

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.play import play_game


def rules_for(game: str):
    if game == "noah":
        from game.engine.noah.rules import NOAH
        return NOAH
    raise ValueError(f"The game {game!r} has no rules engine yet (try noah).")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table sim", description=__doc__)
    parser.add_argument("--game", default="noah")
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--mission", default=None)
    parser.add_argument("--harder", action="store_true", help="3 Enemy turn cards a round")
    args = parser.parse_args(argv)
    try:
        rules = rules_for(args.game)
        options = {"players": args.players, "harder": args.harder}
        if args.mission:
            options["mission"] = args.mission
        rules.normalize_options(options)
        make_bot(args.bot, args.game, 0)
    except ValueError as exc:
        print(f"ark-table sim: {exc}")
        return 2
    results = []
    started = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        engine = Engine(rules, options, seed, undo=False)
        bots = [make_bot(args.bot, args.game, seed * 10 + s) for s in rules.seats(engine.state)]
        results.append(play_game(engine, bots))
    elapsed = time.perf_counter() - started
    wins = sum(r.outcome == "won" for r in results)
    commands = sum(r.commands for r in results)
    mission = rules.normalize_options(options)["mission"]
    print(f"{args.game}: {args.games} games, {args.players} player(s), mission {mission}, bot {args.bot}")
    print(f"win rate        {wins / len(results):.1%} ({wins}/{len(results)})")
    print(f"average rounds  {statistics.mean(r.rounds for r in results):.1f}")
    print(f"commands/second {commands / elapsed:,.0f} ({commands} commands in {elapsed:.2f} s)")
    reasons: dict[str, int] = {}
    for r in results:
        if r.outcome != "won":
            key = r.reason.split(":")[0] if "fell" in r.reason else r.reason
            reasons[key] = reasons.get(key, 0) + 1
    for reason, count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        print(f"  lost {count:3d}x  {reason}")
    return 0
