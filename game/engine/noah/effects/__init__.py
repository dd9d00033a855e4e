"""Card effects as data: each op in the YAML names a registered function here."""
from __future__ import annotations

from game.engine.noah.effects.registry import REGISTRY, OpSpec
from game.engine.noah.effects import hero, enemy, modifiers  # noqa: F401  (registers the operations)
from game.engine.noah.effects.run import run_ops, run_trigger, target_problem, targets

__all__ = ["REGISTRY", "OpSpec", "run_ops", "run_trigger", "target_problem", "targets"]
