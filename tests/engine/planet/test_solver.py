"""The feeding solver is exact: on random ecosystems it finds the same best (points, then species) as
brute force over every assignment the feeding rules allow; every feeding it offers is legal; the
feedings offered cover every different set of survivors."""
from __future__ import annotations

import os
from itertools import combinations, product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.planet.feeding import check_feeding
from game.engine.planet.solver import (PROPOSAL_WORK, FeedingSearch, _Frame, _unmatched, best_feeding,
                                      feeding_outcomes, searched, solve_best)

from .helpers import CARDS, web

EXAMPLES = int(os.environ.get("PLANET_SOLVER_EXAMPLES", "60"))
PLANTS = sorted(c for c, s in CARDS.species.items() if s.tier == 0)
EATERS = sorted(c for c, s in CARDS.species.items() if s.tier > 0)
# the cards whose rules the solver treats specially, drawn more often
SPECIAL = sorted(c for c, s in CARDS.species.items()
                 if s.diet.only or not s.diet.consumes or s.diet.own_tier or s.diet.scavenges)

ecosystems = st.tuples(
    st.lists(st.sampled_from(PLANTS), min_size=1, max_size=4),
    st.lists(st.one_of(st.sampled_from(EATERS), st.sampled_from(SPECIAL)), min_size=1, max_size=5),
).map(lambda parts: parts[0] + parts[1])


def brute_force(w):
    """Every assignment of meals (or none) to the species of T1-T4, kept if the rules allow it."""
    eaters = [i for i in range(w.size) if w.tier[i] > 0]
    options = []
    for i in eaters:
        meals = [None] + [m for k in (1, 2, 3) for m in combinations(w.prey[i], k)]
        options.append(meals)
    legal = []
    for choice in product(*options):
        meals = tuple((w.uids[i],) + tuple(w.uids[p] for p in meal) for i, meal in zip(eaters, choice) if meal)
        if check_feeding(w, meals) is None:
            alive = sum(1 << i for i in range(w.size) if w.tier[i] == 0)
            alive |= sum(1 << i for i, meal in zip(eaters, choice) if meal)
            legal.append(alive)
    return legal


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_the_solver_finds_the_best_feeding_brute_force_finds(cards):
    w = web(*cards)
    legal = brute_force(w)
    assert legal, "some feeding is always allowed"
    best_key = max((w.score(alive), alive.bit_count()) for alive in legal)
    best = best_feeding(w)
    assert check_feeding(w, best.meals) is None, (cards, best.meals, check_feeding(w, best.meals))
    assert best.key == best_key, (cards, best, best_key)
    offered = feeding_outcomes(w)
    assert {f.alive for f in offered} == set(legal), cards
    for feeding in offered:
        assert check_feeding(w, feeding.meals) is None


def test_a_rabbit_and_a_mouse_share_one_fig_the_one_on_the_left_eats():
    w = web("fig", "rabbit", "field_mouse")
    best = best_feeding(w)
    assert best.points == 1 + 1 and best.meals == (("rabbit#1", "fig#1"),)   # its turn comes first (R9)
    assert len(feeding_outcomes(w)) == 1
    assert best_feeding(web("fig", "field_mouse", "rabbit")).meals == (("field_mouse#1", "fig#1"),)


def test_the_solver_keeps_the_bigger_predator():
    # two rabbits: the lynx needs both (2 mammal each... 2 mammal from one rabbit) - the tiger needs 3 mammal
    w = web("fig", "fig", "rabbit", "rabbit", "bengal_tiger", "eurasian_lynx")
    best = best_feeding(w)
    names = {w.uids[i] for i in range(w.size) if best.alive >> i & 1}
    assert "bengal_tiger#1" in names                        # 8 points beat the lynx's 4


