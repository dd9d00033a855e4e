"""NOAH's card art: heroes (Agents, Mercenaries) as seeded silhouettes, Locations as a skyline under the
rift the horrors come through, Missions as a route on a map, the Reality Loss dial; Enemies are in
noah_enemy_art.py."""
from __future__ import annotations

import math

import pygame

from game.engine.cards import Problem
from game.sprites.colours import parse_colour
from game.sprites.noah_enemy_art import BODIES, paint_enemy
from game.sprites.paint import SS, backdrop, blob, colour_of, glow, gradient, mix, paint_back, paint_emblem, silhouette


def _watermark(surface, icons, name, colour, rng, alpha=45):
    w, h = surface.get_size()
    size = round(h * rng.uniform(0.8, 1.2))
    mark = icons.draw(name, size, colour).copy()
    mark.set_alpha(alpha)
    surface.blit(mark, (rng.uniform(-0.2, 0.6) * w, rng.uniform(-0.3, 0.1) * h))


def _figure(surface, rng, dark, rim, accent, cx, scale):
    """A hero silhouette: head, shoulders and seeded details (hood, hat, visor, cape, staff)."""
    w, h = surface.get_size()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    head_r = h * 0.13 * scale * rng.uniform(0.85, 1.1)
    head_y = h * rng.uniform(0.36, 0.44)
    shoulder_w = head_r * rng.uniform(3.6, 5.0)
    body_top = head_y + head_r * 1.1
    shape = []
    if rng.random() < 0.4:  # cape
        pygame.draw.polygon(layer, dark, [(cx - shoulder_w * 0.45, body_top), (cx + shoulder_w * 0.45, body_top),
                                          (cx + shoulder_w * 0.8, h), (cx - shoulder_w * 0.8, h)])
    pygame.draw.ellipse(layer, dark, pygame.Rect(cx - shoulder_w / 2, body_top, shoulder_w, h * 0.9))
    pygame.draw.rect(layer, dark, pygame.Rect(cx - head_r * 0.45, head_y, head_r * 0.9, head_r * 1.6))
    pygame.draw.circle(layer, dark, (cx, head_y), head_r)
    hat = rng.randrange(5)
    if hat == 0:  # hood
        pygame.draw.polygon(layer, dark, [(cx - head_r * 1.3, head_y + head_r * 1.2), (cx, head_y - head_r * 2.0),
                                          (cx + head_r * 1.3, head_y + head_r * 1.2)])
    elif hat == 1:  # brimmed hat
        pygame.draw.ellipse(layer, dark, pygame.Rect(cx - head_r * 1.9, head_y - head_r * 0.9, head_r * 3.8,
                                                     head_r * 0.7))
        pygame.draw.rect(layer, dark, pygame.Rect(cx - head_r * 0.9, head_y - head_r * 1.9, head_r * 1.8,
                                                  head_r * 1.2), border_radius=round(head_r * 0.3))
    elif hat == 2:  # spiky hair
        for i in range(5):
            x = cx - head_r + i * head_r / 2
            shape = [(x - head_r * 0.3, head_y - head_r * 0.5), (x + rng.uniform(-0.3, 0.3) * head_r,
                                                                 head_y - head_r * rng.uniform(1.4, 2.0)),
                     (x + head_r * 0.3, head_y - head_r * 0.5)]
            pygame.draw.polygon(layer, dark, shape)
    elif hat == 3:  # antenna / horns
        for side in (-1, 1):
            pygame.draw.line(layer, dark, (cx + side * head_r * 0.5, head_y - head_r * 0.6),
                             (cx + side * head_r * 1.1, head_y - head_r * 1.9), max(2, round(head_r * 0.18)))
            pygame.draw.circle(layer, accent, (cx + side * head_r * 1.1, head_y - head_r * 1.9), head_r * 0.2)
    if rng.random() < 0.55:  # a staff, blade or lantern
        side = rng.choice((-1, 1))
        x = cx + side * shoulder_w * rng.uniform(0.45, 0.6)
        top = h * rng.uniform(0.12, 0.3)
        pygame.draw.line(layer, dark, (x, top), (x - side * head_r * 0.3, h), max(3, round(head_r * 0.22)))
        layer.blit(glow(round(head_r * 1.2), accent, 230), (x - head_r * 1.2, top - head_r * 1.2))
        pygame.draw.circle(layer, accent, (x, top), head_r * 0.32)
    # rim light: the silhouette offset, in a light colour, behind the dark figure
    surface.blit(silhouette(layer, rim, 200), (-SS * 3, -SS * 2))
    surface.blit(layer, (0, 0))
    eyes = rng.randrange(3)
    if eyes == 0:  # visor
        pygame.draw.rect(surface, accent, pygame.Rect(cx - head_r * 0.75, head_y - head_r * 0.15, head_r * 1.5,
                                                      head_r * 0.32), border_radius=round(head_r * 0.15))
    elif eyes == 1:
        for side in (-1, 1):
            pygame.draw.circle(surface, accent, (cx + side * head_r * 0.38, head_y), head_r * 0.13)


