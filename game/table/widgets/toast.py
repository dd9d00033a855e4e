"""Short messages that fade out: a rejected command's reason, 'Saved', 'Undone'."""
from __future__ import annotations

import pygame

from game.table import theme


class Toasts:
    """A few messages near a point, each shown for a few seconds."""

    def __init__(self, seconds: float = 3.5):
        self.seconds = seconds
        self.items: list[list] = []  # [text, age, colour]

    def show(self, text: str, colour=theme.TEXT, key: str | None = None) -> None:
        """Show a message; one with the same `key` as a shown one replaces it (a pad back after being
        unplugged replaces the message that it was unplugged)."""
        if key is not None:
            self.items = [i for i in self.items if len(i) < 4 or i[3] != key]
        self.items.append([text, 0.0, colour, key])
        self.items = self.items[-4:]

    def update(self, dt: float) -> None:
        for item in self.items:
            item[1] += dt
        self.items = [i for i in self.items if i[1] < self.seconds]

    @property
    def texts(self) -> list[str]:
        return [i[0] for i in self.items]

    def draw(self, surface: pygame.Surface, th: theme.Theme, anchor: tuple[int, int]) -> list | None:
        """The toasts above `anchor` (where they drew: nothing without one, else None, game.table.still)."""
        if not self.items:
            return []
        y = anchor[1]
        for text, age, colour, _ in reversed(self.items):
            alpha = 255 if age < self.seconds - 0.6 else int(255 * (self.seconds - age) / 0.6)
            lines = theme.wrap(th.font(22), text, 620)
            h = 14 + 26 * len(lines)
            w = max(th.font(22).size(l)[0] for l in lines) + 32
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (anchor[0], y)
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (12, 14, 18, min(alpha, 235)), panel.get_rect(), border_radius=10)
            pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), 2, border_radius=10)
            for i, line in enumerate(lines):
                img = th.text(line, 22, colour)
                panel.blit(img, (16, 8 + 26 * i))
            panel.set_alpha(alpha)
            surface.blit(panel, rect.topleft)
            y = rect.top - 8
