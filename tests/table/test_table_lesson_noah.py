"""The NOAH lesson (lessons/noah.yaml) followed to its end on the real NOAH table by mouse, as a
newcomer follows it: Continue pressed, each move made on the places the lesson lights (a card dragged
to its lit target, a lit answer clicked, the lit Ability track pressed)."""
from __future__ import annotations

import pygame
import pytest

from game.table.hints import command_places
from test_table_lessons import make_step_by_mouse, open_lesson, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_the_noah_lesson_is_followed_by_mouse_to_its_end(harness):
    bar = open_lesson(harness, "noah", label="NOAH")
    while not bar.lesson.finished:
        step, at = bar.lesson.current, bar.lesson.index
        if step.kind == "do" and not command_places(bar.table, step.do):
            # a move made on a game's own control (NOAH's Ability track): the place the lesson lights
            lit = [pygame.Rect(r) for r in bar.layout()["lesson:lit"]]
            assert lit, f"step {step.number}: nothing lit for {step.do}"
            ability = bar.table.geo.zones[bar.lesson.learner].ability
            assert ability in lit
            harness.click(ability.center)
        else:
            make_step_by_mouse(harness, bar)
        settle(harness, bar)
        assert bar.lesson.index > at, f"step {step.number} was not made: {bar.words()}"
    assert list(bar.table.session.engine.log) == [s.command for s in bar.lesson.steps if s.command is not None]
    assert "lesson:Play a real game" in bar.layout()
