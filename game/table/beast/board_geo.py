"""One Nature of the Beast player's board: where its Field spaces, Pen, Humans, decks and tracks are
(game.table.beast.layout lays the boards out; layout_shared lays out the one Field two seats share)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

RATIO = 1.4         # card height / width
CELL_W = 1.25       # a Field space: the animal and its Leader skewed 0.22 card widths to the right
SKEW = 0.22
STRIP = 0.13        # a Location's or Item's title peeking out, in card heights
PEN_H = 1.02
TRACK_COL = 1.0     # Favor and Fury side by side


@dataclass
class BoardGeo:
    """One player's board."""

    seat: int
    rect: pygame.Rect
    card: tuple[int, int]
    header: pygame.Rect
    cells: list[list[pygame.Rect]]
    humans: list[pygame.Rect]
    pen: list[pygame.Rect]
    trash: pygame.Rect
    troops: pygame.Rect
    tricks: pygame.Rect
    favor: pygame.Rect
    fury: pygame.Rect
    big: bool = False
    # Supply Line: this seat's half of the shared Field seen from across the table, turned half round
    # (its row 0 nearest the viewer, its cards upside down, each Leader peeking out to the left).
    turned: bool = False

    @property
    def skew(self) -> int:
        return int(self.card[0] * SKEW)

    def animal(self, row: int, col: int) -> pygame.Rect:
        """The animal card's rectangle on a space (its Leader peeks out to the right, or turned, left)."""
        cell = self.cells[row][col]
        w, h = self.card
        x = cell.x + (cell.w - w - self.skew) // 2 + (self.skew if self.turned else 0)
        return pygame.Rect(x, cell.y + int(h * STRIP), w, h)

    def box(self, row: int, col: int) -> pygame.Rect:
        """The animal with its Leader's skewed part."""
        a = self.animal(row, col)
        return pygame.Rect(a.x - (self.skew if self.turned else 0), a.y, a.w + self.skew, a.h)

    def leader(self, card: pygame.Rect) -> pygame.Rect:
        """The part of a Leader peeking out beside the animal (or Pen card) at `card`."""
        return pygame.Rect(card.x - self.skew if self.turned else card.right, card.y, self.skew, card.h)

    def pen_card(self, index: int) -> pygame.Rect:
        space = self.pen[index]
        w, h = self.card
        x = space.x + (space.w - w - self.skew) // 2 + (self.skew if self.turned else 0)
        return pygame.Rect(x, space.bottom - h if self.turned else space.y, w, h)

    def location(self, row: int, col: int) -> pygame.Rect:
        """The strip where a Location's title peeks out above the animal (beneath it, turned)."""
        a, cell = self.animal(row, col), self.cells[row][col]
        if self.turned:
            return pygame.Rect(a.x, a.bottom, a.w, cell.bottom - a.bottom)
        return pygame.Rect(a.x, cell.y, a.w, a.y - cell.y)

    def items(self, row: int, col: int, count: int) -> list[pygame.Rect]:
        """The strips of an animal's Items, side by side beneath it (above it, turned)."""
        if count <= 0:
            return []
        box = self.box(row, col)
        strip = int(self.card[1] * STRIP)
        width = box.w // count
        y = box.y - strip if self.turned else box.bottom
        return [pygame.Rect(box.x + i * width, y, width - 2, strip) for i in range(count)]
