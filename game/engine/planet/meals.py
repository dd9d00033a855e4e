"""What a species could eat in its turn of the Feeding Phase: its meals, the inclusion-minimal sets of
the prey left to it that provide one of its Eats alternatives ("/" or, "+" and). The legal listing's
walk and the best-feeding search (solver.py) branch on them.

Prey that provide the same and may be eaten by the same species are interchangeable (copies of a card,
a Fig and a Bamboo where no specialist tells them apart): a meal takes the lowest free ones of each such
group. Meals come fewest prey first, then those the fewest other species may eat, then the lowest."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.planet.web import Web


class Meals:
    """The meals of one web's species, worked out as asked (a walk asks for a few species only) and kept
    for every later walk and search of the web. It holds plain values and the web's tuples, never the
    web: a web nobody uses goes at once, not in a pass of the garbage collector."""

    __slots__ = ("n", "defs", "served", "alike", "demand", "shapes", "found")

    def __init__(self, web: Web):
        self.n = n = web.size
        self.defs, self.served = web.defs, web.served
        # Each species' kind (its tier, what it provides, which species may eat it): the species of a
        # kind, as a mask, are interchangeable prey, and a species' prey are whole kinds.
        tier, served, eaters_of = web.tier, web.served, web.eaters_of
        kinds: dict[tuple, list] = {}
        shared = False
        for p, eaten in enumerate(eaters_of):
            if eaten:
                kind = (eaten, tier[p], served[p])
                members = kinds.get(kind)
                if members is None:
                    kinds[kind] = [p]
                else:
                    members.append(p)
                    shared = True
        alike = _BITS[n] if n < len(_BITS) else tuple([1 << p for p in range(n)])
        if shared:      # some kind of more than one species
            alike = list(alike)
            for members in kinds.values():
                if len(members) > 1:
                    mask = sum([1 << p for p in members])
                    for p in members:
                        alike[p] = mask
            alike = tuple(alike)
        self.alike = alike
        self.demand = tuple(map(int.bit_count, eaters_of))     # how many species may eat it
        self.shapes = web.shapes              # each species': what its meals are like (web.shape_of)
        self.found: dict[int, tuple] = {}     # available prey << n | species -> its meals

    def of(self, i: int, avail: int) -> tuple:
        """Every meal of species i from the available prey (a bitmask of its prey), each as (the prey,
        their mask)."""
        if not avail:
            return ()
        key = avail << self.n | i
        found = self.found.get(key)
        if found is not None:
            return found
        shape = self.shapes[i]
        if shape is True:
            # Each prey provides one of the resources it is eaten for (web.may_eat; a card provides 1 to 6
            # of each): any one is a meal. The lowest free one of each kind, those fewest others want first.
            alike, demand = self.alike, self.demand
            low = avail & -avail
            p = low.bit_length() - 1
            rest = avail & ~alike[p]
            if not rest:
                found = (((p,), low),)
            else:
                picked = [(demand[p], p, low)]
                while rest:
                    low = rest & -rest
                    p = low.bit_length() - 1
                    rest &= ~alike[p]
                    picked.append((demand[p], p, low))
                picked.sort()
                found = tuple([((p,), low) for _, p, low in picked])
        elif shape:
            found = self._two(shape, avail)
        else:
            found = self._covering(i, avail)
        self.found[key] = found
        return found

    def _two(self, resource: str, avail: int) -> tuple:
        """The meals of a species that eats two of one resource: one prey that provides two, or two that
        provide one each (two of a kind, the lowest; or the lowest of each of two kinds)."""
        alike, served, demand = self.alike, self.served, self.demand
        meals, ones = [], []       # ones: (lowest, its mask, the next of its kind or None, demand) per kind
        rest = avail
        while rest:
            low = rest & -rest
            p = low.bit_length() - 1
            free = rest & alike[p]
            rest ^= free
            amount = 0
            for r, count in served[p]:
                if r == resource:
                    amount = count
            if amount >= 2:
                meals.append((1, demand[p], (p,), low))
            elif amount:
                free ^= low
                ones.append((p, low, free & -free, demand[p]))
        for at, (p, low, second, wanted) in enumerate(ones):
            if second:
                meals.append((2, 2 * wanted, (p, second.bit_length() - 1), low | second))
            for q, other, _, each in ones[at + 1:]:
                meals.append((2, wanted + each, (p, q) if p < q else (q, p), low | other))
        if len(meals) > 1:
            meals.sort()
        return tuple([(meal, mask) for _, _, meal, mask in meals])

    def _covering(self, i: int, avail: int) -> tuple:
        """The meals of a species that may eat more than one prey: the shapes of its meals over the kinds
        of prey left to it, lowest first within a kind."""
        alike, served, demand = self.alike, self.served, self.demand
        counts, kinds = [], []      # per kind left: (what one provides, how many); (its free ones, masks of the first k, demand)
        rest = avail
        while rest:
            low = rest & -rest
            p = low.bit_length() - 1
            free = rest & alike[p]
            rest ^= free
            members, firsts = [p], [0, low]
            free ^= low
            while free:
                low = free & -free
                members.append(low.bit_length() - 1)
                firsts.append(firsts[-1] | low)
                free ^= low
            counts.append((served[p], len(members)))
            kinds.append((members, firsts, demand[p]))
        meals = []
        for shape in _meal_shapes(self.defs[i].eats, tuple(counts)):
            if len(shape) == 1:     # copies of one kind: the lowest, in order
                g, k = shape[0]
                members, firsts, wanted = kinds[g]
                meals.append((k, wanted * k, tuple(members[:k]), firsts[k]))
            else:
                meal, mask, wanted = [], 0, 0
                for g, k in shape:
                    members, firsts, each = kinds[g]
                    meal += members[:k]
                    mask |= firsts[k]
                    wanted += each * k
                meal.sort()
                meals.append((len(meal), wanted, tuple(meal), mask))
        if len(meals) > 1:
            meals.sort()
        return tuple([(meal, mask) for _, _, meal, mask in meals])


_BITS = tuple(tuple(1 << p for p in range(n)) for n in range(64))       # each species alone, for webs of n
_SHAPES: dict[tuple, tuple] = {}
_COVERS: dict[tuple, tuple] = {}


def _meal_shapes(eats: tuple, groups: tuple) -> tuple:
    """The inclusion-minimal meals of a species that eats `eats` from groups of interchangeable prey,
    each group given as (what one of it provides, how many of it are free): each meal as ((group, how
    many of it), ...). It depends on nothing else, so it is worked out once for every web (kept by
    plain values only: the collector need not walk what is kept)."""
    key = (eats, groups)
    found = _SHAPES.get(key)
    if found is not None:
        return found
    shapes: set = set()
    for need in eats:
        # the groups that give some of what this alternative needs: what one of it gives toward each
        # resource, and how many of it a minimal meal may take (more than enough of it alone never is)
        vectors, useful = [], []
        for g, (served, count) in enumerate(groups):
            gives = _GIVES.get((need, served), False)
            if gives is False:
                gives = _gives(need, served)
            if gives is not None:
                v, most = gives
                vectors.append((v, min(count, most)))
                useful.append(g)
        if vectors:
            shapes.update(tuple([(useful[at], k) for at, k in cover]) for cover in _need_covers(need, tuple(vectors)))
    if len(_SHAPES) > 65536:
        _SHAPES.clear()
    found = _SHAPES[key] = tuple(shapes)
    return found


_GIVES: dict[tuple, tuple | None] = {}


def _gives(need: tuple, served: tuple) -> tuple | None:
    """What one prey that provides `served` gives toward each resource of an Eats alternative, and the
    most of it one minimal meal may take; None when it gives nothing toward it (kept for every web)."""
    gives = dict(served)
    v = tuple([min(gives.get(r, 0), n) for r, n in need])
    found = (v, max([-(-n // x) for (_, n), x in zip(need, v) if x])) if any(v) else None
    if len(_GIVES) > 65536:
        _GIVES.clear()
    _GIVES[(need, served)] = found
    return found


def _need_covers(need: tuple, vectors: tuple) -> tuple:
    """The inclusion-minimal covers of one Eats alternative by the groups that give toward it (each as
    (what one gives toward each resource, how many may be taken)): each as ((vector, how many), ...).
    Many species and rows share these, so they are worked out once."""
    key = (need, vectors)
    found = _COVERS.get(key)
    if found is None:
        if len(need) == 1 and need[0][1] == 1:     # one serving: any one prey
            found = tuple(((at, 1),) for at in range(len(vectors)))
        else:
            capacity = [0] * (len(vectors) + 1)
            for at in range(len(vectors) - 1, -1, -1):
                capacity[at] = capacity[at + 1] + max(vectors[at][0]) * vectors[at][1]
            covers: set = set()
            _covers(vectors, capacity, 0, tuple(n for _, n in need), [], covers)
            found = tuple(covers)
        if len(_COVERS) > 65536:
            _COVERS.clear()
        _COVERS[key] = found
    return found


def _covers(vectors, capacity, at, remaining, chosen, found):
    if all(r <= 0 for r in remaining):
        for index, k in chosen:   # every prey needed: dropping one copy of a group uncovers
            if all(r + x <= 0 for r, x in zip(remaining, vectors[index][0])):
                return
        found.add(tuple(chosen))
        return
    if at == len(vectors) or capacity[at] < max(remaining):
        return
    v, count = vectors[at]
    _covers(vectors, capacity, at + 1, remaining, chosen, found)
    if not any(x > 0 and r > 0 for x, r in zip(v, remaining)):
        return
    rem = remaining
    for k in range(1, count + 1):
        rem = tuple(r - x for r, x in zip(rem, v))
        _covers(vectors, capacity, at + 1, rem, chosen + [(at, k)], found)
        if all(r <= 0 for r in rem):
            break
