"""The end of a game, for every game: who won, what happened (the game's adapter says), play again."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.scenes.button_scene import ButtonScene
from game.table.widgets.button import Button, stack_buttons


class GameOver(ButtonScene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [Button("Play again", self.again, accent=True, key=pygame.K_a),
                        Button("Look at the table", self.back), Button("Main menu", self.app.open_menu)]
        self.resize(app.size)

    def resize(self, size):
        self.fit(720, size[1])
        stack_buttons(self.buttons, size[0] // 2, size[1] - self.px(3 * 60 + 50), k=self.k)

    def again(self):
        from game.table import launch
        self.refused(launch.play_again(self.app, self.table))

    @property
    def outcome_title(self) -> str:
        """The outcome in a few words, as drawn at the top."""
        return self.table.adapter.outcome_title()[0]

    def summary(self) -> list[str]:
        return self.table.adapter.summary()

    def draw_background(self, surface):
        th = self.app.theme
        w, h = surface.get_size()
        rect = theme.draw_modal(surface, (min(max(self.px(900), w // 2), w - 60), h - 80), alpha=255)
        title, good = self.table.adapter.outcome_title()
        size = theme.fitting_size(self.screen_theme, title, 64, rect.w - 40, bold=True, least=24)   # never cut
        img = self.screen_theme.text(title, size, theme.OK if good else theme.DANGER, bold=True)
        surface.blit(img, img.get_rect(midtop=(w // 2, rect.y + self.px(20))))
        y = rect.y + self.px(110)
        # readable from the couch at any window size, and as large as the text-size setting asks
        size = max(self.px(20), int(20 * min(w / 1280, h / 720)))
        font = th.font(size)
        bottom = self.buttons[0].rect.top - 16
        for line in self.summary():
            for part in theme.wrap(font, line, rect.w - 60):
                if y + size > bottom:
                    return
                img = th.text(part, size, theme.TEXT)
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += int(size * 1.3)
