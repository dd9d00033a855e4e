"""What a table with hidden hands shows now: the seat on screen's view, moved forward event by event
as the animations reach each event, and set from the engine's view again whenever nothing is left to
play (so it never drifts from the truth). A game's Shown marks one handler per event it carries
(`@on(ev.CardsDrawn)`, game.table.handlers); the events it is given are already the seat on screen's (another
seat's secret cards blanked), so it is built only from what that seat may see.

Plain data, no pygame: a game's director calls `apply` when an event's animation starts."""
from __future__ import annotations

import copy

from game.table.handlers import Handlers


class ShownView(Handlers):
    """The viewer's view as the animations have reached it."""

    def __init__(self, viewer: int = 0):
        self.viewer = viewer
        self.view: dict = {}
        self.changes = 0        # counts every change of the view (what is drawn from it may be kept until it moves)

    def reset(self, view: dict, viewer: int) -> None:
        self.viewer = viewer
        self.view = copy.deepcopy(view)
        self.changes += 1

    def apply(self, e) -> None:
        """Carry one event into the shown view (what it changes that the viewer may see)."""
        handler = self.handler_for(e)
        if handler is not None and self.view:
            handler(e)
            self.changes += 1
