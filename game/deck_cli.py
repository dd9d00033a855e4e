"""`ark-table deck check|list|new`: Nature of the Beast deck files (game/decks.py).

    ark-table deck check FILE [--variant rush]   the rulebook's limits: exit 1 with the problems, 0 when good
    ark-table deck list                          the decks in your folder, each marked good or not
    ark-table deck new --habitat farm --style tricky [--name NAME]   a Habitat block with a Style block"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.engine.beast.decks import DeckError, deck_problems, prebuilt_blocks, read_deck_file
from game.engine.beast.definitions import HABITATS, STYLES
from game.engine.beast.variants import VARIANTS
from game.engine.core.problems import at_most


def _library(args):
    from game.decks import DeckLibrary
    return DeckLibrary(args.folder)


def _summary(cards, deck) -> str:
    kinds: dict = {}
    for card, count in deck.cards.items():
        kinds[cards.cards[card].kind] = kinds.get(cards.cards[card].kind, 0) + count
    troops = kinds.get("animal", 0) + kinds.get("leader", 0)
    return (f"{deck.size} cards: {troops} Troops ({_count(kinds.get('animal', 0), 'animal')}, "
            f"{_count(kinds.get('leader', 0), 'Leader')}), {deck.size - troops} Tricks")


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def cmd_check(args) -> int:
    library = _library(args)
    cards = library.cards
    path = Path(args.file)
    if not path.is_file() and library.has(args.file):
        path = library.path(args.file)
    deck, problems = read_deck_file(path, cards)
    if deck is not None:
        problems = deck_problems(cards, deck, args.variant)
    for line in at_most(problems):
        print(line, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) in {path}.")
        return 1
    printed = prebuilt_blocks(cards, deck)
    note = f"; {printed[0]} and {printed[1]} blocks as printed (ruling B33)" if printed else ""
    print(f"{path}: {deck.name!r}, {_summary(cards, deck)}{note}: good for {VARIANTS[args.variant].title}.")
    return 0


def cmd_list(args) -> int:
    library = _library(args)
    entries = library.entries()
    if not entries:
        print(f"No decks yet in {library.folder} (ark-table deck new --habitat farm --style tricky).")
    for entry in entries:
        mark = "good" if not entry.problems else f"{len(entry.problems)} problem(s): {entry.problems[0].message}"
        print(f"{entry.name:30} {entry.size:3d} cards  {entry.path.name:32} {mark}")
    return 0


def cmd_new(args) -> int:
    library = _library(args)
    try:
        deck = library.from_blocks(args.habitat, args.style, args.name)
        path = library.save(deck, replace=False)
    except DeckError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 1
    print(f"{path}: {deck.name!r}, {_summary(library.cards, deck)}.")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table deck", description="Nature of the Beast decks.")
    parser.add_argument("--folder", default=None, help="the deck folder (default: decks/ in your data folder)")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="check a deck file against the rulebook's limits")
    check.add_argument("file", help="a deck file, or the name of a deck in your folder")
    check.add_argument("--variant", default="standard", choices=list(VARIANTS),
                       help="the variant it is for (how many animals it needs)")
    sub.add_parser("list", help="the decks in your folder")
    new = sub.add_parser("new", help="save a Habitat block with a Style block as a deck")
    new.add_argument("--habitat", required=True, choices=HABITATS)
    new.add_argument("--style", required=True, choices=STYLES)
    new.add_argument("--name", default=None)
    args = parser.parse_args(argv)
    return {"check": cmd_check, "list": cmd_list, "new": cmd_new}[args.command](args)
