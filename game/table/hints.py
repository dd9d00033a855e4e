"""The hint key: what the game's bot would do in the place of the person acting now, from that
seat's own view (it is handed the seat's Seen, as every bot is), shown as a toast."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.table import theme
from game.table.session import BotWorker

if TYPE_CHECKING:
    from game.table.tablescene import TableScene

THINKING = "Thinking of a hint..."


class Hints:
    """Asks the bot on a worker thread; the answer is shown if the game has not moved on meanwhile."""

    def __init__(self, scene: "TableScene"):
        self.scene = scene
        self.worker = BotWorker(scene.session)
        self.wanted = False

    def ask(self) -> None:
        scene = self.scene
        s = scene.session
        seat = scene.control.main_seat()
        if s.over or scene.replay is not None or seat in s.bots or seat not in s.acting_seats() \
                or not s.legal(seat):
            scene.toasts.show("There is nothing to hint now.", theme.TEXT_DIM)
            return
        if not self.worker.busy():
            self.worker.start(seat)
        self.wanted = True
        scene.toasts.show(THINKING, theme.TEXT_DIM)

    def update(self) -> None:
        if not self.wanted or self.worker.busy():
            return
        self.wanted = False
        command = self.worker.take()
        toasts = self.scene.toasts
        toasts.items = [t for t in toasts.items if t[0] != THINKING]
        if command is not None:   # None: the game moved on meanwhile
            toasts.show(f"Hint: {self.scene.adapter.describe(command)}.", theme.ACCENT)
