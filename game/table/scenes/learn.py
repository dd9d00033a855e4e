"""Learn to play: the lessons in lessons/ (each game's, by its title), "Continue lesson" where one was
left off (game.table.launch opens a lesson on its game's real table)."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game import resources
from game.engine.gamelist import GAMES
from game.table.scenes.button_scene import ButtonScene
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
    subtitle_gap = 14

    def __init__(self, app):
        super().__init__(app)
        from game.table.lesson_session import progress_path
        self.found = lessons()
        for path, _, title in self.found:
            if progress_path(path).is_file():
                self.buttons.append(Button(f"Continue lesson: {title}", lambda p=path: self.open(p, True),
                                           accent=True, size=20))
            self.buttons.append(Button(title, lambda p=path: self.open(p, False), size=20))
        self.buttons.append(Button("Back", self.back, key=pygame.K_b, size=20))
        self.resize(app.size)

    def resize(self, size):
        height = 44 if len(self.buttons) > 6 else 48
        natural = 168 + len(self.buttons) * (height + 10) + 60
        self.fit(natural, min(size[1], natural * (size[0] - 80) / 760))
        self.title_y = self.px(36)
        stack_buttons(self.buttons, size[0] // 2, self.px(168), width=560, height=height, gap=10, k=self.k)

    def open(self, path: Path, resume: bool) -> None:
        from game.table import launch
        self.refused(launch.open_lesson(self.app, path, resume))

    def subtitle(self) -> str:
        return ("Play a real game on the real table, one step at a time: the lesson says what to do and lights "
                "where.") if self.found else "No lessons are installed (the lessons folder is empty)."
