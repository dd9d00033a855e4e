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
from playout_hash import game_hash  # noqa: E402


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
                commands += game_hash("beast", seed, bot, digest, options, args.most)
            print(f"{name:30} {bot:9} {args.games} games {commands:7} commands  sha256 {digest.hexdigest()[:16]}",
                  flush=True)


if __name__ == "__main__":
    main()
