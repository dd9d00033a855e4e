"""NOAH's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.games import lazy, package_spec
from game.engine.noah.chance import CHANCE_POINTS


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


SPEC = package_spec("noah", "NOAH", players=(1, 4), cooperative=True, heuristic="NoahHeuristicBot",
                    add_sim_arguments=_add_sim_arguments, sim_options=_sim_options, describe=_describe,
                    script_chance=lazy("game.engine.noah.chance:script_dice"), chance_points=CHANCE_POINTS,
                    chance_words=lazy("game.engine.noah.chance:chance_words"))
