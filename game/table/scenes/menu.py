"""The main menu: new game, continue, learn to play, load, card preview, settings, quit."""
from __future__ import annotations

import sys

import pygame

from game import __version__
from game.applog import logger
from game.table import theme
from game.table.autosaves import latest_autosave
from game.table.scenes.button_scene import ButtonScene
from game.table.widgets.button import Button, stack_buttons

log = logger(__name__)


class MainMenu(ButtonScene):
    title = "Ark Table"
    subtitle_points = 22

    def __init__(self, app):
        super().__init__(app)
        self.buttons = [
            Button("New game", self.new_game, key=pygame.K_n, accent=True),
            Button("Continue", self.resume, enabled=latest_autosave() is not None, key=pygame.K_c),
            Button("Learn to play", self.learn, key=pygame.K_t),
            Button("Load", self.load, key=pygame.K_l),
            *self.screen_buttons(),
            Button("Card preview", self.preview, key=pygame.K_p),
            Button("Settings", self.settings, key=pygame.K_s),
            Button("Quit", self.app.quit, key=pygame.K_q),
        ]
        self.resize(app.size)

    def screen_buttons(self) -> list[Button]:
        """A button for each further screen a game offers (a deck-building screen)."""
        from game.table.games import table_entry, table_games
        found = []
        for game in table_games():
            for label, letter, scene in table_entry(game).screens:
                found.append(Button(label, lambda make=scene: self.app.push(make(self.app)),
                                    key=pygame.key.key_code(letter)))
        return found

    def on_enter(self):
        self.buttons[1].enabled = latest_autosave() is not None

    def warm(self) -> None:
        """Warm what comes next while the menu is up: the autosave's game if there is one (Continue),
        else the default new game. Only after the first frame: asking imports nothing heavy."""
        if self.app.first_frame_at is None:
            return
        from game.table.games import table_entry, table_games
        try:
            latest = latest_autosave()
            if latest is not None:
                entry = table_entry(latest.stem.removeprefix("autosave-"))
                if entry.warm_save:
                    entry.warm_save(self.app, latest)
            else:
                entry = table_entry(table_games()[0])
                if entry.warm_new:
                    entry.warm_new(self.app, None, 0)
        except Exception:  # warming is a nicety; the menu must work without it
            log.warning("warming the next game failed", exc_info=True)

    def resize(self, size):
        """The title, its line, then the buttons in a column above the hint line, as large as the text-size
        setting asks where the window is tall enough."""
        column = len(self.buttons) * 60 - 12
        self.fit(60 + 56 + 8 + 22 + 30 + column + 16 + 18 + 36, size[1])
        self.title_y = self.px(60)
        top = max(self.px(60 + 56 + 8 + 22 + 30), (size[1] - self.px(column)) // 2 - self.px(40))
        stack_buttons(self.buttons, size[0] // 2, top, k=self.k)

    def back(self):
        pass  # Escape on the main menu does nothing; Quit is a button

    def new_game(self):
        self.app.open("new_game")

    def learn(self):
        self.app.open("learn")

    def resume(self):
        from game.table import launch   # the engine comes in with it: not before the first frame
        self.refused(launch.resume_autosave(self.app))

    def load(self):
        self.app.open("load")

    def preview(self):
        """Open the real card preview tool (game/preview) in its own window.

        It runs as a separate program: it owns its window, its frame loop and `pygame.quit()`, so it
        cannot live inside this window as a scene."""
        import subprocess   # here, not before the menu's first frame
        try:
            self.preview_process = subprocess.Popen([sys.executable, "-m", "game", "preview"])
        except OSError as exc:
            self.toasts.show(f"The card preview could not start: {exc.strerror or exc}.", theme.DANGER)
            return
        self.toasts.show("The card preview opens in its own window (a separate program): "
                         "save a card's YAML and it redraws.", theme.OK)

    def settings(self):
        self.app.open("settings")

    def subtitle(self) -> str:
        return "Three card games on one screen, every rule enforced"

    def draw(self, surface):
        super().draw(surface)
        th = self.screen_theme
        w, h = surface.get_size()
        hint = th.text("F11 full screen  -  mouse, keyboard (arrows, Enter) or a gamepad", 18, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - self.px(36))))
        version = th.text(f"version {__version__}", 16, theme.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(w - 44, h - self.px(36))))
