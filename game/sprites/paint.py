"""Painting helpers every game's card art shares: a private RNG per card, colour mixing, gradients, glows,
silhouettes, seeded backdrops, and the two painters all three games use (an emblem on a patterned field,
a card back). Each game's own painters are in its `<game>_art` module; game/sprites/art.py picks them."""
from __future__ import annotations

import hashlib
import math
import random
import threading

import pygame

from game.sprites.colours import parse_colour

SS = 2  # draw at twice the size, then smooth down: cheap antialiasing


def rng_for(card_id: str) -> random.Random:
    """A private RNG seeded by the card id (never the global one): the same card always looks the same."""
    return random.Random(int(hashlib.sha256(card_id.encode()).hexdigest()[:16], 16))


def mix(a, b, t: float):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


_GLOWS: dict[tuple, pygame.Surface] = {}   # glows shared by the cards one process draws
_GLOW_PIXELS = 3_000_000                     # forget them all past ~12 MB (most glows are one-offs)
_GLOWS_LOCK = threading.Lock()               # the table's warm-up thread and its main loop both draw cards


def _remember(key: tuple, surface: pygame.Surface) -> pygame.Surface:
    with _GLOWS_LOCK:
        if sum(s.get_width() * s.get_height() for s in _GLOWS.values()) > _GLOW_PIXELS:
            _GLOWS.clear()
        _GLOWS[key] = surface
    return surface


def stretch_column(column: pygame.Surface, size) -> pygame.Surface:
    """A one-pixel-wide column smoothed to the height, then repeated across the width (what smoothscaling
    the column straight to `size` gives, at a fraction of the cost)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    return pygame.transform.scale(pygame.transform.smoothscale(column, (1, h)), (w, h))


def gradient(size, top, bottom) -> pygame.Surface:
    """A vertical gradient from `top` to `bottom`."""
    strip = pygame.Surface((1, 8))
    for i in range(8):
        strip.set_at((0, i), mix(top, bottom, i / 7))
    return stretch_column(strip, size)


def glow(radius: int, colour, strength: int = 150) -> pygame.Surface:
    """A soft round light, drawn small and scaled up (shared: never draw on it)."""
    radius = max(1, round(radius))
    key = (radius, tuple(colour), strength)
    cached = _GLOWS.get(key)
    if cached is None:
        small = pygame.Surface((32, 32), pygame.SRCALPHA)
        for i in range(16, 0, -1):
            alpha = round(strength * (1 - i / 16) ** 1.6)
            pygame.draw.circle(small, (*colour, alpha), (16, 16), i)
        cached = _remember(key, pygame.transform.smoothscale(small, (radius * 2, radius * 2)))
    return cached


def silhouette(layer: pygame.Surface, colour, alpha: int = 255) -> pygame.Surface:
    """The drawn parts of a layer in one flat colour (a rim light or a shadow)."""
    result = layer.copy()
    result.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    result.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    return result


def colour_of(fields, key="colour", default=(120, 120, 140)):
    """A card's colour field as RGB."""
    return parse_colour(fields.get(key), default)


def backdrop(w, h, rng, base, style=None) -> pygame.Surface:
    """A gradient with one of several seeded patterns over it."""
    top = mix(base, (255, 255, 255), 0.25 + rng.random() * 0.2)
    bottom = mix(base, (0, 0, 0), 0.55 + rng.random() * 0.2)
    surface = gradient((w, h), top, bottom)
    overlay = pygame.Surface((w, h), pygame.SRCALPHA)
    light = (*mix(base, (255, 255, 255), 0.6), 38)
    style = style if style is not None else rng.randrange(5)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.1, 0.6) * h
    if style == 0:  # rays
        n = rng.randrange(10, 22)
        for i in range(0, n, 2):
            a0, a1 = i * math.tau / n, (i + 1) * math.tau / n
            r = w * 2
            pygame.draw.polygon(overlay, light, [(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
                                                 (cx + r * math.cos(a1), cy + r * math.sin(a1))])
    elif style == 1:  # rings
        step = rng.randrange(w // 16, w // 7)
        for r in range(step, w * 2, step * 2):
            pygame.draw.circle(overlay, light, (cx, cy), r, max(2, step // 2))
    elif style == 2:  # diagonal stripes
        step = rng.randrange(w // 14, w // 6)
        for x in range(-h, w + h, step * 2):
            pygame.draw.polygon(overlay, light, [(x, 0), (x + step, 0), (x + step - h, h), (x - h, h)])
    elif style == 3:  # hex dots
        step = rng.randrange(w // 18, w // 9)
        for j, y in enumerate(range(0, h + step, step)):
            for x in range((j % 2) * step // 2, w + step, step):
                pygame.draw.circle(overlay, light, (x, y), step // 4)
    else:  # starfield
        for _ in range(rng.randrange(40, 90)):
            pygame.draw.circle(overlay, (255, 255, 255, rng.randrange(40, 160)),
                               (rng.randrange(w), rng.randrange(h)), rng.choice((1, 2, 2, 3)) * SS)
    surface.blit(overlay, (0, 0))
    return surface


def blob(cx, cy, r, rng, points=18, roughness=0.3):
    """A lumpy seeded outline around (cx, cy): a body, a continent."""
    result = []
    for i in range(points):
        a = i * math.tau / points
        rr = r * (1 + rng.uniform(-roughness, roughness))
        result.append((cx + rr * math.cos(a), cy + rr * math.sin(a) * 0.9))
    return result


def paint_emblem(w, h, rng, fields, icons):
    """A big emblem (the card's `icon`, else its `emblem`) on a patterned field of its colour."""
    base = colour_of(fields)
    surface = backdrop(w, h, rng, base, style=rng.choice((0, 1)))
    name = fields.get("icon") or f"emblem_{fields.get('emblem', 'star')}"
    surface.blit(glow(round(h * 0.5), mix(base, (255, 255, 255), 0.7), 170), (w / 2 - h * 0.5, 0))
    mark = icons.draw(name, round(h * 0.62), mix(base, (255, 255, 255), 0.92))
    surface.blit(mark, (w / 2 - mark.get_width() / 2, h / 2 - mark.get_height() / 2))
    return surface


def paint_back(w, h, rng, fields, icons):
    """A card back: the kind's symbol tiled over a gradient, a big one in the middle."""
    base = colour_of(fields)
    surface = gradient((w, h), mix(base, (255, 255, 255), 0.15), mix(base, (0, 0, 0), 0.6))
    tile = icons.draw(fields.get("pattern") or "kind_faction", max(8, w // 7), mix(base, (255, 255, 255), 0.35)).copy()
    tile.set_alpha(70)
    step = tile.get_width() * 1.6
    for j, y in enumerate(range(-tile.get_height(), h + tile.get_height(), round(step * 0.8))):
        for x in range(-tile.get_width() + (j % 2) * round(step / 2), w + tile.get_width(), round(step)):
            surface.blit(tile, (x, y))
    surface.blit(glow(round(w * 0.45), mix(base, (255, 255, 255), 0.6), 160), (w / 2 - w * 0.45, h / 2 - w * 0.45))
    mark = icons.draw(fields.get("icon") or "kind_faction", round(w * 0.5), (250, 246, 235))
    surface.blit(mark, (w / 2 - mark.get_width() / 2, h / 2 - mark.get_height() / 2))
    return surface
