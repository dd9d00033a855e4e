"""Commands (what a player asks), Events (what happened) and Prompts (a decision the rules need)."""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields, replace
from functools import lru_cache
from typing import Any, ClassVar

from game.engine.core.command_fields import field_problem
from game.engine.core.untrusted import describe


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


def reused(command_type: type, size: int = 4096):
    """A constructor of `command_type` for a legal listing that hands out the same command again for the
    same fields (commands are immutable). A listing builds thousands of commands a second, much the
    same from one step to the next, and a hit costs a third of building one. typed: a seat given as
    True is not answered with (nor leaves behind) the commands of seat 1."""
    return lru_cache(maxsize=size, typed=True)(command_type)


@message
class Command:
    """A request from a seat. Named as an imperative: PlayAction, RecruitAgent, EndTurn.
    `unordered` names the tuple fields whose order does not matter (the cards of a discard): the legal
    listing gives them sorted, and the rules accept them in any order."""

    unordered: ClassVar[tuple[str, ...]] = ()
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
class Barrier(Event):
    """An event undo does not reach back past: a draw from a hidden pile, a shuffle, a reveal, a roll."""

    barrier: ClassVar[bool] = True


@message
class Shuffled(Barrier):
    """A pile was shuffled into a new one of `cards` cards."""

    cards: int


@message
class Rejected(Event):
    """A command was refused; nothing changed. `reason` is a sentence for the player."""

    seat: int
    reason: str


@message
class EngineFailed(Rejected):
    """The rules raised an exception on a command (a bug, not a refusal): the state was put back as it
    was before the command, and `reason` says so in a sentence. `command` names the command's type and
    `error` the exception (type and message, cut short); the engine keeps the traceback."""

    command: str = ""
    error: str = ""


@message
class TurnEnded(Event):
    """A turn is over: `seat`'s, or -1 for a turn no seat plays (the game's own side, an enemy's turn)."""

    seat: int


@message
class GameOver(Event):
    """The game has ended, the last event of a finished game: each game's own kinds of ending (won,
    lost, scored) are GameOvers, so whatever follows a game knows its end without knowing the game.
    `reason` is the sentence of the end (the outcome's reason)."""

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


def canonical(command: Command) -> Command:
    """The command with its unordered fields sorted, as the legal listing gives it."""
    if not command.unordered:
        return command
    try:
        return replace(command, **{name: tuple(sorted(getattr(command, name))) for name in command.unordered})
    except TypeError:   # items that cannot be compared: not a command the listing could give
        return command


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
        raise ValueError(f"a command must be a mapping with a 'type', not {describe(data)}")
    kind = data["type"]
    cls = types.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"there is no command called {describe(kind)}")
    names = {f.name for f in fields(cls)}
    extra = [k for k in data if k not in names and k != "type"]
    if extra:
        raise ValueError(f"the command {kind} has no field {describe(extra[0])}")
    kwargs = {name: _freeze(data[name]) for name in names if name in data}
    try:
        command = cls(**kwargs)
    except TypeError:
        missing = sorted(names - set(data))
        raise ValueError(f"the command {kind} is incomplete: it has no {missing[0] if missing else 'fields'}") from None
    problem = field_problem(command)
    if problem:
        raise ValueError(problem.rstrip("."))
    return command


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value