def paint_agent(w, h, rng, fields, icons):
    base = colour_of(fields)
    surface = backdrop(w, h, rng, base)
    _watermark(surface, icons, f"emblem_{fields.get('emblem', 'star')}", mix(base, (255, 255, 255), 0.7), rng)
    accent = mix(parse_colour(f"#{rng.randrange(0xFFFFFF):06x}"), (255, 255, 255), 0.55)
    surface.blit(glow(round(h * 0.55), mix(base, (255, 255, 255), 0.6), 120), (w / 2 - h * 0.55, h * 0.05))
    _figure(surface, rng, (*mix(base, (0, 0, 0), 0.82), 255), mix(base, (255, 255, 255), 0.75), accent,
            w * rng.uniform(0.38, 0.62), rng.uniform(0.9, 1.15))
    return surface


def paint_mercenary(w, h, rng, fields, icons):
    base = mix(colour_of(fields), parse_colour(f"#{rng.randrange(0xFFFFFF):06x}"), 0.35)
    surface = backdrop(w, h, rng, base, style=rng.choice((0, 2)))
    for _ in range(rng.randrange(3, 7)):  # scattered coins
        r = rng.uniform(0.04, 0.08) * h
        x, y = rng.uniform(0, w), rng.uniform(0.6, 1.0) * h
        pygame.draw.circle(surface, (212, 167, 44), (x, y), r)
        pygame.draw.circle(surface, (140, 104, 16), (x, y), r, max(2, round(r / 5)))
    _figure(surface, rng, (28, 22, 18, 255), (240, 215, 150), (255, 220, 120), w * rng.uniform(0.35, 0.65),
            rng.uniform(0.9, 1.15))
    return surface



HABITATS = ("city", "mountains", "sea", "desert", "forest")


def paint_location(w, h, rng, fields, icons):
    skies = [((255, 170, 110), (90, 60, 120)), ((30, 40, 90), (8, 10, 30)), ((140, 200, 235), (235, 225, 200)),
             ((250, 120, 80), (40, 20, 60)), ((90, 160, 150), (20, 50, 60))]
    top, bottom = rng.choice(skies)
    surface = gradient((w, h), top, bottom)
    pygame.draw.circle(surface, mix(top, (255, 255, 240), 0.7), (rng.uniform(0.15, 0.85) * w, h * rng.uniform(0.15, 0.35)),
                       h * rng.uniform(0.07, 0.14))
    # the rift the horrors come through
    rift = mix(colour_of(fields, default=(150, 80, 200)), (200, 120, 255), 0.5)
    x0, pts = rng.uniform(0.25, 0.75) * w, []
    for i in range(8):
        pts.append((x0 + rng.uniform(-0.06, 0.06) * w, i * h * 0.07))
    left = [(x - (1 + math.sin(i)) * SS * 4, y) for i, (x, y) in enumerate(pts)]
    right = [(x + (1 + math.cos(i)) * SS * 4, y) for i, (x, y) in enumerate(pts)][::-1]
    surface.blit(glow(round(h * 0.35), rift, 170), (x0 - h * 0.35, -h * 0.05))
    pygame.draw.polygon(surface, mix(rift, (255, 255, 255), 0.6), left + right)
    habitat = HABITATS[rng.randrange(len(HABITATS))]
    far, near = mix(bottom, (0, 0, 0), 0.45), mix(bottom, (0, 0, 0), 0.75)
    ground = h * rng.uniform(0.62, 0.72)
    if habitat == "city":
        for layer_colour, scale in ((far, 0.8), (near, 1.0)):
            x = -rng.uniform(0, w * 0.05)
            while x < w:
                bw = rng.uniform(0.06, 0.14) * w
                bh = rng.uniform(0.15, 0.45) * h * scale
                pygame.draw.rect(surface, layer_colour, pygame.Rect(x, ground - bh + (1 - scale) * h * 0.2, bw, h))
                if scale == 1.0:
                    for wy in range(int(ground - bh + 8 * SS), int(h), 7 * SS):
                        for wx in range(int(x + 4 * SS), int(x + bw - 4 * SS), 7 * SS):
                            if rng.random() < 0.3:
                                pygame.draw.rect(surface, (255, 220, 140), pygame.Rect(wx, wy, 3 * SS, 3 * SS))
                x += bw + rng.uniform(0, 0.02) * w
    elif habitat == "mountains":
        for layer_colour, base_y in ((far, ground - h * 0.1), (near, ground + h * 0.05)):
            pts = [(0, h)]
            x = 0
            while x <= w:
                pts.append((x, base_y - rng.uniform(0.05, 0.3) * h))
                x += rng.uniform(0.1, 0.22) * w
            pts += [(w, base_y - rng.uniform(0.05, 0.2) * h), (w, h)]
            pygame.draw.polygon(surface, layer_colour, pts)
    elif habitat == "sea":
        pygame.draw.rect(surface, mix(bottom, (20, 60, 110), 0.6), pygame.Rect(0, ground, w, h))
        for y in range(int(ground + 6 * SS), h, 9 * SS):
            for x in range(int(rng.uniform(0, 20)), w, 26 * SS):
                pygame.draw.arc(surface, mix(top, (255, 255, 255), 0.5), pygame.Rect(x, y, 16 * SS, 8 * SS),
                                0.3, math.pi - 0.3, SS * 2)
        pygame.draw.polygon(surface, near, [(w * 0.6, ground), (w * 0.75, ground - h * 0.18), (w * 0.9, ground)])
    elif habitat == "desert":
        for i, colour in enumerate((far, mix(bottom, (200, 150, 80), 0.4))):
            pts = [(0, h)] + [(x, ground + i * h * 0.08 - math.sin(x / w * math.pi * (1 + i) + rng.random()) * h * 0.08)
                              for x in range(0, w + 20, 20)] + [(w, h)]
            pygame.draw.polygon(surface, colour, pts)
    else:  # forest
        for layer_colour, base_y, s in ((far, ground, 0.8), (near, ground + h * 0.08, 1.1)):
            x = rng.uniform(-20, 0)
            pygame.draw.rect(surface, layer_colour, pygame.Rect(0, base_y, w, h))
            while x < w:
                th = rng.uniform(0.2, 0.35) * h * s
                tw = th * 0.45
                pygame.draw.polygon(surface, layer_colour, [(x, base_y), (x + tw / 2, base_y - th), (x + tw, base_y)])
                x += tw * rng.uniform(0.5, 0.8)
    return surface


