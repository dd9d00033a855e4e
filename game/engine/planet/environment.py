"""Advanced Rules: the Environment cards in play, each changing a rule. The rules ask here for the
numbers an Environment may change; with no Environment in play they are the rulebook's own."""
from __future__ import annotations

from game.engine.planet.definitions import CardSet, SpeciesDef

ACTIONS_PER_TURN = 3        # "Every player must take 3 actions"
DRAW_AFTER_SCORING = 2      # "draw 2 cards from the Noah Card Pile"
SOLO_DRAW = 7               # single player: "draw 7 Noah Cards instead of 2"
GOAL = 100                  # "Once one player reaches a total score of 100 or more points"


class Environment:
    """The rule changes of the Environment cards in play, gathered once per set of cards."""

    __slots__ = ("extra_actions", "extra_draw", "bonus", "costs", "migration_stays", "goal")

    def __init__(self, cards: CardSet, environments: tuple):
        self.extra_actions = 0
        self.extra_draw = 0
        self.bonus: dict[str, int] = {}
        self.costs: dict[str, int] = {}
        self.migration_stays = False
        self.goal = GOAL
        for env in environments:
            for op in cards.environments[env].effect:
                p = op.params
                if op.name == "extra_actions":
                    self.extra_actions += p["count"]
                elif op.name == "extra_draw":
                    self.extra_draw += p["count"]
                elif op.name == "points_bonus":
                    for cls in p["classes"]:
                        self.bonus[cls] = self.bonus.get(cls, 0) + p["amount"]
                elif op.name == "action_cost":
                    self.costs[p["action"]] = max(self.costs.get(p["action"], 1), p["cost"])
                elif op.name == "migration_stays":
                    self.migration_stays = True
                elif op.name == "goal":
                    self.goal = min(self.goal, p["points"])

    def actions_per_turn(self, solo: bool) -> int:
        """Single player has no default actions (they come from discarding cards)."""
        return (0 if solo else ACTIONS_PER_TURN) + self.extra_actions

    def draw_after_scoring(self, solo: bool) -> int:
        return (SOLO_DRAW if solo else DRAW_AFTER_SCORING) + self.extra_draw

    def cost(self, action: str, base: int = 1) -> int:
        return max(base, self.costs.get(action, base))

    def points(self, species: SpeciesDef, printed: int) -> int:
        """A species' points with the Environment's bonus for its class (never below 0)."""
        return max(0, printed + self.bonus.get(species.cls, 0)) if self.bonus else printed


_CACHE: dict[tuple, tuple[CardSet, Environment]] = {}


def environment_of(cards: CardSet, environments) -> Environment:
    """The rule changes of these Environment cards (cached: the same cards give the same object)."""
    key = (id(cards), tuple(environments))
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not cards:
        if len(_CACHE) > 256:
            _CACHE.clear()
        hit = _CACHE[key] = (cards, Environment(cards, key[1]))
    return hit[1]
