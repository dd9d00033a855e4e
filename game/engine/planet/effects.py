"""Noah Planet's effect operations on the shared registry (game.engine.cards.effects), by family.

- diet: a species' special eating rules, read by the Feeding Phase (no function of their own).
- trait: other standing rules of a species (migratory), read where they apply.
- scoring: the "?" special scoring: each op counts your living species that match its filter.
  Scoring ops never lose points when a species is added (the feeding solver's bound relies on it).
- power: one-shot effects of Special Power cards and of species' `when_created` (see powers.py).
- environment: the rule an Environment card changes, read where that rule is (see environment.py).
"""
from __future__ import annotations

from game.engine.cards.effects import EffectRegistry, Param
from game.engine.planet.definitions import CLASSES, SpeciesDef

DIET, TRAIT, SCORING, POWER, ENVIRONMENT = "diet", "trait", "scoring", "power", "environment"

REGISTRY = EffectRegistry()
effect = REGISTRY.effect

COUNT = Param(int, minimum=1, maximum=10)
NAMES = Param(list)           # a list of class or subclass names (checked by the card loader)

# --- diet ------------------------------------------------------------------------------------------
REGISTRY.declare("eats_only", DIET, subclasses=NAMES)        # eats only species of these subclasses
REGISTRY.declare("eats_without_consuming", DIET)              # the flower diagram: not consumed
REGISTRY.declare("eats_own_tier", DIET, classes=NAMES)        # may also eat these classes of its own tier
REGISTRY.declare("scavenges", DIET)                           # eats only what a lower tier has eaten

# --- traits ----------------------------------------------------------------------------------------
REGISTRY.declare("migratory", TRAIT)                          # passed to the next player after scoring

# --- scoring ("?") ---------------------------------------------------------------------------------
# Which living species of your ecosystem an op counts: any mix of class, subclass, tier and card.
FILTER = {
    "class": Param(str, required=False, default="", choices=("",) + CLASSES),
    "subclass": Param(str, required=False, default=""),
    "tier": Param(int, required=False, default=-1, minimum=-1, maximum=4),
    "card": Param(str, required=False, default=""),
}


def counts(species: SpeciesDef, params: dict) -> bool:
    """Whether a scoring op's filter counts this species."""
    return ((not params.get("class") or species.cls == params["class"])
            and (not params.get("subclass") or params["subclass"] in species.subclasses)
            and (params.get("tier", -1) < 0 or species.tier == params["tier"])
            and (not params.get("card") or species.id == params["card"]))


@effect("points_per", SCORING, amount=COUNT, per=Param(int, required=False, default=1, minimum=1, maximum=10),
        **FILTER)
def points_per(count: int, params: dict) -> int:
    """`amount` points for every `per` living species of yours that match."""
    return params["amount"] * (count // params["per"])


@effect("points_if", SCORING, amount=COUNT, at_least=Param(int, required=False, default=1, minimum=1, maximum=10),
        **FILTER)
def points_if(count: int, params: dict) -> int:
    """`amount` points if at least `at_least` living species of yours match."""
    return params["amount"] if count >= params["at_least"] else 0


# --- environment -----------------------------------------------------------------------------------
ACTIONS = ("search", "circulation", "regenerate", "plant", "create", "develop")
REGISTRY.declare("extra_actions", ENVIRONMENT, count=COUNT)          # more actions each Action Phase
REGISTRY.declare("extra_draw", ENVIRONMENT, count=COUNT)             # more cards drawn after scoring
REGISTRY.declare("points_bonus", ENVIRONMENT, classes=NAMES,
                 amount=Param(int, minimum=-3, maximum=3))           # each matching species scores more/less
REGISTRY.declare("action_cost", ENVIRONMENT, action=Param(str, choices=ACTIONS), cost=Param(int, minimum=2, maximum=3))
REGISTRY.declare("migration_stays", ENVIRONMENT)                     # migratory animals are not passed on
REGISTRY.declare("goal", ENVIRONMENT, points=Param(int, minimum=40, maximum=200))   # the score that ends the game
