"""An ecosystem's tier rows: "The species in the same tier should be placed in the same row". T4 is
the top row and T0 the bottom one, so every meal climbs from a lower row to a higher one. Rows with
species share the height; an empty tier keeps a thin row (its label and a place to aim at). Within a
row the species stand left to right in the order they arrived ("within the same tier you can start
your feeding process from left to right"); a row too full for the width overlaps its cards, the last
one whole. A card eaten this turn lies sideways, so its slot is as wide as the card is tall.

A crowded row stacks equal cards in one pile with a count (`piles`): in T0 every equal plant (plants
do not eat, so their order says nothing), in the other tiers only equal species side by side (their
order is the feeding's)."""
from __future__ import annotations

import pygame

from game.table.planet.layout import RATIO

TIERS = (4, 3, 2, 1, 0)        # top row first


def tier_rows(body: pygame.Rect, filled: set[int], most: int, scale: float) -> tuple[dict, tuple[int, int]]:
    """tier -> its row's rectangle, and the card size (w, h) of this ecosystem."""
    gap = max(2, int(3 * scale))
    thin = max(12, int(18 * scale))
    count = len(filled)
    room = body.h - gap * (len(TIERS) - 1)
    full = (room - thin * (len(TIERS) - count)) / count if count else 0
    card_h = int(max(8, min(full - 4, most)))
    full = card_h + 4 if count else 0
    empty = len(TIERS) - count
    thin_h = (room - full * count) / empty if empty else 0
    y = float(body.y) + (0 if empty else (room - full * count) / 2)
    rows = {}
    for tier in TIERS:
        h = full if tier in filled else thin_h
        rows[tier] = pygame.Rect(body.x, int(y), body.w, max(4, int(h)))
        y += h + gap
    return rows, (max(6, int(card_h / RATIO)), card_h)


def slots(row: pygame.Rect, card: tuple[int, int], turns: list[float]) -> list[pygame.Rect]:
    """Each card's slot in a row: `turns` from 0 (upright) to 1 (sideways) per card, left to right."""
    w, h = card
    if not turns:
        return []
    sizes = [(int(w + (h - w) * t), int(h + (w - h) * t)) for t in turns]
    gap = max(2, int(w * 0.06))
    total = sum(sw for sw, _ in sizes) + gap * (len(sizes) - 1)
    squeeze = 1.0
    if total > row.w and len(sizes) > 1:
        squeeze = max(0.05, (row.w - sizes[-1][0]) / max(1, total - sizes[-1][0]))
    out, x = [], float(row.x)
    for sw, sh in sizes:
        out.append(pygame.Rect(int(x), row.centery - sh // 2, sw, sh))
        x += (sw + gap) * squeeze
    return out


CROWDED = 0.45      # a row is crowded when less than this much of each overlapped card shows


def crowded(row: pygame.Rect, card: tuple[int, int], count: int) -> bool:
    """Whether `count` upright cards overlap so much in the row that they cannot be told apart."""
    w = card[0]
    if count < 2:
        return False
    gap = max(2, int(w * 0.06))
    return (row.w - w) / (count - 1) < (w + gap) * CROWDED


def piles(tier: int, uids: list[str], kind_of, turns: dict[str, float]) -> list[list[str]]:
    """The row's cards in piles of equal cards (the same card, lying the same way), in the row's
    order of each pile's first card: in T0 every equal card joins one pile, above it only neighbours."""
    out: list[list[str]] = []
    for uid in uids:
        key = (kind_of(uid), turns[uid] > 0.5)
        same = [p for p in out if (kind_of(p[0]), turns[p[0]] > 0.5) == key]
        if same and (tier == 0 or same[-1] is out[-1]):
            same[-1].append(uid)
        else:
            out.append([uid])
    return out
