"""The main menu: new game, continue, learn to play, load, card preview, settings, quit."""
from __future__ import annotations

import logging
import math
import sys

import pygame

from game import __version__
from game.table import theme
from game.table.autosaves import latest_autosave
from game.table.focus import Focus, Focusable, draw_ring
from game.table.scenes.base import Scene
from game.table.widgets.button import Button, pad_step, stack_buttons
from game.table.widgets.toast import Toasts

log = logging.getLogger(__name__)


class ButtonScene(Scene):
    """A scene made of buttons, driven by the mouse, pad cursors and keys alike: the arrows (or a
    pad's d-pad) step between buttons, Enter (or A) presses, Esc (or B) goes back."""

    title = ""
    title_y = 60     # the title's top

    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[Button] = []
        self.toasts = Toasts()
        self.focus = Focus()
        self.focus.visible = True
        self.clock = 0.0

    # -- focus --------------------------------------------------------------------------------------
    def focus_items(self) -> list[Focusable]:
        return [Focusable(b.name or str(i), b.rect) for i, b in enumerate(self.buttons) if b.enabled]

    def focused(self) -> Button | None:
        items = self.focus_items()
        item = self.focus.current(items) or (items[0] if items else None)
        return self.button_of(item)

    def button_of(self, item: Focusable | None) -> Button | None:
        if item is None:
            return None
        return next((b for i, b in enumerate(self.buttons) if (b.name or str(i)) == item.key), None)

    def focus_on(self, button: Button) -> None:
        self.focus.set(next((i for i in self.focus_items() if self.button_of(i) is button), None))

    # -- input --------------------------------------------------------------------------------------
    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            for b in self.buttons:
                if b.handle_key(event):
                    return None
        return event

    def pointer(self, pe):
        kind = pe.kind
        if kind == "pad_input":
            return pe           # an unknown pad: the App opens the button-mapping screen
        if kind == "nav":
            self.navigate(pe)
        elif kind == "activate":
            button = self.focused()
            if button is not None:
                button.on_click()
        elif kind == "cancel":
            self.back()
        elif kind == "menu":
            self.menu_pressed(pe)
        elif kind == "move":
            for b in self.buttons:
                b.handle(pe)
                if pe.pointer == "mouse" and "mouse" in b.hovering and b.enabled:
                    self.focus_on(b)      # the mouse and the keyboard agree on what Enter presses
        elif kind in ("down", "up"):
            for b in self.buttons:
                if b.handle(pe):
                    break
        return None

    def navigate(self, pe) -> None:
        """Arrows move the keyboard's focus; a pad's d-pad snaps its cursor to the next button."""
        items = self.focus_items()
        if pe.pointer == "keys":
            if self.focus.current(items) is None:
                self.focus_on(self.focused())
            self.focus.move(items, pe.dir, pe.amount)
            return
        pad_step(self.app.router, self.buttons, items, pe)

    def menu_pressed(self, pe) -> None:
        """A pad's Start: goes back (closes the pause menu) unless a screen says otherwise."""
        self.back()

    def back(self) -> None:
        self.app.pop(self)

    def title_rect(self) -> pygame.Rect:
        """Where the title is drawn (nothing else may sit there)."""
        if not self.title:
            return pygame.Rect(self.app.size[0] // 2, self.title_y, 0, 0)
        w, h = self.screen_theme.font(self.title_size(), True).size(self.title)
        return pygame.Rect(self.app.size[0] // 2 - w // 2, self.title_y, w, h)

    def title_size(self) -> int:
        """56 at this screen's size, less where the title would not fit the window's width."""
        return theme.fitting_size(self.screen_theme, self.title, 56, self.app.size[0] - 100, bold=True, least=24)

    def update(self, dt):
        self.clock += dt
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
        th = self.screen_theme
        w, h = surface.get_size()
        if self.title:
            img = th.text(self.title, self.title_size(), theme.ACCENT, bold=True)
            surface.blit(img, self.title_rect())
        for b in self.buttons:
            b.draw(surface, th)
        focus = self.focused()
        if focus is not None:
            draw_ring(surface, focus.rect, self.clock, width=3)
        self.draw_pad_cursors(surface)
        self.toasts.draw(surface, th, self.toast_anchor(w, h))

    def toast_anchor(self, w: int, h: int) -> tuple[int, int]:
        """Where messages sit (their bottom centre)."""
        return (w // 2, h - self.px(40))

    def draw_pad_cursors(self, surface):
        """Each pad's cursor, and the button it is on outlined in its colour."""
        th = self.screen_theme
        for cursor in self.app.router.pads.values():
            colour = pad_colour(th, cursor)
            under = next((b for b in self.buttons if b.enabled and b.rect.collidepoint(cursor.pos)), None)
            if under is not None:
                pygame.draw.rect(surface, colour, under.rect.inflate(8, 8), 3, border_radius=10)
            draw_cursor(surface, cursor.pos, colour, "" if cursor.seat is None else str(cursor.seat + 1), th,
                        scale=max(1.0, surface.get_height() / 720))

    def layout(self):
        """Every button by its words (tests and the real-window driver click them), and the words of
        the one Enter presses."""
        out: dict = {f"button:{b.label}": list(b.rect) for b in self.buttons}
        focused = self.focused()
        out["focus"] = [focused.label if focused is not None else ""]
        return out


def pad_colour(th, cursor) -> tuple[int, int, int]:
    """A pad's colour: its seat's, or a plain light grey while it plays no seat."""
    return th.seat_colour(cursor.seat) if cursor.seat is not None else (235, 235, 235)


def draw_cursor(surface, pos, colour, label: str, th, hold: float = 0.0, scale: float = 1.0) -> None:
    """A pad's arrow cursor in its seat's colour, with the seat number beside it; `hold` (0-1) draws
    the ring that fills while End turn is held. `scale` grows it with the window."""
    x, y = pos
    k = scale
    shape = [(0, 0), (0, 26), (7, 19), (12, 30), (17, 28), (12, 17), (21, 17)]
    pts = [(x + px * k, y + py * k) for px, py in shape]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, (10, 10, 10), pts, max(2, int(2 * k)))
    if label:
        c = (int(x + 26 * k), int(y + 30 * k))
        img = th.text(label, int(18 * k), (10, 10, 10), bold=True)
        pygame.draw.circle(surface, (10, 10, 10), c, int(13 * k))
        pygame.draw.circle(surface, colour, c, int(11 * k))
        surface.blit(img, img.get_rect(center=c))
    if hold > 0:
        box = pygame.Rect(0, 0, int(70 * k), int(70 * k))
        box.center = (int(x + 8 * k), int(y + 14 * k))
        ring = pygame.Surface(box.inflate(12, 12).size, pygame.SRCALPHA)
        pygame.draw.circle(ring, (0, 0, 0, 150), ring.get_rect().center, box.w // 2 + 6)
        surface.blit(ring, box.inflate(12, 12))
        end = math.pi / 2 + 2 * math.pi * hold
        pygame.draw.arc(surface, (40, 40, 40), box, 0, 2 * math.pi, int(8 * k))
        pygame.draw.arc(surface, colour, box, math.pi / 2, end, int(8 * k))
        tag = th.text("End turn", int(17 * k), (10, 10, 10), bold=True)
        r = tag.get_rect(midtop=(box.centerx, box.bottom + 6))
        pygame.draw.rect(surface, colour, r.inflate(12, 6), border_radius=6)
        pygame.draw.rect(surface, (10, 10, 10), r.inflate(12, 6), 2, border_radius=6)
        surface.blit(tag, r)


class MainMenu(ButtonScene):
    title = "Ark Table"

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
        from game.table.scenes.new_game import NewGameScene
        self.app.push(NewGameScene(self.app))

    def learn(self):
        from game.table.scenes.learn import LearnScene
        self.app.push(LearnScene(self.app))

    def resume(self):
        from game.table.scenes import launch   # the engine comes in with it: not before the first frame
        error = launch.resume_autosave(self.app)
        if error:
            self.toasts.show(error, theme.DANGER)

    def load(self):
        from game.table.scenes.load import LoadScene
        self.app.push(LoadScene(self.app))

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
        from game.table.scenes.settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def draw(self, surface):
        super().draw(surface)
        th = self.screen_theme
        w, h = surface.get_size()
        sub = th.text("Three card games on one screen, every rule enforced", 22, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, self.title_rect().bottom + self.px(8))))
        hint = th.text("F11 full screen  -  mouse, keyboard (arrows, Enter) or a gamepad", 18, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - self.px(36))))
        version = th.text(f"version {__version__}", 16, theme.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(w - 44, h - self.px(36))))
