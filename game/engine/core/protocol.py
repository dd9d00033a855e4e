"""Commands (what a player asks), Events (what happened) and Prompts (a decision the rules need)."""
from __future__ import annotations

import typing
from dataclasses import MISSING, dataclass, fields, replace
from typing import Any, ClassVar


def message(cls: type) -> type:
    """A frozen, slotted dataclass (a Command or an Event) whose __init__ fills the slots directly.

    The dataclass's own frozen __init__ goes through object.__setattr__ field by field, which makes
    building one cost about twice as much; commands and events are built thousands of times a second.
    The class is otherwise the dataclass itself: the same fields, defaults, equality, hash and repr."""
    cls = dataclass(frozen=True, slots=True)(cls)
    names = [f.name for f in fields(cls)]
    scope = {f"_set_{f.name}": getattr(cls, f.name).__set__ for f in fields(cls)}
    scope |= {f"_default_{f.name}": f.default for f in fields(cls) if f.default is not MISSING}
    parameters = ", ".join(["self"] + [n if f"_default_{n}" not in scope else f"{n}=_default_{n}" for n in names])
    body = "".join(f"\n    _set_{n}(self, {n})" for n in names) or "\n    pass"
    exec(f"def __init__({parameters}):{body}", scope)
    scope["__init__"].__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = scope["__init__"]
    return cls


@message
class Command:
    """A request from a seat. Named as an imperative: PlayAction, RecruitAgent, EndTurn."""

    seat: int

    def to_dict(self) -> dict:
        return as_dict(self)


@message
class Event:
    """Something that happened, in the past tense. `barrier` events end what undo can reach.
    `secret` names the fields only the event's own `seat` may see (cards drawn into a hidden hand):
    `for_seat` blanks them for everyone else, for a log or a table that shows one seat at a time."""

    barrier: ClassVar[bool] = False
    secret: ClassVar[tuple[str, ...]] = ()

    def to_dict(self) -> dict:
        return as_dict(self)


@message
class Rejected(Event):
    """A command was refused; nothing changed. `reason` is a sentence for the player."""

    seat: int
    reason: str


@message
class Undone(Event):
    """The last command of the turn was taken back."""

    seat: int
    command: str


@dataclass(frozen=True, slots=True)
class Prompt:
    """A decision the rules need from someone, perhaps outside their turn.

    `seats` may answer (any one of them, for a group decision); `kind` names the decision;
    `options` describe the choices (the legal commands say exactly which answers are allowed).
    """

    kind: str
    seats: tuple[int, ...]
    text: str
    options: tuple[str, ...] = ()


def for_seat(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: its secret fields blanked unless it is the event's own seat
    (a card becomes "", a tuple of cards keeps its length with every card "")."""
    if not event.secret or getattr(event, "seat", None) == seat:
        return event
    blank = {}
    for name in event.secret:
        value = getattr(event, name)
        blank[name] = tuple("" for _ in value) if isinstance(value, tuple) else ""
    return replace(event, **blank)


def as_dict(message: Any) -> dict:
    """A command or event as a JSON-safe dict with its type name (the save and log format)."""
    data = {"type": type(message).__name__}
    for f in fields(message):
        data[f.name] = _plain(getattr(message, f.name))
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def command_from_dict(data: dict, types: dict[str, type]) -> Command:
    """Rebuild a command from its dict; raises ValueError with a sentence on anything unknown."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError("a command must be a mapping with a 'type'")
    kind = data["type"]
    cls = types.get(kind)
    if cls is None:
        raise ValueError(f"there is no command called {kind!r}")
    names = {f.name for f in fields(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"the command {kind} has no field {sorted(extra)[0]!r}")
    kwargs = {}
    hints = typing.get_type_hints(cls)
    for f in fields(cls):
        if f.name in data:
            value = data[f.name]
            if hints.get(f.name) is int and not (isinstance(value, int) and not isinstance(value, bool)):
                raise ValueError(f"the command {kind}'s {f.name} must be a whole number, not {value!r}")
            kwargs[f.name] = _freeze(value)
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"the command {kind} is incomplete ({exc})") from None


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value
