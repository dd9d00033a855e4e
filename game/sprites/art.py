"""Procedural card art: distinct per card (seeded by its id), fitting its faction, enemy or habitat."""
from __future__ import annotations

import hashlib
import importlib
import math
import random
import threading

import pygame

from game.sprites.colours import parse_colour
from game.sprites.icons import IconSet

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


# games whose card art is painted by a module of their own (its PAINTERS, by card kind)
ART_SOURCES = {"planet": "game.sprites.planet_art"}


def painter_for(game: str, kind: str):
    """The painter of a kind of card: the game's own, else the shared ones here."""
    source = ART_SOURCES.get(game)
    if source:
        painters = importlib.import_module(source).PAINTERS
        if kind in painters:
            return painters[kind]
    return PAINTERS.get(kind, paint_emblem)


def draw_art(size: tuple[int, int], kind: str, card_id: str, fields: dict, icons: IconSet,
             game: str = "noah") -> pygame.Surface:
    """The art window of one card."""
    w, h = size[0] * SS, size[1] * SS
    rng = rng_for(card_id)
    painter = painter_for(game, kind)
    if kind == "enemy":
        fields = {**fields, "_id": card_id}
    surface = painter(w, h, rng, fields, icons)
    return pygame.transform.smoothscale(surface, size)


def _colour(fields, key="colour", default=(120, 120, 140)):
    return parse_colour(fields.get(key), default)


def _backdrop(w, h, rng, base, style=None) -> pygame.Surface:
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
    base = _colour(fields)
    surface = _backdrop(w, h, rng, base)
    _watermark(surface, icons, f"emblem_{fields.get('emblem', 'star')}", mix(base, (255, 255, 255), 0.7), rng)
    accent = mix(parse_colour(f"#{rng.randrange(0xFFFFFF):06x}"), (255, 255, 255), 0.55)
    surface.blit(glow(round(h * 0.55), mix(base, (255, 255, 255), 0.6), 120), (w / 2 - h * 0.55, h * 0.05))
    _figure(surface, rng, (*mix(base, (0, 0, 0), 0.82), 255), mix(base, (255, 255, 255), 0.75), accent,
            w * rng.uniform(0.38, 0.62), rng.uniform(0.9, 1.15))
    return surface


def paint_mercenary(w, h, rng, fields, icons):
    base = mix(_colour(fields), parse_colour(f"#{rng.randrange(0xFFFFFF):06x}"), 0.35)
    surface = _backdrop(w, h, rng, base, style=rng.choice((0, 2)))
    for _ in range(rng.randrange(3, 7)):  # scattered coins
        r = rng.uniform(0.04, 0.08) * h
        x, y = rng.uniform(0, w), rng.uniform(0.6, 1.0) * h
        pygame.draw.circle(surface, (212, 167, 44), (x, y), r)
        pygame.draw.circle(surface, (140, 104, 16), (x, y), r, max(2, round(r / 5)))
    _figure(surface, rng, (28, 22, 18, 255), (240, 215, 150), (255, 220, 120), w * rng.uniform(0.35, 0.65),
            rng.uniform(0.9, 1.15))
    return surface


def _blob(cx, cy, r, rng, points=18, roughness=0.3):
    result = []
    for i in range(points):
        a = i * math.tau / points
        rr = r * (1 + rng.uniform(-roughness, roughness))
        result.append((cx + rr * math.cos(a), cy + rr * math.sin(a) * 0.9))
    return result


BODIES = ("blob", "tall", "serpent", "winged", "swarm", "hulk")


def body_of(card_id: str) -> str:
    """The body shape of an Enemy's art, fixed by its id (the art's own RNG picks the details)."""
    return BODIES[int(hashlib.sha256(("body:" + card_id).encode()).hexdigest()[:8], 16) % len(BODIES)]


