"""Nature of the Beast's card effects: the registry and every op registered on it."""
from game.engine.beast.effects import battle_ops, modifiers, play_ops, prereqs  # noqa: F401  (registers)
from game.engine.beast.effects.registry import REGISTRY, TARGETS, Context

__all__ = ["REGISTRY", "TARGETS", "Context"]
