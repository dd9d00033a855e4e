"""The feeding search keeps its positions where the garbage collector never walks them, and a web it
searched goes when nobody uses it (not in a later full pass): a full pass landing in a still frame's
slice of the search costs the same however far the search has gone."""
from __future__ import annotations

import gc
import random
import weakref

from game.engine.bots import make_bot
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.planet.definitions import copies
from game.engine.planet.feeding_phase import web_of
from game.engine.planet.game import Game
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
    assert not any(gc.is_tracked(meals) for meals in search.kept_meals.found.values())


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


def test_a_feeding_phases_web_goes_a_few_feeding_phases_later():
    """What is remembered of a Feeding Phase (its web, the listed feedings, the parsed Feed) is let go
    a few Feeding Phases later, before the collector's older passes would have to walk it."""
    engine = Engine(PLANET, {"players": 3}, 5, undo=False)
    bots = [make_bot("random", "planet", s) for s in range(3)]
    gone, phases = None, 0
    gc.disable()
    try:
        while phases < 12 and not engine.is_over:
            seat = engine.acting.seats[0]
            legal = engine.legal_commands(seat)
            if engine.state.phase == "feeding":
                phases += 1
                if gone is None:
                    gone = weakref.ref(web_of(Game(engine.state, PLANET.cards), seat))
            engine.submit(bots[seat].choose(seen_by(PLANET, engine.state, seat, legal)))
        assert phases == 12 and gone() is None
    finally:
        gc.enable()
