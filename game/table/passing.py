"""Passing the screen between people who keep their hands hidden, for every game: who should be at the
screen now (the desk says), the hand-off screen that covers the table until that person says so, the
public view while a bot acts between people, the events of the next seat's turn held back for its own
screen, and what happened since a seat last looked, told when it comes back."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.core.rules import PUBLIC
from game.table.adapter import seen_lines
from game.table.widgets.catchup import CatchUp

if TYPE_CHECKING:
    from game.table.tablescene import TableScene


class Passing:
    def __init__(self, scene: "TableScene"):
        self.scene = scene
        self.desk = scene.session.desk
        self.held: list = []            # events of the next seat's turn, told once it has the screen
        self.catchup = CatchUp()        # what happened since the seat on screen last looked

    def cut(self, events: list) -> int:
        """Where the events of a turn another seat takes on screen begin (len(events): none do): a move
        lands on its mover's screen, the next turn is told on the next one's."""
        sc = self.scene
        if not self.desk.passed_around() or sc.replay is not None:
            return len(events)
        for i, e in enumerate(events):
            seat = sc.adapter.opens_turn(e)
            if seat is not None and (seat if seat not in sc.session.bots else PUBLIC) != self.desk.viewer:
                return i
        return len(events)

    def hold(self, events: list) -> None:
        self.held += events

    def step(self) -> None:
        """A still frame: the screen goes to who must act, a person behind the hand-off screen (it lifts
        on their own press), the public view while a bot acts between people."""
        sc = self.scene
        if sc.replay is not None or sc.picking.holding():
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
            for line in seen_lines(sc.adapter, event, sc.session.seats):
                sc.log.add_line(line)
        if seat != PUBLIC and seat in self.desk.looked and sc.replay is None:
            since = sc.log.lines_since(self.desk.looked[seat])
            if since:
                self.catchup.show(f"Since {sc.adapter.seat_name(seat)} last looked", since)
