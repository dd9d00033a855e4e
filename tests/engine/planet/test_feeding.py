"""The Feeding Phase exactly as written. The rulebook's feeding and scoring diagrams are scenario files
in examples/ (see below); here, what those files cannot check: the events the table animates."""
from __future__ import annotations

from game.engine.planet.commands import Create, EndActions, Feed
from game.engine.planet.events import EatenCardsTurnedBack, EcosystemArranged, Scored, SpeciesFed, SpeciesSheltered
from game.engine.planet.feeding import check_feeding

from .helpers import CARDS, web
from .scenario import me, of, ok, refused, stacked


def feeding(ecosystem: list[str], hand=(), **extra):
    """A game at seat 0's Feeding Phase with this ecosystem (card ids, lowest copies first)."""
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ecosystem, "hand": list(hand)}], **extra})
    return e


# --- the rulebook's diagrams --------------------------------------------------------------------------
# The feeding diagrams of pages 7-8 and the Scoring Phase diagram are scenario files, run by
# tests/engine/test_scenarios.py: examples/planet_feeding_flower_not_consumed.yaml, _two_servings,
# _bird_or_insect, _t2_bird, _plants_or_insects, _eaten_once and examples/planet_scoring.yaml.
# What a file cannot check is the events the table animates:
def test_a_pollinators_meal_turns_no_card_so_only_the_rabbits_meal_turns_the_flower():
    """Page 7, "Only eat flower, but it won't be consumed": the Honeybee's meal turns no card sideways;
    the Rabbit's turns the Orchid, which is turned back after scoring."""
    e = feeding(["orchid", "honeybee", "rabbit"])
    events = ok(e, Feed(0, (("honeybee#1", "orchid#1"), ("rabbit#1", "orchid#1"))))
    fed = {f.species: f for f in of(events, SpeciesFed)}
    assert fed["honeybee#1"].turned == () and fed["rabbit#1"].turned == ("orchid#1",)
    assert of(events, EatenCardsTurnedBack)[0].cards == ("orchid#1",)


# --- the feeding rules ----------------------------------------------------------------------------------
def test_rule_2_a_species_must_eat_before_it_can_feed_another():
    w = web("fig", "rabbit", "field_mouse", "red_fox")
    problem = check_feeding(w, (("field_mouse#1", "fig#1"), ("red_fox#1", "rabbit#1")))
    assert "does not eat, so it cannot feed the Red Fox" in problem


def test_rule_1_only_lower_tiers_and_only_what_a_specialist_eats():
    w = web("fig", "bamboo", "giant_panda")
    assert "eats only Bamboo" in check_feeding(w, (("giant_panda#1", "fig#1"),))
    assert check_feeding(w, (("giant_panda#1", "bamboo#1"),)) is None


def test_a_species_eats_no_more_than_it_needs():
    w = web("fig", "fig", "rabbit", "rabbit", "red_fox")
    problem = check_feeding(w, (("rabbit#1", "fig#1"), ("rabbit#2", "fig#2"), ("red_fox#1", "rabbit#1", "rabbit#2")))
    assert "eat more than it needs" in problem


def test_a_species_that_can_eat_must_eat():
    w = web("fig", "fig", "rabbit", "rabbit")
    problem = check_feeding(w, (("rabbit#1", "fig#1"),))
    assert "Rabbit (2) can eat" in problem and "Fig" in problem
    # with one Fig only the Rabbit on the left eats (its turn comes first): the other goes extinct
    w = web("fig", "rabbit", "rabbit")
    assert check_feeding(w, (("rabbit#1", "fig#1"),)) is None
    assert "Rabbit (1) can eat in its turn" in check_feeding(w, (("rabbit#2", "fig#1"),))


# --- ruling R9: tier by tier, left to right ------------------------------------------------------------
RAT_SNAKE_EXAMPLE = ["fig", "grasshopper", "rat_snake", "barn_swallow", "peregrine_falcon"]
SEVEN_POINTS = (("grasshopper#1", "fig#1"), ("barn_swallow#1", "grasshopper#1"),
                ("peregrine_falcon#1", "barn_swallow#1"))


def test_within_the_same_tier_the_feeding_goes_from_left_to_right_so_the_rat_snake_left_of_its_bird_goes_without():
    """Feeding Phase: "Starting from T1 species ... The process applies to T1, T2, T3, T4 species
    sequentially"; Feeding Rules, 4: "Hint: within the same tier you can start your feeding process
    from left to right". The Rat Snake lies left of the Barn Swallow: in its turn the Swallow has not
    eaten, so nothing feeds it; the Swallow eats, and the Peregrine Falcon eats the Swallow: 7 points."""
    e = feeding(RAT_SNAKE_EXAMPLE)
    proposal = e.view(0)["feeding"]
    assert proposal["points"] == 7 and proposal["extinct"] == ["rat_snake#1"]
    events = ok(e, Feed(0, SEVEN_POINTS))
    assert of(events, Scored)[0].points == 1 + 1 + 2 + 3
    # had it eaten the Swallow (it cannot: the Swallow eats after it), the Falcon would starve: 6 points
    assert "right of the Rat Snake" in check_feeding(web(*RAT_SNAKE_EXAMPLE), SEVEN_POINTS[:2] + (
        ("rat_snake#1", "barn_swallow#1"),))


