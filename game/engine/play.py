"""Playing whole games headless: bots in every seat, until the game ends."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.rules import Outcome


@dataclass
class Result:
    outcome: Outcome
    commands: int

    @property
    def finished(self) -> bool:
        return self.outcome.finished


class BotError(RuntimeError):
    """A bot chose a command the engine refused: a bug in the bot or in legal_commands."""


def play_game(engine: Engine, bots: list, max_commands: int = 20000, max_rounds: int | None = None) -> Result:
    """Let the bots play until the game is over; the seat asked to act chooses among its legal
    commands, seeing only its own view. The simulation's own safeguards (no game's rules) stop a game
    still going after `max_commands` commands or past `max_rounds` rounds: it comes back unfinished."""
    rules = engine.rules
    commands = 0
    while not engine.is_over and commands < max_commands:
        if max_rounds is not None and rules.outcome(engine.state).rounds > max_rounds:
            break
        seats = engine.acting.seats   # asked of the rules once per command, as the listing reads it too
        if not seats:
            raise BotError("no seat can act, yet the game is not over")
        seat = seats[0]
        legal = engine.legal_commands(seat)
        if not legal:
            raise BotError(f"seat {seat} is asked to act but has no legal command")
        command = bots[seat].choose(seen_by(rules, engine.state, seat, legal))
        events = engine.submit(command)
        if events and isinstance(events[0], Rejected):
            raise BotError(f"{command} was refused: {events[0].reason}")
        commands += 1
    return Result(rules.outcome(engine.state), commands)
