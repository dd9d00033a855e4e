"""Checking a YAML mapping against a small declared schema; every problem names file and line."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.cards.problems import Problem
from game.engine.cards.yaml_lines import LineDict, LineList, describe

MAX_TEXT = 2000   # the longest text a card field may hold (a card's rules text is a few hundred)
_TYPE_WORDS = {int: "a whole number", str: "text", bool: "true or false", list: "a list", dict: "a mapping"}


@dataclass(frozen=True)
class Field:
    """One key of a mapping: its type, whether it is required, its default and allowed values."""

    name: str
    kind: type
    required: bool = True
    default: Any = None
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None


def line_of(node: Any, key: Any = None) -> int:
    """The line of a mapping key or list item, or of the node itself."""
    if isinstance(node, (LineDict, LineList)) and key is not None:
        return node.line_of(key)
    return getattr(node, "line", 0)


def check_mapping(node: Any, fields: list[Field], file: str, what: str,
                  problems: list[Problem], line: int = 0) -> dict | None:
    """Check `node` against `fields`; returns the values with defaults filled, or None if unusable."""
    if not isinstance(node, dict):
        problems.append(Problem(file, getattr(node, "line", line), f"{what} must be a mapping of keys to values."))
        return None
    known = {f.name for f in fields}
    for key in node:
        if key not in known:
            hint = ", ".join(sorted(known))
            problems.append(Problem(file, line_of(node, key), f"{what} has an unknown key {describe(key)} (known keys: {hint})."))
    values: dict = {}
    ok = True
    for f in fields:
        if f.name not in node:
            if f.required:
                problems.append(Problem(file, line_of(node), f"{what} is missing the required key {f.name!r}."))
                ok = False
            else:
                values[f.name] = f.default
            continue
        value = node[f.name]
        where = line_of(node, f.name)
        if not _is_kind(value, f.kind):
            problems.append(Problem(file, where, f"{what}: {f.name} must be {_TYPE_WORDS.get(f.kind, f.kind.__name__)}, "
                                                 f"not {describe(value)}."))
            ok = False
            continue
        if isinstance(value, str) and len(value) > MAX_TEXT:
            problems.append(Problem(file, where, f"{what}: {f.name} is {len(value)} characters long; "
                                                 f"at most {MAX_TEXT}."))
            ok = False
            continue
        if f.choices and value not in f.choices:
            problems.append(Problem(file, where, f"{what}: {f.name} must be one of {', '.join(map(str, f.choices))}, "
                                                 f"not {describe(value)}."))
            ok = False
            continue
        if f.minimum is not None and value < f.minimum:
            problems.append(Problem(file, where, f"{what}: {f.name} must be at least {f.minimum}, not {value}."))
            ok = False
            continue
        if f.maximum is not None and value > f.maximum:
            problems.append(Problem(file, where, f"{what}: {f.name} must be at most {f.maximum}, not {value}."))
            ok = False
            continue
        values[f.name] = value
    return values if ok else None


def _is_kind(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind)
