"""NOAH's Enemies: a dark body (one of BODIES, fixed per card or chosen by its `shape:`) with a light rim,
glowing eyes, spores behind."""
from __future__ import annotations

import hashlib
import math

import pygame

from game.sprites.paint import SS, blob, colour_of, glow, gradient, mix, silhouette

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
    pygame.draw.polygon(layer, body, blob(cx, cy, r, rng, rng.randrange(12, 24), rng.uniform(0.08, 0.3)))
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
        pygame.draw.polygon(layer, body, blob(x, y, r, rng, rng.randrange(8, 14), 0.25))
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
    base = colour_of(fields)
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
