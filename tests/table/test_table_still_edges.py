"""The places a ring over the still layer drew (game.table.still.edges) hold every pixel
pygame.draw.rect draws for it, and not the band as wide as its rounding along the sides."""
from __future__ import annotations

import pygame
import pytest

from game.table.still import edges


@pytest.mark.parametrize("width, radius", [(3, 10), (4, 8), (3, 8), (3, 0), (3, 3), (2, 30)])
@pytest.mark.parametrize("size", [(120, 80), (40, 30), (691, 829)])
def test_every_pixel_of_a_ring_is_in_its_edges(width, radius, size):
    surface = pygame.Surface((size[0] + 20, size[1] + 20))
    rect = pygame.Rect((10, 10), size)
    pygame.draw.rect(surface, (255, 255, 255), rect, width, border_radius=radius)
    kept = pygame.Surface(surface.get_size())
    for r in edges(rect, width, radius):
        kept.blit(surface, r, r)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(surface, "RGB")


def test_the_sides_of_a_rounded_ring_are_as_wide_as_its_line():
    rect = pygame.Rect(0, 0, 691, 829)
    area = sum(r.w * r.h for r in edges(rect, 3, 10))
    assert area < 2 * 3 * (691 + 829) + 4 * 10 * 10 + 1
