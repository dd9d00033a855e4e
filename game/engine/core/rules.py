"""What every game's rules provide to the engine (the contract every registered game keeps)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.core.acting import Acting
from game.engine.core.protocol import Command, Event, Prompt
from game.engine.core.rng import Rng


PUBLIC = -1   # the "seat" whose view is what every seat may see: a bot's turn between people, a watched game


@dataclass(frozen=True)
class Outcome:
    """How a game stands or ended, in words every game can give.

    `winners` are the seats that won (all seats for a cooperative win, none for a loss or a draw);
    `reason` is a sentence for the end screen; `rounds` counts the game's rounds so far."""

    finished: bool
    winners: tuple[int, ...] = ()
    reason: str = ""
    rounds: int = 0


class Rules(Protocol):
    """One game's rules: pure functions over its state. The engine owns the queue, log and undo."""

    name: str
    command_types: dict[str, type]
    hidden_hands: bool   # True when seats hold cards the others may not see (the table hands off)
    chance_words: str    # the game's random outcomes in words, for undo's refusal ("a draw or a shuffle")

    def new_state(self, options: dict, seed: int) -> Any:
        """Set the game up (the rulebook's setup steps); all randomness from the state's RNG."""

    def setup_events(self, options: dict, seed: int) -> list[Event]:
        """The events of setup, for a table that animates the deal."""

    def acting(self, state: Any) -> Acting:
        """Who may act now and in which stage (a turn's step, a battle's phase, a prompt): where every
        command's validation starts; nobody once the game is over. The state keeps its RNG at `rng`."""

    def validate(self, state: Any, command: Command, acting: Acting | None = None) -> str | None:
        """None when the command is legal now, otherwise the reason as a sentence. Changes nothing.
        `acting`: this state's answer of `acting`, when the caller has it already."""

    def apply(self, state: Any, command: Command) -> list[Event]:
        """Carry out a command that validate() accepted; returns what happened."""

    def legal_commands(self, state: Any, seat: int, acting: Acting | None = None) -> list[Command]:
        """Every legal command for a seat, in a stable order, and nothing illegal."""

    def prompt(self, state: Any) -> Prompt | None:
        """The decision the game is waiting for, if any."""

    def view(self, state: Any, seat: int) -> dict:
        """What a seat may see, JSON-safe, built as an allow-list: nothing is in it unless chosen.
        `view(state, PUBLIC)` is what every seat may see (no hand, no face-down card of anyone's)."""

    def sample_state(self, state: Any, seat: int, rng: Rng) -> Any:
        """A new state that `seat` cannot tell from this one: everything the seat does not see
        (deck orders, other hands, face-down cards, the RNG) dealt again at random from `rng`,
        in a way that depends only on what the seat sees. Bots look ahead on such samples."""

    def seats(self, state: Any) -> list[int]:
        """Every seat in the game."""

    def active_seats(self, state: Any) -> list[int]:
        """The seats of `acting` (the seat the game waits on first); empty when the game is over."""

    def is_over(self, state: Any) -> bool:
        """True once the game has been won or lost."""

    def outcome(self, state: Any) -> Outcome:
        """Who won and why (or that the game goes on)."""

    def revealed(self, state: Any) -> dict[int, list[str]]:
        """Once the game is over, each seat's cards the others could not see (its hand, face-down cards
        of its own), for a replay to show everything at the end; empty while the game goes on."""

    def undo_ends_here(self, state: Any, command: Command, events: list[Event]) -> bool:
        """True when undo must not reach back past this command (a new turn, a reveal). The engine stops
        undo by itself at a random outcome (the RNG moved) and at the end of the game."""

    def normalize_options(self, options: dict) -> dict:
        """Options with defaults filled in; raises ValueError with a sentence if they are wrong."""
