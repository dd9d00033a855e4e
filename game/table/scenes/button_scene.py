"""A screen made of buttons (the menus), for the mouse, pad cursors and keys alike."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.focus import Focus, Focusable, draw_ring
from game.table.scenes.base import Scene
from game.table.widgets.button import Button, pad_step
from game.table.widgets.cursor import draw_cursor, pad_colour
from game.table.widgets.toast import Toasts


class ButtonScene(Scene):
    """A scene made of buttons, driven by the mouse, pad cursors and keys alike: the arrows (or a
    pad's d-pad) step between buttons, Enter (or A) presses, Esc (or B) goes back."""

    title = ""
    title_y = 60     # the title's top
    subtitle_gap = 8        # between the title and the line under it
    subtitle_points = 20

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
        w, h = self.screen_theme.measure(self.title, self.title_size(), True)
        return pygame.Rect(self.app.size[0] // 2 - w // 2, self.title_y, w, h)

    def title_size(self) -> int:
        """56 at this screen's size, less where the title would not fit the window's width."""
        return theme.fitting_size(self.screen_theme, self.title, 56, self.app.size[0] - 100, bold=True, least=24)

    def refused(self, error: str | None) -> None:
        """What an action that may fail said (a sentence), shown as a toast; nothing when it did not fail."""
        if error:
            self.toasts.show(error, theme.DANGER)

    def subtitle(self) -> str:
        """The line under the title (none by default)."""
        return ""

    def subtitle_size(self) -> int:
        """The subtitle's size: `subtitle_points` at this screen's size, less where the window is narrow."""
        return theme.fitting_size(self.screen_theme, self.subtitle(), self.subtitle_points, self.app.size[0] - 100)

    def subtitle_rect(self) -> pygame.Rect | None:
        """Where the line under the title is drawn, whole (nothing else may sit there); None without one."""
        words = self.subtitle()
        if not words:
            return None
        w, h = self.screen_theme.measure(words, self.subtitle_size())
        return pygame.Rect(self.app.size[0] // 2 - w // 2, self.title_rect().bottom + self.px(self.subtitle_gap), w, h)

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
        under = self.subtitle_rect()
        if under is not None:
            surface.blit(th.text(self.subtitle(), self.subtitle_size(), theme.TEXT_DIM), under)
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
