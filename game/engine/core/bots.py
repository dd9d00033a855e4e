"""What a bot is given: its own seat's view and legal commands, never the game state itself."""
from __future__ import annotations

from typing import Any, Callable, Protocol

from game.engine.core.protocol import Command
from game.engine.core.rng import Rng


class Seen:
    """One seat's knowledge at a decision: its view, its legal commands, and a way to imagine the
    rest. `sample_state(rng)` deals everything hidden from the seat again at random, so a bot can
    look ahead with the rules' own functions without ever reading a hidden card. (A plain class with
    slots: one is made at every decision of every playout, and a frozen dataclass costs 2.5 times as
    much to make.)"""

    __slots__ = ("rules", "seat", "legal", "_view_of", "_sample", "_view")

    def __init__(self, rules: Any, seat: int, legal: tuple[Command, ...], view: Callable[[], dict],
                 sample: Callable[[Rng], Any]):
        self.rules, self.seat, self.legal = rules, seat, legal
        self._view_of, self._sample, self._view = view, sample, None

    @property
    def view(self) -> dict:
        """The seat's view (assembled on first use: a bot that never reads it does not pay for it)."""
        if self._view is None:
            self._view = self._view_of()
        return self._view

    def sample_state(self, rng: Rng) -> Any:
        """A full game state consistent with this seat's view (hidden parts dealt from `rng`)."""
        return self._sample(rng)


def seen_by(rules: Any, state: Any, seat: int, legal: list[Command] | None = None) -> Seen:
    """What `seat` knows now. The state is reachable only through `sample_state`, which re-deals
    every hidden part, so two states that differ only in hidden information look the same."""
    commands = tuple(rules.legal_commands(state, seat) if legal is None else legal)
    return Seen(rules, seat, commands, lambda: rules.view(state, seat),
                lambda rng: rules.sample_state(state, seat, rng))


class Bot(Protocol):
    """A player that chooses one of the legal commands from what its seat knows."""

    name: str

    def choose(self, seen: Seen) -> Command:
        """One of `seen.legal`."""


class ThinkingBot:
    """The frame of a bot that thinks: its own seeded Rng (so a game with bots replays exactly), and a
    lone legal command answered without thought; otherwise `decide`."""

    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)

    def choose(self, seen: Seen) -> Command:
        if len(seen.legal) == 1:
            return seen.legal[0]
        return self.decide(seen)

    def decide(self, seen: Seen) -> Command:
        raise NotImplementedError
