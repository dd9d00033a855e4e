"""What every game's words share: the log's lines of an event, from the sentence its `@on(Event)`
handler gives (game.table.handlers), and the sentence of a refused command."""
from __future__ import annotations

from game.engine.core.protocol import Rejected
from game.table import theme
from game.table.adapter import LogLine
from game.table.handlers import Handlers, on


class Words(Handlers):
    """A game's sentences for the log: each event's handler gives (text, cards named, colour), text ""
    for an event that only animates. A game's words give `n` (a card's name)."""

    def n(self, card: str) -> str:
        raise NotImplementedError

    def log_lines(self, e) -> list[LogLine]:
        """The log's lines for an event (called for every event in order, live or written again)."""
        text, cards, colour = self.sentence(e)
        return [LogLine(text, self.named(cards), colour)] if text else []

    def named(self, cards) -> tuple[tuple[str, str], ...]:
        """The cards a sentence names, as (card, name) pairs that hovering zooms (a blanked card: none)."""
        return tuple((c, self.n(c)) for c in cards if c)

    def sentence(self, e):
        """(text, cards named, colour) for the log; text "" for events that only animate."""
        handler = self.handler_for(e)
        return handler(e) if handler is not None else ("", (), theme.TEXT)

    @on(Rejected)
    def rejected(self, e):
        return f"Not allowed: {e.reason}", (), theme.DANGER
