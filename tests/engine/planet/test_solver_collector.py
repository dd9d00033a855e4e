"""The feeding search keeps its positions where the garbage collector never walks them, and a web it
searched goes when nobody uses it (not in a later full pass): a full pass landing in a still frame's
slice of the search costs the same however far the search has gone."""
from __future__ import annotations

import gc
import random
import weakref

from game.engine.planet.definitions import copies
from game.engine.planet.environment import environment_of
from game.engine.planet.rules import PLANET
from game.engine.planet.solver import FeedingSearch, _survivors
from game.engine.planet.web import _build


def crowded_web(size: int = 40, seed: int = 3):
    cards = PLANET.cards
    every = [uid for s in cards.species.values() for uid in copies(s.id, s.count)]
    plants = [u for u in every if cards.species[u.partition("#")[0]].tier == 0]
    animals = [u for u in every if u not in set(plants)]
    rng = random.Random(seed)
    return _build(cards, environment_of(cards, []), rng.sample(plants, size // 3) + rng.sample(animals, size - size // 3))


def test_the_positions_and_meals_are_not_walked_by_the_collector():
    search = FeedingSearch(crowded_web())
    search.run(3000)
    for _ in range(3):    # nested tuples are let go one level a pass; what stays tracked is walked by every pass
        gc.collect()
    assert len(search.memo) > 100 and len(search.bounds) > 100
    assert not gc.is_tracked(search.memo) and not gc.is_tracked(search.bounds)
    assert not any(gc.is_tracked(meals) for meals in search._meals.values())


def test_a_searched_web_goes_without_the_collector():
    web = crowded_web()
    FeedingSearch(web).run(500)
    gone = weakref.ref(web)
    gc.disable()
    try:
        del web
        assert gone() is None
    finally:
        gc.enable()


def test_the_walk_for_the_listed_feedings_leaves_nothing_for_the_collector():
    web = crowded_web(12)
    gc.collect()
    gc.disable()
    try:
        found, _ = _survivors(web, 4000)
        gone = weakref.ref(web)
        del web, found
        assert gone() is None and gc.collect() == 0
    finally:
        gc.enable()
