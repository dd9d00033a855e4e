"""Every NOAH effect operation, registered: importing this fills the registry (the card check reads it
whole, so every game that loads its cards runs with every operation)."""
from __future__ import annotations

from game.engine.noah.effects import enemy, hero, modifiers  # noqa: F401  (registers the operations)
from game.engine.noah.effects.registry import REGISTRY

__all__ = ["REGISTRY"]