@settings(max_examples=max(10, EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_the_search_in_slices_of_one_step_ends_where_the_whole_search_does(cards):
    w = web(*cards)
    sliced = FeedingSearch(w)
    copy = None
    while not sliced.run(1):
        copy = copy or sliced.clone()      # a copy searches on without moving the original
    assert sliced.finished and sliced.best.key == solve_best(w).key
    if copy is not None:
        steps = copy.steps
        assert copy.run() and copy.best.key == sliced.best.key and sliced.steps >= steps


def test_the_engine_proposal_is_searched_within_its_steps_and_says_whether_it_is_proven():
    w = web("fig", "fig", "rabbit", "rabbit", "bengal_tiger", "eurasian_lynx")
    search = searched(w, PROPOSAL_WORK)
    assert search.finished and search.steps <= PROPOSAL_WORK
    unfinished = FeedingSearch(web("orchid", "fig", "rabbit", "field_mouse", "red_fox", "barn_owl"))
    assert unfinished.run(1) is False and unfinished.best is not None and not unfinished.finished
    assert unfinished.run() is True and unfinished.finished     # a feeding at once, proven later


# a crowded ecosystem whose best feeding the view's 100 steps do not reach
DEEP = ("water_lily", "berry_bush", "oak_tree", "sunflower", "sunflower", "orchid", "fig", "sunflower",
        "african_elephant", "woodpecker", "saltwater_crocodile", "canada_goose", "woodpecker", "fruit_bat",
        "fire_salamander", "rat_snake", "grasshopper", "canada_goose", "fruit_bat", "african_lion", "kookaburra",
        "firefly", "beaver", "rabbit", "great_blue_heron")


def test_the_table_s_search_goes_on_from_the_view_s_proposal_to_the_proven_best():
    w = web(*DEEP)
    view = searched(w, PROPOSAL_WORK)
    proposed = view.best
    # the engine's proposal: the same feeding in the same steps whatever the table's search does (replays)
    assert (proposed.key, view.steps, view.finished) == ((39, 21), PROPOSAL_WORK, False)
    assert proposed.meals == (
        ("african_elephant#1", "water_lily#1", "oak_tree#1"), ("canada_goose#1", "sunflower#1"),
        ("fruit_bat#1", "berry_bush#1"), ("grasshopper#1", "sunflower#2"), ("canada_goose#2", "sunflower#3"),
        ("fruit_bat#2", "fig#1"), ("firefly#1", "orchid#1"), ("woodpecker#1", "grasshopper#1"),
        ("woodpecker#2", "firefly#1"), ("rat_snake#1", "canada_goose#1"), ("kookaburra#1", "canada_goose#2"),
        ("great_blue_heron#1", "rat_snake#1"), ("saltwater_crocodile#1", "african_elephant#1", "fruit_bat#1"))
    table = view.clone().tightened()
    while not table.run(1):
        pass
    assert table.finished and table.best.key == solve_best(w).key == (42, 22)
    assert check_feeding(w, table.best.meals) is None
    assert searched(w, PROPOSAL_WORK) is view and view.best is proposed and view.steps == PROPOSAL_WORK


@settings(max_examples=max(10, EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_the_table_s_search_ends_where_the_whole_search_does(cards):
    w = web(*cards)
    table = searched(w, 1).clone().tightened()
    assert table.run() and table.best.key == solve_best(w).key
    assert check_feeding(w, table.best.meals) is None


# two African Lions (a pride, points of its own) eat 2 mammals each before the Bengal Tiger wants 3: of the
# five mammals one is left in its turn
PRIDE = ("fig",) * 5 + ("field_mouse", "field_mouse", "red_squirrel", "red_squirrel", "fruit_bat", "african_lion",
                        "african_lion", "bengal_tiger")


def test_the_table_s_bound_counts_the_mammals_the_lions_must_eat_before_the_tiger():
    w = web(*PRIDE)
    plain, table = FeedingSearch(w), FeedingSearch(w).tightened()
    assert plain.ceiling == (27, 13)        # matched to a prey each, the tiger and both lions eat
    # Both lions surely can eat in their turn (R9: so they must), taking 4 mammals of 5: the tiger
    # surely goes without (the mammals' market), and the bound is the best itself
    assert table.ceiling == (22, 12)
    assert plain.run() and table.run() and table.best.key == plain.best.key == (22, 12)
    assert not table.best.alive >> w.index("bengal_tiger#1") & 1


crowded = st.tuples(
    st.lists(st.sampled_from(PLANTS), min_size=2, max_size=6),
    st.lists(st.one_of(st.sampled_from(EATERS), st.sampled_from(SPECIAL)), min_size=4, max_size=18),
).map(lambda parts: parts[0] + parts[1])


@settings(max_examples=max(20, EXAMPLES // 2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(crowded)
def test_the_table_s_tightened_bound_never_falls_below_the_best(cards):
    w = web(*cards)
    plain = FeedingSearch(w)
    plain.run()
    table = FeedingSearch(w).tightened()
    assert table.ceiling >= plain.best.key
    assert table.run() and table.best.key == plain.best.key


# few plants, many animals: T2-T4 consumers competing for the animals of lower tiers (the bound's markets)
hungry = st.tuples(
    st.lists(st.sampled_from(PLANTS), min_size=2, max_size=5),
    st.lists(st.sampled_from(EATERS), min_size=8, max_size=16),
).map(lambda parts: parts[0] + parts[1])


def best_below(w, k, state):
    """The best feeding from the position before the k-th species decides (the plain search from there)."""
    search = FeedingSearch(w)
    search.stack = [_Frame(k - 1, [(None, None, state)], 0)]
    search.run()
    return search.best.key


@settings(max_examples=max(20, EXAMPLES // 2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hungry)
def test_the_table_s_bound_never_falls_below_the_best_below_any_position_it_searches(cards):
    # The markets (consumers that must eat in order while a meal is left) and the species they show to
    # go without: at positions deep in the search, not only at the root
    w = web(*cards)
    table = FeedingSearch(w).tightened()
    checked = 0
    while not table.run(1) and checked < 12:
        frame = table.stack[-1] if table.stack else None
        if frame is None or frame.next >= len(frame.children):
            continue
        _, bound, state = frame.children[frame.next]
        best = best_below(w, frame.k + 1, state)
        assert table.bound(frame.k + 1, state) >= best, cards
        # the bound the search acts on: worked out knowing the species the position before starves
        # (the markets), or the ceiling in the first animal tier
        assert bound is None or bound >= best, cards
        checked += 1


# eight herbivores share four plants, six predators after them (the first feeding found is not the best)
HERDS = ("fig", "apple_tree", "fig", "sunflower") + ("field_mouse", "canada_goose", "wildebeest", "scarlet_macaw",
         "giant_panda", "canada_goose", "scarlet_macaw", "termite") + ("bengal_tiger", "european_badger",
         "snow_leopard", "snow_leopard", "monitor_lizard", "european_badger")


def test_the_table_s_search_bounds_positions_from_the_second_animal_tier_on():
    # While the first animal tier decides, a position's bound hardly ever cut it: the table's full search
    # gives its children the ceiling and looks at the bound once the tier is decided
    w = web(*HERDS)
    table = FeedingSearch(w).tightened()
    first = table.bounded_from
    assert 0 < first < len(table.eaters) and {w.tier[i] for i in table.eaters[:first]} == {1}
    seen = set()
    while not table.run(1):
        for frame in table.stack[1:]:
            bounds = {bound for _, bound, _ in frame.children}
            if frame.k + 1 < first and None not in bounds:       # (the first dive's children: bounded later)
                assert bounds == {table.ceiling}
                seen.add("first tier")
            elif frame.k + 1 >= first and bounds - {None, table.ceiling}:
                seen.add("bounded")
    assert seen == {"first tier", "bounded"}
    plain = FeedingSearch(w)
    assert plain.run() and plain.bounded_from == 0 and table.best.key == plain.best.key


def matchable(eaters, options):
    """Whether every eater can have a prey of its own (brute force over assignments)."""
    def assign(at, used):
        if at == len(eaters):
            return True
        free = options[eaters[at]] & ~used
        while free:
            low = free & -free
            free ^= low
            if assign(at + 1, used | low):
                return True
        return False
    return assign(0, 0)


@settings(max_examples=max(60, EXAMPLES), deadline=None)
@given(st.lists(st.integers(0, 63), min_size=1, max_size=8), st.randoms(use_true_random=False))
def test_the_bounds_matching_leaves_out_what_brute_force_leaves_out(masks, rng):
    # The bound keeps each eater, in its order, if it and those kept before it can all have a prey of
    # their own; prey a failed search reached are never searched again. Brute force decides the same.
    eaters = list(range(len(masks)))
    rng.shuffle(eaters)
    options = dict(enumerate(masks))
    weight = [rng.randint(0, 5) for _ in masks]
    kept, lost = [], (0, 0)
    for j in eaters:
        if matchable(kept + [j], options):
            kept.append(j)
        else:
            lost = (lost[0] + weight[j], lost[1] + 1)
    assert _unmatched(eaters, options, weight) == lost, (eaters, masks)


def test_prey_all_taken_by_a_failed_eater_are_never_offered_again_but_the_rest_still_are():
    # eaters 0 and 1 hold prey a and b; eater 2 wants only those (fails: a and b are settled);
    # eater 3 wants a or c: c is free, so it is matched without a search through a or b.
    a, b, c = 1, 2, 4
    options = {0: a, 1: a | b, 2: a | b, 3: a | c, 4: b | c}
    assert _unmatched([0, 1, 2, 3, 4], options, [5, 4, 3, 2, 1]) == (3 + 1, 2)
