"""The easy bot of every game: the normal (heuristic) bot making a person's mistakes on purpose. Now
and then, drawn from its own seeded Rng, it overlooks the move it would have made and plays another
legal one instead, as a beginner does; the rest of the time it plays as the normal bot."""
from __future__ import annotations

from typing import Any, Callable

from game.engine.core.bots import Seen, ThinkingBot

SLIPS_IN = 3     # about one decision in this many is a slip


class EasyBot(ThinkingBot):
    name = "easy"

    def __init__(self, seed: int, normal: Callable[[int], Any]):
        super().__init__(seed)
        self.normal = normal(self.rng.below(2**31))

    def decide(self, seen: Seen):
        if self.rng.below(SLIPS_IN) == 0:
            return seen.legal[self.rng.below(len(seen.legal))]
        return self.normal.choose(seen)
