"""Every lesson in lessons/ followed to its end on its game's real table by mouse, as a newcomer
follows it: Continue pressed, each move made on the places the lesson lights (a card dragged to its lit
target, a lit answer clicked, NOAH's lit Ability track pressed); the moves made are the lesson's own."""
from __future__ import annotations

import pytest

from game import resources
from test_table_lessons import make_step_by_mouse, open_shipped_lesson, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


@pytest.mark.parametrize("path", sorted(resources.LESSONS.glob("*.yaml")), ids=lambda p: p.stem)
def test_the_lesson_is_followed_by_mouse_to_its_end(harness, path):
    bar = open_shipped_lesson(harness, path)
    while not bar.lesson.finished:
        step, at = bar.lesson.current, bar.lesson.index
        make_step_by_mouse(harness, bar)
        settle(harness, bar)
        assert bar.lesson.index > at, f"{path.name} step {step.number} was not made: {bar.words()}"
    assert list(bar.table.session.engine.log) == [s.command for s in bar.lesson.steps if s.command is not None]
    assert "lesson:Play a real game" in bar.layout()

