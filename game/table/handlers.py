"""One way to say which method handles which event, for every director, shown view and words of the
table: a method marked `@on(SomeEvent, OtherEvent)` handles those events; a class built on Handlers
gathers its marked methods (and its bases'), and `handler_for(e)` finds the one for an event as
`isinstance` would (an event of a subclass goes to its base's handler unless it has its own).

    class PlanetDirector(ShownDirector):
        @on(ev.Planted)
        def planted(self, e): ...
"""
from __future__ import annotations

from typing import Callable


def on(*events: type) -> Callable:
    """Mark a method as the handler of these event types."""
    def mark(method):
        method.handles = getattr(method, "handles", ()) + events
        return method
    return mark


class Handlers:
    """A class whose methods marked with `on` are looked up by event type (a subclass may override
    a handler by name, or handle a type again under another name)."""

    handlers: dict[type, str] = {}          # event type -> the name of its method
    _found: dict[type, str | None] = {}     # event type -> its handler's name, once looked up

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        table: dict[type, str] = {}
        for base in reversed(cls.__mro__[1:]):
            table.update(base.__dict__.get("handlers", {}))
        for name, member in vars(cls).items():
            for event in getattr(member, "handles", ()):
                table[event] = name
        cls.handlers = table
        cls._found = {}

    def handler_for(self, e) -> Callable | None:
        """The bound method that handles this event, or None."""
        kind = type(e)
        found = type(self)._found
        if kind not in found:
            found[kind] = next((self.handlers[k] for k in kind.__mro__ if k in self.handlers), None)
        name = found[kind]
        return getattr(type(self), name).__get__(self) if name else None    # never an attribute of the same name


def by_type(table: dict, e, default=None):
    """The value a table keyed by event type gives this event, found as `isinstance` would."""
    return next((table[k] for k in type(e).__mro__ if k in table), default)
