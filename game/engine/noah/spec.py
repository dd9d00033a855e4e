"""NOAH's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.bots.random_bot import RandomBot
from game.engine.games import GameSpec, lazy


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


SPEC = GameSpec(
    name="noah",
    title="NOAH",
    players=(1, 4),
    cooperative=True,
    rules=lazy("game.engine.noah.rules:rules"),
    bots={"heuristic": lazy("game.engine.bots.noah_heuristic:NoahHeuristicBot"), "random": RandomBot},
    add_sim_arguments=_add_sim_arguments,
    sim_options=_sim_options,
    describe=_describe,
    apply_setup=lazy("game.engine.noah.overrides:apply_overrides"),
    check_cards=lazy("game.engine.noah.cards:check_cards"),
    script_chance=lazy("game.engine.noah.chance:script_dice"),
)
