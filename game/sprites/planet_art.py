"""Procedural art for Noah Planet cards: a landscape for the class's habitat and, in front of it, the
class's silhouette (paw, bird, snake, frog, beetle, sprout), so the classes differ by shape at a
glance, not by colour alone. Basic Plants are drawn as what they are: an orchid, a fig, bamboo."""
from __future__ import annotations

import math

import pygame

from game.sprites.paint import SS, glow, gradient, mix, paint_back, silhouette
from game.sprites.colours import parse_colour

# class -> (sky top, sky bottom, ground) of its habitat
HABITATS = {
    "Mammal": ((246, 214, 150), (236, 176, 92), (150, 118, 52)),     # savanna
    "Bird": ((150, 200, 246), (214, 236, 252), (120, 160, 110)),     # open sky
    "Reptile": ((250, 200, 140), (230, 140, 90), (170, 96, 60)),      # desert rocks
    "Amphibian": ((160, 214, 200), (90, 160, 150), (40, 110, 100)),   # pond
    "Bug": ((210, 226, 170), (170, 200, 120), (90, 130, 60)),         # meadow
    "Plant": ((190, 232, 190), (120, 190, 120), (60, 120, 50)),       # forest floor
}


def _landscape(w, h, rng, cls, tier):
    sky_top, sky_bottom, ground = HABITATS.get(cls, HABITATS["Plant"])
    surface = gradient((w, h), sky_top, sky_bottom)
    surface.blit(glow(round(h * 0.35), (255, 250, 220), 150), (rng.uniform(0.5, 0.8) * w - h * 0.35, -h * 0.2))
    # the horizon is lower for higher tiers: the top of the food chain stands over a wide land
    horizon = h * (0.78 - 0.05 * max(0, min(4, tier)))
    points = [(0, h)]
    for i in range(9):
        points.append((i * w / 8, horizon + rng.uniform(-0.05, 0.05) * h))
    points.append((w, h))
    pygame.draw.polygon(surface, ground, points)
    pygame.draw.polygon(surface, mix(ground, (0, 0, 0), 0.25), [(x, y + h * 0.08) for x, y in points[1:-1]]
                        + [(w, h), (0, h)])
    if cls == "Amphibian":
        for _ in range(4):
            x, y = rng.uniform(0.1, 0.9) * w, rng.uniform(horizon / h + 0.05, 0.95) * h
            pygame.draw.ellipse(surface, mix(ground, (255, 255, 255), 0.35), pygame.Rect(x, y, w * 0.2, h * 0.03), SS)
    elif cls in ("Bug", "Plant"):
        for _ in range(40):
            x = rng.uniform(0, w)
            y = rng.uniform(horizon, h)
            pygame.draw.line(surface, mix(ground, (30, 60, 20), 0.5), (x, y), (x + rng.uniform(-4, 4) * SS, y - h * 0.05), SS)
    elif cls == "Bird":
        for _ in range(3):
            cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.4) * h
            for k in range(3):
                pygame.draw.circle(surface, (250, 252, 255), (cx + k * w * 0.05, cy), h * 0.05)
    elif cls == "Reptile":
        for _ in range(5):
            x, y = rng.uniform(0, w), rng.uniform(horizon, h)
            pygame.draw.ellipse(surface, mix(ground, (60, 40, 30), 0.4), pygame.Rect(x, y, w * 0.12, h * 0.06))
    return surface


def _creature(surface, icons, icon, rng, colour, scale=0.62):
    """The class silhouette, dark with a light rim, a little off centre and tilted."""
    w, h = surface.get_size()
    size = round(h * scale * rng.uniform(0.9, 1.05))
    dark = mix(colour, (0, 0, 0), 0.78)
    mark = icons.draw(icon, size, dark)
    mark = pygame.transform.rotate(mark, rng.uniform(-12, 12))
    x = w / 2 - mark.get_width() / 2 + rng.uniform(-0.12, 0.12) * w
    y = h * 0.5 - mark.get_height() / 2
    surface.blit(silhouette(mark, mix(colour, (255, 255, 255), 0.75), 220), (x - 2 * SS, y - 2 * SS))
    surface.blit(mark, (x, y))


