"""Load: the saved games in the saves folder, newest first."""
from __future__ import annotations

import time

from game.table import theme
from game.table.scenes.menu import ButtonScene
from game.table.settings import saves_dir
from game.table.widgets.button import Button, stack_buttons


class LoadScene(ButtonScene):
    title = "Load a game"

    def __init__(self, app):
        super().__init__(app)
        folder = saves_dir()
        files = sorted(folder.glob("*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.is_dir() else []
        self.buttons = []
        for path in files[:9]:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            self.buttons.append(Button(f"{path.stem}   ({when})", lambda p=path: self.open(p), size=20))
        self.buttons.append(Button("Back", self.back, accent=True))
        self.resize(app.size)

    def resize(self, size):
        stack_buttons(self.buttons, size[0] // 2, 150, width=640, height=42, gap=8)

    def open(self, path):
        from game.table.scenes import launch
        error = launch.open_save(self.app, path)
        if error:
            self.toasts.show(error, theme.DANGER)

    def draw(self, surface):
        super().draw(surface)
        if len(self.buttons) == 1:
            img = self.app.theme.text(f"No saved games yet in {saves_dir()}. Ctrl+S saves during a game.", 20,
                                      theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(surface.get_width() // 2, self.buttons[0].rect.bottom + 20)))
