"""A bot that picks uniformly among the legal commands, with its own seeded RNG."""
from __future__ import annotations

from game.engine.core.bots import Seen
from game.engine.core.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)

    def choose(self, seen: Seen):
        return seen.legal[self.rng.below(len(seen.legal))]
