"""An empty place for a card on the table (a pile run out, a free space in a row): a dark rounded box
with a thin edge and, where there is room, the word that names it."""
from __future__ import annotations

import pygame

EMPTY = (28, 40, 36)
EDGE = (60, 84, 74)
LABEL = (90, 110, 100)


def draw_slot(surface, th, rect: pygame.Rect, label: str, per_width: int) -> None:
    """The empty place; `label` (may be "") in letters a `per_width`-th of its width high, 10 at least."""
    pygame.draw.rect(surface, EMPTY, rect, border_radius=6)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=6)
    if label:
        img = th.text(label, max(10, rect.w // per_width), LABEL)
        surface.blit(img, img.get_rect(center=rect.center))
