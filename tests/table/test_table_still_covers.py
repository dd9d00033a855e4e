"""Covers over the still layer (game.table.still.Cover): what a scene paints again every frame in
the same pixels is not brought back from the layer while its keys stay the same (it is painted over
again, in whatever colour it pulses to), and is brought back as soon as they change, so no frame
keeps a mark that is no longer drawn."""
from __future__ import annotations

import pygame

from game.table.still import Cover, Part, StillLayer, paint

SIZE = (160, 120)
BOARD = pygame.Rect(20, 20, 100, 60)


def ring(colour) -> Cover:
    return Cover(("ring", tuple(BOARD)), lambda s: [pygame.draw.rect(s, colour, BOARD, 3, border_radius=8)])


def frame(still: StillLayer, surface, number: int, covers: list[Cover], spot=None) -> None:
    """One frame of a scene: the layer (a board part), then the covers, then a spot drawn over it."""
    base = pygame.Surface(SIZE)
    base.fill((10, 60, 40))
    board = Part("board", BOARD, "board", lambda s: s.fill((90, 90, 120), BOARD))
    still.draw(surface, "felt", lambda: base, [board], number, tuple(c.key for c in covers))
    covered = paint(surface, covers)
    over = [surface.fill((255, 0, 0), spot)] if spot else []
    still.drawn_over(over, covered)


def fresh(covers: list[Cover], spot=None) -> bytes:
    """The same frame drawn whole on a new surface."""
    surface = pygame.Surface(SIZE)
    frame(StillLayer(), surface, 0, covers, spot)
    return pygame.image.tobytes(surface, "RGB")


def test_a_cover_painted_again_is_not_brought_back_but_looks_as_drawn_afresh():
    still, surface = StillLayer(), pygame.Surface(SIZE)
    for number, shade in enumerate((200, 220, 240, 180)):
        spot = pygame.Rect(10 + number * 9, 15, 8, 8)
        frame(still, surface, number, [ring((shade, shade, 90))], spot)
        assert pygame.image.tobytes(surface, "RGB") == fresh([ring((shade, shade, 90))], spot)
    # a frame naming the same ring: the layer leaves its pixels alone (here nothing paints them again)
    frame(still, surface, 4, [Cover(("ring", tuple(BOARD)), lambda s: [])])
    assert surface.get_at((BOARD.x + 1, BOARD.centery))[:3] == (180, 180, 90)
    assert surface.get_at((38, 17))[:3] == (10, 60, 40), "the spot drawn over the layer is brought back"


def test_a_cover_no_longer_painted_is_brought_back():
    still, surface = StillLayer(), pygame.Surface(SIZE)
    frame(still, surface, 0, [ring((240, 240, 90))])
    frame(still, surface, 1, [])        # the seat's turn is over: no ring
    assert pygame.image.tobytes(surface, "RGB") == fresh([])


def test_a_cover_that_moves_is_brought_back_where_it_was():
    still, surface = StillLayer(), pygame.Surface(SIZE)
    left = Cover(("tag", 1), lambda s: [s.fill((250, 250, 250), (30, 30, 20, 10))])
    right = Cover(("tag", 2), lambda s: [s.fill((250, 250, 250), (60, 30, 20, 10))])
    frame(still, surface, 0, [left])
    frame(still, surface, 1, [right])
    assert pygame.image.tobytes(surface, "RGB") == fresh([right])
