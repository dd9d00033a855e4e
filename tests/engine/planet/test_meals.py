"""A species' meals (meals.py) are every inclusion-minimal set of the prey left to it that provides one
of its Eats alternatives, taking the lowest free ones of interchangeable prey (the same tier, the same
provided, eaten by the same species): fewest prey first, then those the fewest other species may eat,
then the lowest. Checked against brute force on random ecosystems and random prey left."""
from __future__ import annotations

from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.planet.feeding import minimal_alternative
from game.engine.planet.meals import Meals

from .helpers import CARDS, web

SPECIES = sorted(CARDS.species)
PLANTS = sorted(c for c, s in CARDS.species.items() if s.tier == 0)


def brute_force(w, i: int, avail: int) -> tuple:
    free = [p for p in w.prey[i] if avail >> p & 1]

    def kind(p):
        return w.tier[p], w.served[p], w.eaters_of[p]

    found = []
    for size in range(1, len(free) + 1):
        for meal in combinations(free, size):
            lowest = all(q in meal for p in meal for q in free if q < p and kind(q) == kind(p))
            if lowest and minimal_alternative(w, i, meal) is not None:
                found.append(meal)
    found.sort(key=lambda m: (len(m), sum(w.eaters_of[p].bit_count() for p in m), m))
    return tuple((meal, sum(1 << p for p in meal)) for meal in found)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PLANTS), min_size=1, max_size=5), st.lists(st.sampled_from(SPECIES), max_size=7),
       st.randoms(use_true_random=False))
def test_the_meals_are_the_minimal_ones_of_the_prey_left_lowest_copies_first(plants, others, rng):
    w = web(*plants, *others)
    meals = Meals(w)
    for i in range(w.size):
        for _ in range(4):
            avail = sum(1 << p for p in w.prey[i] if rng.random() < 0.7)
            assert meals.of(i, avail) == brute_force(w, i, avail), (plants, others, i, avail)
            assert meals.of(i, avail) == brute_force(w, i, avail)       # and as remembered


def test_copies_of_an_orchid_make_one_meal_the_lowest_and_two_orchids_one_meal_of_two():
    w = web("orchid", "orchid", "fig", "rabbit", "galapagos_tortoise")    # an orchid: 1 plant, a fig: 2
    rabbit, tortoise = w.index("rabbit#1"), w.index("galapagos_tortoise#1")
    assert Meals(w).of(rabbit, 0b111) == (((0,), 0b1), ((2,), 0b100))
    assert Meals(w).of(rabbit, 0b110) == (((1,), 0b10), ((2,), 0b100))
    assert Meals(w).of(tortoise, 0b111) == (((2,), 0b100), ((0, 1), 0b11))     # 2 plants: fewest prey first
