"""A lesson never shows a hidden card it should not (issue 23): at every step of every lesson the
learner looks at (each Continue and each move to make), the frame drawn is pixel-identical when
everything the learner's seat may not see is dealt again (the other seats' hands, face-down cards, the
order of every deck), and the table asks for no view but the learner's. Another seat's move is
checked once it is made, at the next step; its turn is watched in the public view (what every seat may
see), the one other view the table may ask for."""
from __future__ import annotations

import pygame
import pytest

from game import resources
from game.engine.core.rng import Rng
from game.engine.core.rules import PUBLIC
from game.engine.core.serialize import copy_state
from table_harness import screenshot_path
from test_table_lessons import open_shipped_lesson, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def frame(h, bar) -> bytes:
    """The window drawn at one moment of the table's and the bar's clocks, without passing messages."""
    bar.table.toasts.items.clear()
    bar.table.clock = bar.clock = 1.0
    h.app.stack.draw(h.app.screen)
    return pygame.image.tobytes(h.app.screen, "RGB")


def still_frame(h, bar) -> bytes:
    """The frame once the table has shown every move made (its animations skipped) and nothing on it
    moves any more."""
    for _ in range(300):
        bar.table.skip()
        h.frames(2)
        step = bar.lesson.current
        if not bar.table.busy and bar.table.synced_version == bar.session.version and \
                (step is None or step.kind != "play"):
            break
    shown = frame(h, bar)
    for _ in range(30):
        h.frames(10)
        shown, last = frame(h, bar), shown
        if shown == last:
            return shown
    raise AssertionError("the table never stood still")


def redrawn(h, bar) -> bytes:
    bar.session.version += 1          # the table draws again from the (changed) game
    return still_frame(h, bar)


@pytest.mark.parametrize("path", sorted(resources.LESSONS.glob("*.yaml")), ids=lambda p: p.stem)
def test_no_step_of_the_lesson_draws_what_the_learner_may_not_see(harness, path, monkeypatch):
    bar = open_shipped_lesson(harness, path)
    learner, rng = bar.lesson.learner, Rng.seeded(23)
    asked = set()
    real = type(bar.session).view
    monkeypatch.setattr(type(bar.session), "view", lambda self, seat: asked.add(seat) or real(self, seat))
    harness.move((2, 2))              # nothing hovered, nothing shown large
    checked = 0
    while not bar.lesson.finished:
        engine = bar.session.engine   # Undo and a lesson's own replays make a new engine
        before, kept = still_frame(harness, bar), copy_state(engine.state)
        for _ in range(3):            # dealt again until something hidden differs (a game may hide nothing now)
            engine.state = engine.rules.sample_state(kept, learner, rng)
            if engine.state != kept:
                break
        again = redrawn(harness, bar)
        engine.state = kept
        redrawn(harness, bar)
        if again != before:           # the two frames, to look at
            for name, shown in (("shown", before), ("dealt-again", again)):
                pygame.image.save(pygame.image.frombytes(shown, harness.app.size, "RGB"),
                                  screenshot_path(f"lesson-hidden-{path.stem}-{name}.png"))
        assert again == before, f"{path.name} step {bar.lesson.current.number}: the frame shows something hidden"
        checked += 1
        bar.skip()
        settle(harness, bar)
    assert checked == len([s for s in bar.lesson.steps if s.kind in ("do", "continue")])
    assert asked <= {learner, PUBLIC}, f"the table asked for the views of seats {sorted(asked)}"
