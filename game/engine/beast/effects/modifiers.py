"""Ongoing modifiers (family `modifier`): the rules read them where they apply (stats, combat, allies,
recruiting). On an animal they apply to itself, on a Leader to its animal, on an Item to its bearer,
on a Location to the animal on its space; `army_stat` on a Human or Leader reaches the whole Field."""
from __future__ import annotations

from game.engine.beast.effects.registry import AMOUNT, HABITAT, STAT, modifier
from game.engine.cards.effects import Param

SIGNED = Param(int, minimum=-5, maximum=10)

modifier("stat", stat=STAT, amount=SIGNED)
modifier("army_stat", stat=STAT, amount=SIGNED, habitat=HABITAT)
modifier("battle_combat", amount=SIGNED, when=Param(str, required=False, default="any",
                                                       choices=("any", "attacking", "defending")))
modifier("full_clout")                     # recruits outside its Habitat with its whole Clout
modifier("ally_bonus", amount=AMOUNT)      # adds this much as an ally instead of +1
modifier("ally_any_direction")             # may ally without a Vector toward the combatant
modifier("no_battle_fury")                 # its owner gains no Fury for the battles it starts
modifier("legend_boost", amount=AMOUNT)    # each Legend boost gives this much instead of +1
