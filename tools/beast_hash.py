"""Check (a script, not a test): tools/playout_hash.py's hash for Nature of the Beast, the standard game
and every variant and sub-variant of tools/beast_variants.py, to compare the rules engine before and
after a change meant to keep its games byte for byte. One line per case and bot.

    python tools/beast_hash.py [--games 40] [--bot random] [--bot heuristic] [--only rush]
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # the checkout this script is in
sys.path.insert(0, str(Path(__file__).resolve().parent))

from beast_variants import CASES  # noqa: E402
from game.engine.beast.rules import BEAST  # noqa: E402
from game.engine.bots import make_bot  # noqa: E402
from game.engine.core.bots import seen_by  # noqa: E402
from game.engine.core.engine import Engine  # noqa: E402


def game_hash(options: dict, seed: int, bot: str, digest, most: int) -> int:
    """Play one game into `digest` (the legal commands, the command chosen, its events; the state's
    hash at the end); returns its number of commands."""
    engine = Engine(BEAST, options, seed, undo=False)
    bots = [make_bot(bot, "beast", seed * 10 + s) for s in range(options["players"])]
    commands = 0
    while not engine.is_over and commands < most:
        seat = engine.acting.seats[0]
        legal = engine.legal_commands(seat)
        command = bots[seat].choose(seen_by(BEAST, engine.state, seat, legal))
        digest.update(repr((legal, command, engine.submit(command))).encode())
        commands += 1
    digest.update(engine.hash().encode())
    return commands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bot", action="append", help="random, heuristic (both when not given)")
    parser.add_argument("--only", default=None, help="only the cases whose name holds this")
    parser.add_argument("--most", type=int, default=3000, help="commands at most a game")
    args = parser.parse_args()
    for bot in args.bot or ["random", "heuristic"]:
        for name, options in CASES:
            if args.only and args.only not in name:
                continue
            digest, commands = hashlib.sha256(), 0
            for seed in range(args.games):
                commands += game_hash(options, seed, bot, digest, args.most)
            print(f"{name:30} {bot:9} {args.games} games {commands:7} commands  sha256 {digest.hexdigest()[:16]}",
                  flush=True)


if __name__ == "__main__":
    main()
