"""Rules text: inline icon tokens on the baseline, shrinking to fit, and what cannot fit or is unknown."""
import pygame
import pytest

from game.sprites.cardset import load_cards
from game.sprites.fonts import FontBook
from game.sprites.icons import IconSet
from game.sprites.layouts import LayoutBook
from game.sprites.paths import layout_dirs
from game.sprites.render import CardRenderer
from game.sprites.richtext import ICON_SCALE, RichText, parse

TOKENS = ["hit", "energy", "shield", "corruption", "range", "health", "damage", "reality", "discard", "ability",
          "spy", "reposition", "merc", "out_of_turn", "boost", "threshold", "reveal", "first", "rip", "ongoing",
          "burst", "free"]


@pytest.fixture(scope="module")
def rich():
    pygame.font.init()
    return RichText(FontBook(), IconSet())


def _bottom_row(surface, x0, x1):
    """The lowest row with an opaque pixel between columns x0 and x1."""
    for y in range(surface.get_height() - 1, -1, -1):
        if any(surface.get_at((x, y)).a > 128 for x in range(x0, x1)):
            return y
    return None


@pytest.mark.parametrize("token", TOKENS)
def test_each_inline_token_becomes_a_glyph_on_the_baseline_sized_to_the_font(rich, token):
    atoms = [a for a in parse(f"H :{token}:") if not isinstance(a, str)]
    assert [s.kind for s in atoms[1].segments] == ["icon"] and atoms[1].segments[0].value == token
    laid = rich.layout(f"H :{token}:", "sans", 40, 400, 100)
    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    rich.draw(surface, laid, surface.get_rect(), "sans", (0, 0, 0))
    letter, icon = laid.lines[0]
    letter_w = letter.width
    text_bottom = _bottom_row(surface, 0, letter_w)
    icon_x = letter_w + rich.fonts.get("sans", 40).size(" ")[0]
    icon_bottom = _bottom_row(surface, icon_x, icon_x + icon.width)
    assert icon_bottom is not None, "the icon drew nothing"
    ascent = rich.fonts.get("sans", 40).get_ascent()
    assert icon_bottom <= text_bottom + 1     # never below the baseline (some drawings float, like the eye)
    assert rich.icons.draw(token, round(ascent * ICON_SCALE), (0, 0, 0)).get_height() == round(ascent * ICON_SCALE)


def test_an_icon_box_sits_exactly_on_the_baseline(tmp_path):
    (tmp_path / "box.yaml").write_text("colour: ink\nshapes:\n  - {rect: [0, 0, 100, 100]}\n")
    rich = RichText(FontBook(), IconSet(tmp_path))
    laid = rich.layout("H :box:", "sans", 40, 400, 100)
    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    rich.draw(surface, laid, surface.get_rect(), "sans", (0, 0, 0))
    letter, icon = laid.lines[0]
    text_bottom = _bottom_row(surface, 0, letter.width)
    x = letter.width + rich.fonts.get("sans", 40).size(" ")[0]
    assert abs(_bottom_row(surface, x, x + icon.width) - text_bottom) <= 1


def test_text_that_does_not_fit_shrinks_until_it_fits(rich):
    text = "Deal 2 :hit: to an Enemy within :range: 2, then charge 1 :energy: for every faction at the table."
    laid = rich.fit(text, "sans", 30, 10, 300, 90)
    assert laid.fits and 10 <= laid.px < 30
    assert not rich.layout(text, "sans", laid.px + 1, 300, 90).fits   # the largest size that fits


def _render(card_dir, card_id):
    cards = load_cards(card_dir, "noah")
    spec = cards.specs[card_id]
    layout, _ = LayoutBook(layout_dirs(cards.root)).get(spec.kind)
    return spec, CardRenderer().render(spec, layout, 450)


def test_text_that_cannot_fit_at_the_smallest_size_is_reported_with_card_file_and_line(card_dir):
    path = card_dir / "mercenaries.yaml"
    path.write_text(path.read_text().replace('text: "Recover 2 :health: and purge 1 :corruption:."',
                                             'text: "' + "Recover 2 :health: and purge it all. " * 40 + '"'))
    spec, (surface, problems) = _render(card_dir, "hired_hand")
    assert surface.get_size() == (450, 630)
    [problem] = [p for p in problems if "does not fit" in p.message]
    assert problem.file == str(path) and problem.line == 7 and "hired_hand" in problem.message


def test_an_unknown_token_is_an_error_with_file_and_line(card_dir):
    path = card_dir / "factions" / "testers.yaml"
    path.write_text(path.read_text().replace("Deal 1 :hit:.", "Deal 1 :hti:."))
    spec, (_, problems) = _render(card_dir, "probe")
    [problem] = [p for p in problems if "unknown icon token" in p.message]
    assert ":hti:" in problem.message and problem.file == str(path) and problem.line == 15
    assert "in its text" in problem.message


