"""The Feeding Phase's rules, as a check of a feeding the player proposes (who eats whom).

"Starting from T1 species, each species should be fed ... The process applies to T1, T2, T3, T4
species sequentially"; within a tier, left to right as the player laid the row out ("within the same
tier you can start your feeding process from left to right", ruling R9). The check walks that order:
1. "A species can only eat other species that belong to a lower tier (unless otherwise indicated on
   the card)": each prey must be one the predator may eat (web.prey: a same-tier prey only from its left).
2. "In order to provide resources for another species, a species must eat first": each prey is a
   T0 species or one that has eaten before it.
3. "Each species can only be eaten by one species": a card turned sideways has been eaten. Species
   that eat without consuming (the flower diagram) leave it for the next; scavengers eat only what a
   lower tier consumed, each carcass once.
- What a species eats: its prey together provide one of its Eats alternatives ("/" or, "+" and),
  and every prey is needed for it (no species eats more than it requires).
- "If any species in your ecosystem can't get enough food, they'll be extinct": a species goes
  without a meal only if, in its turn, nothing it could eat is left (ruling R9).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.planet.eats import write_need
from game.engine.planet.web import KEPT_WEBS, Web


@dataclass(frozen=True)
class Plan:
    """A feeding in species numbers: predator -> its prey; and who consumed / scavenged each prey."""

    meals: dict          # predator -> tuple of prey
    consumed_by: dict    # prey -> predator (consuming meals)
    scavenged_by: dict   # prey -> scavenger

    def fed_mask(self) -> int:
        mask = 0
        for predator in self.meals:
            mask |= 1 << predator
        return mask


def provided(web: Web, prey) -> dict:
    total: dict[str, int] = {}
    for p in prey:
        for resource, count in web.provides[p].items():
            total[resource] = total.get(resource, 0) + count
    return total


def covers(need: dict, have: dict) -> bool:
    return all(have.get(r, 0) >= n for r, n in need.items())


def minimal_alternative(web: Web, predator: int, prey: tuple) -> dict | None:
    """An Eats alternative that these prey cover with every one of them needed, if any."""
    have = provided(web, prey)
    for need in web.eats[predator]:
        if covers(need, have) and all(
                any(have.get(r, 0) - web.provides[p].get(r, 0) < n for r, n in need.items()) for p in prey):
            return need
    return None


_PARSED: dict[tuple, tuple] = {}     # the feedings parsed lately (checked as the table previews, then when sent)


def parse(web: Web, meals) -> tuple[Plan | None, str | None]:
    """The Feed command's meals as a Plan, or the sentence saying what is malformed."""
    try:
        found = _PARSED.get((id(web), meals))
    except TypeError:       # meals holding what cannot be hashed: not a feeding, as _parse says
        found = None
    if found is not None and found[0] is web:
        return found[1]
    found = _parse(web, meals)
    if found[0] is not None:        # a feeding (meals of uids only: they hash)
        if len(_PARSED) > KEPT_WEBS:
            _PARSED.clear()
        _PARSED[(id(web), meals)] = (web, found)
    return found


def _parse(web: Web, meals) -> tuple[Plan | None, str | None]:
    if not isinstance(meals, tuple):
        return None, "A feeding lists meals, each as (species, prey, prey...)."
    plan: dict[int, tuple] = {}
    for meal in meals:
        if not isinstance(meal, tuple) or len(meal) < 2 or not all(isinstance(u, str) for u in meal):
            return None, "Each meal lists a species, then what it eats: (species, prey, prey...)."
        for uid in meal:
            if uid not in web.places:
                return None, f"There is no {uid} in your ecosystem."
        predator, prey = web.index(meal[0]), tuple(web.index(u) for u in meal[1:])
        if web.tier[predator] == 0:
            return None, f"The {web.name(predator)} is a T0 plant: it eats nothing."
        if predator in plan:
            return None, f"The {web.name(predator)} has two meals; it eats once."
        if predator in prey:
            return None, f"The {web.name(predator)} cannot eat itself."
        if len(set(prey)) != len(prey):
            return None, f"The {web.name(predator)} lists the same prey twice."
        plan[predator] = prey
    consumed: dict[int, int] = {}
    scavenged: dict[int, int] = {}
    for predator, prey in plan.items():
        diet = web.diet[predator]
        for p in prey:
            if diet.scavenges:
                if p in scavenged:
                    return None, (f"The remains of the {web.name(p)} are eaten by both the {web.name(scavenged[p])} "
                                  f"and the {web.name(predator)}; each carcass feeds one scavenger.")
                scavenged[p] = predator
            elif diet.consumes:
                if p in consumed:
                    return None, (f"The {web.name(p)} is eaten by both the {web.name(consumed[p])} and the "
                                  f"{web.name(predator)}: each species can only be eaten by one species.")
                consumed[p] = predator
    return Plan(plan, consumed, scavenged), None


