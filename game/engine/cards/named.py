"""What every card definition of every game has first: its id (unique in its card set) and its name."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Named:
    """The base of a frozen card definition: `id` and `name` are its first fields."""

    id: str
    name: str
