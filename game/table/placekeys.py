"""The shape of a table's names for its places (each game's keys.py names its own): a kind, then its
parts, joined by colons ("enemy:2", "hand:0:3", "sp:1:u7")."""
from __future__ import annotations

from typing import Callable


def kind(name: str) -> Callable[..., str]:
    """The key maker of one kind of place: its parts joined after the kind's name."""
    return lambda *parts: ":".join((name, *map(str, parts)))
