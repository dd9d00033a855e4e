"""The main menu: new game, continue, load, card preview, settings, quit."""
from __future__ import annotations

import logging
import subprocess
import sys

import pygame

from game import __version__
from game.table import theme
from game.table.scenes.base import Scene
from game.table.widgets.button import Button, stack_buttons
from game.table.widgets.toast import Toasts

log = logging.getLogger(__name__)


class ButtonScene(Scene):
    """A scene made of buttons, driven by mouse, pad cursors and keys alike."""

    title = ""
    title_y = 60     # the title's top

    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[Button] = []
        self.toasts = Toasts()
        self.focus = 0

    def process_event(self, event):
        for pe in self.app.router.translate(event):
            for b in self.buttons:
                if b.handle(pe):
                    return None
        if event.type == pygame.KEYDOWN:
            for b in self.buttons:
                if b.handle_key(event):
                    return None
            enabled = [b for b in self.buttons if b.enabled]
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_UP) and enabled:
                step = -1 if event.key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(enabled)
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and enabled:
                enabled[self.focus % len(enabled)].on_click()
                return None
            if event.key == pygame.K_ESCAPE:
                self.back()
                return None
        return None

    def back(self) -> None:
        self.app.pop(self)

    def title_rect(self) -> pygame.Rect:
        """Where the title is drawn (nothing else may sit there)."""
        if not self.title:
            return pygame.Rect(self.app.size[0] // 2, self.title_y, 0, 0)
        w, h = self.app.theme.font(56, True).size(self.title)
        return pygame.Rect(self.app.size[0] // 2 - w // 2, self.title_y, w, h)

    def update(self, dt):
        self.app.router.update(dt)
        self.toasts.update(dt)
        self.warm()
        self.app.warmup.step()

    def warm(self) -> None:
        """Name the game to warm card pictures for while this screen is up (none by default)."""

    def draw_background(self, surface):
        surface.fill(theme.FELT_DARK)
        w, h = surface.get_size()
        pygame.draw.rect(surface, theme.FELT, (24, 24, w - 48, h - 48), border_radius=28)
        pygame.draw.rect(surface, theme.RIM, (24, 24, w - 48, h - 48), 6, border_radius=28)

    def draw(self, surface):
        self.draw_background(surface)
        th = self.app.theme
        w, h = surface.get_size()
        if self.title:
            img = th.text(self.title, 56, theme.ACCENT, bold=True)
            surface.blit(img, self.title_rect())
        enabled = [b for b in self.buttons if b.enabled]
        for b in self.buttons:
            b.draw(surface, th)
        if enabled:
            focus = enabled[self.focus % len(enabled)]
            pygame.draw.rect(surface, theme.GLOW, focus.rect.inflate(6, 6), 2, border_radius=10)
        self.draw_pad_cursors(surface)
        self.toasts.draw(surface, th, (w // 2, h - 40))

    def draw_pad_cursors(self, surface):
        for cursor in self.app.router.pads.values():
            colour = self.app.theme.seat_colour(cursor.seat if cursor.seat is not None else cursor.instance_id)
            draw_cursor(surface, cursor.pos, colour, "" if cursor.seat is None else str(cursor.seat + 1), self.app.theme)


def draw_cursor(surface, pos, colour, label: str, th) -> None:
    """A pad's arrow cursor in its seat's colour, with the seat number beside it."""
    x, y = pos
    pts = [(x, y), (x, y + 26), (x + 7, y + 19), (x + 12, y + 30), (x + 17, y + 28), (x + 12, y + 17), (x + 21, y + 17)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, (10, 10, 10), pts, 2)
    if label:
        img = th.text(label, 18, (10, 10, 10), bold=True)
        pygame.draw.circle(surface, colour, (x + 26, y + 30), 11)
        surface.blit(img, img.get_rect(center=(x + 26, y + 30)))


class MainMenu(ButtonScene):
    title = "Ark Table"

    def __init__(self, app):
        super().__init__(app)
        from game.table.scenes import launch
        self.launch = launch
        self.buttons = [
            Button("New game", self.new_game, key=pygame.K_n, accent=True),
            Button("Continue", self.resume, enabled=launch.latest_autosave() is not None, key=pygame.K_c),
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
        self.buttons[1].enabled = self.launch.latest_autosave() is not None

    def warm(self) -> None:
        """Warm what comes next while the menu is up: the autosave's game if there is one (Continue),
        else the default new game. Only after the first frame: asking imports nothing heavy."""
        if self.app.first_frame_at is None:
            return
        from game.table.games import table_entry, table_games
        try:
            latest = self.launch.latest_autosave()
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
        stack_buttons(self.buttons, size[0] // 2, max(160, size[1] // 2 - 170))

    def back(self):
        pass  # Escape on the main menu does nothing; Quit is a button

    def new_game(self):
        from game.table.scenes.new_game import NewGameScene
        self.app.push(NewGameScene(self.app))

    def resume(self):
        error = self.launch.resume_autosave(self.app)
        if error:
            self.toasts.show(error, theme.DANGER)

    def load(self):
        from game.table.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

    def preview(self):
        """Open the real card preview tool (game/preview) in its own window.

        It runs as a separate program: it owns its window, its frame loop and `pygame.quit()`, so it
        cannot live inside this window as a scene."""
        try:
            self.preview_process = subprocess.Popen([sys.executable, "-m", "game", "preview"])
        except OSError as exc:
            self.toasts.show(f"The card preview could not start: {exc.strerror or exc}.", theme.DANGER)
            return
        self.toasts.show("The card preview opens in its own window (a separate program): "
                         "save a card's YAML and it redraws.", theme.OK)

    def settings(self):
        from game.table.scenes.settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def draw(self, surface):
        super().draw(surface)
        th = self.app.theme
        w, h = surface.get_size()
        sub = th.text("Three card games on one screen, every rule enforced", 22, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, 124)))
        hint = th.text("F11 full screen  -  mouse, keyboard (arrows, Enter) or a gamepad", 18, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 36)))
        version = th.text(f"version {__version__}", 16, theme.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(w - 44, h - 36)))

    def layout(self):
        return {f"button:{b.label}": list(b.rect) for b in self.buttons}
