"""Ongoing modifiers (the infinity icon, Location effects): the rules read them where they apply."""
from __future__ import annotations

from game.engine.noah.effects.registry import AMOUNT, SCOPE, modifier

modifier("extra_damage", amount=AMOUNT, scope=SCOPE)          # read by row.damage
modifier("extra_health", amount=AMOUNT, scope=SCOPE)          # read by row.health
modifier("threshold_change", amount=AMOUNT, scope=SCOPE)      # read by row.threshold
modifier("hits_reduced", amount=AMOUNT, scope=SCOPE)          # read by effects.hero._attack
modifier("agent_cost_increase", amount=AMOUNT)                # read by hero_turn.agent_cost
modifier("mercenary_cost_increase", amount=AMOUNT)            # read by effects.run.mercenary_price
modifier("energy_reset_reduced", amount=AMOUNT)               # read by hero_turn.reset_energy
modifier("no_defense_ability")                                # read by enemy_turn.roll
