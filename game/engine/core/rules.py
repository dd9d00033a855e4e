"""What every game's rules provide to the engine."""
from __future__ import annotations

from typing import Any, Protocol

from game.engine.core.protocol import Command, Event, Prompt


class Rules(Protocol):
    """One game's rules: pure functions over its state. The engine owns the queue, log and undo."""

    name: str
    command_types: dict[str, type]

    def new_state(self, options: dict, seed: int) -> Any:
        """Set the game up (the rulebook's setup steps); all randomness from the state's RNG."""

    def validate(self, state: Any, command: Command) -> str | None:
        """None when the command is legal now, otherwise the reason as a sentence. Changes nothing."""

    def apply(self, state: Any, command: Command) -> list[Event]:
        """Carry out a command that validate() accepted; returns what happened."""

    def legal_commands(self, state: Any, seat: int) -> list[Command]:
        """Every legal command for a seat, in a stable order, and nothing illegal."""

    def prompt(self, state: Any) -> Prompt | None:
        """The decision the game is waiting for, if any."""

    def view(self, state: Any, seat: int) -> dict:
        """What a seat may see, JSON-safe."""

    def seats(self, state: Any) -> list[int]:
        """Every seat in the game."""

    def is_over(self, state: Any) -> bool:
        """True once the game has been won or lost."""

    def undo_ends_here(self, state: Any, command: Command, events: list[Event]) -> bool:
        """True when undo must not reach back past this command (a new turn, a roll, a reveal)."""

    def normalize_options(self, options: dict) -> dict:
        """Options with defaults filled in; raises ValueError with a sentence if they are wrong."""

    def active_seats(self, state: Any) -> list[int]:
        """The seats expected to act now (prompted seats first); empty when the game is over."""
