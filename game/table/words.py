"""What every game's words share: the log's lines of an event, from the sentence its `@on(Event)`
handler gives (game.table.handlers) or its plain sentence in the game's `said` table, and the
sentence of a refused command."""
from __future__ import annotations

from game.engine.core.protocol import Rejected
from game.table import theme
from game.table.adapter import LogLine
from game.table.handlers import Handlers, by_type, on


class Fields(dict):
    """What a plain sentence is filled from: {who} is the event's seat in words, {card} its card's
    name, any other name the event's own field."""

    def __init__(self, words: "Words", e):
        super().__init__()
        self.words, self.e = words, e

    def __missing__(self, name: str):
        if name == "who":
            return self.words.who(self.e.seat)
        if name == "card":
            return self.words.n(self.e.card)
        return getattr(self.e, name)


class Words(Handlers):
    """A game's sentences for the log: each event's handler gives (text, cards named, colour), text ""
    for an event that only animates. A game's words give `n` (a card's name) and, for `said`, `who`
    (a seat in words)."""

    # event type -> (sentence, colour): a plain sentence filled from the event (Fields), naming its
    # card where it says {card}; or a function of (words, event) giving a sentence that names no card
    said: dict = {}

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
        if handler is not None:
            return handler(e)
        said = by_type(self.said, e)
        if said is None:
            return "", (), theme.TEXT
        sentence, colour = said
        if callable(sentence):
            return sentence(self, e), (), colour
        return sentence.format_map(Fields(self, e)), (e.card,) if "{card}" in sentence else (), colour

    @on(Rejected)
    def rejected(self, e):
        return f"Not allowed: {e.reason}", (), theme.DANGER
