"""Every lesson in lessons/ followed to its end by the keyboard alone, as a person without a mouse
follows it: Learn to play and the lesson chosen with the arrows and Enter, Continue and every lit place
stepped to with the arrows and Tab and pressed with Enter; the moves made are the lesson's own."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import resources
from game.table.scenes.learn import lessons
from game.table.scenes.lesson_bar import LessonBar
from lesson_by_focus import Keyboard, make_step
from test_table_lessons import settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def choose(h, label: str) -> None:
    """A button of a menu screen by the arrows and Enter."""
    for _ in range(20):
        if h.top.layout()["focus"] == [label]:
            h.key(pygame.K_RETURN)
            return
        h.key(pygame.K_DOWN)
    raise AssertionError(f"the arrows never reach {label}")


@pytest.mark.parametrize("path", sorted(resources.LESSONS.glob("*.yaml")), ids=lambda p: p.stem)
def test_the_lesson_is_followed_by_the_keyboard_alone(harness, path):
    title = next(t for p, _, t in lessons() if p == path)
    harness.frames(2)
    choose(harness, "Learn to play")
    choose(harness, title)
    bar = harness.top
    assert isinstance(bar, LessonBar)
    settle(harness, bar)
    keys = Keyboard(harness)
    while not bar.lesson.finished:
        step, at = bar.lesson.current, bar.lesson.index
        make_step(harness, bar, keys, settle)
        settle(harness, bar)
        assert bar.lesson.index > at, f"{path.name} step {step.number} was not made: {bar.words()}"
    assert list(bar.table.session.engine.log) == [s.command for s in bar.lesson.steps if s.command is not None]
    assert "lesson:Play a real game" in bar.layout()


def test_the_keyboards_focus_shows_on_the_lesson_bars_buttons(harness):
    """Found following a lesson by the keyboard: the focus ring on Skip was drawn under the lesson's panel."""
    harness.frames(2)
    choose(harness, "Learn to play")
    choose(harness, "Nature of the Beast")
    bar = harness.top
    settle(harness, bar)
    Keyboard(harness).go(bar.table, "overlay:lesson:Skip")
    harness.frames(1)
    skip = pygame.Rect(bar.layout()["lesson:Skip"])
    edge = [harness.app.screen.get_at((skip.left - 4, y)) for y in range(skip.top, skip.bottom)]
    assert sum(1 for c in edge if c.r + c.g + c.b > 450) > skip.h // 2, "no focus ring beside Skip"
    harness.screenshot("/tmp/lesson-keys-on-skip.png")


def test_a_puzzle_put_in_lessons_is_offered_and_solved_by_the_keyboard(harness, tmp_path, monkeypatch):
    """docs/SCENARIOS.md, "Puzzles": a puzzle in lessons/ is a lesson Learn to play offers by its title."""
    puzzle = Path(resources.__file__).resolve().parents[1] / "examples" / "puzzle_beast_win_this_turn.yaml"
    (tmp_path / puzzle.name).write_text(puzzle.read_text())
    monkeypatch.setattr(resources, "LESSONS", tmp_path)
    harness.frames(2)
    choose(harness, "Learn to play")
    choose(harness, "Puzzle: win this turn")
    bar = harness.top
    settle(harness, bar)
    keys = Keyboard(harness)
    while not bar.lesson.finished:
        at = bar.lesson.index
        make_step(harness, bar, keys, settle)
        settle(harness, bar)
        assert bar.lesson.index > at, bar.words()
    assert bar.table.session.engine.is_over and "lesson:Play a real game" in bar.layout()
    harness.screenshot("/tmp/lesson-puzzle-solved.png")
