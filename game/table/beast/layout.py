"""Where everything sits on the Nature of the Beast table, for any window size, 2 to 6 seats and the
Field's size (3x3, Rush's 3x2).

The seat on screen has the first board, at the left, with its hand in the band beneath the boards;
the others follow clockwise. With two seats both boards are the same size; with three to six the
seat on screen keeps half the width and the others share the rest, in the grid of columns and rows
that gives them the biggest cards (five others: two columns of three boards, at 1280x720 cards 30
pixels wide, read large by hovering them). The right column holds the
status, the buttons, the prompt, the battle panel and the log.

A board, as the rulebook lays a player's cards out: the Humans to the left of the rows; the Field
(front row at the top), each space with its Location's title peeking above the animal, the Leader
skewed to its right and its Items' titles beneath; the Pen under the back row, one space behind each
column, with the Trash to its left and the Troops and Tricks decks to its right; Favor and Fury up
the right-hand side, Dark Nature marked from 5.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.beast.board_geo import SKEW  # noqa: F401  (the boards draw by lay.SKEW)
from game.table.beast.board_geo import CELL_W, PEN_H, RATIO, STRIP, TRACK_COL, BoardGeo
from game.table.hand_table import HandLayout
from game.table.widgets.side_column import column, split

@dataclass
class Layout(HandLayout):
    """The shared parts (the stage is where a played Event is shown for a moment) and the boards."""

    boards: dict[int, BoardGeo] = field(default_factory=dict)
    info: pygame.Rect | None = None     # Supply Line: the supply lines' progress, right of the Field

    @property
    def shared(self) -> bool:
        """Supply Line: the seats share one Field (each seat's BoardGeo turns its spaces onto it)."""
        return self.info is not None


def hand_most(scale: float) -> int:
    """The tallest a hand card gets where the hand has a tall area of its own (Supply Line)."""
    return int(250 * scale)


GAP_U = 0.06
HEADER_U = 0.3


def board(seat: int, rect: pygame.Rect, rows: int, cols: int, big: bool) -> BoardGeo:
    """A board laid out inside `rect` with the largest cards that fit (the decks' counts beneath them
    have a smallest type size, so a small board's cards are made a little smaller for them)."""
    width_u = 1 + CELL_W * cols + TRACK_COL + 3 * GAP_U
    height_u = HEADER_U + RATIO * (rows * (1 + 2 * STRIP) + PEN_H) + 2 * GAP_U
    u = max(16.0, min(rect.w / width_u, rect.h / height_u))
    geo = _board(seat, rect, rows, cols, big, u, width_u)
    while geo.rect.h > rect.h and u > 16:
        u = max(16.0, u - 1)
        geo = _board(seat, rect, rows, cols, big, u, width_u)
    return geo


def _board(seat: int, rect: pygame.Rect, rows: int, cols: int, big: bool, u: float, width_u: float) -> BoardGeo:
    gap_u, header_u = GAP_U, HEADER_U
    # The board hugs its cards: as wide and as tall as they need, in the middle of its share.
    rect = pygame.Rect(rect.x + max(0, (rect.w - int(u * width_u)) // 2), rect.y,
                       min(rect.w, int(u * width_u) + 2), rect.h)
    w, h = int(u), int(u * RATIO)
    g = max(3, int(u * gap_u))
    cw, ch = int(u * CELL_W), int(h * (1 + 2 * STRIP))
    x0 = rect.x + max(0, (rect.w - int(u * width_u)) // 2)
    header = pygame.Rect(rect.x, rect.y, rect.w, max(16, int(u * header_u)))
    top = header.bottom + g
    field_x = x0 + w + g
    cells = [[pygame.Rect(field_x + c * cw, top + r * ch, cw, ch) for c in range(cols)] for r in range(rows)]
    strip = int(h * STRIP)
    humans = [pygame.Rect(x0, top + r * ch + strip, w, h) for r in range(rows)]
    pen_y = top + rows * ch + g
    pen = [pygame.Rect(field_x + c * cw, pen_y, cw, int(h * PEN_H)) for c in range(cols)]
    trash = pygame.Rect(x0, pen_y, w, h)
    right = field_x + cols * cw + g
    half = int(u * 0.47)
    favor = pygame.Rect(right, top, half, rows * ch)
    fury = pygame.Rect(right + int(u * 0.53), top, half, rows * ch)
    deck = (half, int(half * RATIO))
    troops = pygame.Rect((right, pen_y + strip), deck)
    tricks = pygame.Rect((right + int(u * 0.53), pen_y + strip), deck)
    labels = 2 * max(11, int(u * 0.2))      # the decks' counts and names beneath them
    rect.h = max(pen[0].bottom, troops.bottom + labels) + g - rect.y
    return BoardGeo(seat, rect, (w, h), header, cells, humans, pen, trash, troops, tricks, favor, fury, big)


def _grid(area: pygame.Rect, count: int, rows: int, cols: int, m: int) -> list[pygame.Rect]:
    """`count` board rectangles in `area`, in the grid of columns and rows that gives the biggest cards."""
    best, best_u = [], -1.0
    for across in range(1, count + 1):
        down = -(-count // across)
        w = (area.w - (across - 1) * m) // across
        h = (area.h - (down - 1) * m) // down
        u = board(0, pygame.Rect(0, 0, w, h), rows, cols, False).card[0]
        if u > best_u:
            best_u = u
            best = [pygame.Rect(area.x + (i % across) * (w + m), area.y + (i // across) * (h + m), w, h)
                    for i in range(count)]
    return best


def seat_order(seats: int, viewer: int) -> list[int]:
    """The seat on screen first, then the others clockwise."""
    return [(viewer + k) % seats for k in range(seats)]


def compute(size: tuple[int, int], seats: int, viewer: int, rows: int = 3, cols: int = 3,
            shared: bool = False, tallies: bool = True, ui: float = 1.0) -> Layout:
    """The table for a window size: `shared` lays Supply Line's one Field out (layout_shared); `ui` is
    the player's text scale (everything is laid out for it)."""
    s, m, side, area = split(size, ui=ui)
    hand_h = int(138 * s)
    order = seat_order(seats, viewer)
    info = None
    if shared:
        from game.table.beast.layout_shared import shared_board
        boards, field_rect = shared_board(area, order, rows, cols, tallies, room_right=0.45)
        # beside the narrow Field: the supply lines' progress on top, the hand in rows filling the rest
        info = pygame.Rect(field_rect.right + m, area.y, area.right - field_rect.right - m, int(96 * s))
        hand = pygame.Rect(info.x, info.bottom + m, info.w, area.bottom - info.bottom - m)
    elif seats == 2:
        hand = pygame.Rect(area.x, area.bottom - hand_h, area.w, hand_h)
        boards_area = pygame.Rect(area.x, area.y, area.w, hand.y - m - area.y)
        half = (boards_area.w - m) // 2
        rects = [pygame.Rect(boards_area.x, boards_area.y, half, boards_area.h),
                 pygame.Rect(boards_area.x + half + m, boards_area.y, half, boards_area.h)]
    else:
        # The hand lies under the seat on screen's board; the others use the whole height.
        mine = int(area.w * 0.5)
        hand = pygame.Rect(area.x, area.bottom - hand_h, mine, hand_h)
        boards_area = pygame.Rect(area.x, area.y, mine, hand.y - m - area.y)
        rest = pygame.Rect(area.x + mine + m, area.y, area.w - mine - m, area.h)
        rects = [pygame.Rect(boards_area)] + _grid(rest, seats - 1, rows, cols, m)
    if not shared:
        boards = {seat: board(seat, rect, rows, cols, seat == viewer) for seat, rect in zip(order, rects)}
    card_h = hand_h - int(10 * s)
    hand_card = (int(card_h / RATIO), card_h)
    col = column(side, s)
    status, buttons, end_turn = col.status, col.buttons, col.action
    flow = pygame.Rect(col.rest)
    stage_h = int(min(area.h * 0.5, 330 * s))
    stage = pygame.Rect(0, 0, int(stage_h / RATIO), stage_h)
    stage.center = pygame.Rect(area.x, area.y, area.w, hand.y - area.y).center
    if info is not None:       # beside the shared Field: the played Event shows over the hand for a moment
        hand_card = (int(hand_most(s) / RATIO), hand_most(s))
        stage.center = hand.center
    return Layout(size, s, order, hand, hand_card, side, status, buttons, end_turn, flow, stage, area, boards, info)
