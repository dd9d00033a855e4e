"""Track cells (the Reality Loss dial, Ability and Faction tracks): every space readable inside its cell."""
import pygame
import pytest

from game.sprites.builder import Planner
from game.sprites.cardset import load_cards
from game.sprites.paths import CARDS
from game.sprites.render import CardRenderer


@pytest.fixture(scope="module")
def shipped():
    pygame.font.init()
    cards = load_cards(CARDS / "noah", "noah")
    return cards, Planner(cards), CardRenderer()


def _cells(renderer, spec, layout, width):
    """The fitted text of each cell as the renderer lays it out, and the cell boxes (inner areas)."""
    region = layout.regions["spaces"]
    scale = width / layout.data["size"][0]
    x, y, w, h = region["rect"]
    cells = spec.fields["spaces"]
    columns = region["columns"]
    rows = -(-len(cells) // columns)
    gap = round(region["gap"] * scale)
    cw = (round(w * scale) - gap * (columns - 1)) / columns
    ch = (round(h * scale) - gap * (rows - 1)) / rows
    pad = max(1, round(region.get("pad", 2) * scale))
    fits = []
    for cell in cells:
        laid = renderer.text.fit(str(cell), region.get("font", "condensed_bold"), round(region["size"] * scale),
                                 round(region["min_size"] * scale), round(cw) - 2 * pad, round(ch) - max(2, pad))
        fits.append(laid)
    return region, scale, fits


@pytest.mark.parametrize("width", [450, 750])
def test_every_shipped_track_space_fits_its_cell_at_a_readable_size(shipped, width):
    cards, planner, renderer = shipped
    tracks = [s for s in cards.faces() if s.kind in ("dial", "ability", "faction")]
    assert {s.kind for s in tracks} == {"dial", "ability", "faction"}
    for spec in tracks:
        layout = planner.job(spec).layout
        _, problems = renderer.render(spec, layout, width)
        assert problems == [], spec.id
        region, scale, fits = _cells(renderer, spec, layout, width)
        assert all(l.fits for l in fits), spec.id
        assert min(l.px for l in fits) >= round(region["min_size"] * scale)
        if spec.kind == "dial":
            assert region["min_size"] >= 7            # zoom: 12.6 px, the size of the card's smallest rules text


def test_a_space_too_long_for_its_cell_is_a_problem_naming_the_space(card_dir):
    path = card_dir / "enemy_boxes" / "testbox.yaml"
    long = "Every faction loses 1 :health:, then discards two cards, then the Enemy with the most damage heals"
    path.write_text(path.read_text().replace("Each faction loses 1 :health:.", long * 8))
    cards = load_cards(card_dir, "noah")
    spec = cards.specs["testbox_dial"]
    _, problems = CardRenderer().render(spec, Planner(cards).job(spec).layout, 450)
    assert len(problems) == 1 and "space 4 of its spaces" in problems[0].message
    assert problems[0].file.endswith("testbox.yaml") and problems[0].line > 0


def test_cell_text_never_spills_outside_its_cell(card_dir):
    """The overlong space is clipped to its own cell: the cell beside it stays blank."""
    path = card_dir / "enemy_boxes" / "testbox.yaml"
    path.write_text(path.read_text().replace("Each faction loses 1 :health:.", "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww " * 6))
    cards = load_cards(card_dir, "noah")
    spec = cards.specs["testbox_dial"]
    layout = Planner(cards).job(spec).layout
    surface, _ = CardRenderer().render(spec, layout, 450)
    region = layout.regions["spaces"]
    scale = 450 / 250
    x, y, w, h = region["rect"]
    columns, gap = region["columns"], region["gap"] * scale
    cw = (w * scale - gap * (columns - 1)) / columns
    # space 5 ("Phase end", in the column right of space 4 when there are 3 columns) keeps its own text only:
    # the strip of the gap between space 4 and its right-hand neighbour shows no dark ink
    row = 3 // columns
    rows = -(-len(spec.fields["spaces"]) // columns)
    ch = (h * scale - gap * (rows - 1)) / rows
    gap_x = round(x * scale + (3 % columns + 1) * cw + (3 % columns) * gap + gap / 2)
    top, bottom = round(y * scale + row * (ch + gap) + 4), round(y * scale + row * (ch + gap) + ch - 4)
    inks = [surface.get_at((gap_x, yy)) for yy in range(top, bottom)]
    assert all(sum(c[:3]) > 200 for c in inks)
