"""The engine: a command queue in front of one game's rules, with the log, undo and replay."""
from __future__ import annotations

import copy
from collections import deque
from typing import Any, Iterable

from game.engine.core.protocol import Command, Event, Prompt, Rejected, Undone
from game.engine.core.rules import Rules
from game.engine.core.serialize import state_hash


class Engine:
    """Validates then applies commands in order; a rejected command changes nothing.

    The log holds every applied command; options + seed + log rebuild the game exactly.
    Undo steps back within the current turn and never past a random outcome or a reveal.
    """

    def __init__(self, rules: Rules, options: dict, seed: int, *, undo: bool = True):
        self.rules = rules
        self.options = rules.normalize_options(options)
        self.seed = int(seed)
        self.state = rules.new_state(self.options, self.seed)
        self.log: list[Command] = []
        self.queue: deque[Command] = deque()
        self._undo_enabled = undo
        self._undo_base: Any = None
        self._undo_commands: list[Command] = []
        self.table_notes: dict = {}   # the front end's notes restored from a save (bot seats, pads)

    @classmethod
    def new(cls, rules: Rules, options: dict, seed: int, **kwargs) -> "Engine":
        return cls(rules, options, seed, **kwargs)

    # --- asking and answering -------------------------------------------------------------
    def submit(self, command: Command) -> list[Event]:
        """Queue a command and process the queue; returns the events, in order."""
        if not self.queue:
            return self._step(command)  # the usual case: nothing else waiting
        self.queue.append(command)
        return self.process()

    def process(self) -> list[Event]:
        """Apply every queued command in order."""
        events: list[Event] = []
        while self.queue:
            events.extend(self._step(self.queue.popleft()))
        return events

    def _step(self, command: Command) -> list[Event]:
        reason = self.rules.validate(self.state, command)
        if reason is not None:
            return [Rejected(getattr(command, "seat", -1), reason)]
        if self._undo_enabled and self._undo_base is None:
            self._undo_base = copy.deepcopy(self.state)
        events = self.rules.apply(self.state, command)
        self.log.append(command)
        if self._undo_enabled:
            if self.rules.undo_ends_here(self.state, command, events):
                self._undo_base = None
                self._undo_commands = []
            else:
                self._undo_commands.append(command)
        return events

    def legal_commands(self, seat: int) -> list[Command]:
        return self.rules.legal_commands(self.state, seat)

    @property
    def prompt(self) -> Prompt | None:
        return self.rules.prompt(self.state)

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    # --- undo --------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo_commands)

    def undo(self, seat: int = -1) -> list[Event]:
        """Take back the last command of this turn, by replaying the turn without it."""
        if not self._undo_enabled:
            return [Rejected(seat, "Undo is switched off for this game.")]
        if not self._undo_commands:
            return [Rejected(seat, "There is nothing to undo: a new turn, a roll or a revealed card "
                                   "cannot be taken back.")]
        last = self._undo_commands[-1]
        if seat >= 0 and getattr(last, "seat", seat) != seat:
            return [Rejected(seat, "The last move was made by another player; only they can take it back.")]
        self._undo_commands.pop()
        keep = list(self._undo_commands)
        self.state = copy.deepcopy(self._undo_base)
        del self.log[len(self.log) - len(keep) - 1:]
        self._undo_commands = []
        for command in keep:
            self.rules.apply(self.state, command)
            self.log.append(command)
            self._undo_commands.append(command)
        return [Undone(seat, type(last).__name__)]

    # --- replay and hashing ----------------------------------------------------------------
    def hash(self) -> str:
        return state_hash(self.state)

    @classmethod
    def replay(cls, rules: Rules, options: dict, seed: int, commands: Iterable[Command],
               **kwargs) -> "Engine":
        """A new engine with the commands applied; raises ValueError naming the first refused one."""
        engine = cls(rules, options, seed, **kwargs)
        for number, command in enumerate(commands, 1):
            events = engine.submit(command)
            if events and isinstance(events[0], Rejected):
                raise ValueError(f"command {number} ({type(command).__name__}) was refused on replay: "
                                 f"{events[0].reason}")
        return engine
