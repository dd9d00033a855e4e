"""What every game's words share: the log's lines of an event, from the sentence its `@on(Event)`
handler gives (game.table.handlers) or its plain sentence in the game's `said` table, and the
sentence of a refused command.

A game's plain sentences are data: its folder's said.yaml maps an event's class name to its sentence
and colour, read by `read_said` as the game's Words class is made (a name, a colour or a placeholder
that does not exist fails at load with the file and line)."""
from __future__ import annotations

import dataclasses
import string
from pathlib import Path
from types import ModuleType

from game.engine.cards.yaml_lines import load_yaml
from game.engine.core.problems import Problem
from game.engine.core.protocol import Event, Rejected
from game.table import theme
from game.table.adapter import LogLine
from game.table.handlers import Handlers, by_type, on

Colour = tuple[int, int, int]


def possessive(name: str) -> str:
    """Seat 1 -> Seat 1's; The Gutter Kings -> The Gutter Kings'."""
    return name + ("'" if name.endswith("s") else "'s")


class SaidError(ValueError):
    """A game's said.yaml that cannot be read: each problem as "file:line: sentence"."""


def theme_colours() -> dict[str, Colour]:
    """The colours game.table.theme names (TEXT, ACCENT...), by name."""
    return {name: value for name, value in vars(theme).items() if name.isupper() and isinstance(value, tuple)
            and len(value) == 3 and all(isinstance(v, int) for v in value)}


def read_said(path: Path, events: ModuleType, fills=frozenset(), **own: Colour) -> dict[type, tuple[str, Colour]]:
    """A game's plain sentences (Words.said) from its said.yaml: `EventName: {sentence: ..., colour: NAME}`,
    the event a class of the game's `events` module, the colour a theme name or one of the game's `own`,
    each {placeholder} one the event fills (Fields) or one of the words' `fills`. Raises SaidError
    naming file and line."""
    data, problems = load_yaml(path)
    said: dict[type, tuple[str, Colour]] = {}
    if not problems and not isinstance(data, dict):
        problems = [Problem(str(path), 1, "the file must map event names to a sentence and a colour.")]
    colours = {**theme_colours(), **own}
    for name, entry in (data.items() if not problems else ()):
        where = (str(path), data.line_of(name))
        event = getattr(events, str(name), None)
        if not (isinstance(event, type) and issubclass(event, Event)):
            problems.append(Problem(*where, f"{name} is not an event of {events.__name__}."))
            continue
        if not isinstance(entry, dict) or set(entry) != {"sentence", "colour"} or \
                not all(isinstance(entry[k], str) for k in entry):
            problems.append(Problem(*where, f"{name} needs a sentence and a colour (text each), and nothing else."))
            continue
        sentence, colour = entry["sentence"], entry["colour"]
        if colour not in colours:
            problems.append(Problem(str(path), entry.line_of("colour"), f"{name}: there is no colour {colour}."))
            continue
        missing = unfilled(sentence, event, fills)
        if missing:
            problems.append(Problem(str(path), entry.line_of("sentence"), f"{name}: {missing}."))
            continue
        said[event] = (sentence, colours[colour])
    if problems:
        raise SaidError("\n".join(str(p) for p in problems))
    return said


def unfilled(sentence: str, event: type, fills=frozenset()) -> str:
    """What in a plain sentence its event (or the words' `fills`) cannot fill ("" when nothing)."""
    fields = {f.name for f in dataclasses.fields(event)}
    fills = fields | set(fills) | ({"who"} if "seat" in fields else set()) | ({"card"} if "card" in fields else set())
    try:
        names = [name for _, name, _, _ in string.Formatter().parse(sentence) if name is not None]
    except ValueError as exc:
        return f"the sentence cannot be filled ({exc})"
    lacking = [name for name in names if name not in fills]
    return f"the event has no {{{lacking[0]}}} (it has {', '.join(sorted(fills))})" if lacking else ""


class Fields(dict):
    """What a plain sentence is filled from: {who} is the event's seat in words, {card} its card's
    name, any other name the event's own field or, where it has none of that name, what the words'
    method `fill_<name>(event)` gives."""

    def __init__(self, words: "Words", e):
        super().__init__()
        self.words, self.e = words, e

    def __missing__(self, name: str):
        if name == "who":
            return self.words.who(self.e.seat)
        if name == "card":
            return self.words.n(self.e.card)
        if hasattr(self.e, name):
            return getattr(self.e, name)
        return getattr(self.words, "fill_" + name)(self.e)


class Words(Handlers):
    """A game's sentences for the log: each event's handler gives (text, cards named, colour), text ""
    for an event that only animates. A game's words give `n` (a card's name) and, for `said`, `who`
    (a seat in words). A game's class naming its `said_file` has its plain sentences read from it as
    the class is made: the event names are its `events` module's, the colours the theme's and its own
    `colours`, and a placeholder no event field fills is one of its `fill_<name>(event)` methods."""

    # event type -> (sentence, colour): a plain sentence filled from the event (Fields), naming its
    # card where it says {card} (read_said: a game's said.yaml)
    said: dict = {}
    said_file: Path | None = None
    events: ModuleType | None = None
    colours: dict[str, Colour] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "said_file" in vars(cls):
            fills = {name[len("fill_"):] for name in dir(cls) if name.startswith("fill_")}
            cls.said = read_said(cls.said_file, cls.events, fills, **cls.colours)

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
        return sentence.format_map(Fields(self, e)), (e.card,) if "{card}" in sentence else (), colour

    @on(Rejected)
    def rejected(self, e):
        return f"Not allowed: {e.reason}", (), theme.DANGER
