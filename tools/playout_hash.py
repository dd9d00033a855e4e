"""Check (a script, not a test): one hash of many seeded games' every legal listing and every event,
to compare a rules engine before and after a change meant to keep its games byte for byte.

Bots in every seat play seeded games; the hash takes in, command after command, the legal commands
listed, the command chosen, the events it made, and the state's own hash at the end of each game.

    python tools/playout_hash.py planet [--games 135] [--bot random] [--first 0]
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # the checkout this script is in

from game.engine.bots import make_bot  # noqa: E402
from game.engine.core.bots import seen_by  # noqa: E402
from game.engine.core.engine import Engine  # noqa: E402
from game.engine.games import rules_for  # noqa: E402

SEATS = {"noah": lambda seed: 1 + seed % 4, "planet": lambda seed: 1 + seed % 4, "beast": lambda seed: 2 + seed % 3}


def game_hash(game: str, seed: int, bot: str, digest, options: dict | None = None, most: int = 20000) -> int:
    """Play one game into `digest` (with `options`, else the seed's number of players), at most `most`
    commands; returns its number of commands."""
    rules = rules_for(game)
    options = options or {"players": SEATS[game](seed)}
    engine = Engine(rules, options, seed, undo=False)
    bots = [make_bot(bot, game, seed * 10 + s) for s in range(options["players"])]
    commands = 0
    while not engine.is_over and commands < most:
        seat = engine.acting.seats[0]
        legal = engine.legal_commands(seat)
        command = bots[seat].choose(seen_by(rules, engine.state, seat, legal))
        digest.update(repr((legal, command, engine.submit(command))).encode())
        commands += 1
    digest.update(engine.hash().encode())
    return commands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(SEATS))
    parser.add_argument("--games", type=int, default=135)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--bot", default="random")
    args = parser.parse_args()
    digest, commands = hashlib.sha256(), 0
    for seed in range(args.first, args.first + args.games):
        commands += game_hash(args.game, seed, args.bot, digest)
    print(f"{args.game} {args.bot} seeds {args.first}-{args.first + args.games - 1}: "
          f"{commands} commands, sha256 {digest.hexdigest()}")


if __name__ == "__main__":
    main()
