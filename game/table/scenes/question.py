"""A question over the screen beneath, with an answer per button (asked before something a player
made would be set aside: an unfinished game a new one replaces)."""
from __future__ import annotations

from typing import Callable

from game.table import theme
from game.table.scenes.menu import ButtonScene
from game.table.widgets.button import Button, stack_buttons


class Question(ButtonScene):
    """`lines` of words, then one button per answer (label, what it does); Esc or B is the last answer."""

    opaque = False

    def __init__(self, app, title: str, lines: list[str], answers: list[tuple[str, Callable[[], None]]]):
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.buttons = [Button(label, lambda act=act: self.answer(act), accent=i == 0)
                        for i, (label, act) in enumerate(answers)]
        self.resize(app.size)

    def answer(self, act: Callable[[], None]) -> None:
        self.app.pop(self)
        act()

    def back(self) -> None:
        self.buttons[-1].on_click()

    def resize(self, size):
        width = min(size[0] - 80, 820)
        height = 150 + 30 * len(self.lines) + len(self.buttons) * 60
        self.panel_size = (width, height)
        top = size[1] // 2 - height // 2
        self.title_y = top + 16
        stack_buttons(self.buttons, size[0] // 2, top + 110 + 30 * len(self.lines), width=420)

    def draw_background(self, surface):
        panel = theme.draw_modal(surface, self.panel_size, shade=170, alpha=245)
        th = self.app.theme
        for i, line in enumerate(self.lines):
            img = th.text(line, 20, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, panel.y + 90 + 30 * i)))
