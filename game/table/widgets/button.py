"""A button that works with the mouse, a pad cursor and a hot key."""
from __future__ import annotations

from typing import Callable

import pygame

from game.table import theme
from game.table.focus import Focusable, step_from
from game.table.input import PointerEvent


class Button:
    """A labelled rectangle; `on_click` runs when pressed and released inside it."""

    def __init__(self, label: str, on_click: Callable[[], None], rect=(0, 0, 200, 44), enabled: bool = True,
                 key: int | None = None, size: int = 24, tip: str = "", accent: bool = False, name: str = ""):
        self.label = label
        self.on_click = on_click
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.key = key
        self.size = size
        self.tip = tip
        self.accent = accent
        self.name = name            # what the keyboard's focus keeps it by while labels change
        self.hovering: set[str] = set()    # the pointers (mouse, pad cursors) resting on it
        self.colour: tuple[int, int, int] | None = None   # a stripe on its left (a seat's gamepad)
        self._pressed_by: set[str] = set()

    @property
    def hover(self) -> bool:
        return bool(self.hovering)

    def handle(self, pe: PointerEvent) -> bool:
        """React to a pointer gesture; True when the button used it."""
        inside = self.rect.collidepoint(pe.pos)
        if pe.kind == "let_go":     # released under a menu: pressed no more, and no click
            self._pressed_by.discard(pe.pointer)
            return False
        if pe.kind == "move":
            (self.hovering.add if inside else self.hovering.discard)(pe.pointer)
        if not self.enabled or not inside:
            if pe.kind == "up":
                self._pressed_by.discard(pe.pointer)
            return False
        if pe.kind == "down":
            self._pressed_by.add(pe.pointer)
            return True
        if pe.kind == "up" and pe.pointer in self._pressed_by:
            self._pressed_by.discard(pe.pointer)
            self.on_click()
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        if self.enabled and self.key is not None and event.type == pygame.KEYDOWN and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        if not self.enabled:
            bg, fg = (40, 44, 50), theme.TEXT_DIM
        elif self.accent:
            bg, fg = ((200, 160, 60) if self.hover else (170, 130, 45)), (20, 16, 10)
        else:
            bg, fg = ((70, 86, 104) if self.hover else (48, 60, 74)), theme.TEXT
        pygame.draw.rect(surface, bg, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE if not self.accent else theme.ACCENT, self.rect, 1, border_radius=8)
        if self.colour is not None:
            stripe = pygame.Rect(self.rect.x + 6, self.rect.y + 6, 10, self.rect.h - 12)
            pygame.draw.rect(surface, self.colour, stripe, border_radius=4)
        text, size, room = self.label, self.size, self.rect.w - 12
        while th.measure(text, size, True)[0] > room and size > 11:      # a long label: smaller first,
            size -= 1
        while th.measure(text, size, True)[0] > room and len(text) > 4:  # then cut, never beyond the edge
            text = text[:-4].rstrip() + "..."
        label = th.text(text, size, fg, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))


def stack_buttons(buttons: list[Button], center_x: int, top: int, width: int = 320, height: int = 48,
                  gap: int = 12, k: float = 1.0) -> None:
    """Lay buttons out in a centred column; `k` is the screen's size (the sizes given are at 100 %)."""
    width, height, gap = round(width * k), round(height * k), round(gap * k)
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (center_x, top + i * (height + gap))


def pad_step(router, buttons: list[Button], items: list[Focusable], pe: PointerEvent) -> None:
    """A pad's d-pad over buttons: its cursor snaps to the next item that way (`items` are where the
    buttons may be focused), and the button there lights as under a hovering cursor."""
    item = step_from(items, pe.pos, pe.dir)
    if item is None:
        return
    router.warp(pe.pointer, item.point)
    moved = PointerEvent("move", item.point, pointer=pe.pointer, seat=pe.seat)
    for b in buttons:
        b.handle(moved)
