"""The best feeding of an ecosystem: the most points kept alive, then the most species, searched for
in steps that can stop and go on (an anytime search: a good feeding at once, the best one proven later).

The Feeding Phase decides which species live: species by species, from T1 up to T4 and left to right
within a tier (ruling R9), each eats one of the meals left to it in its turn, or goes without when
nothing it could eat is left. Points are then scored by the living species.

Algorithm: depth-first branch and bound along the feeding order, one species a level.
- A species' branches are its meals: the inclusion-minimal sets of available prey that cover one of
  its Eats alternatives ("/" or, "+" and). Prey that provide the same and may be eaten by the same
  species are interchangeable (copies of a card, a Fig and a Bamboo where no specialist tells them
  apart): a meal takes the lowest free ones of each such group (symmetry). With no meal, it goes without.
- Positions are memoized with dominance: what the species still to feed can use is the position
  (which prey are left, which carcasses, which species the "?" scoring counts); of two feedings that
  reach the same position, the one whose species fed so far score less (points, then species) cannot
  end better, so it is not searched on. Many orders of equal choices meet in one position this way.
- Bound: every species still to feed that could eat if nobody competed (one pass along the order) is
  counted alive; then each species that consumes needs a prey of its own, so only a matching of eaters
  to distinct prey can eat: the heaviest such set (greedy over the transversal matroid, by points)
  bounds what is lost. Scoring never falls when a species is added (points.py), so no feeding below a
  position beats this bound. The bound depends on the position only and is remembered with it.
- The table's search (tightened()) also counts amounts in the last tier: a species there
  surely eats (R9: it can, so it must) when the prey surely left to it, less the most that each species
  before it may take of each resource, still make a meal; and the last tier's consumers, those surely
  fed first, share the amounts left (the most points a fractional knapsack keeps). And it follows
  markets (_markets()): the animals of lower tiers left that provide one resource, and the consumers
  after them in the feeding order that must eat from them as soon as a meal is left (R9), the amounts
  left by every course of them followed in order: this links the tiers (two lions of no points of
  their own eat 4 of 5 mammals before the tiger wants 3; T2 bug-eaters eat the last bugs before the
  T3 species that wanted one), and the species no course feeds go without (then what they would
  provide is not there either, and the bound is worked out again without them). Where tiers compete
  for few animals this proves the best in a fraction of the steps; the engine's proposal keeps the
  plain bound (the same feedings step for step, replays depend on it). The table's search bounds no
  position of the first animal tier (its children carry the ceiling): the bound is flat there, the
  tier's allocations are told apart by the memoized positions and bounded once the tier is decided.
- The first dive takes each species' first meal (fewest prey, the least wanted first) without bounds:
  a feeding at once, and often already the best (then the root's bound proves it). After it, children
  are searched most promising first (by their bound).

`FeedingSearch.run(work)` searches on for at most `work` steps (a step is one position looked at) and
may be called again; `finished` says the best is proven. The engine proposes the best found within a
fixed number of steps (`PROPOSAL_WORK`), the same for the same ecosystem every time (replays stay
exact); the table searches on from there in small slices while the player looks (`tightened()`).
tests/engine/planet/test_solver.py checks the proven best against brute force on random ecosystems.
`feeding_outcomes` walks the same tree without bound or dominance and gives one feeding for each
different set of survivors (the feedings the legal listing offers)."""
from __future__ import annotations

from bisect import bisect_right
from operator import ne
from dataclasses import dataclass

from game.engine.planet.meals import Meals
from game.engine.planet.web import KEPT_WEBS, Web

PROPOSAL_WORK = 100     # steps the engine's proposal searches (the view, the legal Feeds): at most ~20 ms
RANKED = 4              # children the table's search bounds in one step (a step stays a few ms)


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


class _Frame:
    """A position being searched: the species to decide, and its children still to try; `pending`: the
    children whose bounds are still being worked out, those ranked so far (see FeedingSearch.rank())."""

    __slots__ = ("k", "children", "next", "path", "pending")

    def __init__(self, k: int, children: list, path: int):
        self.k, self.children, self.next, self.path, self.pending = k, children, 0, path, None


