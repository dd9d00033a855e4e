"""Nature of the Beast's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.bots.random_bot import RandomBot
from game.engine.games import GameSpec


def _rules():
    from game.engine.beast.rules import BEAST
    return BEAST


def _heuristic(seed: int):
    from game.engine.bots.beast_heuristic import BeastHeuristicBot
    return BeastHeuristicBot(seed)


def _add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decks", default=None,
                        help="one deck per player, comma-separated: farm, forest, city, suburbs or HABITAT+STYLE")
    parser.add_argument("--variant", default="standard", help="standard (rush and doubles are options to come)")
    parser.add_argument("--start", type=int, default=None, help="every seat's starting Favor and Fury (0-9)")


def _sim_options(args: argparse.Namespace) -> dict:
    options = {"players": args.players, "variant": args.variant}
    if args.decks:
        decks = args.decks.split(",")
        options["decks"] = [decks[s % len(decks)] for s in range(args.players)]
    if args.start is not None:
        options["start"] = args.start
    return options


def _describe(options: dict) -> str:
    return f"{options['variant']}, decks {' v '.join(options['decks'])}"


def _apply_setup(engine, setup: dict, file: str, problems: list) -> None:
    from game.engine.beast.overrides import apply_overrides
    apply_overrides(engine, setup, file, problems)


def _check_cards(paths: list) -> list:
    from game.engine.beast.cards import check_cards
    return check_cards(paths)


SPEC = GameSpec(
    name="beast",
    title="Nature of the Beast",
    players=(2, 4),
    cooperative=False,
    rules=_rules,
    bots={"heuristic": _heuristic, "random": RandomBot},
    add_sim_arguments=_add_sim_arguments,
    sim_options=_sim_options,
    describe=_describe,
    apply_setup=_apply_setup,
    check_cards=_check_cards,
)
