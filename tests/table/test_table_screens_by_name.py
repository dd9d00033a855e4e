"""Screens are opened by name through the app (game.table.screens): no screen imports another screen or
the app, and every name opens its screen."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.table.scenes.base import Scene
from game.table.screens import SCREENS, screen

SCENES = Path(__file__).resolve().parents[2] / "game" / "table" / "scenes"
SHARED = {"game.table.scenes.base", "game.table.scenes.button_scene"}   # what every screen is built on


def imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            out.add(node.module or "")
            if node.module == "game.table.scenes":     # `from game.table.scenes import menu`
                out |= {f"{node.module}.{alias.name}" for alias in node.names}
    return out


@pytest.mark.parametrize("path", sorted(SCENES.glob("*.py")), ids=lambda p: p.name)
def test_no_screen_imports_another_screen_or_the_app(path):
    own = f"game.table.scenes.{path.stem}"
    bad = {m for m in imports(path) if m.startswith("game.table.scenes.") and m not in SHARED | {own}
           or m == "game.table.app"}
    assert bad == set(), f"{path.name} imports {sorted(bad)}: open a screen by name (app.open) instead"


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_name_is_a_screen(name):
    assert issubclass(screen(name), Scene)


def test_an_unknown_name_says_which_there_are():
    with pytest.raises(ValueError, match="no screen called 'lobby'.*game_menu"):
        screen("lobby")


def test_the_app_opens_a_screen_by_name_over_the_others(harness):
    harness.frames(1)
    menu = harness.top
    rules = harness.app.open("rules", "planet")
    assert harness.top is rules and type(rules).__name__ == "RulesReference"
    assert harness.app.showing("rules") and harness.app.showing("menu") and not harness.app.showing("handoff")
    assert harness.app.stack.scenes == [menu, rules]
