"""The Feeding Phase exactly as written, and the rulebook's feeding diagrams as scenarios."""
from __future__ import annotations

from game.engine.planet.commands import Create, EndActions, Feed
from game.engine.planet.events import EatenCardsTurnedBack, Scored, SpeciesFed, SpeciesSheltered, SpeciesWentExtinct
from game.engine.planet.feeding import check_feeding

from .helpers import CARDS, web
from .scenario import me, of, ok, refused, stacked


def feeding(ecosystem: list[str], hand=(), **extra):
    """A game at seat 0's Feeding Phase with this ecosystem (card ids, lowest copies first)."""
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ecosystem, "hand": list(hand)}], **extra})
    return e


# --- the rulebook's diagrams --------------------------------------------------------------------------
def test_diagram_only_eat_flower_but_it_wont_be_consumed():
    """Page 7: the pollinator eats the flower without consuming it; the flower still feeds another."""
    e = feeding(["orchid", "honeybee", "rabbit"])
    events = ok(e, Feed(0, (("honeybee#1", "orchid#1"), ("rabbit#1", "orchid#1"))))
    fed = {f.species: f for f in of(events, SpeciesFed)}
    assert fed["honeybee#1"].turned == () and fed["rabbit#1"].turned == ("orchid#1",)
    assert of(events, EatenCardsTurnedBack)[0].cards == ("orchid#1",)


def test_diagram_need_to_eat_2_servings_of_plants():
    """Page 7: two servings: one Fig (2 plants) or two Orchids (1 each), not one Orchid."""
    w = web("orchid", "orchid", "fig", "white_tailed_deer")
    assert check_feeding(w, (("white_tailed_deer#1", "orchid#1", "orchid#2"),)) is None
    assert check_feeding(w, (("white_tailed_deer#1", "fig#1"),)) is None
    assert "needs 2 plant" in check_feeding(w, (("white_tailed_deer#1", "orchid#1"),))


def test_diagram_need_to_eat_1_bird_or_insect():
    """Page 8: "/" is or: the Kookaburra eats a bird or a bug."""
    w = web("orchid", "fig", "grasshopper", "european_robin", "kookaburra")
    assert check_feeding(w, (("grasshopper#1", "fig#1"), ("european_robin#1", "grasshopper#1"),
                             ("kookaburra#1", "european_robin#1"))) is None
    w = web("fig", "grasshopper", "kookaburra")
    assert check_feeding(w, (("grasshopper#1", "fig#1"), ("kookaburra#1", "grasshopper#1"))) is None


def test_diagram_can_eat_a_t2_bird():
    """Page 8: a card's rule lets the Rat Snake (T2) eat a Bird of its own tier, once the bird has eaten."""
    w = web("fig", "grasshopper", "european_robin", "rat_snake")
    assert check_feeding(w, (("grasshopper#1", "fig#1"), ("european_robin#1", "grasshopper#1"),
                             ("rat_snake#1", "european_robin#1"))) is None
    w = web("fig", "grasshopper", "dragonfly", "rat_snake", "european_robin")
    problem = check_feeding(w, (("grasshopper#1", "fig#1"), ("dragonfly#1", "grasshopper#1"),
                                ("rat_snake#1", "dragonfly#1")))
    assert "T2 species eats only from lower tiers" in problem


def test_diagram_need_to_eat_2_plants_or_insects():
    """Page 8: "2 plant / 2 bug": two plants, or two bugs, but not one of each."""
    w = web("fig", "orchid", "orchid", "firefly", "firefly", "raccoon")
    eaten = (("firefly#1", "orchid#1"), ("firefly#2", "orchid#2"))
    assert check_feeding(w, eaten + (("raccoon#1", "fig#1"),)) is None
    w2 = web("fig", "fig", "orchid", "orchid", "firefly", "firefly", "raccoon")
    assert check_feeding(w2, (("firefly#1", "orchid#1"), ("firefly#2", "orchid#2"),
                              ("raccoon#1", "firefly#1", "firefly#2"))) is None
    w3 = web("orchid", "orchid", "orchid", "firefly", "firefly", "raccoon")
    problem = check_feeding(w3, (("firefly#1", "orchid#1"), ("firefly#2", "orchid#2"),
                                 ("raccoon#1", "orchid#3", "firefly#1")))
    assert "needs 2 plant / 2 bug; what it is given provides plant + bug" in problem


def test_diagram_have_been_eaten_each_species_is_eaten_by_one_species():
    """Page 8 and Feeding Rule 3: a species eaten once cannot be eaten again, however much it provides."""
    w = web("fig", "rabbit", "red_fox", "least_weasel")
    problem = check_feeding(w, (("rabbit#1", "fig#1"), ("least_weasel#1", "rabbit#1"), ("red_fox#1", "rabbit#1")))
    assert "each species can only be eaten by one species" in problem


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
    # with one Fig only one Rabbit can eat: the other goes extinct
    w = web("fig", "rabbit", "rabbit")
    assert check_feeding(w, (("rabbit#2", "fig#1"),)) is None


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


def test_feeding_runs_t1_to_t4_extinct_species_go_to_the_discard_pile_and_the_living_score():
    e = feeding(["fig", "rabbit", "red_fox", "bengal_tiger"])
    score = me(e).score
    events = ok(e, Feed(0, (("rabbit#1", "fig#1"), ("red_fox#1", "rabbit#1"))))
    gone = of(events, SpeciesWentExtinct)
    assert [(g.card, g.to) for g in gone] == [("bengal_tiger#1", "discard_pile")]
    assert "bengal_tiger#1" in e.state.discard_pile and "bengal_tiger#1" not in me(e).ecosystem
    scored = of(events, Scored)[0]
    fox = CARDS.species["red_fox"].points
    assert scored.points == 1 + 1 + fox and me(e).score == score + 2 + fox


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
    e = feeding(["fig", "rabbit", "field_mouse", "koala"])
    legal = e.legal_commands(0)
    assert all(isinstance(c, Feed) for c in legal) and len(legal) == 3
    assert legal[0].meals == (("koala#1", "fig#1"),)          # the Koala scores the most: the best
    proposal = e.view(0)["feeding"]
    assert proposal["best"] == [["koala#1", "fig#1"]] and proposal["points"] == 1 + CARDS.species["koala"].points
    assert sorted(proposal["extinct"]) == ["field_mouse#1", "rabbit#1"]


def test_a_single_player_ends_the_action_phase_then_feeds():
    e = stacked({"turn": 0, "players": [{"ecosystem": ["fig", "rabbit"]}]}, players=1)
    ok(e, EndActions(0))
    assert e.state.phase == "feeding"
