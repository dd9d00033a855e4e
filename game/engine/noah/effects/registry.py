"""NOAH's effect operations: the shared registry (game.engine.cards.effects) with NOAH's families."""
from __future__ import annotations

from game.engine.cards.effects import EffectRegistry, OpSpec, Param

__all__ = ["REGISTRY", "OpSpec", "Param", "effect", "modifier", "HERO", "ENEMY", "MODIFIER",
           "AMOUNT", "WHO", "SCOPE"]

HERO, ENEMY, MODIFIER = "hero", "enemy", "modifier"

REGISTRY = EffectRegistry()

AMOUNT = Param(int, minimum=0, maximum=20)   # a card's number of hits, spaces, Energy...: a card-sized number
WHO = Param(str, required=False, default="self", choices=("self", "all"))
SCOPE = Param(str, required=False, default="self", choices=("self", "all"))

effect = REGISTRY.effect


def modifier(name: str, **params: Param) -> None:
    """Register an ongoing modifier: the rules read it where it applies; it has no function of its own."""
    REGISTRY.declare(name, MODIFIER, **params)
