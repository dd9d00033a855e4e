"""The Reality Loss dial: spaces around a circle, a pointer that turns space by space."""
from __future__ import annotations

import math

import pygame

from game.table import theme
from game.table.anim import Tween


class Dial:
    """`spaces` are dicts with kind (start, plain, red) and optional text; the pointer glides."""

    def __init__(self, spaces: list[dict], rect=(0, 0, 160, 200)):
        self.spaces = spaces or [{"kind": "start"}]
        self.rect = pygame.Rect(rect)
        self.pointer = Tween(0, rate=5.0)
        self.highlight_text = ""
        self._ring: tuple | None = None

    def set(self, index: int, snap: bool = False) -> None:
        self.pointer.set(index, snap)

    def update(self, dt: float) -> None:
        self.pointer.update(dt)

    def _angle(self, i: float) -> float:
        # Space 0 at the top, turning clockwise.
        return -math.pi / 2 + 2 * math.pi * i / len(self.spaces)

    def space_at(self, pos) -> int | None:
        """The space of the ring under a point (for its tip), or None."""
        size = min(self.rect.width - 16, self.rect.height - 70)
        cx, cy = self.rect.centerx, self.rect.y + 26 + size // 2
        dx, dy = pos[0] - cx, pos[1] - cy
        r_out = size // 2
        if not r_out - max(12, size // 6) - 2 <= math.hypot(dx, dy) <= r_out + 2:
            return None
        step = 2 * math.pi / len(self.spaces)
        return round((math.atan2(dy, dx) + math.pi / 2) / step) % len(self.spaces)

    def static_key(self):
        return (tuple(self.rect), int(round(self.pointer.value)), len(self.spaces))

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        self.draw_static(surface, th)
        self.draw_pointer(surface)

    def draw_static(self, surface: pygame.Surface, th: theme.Theme) -> None:
        """The ring and the current space's text (changes only when the pointer reaches a space)."""
        current = int(round(self.pointer.value))
        key = (self.rect.size, current, len(self.spaces))
        if not self._ring or self._ring[0] != key:
            ring = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._draw_ring(ring, th, current)
            self._ring = (key, ring)
        surface.blit(self._ring[1], self.rect.topleft)

    def draw_pointer(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The pointer over the ring; gives where it drew."""
        size = min(self.rect.width - 16, self.rect.height - 70)
        cx, cy = self.rect.centerx, self.rect.y + 26 + size // 2
        r_out = size // 2
        a = self._angle(self.pointer.value)
        tip = (cx + (r_out - 2) * math.cos(a), cy + (r_out - 2) * math.sin(a))
        left = (cx + 7 * math.cos(a + math.pi / 2), cy + 7 * math.sin(a + math.pi / 2))
        right = (cx + 7 * math.cos(a - math.pi / 2), cy + 7 * math.sin(a - math.pi / 2))
        return [pygame.draw.polygon(surface, (240, 236, 228), [tip, left, right]),
                pygame.draw.circle(surface, (240, 236, 228), (cx, cy), 8),
                pygame.draw.circle(surface, (40, 36, 50), (cx, cy), 4)]

    def _draw_ring(self, surface: pygame.Surface, th: theme.Theme, current: int) -> None:
        """Everything but the pointer, in the dial's own coordinates."""
        saved = self.rect
        self.rect = pygame.Rect((0, 0), saved.size)
        try:
            self._draw_static(surface, th, current)
        finally:
            self.rect = saved

    def _draw_static(self, surface: pygame.Surface, th: theme.Theme, current: int) -> None:
        theme.draw_panel(surface, self.rect, colour=(28, 24, 34), alpha=230)
        title = th.text("Reality Loss", 16, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 4)))
        size = min(self.rect.width - 16, self.rect.height - 70)
        cx, cy = self.rect.centerx, self.rect.y + 26 + size // 2
        r_out, r_in = size // 2, size // 2 - max(12, size // 6)
        n = len(self.spaces)
        for i, space in enumerate(self.spaces):
            a0, a1 = self._angle(i - 0.5), self._angle(i + 0.5)
            kind = space.get("kind", "plain")
            colour = {"start": (70, 120, 190), "red": (190, 50, 45)}.get(kind, (70, 66, 80))
            if space.get("text") and kind == "plain":
                colour = (120, 96, 60)
            pts = [(cx + r_out * math.cos(a0 + (a1 - a0) * k / 6), cy + r_out * math.sin(a0 + (a1 - a0) * k / 6))
                   for k in range(7)]
            pts += [(cx + r_in * math.cos(a1 - (a1 - a0) * k / 6), cy + r_in * math.sin(a1 - (a1 - a0) * k / 6))
                    for k in range(7)]
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.polygon(surface, (20, 18, 24), pts, 1)
            if i == current:
                pygame.draw.polygon(surface, theme.GLOW, pts, 2)
        pygame.draw.circle(surface, (36, 32, 44), (cx, cy), r_in - 2)
        space = self.spaces[max(0, min(current, n - 1))]
        kind = space.get("kind", "plain")
        text = space.get("text") or {"start": "Start of the phase.", "red": "Red space: the phase ends.",
                                    "plain": "No effect."}.get(kind, "")
        label = f"Space {current + 1}/{n}: {text}"
        font = th.font(14)
        y = cy + r_out + 6
        for line in theme.wrap(font, label, self.rect.width - 12)[:4]:
            img = th.text(line, 14, theme.DANGER if kind == "red" else theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += 16
