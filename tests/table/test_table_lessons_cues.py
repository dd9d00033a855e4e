"""A lesson's lit places are told by more than colour (issue 23, "with the colour-blind cues"): with the
colour-blind setting on and the frame seen in grey alone, the table around the lit places is darker,
each lit place has a dark-edged ring and an arrow pointing at it that nods with the pulse, and no arrow
covers the lesson's panel."""
from __future__ import annotations

import math

import pygame
import pytest

from test_table_lessons import centre, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def grey(surface: pygame.Surface) -> pygame.Surface:
    """The frame as someone who tells no colours apart sees it: its light alone."""
    return pygame.transform.grayscale(surface)


def light(surface: pygame.Surface, pos) -> int:
    return surface.get_at((int(pos[0]), int(pos[1]))).r


def frame(h, bar, clock: float, lit: bool = True) -> pygame.Surface:
    """One frame of the table and the bar at a beat of the pulse (lit: the step's places lit, or not)."""
    bar.clock = clock
    if not lit:
        bar.lit = lambda: []
    h.app.stack.draw(h.app.screen)
    if not lit:
        del bar.lit
    return grey(h.app.screen)


def open_beast(h):
    h.app.settings.colour_blind = True
    h.app.apply_settings()
    h.frames(2)
    h.click(centre(h.top.layout()["button:Learn to play"]))
    h.click(centre(h.top.layout()["button:Nature of the Beast"]))
    bar = h.top
    settle(h, bar)
    return bar


def test_the_lit_places_are_told_by_light_and_shape_not_by_colour_alone(harness):
    bar = open_beast(harness)
    assert harness.app.theme.colour_blind
    while bar.lesson.current.kind != "do":          # the first move: turn up the first recruit, lit
        bar.advance()
        settle(harness, bar)
    lit = bar.lit()
    assert lit
    still = math.asin(-1) / 5                        # the pulse at 0: the ring tight, the arrows back
    shown = frame(harness, bar, still)
    harness.screenshot("/tmp/lesson-cues-colour-blind.png")
    pygame.image.save(shown, "/tmp/lesson-cues-grey.png")
    plain = frame(harness, bar, still, lit=False)
    arrows = bar.arrows(lit)
    assert len(arrows) == len(lit)
    for rect, points in zip(lit, arrows):
        tip = points[2]
        middle = (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)
        assert not rect.inflate(10, 10).collidepoint(middle), "the arrow points at the place, not over it"
        assert rect.left <= tip[0] <= rect.right and min(abs(tip[1] - rect.top), abs(tip[1] - rect.bottom)) < 30
        assert abs(light(shown, middle) - light(plain, middle)) > 60, "the arrow shows in grey alone"
        ring = rect.inflate(10, 10)
        width = max(2, int(3 * bar.scale))
        assert light(shown, (ring.centerx, ring.top + width // 2)) > 120       # the ring: bright ...
        assert light(shown, (ring.centerx, ring.top - 3)) < 20                 # ... on a dark edge
    around = [(x, y) for x in range(20, bar.panel.w, 97) for y in range(20, bar.panel.y, 61)
              if not any(r.inflate(60, 60).collidepoint(x, y) for r in lit)]
    darker = sum(light(shown, p) for p in around) / sum(light(plain, p) for p in around)
    assert darker < 0.75, "the rest of the table is dimmed"
    bar.clock = math.asin(1) / 5                     # the pulse at 1: the arrows have nodded toward the places
    assert all(a[2] != b[2] for a, b in zip(arrows, bar.arrows(lit)))


def test_no_arrow_leaves_the_table_or_covers_the_panel_in_a_whole_lesson(harness):
    bar = open_beast(harness)
    room = pygame.Rect(0, 0, bar.panel.w, bar.panel.y)
    while not bar.lesson.finished:
        settle(harness, bar)
        for points in bar.layout()["lesson:arrows"]:
            corners = list(zip(points[::2], points[1::2]))
            assert all(room.collidepoint(p) for p in corners), f"step {bar.lesson.current.number}: {corners}"
        bar.skip()
