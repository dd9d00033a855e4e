"""Every lesson of Learn to play (lessons/*.yaml, whoever wrote it) plays to its end by following its
own steps: each do and play carried out at its step, each expect met, ending at a finished game or a
last Continue step. The lesson engine's own tiny lessons (tests/lessons/*.yaml) too."""
from __future__ import annotations

import pytest

from lessons_helper import follow, lesson_files, own_lessons


@pytest.mark.parametrize("path", lesson_files() + own_lessons(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_lesson_plays_to_its_end_by_its_own_steps(path):
    reached = follow(path)
    lesson = reached.lesson
    assert lesson.finished
    assert lesson.engine.is_over or lesson.steps[-1].kind in ("continue", "expect")
