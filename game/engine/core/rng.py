"""The one seeded random number generator of a game; its state lives inside the game state.

Chance a scenario file can script: each place where the rules shuffle is a named chance point
(`shuffle(items, point=...)`), and so is each place where they take a card at random (`pick`); a file
may say what comes first out of the next shuffles at a point (`chance: {noah_pile: [[rabbit,
red_fox]]}`: a card, or its lowest copy among those shuffled). The seed still shuffles, so what the
file leaves open, and every draw after, come from the seed as they would have; the named cards are
then moved to the top, in order (a pick takes the card named). A card the file names that is not
among those shuffled is noted in `misfits` (the scenario runner reports it with its line)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

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
    # A scenario's outcomes for named chance points: point -> for each of its next shuffles, the cards
    # (their names) that come out first. Omitted while empty, like `scripted`.
    chance: dict[str, list[list[str]]] = field(default_factory=dict, metadata={"omit_when_empty": True})
    misfits: list[list[str]] = field(default_factory=list, metadata={"omit_when_empty": True})  # [point, why]

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

    def shuffle(self, items: list, point: str = "", name: Callable[[str], str] | None = None,
                first: str = "end") -> None:
        """Fisher-Yates in place. At a named chance point a scenario may have scripted what comes out
        first: those cards (matched by `name`, else as they are) then lie at the `first` end of the
        list ("end": the top of a pile whose top is its last item; "start"), in the order given."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        if point and self.chance.get(point):
            self._stack(items, self._outcome(point), point, name or str, first)

    def pick(self, items: list, point: str, name: Callable[[str], str] | None = None) -> int:
        """The index of one item taken at random (a card discarded at random). At a named chance point a
        scenario may have scripted which: each outcome there is the one card taken."""
        index = self.below(len(items))
        if not self.chance.get(point):
            return index
        wanted = self._outcome(point)
        if len(wanted) != 1:
            self.misfits.append([point, f"an outcome here is the one card taken, not {len(wanted)}"])
            return index
        misfits, stacked = len(self.misfits), list(items)
        self._stack(stacked, wanted, point, name or str, "start", "cards to take from")
        return index if len(self.misfits) > misfits else items.index(stacked[0])

    def _outcome(self, point: str) -> list[str]:
        """The next scripted outcome at a chance point, taken off the script."""
        wanted = self.chance[point].pop(0)
        if not self.chance[point]:
            del self.chance[point]
        return wanted

    def _stack(self, items: list, wanted: list[str], point: str, name: Callable[[str], str], first: str,
               among: str = "cards shuffled there") -> None:
        rest, taken = list(items), []
        for word in wanted:
            # the card itself, or its lowest free copy ('rabbit' is rabbit#1 before rabbit#2 and #10)
            found = min((item for item in rest if item == word or name(item) == word),
                        key=lambda item: (item != word, len(item), item), default=None)
            if found is None:
                self.misfits.append([point, f"{word} is not among the {len(items)} {among}"])
                continue
            rest.remove(found)
            taken.append(found)
        items[:] = rest + taken[::-1] if first == "end" else taken + rest

    def choice(self, items):
        return items[self.below(len(items))]
