"""The best feeding of an ecosystem, found exactly: the most points kept alive, then the most species.

The Feeding Phase decides which species live: a feeding is a choice, species by species from T1 up
to T4 and left to right within a tier, of what each eats, or that it goes without (allowed only if,
in its turn, nothing it could eat is left: ruling R9). Points are then scored by the living species.

Algorithm: depth-first branch and bound, tier by tier (T1 up to T4).
- Within a tier the species decide in the web's order, left to right (each rank holds one species).
- Its branches are its meals, cheapest first, then going without. A meal is an inclusion-minimal set
  of available prey covering one of its Eats alternatives ("/" or, "+" and). Copies of a card are
  interchangeable as prey, so a meal takes the lowest free copies of each card (symmetry reduction).
  Available: for an eater, living (T0, or fed) and not yet consumed (one that eats without consuming
  leaves the card for the next); for a scavenger, consumed by a lower tier and not yet scavenged.
- Going without is a branch only when the species has no meal at all.
- A position reached again by other meals (same species decided, alive, consumed, scavenged) is not
  searched twice.
- Bound: every undecided species that could still eat if nobody competed (a fixpoint over the food
  web) is counted alive, then the competition for prey is accounted for: each species that consumes
  needs at least one prey of its own, so at most a maximum matching of undecided eaters to free prey
  can eat. The heaviest such set (greedy over the transversal matroid, by points) bounds the points
  lost; its size bounds the species lost. Scoring never falls when a species is added (points.py), so
  this bounds every feeding below the branch; a branch that cannot beat the best so far is cut.

The answer is exact: every legal feeding is reachable (the copies skipped are interchangeable) and only
branches that provably cannot win are cut. tests/engine/planet/test_solver.py checks it against brute
force on random ecosystems. `feeding_outcomes` walks the same tree without the bound and gives one
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
        self.n = n
        self.t0 = sum(1 << i for i in range(n) if web.tier[i] == 0)
        self.prey_mask = [sum(1 << p for p in prey) for prey in web.prey]
        self.consumes = [web.diet[i].consumes and not web.diet[i].scavenges for i in range(n)]
        self.visits = [not web.diet[i].consumes for i in range(n)]
        self.scavenges = [web.diet[i].scavenges for i in range(n)]
        # tiers, each a list of blocks: species of one rank (same-tier prey ranks come first)
        self.tiers = []
        for tier in range(1, 5):
            members = [i for i in range(n) if web.tier[i] == tier]
            ranks = sorted({web.rank[i] for i in members})
            blocks = [sum(1 << i for i in members if web.rank[i] == r) for r in ranks]
            if members:
                self.tiers.append((tier, blocks, sum(1 << i for i in members)))
        self.later = []            # per tier index: species of the later tiers
        acc = 0
        for tier, blocks, mask in reversed(self.tiers):
            self.later.append(acc)
            acc |= mask
        self.later.reverse()
        self.demand = [0] * n
        self.eaters_of = [0] * n
        for i in range(n):
            for p in web.prey[i]:
                self.demand[p] += 1
                self.eaters_of[p] |= 1 << i
        # Prey that provide the same and may be eaten by the same species are interchangeable (copies of a
        # card, or a Fig and a Bamboo where no specialist tells them apart): per predator, its prey in
        # such groups, always taken lowest first.
        eaters = [[] for _ in range(n)]
        for i in range(n):
            for p in web.prey[i]:
                eaters[p].append(i)
        signature = [(web.tier[p], tuple(sorted(web.provides[p].items())), tuple(eaters[p])) for p in range(n)]
        self.groups = []
        for i in range(n):
            by_kind: dict[tuple, list[int]] = {}
            for p in web.prey[i]:
                by_kind.setdefault(signature[p], []).append(p)
            self.groups.append([(web.provides[members[0]], members) for members in by_kind.values()])
        self.weight = [web.score.fixed[i] for i in range(n)]
        self.eaters_mask = sum(1 << i for i in range(n) if web.tier[i] > 0)
        self.consumer_mask = sum(1 << i for i in range(n) if self.consumes[i])
        self.scavenger_mask = sum(1 << i for i in range(n) if self.scavenges[i])
        self._prey_of: dict = {}
        self._meals: dict = {}
        # per species, each Eats alternative as ((((amount, mask of prey providing that amount of the
        # resource), ...), needed), ...): what a set of prey provides is a few bit counts
        self.needs = []
        for i in range(n):
            alternatives = []
            for need in web.eats[i]:
                parts = []
                for resource, count in need.items():
                    by_amount: dict[int, int] = {}
                    for p in web.prey[i]:
                        amount = web.provides[p].get(resource, 0)
                        if amount:
                            by_amount[amount] = by_amount.get(amount, 0) | 1 << p
                    parts.append((tuple(by_amount.items()), count))
                alternatives.append(tuple(parts))
            self.needs.append(tuple(alternatives))

    # --- what a species may eat -----------------------------------------------------------------------
    def available(self, i: int, alive: int, consumed: int, below: int, scavenged: int) -> int:
        if self.scavenges[i]:
            return below & ~scavenged & alive & self.prey_mask[i]
        return alive & ~consumed & self.prey_mask[i]   # a card turned sideways has been eaten (R9, R11)

    def meals(self, i: int, avail: int) -> list:
        """Every inclusion-minimal meal of species i from the available prey (lowest copies first)."""
        key = (i, avail)
        found = self._meals.get(key)
        if found is not None:
            return found
        web = self.web
        groups = []
        for provides, members in self.groups[i]:
            free = [p for p in members if avail >> p & 1]
            if free:
                groups.append((provides, free))
        meals: set = set()
        for need in web.eats[i]:
            resources = tuple(need)
            vectors = [(tuple(min(provides.get(r, 0), need[r]) for r in resources), free) for provides, free in groups]
            vectors = [(v, free) for v, free in vectors if any(v)]
            if not vectors:
                continue
            if len(resources) == 1 and need[resources[0]] == 1:     # one serving: any one prey
                meals.update((free[0],) for v, free in vectors)
                continue
            capacity = [0] * (len(vectors) + 1)
            for g in range(len(vectors) - 1, -1, -1):
                capacity[g] = capacity[g + 1] + max(vectors[g][0]) * len(vectors[g][1])
            self._covers(vectors, capacity, 0, tuple(need[r] for r in resources), [], meals)
        found = []
        for meal in sorted(meals, key=lambda m: (len(m), sum(self.demand[p] for p in m), m)):
            bits = 0
            for p in meal:
                bits |= 1 << p
            found.append((meal, bits))
        self._meals[key] = found
        return found

    def _covers(self, vectors, capacity, g, remaining, chosen, found):
        if all(r <= 0 for r in remaining):
            for index, k in chosen:   # every prey needed: dropping one copy of a group uncovers
                if all(r + x <= 0 for r, x in zip(remaining, vectors[index][0])):
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
        """Whether the prey in `avail` together provide one of species i's Eats alternatives."""
        for need in self.needs[i]:
            for masks, n in need:
                have = 0
                for amount, mask in masks:
                    have += amount * (avail & mask).bit_count()
                if have < n:
                    break
            else:
                return True
        return False

    def starvers_ok(self, pending, alive, consumed, below, scavenged) -> bool:
        """Each species that went without cannot eat from what its tier left."""
        for i in pending:
            avail = (below & ~scavenged & alive) if self.scavenges[i] else (alive & ~consumed)
            if self.can_eat(i, avail):
                return False
        return True

    def prey_of(self, species: int) -> int:
        """Every species that some of these species may eat."""
        found = self._prey_of.get(species)
        if found is None:
            found = 0
            m = species & self.eaters_mask
            while m:
                low = m & -m
                found |= self.prey_mask[low.bit_length() - 1]
                m ^= low
            self._prey_of[species] = found
        return found

    # --- the bound --------------------------------------------------------------------------------------
    def potential(self, undecided: int, tier: int, alive: int, consumed: int, below: int, scavenged: int) -> int:
        """The undecided species that could still eat if none competed. One pass in feeding order
        reaches the fixpoint: a species' food comes from lower tiers or lower-ranked classes of its own."""
        maybe = alive
        m = undecided
        while m:
            low = m & -m
            m ^= low
            i = low.bit_length() - 1
            now = self.web.tier[i] == tier
            if self.scavenges[i]:
                avail = (below & ~scavenged & alive) if now else maybe
            elif self.visits[i]:
                avail = maybe & ~(below if now else consumed)
            else:
                avail = maybe & ~consumed
            if self.can_eat(i, avail):
                maybe |= low
        return maybe & ~alive

    def bound(self, undecided, tier, alive, consumed, below, scavenged) -> tuple[int, int]:
        """(points, species) that no feeding below this branch can beat."""
        maybe = self.potential(undecided, tier, alive, consumed, below, scavenged)
        top = alive | maybe
        points, species = self.web.score(top), top.bit_count()
        rivals = [i for i in range(self.n) if maybe >> i & 1 and not self.visits[i]]
        if len(rivals) < 2:
            return points, species
        n = self.n
        options = {}
        for i in rivals:
            if self.scavenges[i]:
                food = (below & ~scavenged & alive) if self.web.tier[i] == tier else top
                options[i] = (food & self.prey_mask[i]) << n     # carcasses: other places than prey
            else:
                options[i] = top & ~consumed & self.prey_mask[i]
        # Each eater needs a prey of its own: the heaviest set of eaters matched to distinct prey
        # (greedy over a transversal matroid, by points) bounds what can eat.
        owner: dict[int, int] = {}
        self.taken = 0
        lost_points = lost_species = 0
        for i in sorted(rivals, key=lambda j: (-self.weight[j], j)):
            free = options[i] & ~self.taken
            if free:
                low = free & -free
                owner[low] = i
                self.taken |= low
            elif not self._augment(i, options, owner, set()):
                lost_points += self.weight[i]
                lost_species += 1
        return points - lost_points, species - lost_species

    def _augment(self, i, options, owner, seen) -> bool:
        """Kuhn's augmenting path: give eater i a prey, moving others to prey of theirs."""
        m = options[i]
        while m:
            low = m & -m
            m ^= low
            if low in seen:
                continue
            seen.add(low)
            holder = owner.get(low)
            if holder is None:
                self.taken |= low
                owner[low] = i
                return True
            if self._augment(holder, options, owner, seen):
                owner[low] = i
                return True
        return False

    # --- the walk -----------------------------------------------------------------------------------------
    def run(self, bound: bool, budget: int | None = None) -> dict:
        self.best: Feeding | None = None
        self.outcomes: dict[int, Feeding] = {}
        self.use_bound = bound
        self.dive = False
        self.nodes = 0
        self.budget = budget
        self.seen: set = set()
        if bound:   # a first feeding, found by diving straight down, for the bound to cut against
            self.use_bound, self.dive = False, True
            self.walk(0, 0, self.t0, 0, 0, 0, [], [])
            self.use_bound, self.dive = True, False
            self.seen = set()
            top = self.t0 | self.potential(self.eaters_mask, 1, self.t0, 0, 0, 0)
            if self.best.key >= (self.web.score(top), top.bit_count()):
                return self.outcomes      # everyone who could ever eat does: nothing can be better
        self.walk(0, 0, self.t0, 0, 0, 0, [], [])
        return self.outcomes

    def walk(self, t, decided, alive, consumed, below, scavenged, pending, meals, known=None):
        """Decide the next species of tier index t (or move on to the next tier). `known` is this
        position's bound when the parent already worked it out."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget or self.dive and self.best is not None:
            return
        if t == len(self.tiers):
            self.leaf(alive, meals)
            return
        tier, blocks, members = self.tiers[t]
        if not decided & members:
            below = consumed
        block = next((b for b in blocks if b & ~decided), 0)
        if not block:          # the tier has eaten: those that went without must have had no food left
            if self.starvers_ok(pending, alive, consumed, below, scavenged):
                self.walk(t + 1, decided, alive, consumed, below, scavenged, [], meals)
            return
        relevant = self.prey_of(~decided & self.eaters_mask)
        for j in pending:
            relevant |= self.prey_mask[j]
        key = (decided, alive, consumed & relevant, below & relevant, scavenged, tuple(pending))
        if pending and self.a_starver_keeps_food(pending, decided, members, alive, consumed, below, scavenged):
            return              # someone who went without would still find food when the tier ends
        if key in self.seen:
            return              # the same position reached by other meals: nothing new below it
        self.seen.add(key)
        bounded = self.use_bound
        if bounded and self.best is not None:
            if known is None:
                known = self.bound((members | self.later[t]) & ~decided, tier, alive, consumed, below, scavenged)
            if known <= self.best.key:
                return
        choice = None       # the species with the least food left (the most constrained) decides first
        m = block & ~decided
        while m:
            low = m & -m
            m ^= low
            j = low.bit_length() - 1
            food = self.available(j, alive, consumed, below, scavenged)
            size = food.bit_count()
            if choice is None or size < choice[1]:
                choice = (j, size, food)
                if not size:
                    break
        i, _, food = choice
        options = self.meals(i, food)
        now = decided | 1 << i
        if len(options) > 1:    # prey fewest undecided species could use are eaten first
            wanted = (members | self.later[t]) & ~now
            options = sorted(options, key=lambda m: (len(m[0]), sum((self.eaters_of[p] & wanted).bit_count()
                                                                    for p in m[0])))
        children = []
        for meal, bits in options:
            children.append(((i, meal), alive | 1 << i, consumed | bits if self.consumes[i] else consumed,
                             scavenged | bits if self.scavenges[i] else scavenged))
        if not options:     # ruling R9: in its turn, left to right, a species that can eat must eat
            children.append((None, alive, consumed, scavenged))
        if bounded and len(children) > 1:   # the most promising first: a good feeding early cuts the rest
            undecided = (members | self.later[t]) & ~now
            children = sorted(((self.bound(undecided, tier, a, c, below, sc), n, (meal, a, c, sc))
                               for n, (meal, a, c, sc) in enumerate(children)), key=lambda x: (-x[0][0], -x[0][1], x[1]))
        else:
            children = [(None, n, child) for n, child in enumerate(children)]
        for child_bound, _, (meal, a, c, sc) in children:
            if child_bound is not None and self.best is not None and child_bound <= self.best.key:
                break
            if meal is None:
                pending.append(i)
                self.walk(t, now, a, c, below, sc, pending, meals, child_bound)
                pending.pop()
            else:
                meals.append(meal)
                self.walk(t, now, a, c, below, sc, pending, meals, child_bound)
                meals.pop()

    def doomed_without_food(self, i, decided, members, alive, consumed, below, scavenged) -> bool:
        """Going without is hopeless if the species could eat from prey no undecided species of its
        tier may take."""
        undecided = members & ~decided
        if self.scavenges[i]:
            safe = below & ~scavenged & alive & ~self.prey_of(undecided & self.scavenger_mask)
        else:
            safe = alive & ~consumed & ~self.prey_of(undecided & self.consumer_mask)
        return self.can_eat(i, safe)

    def a_starver_keeps_food(self, pending, decided, members, alive, consumed, below, scavenged) -> bool:
        return any(self.doomed_without_food(i, decided, members, alive, consumed, below, scavenged) for i in pending)

    def leaf(self, alive, meals):
        if not self.use_bound and alive in self.outcomes:
            return
        web = self.web
        order = {uid: position for position, uid in enumerate(web.uids)}
        ordered = sorted(meals, key=lambda meal: order[web.uids[meal[0]]])
        feeding = Feeding(tuple((web.uids[i],) + tuple(web.uids[p] for p in meal) for i, meal in ordered),
                          alive, web.score(alive), alive.bit_count())
        if self.use_bound or self.dive:
            if self.best is None or feeding.key > self.best.key:
                self.best = feeding
        else:
            self.outcomes[alive] = feeding


_SOLVED: dict[tuple, tuple[Web, object]] = {}   # answers for the webs asked about lately (webs are reused)


def _remember(kind: str, web: Web, work):
    hit = _SOLVED.get((kind, id(web)))
    if hit is None or hit[0] is not web:
        if len(_SOLVED) > 256:
            _SOLVED.clear()
        hit = _SOLVED[(kind, id(web))] = (web, work())
    return hit[1]


def solve_best(web: Web) -> Feeding:
    """The feeding that keeps the most points alive, then the most species (exact), worked out now."""
    search = _Search(web)
    search.run(bound=True)
    return search.best


def best_feeding(web: Web) -> Feeding:
    """solve_best, remembered for the webs asked about lately."""
    return _remember("best", web, lambda: solve_best(web))


def feeding_outcomes(web: Web, budget: int = 4000) -> list[Feeding]:
    """One feeding for each different set of survivors (searched up to `budget` steps), best first;
    the best feeding is always among them."""
    def walk():
        found = _Search(web).run(bound=False, budget=budget)
        best = best_feeding(web)
        found[best.alive] = best
        return tuple(sorted(found.values(), key=lambda f: (-f.points, -f.species, f.alive)))
    return list(_remember(f"outcomes {budget}", web, walk))
