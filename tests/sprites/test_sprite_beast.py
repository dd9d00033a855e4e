"""Nature of the Beast sprites: every card kind has a layout, and the shipped cards build without a
problem (animals with their Vectors, Leaders with their bonuses in the animal's rows, Events with
their Deployment and Discard icons, Items with their price)."""
from game.sprites.builder import Planner
from game.sprites.cardset import load_cards
from game.sprites.layouts import LayoutBook
from game.sprites.paths import CARDS


def test_every_beast_card_kind_has_a_layout_without_problems():
    book = LayoutBook([CARDS / "beast" / "layouts"])
    for kind in ("animal", "leader", "event", "item", "location", "human", "back"):
        layout, problems = book.get(kind)
        assert layout is not None and problems == [], (kind, problems)


def test_the_beast_cards_read_as_specs_without_problems():
    cards = load_cards(CARDS / "beast", "beast")
    assert cards.problems == []
    assert len(cards.faces()) == 216 and {"back_troops", "back_tricks"} <= set(cards.specs)
    planner = Planner(cards)
    for spec in cards.specs.values():
        assert planner.job(spec) is not None, spec.id
    assert planner.problems == []


def test_an_animal_shows_its_vectors_filled_or_hollow_and_a_leader_its_bonuses():
    specs = load_cards(CARDS / "beast", "beast").specs
    mule = specs["stubborn_mule"].fields
    assert mule["vec_ne"] == mule["vec_sw"] != mule["vec_n"] == mule["vec_e"]   # an X of Vectors
    assert (mule["rank"], mule["combat"], mule["clout"]) == ("3", "3", "1")
    schemer = specs["the_schemer"].fields
    assert (schemer["bonus_rank"], schemer["bonus_clout"], schemer["bonus_combat"]) == ("+1", "+1", "")
    shield = specs["righteous_shield"].fields
    assert shield["deploy_icon"] == "deploy_any_time" and not shield["has_discard"]
    assert specs["inattentive_driver"].fields["actions"] == "1" and specs["bullhorn"].fields["favor"] == "1"