def _eyes(surface, rng, points, er, colour):
    """Glowing eyes with slit pupils at the given centres."""
    for ex, ey in points:
        r = er * rng.uniform(0.85, 1.15)
        surface.blit(glow(round(r * 2.4), colour, 200), (ex - r * 2.4, ey - r * 2.4))
        pygame.draw.circle(surface, colour, (ex, ey), r)
        pygame.draw.ellipse(surface, (10, 10, 10), pygame.Rect(ex - r * 0.25, ey - r * 0.8, r * 0.5, r * 1.6))


def _teeth(surface, cx, y, span, depth, count):
    for i in range(count):
        x0 = cx - span / 2 + i * span / count
        pygame.draw.polygon(surface, (235, 230, 215), [(x0, y), (x0 + span / count, y), (x0 + span / count / 2, y + depth)])


def _tentacle(layer, body, rng, x, y, angle, length, width, steps=12):
    phase = rng.uniform(0, math.tau)
    pts = []
    for step in range(steps):
        x += math.cos(angle) * length / steps + math.sin(phase + step * 0.8) * length * 0.05
        y += math.sin(angle) * length / steps
        pts.append((x, y))
    for i in range(len(pts) - 1):
        pygame.draw.line(layer, body, pts[i], pts[i + 1], max(2, round(width * (1 - i / steps))))
    return pts[-1]


def _body_blob(layer, rng, body, w, h):
    """The classic horror: a lumpy round body, tentacles, maybe horns."""
    cx, cy = w * rng.uniform(0.4, 0.6), h * rng.uniform(0.48, 0.6)
    r = h * rng.uniform(0.25, 0.33)
    for _ in range(rng.randrange(2, 7)):
        _tentacle(layer, body, rng, cx, cy, rng.uniform(0.1, math.pi - 0.1), r * 1.9, r * rng.uniform(0.12, 0.22))
    if rng.random() < 0.6:
        for side in (-1, 1):
            pygame.draw.polygon(layer, body, [(cx + side * r * 0.35, cy - r * 0.6), (cx + side * r * 0.95,
                                 cy - r * rng.uniform(1.3, 1.7)), (cx + side * r * 0.7, cy - r * 0.3)])
    pygame.draw.polygon(layer, body, _blob(cx, cy, r, rng, rng.randrange(12, 24), rng.uniform(0.08, 0.3)))
    n = rng.choice((1, 2, 2, 3, 4, 5))
    eyes = [(cx + (i - (n - 1) / 2) * r * 0.42, cy - r * 0.25 + rng.uniform(-0.15, 0.15) * r) for i in range(n)]
    mouth = (cx, cy + r * 0.35, r * 1.1, r * 0.22) if rng.random() < 0.7 else None
    return (cx, cy, r), eyes, r * (0.16 if n < 3 else 0.11), mouth