def paint_species(w, h, rng, fields, icons):
    cls = str(fields.get("class_name") or "Plant")
    surface = _landscape(w, h, rng, cls, int(fields.get("tier_number") or 0))
    _creature(surface, icons, str(fields.get("class_icon") or "cls_plant"), rng, parse_colour(fields.get("colour")))
    return surface


def _orchid(surface, rng, w, h):
    cx, cy = w * 0.5, h * 0.42
    pygame.draw.line(surface, (50, 100, 40), (cx, cy), (cx - w * 0.05, h), round(3 * SS))
    petal = (236, 150, 210)
    for k in range(5):
        a = k * math.tau / 5 - math.pi / 2
        pygame.draw.ellipse(surface, petal, pygame.Rect(cx + math.cos(a) * h * 0.13 - h * 0.1,
                                                        cy + math.sin(a) * h * 0.13 - h * 0.07, h * 0.2, h * 0.14))
    pygame.draw.circle(surface, (250, 230, 120), (cx, cy), h * 0.06)


def _fig(surface, rng, w, h):
    trunk = (110, 80, 50)
    pygame.draw.line(surface, trunk, (w * 0.5, h), (w * 0.5, h * 0.45), round(6 * SS))
    pygame.draw.circle(surface, (70, 140, 60), (w * 0.5, h * 0.38), h * 0.3)
    for _ in range(7):
        x, y = w * 0.5 + rng.uniform(-0.22, 0.22) * h, h * 0.38 + rng.uniform(-0.2, 0.2) * h
        pygame.draw.circle(surface, (120, 60, 110), (x, y), h * 0.05)


def _bamboo(surface, rng, w, h):
    for k in range(4):
        x = w * (0.25 + 0.17 * k) + rng.uniform(-3, 3) * SS
        top = h * rng.uniform(0.08, 0.3)
        pygame.draw.line(surface, (90, 160, 60), (x, h), (x, top), round(7 * SS))
        y = h
        while y > top:
            pygame.draw.line(surface, (50, 100, 40), (x - 5 * SS, y), (x + 5 * SS, y), SS * 2)
            y -= h * 0.12
        pygame.draw.ellipse(surface, (110, 180, 70), pygame.Rect(x, top, w * 0.12, h * 0.05))


BASIC = {"orchid": _orchid, "fig": _fig, "bamboo": _bamboo}


def paint_basic_plant(w, h, rng, fields, icons):
    surface = _landscape(w, h, rng, "Plant", 0)
    draw = BASIC.get(str(fields.get("name", "")).lower())
    if draw:
        draw(surface, rng, w, h)
    else:
        _creature(surface, icons, "cls_plant", rng, parse_colour(fields.get("colour")))
    return surface


def paint_emblem_card(w, h, rng, fields, icons):
    """Special Powers and Environments: their symbol glowing over a swirl of their colour."""
    base = parse_colour(fields.get("colour"), (120, 80, 160))
    surface = gradient((w, h), mix(base, (255, 255, 255), 0.3), mix(base, (0, 0, 0), 0.5))
    cx, cy = w / 2, h / 2
    for k in range(12):
        a = k * math.tau / 12 + rng.uniform(-0.1, 0.1)
        pygame.draw.line(surface, mix(base, (255, 255, 255), 0.45), (cx, cy),
                         (cx + math.cos(a) * w, cy + math.sin(a) * w), round(4 * SS))
    surface.blit(glow(round(h * 0.45), mix(base, (255, 255, 255), 0.7), 190), (cx - h * 0.45, cy - h * 0.45))
    mark = icons.draw(str(fields.get("icon") or "kind_power"), round(h * 0.6), mix(base, (255, 255, 255), 0.92))
    surface.blit(mark, (cx - mark.get_width() / 2, cy - mark.get_height() / 2))
    return surface


PAINTERS = {"animal": paint_species, "plant": paint_species, "basic_plant": paint_basic_plant,
            "power": paint_emblem_card, "environment": paint_emblem_card, "back": paint_back}