def test_an_art_path_outside_assets_is_refused(card_dir):
    path = card_dir / "mercenaries.yaml"
    for bad in ("../../etc/passwd", "/etc/passwd", "assets/../pyproject.toml"):
        path.write_text(path.read_text().split("    art:")[0].rstrip("\n") + f"\n    art: {bad!r}\n")
        spec, (surface, problems) = _render(card_dir, "hired_hand")
        [problem] = [p for p in problems if "leaves the assets folder" in p.message]
        assert problem.file == str(path) and problem.line == 9
        assert surface.get_at((225, 120)).a == 255   # procedural art was drawn instead: never blank


def test_an_art_file_inside_assets_is_used(card_dir, tmp_path):
    from game.sprites.paths import confine_to_assets, ASSETS
    assert confine_to_assets("icons/hit.yaml") == (ASSETS / "icons" / "hit.yaml").resolve()
    assert confine_to_assets("assets/icons/hit.yaml") == (ASSETS / "icons" / "hit.yaml").resolve()
    assert confine_to_assets("../game/cli.py") is None


def test_a_title_keeps_one_line_down_to_its_one_line_minimum_before_it_wraps(rich):
    title = "The Order of the Lantern"
    wrapped = rich.fit(title, "serif_bold", 30, 16, 300, 70)            # plain fitting: two larger lines
    one = rich.fit_title(title, "serif_bold", 30, 16, 16, 300, 70)     # a title: one line, smaller
    assert len(wrapped.lines) == 2 and len(one.lines) == 1 and one.fits and 16 <= one.px < wrapped.px
    assert rich.fonts.get("serif_bold", one.px).size(title)[0] <= 300
    assert rich.fonts.get("serif_bold", one.px + 1).size(title)[0] > 300  # the largest one-line size
    too_narrow = rich.fit_title(title, "serif_bold", 30, 20, 12, 200, 70)  # one line would need < 20 px
    assert len(too_narrow.lines) == 2 and too_narrow.fits and too_narrow.px >= 12


def test_a_one_line_title_has_its_capitals_centred_in_its_box(rich):
    laid = rich.fit_title("HELLO", "serif_bold", 40, 20, 10, 300, 60)
    surface = pygame.Surface((300, 60), pygame.SRCALPHA)
    rich.draw(surface, laid, surface.get_rect(), "serif_bold", (0, 0, 0), "center", "caps")
    rows = [y for y in range(60) if any(surface.get_at((x, y)).a > 128 for x in range(300))]
    assert abs(rows[0] - (59 - rows[-1])) <= 2


def test_every_shipped_title_fits_one_line_at_a_readable_size():
    """The NOAH titles (the long faction names too) stay on one line at the zoom size."""
    from game.sprites.builder import Planner
    from game.sprites.paths import game_cards_dir

    cards = load_cards(game_cards_dir("noah"), "noah")
    planner = Planner(cards)
    rich = RichText(FontBook(), IconSet())
    scale = 450 / 250
    for spec in cards.specs.values():
        job = planner.job(spec)
        titles = [r for r in (job.layout.regions.values() if job else []) if isinstance(r, dict)
                  and r.get("field") == "name" and (not r.get("when") or spec.fields.get(r["when"]))
                  and not (r.get("unless") and spec.fields.get(r["unless"]))]
        if not titles or not spec.fields.get("name"):
            continue
        region = titles[0]
        assert len(titles) == 1, spec.id
        assert region.get("one_line_min"), f"{job.layout.name}: the title has no one_line_min"
        _, _, w, h = region["rect"]
        laid = rich.fit_title(spec.fields["name"], region["font"], round(region["size"] * scale),
                              round(region["one_line_min"] * scale), round(region["min_size"] * scale),
                              round(w * scale), round(h * scale))
        assert laid.fits and len(laid.lines) == 1, (spec.id, laid.px)


def test_a_number_and_its_icon_never_end_up_on_different_lines(rich):
    def words(text):
        return [[s.value for s in a.segments] for a in parse(text) if not isinstance(a, str)]

    assert words("loses 1 :energy:.") == [["loses"], ["1\u00a0", "energy", "."]]
    assert words(":reality: +1.") == [["reality", "\u00a0+1."]]
    assert words(":shape_blue: 3  :shape_orange: 5") == [["shape_blue", "\u00a03"], ["shape_orange", "\u00a05"]]
    laid = rich.layout("Every faction loses 1 :energy:.", "sans", 20, 212, 200)   # "...loses 1" alone would fit
    assert [len(line) for line in laid.lines][-1] == 1 and laid.lines[-1][0].segments[0].value == "1\u00a0"
