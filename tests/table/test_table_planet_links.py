"""Issue 21, item 10: a feeding link runs along the gutters between the tier rows and through the
gaps between cards: it never crosses a card (nor so its name), from the prey's top to the predator's
bottom."""
from __future__ import annotations

import random

import pygame

from game.table.planet.links import route
from game.table.planet.rows import TIERS, slots, tier_rows


def crosses(points, rect: pygame.Rect) -> bool:
    inner = rect.inflate(-4, -4)
    return any(inner.clipline(a, b) for a, b in zip(points, points[1:]))


def test_links_of_random_ecosystems_never_cross_a_card():
    rng = random.Random(3)
    body = pygame.Rect(10, 60, 520, 520)
    for _ in range(300):
        counts = {tier: rng.randint(0, 6) for tier in TIERS}
        counts[0] = max(1, counts[0])
        rows, card = tier_rows(body, {t for t, n in counts.items() if n}, 120, 1.0)
        cards = {t: slots(rows[t], card, [0.0] * n) for t, n in counts.items() if n}
        placed = [(t, r) for t, rects in cards.items() for r in rects]
        for _ in range(10):
            (low, prey), (high, predator) = rng.sample(placed, 2)
            if high <= low:
                continue
            points = route(prey, predator, (low, high), rows, cards)
            assert points[0] == (prey.centerx, prey.top) and points[-1] == (predator.centerx, predator.bottom)
            assert not any(crosses(points, r) for _, r in placed), (low, high, points)