class _Facts:
    """What a search reads of a web that does not change while it searches: the feeding order, masks
    of prey, Eats alternatives as bit counts; and the species' meals (meals.py), found as asked and
    the same for every search of the web. They are kept with the web and do not hold it: a web nobody
    uses goes at once, not in a later pass of the garbage collector."""

    def __init__(self, web: Web):
        # Every fact is a tuple of plain values: a web's facts are kept with it, and the garbage
        # collector stops walking such tuples after one look (lists it would walk in every full pass).
        n = self.n = web.size
        tier = web.tier
        plants = bisect_right(tier, 0)          # the T0 species come first in the feeding order
        self.eaters = eaters = tuple(range(plants, n))          # the feeding order
        self.t0 = (1 << plants) - 1
        self.prey_mask = prey_mask = web.prey_mask
        self.consumes, self.scavenges = web.consumes, web.scavenges
        self.weight = web.score.fixed
        # whether the k-th species to feed is the first of its tier (the one before it is of another, or none)
        self.new_tier = tuple(map(ne, tier[plants:], (-1,) + tier[plants:-1]))
        self.relevant = None            # what tells positions apart (positions()): a walk without a choice needs none
        self.kept_meals = Meals(web)
        self.meals = self.kept_meals.of
        self.needs = None               # the bound's facts (bounding): the walk for outcomes needs none
        self.units = None               # the facts of the bound in amounts (counting()), for the table's search

    def positions(self, web: Web) -> None:
        """What tells positions apart, worked out once (a search asks for it; the walk for the listed
        feedings once it meets a choice)."""
        if self.relevant is not None:
            return
        eaters, prey_mask, scavenges = self.eaters, self.prey_mask, self.scavenges
        # what the species from position k on may use: the rest of a position does not matter to them
        count = len(eaters)
        relevant = [0] * (count + 1)
        scavenging = [0] * (count + 1)      # prey of scavengers from position k on
        later = carrion = 0
        for k in range(count - 1, -1, -1):
            i = eaters[k]
            relevant[k] = later = later | prey_mask[i]
            if scavenges[i]:
                carrion |= prey_mask[i]
            scavenging[k] = carrion
        self.scavenging = tuple(scavenging)
        self.k_bits = count.bit_length()          # a position's k, below its masks
        # species whose being alive the "?" scoring reads: kept exactly in a position, not summed
        counted = 0
        for index, _, ops, _, _ in web.score.special:
            counted |= 1 << index
            for _, _, fmask in ops:
                counted |= fmask
        self.counted = counted
        self.relevant = tuple(relevant)

    def bounding(self, web: Web) -> None:
        """The facts the bound reads, worked out once (a search for the best feeding asks for them)."""
        if self.needs is not None:
            return
        n = self.n
        # per species, each Eats alternative as (((amount, mask of prey providing that amount), ...),
        # needed) per resource: what a set of prey provides is a few bit counts
        providing: dict[str, dict[int, int]] = {}     # resource -> amount -> the species providing that many
        for p, provides in enumerate(web.provides):
            for resource, amount in provides.items():
                if amount:
                    by_amount = providing.setdefault(resource, {})
                    by_amount[amount] = by_amount.get(amount, 0) | 1 << p
        needs = []
        for i in range(n):
            alternatives = []
            prey = self.prey_mask[i]
            for need in web.eats[i]:
                parts = []
                for resource, wanted in need.items():
                    parts.append((tuple((amount, mask & prey) for amount, mask in providing.get(resource, {}).items()
                                        if mask & prey), wanted))
                alternatives.append(tuple(parts))
            needs.append(tuple(alternatives))
        # per species: the prey that alone make a meal of it; the most prey one meal of it takes
        one_prey_meal = []
        for alternatives in needs:
            alone = 0
            for parts in alternatives:
                enough = -1
                for masks, wanted in parts:
                    enough &= sum(mask for amount, mask in masks if amount >= wanted)
                alone |= enough
            one_prey_meal.append(alone)
        self.one_prey_meal = tuple(one_prey_meal)
        self.meal_size = tuple(max((sum(need.values()) for need in web.eats[i]), default=0) for i in range(n))
        # the species that may take a prey from another (the bound's matching), heaviest first
        self.rivalry = sum(1 << i for i in range(n) if self.consumes[i] or self.scavenges[i])
        self.heaviest_first = tuple(sorted(self.eaters, key=lambda i: (-self.weight[i], i)))
        # what the bound's scan reads of each species in the feeding order, from each position on
        rows = tuple((i, 1 << i, self.scavenges[i], self.prey_mask[i], self.one_prey_meal[i], self.consumes[i],
                      web.tier[i]) for i in self.eaters)
        self.rows = tuple(rows[k:] for k in range(len(rows) + 1))
        # per prey, the species that may eat it; per set of prey, those that may eat one (as met: ints only)
        self.eaten_by = web.eaters_of       # (a T0 species eats nothing: the species to feed are all who may eat)
        self.rivals_of: dict[int, int] = {}
        self.needs = tuple(needs)

    def counting(self, web: Web) -> bool:
        """The facts of the bound that counts amounts (plants, bugs... a meal takes), worked out once;
        False where a species provides two resources (then what a meal takes is not counted this way)."""
        if self.units is None:
            self.units = _Units(web, self) if all(len(p) <= 1 for p in web.provides) else False
        return bool(self.units)