def _body_tall(layer, rng, body, w, h):
    """A gaunt stalker: a tall narrow body taller than the window, long arms, a small head."""
    cx = w * rng.uniform(0.4, 0.6)
    head_r = h * rng.uniform(0.09, 0.12)
    head_y = h * rng.uniform(0.16, 0.24)
    torso = pygame.Rect(0, 0, head_r * rng.uniform(2.0, 2.8), h * 0.95)
    torso.midtop = (cx, head_y + head_r * 0.6)
    pygame.draw.ellipse(layer, body, torso)
    pygame.draw.circle(layer, body, (cx, head_y), head_r)
    shoulder_y = head_y + head_r * 1.6
    for side in (-1, 1):  # long jointed arms reaching down and out
        elbow = (cx + side * torso.width * rng.uniform(0.9, 1.3), shoulder_y + h * rng.uniform(0.2, 0.3))
        hand = (cx + side * torso.width * rng.uniform(1.4, 2.0), elbow[1] + h * rng.uniform(0.2, 0.35))
        width = max(3, round(head_r * 0.35))
        pygame.draw.line(layer, body, (cx + side * torso.width * 0.35, shoulder_y), elbow, width)
        pygame.draw.line(layer, body, elbow, hand, width)
        for k in range(3):  # claws
            a = math.pi / 2 + side * (0.2 + k * 0.35)
            pygame.draw.line(layer, body, hand, (hand[0] + math.cos(a) * head_r * 0.9 * side,
                                                 hand[1] + math.sin(a) * head_r * 0.9), max(2, width // 2))
    if rng.random() < 0.5:  # a crown of spikes
        for i in range(5):
            a = -math.pi / 2 + (i - 2) * 0.35
            tip = (cx + math.cos(a) * head_r * 2.0, head_y + math.sin(a) * head_r * 2.0)
            pygame.draw.polygon(layer, body, [(cx + (i - 2.5) * head_r * 0.3, head_y), tip,
                                              (cx + (i - 1.5) * head_r * 0.3, head_y)])
    n = rng.choice((1, 2, 2, 3))
    eyes = [(cx + (i - (n - 1) / 2) * head_r * 0.7, head_y) for i in range(n)]
    return (cx, head_y, head_r * 1.5), eyes, head_r * (0.32 if n == 1 else 0.24), None


def _body_serpent(layer, rng, body, w, h):
    """A great worm: a thick wave of segments across the window, a fanged head at one end."""
    side = rng.choice((-1, 1))
    amp = h * rng.uniform(0.12, 0.2)
    waves = rng.uniform(1.0, 1.8)
    base_y = h * rng.uniform(0.5, 0.62)
    thick = h * rng.uniform(0.11, 0.15)
    phase = rng.uniform(0, math.tau)
    count = 28
    head = None
    for i in range(count + 1):  # tail first, so the head is drawn last
        t = i / count
        x = w * (0.02 + 0.78 * t) if side > 0 else w * (0.98 - 0.78 * t)
        y = base_y + math.sin(phase + t * waves * math.tau) * amp
        r = thick * (0.35 + 0.65 * t)
        pygame.draw.circle(layer, body, (x, y), r)
        if i % 3 == 0 and i < count:  # dorsal spines
            pygame.draw.polygon(layer, body, [(x - r * 0.5, y - r * 0.7), (x, y - r * 1.7), (x + r * 0.5, y - r * 0.7)])
        head = (x, y, r)
    hx, hy, hr = head
    hr *= 1.35
    pygame.draw.circle(layer, body, (hx, hy), hr)
    jaw = [(hx, hy), (hx + side * hr * 2.0, hy - hr * 0.3), (hx + side * hr * 1.8, hy + hr * 0.6), (hx, hy + hr)]
    pygame.draw.polygon(layer, body, jaw)
    eyes = [(hx + side * hr * 0.3, hy - hr * 0.45)]
    if rng.random() < 0.5:
        eyes.append((hx - side * hr * 0.25, hy - hr * 0.55))
    return (hx, hy, hr), eyes, hr * 0.28, (hx + side * hr * 1.0, hy + hr * 0.15, hr * 1.5, hr * 0.35)


def _body_winged(layer, rng, body, w, h):
    """A winged thing: a small body between two wide ribbed wings."""
    cx, cy = w * rng.uniform(0.45, 0.55), h * rng.uniform(0.42, 0.52)
    r = h * rng.uniform(0.13, 0.17)
    span = w * rng.uniform(0.36, 0.46)
    lift = h * rng.uniform(0.25, 0.38)
    for side in (-1, 1):
        tip = (cx + side * span, cy - lift)
        ribs = rng.randrange(3, 6)
        edge = [(cx + side * span * (1 - k / ribs), cy - lift * 0.2 + h * 0.18 * (1 - abs(k / ribs - 0.5)))
                for k in range(ribs + 1)]
        points = [(cx + side * r * 0.4, cy - r * 0.5), tip]
        for k, (x, y) in enumerate(edge):  # scalloped trailing edge
            points.append((x, y))
            if k < ribs:
                nx = cx + side * span * (1 - (k + 0.5) / ribs)
                points.append((nx, y - h * 0.07))
        points.append((cx + side * r * 0.3, cy + r * 0.6))
        pygame.draw.polygon(layer, body, points)
    pygame.draw.ellipse(layer, body, pygame.Rect(cx - r * 0.8, cy - r, r * 1.6, r * 2.6))
    pygame.draw.circle(layer, body, (cx, cy - r * 0.9), r * 0.75)
    for side in (-1, 1):  # ears or horns
        pygame.draw.polygon(layer, body, [(cx + side * r * 0.25, cy - r * 1.4), (cx + side * r * 0.8, cy - r * 2.3),
                                          (cx + side * r * 0.65, cy - r * 1.0)])
    _tentacle(layer, body, rng, cx, cy + r * 1.4, math.pi / 2 + rng.uniform(-0.4, 0.4), h * 0.3, r * 0.25, 8)
    eyes = [(cx - r * 0.3, cy - r * 0.95), (cx + r * 0.3, cy - r * 0.95)]
    return (cx, cy - r * 0.9, r * 0.75), eyes, r * 0.2, (cx, cy - r * 0.55, r * 0.8, r * 0.22)


def _body_swarm(layer, rng, body, w, h):
    """A swarm: many small horrors, each with its own eye."""
    count = rng.randrange(7, 13)
    eyes, biggest = [], None
    for i in range(count):
        r = h * rng.uniform(0.06, 0.12)
        x, y = rng.uniform(0.1, 0.9) * w, rng.uniform(0.25, 0.85) * h
        pygame.draw.polygon(layer, body, _blob(x, y, r, rng, rng.randrange(8, 14), 0.25))
        for _ in range(rng.randrange(2, 4)):  # legs or feelers
            a = rng.uniform(0, math.tau)
            pygame.draw.line(layer, body, (x, y), (x + math.cos(a) * r * 1.8, y + math.sin(a) * r * 1.8), max(2, round(r * 0.15)))
        eyes.append((x + rng.uniform(-0.2, 0.2) * r, y - r * 0.2))
        if biggest is None or r > biggest[2]:
            biggest = (x, y, r)
    return biggest, eyes, h * 0.03, None


def _body_hulk(layer, rng, body, w, h):
    """A hulking brute: a wide low mass, huge fists, a small head sunk between the shoulders."""
    cx = w * rng.uniform(0.42, 0.58)
    bw, bh = w * rng.uniform(0.45, 0.6), h * rng.uniform(0.55, 0.7)
    mass = pygame.Rect(0, 0, bw, bh)
    mass.midbottom = (cx, h * 1.05)
    pygame.draw.ellipse(layer, body, mass)
    pygame.draw.rect(layer, body, pygame.Rect(mass.x + bw * 0.1, mass.centery, bw * 0.8, h), border_radius=round(bw * 0.1))
    head_r = bh * rng.uniform(0.16, 0.2)
    head = (cx, mass.y + head_r * 0.5)
    pygame.draw.circle(layer, body, head, head_r)
    for side in (-1, 1):
        shoulder = (cx + side * bw * 0.42, mass.y + bh * 0.3)
        fist = (cx + side * bw * rng.uniform(0.62, 0.75), h * rng.uniform(0.72, 0.86))
        pygame.draw.line(layer, body, shoulder, fist, round(bh * 0.22))
        pygame.draw.circle(layer, body, shoulder, bh * 0.2)
        pygame.draw.circle(layer, body, fist, bh * rng.uniform(0.16, 0.2))
    if rng.random() < 0.6:  # back plates
        for i in range(4):
            x = mass.x + bw * (0.2 + i * 0.2)
            pygame.draw.polygon(layer, body, [(x - bw * 0.06, mass.y + bh * 0.15), (x, mass.y - bh * 0.12),
                                              (x + bw * 0.06, mass.y + bh * 0.15)])
    eyes = [(head[0] - head_r * 0.4, head[1]), (head[0] + head_r * 0.4, head[1])]
    return (head[0], head[1], head_r), eyes, head_r * 0.22, (head[0], head[1] + head_r * 0.45, head_r * 1.2, head_r * 0.3)


BODY_PAINTERS = {"blob": _body_blob, "tall": _body_tall, "serpent": _body_serpent, "winged": _body_winged,
                 "swarm": _body_swarm, "hulk": _body_hulk}


def enemy_body(w, h, rng, colour, body_name: str):
    """The body alone on a transparent layer, with its focus (x, y, r), eye centres, eye size and mouth."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    focus, eyes, er, mouth = BODY_PAINTERS.get(body_name, _body_blob)(layer, rng, (*colour, 255), w, h)
    return layer, focus, eyes, er, mouth


def paint_enemy(w, h, rng, fields, icons, body_name: str | None = None):
    """An Enemy: a dark body (one of BODIES, fixed per card) with a light rim, glowing eyes, spores behind."""
    base = _colour(fields)
    chosen = fields.get("body")   # the card's `shape:`, else the one its id picks
    body_name = body_name or (chosen if chosen in BODIES else body_of(str(fields.get("_id", fields.get("name", "")))))
    surface = gradient((w, h), mix(base, (0, 0, 0), 0.45), mix(base, (0, 0, 0), 0.88))
    for _ in range(rng.randrange(20, 50)):  # spores
        pygame.draw.circle(surface, mix(base, (255, 255, 255), 0.5), (rng.randrange(w), rng.randrange(h)),
                           rng.choice((1, 2, 3)) * SS)
    layer, (cx, cy, r), eyes, er, mouth = enemy_body(w, h, rng, mix(base, (0, 0, 0), 0.8), body_name)
    halo = round(max(r * 2.1, h * 0.45))
    surface.blit(glow(halo, mix(base, (255, 255, 255), 0.3), 190), (cx - halo, cy - halo))
    surface.blit(silhouette(layer, mix(base, (255, 255, 255), 0.45)), (SS * 2, -SS * 2))
    surface.blit(layer, (0, 0))
    eye_colour = rng.choice([(255, 236, 120), (180, 255, 140), (255, 255, 255), (255, 120, 90), (140, 220, 255)])
    _eyes(surface, rng, eyes, er, eye_colour)
    if mouth is not None:
        mx, my, span, depth = mouth
        _teeth(surface, mx, my, span, depth, rng.randrange(4, 9))
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
    rift = mix(_colour(fields, default=(150, 80, 200)), (200, 120, 255), 0.5)
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
                            _blob(rng.uniform(0.1, 0.9) * w, rng.uniform(0.2, 0.8) * h, h * rng.uniform(0.15, 0.3), rng, 14, 0.35))
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
    base = _colour(fields)
    surface = _backdrop(w, h, rng, base, style=1)
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


def paint_emblem(w, h, rng, fields, icons):
    """Faction, Ability and turn cards, backs: a big emblem on a patterned field."""
    base = _colour(fields)
    surface = _backdrop(w, h, rng, base, style=rng.choice((0, 1)))
    name = fields.get("icon") or f"emblem_{fields.get('emblem', 'star')}"
    surface.blit(glow(round(h * 0.5), mix(base, (255, 255, 255), 0.7), 170), (w / 2 - h * 0.5, 0))
    mark = icons.draw(name, round(h * 0.62), mix(base, (255, 255, 255), 0.92))
    surface.blit(mark, (w / 2 - mark.get_width() / 2, h / 2 - mark.get_height() / 2))
    return surface


def paint_back(w, h, rng, fields, icons):
    """A card back: the kind's symbol tiled over a gradient, a big one in the middle."""
    base = _colour(fields)
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


PAINTERS = {"agent": paint_agent, "mercenary": paint_mercenary, "enemy": paint_enemy, "location": paint_location,
            "mission": paint_mission, "dial": paint_dial, "faction": paint_emblem, "ability": paint_emblem,
            "turn": paint_emblem, "back": paint_back}
