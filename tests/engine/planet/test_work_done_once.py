"""What the Planet engine works out once and reuses (webs, searches, parsed feedings, hand commands,
the bot's remembered ecosystems) gives what working it out anew gives, and is not worked out again."""
from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.bots import planet_heuristic
from game.engine.cards.effects import chosen_op
from game.engine.planet import feeding, powers, solver
from game.engine.planet.definitions import card_id
from game.engine.planet.commands import Create, Feed
from game.engine.planet.definitions import CardSet
from game.engine.planet.environment import environment_of
from game.engine.planet.game import Game
from game.engine.planet.legal import LISTINGS
from game.engine.planet.points import score_rules
from game.engine.planet.rules import PLANET
from game.engine.planet.state import ACTIONS
from game.engine.planet.web import build_web, may_eat, ranked

from .helpers import CARDS, engine, uids, web

SPECIES = sorted(CARDS.species)
ecosystems = st.lists(st.sampled_from(SPECIES), min_size=1, max_size=14)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_a_webs_prey_are_the_species_to_its_left_in_the_feeding_order_that_rule_1_lets_it_eat(cards):
    w = web(*cards)
    for i, predator in enumerate(w.defs):
        assert w.prey[i] == tuple(j for j in range(i) if may_eat(predator, w.defs[j]))
        assert w.prey_mask[i] == sum(1 << j for j in w.prey[i])
        # who may eat it (the search's eaten_by): the species whose prey it is
        assert w.eaters_of[i] == sum(1 << j for j in range(w.size) if w.prey_mask[j] >> i & 1)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ecosystems)
def test_the_scoring_phase_ranks_and_scores_an_ecosystem_as_its_food_web_does(cards):
    env = environment_of(CARDS, [])
    ecosystem = uids(*cards)
    order, score = ranked(CARDS, env, ecosystem)
    w = build_web(CARDS, env, ecosystem, remember=False)
    everyone = (1 << w.size) - 1
    assert order == w.uids and score.breakdown(everyone) == w.score.breakdown(everyone)


SCORED = sorted(c for c, d in CARDS.species.items() if d.scoring) * 3     # "?" and bonus scorers, often drawn


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SPECIES + SCORED), min_size=1, max_size=14),
       st.lists(st.sampled_from(sorted(CARDS.environments)), max_size=2), st.randoms(use_true_random=False))
def test_a_webs_points_from_what_each_card_counts_are_the_points_each_ops_filter_gives(cards, environments, rng):
    """A web's "?" scoring counts the species each card's ops count (worked out once per card); the
    same as reading every op's filter against every species of the web."""
    env = environment_of(CARDS, environments)
    w = build_web(CARDS, env, uids(*cards), remember=False)
    read = score_rules(env, w.defs)
    # a plain species scores its printed points with the Environment's bonus (read off its card's facts)
    assert w.score.fixed == tuple(0 if d.points is None or d.scoring else env.points(d, d.points) for d in w.defs)
    assert [ops for _, _, ops, _, _ in w.score.special] == [ops for _, _, ops, _, _ in read.special]
    for _ in range(20):
        alive = rng.getrandbits(w.size)
        assert w.score(alive) == read(alive) and w.score.breakdown(alive) == read.breakdown(alive)


def test_what_a_card_may_eat_is_remembered_for_its_own_card_set_only():
    rabbit = CARDS.species["rabbit"]
    picky = dataclasses.replace(rabbit, eats=((("bug", 1),),))       # the same card id, another diet
    other = CardSet({**CARDS.species, "rabbit": picky}, CARDS.powers, CARDS.environments)
    env = environment_of(CARDS, [])
    assert web("fig", "rabbit").prey[1] == (0,)
    assert build_web(other, environment_of(other, []), uids("fig", "rabbit")).prey[1] == ()
    assert build_web(CARDS, env, uids("fig", "rabbit"), remember=False).prey[1] == (0,)


def test_a_feeding_every_choice_of_which_leaves_the_same_survivors_is_listed_after_one_search(monkeypatch):
    made = []
    walk, search = solver._survivors, solver.FeedingSearch.__init__
    monkeypatch.setattr(solver, "_survivors", lambda *args: made.append("walk") or walk(*args))
    monkeypatch.setattr(solver.FeedingSearch, "__init__", lambda *args: made.append("search") or search(*args))
    w = web("fig", "fig", "rabbit", "field_mouse")       # each eats a fig, whichever: one outcome
    offered = solver.feeding_outcomes(w)
    assert made == ["walk"] and len(offered) == 1
    assert offered[0] == solver.best_feeding(w)          # the proposal, searched now, is that feeding
    assert made == ["walk", "search"]


