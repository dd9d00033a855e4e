"""The one seeded random number generator of a game; its state lives inside the game state."""
from __future__ import annotations

from dataclasses import dataclass, field

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407


@dataclass
class Rng:
    """PCG32 (XSH RR): small, fast, and the same on every Python version and platform."""

    state: int = 0
    # Outcomes a scenario file sets for the next rolls (dice, not shuffles): each is taken by `roll`
    # before the generator is asked. Left out of the canonical state while empty (old hashes stand).
    scripted: list[int] = field(default_factory=list, metadata={"omit_when_empty": True})

    @classmethod
    def seeded(cls, seed: int) -> "Rng":
        rng = cls(0)
        rng.state = (rng.state * _MULT + _INC) & _MASK64
        rng.state = (rng.state + (seed & _MASK64)) & _MASK64
        rng.state = (rng.state * _MULT + _INC) & _MASK64
        return rng

    def position(self) -> tuple[int, int]:
        """Where the generator stands (its state and the scripted outcomes left): a move whose position
        differs before and after had a random outcome."""
        return (self.state, len(self.scripted))

    def next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + _INC) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        threshold = (1 << 32) % n
        state = self.state
        while True:  # next32's step, written out here: every draw and shuffle goes through below()
            old, state = state, (state * _MULT + _INC) & _MASK64
            xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
            rot = old >> 59
            r = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
            if r >= threshold:
                self.state = state
                return r % n

    def roll(self, n: int) -> int:
        """A die's face index in [0, n): the next scripted outcome if a scenario set one, else random."""
        if self.scripted:
            face = self.scripted.pop(0)
            if not 0 <= face < n:
                raise ValueError(f"a scripted roll {face} is not a face of a {n}-sided die")
            return face
        return self.below(n)

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]
