"""The parts of a state a copy must not share with it, for tests of copy_state (the core's, every game's)."""
from __future__ import annotations

import dataclasses


def mutable_parts(state) -> set[int]:
    """The ids of every list, dict and dataclass instance in a state (its own included)."""
    kinds = (list, dict)
    return {id(v) for v in _walk(state) if isinstance(v, kinds) or dataclasses.is_dataclass(v)}


def _walk(value):
    yield value
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from _walk(getattr(value, f.name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _walk(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _walk(item)
