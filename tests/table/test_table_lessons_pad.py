"""A lesson followed by a gamepad alone (an SDL virtual controller, headless): Learn to play and the
lesson chosen with the d-pad and A, the lesson bar's buttons and every lit place reached with the
d-pad and pressed with A, a wrong move refused in the lesson's own words. Skipped where pygame was
built without its own SDL (the virtual pads need SDL's library)."""
from __future__ import annotations

import pygame
import pytest

from game import resources
from game.table import theme
from game.table.scenes.learn import lessons
from game.table.scenes.lesson_bar import LessonBar
from lesson_by_focus import Gamepad, make_step
from test_table_lessons import settle
from virtual_pads import A, DOWN, UP, VirtualPad, sdl_library

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


@pytest.fixture
def pad(harness):
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("pygame-ce's own SDL library is not there (a build against a system SDL)")
    harness.frames(1)           # the program looks for gamepads once its first frame is up
    plugged = VirtualPad(sdl)
    harness.frames(2)
    yield Gamepad(harness, plugged)
    plugged.unplug()
    pygame.event.clear()


def choose(h, pad: Gamepad, label: str) -> None:
    """A button of a menu screen by the d-pad and A."""
    for _ in range(20):
        rect = pygame.Rect(h.top.layout()[f"button:{label}"])
        if rect.collidepoint(pad.cursor.pos):
            pad.button(A)
            return
        pad.button(DOWN if rect.centery > pad.cursor.y else UP)
    raise AssertionError(f"the d-pad never reaches {label}")


def open_by_pad(h, pad: Gamepad, title: str) -> LessonBar:
    h.frames(2)
    choose(h, pad, "Learn to play")
    choose(h, pad, title)
    bar = h.top
    assert isinstance(bar, LessonBar)
    settle(h, bar)
    return bar


@pytest.mark.parametrize("path", sorted(resources.LESSONS.glob("*.yaml")), ids=lambda p: p.stem)
def test_the_lesson_is_followed_by_a_gamepad_alone(harness, pad, path):
    bar = open_by_pad(harness, pad, next(t for p, _, t in lessons() if p == path))
    while not bar.lesson.finished:
        step, at = bar.lesson.current, bar.lesson.index
        make_step(harness, bar, pad, settle)
        settle(harness, bar)
        assert bar.lesson.index > at, f"{path.name} step {step.number} was not made: {bar.words()}"
    assert list(bar.table.session.engine.log) == [s.command for s in bar.lesson.steps if s.command is not None]
    pad.go(bar.table, "overlay:lesson:Play a real game")


def test_a_wrong_move_by_the_gamepad_is_refused_in_the_lessons_words(harness, pad):
    bar = open_by_pad(harness, pad, "Nature of the Beast")
    table = bar.table
    while bar.lesson.current.kind == "continue":
        make_step(harness, bar, pad, settle)
        settle(harness, bar)
    step = bar.lesson.current
    assert step.do.pen == 0
    pad.go(table, "place:pen:0:2")                   # the third recruit, not the lit first one
    pad.press()
    settle(harness, bar)
    assert table.session.engine.log == [] and bar.lesson.current is step
    assert any(t[0] == step.refusal() for t in table.toasts.items), table.toasts.items
    harness.screenshot("/tmp/lesson-pad-refused.png")
    pad.go(table, "overlay:lesson:Undo")             # the bar's buttons: Undo says there is nothing yet
    harness.frames(1)
    undo = pygame.Rect(bar.layout()["lesson:Undo"])
    edge = [harness.app.screen.get_at((undo.left - 2, y))[:3] for y in range(undo.top, undo.bottom)]
    assert edge.count(theme.TEXT) > undo.h // 2, "the pad's cursor shows what it is on, over the lesson's panel too"
    harness.screenshot("/tmp/lesson-pad-on-undo.png")
    pad.press()
    assert any(t[0].startswith("There is nothing to undo yet") for t in table.toasts.items)
    make_step(harness, bar, pad, settle)             # the lit recruit
    settle(harness, bar)
    assert table.session.engine.log == [step.do]
