"""A question over the screen beneath, with an answer per button (asked before something a player
made would be set aside: an unfinished game a new one replaces)."""
from __future__ import annotations

from typing import Callable

from game.table import theme
from game.table.scenes.button_scene import ButtonScene
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
        natural = 150 + 30 * len(self.lines) + len(self.buttons) * 60
        self.fit(natural, min(size[1] - 40, natural * (size[0] - 80) / self.widest()))
        width = min(size[0] - 80, self.px(820))
        height = self.px(natural)
        self.panel_size = (width, height)
        top = size[1] // 2 - height // 2
        self.title_y = top + self.px(16)
        stack_buttons(self.buttons, size[0] // 2, top + self.px(110 + 30 * len(self.lines)), width=420, k=self.k)

    def widest(self) -> int:
        """The widest of its lines and title at 100 %, and the panel's room around them."""
        th = self.app.theme
        return max([th.font(20).size(line)[0] + 60 for line in self.lines] + [th.font(56, True).size(self.title)[0] + 60, 820])

    def draw_background(self, surface):
        panel = theme.draw_modal(surface, self.panel_size, shade=170, alpha=245)
        for i, line in enumerate(self.lines):
            img = self.screen_theme.text(line, 20, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, panel.y + self.px(90 + 30 * i))))
