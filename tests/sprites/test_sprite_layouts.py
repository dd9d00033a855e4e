"""Layouts: one extends another, overrides parts, and broken layouts are reported with file and line."""
from pathlib import Path

from game.sprites.layouts import LayoutBook

FOLDER = Path(__file__).resolve().parents[1] / "fixtures" / "sprites" / "layouts_extend"


def test_a_layout_that_extends_another_overrides_adds_and_removes_regions():
    layout, problems = LayoutBook([FOLDER]).get("child")
    assert problems == []
    assert [p.name for p in layout.chain] == ["parent.yaml", "child.yaml"]
    assert layout.regions["name"]["size"] == 20                 # overridden
    assert layout.regions["name"]["rect"] == [10, 10, 230, 30]  # kept from the parent
    assert layout.regions["cost"]["kind"] == "badge"            # added
    assert "footer" not in layout.regions                       # removed with null
    assert layout.data["background"] == "#ffffff"               # inherited


def test_a_layout_that_extends_itself_is_a_problem_with_its_line():
    layout, problems = LayoutBook([FOLDER]).get("loop_a")
    assert layout is None
    assert any("extends itself" in p.message and p.line == 1 for p in problems)


def test_an_unknown_region_kind_names_file_and_line():
    _, problems = LayoutBook([FOLDER]).get("bad")
    assert [(p.file.endswith("bad.yaml"), p.line) for p in problems if "unknown kind" in p.message] == [(True, 3)]


def test_every_noah_card_kind_has_a_layout_without_problems():
    from game.sprites.paths import CARDS
    book = LayoutBook([CARDS / "noah" / "layouts"])
    for kind in ("agent", "mercenary", "enemy", "location", "mission", "dial", "ability", "faction", "turn", "back"):
        layout, problems = book.get(kind)
        assert layout is not None and problems == [], (kind, problems)
