"""The engine: a command queue in front of one game's rules, with the log, undo and replay."""
from __future__ import annotations

import traceback
from collections import deque
from itertools import repeat
from operator import is_
from typing import Any, Iterable

from game.engine.core.acting import Acting
from game.engine.core.protocol import Command, EngineFailed, Event, Prompt, Rejected, Undone
from game.engine.core.rules import Rules
from game.engine.core.serialize import copy_state, state_hash

CHECKPOINT_EVERY = 64   # with undo off: commands between two copies of the state


class Engine:
    """Validates then applies commands in order; a rejected command changes nothing.

    The log holds every applied command; options + seed + log rebuild the game exactly.
    Who may act (`acting`) is asked of the rules once per command and handed to every check and listing.
    A command that is one of the legal commands listed for the position it is sent in (the very object
    the listing handed out) is not checked again: the listing and the checks agree (the contract tests).
    Undo steps back within the current turn and never past a random outcome (the state's RNG moved: a
    roll, a shuffle, a draw), the end of the game, or what the rules mark (a reveal, a new turn).

    Moves are transactions: if the rules raise while checking or carrying out a command (a bug),
    the state is put back as it was before it and the command is answered with an EngineFailed event
    (a Rejected whose reason says so); `errors` keeps each failure's traceback for a bug report.
    Putting the state back, and undo, start from a checkpoint (a copy of the state with the log's
    length then) and replay the commands logged since: the checkpoint is taken at the first command
    after each undo barrier (undo on) or every CHECKPOINT_EVERY commands (undo off)."""

    def __init__(self, rules: Rules, options: dict, seed: int, *, undo: bool = True):
        self.rules = rules
        self.options = rules.normalize_options(options)
        self.seed = int(seed)
        self._acting: Acting | None = None
        self._listed: tuple = ()      # the legal commands last listed in this position
        self.state = rules.new_state(self.options, self.seed)
        self.log: list[Command] = []
        self.queue: deque[Command] = deque()
        self.errors: list[str] = []   # the traceback of each command the rules failed on
        self._undo_enabled = undo
        # (a copy of the state, len(log) then, the state and log objects it was taken from)
        self._checkpoint: tuple[Any, int, Any, list] | None = None
        self._undo_commands: list[Command] = []
        self._undo_stop = ""          # why undo cannot reach back further (a sentence), once it cannot
        self.table_notes: dict = {}   # the front end's notes restored from a save (bot seats, pads)
        self.load_notice = ""         # a save of older rules replayed under today's: what happened, in words

    @property
    def state(self) -> Any:
        return self._state

    @state.setter
    def state(self, value: Any) -> None:
        """A state set from outside (a replay jumping) is asked again who may act."""
        self._state = value
        self._acting = None
        self._listed = ()

    @property
    def acting(self) -> Acting:
        """Who may act now and in which stage: asked of the rules once per command."""
        if self._acting is None:
            self._acting = self.rules.acting(self._state)
        return self._acting

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
        state = self._state       # (read once: every command reads it several times)
        if not self._was_listed(command):
            try:
                reason = self.rules.validate(state, command, self.acting)
            except Exception as exc:   # a bug in a rule check: surfaced, not turned into a polite refusal
                return [self._failed(command, exc, "checking")]
            if reason is not None:
                return [Rejected(getattr(command, "seat", -1), reason)]
        if not self._checkpoint_holds():
            self._checkpoint = (copy_state(state), len(self.log), state, self.log)
        chance = state.rng.position()
        try:
            events = self.rules.apply(state, command)
        except Exception as exc:
            self._restore(len(self.log))
            return [self._failed(command, exc, "carrying out")]
        self._acting = None
        self._listed = ()
        self.log.append(command)
        if self._undo_enabled:
            stop = self._undo_stops(command, events, chance)
            if stop:
                self._checkpoint = None
                self._undo_commands = []
                self._undo_stop = stop
            else:
                self._undo_commands.append(command)
        elif len(self.log) - self._checkpoint[1] >= CHECKPOINT_EVERY:
            self._checkpoint = None
        return events

    def _undo_stops(self, command: Command, events: list[Event], chance: tuple) -> str:
        """Why undo may not reach back past this command (a sentence), or "" when it may."""
        if self.rules.is_over(self.state):
            return "The game is over: its last move cannot be taken back."
        if self.state.rng.position() != chance:
            return f"That move had a random outcome ({self.rules.chance_words}): it cannot be taken back."
        if self.rules.undo_ends_here(self.state, command, events):
            return "There is nothing to undo: a new turn or a revealed card cannot be taken back."
        return ""

    def _failed(self, command: Command, exc: Exception, doing: str) -> EngineFailed:
        self.errors.append(f"{doing} {command!r}:\n" + "".join(traceback.format_exception(exc)))
        error = f"{type(exc).__name__}: {exc}"
        error = error if len(error) <= 200 else error[:200] + "..."
        name = type(command).__name__
        return EngineFailed(getattr(command, "seat", -1),
                            f"The rules failed while {doing} {name} ({type(exc).__name__}), a bug in Ark Table; "
                            "nothing was changed.", name, error)

    def _checkpoint_holds(self) -> bool:
        """Whether the checkpoint still leads to this state: taken from this state object and log (a
        viewer that sets `state` and `log` itself, as the replay viewer does, starts a new one)."""
        if self._checkpoint is None:
            return False
        _, at, state, log = self._checkpoint
        return state is self._state and log is self.log and at <= len(self.log)

    def _restore(self, length: int) -> None:
        """The state after the first `length` logged commands: the checkpoint, then the commands since."""
        base, at, _, log = self._checkpoint
        self.state = copy_state(base)
        for command in self.log[at:length]:
            self.rules.apply(self.state, command)
        self._checkpoint = (base, at, self.state, log)

    def legal_commands(self, seat: int) -> list[Command]:
        listed = self.rules.legal_commands(self._state, seat, self.acting)
        self._listed = tuple(listed)
        return listed

    def _was_listed(self, command: Command) -> bool:
        """Whether `command` is one of the legal commands last listed in this position (the listing is
        forgotten after every command and whenever the state is set, as who may act is)."""
        return any(map(is_, self._listed, repeat(command)))

    @property
    def prompt(self) -> Prompt | None:
        return self.rules.prompt(self.state)

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self._state)

    # --- undo --------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo_commands)

    def undo(self, seat: int = -1) -> list[Event]:
        """Take back the last command of this turn, by replaying the turn without it."""
        if not self._undo_enabled:
            return [Rejected(seat, "Undo is switched off for this game.")]
        if not self._undo_commands or not self._checkpoint_holds():
            return [Rejected(seat, self._undo_stop or "There is nothing to undo yet.")]
        last = self._undo_commands[-1]
        if seat >= 0 and getattr(last, "seat", seat) != seat:
            return [Rejected(seat, "The last move was made by another player; only they can take it back.")]
        self._undo_commands.pop()
        self._restore(len(self.log) - 1)
        self.log.pop()
        return [Undone(seat, type(last).__name__)]

    # --- replay and hashing ----------------------------------------------------------------
    def hash(self) -> str:
        return state_hash(self.state)

    def replays(self) -> bool:
        """Whether options + seed + log rebuild exactly this state (what a save records and checks)."""
        try:
            again = Engine.replay(self.rules, self.options, self.seed, self.log, undo=False)
        except ValueError:
            return False
        return again.hash() == self.hash()

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
