"""`ark-table cards check|build|sheet`: check card files, build the sprites, print a print-and-play PDF."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.engine.cards import Problem
from game.engine.gamelist import GAMES


def _print_problems(problems: list[Problem]) -> None:
    from game.engine.core.problems import at_most
    for line in at_most(problems):
        print(line, file=sys.stderr)


def cmd_check(args) -> int:
    from game.sprites.paths import game_cards_dir
    game = args.game
    paths = [Path(p) for p in args.paths] or [game_cards_dir(game)]
    from game.sprites.check import card_problems
    problems = card_problems(paths, game)
    _print_problems(problems)
    print(f"{len(problems)} problem(s) in {', '.join(str(p) for p in paths)}.")
    return 1 if problems else 0


def cmd_build(args) -> int:
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.sprites.builder import build
    from game.sprites.cardset import load_cards
    from game.sprites.paths import game_cards_dir
    game = args.game
    paths = [Path(p) for p in args.paths] or [game_cards_dir(game)]
    report = build(load_cards(paths, game), jobs=args.jobs, force=args.force, progress=not args.quiet)
    _print_problems(report.problems)
    print(report.summary())
    print(f"sprites in {report.folder}")
    return 1 if report.problems else 0


def cmd_sheet(args) -> int:
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.sprites.cardset import load_cards
    from game.sprites.paths import game_cards_dir
    from game.sprites.pdf import write_sheets
    game = args.game
    paths = [Path(p) for p in args.paths] or [game_cards_dir(game)]
    cards = load_cards(paths, game)
    out = Path(args.out or f"{game}-print-and-play.pdf")
    pages, problems = write_sheets(cards, out, paper=args.paper, one_each=args.one_each, progress=not args.quiet)
    _print_problems(problems)
    print(f"{out}: {pages} pages (fronts and backs for duplex printing, flip on the long edge).")
    return 0


def main(argv: list[str]) -> int:
    """`cards check`, `cards build`, `cards sheet`."""
    import os
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = argparse.ArgumentParser(prog="ark-table cards", description="Card files and card sprites.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="check card files: every problem with file and line")
    build = sub.add_parser("build", help="draw the card sprites into the cache (only what changed)")
    sheet = sub.add_parser("sheet", help="write a print-and-play PDF: 9 cards a page, 300 DPI, bleed, crop marks")
    for p in (check, build, sheet):
        p.add_argument("paths", nargs="*", help="card files or folders (default: all cards of the game)")
        p.add_argument("--game", default=None, choices=GAMES,
                       help=f"which game's cards (default: the paths' game; with no paths, {GAMES[0]})")
    build.add_argument("--jobs", type=int, default=None, help="processes to draw with (default: every core)")
    build.add_argument("--force", action="store_true", help="redraw everything, ignoring the cache")
    build.add_argument("--quiet", action="store_true", help="no progress bar")
    sheet.add_argument("--out", default=None, help="the PDF to write (default: GAME-print-and-play.pdf)")
    sheet.add_argument("--paper", choices=("a4", "letter"), default="a4")
    sheet.add_argument("--one-each", action="store_true", help="one copy of each card, not the game's counts")
    sheet.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    from game.sprites.paths import game_for
    try:
        args.game = game_for(args.game, args.paths)
    except ValueError as exc:   # the paths do not tell their game
        print(f"ark-table cards: {exc}", file=sys.stderr)
        return 2
    return {"check": cmd_check, "build": cmd_build, "sheet": cmd_sheet}[args.command](args)
