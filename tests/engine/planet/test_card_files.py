"""The card files: the rulebook's counts, real checks with file and line, every card playable."""
from __future__ import annotations

from game.engine.cards.folders import card_root
from game.engine.planet.cards import check_cards
from game.engine.planet.definitions import CLASSES

from .helpers import CARDS


def test_the_card_set_has_the_rulebooks_counts():
    species = CARDS.species.values()
    assert sum(s.count for s in species if s.kind == "animal") == 96
    assert sum(s.count for s in species if s.kind == "plant") == 10
    assert sum(p.count for p in CARDS.powers.values()) == 12
    assert len(CARDS.noah_cards) == 118
    assert len(CARDS.basic_plants) == 30
    assert len(CARDS.environments) == 8


def test_the_basic_plants_are_orchid_bamboo_and_fig_ten_each_in_t0():
    for card, subclass in (("orchid", "Flower"), ("bamboo", "Bamboo"), ("fig", "Fruit")):
        plant = CARDS.species[card]
        assert (plant.count, plant.tier, plant.cls, plant.subclasses) == (10, 0, "Plant", (subclass,))


def test_the_animals_spread_over_every_tier_and_class():
    animals = [s for s in CARDS.species.values() if s.kind == "animal"]
    assert {s.tier for s in animals} == {1, 2, 3, 4}
    assert {s.cls for s in animals} == set(CLASSES) - {"Plant"}
    assert any(not s.diet.consumes for s in animals)       # pollinators
    assert any(s.diet.only == {"Bamboo"} for s in animals)  # the panda
    assert any(s.migratory for s in animals)
    assert any(s.diet.scavenges for s in animals)
    assert any(s.special_scoring for s in animals)


def test_the_shipped_cards_have_no_problems():
    assert check_cards([card_root("planet")]) == []


def write(tmp_path, text):
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    return [str(p) for p in check_cards([path])]


def test_an_unknown_effect_names_file_line_and_the_ops_there_are(tmp_path):
    problems = write(tmp_path, """animals:
  - {id: x, name: X, tier: 1, class: Bug, points: 1, provides: "bug", eats: "plant",
     diet: [{op: eats_everything}]}
""")
    assert len(problems) == 1 and "cards.yaml:3" in problems[0] and "eats_everything" in problems[0]
    assert "eats_only" in problems[0]


def test_a_species_provides_its_own_colour_and_a_top_predator_names_its_role(tmp_path):
    problems = write(tmp_path, """animals:
  - {id: x, name: X, tier: 1, class: Bug, points: 1, provides: "mammal", eats: "plant"}
  - {id: y, name: Y, tier: 4, class: Mammal, points: 1, eats: "mammal"}
""")
    assert any("cards.yaml:2" in p and "provides bug" in p for p in problems)
    assert any("needs a `role`" in p for p in problems)


def test_a_question_mark_needs_scoring_and_eats_is_checked(tmp_path):
    problems = write(tmp_path, """animals:
  - {id: x, name: X, tier: 1, class: Bug, points: "?", provides: "bug", eats: "plant"}
  - {id: y, name: Y, tier: 2, class: Bug, points: 1, provides: "bug", eats: "2 fish"}
""")
    assert any('"?" points need `scoring`' in p for p in problems)
    assert any("cards.yaml:3" in p and "'fish' is not a resource" in p for p in problems)


def test_classes_that_eat_each_other_within_a_tier_are_refused(tmp_path):
    problems = write(tmp_path, """animals:
  - {id: x, name: X, tier: 2, class: Bird, points: 1, provides: "bird", eats: "reptile",
     diet: [{op: eats_own_tier, classes: [Reptile]}]}
  - {id: y, name: Y, tier: 2, class: Reptile, points: 1, provides: "reptile", eats: "bird",
     diet: [{op: eats_own_tier, classes: [Bird]}]}
""")
    assert any("eat each other in a circle" in p for p in problems)


def test_the_folder_check_counts_the_cards(tmp_path):
    (tmp_path / "a.yaml").write_text("animals:\n  - {id: x, name: X, tier: 1, class: Bug, points: 1, "
                                     "provides: bug, eats: plant}\n")
    problems = [str(p) for p in check_cards([tmp_path])]
    assert any("the game has 96 animals cards; the files hold 1" in p for p in problems)


def test_every_special_power_does_something_and_every_species_eats_or_is_t0():
    assert all(p.effect for p in CARDS.powers.values())
    assert all(e.effect for e in CARDS.environments.values())
    assert all(bool(s.eats) == (s.tier > 0) for s in CARDS.species.values())
