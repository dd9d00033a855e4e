"""Learn to play: the lessons in lessons/ (each game's, by its title), "Continue lesson" where one was
left off; opening a lesson on its game's real table, and the real game that follows it."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game import resources
from game.engine.gamelist import GAMES
from game.table import theme
from game.table.scenes.menu import ButtonScene
from game.table.widgets.button import Button, stack_buttons

log = logging.getLogger(__name__)


def lessons() -> list[tuple[Path, str, str]]:
    """(file, game, title) of every lesson in lessons/, NOAH's first; a file that cannot be read as a
    lesson is left out (`ark-table script` says why)."""
    from game.engine.core.untrusted import read_yaml
    found = []
    for path in sorted(resources.LESSONS.glob("*.yaml")):
        data, problems = read_yaml(path, lines=False)
        lesson = data.get("lesson") if isinstance(data, dict) and not problems else None
        if not isinstance(lesson, dict) or not isinstance(lesson.get("title"), str) or data.get("game") not in GAMES:
            log.warning("%s is not a lesson that can be offered", path)
            continue
        found.append((path, data["game"], lesson["title"]))
    return sorted(found, key=lambda f: (GAMES.index(f[1]), f[0].name))


class LearnScene(ButtonScene):
    title = "Learn to play"
    title_y = 36

    def __init__(self, app):
        super().__init__(app)
        from game.table.lesson_session import progress_path
        self.found = lessons()
        for path, _, title in self.found:
            if progress_path(path).is_file():
                self.buttons.append(Button(f"Continue lesson: {title}", lambda p=path: self.open(p, True),
                                           accent=True, size=20))
            self.buttons.append(Button(title, lambda p=path: self.open(p, False), size=20))
        self.buttons.append(Button("Back", self.back, key=pygame.K_b))
        self.resize(app.size)

    def resize(self, size):
        height = 44 if len(self.buttons) > 6 else 48
        natural = 168 + len(self.buttons) * (height + 10) + 60
        self.fit(natural, min(size[1], natural * (size[0] - 80) / 760))
        self.title_y = self.px(36)
        stack_buttons(self.buttons, size[0] // 2, self.px(168), width=560, height=height, gap=10, k=self.k)

    def open(self, path: Path, resume: bool) -> None:
        error = open_lesson(self.app, path, resume)
        if error:
            self.toasts.show(error, theme.DANGER)

    def draw(self, surface):
        super().draw(surface)
        th = self.screen_theme
        w, h = surface.get_size()
        words = ("Play a real game on the real table, one step at a time: the lesson says what to do and "
                 "lights where.") if self.found else "No lessons are installed (the lessons folder is empty)."
        img = th.text(words, theme.fitting_size(th, words, 20, w - 100), theme.TEXT_DIM)    # whole, never cut
        surface.blit(img, img.get_rect(midtop=(w // 2, self.title_rect().bottom + self.px(14))))


def open_lesson(app, path: Path, resume: bool) -> str | None:
    """The lesson on its game's real table (at the step its progress was left at, with `resume`); an
    error sentence, or None."""
    from game.engine.lesson import load_lesson
    from game.engine.lesson_progress import ProgressError, resume as resume_progress
    from game.engine.scenario import ScenarioError
    from game.table.games import table_entry
    from game.table.lesson_session import LessonSession, progress_path
    from game.table.scenes.lesson_bar import LessonBar
    try:
        lesson = load_lesson(path)
    except ScenarioError as exc:
        return f"The lesson {Path(path).name} cannot be opened: {exc.problems[0]}"
    notice = ""
    progress = progress_path(path)
    if resume and progress.is_file():
        try:
            resume_progress(lesson, progress)
        except ProgressError as exc:
            notice = f"{exc} The lesson starts over."
    session = LessonSession(lesson)
    session.pad_source = app.router.claim_notes
    app.open_menu()
    table = table_entry(lesson.game).scene(app, session, animate_setup=not lesson.scenario.set_up)
    app.push(table)
    app.push(LessonBar(app, table, notice))
    return None


def start_real_game(app, lesson) -> str | None:
    """After a lesson, "Play a real game": the lesson's `then:` game, the learner's seat a person and
    every other seat an easy bot. An error sentence, or None."""
    from game.engine.core.engine import Engine
    from game.engine.games import rules_for
    from game.table.scenes.launch import start_game
    from game.table.session import Session, fresh_seed
    options, seed = dict(lesson.then["options"]), fresh_seed()
    try:
        seats = Session(Engine(rules_for(lesson.game), options, seed)).seats
    except ValueError as exc:
        return str(exc)
    person = lesson.learner if lesson.learner in seats else seats[0]
    return start_game(app, lesson.game, options, seed, bots=[s for s in seats if s != person], strength="easy")
