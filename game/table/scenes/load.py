"""Load: the saved games in the saves folder, newest first; each can be played on or watched."""
from __future__ import annotations

import pygame

from game.table import saved, theme
from game.table.scenes.button_scene import ButtonScene
from game.table.settings import saves_dir
from game.table.widgets.button import Button

SHOWN = 9        # saves listed (the newest)


class LoadScene(ButtonScene):
    title = "Load a game"
    subtitle_points = 18

    def __init__(self, app):
        super().__init__(app)
        self.rows: list[tuple[Button, Button]] = []
        for info in saved.listed(SHOWN):
            self.rows.append((Button(f"{info.line()}   ({info.kind})", lambda p=info.path: self.open(p), size=18,
                                     tip=info.path.name),
                              Button("Watch", lambda p=info.path: self.watch(p), size=20)))
        self.back_button = Button("Back", self.back, accent=True)
        self.buttons = [b for row in self.rows for b in row] + [self.back_button]
        self.resize(app.size)

    def resize(self, size):
        w, h = size
        natural = 150 + len(self.rows) * 50 + 20 + 48 + 60    # the rows are 960 wide
        self.fit(natural, min(h, natural * (w - 80) / 960))
        px = self.px
        under = self.subtitle_rect()
        top = max(px(150), under.bottom + px(12)) if under is not None else px(150)
        for i, (play, watch) in enumerate(self.rows):
            play.rect = pygame.Rect(w // 2 - px(480), top + i * px(50), px(820), px(42))
            watch.rect = pygame.Rect(w // 2 + px(350), top + i * px(50), px(130), px(42))
        self.back_button.rect = pygame.Rect(w // 2 - px(160), min(h - px(100), top + len(self.rows) * px(50) + px(20)),
                                            px(320), px(48))

    def subtitle(self) -> str:
        return "Click a save to play on from it, or Watch to replay it move by move." if self.rows else ""

    def open(self, path):
        from game.table import launch
        self.refused(launch.open_save(self.app, path))

    def watch(self, path):
        from game.table import launch
        self.refused(launch.watch_save(self.app, path))

    def layout(self):
        """The buttons by their words, and each save's row by its file name (`save:planet-....yaml`)."""
        out = super().layout()
        out.update({f"save:{play.tip}": list(play.rect) for play, _ in self.rows})
        return out

    def draw(self, surface):
        super().draw(surface)
        th = self.screen_theme
        if not self.rows:
            img = th.text(f"No saved games yet in {saves_dir()}. Ctrl+S saves during a game.", 20, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, self.back_button.rect.bottom + 20)))

