"""State trees of plain dataclasses to JSON-safe dicts and back, and the canonical state hash."""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import types
import typing
from functools import lru_cache
from typing import Any


def to_plain(value: Any) -> Any:
    """A JSON-safe copy of a dataclass tree (dicts, lists, str, int, float, bool, None)."""
    if dataclasses.is_dataclass(value):
        return {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not (f.metadata.get("omit_when_empty") and not getattr(value, f.name))}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    return value


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_plain(cls: Any, data: Any) -> Any:
    """Rebuild a value of type `cls` from to_plain's output; raises ValueError on a mismatch."""
    origin = typing.get_origin(cls)
    args = typing.get_args(cls)
    if dataclasses.is_dataclass(cls):
        if not isinstance(data, dict):
            raise ValueError(f"{cls.__name__} must be a mapping")
        hints = _hints(cls)
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                kwargs[f.name] = from_plain(hints[f.name], data[f.name])
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ValueError(f"{cls.__name__} is missing {f.name}")
        return cls(**kwargs)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_plain(arg, data)
            except ValueError:
                continue
        raise ValueError(f"{data!r} fits none of {cls}")
    if origin is list:
        if not isinstance(data, list):
            raise ValueError("expected a list")
        return [from_plain(args[0], v) for v in data] if args else list(data)
    if origin is tuple:
        if not isinstance(data, list):
            raise ValueError("expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_plain(args[0], v) for v in data)
        return tuple(from_plain(a, v) for a, v in zip(args, data))
    if origin is dict:
        if not isinstance(data, dict):
            raise ValueError("expected a mapping")
        key_type, value_type = args if args else (str, Any)
        return {(int(k) if key_type is int else k): from_plain(value_type, v) for k, v in data.items()}
    if cls is Any:
        return data
    if cls is float and isinstance(data, (int, float)) and not isinstance(data, bool):
        return float(data)
    if isinstance(cls, type) and not isinstance(data, cls):
        raise ValueError(f"expected {cls.__name__}, found {type(data).__name__}")
    if cls is int and isinstance(data, bool):
        raise ValueError("expected a whole number")
    return data


def canonical_json(value: Any) -> str:
    """One exact text for a state: sorted keys, no spaces. Same state, same bytes."""
    return json.dumps(to_plain(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(state: Any) -> str:
    """The SHA-256 of the canonical JSON of a state."""
    return hashlib.sha256(canonical_json(state).encode("ascii")).hexdigest()


def copy_state(value: Any) -> Any:
    """A copy of a state tree sharing nothing mutable with it: what copy.deepcopy gives, several
    times faster. Each dataclass gets a copier written from its field types (a list of text is
    copied with list(), a list of dataclasses item by item, immutable values are shared); a value
    whose type says nothing (Any) falls back to deepcopy."""
    return _copier(type(value))(value)


@lru_cache(maxsize=None)
def _copier(cls: type):
    if not dataclasses.is_dataclass(cls):
        return copy.deepcopy
    if getattr(cls, "__slots__", None) is not None or not hasattr(cls, "__dict__"):
        return copy.deepcopy  # a slotted state class: keep it simple and right
    hints = _hints(cls)
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = ["def _copy(value):", "    data = value.__dict__.copy()"]
    lines += ["    new = _new(_cls)", "    new.__dict__.update(data)", "    return new"]
    _BUILDING.add(cls)
    try:
        for f in dataclasses.fields(cls):
            expression = _copy_expression(hints[f.name], f"data[{f.name!r}]", scope)
            if expression is not None:
                lines.insert(-3, f"    data[{f.name!r}] = {expression}")
    finally:
        _BUILDING.discard(cls)
    exec("\n".join(lines), scope)
    return scope["_copy"]


_BUILDING: set = set()   # classes whose copier is being written (a class met again inside is copied lazily)


_IMMUTABLE = (int, str, bool, float, type(None), bytes)


def _copy_expression(hint: Any, source: str, scope: dict) -> str | None:
    """Python that copies `source` (a value of type `hint`); None when it can be shared as it is."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint in _IMMUTABLE:
        return None
    if dataclasses.is_dataclass(hint):
        name = f"_copy_{hint.__name__}_{id(hint)}"
        scope[name] = _lazy(hint) if hint in _BUILDING else _copier(hint)
        return f"{name}({source})"
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            expression = _copy_expression(inner[0], source, scope)
            return None if expression is None else f"(None if {source} is None else {expression})"
    if origin is list and args:
        expression = _copy_expression(args[0], "item", scope)
        return f"list({source})" if expression is None else f"[{expression} for item in {source}]"
    if origin is dict and args:
        expression = _copy_expression(args[1], "item", scope)
        if expression is None:
            return f"dict({source})"
        return f"{{key: {expression} for key, item in {source}.items()}}"
    if origin is tuple and args and all(a in _IMMUTABLE or a is Ellipsis for a in args):
        return None
    scope["_deepcopy"] = copy.deepcopy
    return f"_deepcopy({source})"


def _lazy(cls: type):
    """The copier of a nested dataclass, made on first use (classes may refer to each other)."""
    made = []

    def copy_nested(value):
        if not made:
            made.append(_copier(cls))
        return made[0](value)
    return copy_nested
