"""The best feeding of an ecosystem, found exactly: the most points kept alive, then the most species.

The Feeding Phase decides which species live: a feeding is a choice, species by species in feeding
order (T1 up to T4), of what each eats, or that it goes without (allowed only if, once its tier has
eaten, nothing it could eat is left). Points are then scored by the living species.

Algorithm: depth-first branch and bound over the species of T1-T4 in feeding order (web.py).
- At each species the branches are its meals, then going without. A meal is an inclusion-minimal
  set of available prey covering one of its Eats alternatives ("/" or, "+" and). Copies of one card
  are interchangeable as prey, so a meal takes the lowest-numbered free copies of each card: the
  copies are grouped and only how many of each group is chosen (symmetry reduction). Available
  means: for a consuming eater, living (T0, or fed earlier) and not yet consumed; for one that eats
  without consuming, living and not consumed by a lower tier; for a scavenger, consumed by a lower
  tier and not yet scavenged.
- Going without is checked when the tier ends (the species goes last in its tier): if it could
  then eat from what is left, the branch is not a legal feeding and is dropped.
- Bound: the score of "everyone alive now, plus every undecided species that could still eat if
  nobody competed for food" (a fixpoint over the food web, recomputed at each tier), with the count
  of those species. Scoring never falls when a species is added (points.py), so this is an upper
  bound; a branch that cannot beat the best feeding found so far (points, then species) is cut.
- Meals are tried cheapest first (fewest prey, then prey wanted by the fewest later species), so
  the first feeding found is usually already the best and the bound cuts the rest at once.

The answer is exact: every legal feeding is reachable (the copies skipped are interchangeable) and
only branches that provably cannot win are cut. tests/engine/planet/test_solver.py checks it against
brute force on random ecosystems. `outcomes` walks the same tree without the bound and gives one
feeding for each different set of survivors (the feedings the legal listing offers)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.planet.web import Web


@dataclass(frozen=True)
class Feeding:
    """A feeding: the meals (as uids, for a Feed command), who lives, and what they score."""

    meals: tuple        # ((predator uid, prey uid, ...), ...) in feeding order
    alive: int          # bitmask over the web's species
    points: int
    species: int        # how many species live

    @property
    def key(self) -> tuple:
        return self.points, self.species


class _Search:
    def __init__(self, web: Web):
        self.web = web
        n = web.size
        self.order = [i for i in range(n) if web.tier[i] > 0]
        self.t0 = sum(1 << i for i in range(n) if web.tier[i] == 0)
        self.demand = [0] * n
        for i in self.order:
            for p in web.prey[i]:
                self.demand[p] += 1
        # per predator: its prey grouped by card (copies interchangeable), with what each provides
        self.groups = []
        for i in range(n):
            by_card: dict[str, list[int]] = {}
            for p in web.prey[i]:
                by_card.setdefault(web.defs[p].id, []).append(p)
            self.groups.append([(web.provides[members[0]], members) for members in by_card.values()])
        self.tier_end = {}          # position in order -> True when the next species is of another tier
        for k, i in enumerate(self.order):
            nxt = self.order[k + 1] if k + 1 < len(self.order) else None
            self.tier_end[k] = nxt is None or web.tier[nxt] != web.tier[i]

    # --- what a species may eat now ----------------------------------------------------------------
    def available(self, i: int, alive: int, consumed: int, below: int, scavenged: int) -> int:
        diet = self.web.diet[i]
        if diet.scavenges:
            return below & ~scavenged & alive
        if not diet.consumes:
            return alive & ~below
        return alive & ~consumed

    def meals(self, i: int, avail: int) -> list[tuple]:
        """Every inclusion-minimal meal of species i from the available prey (lowest copies first)."""
        web = self.web
        groups = []
        for provides, members in self.groups[i]:
            free = [p for p in members if avail >> p & 1]
            if free:
                groups.append((provides, free))
        found: set[tuple] = set()
        for need in web.eats[i]:
            resources = tuple(need)
            vectors = [(tuple(min(provides.get(r, 0), need[r]) for r in resources), free) for provides, free in groups]
            vectors = [(v, free) for v, free in vectors if any(v)]
            if not vectors:
                continue
            capacity = [0] * (len(vectors) + 1)
            for g in range(len(vectors) - 1, -1, -1):
                capacity[g] = capacity[g + 1] + max(vectors[g][0]) * len(vectors[g][1])
            target = tuple(need[r] for r in resources)
            self._covers(vectors, capacity, 0, target, [], found)
        return sorted(found, key=lambda meal: (len(meal), sum(self.demand[p] for p in meal), meal))

    def _covers(self, vectors, capacity, g, remaining, chosen, found):
        if all(r <= 0 for r in remaining):
            for index, k in chosen:   # every prey needed: dropping one copy of a group uncovers
                v = vectors[index][0]
                if all(r + x <= 0 for r, x in zip(remaining, v)):
                    return
            found.add(tuple(sorted(p for index, k in chosen for p in vectors[index][1][:k])))
            return
        if g == len(vectors) or capacity[g] < max(remaining):
            return
        v, free = vectors[g]
        self._covers(vectors, capacity, g + 1, remaining, chosen, found)
        if not any(x > 0 and r > 0 for x, r in zip(v, remaining)):
            return
        rem = remaining
        for k in range(1, len(free) + 1):
            rem = tuple(r - x for r, x in zip(rem, v))
            self._covers(vectors, capacity, g + 1, rem, chosen + [(g, k)], found)
            if all(r <= 0 for r in rem):
                break

    def can_eat(self, i: int, avail: int) -> bool:
        web = self.web
        have: dict[str, int] = {}
        for p in web.prey[i]:
            if avail >> p & 1:
                for r, n in web.provides[p].items():
                    have[r] = have.get(r, 0) + n
        return any(all(have.get(r, 0) >= n for r, n in need.items()) for need in web.eats[i])

    def starvers_ok(self, pending, alive, consumed, below, scavenged) -> bool:
        """Each species that went without cannot eat from what its tier left."""
        for i in pending:
            diet = self.web.diet[i]
            avail = (below & ~scavenged & alive) if diet.scavenges else (alive & ~consumed)
            if self.can_eat(i, avail):
                return False
        return True

    def potential(self, alive: int, start: int) -> int:
        """Species from position `start` on that could eat if nobody competed, with `alive` (a fixpoint)."""
        web = self.web
        maybe = alive
        rest = self.order[start:]
        changed = True
        while changed:
            changed = False
            for i in rest:
                if not maybe >> i & 1 and self.can_eat(i, maybe):
                    maybe |= 1 << i
                    changed = True
        return maybe & ~alive

    # --- the walk ------------------------------------------------------------------------------------
    def run(self, bound: bool, budget: int | None = None) -> dict:
        self.best: Feeding | None = None
        self.outcomes: dict[int, Feeding] = {}
        self.bound = bound
        self.nodes = 0
        self.budget = budget
        self.seen: set = set()
        self.undecided = [0] * (len(self.order) + 1)
        for k in range(len(self.order) - 1, -1, -1):
            self.undecided[k] = self.undecided[k + 1] | 1 << self.order[k]
        self.walk(0, self.t0, 0, 0, 0, [], [], 0)
        return self.outcomes

    def walk(self, k, alive, consumed, below, scavenged, pending, meals, ceiling):
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            return
        if k == len(self.order):
            self.leaf(alive, meals)
            return
        i = self.order[k]
        if k == 0 or self.web.tier[self.order[k - 1]] != self.web.tier[i]:
            below = consumed
            if self.bound:
                ceiling = self.potential(alive, k)
        if self.bound and self.best is not None:
            top = alive | (ceiling & self.undecided[k])
            if (self.web.score(top), top.bit_count()) <= self.best.key:
                return
        if not self.bound:
            key = (k, alive, consumed, below, scavenged, tuple(pending))
            if key in self.seen:
                return
            self.seen.add(key)
        end = self.tier_end[k]
        avail = self.available(i, alive, consumed, below, scavenged)
        diet = self.web.diet[i]
        for meal in self.meals(i, avail):
            bits = 0
            for p in meal:
                bits |= 1 << p
            new_consumed = consumed | bits if diet.consumes and not diet.scavenges else consumed
            new_scavenged = scavenged | bits if diet.scavenges else scavenged
            meals.append((i, meal))
            self.step(k, end, alive | 1 << i, new_consumed, below, new_scavenged, pending, meals, ceiling)
            meals.pop()
        pending.append(i)
        self.step(k, end, alive, consumed, below, scavenged, pending, meals, ceiling)
        pending.pop()

    def step(self, k, end, alive, consumed, below, scavenged, pending, meals, ceiling):
        if end:
            if not self.starvers_ok(pending, alive, consumed, below, scavenged):
                return
            self.walk(k + 1, alive, consumed, below, scavenged, [], meals, ceiling)
        else:
            self.walk(k + 1, alive, consumed, below, scavenged, pending, meals, ceiling)

    def leaf(self, alive, meals):
        if alive in self.outcomes and not self.bound:
            return
        web = self.web
        feeding = Feeding(tuple((web.uids[i],) + tuple(web.uids[p] for p in meal) for i, meal in meals),
                          alive, web.score(alive), alive.bit_count())
        if self.bound:
            if self.best is None or feeding.key > self.best.key:
                self.best = feeding
        else:
            self.outcomes[alive] = feeding


def best_feeding(web: Web) -> Feeding:
    """The feeding that keeps the most points alive, then the most species (exact)."""
    search = _Search(web)
    search.run(bound=True)
    return search.best


def feeding_outcomes(web: Web, budget: int = 4000) -> list[Feeding]:
    """One feeding for each different set of survivors (searched up to `budget` steps), best first;
    the best feeding is always among them."""
    search = _Search(web)
    found = search.run(bound=False, budget=budget)
    best = best_feeding(web)
    found[best.alive] = best
    return sorted(found.values(), key=lambda f: (-f.points, -f.species, f.alive))
