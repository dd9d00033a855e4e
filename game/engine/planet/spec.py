"""Noah Planet's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.games import lazy, package_spec
from game.engine.planet.chance import CHANCE_POINTS


def _add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=("standard", "strategy"), default="standard",
                        help="the Strategy Variants: draft, Selection Area, Develop")
    parser.add_argument("--environments", type=int, default=0, help="Environment cards in play (Advanced Rules)")


def _sim_options(args: argparse.Namespace) -> dict:
    return {"players": args.players, "variant": args.variant, "environments": args.environments}


def _describe(options: dict) -> str:
    words = [options["variant"]]
    environments = options["environments"]
    count = len(environments) if isinstance(environments, list) else environments
    if count:
        words.append(f"{count} environment{'s' if count > 1 else ''}")
    return ", ".join(words)


SPEC = package_spec("planet", "Noah Planet", players=(1, 4), cooperative=False, heuristic="PlanetHeuristicBot",
                    add_sim_arguments=_add_sim_arguments, sim_options=_sim_options, describe=_describe,
                    chance_points=CHANCE_POINTS, chance_words=lazy("game.engine.planet.chance:chance_words"))
