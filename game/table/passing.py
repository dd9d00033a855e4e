"""Passing the screen between people who keep their hands hidden, for every game: who should be at the
screen now (the desk says), the hand-off screen that covers the table until that person says so, the
public view while a bot acts between people, the events of the next seat's turn held back for its own
screen, and what happened since a seat last looked, told when it comes back."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.engine.core.rules import PUBLIC
from game.table.adapter import TableAdapter, seen_lines
from game.table.desk import Desk
from game.table.picking import Picking
from game.table.widgets.catchup import CatchUp
from game.table.widgets.log import LogPanel
from game.table.zoom import Zoom

if TYPE_CHECKING:
    from game.table.scenes.base import Window


class PassTable(Protocol):
    """What passing the screen uses of its table: the desk and the adapter, the log, what is held and
    zoomed (put away when the screen passes), the app (the hand-off screen is opened by name), and
    the table laid out and synced again for the seat that has the screen."""

    desk: Desk
    adapter: TableAdapter
    log: LogPanel
    picking: Picking
    zoom: Zoom
    app: "Window"

    def show_seat(self, seat: int) -> None: ...

    def relayout(self) -> None: ...

    def sync(self, snap: bool = False) -> None: ...


class Passing:
    def __init__(self, scene: PassTable):
        self.scene = scene
        self.desk = scene.desk
        self.held: list = []            # events of the next seat's turn, told once it has the screen
        self.catchup = CatchUp()        # what happened since the seat on screen last looked

    def cut(self, events: list) -> int:
        """Where the events of a turn another seat takes on screen begin (len(events): none do): a move
        lands on its mover's screen, the next turn is told on the next one's."""
        sc = self.scene
        if not self.desk.passed_around() or self.desk.replay is not None:
            return len(events)
        for i, e in enumerate(events):
            seat = sc.adapter.opens_turn(e)
            if seat is not None and (seat if seat not in self.desk.bots else PUBLIC) != self.desk.viewer:
                return i
        return len(events)

    def hold(self, events: list) -> None:
        self.held += events

    def step(self) -> None:
        """A still frame: the screen goes to who must act, a person behind the hand-off screen (it lifts
        on their own press), the public view while a bot acts between people."""
        sc = self.scene
        if self.desk.replay is not None or sc.picking.holding():
            return
        wanted = self.desk.wanted()
        if wanted is None:
            return
        if wanted == PUBLIC or not self.desk.passed_around():
            sc.show_seat(wanted)
            return
        if not sc.app.showing("handoff"):
            sc.app.open("handoff", sc, wanted)

    def show(self, seat: int) -> None:
        """`seat` (or PUBLIC) has the screen: the table is laid out and synced for it, the turn held back
        for it is written in the log, and what happened since it last looked is told."""
        sc = self.scene
        self.desk.look(seat, sc.log.added)
        sc.relayout()
        sc.picking.clear()
        sc.zoom.close()
        self.catchup.close()
        sc.sync(snap=True)
        held, self.held = self.held, []
        for event in held:
            for line in seen_lines(sc.adapter, event, self.desk.seats):
                sc.log.add_line(line)
        if seat != PUBLIC and seat in self.desk.looked and self.desk.replay is None:
            since = sc.log.lines_since(self.desk.looked[seat])
            if since:
                self.catchup.show(f"Since {sc.adapter.seat_name(seat)} last looked", since)
