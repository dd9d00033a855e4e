"""Watching a saved game: its commands stepped through on a table, forward with the normal
animations, back and to any turn at once (the nearest snapshot, then the commands in between
replayed without animating), and a branch that becomes a new game of its own."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.core.engine import Engine
from game.engine.core.serialize import copy_state
from game.table.session import Session

SNAPSHOT_EVERY = 20     # commands between two kept states: a jump replays at most this many


@dataclass(frozen=True)
class Mark:
    """A place on the timeline: the command index where a round or a seat's turn begins."""

    index: int
    round: int
    seats: tuple[int, ...]
    round_start: bool


class Replay:
    """A saved game's commands and where the table is among them; drives the session's engine."""

    def __init__(self, session: Session, source: str = ""):
        self.session = session
        self.source = source                      # the save's file name, named by a branch
        self.commands = list(session.engine.log)
        self.finished = session.engine.is_over      # the game watched was played to its end
        rules, engine = session.rules, session.engine
        fresh = Engine(rules, engine.options, engine.seed, undo=False)
        self.snapshots: dict[int, object] = {0: copy_state(fresh.state)}
        self.marks: list[Mark] = []
        self.setup_events = list(rules.setup_events(engine.options, engine.seed))
        self.events: list[list] = []            # what each command did, for the log at any position
        self._survey(fresh)
        session.engine = Engine(rules, engine.options, engine.seed, undo=False)
        session.engine.table_notes = engine.table_notes
        self.position = 0
        self.playing = False
        session.replay = self

    def _survey(self, engine: Engine) -> None:
        """One silent pass: keep a snapshot every SNAPSHOT_EVERY commands and mark the turns."""
        rules = engine.rules
        last = (None, None)
        for index, command in enumerate(self.commands):
            here = (rules.outcome(engine.state).rounds, tuple(rules.active_seats(engine.state)))
            if here != last:
                self.marks.append(Mark(index, here[0], here[1], here[0] != last[0]))
                last = here
            if index and index % SNAPSHOT_EVERY == 0:
                self.snapshots[index] = copy_state(engine.state)
            self.events.append(engine.submit(command))

    @property
    def total(self) -> int:
        return len(self.commands)

    @property
    def at_end(self) -> bool:
        return self.position >= self.total

    def step(self) -> list:
        """Play the next command; its events, for the table to animate."""
        if self.at_end:
            return []
        events = self.session.engine.submit(self.commands[self.position])
        self.position += 1
        self.session.version += 1
        return events

    def seek(self, index: int) -> None:
        """Be at `index` at once: the nearest snapshot at or before it, then the commands replayed."""
        index = max(0, min(index, self.total))
        start = max(i for i in self.snapshots if i <= index)
        engine = self.session.engine
        if not (start <= self.position <= index):    # going back, or far ahead: from the snapshot
            engine.state = copy_state(self.snapshots[start])
            engine.log = list(self.commands[:start])
            self.position = start
        for command in self.commands[self.position:index]:
            engine.submit(command)
        self.position = index
        self.session.version += 1

    def history(self) -> list:
        """Every event up to the position shown, setup first (the log follows the position)."""
        return self.setup_events + [e for events in self.events[:self.position] for e in events]

    def mark_before(self, index: int) -> int:
        """The start of the turn before `index` (for "back a turn")."""
        earlier = [m.index for m in self.marks if m.index < index]
        return earlier[-1] if earlier else 0

    def mark_after(self, index: int) -> int:
        later = [m.index for m in self.marks if m.index > index]
        return later[0] if later else self.total

    def branch(self) -> Session:
        """A new game from the position shown: the same options and seed and the commands so far,
        with undo as in play. The saved game it came from is never changed."""
        engine = self.session.engine
        fresh = Engine.replay(engine.rules, engine.options, engine.seed, self.commands[:self.position])
        session = Session(fresh, self.session.bots, self.session.pads)
        session.lineage = {"parent": self.source, "branched_at": self.position}
        return session
