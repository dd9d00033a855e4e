"""The schema of a command's fields, shared by every game: each field's declared kind is checked before
the rules see the command, so a check reads only well-formed commands and a command from a damaged save,
a scenario file or a fuzzer is refused with a sentence, never a crash.

A field is `int`, `str`, `bool`, a `tuple` of whole numbers and words, or one of these narrowed with
`typing.Annotated` by the kinds below: `Index(n)` (a place counted from 0: a Pen space, a row), `CardId`
(a card's id: never empty) and `TupleOf(kind[, size])` (every item of that kind: the spaces of a
payment)."""
from __future__ import annotations

import functools
import typing
from dataclasses import dataclass, fields
from typing import Annotated, Any, Callable

from game.engine.core.untrusted import describe

MAX_TEXT = 64   # the longest text a command field may hold (card ids, upgrade names)
MAX_ITEMS = 160  # the most items a tuple field may hold (a Noah Planet feeding has a meal per species)


@dataclass(frozen=True)
class Between:
    """A whole number from `low` to `high`."""

    low: int
    high: int

    def fits(self, value: Any) -> bool:
        return self.low <= value <= self.high

    def words(self) -> str:
        return f"a whole number from {self.low} to {self.high}"


@dataclass(frozen=True)
class NonEmpty:
    """Text that says something (a card's id)."""

    def fits(self, value: Any) -> bool:
        return bool(value.strip())

    def words(self) -> str:
        return "a card's id"


@dataclass(frozen=True)
class Items:
    """A tuple whose every item is of one kind (a hint: int, str, tuple or an Annotated kind), and of
    exactly `size` items when a size is given."""

    item: Any
    size: int | None = None

    def fits(self, value: Any) -> bool:
        return (self.size is None or len(value) == self.size) and all(_fits(v, self.item) for v in value)

    def words(self) -> str:
        count = "a list" if self.size is None else f"a list of {self.size}"
        return f"{count} of {_kind_words(self.item, plural=True)}"


def Index(count: int) -> Any:
    """A place counted from 0 among `count` (a Pen space, a row of a Field, a slot of a display)."""
    return Annotated[int, Between(0, count - 1)]


CardId = Annotated[str, NonEmpty()]


def TupleOf(item: Any, size: int | None = None) -> Any:
    """A tuple of items each of the kind `item` (exactly `size` of them, when given)."""
    return Annotated[tuple, Items(item, size)]


def field_problem(command: Any) -> str | None:
    """Why a command's fields do not have their declared kinds (a sentence), or None when they do."""
    if _all_fit(type(command))(command):
        return None
    for name, fits, hint in _field_checks(type(command)):
        value = getattr(command, name)
        if not fits(value):
            return (f"That {type(command).__name__} is malformed: its {name} must be {_kind_words(hint)}, "
                    f"not {describe(value)}.")
    return None


@functools.lru_cache(maxsize=None)
def _field_checks(cls: type) -> tuple:
    """(name, check, hint) of each field: the hints read once per command type, each check built once
    (every command sent is checked, so this runs for every move of every game)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    return tuple((f.name, _check(hints[f.name]), hints[f.name]) for f in fields(cls))


@functools.lru_cache(maxsize=None)
def _all_fit(cls: type) -> Callable[[Any], bool]:
    """One test of every field of a command type, written out once as a single expression: the
    usual answer, every field well-formed, in one call (which field is wrong is looked for only then)."""
    checks = _field_checks(cls)
    scope = {f"_fits{i}": fits for i, (_, fits, _) in enumerate(checks)}
    test = " and ".join(f"_fits{i}(command.{name})" for i, (name, _, _) in enumerate(checks)) or "True"
    exec(f"def all_fit(command):\n    return bool({test})", scope)
    return scope["all_fit"]


def _fits(value: Any, hint: Any) -> bool:
    return _check(hint)(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: Any) -> bool:   # an id or a word: short (a refusal may quote it)
    return type(value) is str and len(value) <= MAX_TEXT


def _is_bool(value: Any) -> bool:
    return type(value) is bool


def _is_small_tuple(value: Any) -> bool:   # a target, spaces, cards: whole numbers and words, a few deep
    return isinstance(value, tuple) and _small(value, 0)


def _anything(value: Any) -> bool:
    return True


@functools.lru_cache(maxsize=None)
def _check(hint: Any) -> Callable[[Any], bool]:
    """The test a value of the kind `hint` passes, built once per hint."""
    if typing.get_origin(hint) is Annotated:
        base, *kinds = typing.get_args(hint)
        base_fits, kinds_fit = _check(base), tuple(kind.fits for kind in kinds)
        if len(kinds_fit) == 1:
            kind_fits = kinds_fit[0]
            return lambda value: base_fits(value) and kind_fits(value)
        return lambda value: base_fits(value) and all(fits(value) for fits in kinds_fit)
    simple = {int: _is_int, str: _is_text, bool: _is_bool, tuple: _is_small_tuple}.get(hint)
    if simple is not None:
        return simple
    args = typing.get_args(hint)
    if args and type(None) in args:
        others = tuple(_check(a) for a in args if a is not type(None))
        return lambda value: value is None or any(fits(value) for fits in others)
    return _anything


def _small(value: Any, depth: int) -> bool:
    if isinstance(value, tuple):
        return depth < 3 and len(value) <= MAX_ITEMS and all(_small(v, depth + 1) for v in value)
    return (isinstance(value, int) and not isinstance(value, bool)) or (isinstance(value, str) and len(value) <= MAX_TEXT)


_WORDS = {int: ("a whole number", "whole numbers"), str: (f"text of at most {MAX_TEXT} characters", "words"),
          bool: ("true or false", "true or false"),
          tuple: ("a short list of whole numbers and words (or of such lists)", "short lists")}


def _kind_words(hint: Any, plural: bool = False) -> str:
    if typing.get_origin(hint) is Annotated:
        kinds = typing.get_args(hint)[1:]
        said = " and ".join(kind.words() for kind in kinds)
        return said if not plural else f"items that are each {said}"
    if hint in _WORDS:
        return _WORDS[hint][plural]
    args = typing.get_args(hint)
    return " or ".join([_kind_words(a, plural) for a in args if a is not type(None)] +
                       ["nothing" for a in args if a is type(None)])
