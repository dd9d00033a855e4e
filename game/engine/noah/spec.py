"""NOAH's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.bots.random_bot import RandomBot
from game.engine.games import GameSpec


def _rules():
    from game.engine.noah.rules import NOAH
    return NOAH


def _heuristic(seed: int):
    from game.engine.bots.noah_heuristic import NoahHeuristicBot
    return NoahHeuristicBot(seed)


def _add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mission", default=None, help="mission id (default: the easiest)")
    parser.add_argument("--harder", action="store_true", help="3 Enemy turn cards a round")


def _sim_options(args: argparse.Namespace) -> dict:
    options = {"players": args.players, "harder": args.harder}
    if args.mission:
        options["mission"] = args.mission
    return options


def _describe(options: dict) -> str:
    return f"mission {options['mission']}" + (", harder" if options.get("harder") else "")


def _apply_setup(engine, setup: dict, file: str, problems: list) -> None:
    from game.engine.noah.overrides import apply_overrides
    apply_overrides(engine, setup, file, problems)


def _script_chance(engine, chance: dict, file: str, problems: list) -> None:
    from game.engine.noah.chance import script_dice
    script_dice(engine, chance, file, problems)


def _check_cards(paths: list) -> list:
    from game.engine.noah.cards import check_cards
    return check_cards(paths)


SPEC = GameSpec(
    name="noah",
    title="NOAH",
    players=(1, 4),
    cooperative=True,
    rules=_rules,
    bots={"heuristic": _heuristic, "random": RandomBot},
    add_sim_arguments=_add_sim_arguments,
    sim_options=_sim_options,
    describe=_describe,
    apply_setup=_apply_setup,
    check_cards=_check_cards,
    script_chance=_script_chance,
)
