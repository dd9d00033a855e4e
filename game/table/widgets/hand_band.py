"""The hand of the seat on screen, in a band at the bottom of the table, for games with hidden hands:
where its cards lie (side by side from the left, overlapping when there are many; a card selected by
a click raised a little) and how they are drawn (the playable ones outlined)."""
from __future__ import annotations

import pygame

from game.table import theme


def hand_rects(band: pygame.Rect, card: tuple[int, int], count: int, raised: set[int] = frozenset()) -> list:
    """The cards' rectangles; those in `raised` (indexes) stand a little higher."""
    cw, ch = card
    if count <= 0:
        return []
    step = min(cw + 6, (band.w - cw) / max(1, count - 1)) if count > 1 else cw
    y = band.y + (band.h - ch) // 2
    return [pygame.Rect(int(band.x + i * step), y - (ch // 8 if i in raised else 0), cw, ch) for i in range(count)]


def hand_indexes(picked: set[tuple[str, int]]) -> set[int]:
    """The hand's indexes among a seat's (source, index) pairs: its selected or lifted cards
    (game.table.picking.Picking.selected and .lifted)."""
    return {index for source, index in picked if source.startswith("hand:")}


def hand_area(th, band: pygame.Rect, rects: list[pygame.Rect], empty: str, scale: float) -> pygame.Rect:
    """Where draw_hand draws: the band, the cards with their outlines, the words of an empty hand
    (which may run past a narrow band)."""
    if rects:
        return band.unionall([r.inflate(6, 6) for r in rects])
    img = th.text(empty, max(13, int(16 * scale)), theme.TEXT_DIM)
    return band.union(img.get_rect(midleft=(band.x + 12, band.centery)))


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
