"""Point values: what each living species scores in the Scoring Phase ("add up the total point value
of all the LIVING species"), with the "?" special scoring and the Environment's bonuses.

Points are worked out for a set of living species given as a bitmask over a list of species, so the
feeding solver can score thousands of candidate sets quickly. Every scoring op counts matching living
species and never loses points when one more species lives: the score of a set never exceeds the
score of a larger set (the solver's bound relies on this)."""
from __future__ import annotations

from game.engine.planet.effects import REGISTRY, counts
from game.engine.planet.environment import Environment


class ScoreRule:
    """The points of any set of living species among `defs` (a bitmask: bit i is defs[i])."""

    __slots__ = ("fixed", "special", "by_value")

    def __init__(self, env: Environment, defs: tuple, ops_of=None, printed: tuple | None = None):
        """`ops_of(i)`: species i's "?" scoring ops, each as (its run, its params, the mask of the species
        it counts), when known (a web works them out from what each card counts); else each op's filter
        is read against every species. `printed`: each species' printed points, None where it scores "?"
        or has scoring ops beside them (bonus points), when known (a web reads them off its cards); else
        read from `defs`."""
        if printed is None:
            printed = tuple([None if d.points is None or d.scoring else d.points for d in defs])
        if env.bonus:
            printed = tuple([env.points(d, points) if points is not None else None for d, points in zip(defs, printed)])
        special = []
        if None in printed:
            for i, points in enumerate(printed):
                if points is None:
                    d = defs[i]
                    ops = ops_of(i) if ops_of is not None else \
                        tuple([(run, params, _mask(defs, params)) for run, params in scoring_ops(d)])
                    special.append((i, d.points or 0, ops, env, d))
            printed = tuple([points or 0 for points in printed])
        by_value: dict[int, int] = {}
        for i, points in enumerate(printed):
            if points:
                by_value[points] = by_value.get(points, 0) | 1 << i
        self.fixed = printed
        self.by_value = tuple(by_value.items())     # (points, mask of the species worth that many)
        self.special = tuple(special)

    def points_of(self, i: int, mask: int) -> int:
        """What species i scores when `mask` is alive."""
        for index, printed, ops, env, d in self.special:
            if index == i:
                total = printed + sum(run((mask & fmask).bit_count(), params) for run, params, fmask in ops)
                return env.points(d, total)
        return self.fixed[i]

    def __call__(self, mask: int) -> int:
        total = 0
        for points, species in self.by_value:
            total += points * (mask & species).bit_count()
        for index, printed, ops, env, d in self.special:
            if mask >> index & 1:
                points = printed + sum(run((mask & fmask).bit_count(), params) for run, params, fmask in ops)
                total += env.points(d, points)
        return total

    def breakdown(self, mask: int) -> list[tuple[int, int]]:
        """(species number, points) for each living species: its printed value, or its "?" scoring."""
        return [(i, value) for i, value in enumerate(self.each(mask)) if mask >> i & 1]

    def each(self, mask: int):
        """Each species' points (a sequence) while `mask` lives: a "?" species' by its scoring if it lives."""
        if not self.special:
            return self.fixed
        points = list(self.fixed)
        for index, _, _, _, _ in self.special:
            if mask >> index & 1:
                points[index] = self.points_of(index, mask)
        return points


def _mask(defs: tuple, params: dict) -> int:
    mask = 0
    for j, d in enumerate(defs):
        if counts(d, params):
            mask |= 1 << j
    return mask


def score_rules(env: Environment, defs: tuple, ops_of=None, printed: tuple | None = None) -> ScoreRule:
    return ScoreRule(env, defs, ops_of, printed)


def scoring_ops(species) -> list[tuple]:
    """(run, params) of each op of a species' "?" scoring (or bonus points beside its printed value)."""
    return [(REGISTRY[op.name].run, op.params) for op in species.scoring]


def counted_cards(species, params: dict) -> frozenset:
    """The ids of the species (SpeciesDefs) a scoring op's filter counts."""
    return frozenset([d.id for d in species if counts(d, params)])

