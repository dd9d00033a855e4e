"""Where everything sits when two players share one Field: Supply Line's five rows between the two
Pens (rulebook VII; ruling B43).

The seat on screen sits at the bottom, as at a real table: its Pen under the Field, its back row the
lowest row, its Humans to the left of the rows and its Favor and Fury beside them, on the left edge.
The opponent sits across: its Pen above the Field and its half of everything turned half round (its
Humans to the right of the rows, its Favor and Fury beside them on the right edge, its cards upside
down so that their Vectors point where they act). Each player's tallies stand by its own Humans. Each seat still gets a BoardGeo whose cells are named in that seat's own
spaces (the opponent's row r, column c is the screen's row rows-1-r, column cols-1-c), so everything
that finds a place by a seat's own (row, col) finds it on the shared Field.

The hand lies to the right of the Field, by the viewer's Pen; above it, room for the supply lines'
progress and the card an Event shows while it is played.
"""
from __future__ import annotations

import pygame

from game.table.beast.board_geo import CELL_W, PEN_H, RATIO, STRIP, BoardGeo

HEADER = 0.3        # a seat's name bar, in card widths
TRACKS = 1.0        # Favor and Fury side by side


def shared_board(area: pygame.Rect, order: list[int], rows: int, cols: int, tallies: bool,
                 room_right: float) -> tuple[dict[int, BoardGeo], pygame.Rect]:
    """Both seats' BoardGeo on one Field in `area` (the viewer first in `order`), leaving at least
    `room_right` of the width free on the right; and the board's rectangle."""
    gap_u = 0.06
    tracks = TRACKS if tallies else 0.0
    width_u = 2 * tracks + 2 + CELL_W * cols + 6 * gap_u
    pen_u = RATIO * PEN_H
    height_u = 2 * HEADER + 2 * pen_u + RATIO * rows * (1 + 2 * STRIP) + 6 * gap_u
    u = max(16.0, min(area.h / height_u, area.w * (1 - room_right) / width_u))
    w, h = int(u), int(u * RATIO)
    g = max(3, int(u * gap_u))
    cw, ch = int(u * CELL_W), int(h * (1 + 2 * STRIP))
    board_w = int(u * width_u)
    rect = pygame.Rect(area.x, area.y, board_w, int(u * height_u))
    x = rect.x + g
    far_left = pygame.Rect(x, 0, int(u * tracks), 0)
    left = far_left.right + (g if tallies else 0)            # the viewer's Humans, the opponent's decks
    field_x = left + w + g
    right = field_x + cols * cw + g                           # the opponent's Humans, the viewer's decks
    far_right = right + w + g                                 # the opponent's Favor and Fury
    top_header = pygame.Rect(rect.x, rect.y, rect.w, max(16, int(u * HEADER)))
    top_pen_y = top_header.bottom + g
    field_y = top_pen_y + int(h * PEN_H) + g
    bottom_pen_y = field_y + rows * ch + g
    bottom_header = pygame.Rect(rect.x, bottom_pen_y + int(h * PEN_H) + g, rect.w, top_header.h)
    rect.h = bottom_header.bottom - rect.y
    screen = [[pygame.Rect(field_x + c * cw, field_y + r * ch, cw, ch) for c in range(cols)] for r in range(rows)]
    half = int(u * 0.47)
    deck = (half, int(half * RATIO))
    strip = int(h * STRIP)
    track_h = rows * ch
    viewer, other = order[0], order[1]
    boards = {}
    # The viewer: the Field as it is, the Pen beneath, Humans and tallies on the left.
    boards[viewer] = BoardGeo(
        viewer, rect, (w, h), bottom_header, screen,
        [pygame.Rect(left, field_y + r * ch + strip, w, h) for r in range(rows)],
        [pygame.Rect(field_x + c * cw, bottom_pen_y, cw, int(h * PEN_H)) for c in range(cols)],
        pygame.Rect(left, bottom_pen_y, w, h),
        pygame.Rect((right, bottom_pen_y + strip), deck), pygame.Rect((right + int(u * 0.53), bottom_pen_y + strip), deck),
        pygame.Rect(x, field_y, half, track_h), pygame.Rect(x + int(u * 0.53), field_y, half, track_h),
        big=True)
    # The opponent across: everything turned half round.
    boards[other] = BoardGeo(
        other, rect, (w, h), top_header,
        [[screen[rows - 1 - r][cols - 1 - c] for c in range(cols)] for r in range(rows)],
        [pygame.Rect(right, field_y + (rows - 1 - r) * ch + strip, w, h) for r in range(rows)],
        [pygame.Rect(field_x + (cols - 1 - c) * cw, top_pen_y, cw, int(h * PEN_H)) for c in range(cols)],
        pygame.Rect(right, top_pen_y + int(h * PEN_H) - h, w, h),
        pygame.Rect((left + int(u * 0.53), top_pen_y + int(h * PEN_H) - strip - deck[1]), deck),
        pygame.Rect((left, top_pen_y + int(h * PEN_H) - strip - deck[1]), deck),
        pygame.Rect(far_right, field_y, half, track_h), pygame.Rect(far_right + int(u * 0.53), field_y, half, track_h),
        turned=True)
    return boards, rect
