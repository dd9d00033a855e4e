"""Learn to play at the table, driven by real pygame events: the lessons listed by title, a lesson
followed to its end by mouse (each game) and by keyboard, a wrong move refused with the lesson's words,
Undo, Leave and come back at the same step, a broken progress file, Play a real game, and the words
fitting their panel at 1280x720, 1920x1080 and the largest scale setting."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import resources
from game.engine.lesson import load_lesson
from game.table.lesson_session import LessonSession, progress_path
from game.table.scenes.learn import LearnScene, lessons
from game.table.scenes.lesson_bar import LessonBar
from table_harness import Harness

OWN = Path(__file__).resolve().parents[1] / "lessons"      # the lesson engine's tiny lessons
TITLES = {"noah": "NOAH (test)", "planet": "Noah Planet (test)", "beast": "Nature of the Beast (test)"}

pytestmark = pytest.mark.usefixtures("shared_sprite_cache", "own_lessons")


@pytest.fixture
def own_lessons(monkeypatch):
    monkeypatch.setattr(resources, "LESSONS", OWN)


def centre(rect):
    return (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)


def learn(h) -> LearnScene:
    h.frames(2)
    h.click(centre(h.top.layout()["button:Learn to play"]))
    assert isinstance(h.top, LearnScene)
    return h.top


def open_shipped_lesson(h, path: Path) -> LessonBar:
    """A lesson of lessons/ opened as a player opens it: Learn to play, then its title."""
    return open_lesson(h, "", next(t for p, _, t in lessons() if p == path))


def open_lesson(h, game: str, label: str | None = None) -> LessonBar:
    learn(h)
    h.click(centre(h.top.layout()[f"button:{label or TITLES[game]}"]))
    assert isinstance(h.top, LessonBar)
    settle(h, h.top)
    return h.top


def settle(h, bar: LessonBar, tries: int = 600) -> None:
    """Frames until the table is still and no other seat's move is due."""
    for _ in range(tries):
        h.frames(1)
        step = bar.lesson.current
        if not bar.table.busy and bar.table.synced_version == bar.session.version and \
                (step is None or step.kind != "play"):
            break
    h.frames(2)


def make_step_by_mouse(h, bar: LessonBar) -> None:
    """What a learner does with the mouse: press Continue, or act on the lit places (a card dragged to
    its lit target, or clicked; End turn pressed twice; a gather's lit Confirm)."""
    step, before = bar.lesson.current, bar.lesson.index
    if step.kind == "continue":
        h.click(centre(bar.layout()["lesson:Continue"]))
        return
    places = bar.table.moves.places(step.do)
    assert places, f"step {step.number}: nothing lit for {step.do}"
    assert all(r in [pygame.Rect(x) for x in bar.layout()["lesson:lit"]] for r in places)
    key = bar.table.adapter.drop_key(step.do)
    drop = bar.table.drop_rects().get(key) if key else None      # a pile is a target and a card to pick up
    picks = [r for r in places if r != drop and bar.table.pick_at(r.center) is not None]
    targets = [drop] if drop is not None else [r for r in places if r not in picks]
    if picks and targets:
        h.drag(picks[0].center, targets[0].center)
        pressed = [picks[0], targets[0]]
    else:
        h.click(places[0].center)
        pressed = [places[0]]
    choice = bar.table.picking.choices.get("mouse")
    if choice is not None:                           # the drop's menu: the line of the lesson's move
        line = [c for _, c in choice.options].index(step.do)
        h.click(bar.table.picking.choice_rects(choice)[1][line].center)
    settle(h, bar)
    for _ in range(8):      # a gather's lit cards one by one, then its Confirm; End turn asked again
        if bar.lesson.index != before:
            return
        again = bar.table.moves.places(step.do)
        rest = [r for r in again if r not in pressed] or again[-1:]
        h.click(rest[0].center)
        pressed.append(rest[0])
        settle(h, bar)


