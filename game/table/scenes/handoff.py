"""The hand-off screen: between players who keep their hands hidden, the table is covered until the
next player has the screen and asks to see it. Shared by every game with hidden hands."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.scenes.base import Scene


class HandOff(Scene):
    """"Pass to Seat 2": an opaque cover over the table; any key, click or pad button shows it."""

    opaque = True

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.armed = False   # a press must start on this screen (the previous player's release does not count)

    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.table.open_menu()
            else:
                self.armed = True
        elif event.type == pygame.KEYUP and self.armed:
            self.show()
        return None

    def pointer(self, pe):
        """A press (click or a pad's A) that starts here shows the table on its release; Start opens
        the game menu. Pads plugged in or unplugged meanwhile are the router's (nothing is lost)."""
        if pe.pad and pe.seat is not None and pe.seat != self.seat and pe.kind in ("down", "up"):
            return None     # another seat's pad: only the next player (or the keyboard and mouse) looks
        if pe.kind == "down":
            self.armed = True
        elif pe.kind == "up" and self.armed:
            self.show()
        elif pe.kind in ("menu", "cancel") and pe.pad:
            self.table.open_menu()
        elif pe.kind == "pad_input":
            return pe
        return None

    def show(self) -> None:
        self.app.pop(self)
        self.table.show_seat(self.seat)

    def update(self, dt):
        self.app.warmup.step()

    def draw(self, surface):
        th = self.app.theme
        w, h = surface.get_size()
        surface.fill(theme.FELT_DARK)
        colour = th.seat_colour(self.seat)
        pygame.draw.rect(surface, colour, (24, 24, w - 48, h - 48), 6, border_radius=28)
        name = self.table.adapter.seat_name(self.seat)
        title = th.text(f"Pass to {name}", 64, colour, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 60)))
        lines = [f"Only {name} should look now: the table shows {name}'s hand.",
                 "Press any key, click, or press a button on your gamepad to show it.",
                 "Esc opens the game menu."]
        for i, line in enumerate(lines):
            img = th.text(line, 24 if i == 0 else 20, theme.TEXT if i == 0 else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(w // 2, h // 2 + 20 + i * 34)))

    def layout(self):
        return {"handoff": [self.seat]}
