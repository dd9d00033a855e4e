"""What a table part reads of its table (where things are on screen, how a card looks, what a button
does), given to it as a small frozen dataclass of callables, one a name: the part's own hooks class
lists them. The table fills one (`filled`) with callables that read the table when they are called (a
game's scene overrides a hook, a lesson or a test replaces one later), so a part is given what it uses
and never the table itself."""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable


def late(owner: Any, name: str) -> Callable:
    """`owner.<name>` read at each call: a method is called with the arguments given; an attribute (a
    property, a list) is given as it is then, for no arguments."""
    on_class = getattr(type(owner), name, None)
    if callable(on_class) and not isinstance(on_class, property):
        return lambda *args, **kwargs: getattr(owner, name)(*args, **kwargs)
    return lambda: getattr(owner, name)


def filled(kind: type, owner: Any, **given: Callable) -> Any:
    """A hooks dataclass whose every field reads `owner`'s attribute of the same name (late), but for
    the fields `given` here (what the owner has under another name: the app's frame count)."""
    return kind(**{f.name: given[f.name] if f.name in given else late(owner, f.name) for f in fields(kind)})


class LaidOut:
    """For a part given the desk and hooks with `geo`: the table's layout now (`geo`) and the seat on
    screen (`viewer`) read as its own attributes."""

    desk: Any
    hooks: Any

    @property
    def geo(self):
        return self.hooks.geo()

    @property
    def viewer(self) -> int:
        return self.desk.viewer