@pytest.mark.parametrize("game", ["noah", "planet", "beast"])
def test_a_lesson_is_followed_by_mouse_to_its_end_on_its_games_real_table(harness, game):
    bar = open_lesson(harness, game)
    table = bar.table
    assert type(table).__module__ == f"game.table.{game}.scene" and isinstance(table.session, LessonSession)
    assert table.viewer == bar.lesson.learner and not table.desk.passed_around()     # no hand-off screen
    while not bar.lesson.finished:
        at = bar.lesson.index
        make_step_by_mouse(harness, bar)
        settle(harness, bar)
        assert bar.lesson.index > at, f"step {bar.lesson.steps[at].number} was not made: {bar.words()}"
    wanted = [s.command for s in bar.lesson.steps if s.command is not None]
    assert list(table.session.engine.log) == wanted
    assert "lesson:Play a real game" in bar.layout()
    harness.screenshot(f"/tmp/lesson-{game}-end.png")


def test_learn_to_play_lists_each_games_lesson_by_title_noah_first(harness):
    screen = learn(harness)
    labels = [b.label for b in screen.buttons]
    assert labels == [TITLES["noah"], TITLES["planet"], TITLES["beast"], "Back"]
    harness.screenshot("/tmp/lesson-learn.png")


def test_a_wrong_move_is_refused_with_the_lessons_words(harness):
    bar = open_lesson(harness, "beast")
    make_step_by_mouse(harness, bar)                 # Continue
    assert bar.lesson.current.do.pen == 0
    pens = [k for k in bar.table.layout() if k.startswith("pen:0:2:")]
    harness.click(centre(bar.table.layout()[pens[0]]))     # the third recruit, not the first
    settle(harness, bar)
    assert bar.table.session.engine.log == []
    assert any(t[0] == "Not yet: first turn up the first recruit." for t in bar.table.toasts.items)
    harness.screenshot("/tmp/lesson-refused.png")


def test_end_turn_where_the_step_asks_for_something_else_says_the_lessons_words(harness):
    """Found in the real window: E on a lesson's first steps said "It is Seat 1's turn." to Seat 1."""
    bar = open_lesson(harness, "beast")
    harness.key(pygame.K_e)
    settle(harness, bar)
    assert any(t[0] == "Not yet: read this, then press Continue." for t in bar.table.toasts.items)
    make_step_by_mouse(harness, bar)                 # Continue
    harness.key(pygame.K_e)
    settle(harness, bar)
    assert any(t[0] == "Not yet: first turn up the first recruit." for t in bar.table.toasts.items)
    assert not any("turn." in t[0] and t[0].startswith("It is") for t in bar.table.toasts.items)
    assert bar.table.session.engine.log == []


def test_undo_goes_back_to_the_learners_last_move(harness):
    bar = open_lesson(harness, "beast")
    for _ in range(3):
        make_step_by_mouse(harness, bar)             # Continue, turn up, draw the Tricks
    assert len(bar.table.session.engine.log) == 2
    harness.click(centre(bar.layout()["lesson:Undo"]))
    settle(harness, bar)
    assert bar.lesson.current.say == "Now draw your Tricks."
    assert len(bar.table.session.engine.log) == 1


def test_leaving_and_coming_back_returns_to_the_same_step(harness):
    bar = open_lesson(harness, "beast")
    for _ in range(3):
        make_step_by_mouse(harness, bar)
    at, log = bar.lesson.index, list(bar.table.session.engine.log)
    harness.click(centre(bar.layout()["lesson:Leave"]))
    assert isinstance(harness.top, LearnScene)
    assert progress_path(OWN / "beast.yaml").is_file()
    labels = [b.label for b in harness.top.buttons]
    assert f"Continue lesson: {TITLES['beast']}" in labels
    harness.click(centre(harness.top.layout()[f"button:Continue lesson: {TITLES['beast']}"]))
    again = harness.top
    assert isinstance(again, LessonBar) and again is not bar
    settle(harness, again)
    assert again.lesson.index == at and list(again.table.session.engine.log) == log


def test_a_broken_progress_file_starts_the_lesson_over_with_a_sentence(harness):
    path = progress_path(OWN / "beast.yaml")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("format: ark-table-lesson-progress\nversion: 1\ngame: beast\nlesson: beast.yaml\nstep: 3\n"
                    "commands: []\nstate_hash: x\n")
    bar = open_lesson(harness, "beast", f"Continue lesson: {TITLES['beast']}")
    assert bar.lesson.index == 0
    words = [t[0] for t in bar.table.toasts.items]
    assert any("does not fit the lesson" in w and w.endswith("The lesson starts over.") for w in words)


