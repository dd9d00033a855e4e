"""A row of spaces with sliding markers: health & corruption, energy, ability."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.anim import Tween


class Track:
    """Spaces left to right; each marker glides to its value. Labels mark unlocks; red spaces are plain."""

    def __init__(self, title: str, count: int, rect=(0, 0, 300, 40)):
        self.title = title
        self.count = max(1, count)
        self.rect = pygame.Rect(rect)
        self.labels: dict[int, str] = {}
        self.red: set[int] = set()
        self.unlocked: set[int] = set()
        self.markers: dict[str, list] = {}  # name -> [Tween, colour, ring colour]

    def set_marker(self, name: str, value: float, colour, snap: bool = False, ring=(250, 250, 250)) -> None:
        m = self.markers.get(name)
        if m is None:
            self.markers[name] = [Tween(value, rate=7.0), colour, ring]
        else:
            m[0].set(value, snap)
            m[1] = colour

    def value(self, name: str) -> float:
        return self.markers[name][0].value

    def update(self, dt: float) -> None:
        for m in self.markers.values():
            m[0].update(dt)

    def space_rect(self, i: int) -> pygame.Rect:
        body = self.rect.inflate(0, 0)
        body.top += 16
        body.height -= 16
        w = body.width / self.count
        return pygame.Rect(round(body.x + i * w) + 1, body.y, max(2, round(w) - 2), body.height)

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        surface.blit(th.text(self.title, 15, theme.TEXT_DIM, bold=True), (self.rect.x, self.rect.y))
        for i in range(self.count):
            r = self.space_rect(i)
            colour = (120, 40, 36) if i in self.red else ((60, 86, 62) if i in self.unlocked else (44, 50, 58))
            pygame.draw.rect(surface, colour, r, border_radius=3)
            label = self.labels.get(i, str(i))
            col = theme.ACCENT if i in self.unlocked else theme.TEXT_DIM
            img = th.text(label, 13 if len(label) > 2 else 14, col, bold=i in self.unlocked)
            if img.get_width() > r.width:
                img = th.text(label[:3], 12, col)
            surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 1)))
        n = len(self.markers)
        for k, (name, (tw, colour, ring)) in enumerate(self.markers.items()):
            v = max(0.0, min(tw.value, self.count - 1))
            a = self.space_rect(int(v))
            b = self.space_rect(min(int(v) + 1, self.count - 1))
            frac = v - int(v)
            x = a.centerx + (b.centerx - a.centerx) * frac
            dx = 0 if n == 1 else (-5 if k == 0 else 5)
            radius = max(5, min(10, a.width // 2 - 1))
            y = a.y + radius + 1
            pygame.draw.circle(surface, colour, (int(x + dx), y), radius)
            pygame.draw.circle(surface, ring, (int(x + dx), y), radius, 2)
