"""A pad's cursor on any screen: an arrow in its seat's colour with the seat's number beside it."""
from __future__ import annotations

import math

import pygame


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