class _Units:
    """What the bound in amounts reads, per species and resource (r, an index into `resources`):
    - parts: each Eats alternative as ((r, ((amount, mask of its prey providing it), ...), wanted), ...);
    - takes: the most of each resource one meal of it can take away. A meal is inclusion-minimal and
      no prey provides two resources, so the prey of one serving are there for it: one prey alone
      (at most the most one of its prey provides, m), or several, each less than the wanted a (one
      of a or more would be a meal alone), which together fall short of a without the least of them:
      at most a - 1 + (a - 1). So max(m, 2a - 2); 0 for a consumer's resource no alternative wants;
    - least: the least of each resource any meal of it takes (0 if an alternative does without);
    - needing[r]: the consumers (not scavengers) whose every meal takes some of r;
    - cards[r]: ((amount, mask of species providing that amount), ...);
    - last_tier: the species of the last tier (what the knapsack counts: where the feeding order
      leaves the least choice, counting pays; counting every tier cost more than it saved);
    - counted_from: where in the feeding order the bound starts counting amounts: after the first tier
      of animals (while it decides, the amounts of every tier above are still open: the count found
      hardly less than the plain bound there, and cost 10-20% of the search's time);
    - for the markets (_markets()): single (the resource every meal of a species takes, -1: none such),
      wants (the least of it), alone (the least an alternative of it alone wants: with that much of its
      own prey left it must eat), most_wanted, most_of (the most of each resource a meal takes), lower
      (the species of lower tiers), buyers (per position, the species from there on that make markets;
      markets of plants alone are left out: most species are their buyers, and following them cost
      more than it saved), and the losses of the markets met so far."""

    def __init__(self, web: Web, facts: _Facts):
        self.resources = resources = tuple(sorted({r for p in web.provides for r, a in p.items() if a}
                                                  | {r for eats in web.eats for need in eats for r in need}))
        index = {r: at for at, r in enumerate(resources)}
        by_amount: list[dict[int, int]] = [{} for _ in resources]
        for p, provides in enumerate(web.provides):
            for resource, amount in provides.items():
                if amount:
                    by_amount[index[resource]][amount] = by_amount[index[resource]].get(amount, 0) | 1 << p
        self.cards = tuple(tuple(amounts.items()) for amounts in by_amount)
        parts, takes, least = [], [], []
        needing = [0] * len(resources)
        for i in range(web.size):
            prey = facts.prey_mask[i]
            alternatives, most, fewest = [], [0] * len(resources), None
            for need in web.eats[i]:
                alternative = []
                for resource, wanted in need.items():
                    r = index[resource]
                    masks = tuple((amount, mask & prey) for amount, mask in self.cards[r] if mask & prey)
                    alternative.append((r, masks, wanted))
                    one = max((amount for amount, _ in masks), default=0)
                    most[r] = max(most[r], one, 2 * wanted - 2)
                alternatives.append(tuple(alternative))
                wants = [0] * len(resources)
                for r, _, wanted in alternative:
                    wants[r] = wanted
                fewest = wants if fewest is None else [min(a, b) for a, b in zip(fewest, wants)]
            parts.append(tuple(alternatives))
            consumer = facts.consumes[i]
            takes.append(tuple((r, t) for r, t in enumerate(most) if t) if consumer else ())
            least.append(tuple(fewest or [0] * len(resources)) if consumer else (0,) * len(resources))
            for r, a in enumerate(least[-1]):
                if a:
                    needing[r] |= 1 << i
        self.parts, self.takes, self.least, self.needing = tuple(parts), tuple(takes), tuple(least), tuple(needing)
        last = max(web.tier)
        self.last_tier = sum(1 << i for i in facts.eaters if web.tier[i] == last)     # the species the bound counts
        first = web.tier[facts.eaters[0]] if facts.eaters else 0
        self.counted_from = next((k for k, i in enumerate(facts.eaters) if web.tier[i] != first), len(facts.eaters))
        # the markets (_markets()): per consumer, the one resource every meal of it takes (-1: none such),
        # the least that is, the most of each resource a meal takes, the species of lower tiers
        self.providers = tuple(sum(mask for _, mask in amounts) for amounts in self.cards)
        single, wants, alone, most_of, lower, most_wanted = [], [], [], [], [], []
        for i in range(web.size):
            if facts.consumes[i] and parts[i]:
                home = next((r for r, a in enumerate(least[i]) if a), -1)
            elif not facts.scavenges[i] and parts[i]:        # it eats and leaves what it eats there
                every = set.intersection(*({r for r, _, _ in alternative} for alternative in parts[i]))
                home = min(every) if every else -1
            else:
                home = -1
            single.append(home)
            wants.append(min(wanted for alternative in parts[i] for r, _, wanted in alternative if r == home)
                         if home >= 0 else 0)
            most_wanted.append(max((wanted for alternative in parts[i] for r, _, wanted in alternative if r == home),
                                   default=0))
            alone.append(min((alternative[0][2] for alternative in parts[i]
                              if len(alternative) == 1 and alternative[0][0] == home), default=1 << 30))
            by_r = [0] * len(resources)
            for r, t in takes[i]:
                by_r[r] = t
            most_of.append(tuple(by_r))
            lower.append(sum(1 << p for p in range(web.size) if web.tier[p] < web.tier[i]))
        self.single, self.wants, self.alone = tuple(single), tuple(wants), tuple(alone)
        self.most_wanted = tuple(most_wanted)
        self.most_of, self.lower = tuple(most_of), tuple(lower)
        self.taking = tuple(sum(1 << i for i in range(web.size) if most_of[i][r] or single[i] == r)
                            for r in range(len(resources)))      # the species a market of r may hold
        self.n = web.size
        # per position in the feeding order, the consumers from there on that make markets: (species, its
        # resource, its prey providing it, the species of lower tiers); markets of plants alone are left
        # out (there most species are rivals: the markets cost more than they save)
        buyers = [()] * (len(facts.eaters) + 1)
        for at in range(len(facts.eaters) - 1, -1, -1):
            i = facts.eaters[at]
            r = single[i]
            food = facts.prey_mask[i] & self.providers[r] if r >= 0 else 0
            buyers[at] = ((i, r, food, lower[i]),) + buyers[at + 1] if food & ~facts.t0 else buyers[at + 1]
        self.buyers = tuple(buyers)
        self.losses: dict[int, int] = {}        # a market (packed, see _markets()) -> the points it costs