def test_a_rat_snake_right_of_the_swallow_must_eat_it_unless_the_player_lays_the_row_out_anew():
    """The player's own left-to-right order decides: with the Swallow first, the Rat Snake can eat it in
    its turn, so it must (6 points); the Feed may lay the row out anew, the Snake first (7 points)."""
    laid = ["fig", "grasshopper", "barn_swallow", "rat_snake", "peregrine_falcon"]
    e = feeding(laid)
    assert e.view(0)["feeding"]["points"] == 6
    assert "Rat Snake can eat in its turn" in refused(e, Feed(0, SEVEN_POINTS))
    order = ("fig#1", "grasshopper#1", "rat_snake#1", "barn_swallow#1", "peregrine_falcon#1")
    assert e.rules.best_feeding(e.state, 0, order).points == 7
    events = ok(e, Feed(0, SEVEN_POINTS, order))
    assert of(events, EcosystemArranged)[0].order == order
    assert of(events, Scored)[0].points == 7
    assert me(e).ecosystem == ["fig#1", "grasshopper#1", "peregrine_falcon#1"]   # the Swallow migrated on


def test_a_new_layout_names_every_species_of_the_ecosystem_once():
    e = feeding(["fig", "rabbit"])
    assert "each of your species once" in refused(e, Feed(0, (("rabbit#1", "fig#1"),), ("rabbit#1",)))
    assert "each of your species once" in refused(e, Feed(0, (), ("rabbit#1", "rabbit#1")))


def test_a_pollinator_right_of_the_rabbit_finds_the_orchid_eaten():
    """A card turned sideways has been eaten: a species that eats without consuming must come first."""
    w = web("orchid", "rabbit", "honeybee")
    assert "ate the Orchid before the Honeybee" in check_feeding(
        w, (("rabbit#1", "orchid#1"), ("honeybee#1", "orchid#1")))


def test_a_t0_plant_eats_nothing_and_meals_name_species_of_the_ecosystem():
    w = web("fig", "rabbit")
    assert "T0 plant" in check_feeding(w, (("fig#1", "rabbit#1"),))
    assert "There is no koala#1" in check_feeding(w, (("koala#1", "fig#1"),))
    assert "Each meal lists" in check_feeding(w, ("rabbit#1",))


def test_a_scavenger_eats_only_what_a_lower_tier_has_eaten():
    w = web("fig", "field_mouse", "least_weasel", "griffon_vulture")
    good = (("field_mouse#1", "fig#1"), ("least_weasel#1", "field_mouse#1"), ("griffon_vulture#1", "field_mouse#1"))
    assert check_feeding(w, good) is None
    w = web("fig", "field_mouse", "griffon_vulture")
    assert "scavenger" in check_feeding(w, (("field_mouse#1", "fig#1"), ("griffon_vulture#1", "field_mouse#1")))


def test_a_scavengers_meal_turns_no_card_the_species_that_consumed_it_turned_it():
    e = feeding(["fig", "field_mouse", "least_weasel", "griffon_vulture"])
    events = ok(e, Feed(0, (("field_mouse#1", "fig#1"), ("least_weasel#1", "field_mouse#1"),
                            ("griffon_vulture#1", "field_mouse#1"))))
    fed = {f.species: f for f in of(events, SpeciesFed)}
    assert fed["least_weasel#1"].turned == ("field_mouse#1",) and fed["griffon_vulture#1"].turned == ()
    assert fed["griffon_vulture#1"].prey == ("field_mouse#1",)
    assert of(events, EatenCardsTurnedBack)[0].cards == ("fig#1", "field_mouse#1")


def test_sanctuary_keeps_species_that_cannot_eat_from_going_extinct():
    e = stacked({"turn": 0, "players": [{"ecosystem": ["fig", "bengal_tiger"], "hand": ["sanctuary"]}],
                 "actions_left": 1})
    ok(e, Create(0, "sanctuary#1"))
    events = ok(e, Feed(0, ()))
    assert [s.card for s in of(events, SpeciesSheltered)] == ["bengal_tiger#1"]
    assert "bengal_tiger#1" in me(e).ecosystem and of(events, Scored)[0].points == 1 + CARDS.species["bengal_tiger"].points


def test_the_feed_command_is_refused_with_the_rules_sentence():
    e = feeding(["fig", "rabbit"])
    assert "Rabbit can eat" in refused(e, Feed(0, ()))


def test_the_legal_feeds_offer_each_outcome_best_first_and_the_view_proposes_the_best():
    e = feeding(["fig", "orchid", "rabbit", "koala"])
    legal = e.legal_commands(0)
    assert all(isinstance(c, Feed) for c in legal) and len(legal) == 2
    # the Rabbit eats first and may take either plant: the Orchid leaves the Fig for the Koala
    assert legal[0].meals == (("rabbit#1", "orchid#1"), ("koala#1", "fig#1"))
    assert legal[1].meals == (("rabbit#1", "fig#1"),)
    proposal = e.view(0)["feeding"]
    assert proposal["proposal"] == [["rabbit#1", "orchid#1"], ["koala#1", "fig#1"]]
    assert proposal["points"] == 2 + CARDS.species["koala"].points + CARDS.species["rabbit"].points
    assert proposal["extinct"] == []


def test_a_single_player_ends_the_action_phase_then_feeds():
    e = stacked({"turn": 0, "players": [{"ecosystem": ["fig", "rabbit"]}]}, players=1)
    ok(e, EndActions(0))
    assert e.state.phase == "feeding"