def test_a_feed_is_parsed_once_for_its_check_and_its_carrying_out(monkeypatch):
    game = engine(players=2, seed=3)
    while game.state.phase != "feeding":
        seat = game.acting.seats[0]
        game.submit(game.legal_commands(seat)[-1])
    parsed = []
    real = feeding._parse
    monkeypatch.setattr(feeding, "_parse", lambda w, meals: parsed.append(meals) or real(w, meals))
    feed = game.legal_commands(game.state.turn)[0]
    assert isinstance(feed, Feed) and feed.meals
    game.submit(Feed(feed.seat, feed.meals))       # not the listed command itself: the engine checks it
    assert parsed == [feed.meals]


def test_a_feed_of_unhashable_meals_is_refused_with_a_sentence():
    w = web("fig", "rabbit")
    assert feeding.check_feeding(w, (["rabbit#1", "fig#1"],)) == \
        "Each meal lists a species, then what it eats: (species, prey, prey...)."


def kuhn(j, options, owner, seen):
    """The textbook augmenting path, depth first (what the search used before)."""
    m = options[j]
    while m:
        low = m & -m
        m ^= low
        if low in seen:
            continue
        seen.add(low)
        if owner.get(low) is None or kuhn(owner[low], options, owner, seen):
            owner[low] = j
            return True
    return False


def test_the_bounds_matching_keeps_the_eaters_the_textbook_matching_keeps():
    rng = random.Random(5)
    for _ in range(300):
        eaters = list(range(rng.randint(1, 12)))
        options = {j: sum(1 << p for p in range(10) if rng.random() < 0.25) for j in eaters}
        kept_by = []
        for augment in ("ours", "textbook"):
            owner, held, taken, kept = {}, {}, 0, []
            for j in eaters:
                free = options[j] & ~taken
                if free:
                    owner[free & -free], held[j] = j, free & -free
                    taken |= free & -free
                elif (solver._augment(j, options, owner, held, 0) is None if augment == "ours"
                      else kuhn(j, options, owner, set())):
                    taken = sum(owner)
                else:
                    continue
                kept.append(j)
            if augment == "ours":
                assert all(owner[prey] == eater for eater, prey in held.items() if eater in kept)
            kept_by.append(kept)
        assert kept_by[0] == kept_by[1], options


def test_a_hand_lists_its_commands_again_the_same_after_the_hand_changes():
    game = engine(players=2, seed=5)
    while game.state.phase != ACTIONS:
        game.submit(game.legal_commands(game.acting.seats[0])[0])
    seat = game.state.turn
    first = LISTINGS[ACTIONS](Game(game.state, CARDS), seat)
    game.state.players[seat].hand.reverse()
    assert LISTINGS[ACTIONS](Game(game.state, CARDS), seat) == first
    game.state.players[seat].hand.pop()
    again = LISTINGS[ACTIONS](Game(game.state, CARDS), seat)
    assert again != first and all(PLANET.validate(game.state, c) is None for c in again)


def test_the_bot_forgets_its_oldest_ecosystems_first(monkeypatch):
    monkeypatch.setattr(planet_heuristic, "_FED", {})
    monkeypatch.setattr(planet_heuristic, "KEPT", 4)
    env = environment_of(CARDS, [])
    asked = [tuple(uids("fig", card)) for card in ("rabbit", "field_mouse", "red_fox", "barn_owl", "bengal_tiger")]
    for ecosystem in asked:
        planet_heuristic.fed_best(CARDS, env, (), ecosystem)
    kept = [key[2] for key in planet_heuristic._FED]
    assert kept == asked[2:]           # the oldest half went when a fifth came; the newest stay


