"""One way to dispatch an event to its handler (game.table.handlers): `@on(Event)` methods, found as
isinstance would; and no director, shown view or words of the table dispatches another way."""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.table.handlers import Handlers, by_type, on

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"


@dataclass(frozen=True)
class Over:
    pass


@dataclass(frozen=True)
class Won(Over):
    pass


@dataclass(frozen=True)
class Lost(Over):
    pass


@dataclass(frozen=True)
class Moved:
    pass


class Base(Handlers):
    def __init__(self):
        self.seen = []
        self.moved = "an attribute named like a handler"

    @on(Over)
    def over(self, e):
        self.seen.append(("over", type(e).__name__))

    @on(Moved)
    def moved(self, e):
        self.seen.append(("moved", type(e).__name__))


class Child(Base):
    @on(Won)
    def won(self, e):
        self.seen.append(("won", type(e).__name__))

    def over(self, e):       # overridden by name: still the handler of Over
        self.seen.append(("child over", type(e).__name__))


def test_a_handler_is_found_by_the_events_type_or_its_base_and_subclasses_override():
    base, child = Base(), Child()
    for e in (Won(), Lost(), Moved()):
        base.handler_for(e)(e)
        child.handler_for(e)(e)
    assert base.seen == [("over", "Won"), ("over", "Lost"), ("moved", "Moved")]
    assert child.seen == [("won", "Won"), ("child over", "Lost"), ("moved", "Moved")]
    assert base.handler_for(object()) is None


def test_one_method_handles_several_types_and_tables_by_type_follow_isinstance():
    class Both(Handlers):
        @on(Won, Lost)
        def ended(self, e):
            return type(e).__name__
    both = Both()
    assert [both.handler_for(e)(e) for e in (Won(), Lost())] == ["Won", "Lost"]
    assert both.handler_for(Over()) is None
    assert by_type({Over: "end", Moved: "slide"}, Lost()) == "end"
    assert by_type({Won: "win"}, Lost(), "none") == "none"


GAMES = ("noah", "planet", "beast")
DISPATCHERS = [TABLE / "director.py", TABLE / "shown.py"] + [TABLE / g / f for g in GAMES
                                                             for f in ("director.py", "shown.py", "words.py")]


@pytest.mark.parametrize("path", [p for p in DISPATCHERS if p.exists()], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_events_are_dispatched_only_by_on(path):
    """No method looked up by the event's class name, no dict of events by type, no isinstance ladder
    (three or more tests of an event's type in one function) in the directors, shown views and words."""
    text = path.read_text()
    assert not re.search(r"type\(e(vent)?\)\.__name__", text), "a handler looked up by the event's class name"
    assert not re.search(r"\w+\.get\(type\(e(vent)?\)\)", text), "a dict of events by type"
    for fn in ast.walk(ast.parse(text)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            tests = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "isinstance"
                     and isinstance(n.args[0], ast.Name) and n.args[0].id in ("e", "event")]
            assert len(tests) < 3, f"{fn.name}: an isinstance ladder over the event"
