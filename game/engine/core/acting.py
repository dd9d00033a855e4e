"""Who may act now, and in which stage: the one answer every command's validation starts from, and
that the legal listing, the table, the bots and the hand-off read (boardgame.io's active players and
stages). A stage is a game's name for the kind of decision a seat is in: a turn's step, a battle's
phase, a prompt, a defeat; each command type names the stages it may be sent in."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True, slots=True)
class Acting:
    """The seats that may act, each with its stage, in order: the seat the game waits on first."""

    stages: tuple[tuple[int, str], ...] = ()

    @classmethod
    def of(cls, pairs: Iterable[tuple[int, str]]) -> "Acting":
        return cls(tuple(pairs))

    @classmethod
    def one(cls, seat: int, stage: str) -> "Acting":
        return cls(((seat, stage),))

    @property
    def seats(self) -> list[int]:
        return [seat for seat, _ in self.stages]

    def stage(self, seat: int) -> str | None:
        """The stage `seat` acts in now, or None when it may not act."""
        for who, stage in self.stages:
            if who == seat:
                return stage
        return None

    def __bool__(self) -> bool:
        return bool(self.stages)


NOBODY = Acting()
