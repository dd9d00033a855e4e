"""Procedural art: Enemies come in several body shapes, fixed per card, and keep their colour-blind signals."""
import collections

import pygame
import pytest

from game.sprites.art import painter_for
from game.sprites.builder import Planner
from game.sprites.cardset import load_cards
from game.sprites.icons import IconSet
from game.sprites.noah_enemy_art import BODIES, body_of, enemy_body, paint_enemy
from game.sprites.paint import SS, paint_emblem, rng_for
from game.sprites.paths import CARDS
from game.sprites.render import CardRenderer


@pytest.fixture(scope="module")
def shipped():
    pygame.font.init()
    return load_cards(CARDS / "noah", "noah")


@pytest.mark.parametrize("game", ["noah", "planet", "beast"])
def test_every_card_is_painted_by_its_own_game_or_the_shared_painters(game):
    """No game's cards borrow another game's painters (Beast's Locations were drawn with NOAH's rift)."""
    kinds = {spec.kind for spec in load_cards(CARDS / game, game).specs.values()}
    for kind in kinds:
        module = painter_for(game, kind).__module__
        assert module == "game.sprites.paint" or module.startswith(f"game.sprites.{game}_"), (kind, module)


def test_a_beast_location_looks_like_the_other_beast_cards():
    """Its flag on its Habitat's colour, as an Event's burst or an Item's tag (the Beast emblem painter)."""
    cards = load_cards(CARDS / "beast", "beast")
    location = next(s for s in cards.faces() if s.kind == "location")
    assert painter_for("beast", "location") is painter_for("beast", "event") is paint_emblem
    assert location.fields["icon"] == "location_flag"


def test_shipped_enemies_spread_over_the_body_shapes(shipped):
    enemies = [s for s in shipped.faces() if s.kind == "enemy"]
    assert len(enemies) >= 24
    bodies = collections.Counter(body_of(s.id) for s in enemies)
    assert len(bodies) >= 5
    assert max(bodies.values()) <= len(enemies) // 3      # no one shape for most of them
    assert body_of(enemies[0].id) == body_of(enemies[0].id)  # fixed per card


def _silhouette(body):
    layer = enemy_body(120 * SS, 70 * SS, rng_for("same_enemy"), (10, 20, 40), body)[0]
    return pygame.mask.from_surface(layer)


def test_the_painted_enemy_draws_its_body():
    surface = paint_enemy(120 * SS, 70 * SS, rng_for("x"), {"colour": "#c62828"}, IconSet(), body_name="winged")
    assert surface.get_size() == (120 * SS, 70 * SS)


def test_every_body_shape_paints_a_different_silhouette():
    masks = {body: _silhouette(body) for body in BODIES}
    for body, mask in masks.items():
        assert mask.count() > 300, body                      # something was drawn
    names = list(masks)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            overlap = masks[a].overlap_area(masks[b], (0, 0))
            union = masks[a].count() + masks[b].count() - overlap
            assert overlap / union < 0.5, (a, b)              # not the same blob twice


@pytest.mark.parametrize("colour, level", [("blue", 1), ("orange", 2), ("red", 3)])
def test_enemy_cards_keep_shape_and_level_pips(shipped, colour, level):
    spec = next(s for s in shipped.faces() if s.kind == "enemy" and s.fields["enemy_colour"] == colour)
    layout = Planner(shipped).job(spec).layout
    surface, problems = CardRenderer().render(spec, layout, 450)
    assert problems == [] and spec.fields["shape"] == f"shape_{colour}" and spec.fields["level"] == level
    x, y, w, h = layout.regions["level"]["rect"]
    scale = 450 / 250
    filled = []
    for i in range(3):   # each pip: filled (level reached) or a ring with a dark centre
        cx, cy = round((x + (i + 0.5) * w / 3) * scale), round((y + h / 2) * scale)
        filled.append(min(surface.get_at((cx, cy))[:3]) > 200)
        assert min(surface.get_at((cx + 4, cy))[:3]) > 200 or not filled[-1]   # a pip wider than a dot
    assert filled == [i < level for i in range(3)]


def _body(spec):
    return spec.fields.get("body") or body_of(spec.id)


def test_shipped_enemies_choose_their_shapes_evenly(shipped):
    """34 Enemies over six shapes: every shape on five or six of them (their `shape:` keys)."""
    enemies = [s for s in shipped.faces() if s.kind == "enemy"]
    bodies = collections.Counter(_body(s) for s in enemies)
    assert set(bodies) == set(BODIES)
    assert max(bodies.values()) - min(bodies.values()) <= 1, bodies


def test_the_engine_checker_accepts_a_shape_and_names_a_wrong_one(card_dir):
    from game.engine.noah.cards import SHAPES, check_cards

    assert SHAPES == BODIES
    box = next((card_dir / "enemy_boxes").glob("*.yaml"))
    text = box.read_text()
    colour_line = next(l for l in text.splitlines() if l.strip().startswith("colour:") and l.startswith("    "))
    before = check_cards([card_dir])        # the small fixture set breaks some game rules; shapes add nothing
    box.write_text(text.replace(colour_line, colour_line + "\n    shape: serpent", 1))
    assert [p.message for p in check_cards([card_dir])] == [p.message for p in before]
    cards = load_cards(card_dir, "noah")
    enemy = next(s for s in cards.faces() if s.kind == "enemy" and s.fields["body"])
    assert enemy.fields["body"] == "serpent"
    box.write_text(text.replace(colour_line, colour_line + "\n    shape: octopus", 1))
    problems = [p for p in check_cards([card_dir]) if "shape" in p.message]
    assert len(problems) == 1 and "shape must be one of blob, tall" in problems[0].message
    assert problems[0].line == text.splitlines().index(colour_line) + 2


def test_a_card_shape_picks_the_art_body_and_an_unknown_one_is_a_problem(card_dir):
    cards = load_cards(card_dir, "noah")
    spec = next(s for s in cards.faces() if s.kind == "enemy")
    other = next(b for b in BODIES if b != body_of(spec.id))
    renderer = CardRenderer()
    layout = Planner(cards).job(spec).layout
    spec.fields["body"] = other
    chosen, problems = renderer.render(spec, layout, 250)
    assert problems == []
    spec.fields["body"] = ""
    default, _ = renderer.render(spec, layout, 250)
    assert pygame.image.tobytes(chosen, "RGBA") != pygame.image.tobytes(default, "RGBA")
    spec.fields["body"] = "octopus"
    _, problems = renderer.render(spec, layout, 250)
    assert len(problems) == 1 and "no enemy shape 'octopus'" in problems[0].message


def test_trigger_words_are_not_doubled_and_mission_places_keep_their_numbers(shipped):
    """'1st: ...' in an Enemy's text is its First trigger, written once; a mission's place numbers never end
    a line away from their names, which are the Locations' own."""
    pier_siren = shipped.specs["pier_siren"].fields["rules"]
    assert pier_siren.startswith(":first: **First:** Every faction") and "1st" not in pier_siren
    setup = shipped.specs["the_long_night"].fields["setup"]
    assert "**4.**\u00a0The Fish Market" in setup
    low_tide = shipped.specs["low_tide"].fields["setup"]
    assert "**1.**\u00a0The Pier" in low_tide      # the name, not the id (the_pier)
