"""Passing the screen between people who keep their hands hidden, for every game: who should be at the
screen now (the desk says), the hand-off screen that covers the table until that person says so, the
public view while a bot acts between people, the events of the next seat's turn held back for its own
screen, and what happened since a seat last looked, told when it comes back."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.engine.core.rules import PUBLIC
from game.table.adapter import TableAdapter, seen_lines
from game.table.desk import Desk
from game.table.picking import Picking
from game.table.widgets.catchup import CatchUp
from game.table.widgets.log import LogPanel
from game.table.zoom import Zoom


@dataclass(frozen=True)
class PassHooks:
    """What passing the screen does to its table (game.table.hooks): gives it to a seat, lays it out and
    syncs it again for that seat, and opens the hand-off screen (by name, through the app)."""

    show_seat: Callable[[int], None]
    relayout: Callable[[], None]
    sync: Callable[..., None]
    hand_off: Callable[[int], None]       # open the hand-off screen for a seat
    handing_off: Callable[[], bool]       # whether the hand-off screen is open


@dataclass(eq=False)
class Passing:
    desk: Desk
    adapter: TableAdapter
    log: LogPanel
    picking: Picking
    zoom: Zoom
    hooks: PassHooks
    # events of the next seat's turn, told once it has the screen
    held: list = field(default_factory=list, init=False)
    # what happened since the seat on screen last looked
    catchup: CatchUp = field(default_factory=CatchUp, init=False)

    def cut(self, events: list) -> int:
        """Where the events of a turn another seat takes on screen begin (len(events): none do): a move
        lands on its mover's screen, the next turn is told on the next one's."""
        if not self.desk.passed_around() or self.desk.replay is not None:
            return len(events)
        for i, e in enumerate(events):
            seat = self.adapter.opens_turn(e)
            if seat is not None and (seat if seat not in self.desk.bots else PUBLIC) != self.desk.viewer:
                return i
        return len(events)

    def hold(self, events: list) -> None:
        self.held += events

    def step(self) -> None:
        """A still frame: the screen goes to who must act, a person behind the hand-off screen (it lifts
        on their own press), the public view while a bot acts between people."""
        if self.desk.replay is not None or self.picking.holding():
            return
        wanted = self.desk.wanted()
        if wanted is None:
            return
        if wanted == PUBLIC or not self.desk.passed_around():
            self.hooks.show_seat(wanted)
            return
        if not self.hooks.handing_off():
            self.hooks.hand_off(wanted)

    def show(self, seat: int) -> None:
        """`seat` (or PUBLIC) has the screen: the table is laid out and synced for it, the turn held back
        for it is written in the log, and what happened since it last looked is told."""
        log = self.log
        self.desk.look(seat, log.added)
        self.hooks.relayout()
        self.picking.clear()
        self.zoom.close()
        self.catchup.close()
        self.hooks.sync(snap=True)
        held, self.held = self.held, []
        for event in held:
            for line in seen_lines(self.adapter, event, self.desk.seats):
                log.add_line(line)
        if seat != PUBLIC and seat in self.desk.looked and self.desk.replay is None:
            since = log.lines_since(self.desk.looked[seat])
            if since:
                self.catchup.show(f"Since {self.adapter.seat_name(seat)} last looked", since)