def _short_of(units: _Units, left: int, maybe: int, certain: int, weight) -> int:
    """Points that the amounts surely cost: the consumers still to feed each take at least their least
    of a resource from the prey left (no prey feeds two), those surely fed first; of the others, the
    most points the rest can hold (a fractional knapsack, best points per amount first: no whole choice
    keeps more) stay. The most lost over the resources."""
    lost = 0
    for r, needing in enumerate(units.needing):
        eaters = maybe & needing
        if not eaters:
            continue
        room = 0
        for amount, mask in units.cards[r]:
            room += amount * (left & mask).bit_count()
        least = units.least
        others = []
        wanted = 0
        while eaters:
            low = eaters & -eaters
            eaters ^= low
            j = low.bit_length() - 1
            if certain & low:
                room -= least[j][r]
            else:
                others.append((weight[j], least[j][r]))
                wanted += least[j][r]
        if wanted <= room:
            continue
        room = max(room, 0)
        others.sort(key=lambda item: -item[0] / item[1])
        short = 0
        for w, a in others:
            if a <= room:
                room -= a
            elif room:
                short += -(-w * (a - room) // a)      # the part of it that does not fit, rounded up
                room = 0
            else:
                short += w
        lost = max(lost, short)
    return lost


def _markets(units: _Units, order: tuple, maybe: int, left: int, sure: int, prey_mask, weight) -> tuple[int, int]:
    """Points that ruling R9 surely costs where consumers share one market: the prey left of lower tiers
    providing one resource that some consumer (every meal of it takes that resource) may eat all of.
    In the feeding order each such consumer eats as soon as the amount left makes its meal (it must),
    taking its least to its most; a consumer that may eat only some of them eats or not, but only if
    the amount left would make its meal; any other that may eat some of them takes anything from none
    to its most. The most points the first two kinds keep over every such course (amounts left as
    states, from the amount surely there to all that may be) bound what they keep. Summed over the
    resources, the market of each that costs the most."""
    providers, losses, n = units.providers, units.losses, units.n
    count = len(providers)
    total = starving = 0
    by_resource: dict[int, set] = {}
    for j, r, food, lower in units.buyers[len(units.buyers) - len(order)]:
        if maybe >> j & 1:
            mine = food & left
            if mine and not mine & ~lower:
                markets = by_resource.get(r)
                if markets is None:
                    by_resource[r] = {mine}
                else:
                    markets.add(mine)
    for r, markets in by_resource.items():
        provide = providers[r]
        worst = 0
        rivals = maybe & units.taking[r]
        shared = (rivals << n | left & provide) << n
        for market in markets:
            key = ((shared | sure & market) << n | market) * count + r
            found = losses.get(key)
            if found is None:
                found = losses[key] = _market_loss(units, r, market, order, rivals, left, sure, prey_mask, weight)
            loss = found & 0xFFFF
            if loss > worst:
                worst = loss
            starving |= found >> 16
        total += worst
    return total, starving


def _market_loss(units: _Units, r: int, market: int, order: tuple, maybe: int, left: int, sure: int, prey_mask,
                 weight) -> int:
    """The points one market surely costs, and the species no course feeds, packed (see _markets())."""
    provide, single, wants, alone, most_of = units.providers[r], units.single, units.wants, units.alone, units.most_of
    cards, most_wanted = units.cards[r], units.most_wanted
    buyers = []     # (species, the amount left it eats from, least it takes, most, amount left from which it
    #                  must eat, points (-1: not counted), what it provides once fed)
    takes_all = 0
    for j in order:
        if not maybe >> j & 1:
            continue
        takes = most_of[j][r]
        if not takes and single[j] != r:
            continue
        mine = prey_mask[j] & provide & left
        inside = mine & market
        if not inside:
            continue
        takes_all += takes
        low = high_card = outside = provides = 0     # the fewest and the most one of its prey there provides
        for amount, mask in cards:
            if inside & mask:
                if not low or amount < low:
                    low = amount
                if amount > high_card:
                    high_card = amount
            outside += amount * (market & ~inside & mask).bit_count()
            if (market & mask) >> j & 1:
                provides = amount
        if single[j] == r and not mine & ~market:
            a = wants[j]
            if not takes:       # it leaves what it eats
                buyers.append((j, a, 0, 0, 1 << 30, weight[j], provides))
                continue
            if low == high_card:        # prey all alike: a meal takes just enough of them
                takes = min(takes, -(-most_wanted[j] // low) * low)
                a = -(-a // low) * low
            elif a < low:
                a = low
            # it must eat once its own prey surely hold a meal; once fed, what it provides is there
            buyers.append((j, a, a, takes, alone[j] + outside, weight[j], provides))
        else:
            buyers.append((j, low, low, takes, 0, -1, 0))        # it takes none or some, whatever it scores
    most = there = 0
    for amount, mask in cards:
        most += amount * (market & mask).bit_count()
        there += amount * (market & sure & mask).bit_count()
    if takes_all <= there:
        return 0        # what all of them may take is surely there: none goes without for it
    start = most - sum(buyer[6] for buyer in buyers)       # the counted buyers are not there before they eat
    best = dict.fromkeys(range(there, start + 1), 0)        # amount left -> the most points kept so far
    starving = counted = 0
    for j, a, least, takes, must, w, provides in buyers:
        after = {}
        if w >= 0:
            counted += w
            if max(best) < a:
                starving |= 1 << j      # no course leaves it a meal
            for amount, kept in best.items():
                if amount < must and after.get(amount, -1) < kept:      # it may go without
                    after[amount] = kept
                if amount >= a:
                    kept += w
                    for rest in range(max(0, amount - takes) + provides, amount - least + provides + 1):
                        if after.get(rest, -1) < kept:
                            after[rest] = kept
        else:
            after.update(best)
            for amount, kept in best.items():
                for rest in range(max(0, amount - takes), amount - a + 1):
                    if after[rest] < kept if rest in after else True:
                        after[rest] = kept
        best = after
        if not best:
            return 0        # no course at all (never: the true one is among them)
    return starving << 16 | counted - max(best.values())


def _facts(web: Web, positions: bool = True) -> _Facts:
    """The web's facts, kept with it; `positions=False`: those the walk for the listed feedings reads
    until its first choice."""
    facts = web.kept("search facts", _Facts)
    if positions:
        facts.positions(web)
    return facts


class FeedingSearch:
    """A resumable branch-and-bound search for the best feeding of one web (see the module's text)."""

    def __init__(self, web: Web):
        facts = _facts(web)           # what the web alone decides, worked out once per web
        facts.bounding(web)
        self.__dict__.update(facts.__dict__)
        self.web = web
        self.meals = facts.meals
        # position -> the best (points, species) of the species fed so far, and -> its bound, packed
        # into ints (see position()): dicts of ints only are never walked by the garbage collector, so a
        # full collection costs the same however far the search has gone (it landed in a frame's slice)
        self.memo: dict[int, int] = {}
        self.bounds: dict[int, int] = {}
        self.scores: dict[int, int] = {}  # the points of the sets the bounds counted (a few, asked again and again)
        self.best: Feeding | None = None
        self.counted_units = None           # the bound also counts amounts (see tightened())
        self.bounded_from = 0               # the first position whose children are bounded (see tightened())
        self.steps = 0
        self.path: list = []          # the meals of the position being searched, in feeding order
        self.stack: list[_Frame] = []
        root = (self.t0, 0, 0, 0, 0, 0)           # alive, consumed, below, scavenged, points, species
        self.stack.append(_Frame(-1, [(None, None, root)], 0))
        self.ceiling = self.bound(0, root)    # no feeding scores more

    def clone(self) -> "FeedingSearch":
        """A copy that searches on from here without changing this one."""
        other = object.__new__(FeedingSearch)
        other.__dict__.update(self.__dict__)
        other.memo, other.bounds, other.scores = dict(self.memo), dict(self.bounds), dict(self.scores)
        other.path = list(self.path)
        other.stack = []
        for frame in self.stack:
            copied = _Frame(frame.k, frame.children, frame.path)     # children lists never change
            copied.next = frame.next
            if frame.pending is not None:
                copied.pending = (frame.pending[0], list(frame.pending[1]), frame.pending[2])
            other.stack.append(copied)
        return other

    def tightened(self) -> "FeedingSearch":
        """This search from now on with the bound that also counts amounts and the species R9 surely
        feeds by them (the table's search: the engine's proposal keeps the bound it had), and bounding
        positions only from the second animal tier on: while the first decides, the bound of a position
        hardly ever cut it (the first tier's allocations are told apart by the positions, memoized, and
        the bound is looked at once the tier is decided), and working it out was most of the time."""
        facts = _facts(self.web)
        if self.eaters and facts.counting(self.web) and not self.counted_units:
            self.counted_units = facts.units
            self.bounded_from = facts.units.counted_from
            maybe, lost_points, lost_species, _ = self.future(0, self.t0, 0, 0, 0, 0, facts.units)
            top = self.t0 | maybe
            self.ceiling = min(self.ceiling, (self.web.score(top) - lost_points, top.bit_count() - lost_species))
        return self

    @property
    def finished(self) -> bool:
        """Every feeding has been ruled out or found: the best is proven."""
        return not self.stack

    # --- what a species may eat -----------------------------------------------------------------------
    def available(self, i: int, alive: int, consumed: int, below: int, scavenged: int) -> int:
        if self.scavenges[i]:
            return below & ~scavenged & alive & self.prey_mask[i]
        return alive & ~consumed & self.prey_mask[i]   # a card turned sideways has been eaten (R9, R11)

    def can_eat(self, i: int, avail: int) -> bool:
        """Whether the prey in `avail` together provide one of species i's Eats alternatives."""
        for need in self.needs[i]:
            for masks, wanted in need:
                have = 0
                for amount, mask in masks:
                    have += amount * (avail & mask).bit_count()
                if have < wanted:
                    break
            else:
                return True
        return False

    # --- positions and their bound --------------------------------------------------------------------
    def position(self, k: int, alive: int, consumed: int, below: int, scavenged: int) -> int:
        """What the species from position k on can tell apart of a state, as one int: k, then four masks
        of n bits (the prey left them, the species the scoring counts, and for scavengers the carcasses
        and what was eaten below)."""
        n = self.n
        scavenging = self.scavenging[k]
        key = alive & self.counted
        if scavenging:
            key |= ((below & scavenging) << n | consumed & ~scavenged & alive & scavenging) << n
        return ((key << n | alive & ~consumed & self.relevant[k]) << self.k_bits) + k

    def future(self, k: int, alive: int, consumed: int, below: int, scavenged: int, starving: int = 0,
               units: _Units | None = None) -> tuple[int, int, int, int]:
        """(the species from position k on that could eat if none competed, points and species that
        competition for prey surely costs them, the species that surely go without: `starving` and those
        the markets find); `units`: the bound also counts amounts (tightened())."""
        market_lost = 0
        while True:
            maybe, certain, fed_by_amounts = self.scan(k, alive, consumed, below, scavenged, starving, units)
            if not units:
                break
            market_lost, starve = _markets(units, self.eaters[k:], maybe & ~alive, (alive | maybe) & ~consumed,
                                           alive & ~consumed, self.prey_mask, self.weight)
            if not starve & ~starving:
                break
            starving |= starve      # species that surely go without: what they would provide is not there
        web, tiers, scavenges, prey_mask = self.web, self.web.tier, self.scavenges, self.prey_mask
        tier = tiers[self.eaters[k]]
        maybe &= ~alive
        rivals = maybe & self.rivalry
        if rivals & (rivals - 1) == 0:      # fewer than two
            return maybe, market_lost, 0, starving
        top = alive | maybe
        n = self.n
        options = {}
        order, last = [], []
        for j in self.heaviest_first:
            if not rivals >> j & 1:
                continue
            if scavenges[j]:
                food = (below & ~scavenged & alive) if tiers[j] == tier else top & ~scavenged
                options[j] = (food & prey_mask[j]) << n     # carcasses: other places than prey
            else:
                options[j] = top & ~consumed & prey_mask[j]
            # the species surely fed are in every feeding: they are matched first
            (order if certain >> j & 1 else last).append(j)
        # Each eater needs a prey of its own: the heaviest set of eaters matched to distinct prey
        # (greedy over a transversal matroid, by points) bounds what can eat.
        order += last
        lost_points, lost_species = _unmatched(order, options, self.weight)
        if units:
            lost_points = max(lost_points, market_lost,
                              _short_of(units, top & ~consumed, maybe & units.last_tier, certain | fed_by_amounts,
                                        self.weight))
        return maybe, lost_points, lost_species, starving

    def scan(self, k: int, alive: int, consumed: int, below: int, scavenged: int, starving: int,
             units: _Units | None) -> tuple[int, int, int]:
        """(alive and the species from position k on that could eat if none competed, those surely fed,
        those surely fed by the amounts left them); `starving`: species known to go without; `units`:
        amounts are counted too."""
        tiers, eaters, can_eat = self.web.tier, self.eaters, self.can_eat
        tier = tiers[eaters[k]]
        maybe = alive
        sure = alive & ~consumed       # prey surely alive, uneaten so far
        certain = 0                    # species surely fed: R9 makes them eat
        eating = 0                     # the species so far that may eat and consume
        taking: dict[int, tuple] = {}  # prey -> (how many of them the species counted may take, those counted)
        rivals_of, prey_mask, meal_size = self.rivals_of, self.prey_mask, self.meal_size
        if units:
            parts, takes = units.parts, units.takes
            took = [0] * len(units.resources)      # the most of each resource the species so far may take
            last_tier = tiers[eaters[-1]]
            # species surely fed by the amounts left them (last tier), for the knapsack only: matched
            # first too they cost more augmenting paths than they saved
            fed_by_amounts = 0
        for j, bit, scavenger, prey, one, consumer, level in self.rows[k]:
            if scavenger:
                avail = ((below & ~scavenged & alive) if level == tier else maybe & ~scavenged) & prey
            else:
                avail = maybe & ~consumed & prey
            if starving & bit or not avail & one and not can_eat(j, avail):    # one such prey alone is a meal
                continue
            maybe |= bit
            if scavenger:
                continue
            # Surely fed when more prey that alone make its meal are surely there than the species
            # before it can take: one is left in its turn, and it must eat (ruling R9). The species
            # before it are counted only until they may take them all.
            enough = sure & one
            if enough:
                known = taking.get(enough)
                taken, counted = known if known else (0, 0)
                there = enough.bit_count()
                if taken < there:
                    rivals = rivals_of.get(enough)
                    if rivals is None:
                        rivals = rivals_of[enough] = self.rivals(enough)
                    rivals &= eating & ~counted
                    counted |= rivals
                    while rivals and taken < there:     # in the feeding order, until they may take them all
                        low = rivals & -rivals
                        rivals ^= low
                        i = low.bit_length() - 1
                        shared = (prey_mask[i] & enough).bit_count()
                        most = meal_size[i]
                        taken += shared if shared < most else most
                    taking[enough] = (taken, counted)
                if there > taken:
                    certain |= bit
                    sure |= bit
            if units:
                if level == last_tier and not certain & bit and _surely_covered(parts[j], sure, took):
                    fed_by_amounts |= bit
                    sure |= bit
                for r, most in takes[j]:
                    took[r] += most
            if consumer:
                eating |= bit
        return maybe, certain, fed_by_amounts if units else 0

    def rivals(self, prey: int) -> int:
        """The species that may eat one of these prey (kept for the search: `rivals_of`)."""
        rivals = 0
        while prey:
            low = prey & -prey
            prey ^= low
            rivals |= self.eaten_by[low.bit_length() - 1]
        return rivals

    # --- the walk -------------------------------------------------------------------------------------
    def run(self, work: int | None = None) -> bool:
        """Search on for at most `work` steps (None: to the end), and always until a first feeding is
        found. True once the search is finished (the best is proven)."""
        stack, path = self.stack, self.path
        limit = None if work is None else self.steps + work
        while stack:
            if limit is not None and self.steps >= limit and self.best is not None:
                return False
            frame = stack[-1]
            if frame.pending is not None:
                self.steps += 1
                self.rank(frame)
                continue
            if frame.next == len(frame.children):
                stack.pop()
                continue
            meal, bound, state = frame.children[frame.next]
            frame.next += 1
            del path[frame.path:]
            if self.best is not None:
                if bound is None:       # a child of the first dive, bounded only when its turn comes
                    if self.bound(frame.k + 1, state) <= self.best.key:
                        if self.counted_units:
                            self.steps += 1     # the table's search: a bound is work enough for a step
                        continue
                elif bound <= self.best.key:
                    frame.next = len(frame.children)    # best bound first: the rest cannot win either
                    continue
            if meal is not None:
                path.append(meal)
            self.steps += 1
            self.enter(frame.k + 1, state)
        return True

    def enter(self, k: int, state: tuple) -> None:
        """Look at the position before the k-th species of the feeding order decides."""
        alive, consumed, below, scavenged, points, species = state
        eaters = self.eaters
        if k == len(eaters):
            self.leaf(alive)
            return
        if self.new_tier[k]:
            below = consumed
        n = self.n                             # the position (see position()), written out: asked at every step
        scavenging = self.scavenging[k]
        key = alive & self.counted
        if scavenging:
            key |= ((below & scavenging) << n | consumed & ~scavenged & alive & scavenging) << n
        key = ((key << n | alive & ~consumed & self.relevant[k]) << self.k_bits) + k
        known = self.memo.get(key)
        scored = (points << 16) + species     # (points, species) in one int, in the same order
        if known is not None and known >= scored:
            return        # reached before by feedings that scored as much: nothing better below
        self.memo[key] = scored
        i = eaters[k]
        if self.scavenges[i]:
            options = self.meals(i, below & ~scavenged & alive & self.prey_mask[i])
        else:
            options = self.meals(i, alive & ~consumed & self.prey_mask[i])
        if options:
            bit = 1 << i
            grown = alive | bit
            if not bit & self.counted:
                points, species = points + self.weight[i], species + 1
            if self.consumes[i]:
                children = [((i, meal), (grown, consumed | bits, below, scavenged, points, species))
                            for meal, bits in options]
            elif self.scavenges[i]:
                children = [((i, meal), (grown, consumed, below, scavenged | bits, points, species))
                            for meal, bits in options]
            else:
                children = [((i, meal), (grown, consumed, below, scavenged, points, species)) for meal, _ in options]
        else:       # ruling R9: in its turn, left to right, a species that can eat must eat
            children = [(None, (alive, consumed, below, scavenged, points, species))]
        if self.best is None:     # the first dive goes straight down, unbounded
            self.stack.append(_Frame(k, [(meal, None, child) for meal, child in children], len(self.path)))
            return
        if k + 1 < self.bounded_from:       # the ceiling bounds every position
            self.stack.append(_Frame(k, [(meal, self.ceiling, child) for meal, child in children], len(self.path)))
            return
        frame = _Frame(k, [], len(self.path))
        known = self.bounds.get(key)        # the species this position's bound found to go without
        frame.pending = (children, [], known >> n & (1 << n) - 1 if known else 0)
        self.stack.append(frame)
        if not self.counted_units or len(children) <= RANKED:
            self.rank(frame)

    def rank(self, frame: _Frame) -> None:
        """Bound the next `RANKED` children of a position (the table's search: bounding them all at once
        could take a frame's time where a species has dozens of meals), the rest too for the engine's;
        once all are bounded, those that may beat the best are its children, most promising first."""
        children, ranked, starving = frame.pending
        at = frame.next                 # how many are bounded so far
        end = len(children) if not self.counted_units else min(len(children), at + RANKED)
        k, best = frame.k, self.best.key
        for n in range(at, end):
            meal, child = children[n]
            bound = self.bound(k + 1, child, starving)
            if bound > best:
                ranked.append((bound, n, meal, child))
        if end < len(children):
            frame.next = end
            return
        ranked.sort(key=lambda c: (-c[0][0], -c[0][1], c[1]))
        frame.children = [(meal, bound, child) for bound, _, meal, child in ranked]
        frame.next, frame.pending = 0, None

    def bound(self, k: int, state: tuple, starving: int = 0) -> tuple[int, int]:
        """(points, species) that no feeding from this state on can beat; `starving`: species known to go
        without in every feeding from here (those of the position before: a feeding from here is one from
        there)."""
        alive, consumed, below, scavenged, _, _ = state
        if k == len(self.eaters):
            return self.web.score(alive), alive.bit_count()
        if self.new_tier[k]:
            below = consumed
        key = self.position(k, alive, consumed, below, scavenged)
        known = self.bounds.get(key)
        n = self.n
        if known is not None:
            maybe, lost = known & ((1 << n) - 1), known >> 2 * n
            lost_points, lost_species = lost >> 16, lost & 0xFFFF
        else:
            units = self.counted_units
            if units and k < units.counted_from:
                units = None        # the first animals' tier: counting there cost more than it saved
            maybe, lost_points, lost_species, starving = self.future(k, alive, consumed, below, scavenged, starving,
                                                                     units)
            self.bounds[key] = (((lost_points << 16) + lost_species) << n | starving) << n | maybe
        top = alive | maybe
        points = self.scores.get(top)
        if points is None:
            points = self.scores[top] = self.web.score(top)
        return points - lost_points, top.bit_count() - lost_species

    def leaf(self, alive: int) -> None:
        if self.best is not None and (self.web.score(alive), alive.bit_count()) <= self.best.key:
            return
        web = self.web
        feeding = Feeding(tuple((web.uids[i],) + tuple(web.uids[p] for p in meal) for i, meal in self.path),
                          alive, web.score(alive), alive.bit_count())
        if self.best is None or feeding.key > self.best.key:
            self.best = feeding
            if feeding.key >= self.ceiling:
                self.stack.clear()        # as good as the bound of everything: proven


def _surely_covered(alternatives: tuple, sure: int, taken: list) -> bool:
    """Whether the prey surely there, less the most the species before may take of each resource,
    still provide one of these alternatives: then the species can eat in its turn, so it must (R9)."""
    for alternative in alternatives:
        for r, masks, wanted in alternative:
            have = -taken[r]
            for amount, mask in masks:
                have += amount * (sure & mask).bit_count()
            if have < wanted:
                break
        else:
            return True
    return False


def _unmatched(order: list, options: dict, weight) -> tuple[int, int]:
    """(points, species) of the eaters left without a prey when each eater in `order` is matched to
    a prey of its own (options: eater -> mask of its prey) if it can be, moving those matched before
    to other prey of theirs: the greedy over a transversal matroid, so the heaviest set of eaters
    that can be matched when `order` is heaviest first. Prey a failed search for an augmenting path
    reached stay matched to the same eaters for good (every eater holding one has all its prey among
    them, so no later path goes through them): they are left out of later searches (`settled`)."""
    owner: dict[int, int] = {}       # prey (a bit) -> the eater matched to it
    held: dict[int, int] = {}        # eater -> its prey
    taken = settled = lost_points = lost_species = 0
    for j in order:
        wanted = options[j]
        free = wanted & ~taken
        if free:
            low = free & -free
            owner[low] = j
            held[j] = low
            taken |= low
            continue
        if wanted & ~settled:
            reached = _augment(j, options, owner, held, settled)
            if reached is None:
                taken = sum(owner)
                continue
            settled = reached
        lost_points += weight[j]
        lost_species += 1
    return lost_points, lost_species


def _augment(j: int, options: dict, owner: dict, held: dict, settled: int) -> int | None:
    """An augmenting path, breadth first over bitmasks of prey outside `settled`: give eater j a prey,
    moving others to prey of theirs. None when found; else every prey reached (all matched, and to
    eaters whose prey are all among them). Whether j can be matched does not depend on which path is
    found, so the greedy matching above keeps the same eaters whichever it finds."""
    reached = settled
    came: dict[int, int] = {}          # prey -> the eater whose options reached it
    eaters = [j]
    while eaters:
        following = []
        for eater in eaters:
            new = options[eater] & ~reached
            reached |= new
            while new:
                low = new & -new
                new ^= low
                came[low] = eater
                holder = owner.get(low)
                if holder is not None:
                    following.append(holder)
                    continue
                prey = low                 # free: every eater on the path takes the prey that led to it
                while True:
                    eater = came[prey]
                    before = held.get(eater)
                    owner[prey], held[eater] = eater, prey
                    if eater == j:
                        return None
                    prey = before
        eaters = following
    return reached


_SOLVED: dict[tuple, tuple[Web, object]] = {}   # answers for the webs asked about lately (webs are reused)


def _remember(kind: str, web: Web, work):
    hit = _SOLVED.get((kind, id(web)))
    if hit is None or hit[0] is not web:
        if len(_SOLVED) > KEPT_WEBS:
            _SOLVED.clear()
        hit = _SOLVED[(kind, id(web))] = (web, work())
    return hit[1]


def _survivors(web: Web, budget: int) -> tuple[dict[int, Feeding], bool]:
    """Every feeding along the feeding order, depth first, each species' meals in their order (no bound,
    no dominance): the first feeding found for each set of survivors, and whether the walk finished. A
    step is a position looked at; after `budget` steps the walk stops, once a feeding is found. Two
    feedings that reach the same position (the same survivors so far, the same prey left to the species
    still to feed) go on alike, so a position is walked from once."""
    facts = _facts(web, positions=False)
    eaters, count, meals, new_tier = facts.eaters, len(facts.eaters), facts.meals, facts.new_tier
    prey_mask, consumes, scavenges = facts.prey_mask, facts.consumes, facts.scavenges
    n, uids = facts.n, web.uids
    relevant = scavenging = k_bits = None       # read from the walk's first choice on
    found: dict[int, Feeding] = {}
    seen: set = set()
    path: list = []
    steps = 1                       # the first position, before the first species decides

    def enter(k: int, alive: int, consumed: int, below: int, scavenged: int, once: bool = False) -> bool:
        """Walk on from the position before the k-th species decides; False once out of steps. A species
        with one meal or none goes straight on in this call (the walk recurses only where it branches).
        `once`: no position from here to the first choice can be reached another way (the walk's start)."""
        nonlocal steps, relevant, scavenging, k_bits
        came = len(path)
        while k < count:
            if new_tier[k]:
                below = consumed
            if not once:
                key = alive << n | alive & ~consumed & relevant[k]       # the position, packed into an int
                if scavenging[k]:
                    key = ((key << n | consumed & ~scavenged & alive & scavenging[k]) << n) | below & scavenging[k]
                key = key << k_bits | k
                if key in seen:
                    del path[came:]
                    return True
                seen.add(key)
            i = eaters[k]
            avail = (below & ~scavenged if scavenges[i] else ~consumed) & alive & prey_mask[i]
            options = meals(i, avail) if avail else ()
            if len(options) > 1:
                break
            if steps >= budget and found:
                del path[came:]
                return False
            steps += 1
            k += 1
            if options:     # its one meal; with none (ruling R9: a species that can eat must eat) it goes without
                meal, bits = options[0]
                path.append((i, meal))
                alive |= 1 << i
                if consumes[i]:
                    consumed |= bits
                elif scavenges[i]:
                    scavenged |= bits
        else:
            if alive not in found:
                found[alive] = Feeding(tuple([(uids[i], *[uids[p] for p in meal]) for i, meal in path]),
                                       alive, web.score(alive), alive.bit_count())
            del path[came:]
            return True
        if once:        # the first choice: from here on a position may be met again
            facts.positions(web)
            relevant, scavenging, k_bits = facts.relevant, facts.scavenging, facts.k_bits
        grown = alive | 1 << i
        going = True
        for meal, bits in options:
            if steps >= budget and found:
                going = False
                break
            steps += 1
            path.append((i, meal))
            if consumes[i]:
                going = enter(k + 1, grown, consumed | bits, below, scavenged)
            elif scavenges[i]:
                going = enter(k + 1, grown, consumed, below, scavenged | bits)
            else:
                going = enter(k + 1, grown, consumed, below, scavenged)
            path.pop()
            if not going:
                break
        del path[came:]
        return going

    finished = enter(0, facts.t0, 0, 0, 0, True) and not (steps >= budget and found)
    enter = None        # the walk refers to itself: let it go now, with all it holds, not in a pass of the collector
    return found, finished


def solve_best(web: Web) -> Feeding:
    """The feeding that keeps the most points alive, then the most species, proven (however long it takes)."""
    search = FeedingSearch(web)
    search.run()
    return search.best


def searched(web: Web, work: int) -> FeedingSearch:
    """The search of a web after `work` steps, remembered for the webs asked about lately."""
    def search():
        found = FeedingSearch(web)
        found.run(work)
        return found
    return _remember(f"best {work}", web, search)


def best_feeding(web: Web, work: int = PROPOSAL_WORK, remember: bool = True) -> Feeding:
    """The best feeding found within `work` steps (the same answer for the same ecosystem every time);
    `remember=False`: searched anew and not kept."""
    if not remember:
        search = FeedingSearch(web)
        search.run(work)
        return search.best
    return searched(web, work).best


def feeding_outcomes(web: Web, budget: int = 4000) -> list[Feeding]:
    """One feeding for each different set of survivors (searched up to `budget` steps), best first;
    the engine's proposal (best_feeding) is always among them."""
    def walk():
        if not any(web.prey_mask):      # no species may eat another: each goes without, the T0 species live
            plants = (1 << bisect_right(web.tier, 0)) - 1
            return (Feeding((), plants, web.score(plants), plants.bit_count()),)
        found, finished = _survivors(web, budget)
        first = next(iter(found.values()))
        if finished and len(found) == 1:
            return (first,)         # the proposal's first dive (below) and nothing beats it
        if finished and all(f.key <= first.key for f in found.values()):
            # The proposal's first dive is the walk's first dive (each species' first meal), and the walk
            # found every set of survivors: nothing the search goes on to find can beat that feeding.
            best = first
        else:
            best = best_feeding(web)
        found[best.alive] = best
        return tuple(sorted(found.values(), key=lambda f: (-f.points, -f.species, f.alive)))
    return list(_remember(f"outcomes {budget}", web, walk))