def test_play_a_real_game_starts_one_against_an_easy_bot(harness):
    bar = open_lesson(harness, "beast")
    while not bar.lesson.finished:
        bar.skip() if bar.lesson.current.command is not None else bar.advance()
        settle(harness, bar)
    harness.click(centre(bar.layout()["lesson:Play a real game"]))
    harness.frames(3)
    table = next(s for s in reversed(harness.app.stack.scenes) if hasattr(s, "session"))
    assert not isinstance(table.session, LessonSession) and not any(isinstance(s, LessonBar)
                                                                     for s in harness.app.stack.scenes)
    assert table.session.game == "beast" and table.session.bots == {1} and table.session.strength == "easy"
    assert table.session.engine.options["decks"] == ["farm", "forest"]


def key_to(h, bar: LessonBar, wanted: str, tries: int = 40) -> None:
    """Arrow keys from the keyboard's focus toward the focus item `wanted`, as a person steps to it."""
    inputs = bar.table.inputs
    for _ in range(tries):
        items = inputs.items("keys")
        target = next(i for i in items if i.key == wanted)
        now = inputs.focus.current(items) if inputs.focus.visible else None
        if now is not None and now.key == wanted:
            return
        if now is None:
            h.key(pygame.K_RIGHT)
            continue
        dx, dy = target.point[0] - now.point[0], target.point[1] - now.point[1]
        if abs(dx) >= abs(dy):
            h.key(pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        else:
            h.key(pygame.K_DOWN if dy > 0 else pygame.K_UP)
    raise AssertionError(f"the arrows never reached {wanted}")


def test_a_lesson_is_followed_by_keyboard_alone(harness):
    bar = open_lesson(harness, "beast")
    key_to(harness, bar, "overlay:lesson:Continue")
    harness.key(pygame.K_RETURN)
    settle(harness, bar)
    assert bar.lesson.current.kind == "do"
    key_to(harness, bar, "place:pen:0:0")            # the lit recruit
    harness.key(pygame.K_RETURN)
    settle(harness, bar)
    assert list(bar.table.session.engine.log) == [bar.lesson.steps[1].do]
    key_to(harness, bar, "overlay:lesson:Skip")      # the next step made for the learner
    harness.key(pygame.K_RETURN)
    settle(harness, bar)
    assert len(bar.table.session.engine.log) == 2
    key_to(harness, bar, "overlay:lesson:Undo")
    harness.key(pygame.K_RETURN)
    settle(harness, bar)
    assert len(bar.table.session.engine.log) == 1


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.5),
                                         ((1280, 720), 0.8), ((1920, 1080), 0.8), ((1920, 1080), 1.5)])
def test_every_lessons_words_fit_their_panel_and_nothing_overlaps(size, scale, tmp_path):
    """Every step of every lesson (lessons/ and the tests' own), at each size and the largest scale."""
    h = Harness(size=size)
    try:
        h.app.settings.ui_scale = scale
        h.frames(2)
        h.click(centre(h.top.layout()["button:Learn to play"]))
        h.click(centre(h.top.layout()[f"button:{TITLES['noah']}"]))
        bar = h.top
        settle(h, bar)
        h.screenshot(f"/tmp/lesson-{size[0]}x{size[1]}-{scale}.png")
        words = bar.text_rect()
        assert bar.panel.bottom == size[1] and bar.panel.w == size[0]
        assert bar.panel.contains(words)
        for b in bar.buttons:
            assert bar.panel.contains(b.rect) and not b.rect.colliderect(words)
            assert h.app.theme.font(b.size).size(b.label)[0] <= b.rect.w - 12
        for other in bar.buttons:
            assert all(b is other or not b.rect.colliderect(other.rect) for b in bar.buttons)
        for path in sorted(resources.LESSONS.glob("*.yaml")) + sorted(Path(resources.__file__).parents[1]
                                                                         .joinpath("lessons").glob("*.yaml")):
            for step in load_lesson(path).steps:
                if step.say:
                    _, lines, fits = bar.fitted(step.say)
                    assert fits, f"{path.name} step {step.number}: the words do not fit the panel at {size} x{scale}"
        assert bar.table.geo.size[1] <= size[1] - bar.panel.h      # the table above the panel, not under it
    finally:
        h.close()