def test_the_rival_species_a_power_may_act_on_are_remembered_as_the_rule_reads_them_anew():
    """Which species a power may take or make extinct is remembered for each op and species; on random
    games it gives what reading the op's class, tier and plants rule for every species gives."""
    ops = {op for p in CARDS.powers.values() if (op := chosen_op(p.effect)) and op.choice == "rival_species"}
    assert ops
    rng = random.Random(7)
    for seed in range(3):
        game = engine(players=4, seed=seed)
        while not game.is_over:
            state = game.state
            for op in ops:
                for seat in range(4):
                    anew = []
                    for other, player in enumerate(state.players):
                        for uid in sorted(player.ecosystem) if other != seat else ():
                            species = CARDS.species.get(card_id(uid))
                            if species and (species.kind == "animal" or op.params.get("plants")) \
                                    and species.tier <= op.params["max_tier"] \
                                    and (not op.params["class"] or species.cls == op.params["class"]):
                                anew.append((other, uid))
                    assert powers.targets(Game(state, CARDS), seat, op) == anew
            legal = game.legal_commands(game.acting.seats[0])
            game.submit(legal[rng.randrange(len(legal))])


def test_who_acts_is_handed_out_again_as_working_it_out_anew_gives():
    """The Acting of one seat in one phase is handed out again (it never changes); on random games it
    equals a new one, and whether the game is over is what its outcome's reason says."""
    from game.engine.core.acting import Acting
    from game.engine.planet.state import DRAFT, OVER
    rng = random.Random(3)
    for seed in range(4):
        game = engine(players=1 + seed, seed=seed, variant="strategy" if seed == 2 else "standard")
        while True:
            state = game.state
            assert PLANET.is_over(state) == (PLANET.over_reason(state) is not None) == (state.phase == OVER)
            if state.phase == OVER:
                break
            if state.phase != DRAFT:
                assert PLANET.acting(state) == Acting.one(state.turn, state.phase)
            legal = game.legal_commands(game.acting.seats[0])
            game.submit(legal[rng.randrange(len(legal))])


def test_meal_shapes_from_more_copies_than_a_meal_can_take_are_those_from_as_many_as_it_can(monkeypatch):
    """Two Eats alternatives' covers are worked out once each: more free copies of a group than one meal
    could ever take (here 2 plants from 1-plant prey) give the same shapes, without working them out again."""
    from game.engine.planet import meals
    eats = ((("plant", 2),), (("meat", 1),))
    plant, meat = (("plant", 1),), (("meat", 1),)
    monkeypatch.setattr(meals, "_SHAPES", {})
    monkeypatch.setattr(meals, "_COVERS", {})
    few = meals._meal_shapes(eats, ((plant, 2), (meat, 1)))
    covered = []
    monkeypatch.setattr(meals, "_covers", lambda *args: covered.append(args))
    many = meals._meal_shapes(eats, ((plant, 9), (meat, 3)))
    assert sorted(many) == sorted(few) == [((0, 2),), ((1, 1),)]
    assert covered == []


def test_a_power_with_a_target_is_listed_as_the_same_create_for_each_target_at_every_step():
    rng = random.Random(3)
    for seed in range(6):
        game = engine(players=3, seed=seed)
        while not game.is_over:
            seat = game.acting.seats[0]
            legal = game.legal_commands(seat)
            aimed = [c for c in legal if isinstance(c, Create) and c.target]
            if aimed:
                again = [c for c in game.legal_commands(seat) if isinstance(c, Create) and c.target]
                assert again == aimed and all(a is b for a, b in zip(again, aimed))
                return
            game.submit(legal[rng.randrange(len(legal))])
    raise AssertionError("no power with a target was ever listed")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 4), st.lists(st.sampled_from(sorted(CARDS.environments)), max_size=2, unique=True),
       st.sampled_from(["standard", "strategy"]), st.integers(0, 10**6),
       st.randoms(use_true_random=False))
def test_the_actions_allowed_at_once_are_those_each_actions_check_allows(players, environments, variant, seed, rng):
    """The listing asks whether the seat may take each action (but Develop) once for all of them; the
    same as asking check_action of each, with every number of actions left, players and Environments."""
    from game.engine.planet import actions
    e = engine(players, seed, environments=environments, variant=variant)
    for _ in range(60):
        if e.is_over:
            break
        state, seat = e.state, e.acting.seats[0]
        if state.phase == ACTIONS:
            game = Game(state, PLANET.cards)
            kept = state.actions_left
            for left in range(4):
                state.actions_left = left
                assert actions.allowed_actions(game, seat) == tuple(
                    a for a in actions.TAKEN_ALIKE if actions.check_action(game, seat, a) is None)
            state.actions_left = kept
        legal = e.legal_commands(seat)
        e.submit(legal[rng.randrange(len(legal))])
