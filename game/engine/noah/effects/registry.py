"""The registry of effect operations: what each op is called, its parameters, and its function."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

HERO, ENEMY, MODIFIER = "hero", "enemy", "modifier"


@dataclass(frozen=True)
class Param:
    kind: type
    required: bool = True
    default: object = None
    choices: tuple = ()


@dataclass(frozen=True)
class OpSpec:
    """An effect operation: family (hero, enemy, modifier), its parameters, the choice it needs."""

    name: str
    family: str
    params: dict
    choice: str | None
    run: Callable | None


REGISTRY: dict[str, OpSpec] = {}

AMOUNT = Param(int)
WHO = Param(str, required=False, default="self", choices=("self", "all"))
SCOPE = Param(str, required=False, default="self", choices=("self", "all"))


def effect(name: str, family: str, choice: str | None = None, **params: Param):
    """Register the decorated function as the effect operation `name`."""

    def register(function: Callable) -> Callable:
        if name in REGISTRY:
            raise ValueError(f"effect {name} registered twice")
        REGISTRY[name] = OpSpec(name, family, dict(params), choice, function)
        return function

    return register


def modifier(name: str, **params: Param) -> None:
    """Register an ongoing modifier: the rules read it where it applies; it has no function of its own."""
    REGISTRY[name] = OpSpec(name, MODIFIER, dict(params), None, None)
