"""`ark-table sim`: whole games with bots in every seat; prints who won, game length and speed."""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections import Counter

from game.engine.cards.problems import CardError
from game.engine.core.engine import Engine
from game.engine.games import game_names, game_spec, make_bot
from game.engine.play import play_game

MAX_ROUNDS = 100   # bots can stall where people would not; no rulebook has a round limit


def parse(argv: list[str]):
    """The game's spec and the parsed arguments (the game's own options included)."""
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--game", default=game_names()[0])
    known, _ = first.parse_known_args(argv)
    spec = game_spec(known.game)
    parser = argparse.ArgumentParser(prog="ark-table sim", description=__doc__)
    parser.add_argument("--game", default=game_names()[0], choices=game_names(),
                        help=f"which game (default: {game_names()[0]}, the first of {', '.join(game_names())})")
    parser.add_argument("--players", type=int, default=spec.players[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="heuristic",
                        help="the bot in every seat: easy, normal (also called heuristic), hard, or random")
    parser.add_argument("--against", default=None,
                        help="two-sided games: the --bot plays one seat and this bot the others, the seats "
                             "swapped from game to game; prints the --bot's share of the decided games with "
                             "its 95%% Wilson interval")
    parser.add_argument("--max-rounds", type=int, default=MAX_ROUNDS,
                        help=f"stop a game still going after this many rounds and count it unfinished (default "
                             f"{MAX_ROUNDS}): the simulation's safeguard, not a rule of any game")
    spec.add_sim_arguments(parser)
    return spec, parser.parse_args(argv)


def main(argv: list[str]) -> int:
    try:
        spec, args = parse(argv)
        rules = spec.rules()
        options = rules.normalize_options(spec.sim_options(args))
        make_bot(args.bot, args.game, 0)
        if args.against is not None:
            make_bot(args.against, args.game, 0)
            if spec.cooperative:
                raise ValueError(f"{spec.title} is cooperative: there is no side to play --against; "
                                 "run each bot with --bot and compare their win rates")
    except CardError as exc:   # broken card files: the problem list, as `cards check` prints it
        print(f"ark-table sim: the {args.game} cards have {len(exc.problems)} problem(s):", file=sys.stderr)
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"ark-table sim: {exc}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("ark-table sim: --games must be at least 1", file=sys.stderr)
        return 2
    if args.max_rounds < 1:
        print("ark-table sim: --max-rounds must be at least 1", file=sys.stderr)
        return 2
    results = []
    decided: list[bool] = []    # with --against: for each game won by one side, whether the --bot won it
    started = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + number
        engine = Engine(rules, options, seed, undo=False)
        seats = rules.seats(engine.state)
        tried = seats[number % len(seats)]    # the --bot's seat when it plays --against another bot
        bots = [make_bot(args.bot if args.against is None or s == tried else args.against, args.game, seed * 10 + s)
                for s in seats]
        result = play_game(engine, bots, max_rounds=args.max_rounds)
        results.append(result)
        if args.against is not None and len(result.outcome.winners) == 1:
            decided.append(result.outcome.winners[0] == tried)
    elapsed = time.perf_counter() - started
    seats = len(rules.seats(Engine(rules, options, args.seed, undo=False).state))
    describe = spec.describe(options)
    print(f"{args.game}: {args.games} games, {seats} player(s){', ' + describe if describe else ''}, bot {args.bot}")
    if args.against is not None:
        wins = sum(decided)
        low, high = wilson(wins, len(decided))
        print(f"{args.bot} against {args.against}: {args.bot} wins {wins / max(1, len(decided)):.1%} of the decided "
              f"games ({wins}/{len(decided)}; 95% interval {low:.1%}-{high:.1%}), seats swapped game by game")
    elif spec.cooperative or seats == 1:
        wins = sum(bool(r.outcome.winners) for r in results)
        low, high = wilson(wins, len(results))
        print(f"win rate        {wins / len(results):.1%} ({wins}/{len(results)}; 95% interval {low:.1%}-{high:.1%})")
    if seats > 1 and not spec.cooperative:
        for seat in range(seats):
            wins = sum(seat in r.outcome.winners for r in results)
            print(f"seat {seat + 1} wins    {wins / len(results):.1%} ({wins}/{len(results)})")
    print(f"average rounds  {statistics.mean(r.outcome.rounds for r in results):.1f}")
    commands = sum(r.commands for r in results)
    print(f"commands/second {commands / elapsed:,.0f} ({commands} commands in {elapsed:.2f} s)")
    reasons = Counter(r.outcome.reason.split(":")[0] if r.outcome.finished
                      else f"unfinished (stopped: {args.max_rounds} rounds or 20,000 commands)"
                      for r in results if not r.outcome.winners)
    if reasons:
        print("games nobody won:")
    for reason, count in reasons.most_common():
        print(f"  {count:3d}x  {reason}")
    return 0


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share of `wins` in `games` (95% by default); (0, 1) for no games."""
    if games == 0:
        return 0.0, 1.0
    share = wins / games
    middle = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, middle - half), min(1.0, middle + half)
