"""Noah Planet's cards as sprites: every face and back has a layout and draws without a problem."""
from __future__ import annotations

from game.sprites.builder import Planner
from game.sprites.cache import SIZES
from game.sprites.cardset import load_cards
from game.sprites.paths import CARDS
from game.sprites.planet import icons_of
from game.sprites.render import CardRenderer

PLANET = CARDS / "planet"


def test_eats_and_provides_become_rows_of_coloured_icons_with_or_and_and():
    assert icons_of("2 plant / bug + bird") == ":res_plant::res_plant:  /  :res_bug: + :res_bird:"
    assert icons_of("mammal") == ":res_mammal:"


def test_every_planet_card_and_back_draws_without_a_problem():
    cards = load_cards(PLANET, "planet")
    assert not cards.problems
    kinds = {spec.kind for spec in cards.specs.values()}
    assert kinds == {"animal", "plant", "basic_plant", "power", "environment", "back"}
    backs = {spec.id for spec in cards.specs.values() if spec.is_back}
    assert backs == {"back_noah", "back_plant", "back_environment"}
    assert sum(s.count for s in cards.faces() if s.back == "back_noah") == 118
    planner = Planner(cards)
    renderer = CardRenderer()
    for spec in cards.specs.values():
        job = planner.job(spec)
        _, problems = renderer.render(spec, job.layout, min(SIZES.values()))
        assert not problems, (spec.id, [str(p) for p in problems])
    assert not planner.problems


def test_a_special_scorer_shows_a_question_mark_and_its_hint():
    spec = load_cards(PLANET, "planet").specs["honeybee"]
    assert spec.fields["points_text"] == "?" and spec.fields["hint"] == "hint_special"
    spec = load_cards(PLANET, "planet").specs["wildebeest"]
    assert spec.fields["hint"] == "hint_migratory"
