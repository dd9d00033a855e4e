"""`ark-table replay FILE [--to N] [--seat S]`: a saved game at any move, headless: the whole state,
or what one seat could see then, as JSON."""
from __future__ import annotations

import argparse
import json
import sys

from game.engine.core.engine import Engine
from game.engine.core.saves import SaveError, load_game
from game.engine.core.serialize import to_plain
from game.engine.games import rules_by_name


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table replay", description=__doc__.splitlines()[0])
    parser.add_argument("file", help="a save or autosave")
    parser.add_argument("--to", type=int, default=None, help="stop after this many moves (default: all)")
    parser.add_argument("--seat", type=int, default=None, help="print this seat's view instead of the state")
    args = parser.parse_args(argv)
    try:
        saved = load_game(args.file, rules_by_name(), undo=False)
    except SaveError as exc:
        print(f"ark-table replay: {exc}", file=sys.stderr)
        return 2
    if saved.load_notice:
        print(f"ark-table replay: {saved.load_notice}", file=sys.stderr)
    total = len(saved.log)
    to = total if args.to is None else args.to
    if not 0 <= to <= total:
        print(f"ark-table replay: --to must be 0 to {total} (the save has {total} moves).", file=sys.stderr)
        return 2
    engine = Engine.replay(saved.rules, saved.options, saved.seed, saved.log[:to], undo=False)
    seats = engine.rules.seats(engine.state)
    if args.seat is not None:
        if args.seat not in seats:
            print(f"ark-table replay: --seat must be one of {', '.join(map(str, seats))}.", file=sys.stderr)
            return 2
        shown = engine.view(args.seat)
    else:
        shown = to_plain(engine.state)
        shown.pop("rng", None)
    print(json.dumps({"game": engine.rules.name, "move": to, "moves": total, "seat": args.seat,
                      "active_seats": engine.rules.active_seats(engine.state), "shown": shown},
                     indent=1, sort_keys=True))
    return 0