def paint_mission(w, h, rng, fields, icons):
    surface = gradient((w, h), (232, 220, 190), (200, 182, 145))
    ink = (110, 88, 60)
    for x in range(0, w, 24 * SS):
        pygame.draw.line(surface, mix(ink, (232, 220, 190), 0.7), (x, 0), (x, h), SS)
    for y in range(0, h, 24 * SS):
        pygame.draw.line(surface, mix(ink, (232, 220, 190), 0.7), (0, y), (w, y), SS)
    for _ in range(3):  # continents
        pygame.draw.polygon(surface, mix(ink, (232, 220, 190), 0.55),
                            blob(rng.uniform(0.1, 0.9) * w, rng.uniform(0.2, 0.8) * h, h * rng.uniform(0.15, 0.3), rng, 14, 0.35))
    stops = [(w * (0.15 + 0.23 * i), h * rng.uniform(0.25, 0.75)) for i in range(4)]
    for a, b in zip(stops, stops[1:]):
        steps = 10
        for i in range(0, steps, 2):
            pygame.draw.line(surface, (150, 40, 40),
                             (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps),
                             (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps), SS * 3)
    for i, (x, y) in enumerate(stops):
        pygame.draw.circle(surface, (150, 40, 40), (x, y), h * 0.05)
        pygame.draw.circle(surface, (245, 235, 210), (x, y), h * 0.025)
    flag = icons.draw("kind_mission", round(h * 0.25), (150, 40, 40))
    surface.blit(flag, (stops[-1][0] - h * 0.03, stops[-1][1] - h * 0.26))
    return surface


def paint_dial(w, h, rng, fields, icons):
    base = colour_of(fields)
    surface = backdrop(w, h, rng, base, style=1)
    cx, cy, r = w / 2, h / 2, h * 0.42
    n = 16
    for i in range(n):
        a0, a1 = i * math.tau / n - math.pi / 2, (i + 1) * math.tau / n - math.pi / 2
        colour = (190, 40, 50) if i in (5, 10, 15) else mix(base, (255, 255, 255), 0.3 + 0.3 * (i % 2))
        pts = [(cx + r * math.cos(a0 + (a1 - a0) * t / 4), cy + r * math.sin(a0 + (a1 - a0) * t / 4)) for t in range(5)]
        pts += [(cx + r * 0.6 * math.cos(a1 - (a1 - a0) * t / 4), cy + r * 0.6 * math.sin(a1 - (a1 - a0) * t / 4))
                for t in range(5)]
        pygame.draw.polygon(surface, colour, pts)
    pygame.draw.circle(surface, mix(base, (0, 0, 0), 0.6), (cx, cy), r * 0.55)
    moon = icons.draw("reality", round(r * 0.8), (230, 220, 255))
    surface.blit(moon, (cx - moon.get_width() / 2, cy - moon.get_height() / 2))
    return surface


def art_problems(spec) -> list[Problem]:
    """An Enemy's `shape:` that names no body (the art then uses the one its id picks)."""
    body = spec.fields.get("body") if spec.kind == "enemy" else None
    if body and body not in BODIES:
        return [Problem(spec.file, spec.line_of("shape"), f"card {spec.id!r}: there is no enemy shape {body!r} "
                        f"(shapes: {', '.join(BODIES)}); the art uses the one its id picks.")]
    return []


PAINTERS = {"agent": paint_agent, "mercenary": paint_mercenary, "enemy": paint_enemy, "location": paint_location,
            "mission": paint_mission, "dial": paint_dial, "faction": paint_emblem, "ability": paint_emblem,
            "turn": paint_emblem, "back": paint_back}
