"""Undo at the table, for every game: the last move taken back by its own seat (with hidden hands, only
by the seat on screen, and only its own), never a bot's; the words of what was undone follow the move's
secrecy (the mover reads what it took back, the others only that a move was taken back)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.engine.core.protocol import Rejected
from game.engine.core.rules import PUBLIC
from game.table import theme
from game.table.adapter import TableAdapter
from game.table.anim import AnimQueue
from game.table.desk import Desk
from game.table.picking import Picking
from game.table.widgets.log import LogPanel
from game.table.widgets.toast import Toasts


@dataclass(eq=False)
class Undoing:
    """Takes back the last move: the session's undo (`undo`: seat -> its events), the desk (the last move
    and who may take it back), the adapter's words, the log and toasts it writes to, what it puts away
    (animations, held cards) and `sync` (the table redrawn from the engine)."""

    undo: Callable[[int], list]
    desk: Desk
    adapter: TableAdapter
    log: LogPanel
    toasts: Toasts
    anims: AnimQueue
    picking: Picking
    sync: Callable[..., None]

    def take_back(self) -> None:
        """Undo the last move, if its seat may take it back now; a toast says what was undone, or why not."""
        desk, toasts = self.desk, self.toasts
        taken = desk.last_command()
        seat = getattr(taken, "seat", desk.main_seat())
        if desk.hidden and seat not in desk.bots:
            seat = desk.viewer    # only the player on screen takes back a move, and only their own
        if desk.replay is not None:
            toasts.show("This is a replay: step back with the arrow keys, or Play from here.", theme.ACCENT)
            return
        if seat in desk.bots:
            toasts.show("The bot's moves cannot be taken back.", theme.DANGER)
            return
        if seat == PUBLIC:
            toasts.show("Nothing of yours to take back while the table shows what everyone sees.", theme.DANGER)
            return
        events = self.undo(seat)
        self.anims.skip()
        if events and isinstance(events[0], Rejected):
            toasts.show(events[0].reason, theme.DANGER)
            return
        words = self.adapter.describe(taken) if taken is not None else ""
        said = f"Undone: {words}" if words else "Undone."
        if desk.hidden:   # the words name what only the mover knew (the card kept): theirs alone to read
            others = frozenset(desk.seats) - {seat}
            self.log.add(said, colour=theme.TEXT_DIM, seats=frozenset({seat}))
            self.log.add(f"{self.adapter.seat_name(seat)} takes back a move.", colour=theme.TEXT_DIM, seats=others)
        else:
            self.log.add(said, colour=theme.TEXT_DIM)
        self.picking.clear()
        self.sync(snap=True)
        toasts.show(said, theme.OK)
