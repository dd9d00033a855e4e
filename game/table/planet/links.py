"""Where a feeding link runs: from the top of the prey up to the bottom of the species that eats it,
along the thin gutters between the tier rows and up through the gaps between the cards of the rows in
between (or past a row's end), so a link never crosses a card or its name. A prey in its predator's
own row is reached by an arch over the row."""
from __future__ import annotations

import pygame


def route(prey: pygame.Rect, predator: pygame.Rect, tiers: tuple[int, int], rows: dict[int, pygame.Rect],
          cards: dict[int, list[pygame.Rect]]) -> list[tuple[int, int]]:
    """The points of the link from `prey` (of tier tiers[0]) to `predator` (of tier tiers[1]); `rows`
    is tier -> its row, `cards` tier -> the card rectangles of that row."""
    low, high = tiers
    if high <= low:
        top = min(prey.top, predator.top) - max(8, prey.h // 5)
        return [(prey.centerx, prey.top), (prey.centerx, top), (predator.centerx, top), (predator.centerx, predator.top)]
    x = prey.centerx
    y = between(rows, low + 1, low)
    points = [(x, prey.top), (x, y)]
    for tier in range(low + 1, high):
        through = gap_near(rows[tier], cards.get(tier, []), x, predator.centerx)
        y_above = between(rows, tier + 1, tier)
        points += [(through, y), (through, y_above)]
        x, y = through, y_above
    points += [(predator.centerx, y), (predator.centerx, predator.bottom)]
    return [p for i, p in enumerate(points) if i == 0 or p != points[i - 1]]


def between(rows: dict[int, pygame.Rect], above: int, below: int) -> int:
    """The gutter's height between a row and the row over it."""
    return (rows[above].bottom + rows[below].top) // 2


def gap_near(row: pygame.Rect, cards: list[pygame.Rect], x: int, goal: int) -> int:
    """Where a link climbs through a row: the gap between two cards (or before the first, past the
    last) nearest to where it is, leaning towards where it goes; anywhere in a row without cards."""
    if not cards:
        return x
    laid = sorted(cards, key=lambda r: r.left)
    found = [(a.right + b.left) // 2 for a, b in zip(laid, laid[1:]) if b.left - a.right >= 2]
    if laid[0].left - row.left >= 6:
        found.append((row.left + laid[0].left) // 2)
    if row.right - laid[-1].right >= 6:
        found.append(min(laid[-1].right + 10, row.right - 3))
    if not found:
        return x
    return min(found, key=lambda gx: abs(gx - x) + abs(gx - goal) / 2)
