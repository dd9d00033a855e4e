"""The bot seats' turns at the table: each decision asked of the bot on its worker thread (the hard bot's
in its own process: game.table.bot_process; the frame keeps running, the menu, save and quit work
meanwhile), its command played once ready, and a bot that thinks longer than a moment says so."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from game.table import theme
from game.table.adapter import TableAdapter
from game.table.desk import Desk
from game.table.session import BotWorker
from game.table.widgets.toast import Toasts

THINKING_SHOWN_AFTER = 0.3   # seconds a bot thinks before the table says "is thinking"
THINKING = "bot-thinking"    # the toast's key


@dataclass(eq=False)
class BotTurns:
    """The bot seats' turns: who may act (desk), the bot's worker, the toasts and the adapter's names,
    and `submit` (a bot's command goes the way a person's does)."""

    desk: Desk
    worker: BotWorker
    toasts: Toasts
    adapter: TableAdapter
    submit: Callable[..., bool]

    def drive(self) -> None:
        """Play a ready bot choice, or start the acting bot seat thinking."""
        desk, worker = self.desk, self.worker
        if desk.over or desk.replay is not None:
            return
        acting = desk.acting()
        if not acting:
            return
        prompt = desk.prompt
        if prompt is not None and len(prompt.seats) > 1 and any(seat not in desk.bots for seat in prompt.seats):
            return  # a group decision with a person in it: the people decide
        bots = [seat for seat in acting if seat in desk.bots and desk.may_act(seat)]
        if not bots or worker.busy():
            return
        choice = worker.take()
        if choice is not None:
            self.submit(choice)
            return
        if worker.thread is None:
            worker.start(bots[0])

    def show_thinking(self) -> None:
        """While the bot thinks longer than a moment, a message names it: "Seat 2 (bot) is thinking..."."""
        worker, toasts = self.worker, self.toasts
        if worker.busy() and time.monotonic() - worker.started > THINKING_SHOWN_AFTER:
            toasts.show(self.thinking_words(worker.seat), theme.TEXT_DIM, key=THINKING)
        elif not worker.busy() and any(len(t) > 3 and t[3] == THINKING for t in toasts.items):
            toasts.items = [t for t in toasts.items if len(t) < 4 or t[3] != THINKING]

    def thinking_words(self, seat: int) -> str:
        return f"{self.adapter.seat_name(seat)} (bot) is thinking..."
