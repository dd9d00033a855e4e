"""The legal listing's feedings (solver.feeding_outcomes) are worked out with shortcuts; on random
ecosystems they are what the plain definition gives: the walk's first feeding for each set of survivors,
with the engine's proposal, searched in full, in place of the walk's for its set."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.planet import solver

from .helpers import CARDS, web

SPECIES = sorted(CARDS.species)
ecosystems = st.lists(st.sampled_from(SPECIES), min_size=1, max_size=12)


def plainly(w) -> list:
    found, _ = solver._survivors(w, 4000)
    best = solver.best_feeding(w, remember=False)
    found[best.alive] = best
    return sorted(found.values(), key=lambda f: (-f.points, -f.species, f.alive))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_the_listed_feedings_are_the_walks_with_the_proposal_in_its_place(cards):
    w = web(*cards)
    assert solver.feeding_outcomes(w) == plainly(w), cards
    assert solver.best_feeding(w) in solver.feeding_outcomes(w)


def test_a_first_feeding_no_other_beats_is_the_proposal_without_its_search(monkeypatch):
    w = web("fig", "orchid", "grasshopper", "honeybee", "little_brown_bat")
    # the grasshopper eats the fig (its first meal) and the honeybee the orchid, or the grasshopper the
    # orchid and the honeybee starves: the first feeding keeps the most alive
    searches = []
    real = solver.FeedingSearch.__init__
    monkeypatch.setattr(solver.FeedingSearch, "__init__", lambda *args: searches.append(1) or real(*args))
    offered = solver.feeding_outcomes(w)
    assert searches == []
    assert len(offered) == 2 and offered[0] == solver.best_feeding(w)
