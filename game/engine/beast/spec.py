"""Nature of the Beast's entry in the game registry: its rules, bots, sim options and scenario set-up."""
from __future__ import annotations

import argparse

from game.engine.beast.chance import CHANCE_POINTS
from game.engine.games import lazy, package_spec


def _rules():
    from game.engine.beast.rules import rules
    return rules()


def _add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--decks", default=None,
                        help="one deck per player, comma-separated: a prebuilt deck (farm, forest, city, suburbs), "
                             "HABITAT+STYLE, a deck file (FILE.yaml) or a deck of your library by name")
    parser.add_argument("--variant", default="standard", help="standard, rush, doubles (4 players) or supply_line")
    parser.add_argument("--subvariants", default="",
                        help="comma-separated: rush: no_fury_favor, no_tricks; doubles: same_faction, "
                             "limited_leadership, ultimate")
    parser.add_argument("--start", type=int, default=None, help="every seat's starting Favor and Fury (0-9)")


def _sim_options(args: argparse.Namespace) -> dict:
    options = {"players": args.players, "variant": args.variant,
               "subvariants": [word for word in args.subvariants.split(",") if word]}
    if args.decks:
        decks = [_deck(word, args.variant) for word in args.decks.split(",")]
        options["decks"] = [decks[s % len(decks)] for s in range(args.players)]
    if args.start is not None:
        options["start"] = args.start
    return options


def _deck(word: str, variant: str):
    """A deck named on the command line: a deck file, a deck of the player's library, or a block name.
    A deck file's problems are raised (DeckError) with their lines."""
    from pathlib import Path
    from game.engine.beast.decks import playable_deck_file
    from game.engine.beast.variants import VARIANTS
    cards = _rules().cards
    variant = variant if variant in VARIANTS else "standard"
    if word.endswith((".yaml", ".yml")) or Path(word).is_file():
        return playable_deck_file(word, cards, variant).as_option()
    from game.decks import DeckLibrary   # the player's folder: outside the engine, read only when asked
    library = DeckLibrary()
    if word not in cards.decks and library.has(word):
        return playable_deck_file(library.path(word), cards, variant).as_option()
    return word


def _read_options(options: dict, folder, file: str, line: int, problems: list) -> dict:
    from game.engine.beast.decks import read_option_files
    return read_option_files(_rules().cards, options, folder, file, line, problems)


def _describe(options: dict) -> str:
    from game.engine.beast.decks import deck_name
    rules = f" ({', '.join(options['subvariants'])})" if options.get("subvariants") else ""
    return f"{options['variant']}{rules}, decks {' v '.join(deck_name(d) for d in options['decks'])}"


SPEC = package_spec("beast", "Nature of the Beast", players=(2, 6), cooperative=False, heuristic="BeastHeuristicBot",
                    add_sim_arguments=_add_sim_arguments, sim_options=_sim_options, describe=_describe,
                    read_options=_read_options, chance_points=CHANCE_POINTS,
                    chance_words=lazy("game.engine.beast.chance:chance_words"))