def check_feeding(web: Web, meals) -> str | None:
    """None when the meals are a feeding the rules allow, otherwise what is wrong, as a sentence."""
    plan, problem = parse(web, meals)
    if problem:
        return problem
    return check_meals(web, plan) or feed_in_turn(web, plan)


def check_meals(web: Web, plan: Plan) -> str | None:
    fed = plan.fed_mask()
    for predator, prey in plan.meals.items():
        for p in prey:
            if p not in web.prey[predator]:
                return f"The {web.name(predator)} cannot eat the {web.name(p)}: {why_not(web, predator, p)}."
            if web.tier[p] > 0 and not fed >> p & 1:
                return (f"The {web.name(p)} does not eat, so it cannot feed the {web.name(predator)}: "
                        "a species must eat before it can feed another.")
            if web.diet[predator].scavenges:
                eater = plan.consumed_by.get(p)
                if eater is None or web.tier[eater] >= web.tier[predator]:
                    return (f"The {web.name(predator)} is a scavenger: it eats only what a lower tier has eaten, "
                            f"and nothing of a lower tier ate the {web.name(p)}.")
        if minimal_alternative(web, predator, prey) is None:
            name = web.name(predator)
            have = provided(web, prey)
            wanted = " / ".join(write_need(tuple(need.items())) for need in web.eats[predator])
            if not any(covers(need, have) for need in web.eats[predator]):
                shown = write_need(tuple(have.items())) or "nothing it eats"
                return f"The {name} needs {wanted}; what it is given provides {shown}."
            return f"The {name} needs only {wanted}: it would eat more than it needs."
    return None


def why_not(web: Web, predator: int, prey: int) -> str:
    a, b = web.defs[predator], web.defs[prey]
    if b.tier >= a.tier and not (b.tier == a.tier and b.cls in a.diet.own_tier):
        return f"it is T{b.tier} and a T{a.tier} species eats only from lower tiers"
    if a.diet.only and not a.diet.only.intersection(b.subclasses):
        return f"the {a.name} eats only {' or '.join(sorted(a.diet.only))}"
    if b.tier == a.tier and prey > predator:
        return (f"it stands to the right of the {a.name} in the T{a.tier} row, so it has not eaten yet "
                f"when the {a.name}'s turn comes (left to right)")
    return f"it provides nothing the {a.name} eats"


def feed_in_turn(web: Web, plan: Plan) -> str | None:
    """Each species in its turn, tier by tier and left to right: its prey are still there (not turned
    sideways by an earlier meal), and one that goes without could find nothing to eat (ruling R9)."""
    eaten_by: dict[int, int] = {}        # prey -> the species that consumed it so far
    scavenged: set[int] = set()
    for i in range(web.size):
        if web.tier[i] == 0:
            continue
        diet = web.diet[i]
        prey = plan.meals.get(i)
        if prey is None:
            left = leftovers(web, plan, i, eaten_by, scavenged)
            if any(covers(need, provided(web, left)) for need in web.eats[i]):
                shown = ", ".join(f"the {web.name(p)}" for p in left[:4])
                return (f"The {web.name(i)} can eat in its turn ({shown} {'is' if len(left) == 1 else 'are'} left "
                        "for it), so it must: a species goes extinct only when it cannot get enough food.")
            continue
        for p in prey:
            if diet.scavenges:
                scavenged.add(p)
                continue
            eater = eaten_by.get(p)
            if eater is not None:
                when = (f"to the left of the {web.name(i)} in the T{web.tier[i]} row"
                        if web.tier[eater] == web.tier[i] else f"T{web.tier[eater]}, before the T{web.tier[i]}")
                return (f"The {web.name(eater)} ({when}) ate the {web.name(p)} before the {web.name(i)} could "
                        "eat from it: a card turned sideways has been eaten.")
            if diet.consumes:
                eaten_by[p] = i
    return None


def leftovers(web: Web, plan: Plan, i: int, eaten_by: dict, scavenged: set) -> list[int]:
    """What species i could eat in its turn: living prey (T0, or fed) not yet turned sideways (for a
    scavenger: what a lower tier consumed that no scavenger took)."""
    tier = web.tier[i]
    left = []
    for p in web.prey[i]:
        if web.tier[p] > 0 and p not in plan.meals:
            continue
        eater = eaten_by.get(p)
        if web.diet[i].scavenges:
            if eater is None or web.tier[eater] >= tier or p in scavenged:
                continue
        elif eater is not None:
            continue
        left.append(p)
    return left
