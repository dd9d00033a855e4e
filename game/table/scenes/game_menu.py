"""Esc during a game: resume, save, load, settings, main menu."""
from __future__ import annotations

from game.table import theme
from game.table.scenes.button_scene import ButtonScene
from game.table.widgets.button import Button, stack_buttons


class GameMenu(ButtonScene):
    """A menu over the table; the game stays underneath (and is autosaved on leaving)."""

    opaque = False
    title = "Paused"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [
            Button("Resume", self.back, accent=True),
            Button("Save (Ctrl+S)", self.save),
            Button("Save as scenario", self.save_scenario),
            Button("Load", self.load),
            Button("Rules (F1)", self.rules),
            Button("Settings", self.settings),
            Button("Main menu", self.main_menu),
        ]
        self.resize(app.size)

    def resize(self, size):
        """The title and the buttons inside one panel, centred."""
        natural = 100 + len(self.buttons) * 60 + 20
        self.fit(natural, size[1] - 40)
        height = self.px(natural)
        self.panel_size = (self.px(420), height)
        top = size[1] // 2 - height // 2
        self.title_y = top + self.px(16)
        stack_buttons(self.buttons, size[0] // 2, top + self.px(100), k=self.k)

    def pointer(self, pe):
        if pe.kind == "rules":
            self.rules()        # a pad's rules button here opens them too
            return None
        return super().pointer(pe)

    def save(self):
        self.table.save()
        self.back()

    def save_scenario(self):
        """The game so far as a scenario file (options, seed, commands) for a bug report or a puzzle."""
        path = self.table.save_scenario()
        if path is not None:
            self.back()

    def load(self):
        self.app.open("load")

    def rules(self):
        self.app.open("rules", self.table.session.game)

    def settings(self):
        self.app.open("settings")

    def main_menu(self):
        self.table.on_quit()
        self.app.open_menu()

    def draw_background(self, surface):
        theme.draw_modal(surface, self.panel_size, shade=160, alpha=240)
