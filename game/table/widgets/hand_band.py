"""The hand of the seat on screen, in a band at the bottom of the table, for games with hidden hands:
where its cards lie (side by side from the left, overlapping when there are many; a card selected by
a click raised a little; in a hand whose cards overlap, the card looked at, under the pointer or the
keyboard's focus, opens the fan: it shows whole, the others close up on either side) and how they are drawn (the
playable ones outlined)."""
from __future__ import annotations

import pygame

from game.table import theme


def hand_rects(band: pygame.Rect, card: tuple[int, int], count: int, raised: set[int] = frozenset(),
               looked: int | None = None) -> list:
    """The cards' rectangles; those in `raised` (indexes) stand a little higher; `looked` (an index)
    shows whole when the cards overlap."""
    cw, ch = card
    if count <= 0:
        return []
    step = min(cw + 6, (band.w - cw) / max(1, count - 1)) if count > 1 else cw
    xs = [band.x + i * step for i in range(count)]
    if looked is not None and 0 <= looked < count and step < cw and band.w >= 2 * cw:
        xs = opened(band.x, band.w, cw, count, looked, step)
    y = band.y + (band.h - ch) // 2
    return [pygame.Rect(int(x), y - (ch // 8 if i in raised else 0), cw, ch) for i, x in enumerate(xs)]


def opened(x0: int, width: int, cw: int, count: int, looked: int, step: float) -> list[float]:
    """The cards' left edges with the fan open at `looked`: it stays where it lay (moved left only as
    far as the cards right of it need), the cards before it close up to its left, those after it start
    at its right edge, the last one whole at the band's end."""
    right = count - 1 - looked
    least = min(step, cw * 0.15)
    x = x0 + width - cw if right == 0 else min(x0 + looked * step, x0 + width - 2 * cw - (right - 1) * least)
    x = max(x0, x)
    xs = [x0 + (x - x0) * i / looked for i in range(looked)] + [x]
    if right:
        start, end = x + cw, x0 + width - cw
        xs += [start + (end - start) * k / (right - 1) if right > 1 else start for k in range(right)]
    return xs


def hand_indexes(picked: set[tuple[str, int]]) -> set[int]:
    """The hand's indexes among a seat's (source, index) pairs: its selected or lifted cards
    (game.table.picking.Picking.selected and .lifted)."""
    return {index for source, index in picked if source.startswith("hand:")}


def draw_hand(surface, th, band: pygame.Rect, cards: list[str], rects: list[pygame.Rect], picture, skip: set,
              playable: set[str], empty: str, label: str, scale: float) -> None:
    """The cards (but those in `skip`, indexes in the air), the playable ones outlined; `empty` is
    said when there is no card, `label` names the hand in the band's corner when there is room."""
    for i, (card, rect) in enumerate(zip(cards, rects)):
        if i in skip:
            continue
        surface.blit(picture(card, rect.size), rect)
        if card in playable:
            pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 2, border_radius=8)
    if not cards:
        img = th.text(empty, max(13, int(16 * scale)), theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(band.x + 12, band.centery)))
        return
    img = th.text(label, max(11, int(14 * scale)), theme.TEXT_DIM)
    where = img.get_rect(bottomright=(band.right - 4, band.bottom - 2))
    if rects[-1].right < where.x - 6:
        surface.blit(img, where)
