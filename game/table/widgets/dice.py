"""The two Horror dice, thrown with pymunk, settling on the faces the engine already rolled.

The engine decides the result; the physics only decides how the dice tumble. A throw is simulated
in full when it starts (constant dt, walls, the dice bounce off each other and the rim), and the
face shown changes each time a die has rolled one face's width. The face sequence is chosen
backwards from the engine's result, so the last face shown is always the rolled one. Playback then
reads the recorded path at the same fixed step.
"""
from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.table import theme

STEP = 1 / 120
MAX_SECONDS = 3.0
HOLD_SECONDS = 0.9  # the settled result stays in view before the next event plays


def settle_angle(angle: float) -> float:
    """The nearest angle at which a square die sits straight."""
    quarter = math.pi / 2
    return round(angle / quarter) * quarter


class DiceThrow:
    """One throw of several dice across `size` (the tray), ending on `targets` (face symbols)."""

    def __init__(self, size: tuple[int, int], faces: list[list], targets: list, seed: int, die: int = 56):
        self.size = size
        self.faces = faces
        self.targets = list(targets)
        self.die = die
        rng = random.Random(seed)
        self.frames: list[list[tuple[float, float, float]]] = []  # step -> per die (x, y, angle)
        self.collisions = 0
        self._simulate(rng)
        self.face_at: list[list] = [self._face_sequence(i, rng) for i in range(len(targets))]
        self.time = 0.0

    # -- simulation -----------------------------------------------------------------------------
    def _simulate(self, rng: random.Random) -> None:
        w, h = self.size
        space = pymunk.Space()
        space.gravity = (0, 0)
        space.damping = 0.55  # felt: most speed is gone after a second or two
        rim = [((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))]
        for a, b in rim:
            seg = pymunk.Segment(space.static_body, a, b, 4)
            seg.elasticity = 0.75
            seg.friction = 0.6
            space.add(seg)
        bodies = []
        n = len(self.targets)
        hits = {"n": 0}

        def on_hit(arbiter, space_, data):
            hits["n"] += 1

        space.on_collision(1, 1, begin=on_hit)
        for i in range(n):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (self.die, self.die)))
            y = h * (i + 1) / (n + 1) + rng.uniform(-h * 0.08, h * 0.08)
            body.position = (self.die * (0.8 + 1.1 * i), y)
            speed = rng.uniform(w * 1.1, w * 1.6)
            # Aim the dice roughly at each other's lanes so they often meet mid-tray.
            aim = (h / 2 - y) / max(1, w) * rng.uniform(0.6, 1.6)
            body.velocity = (speed, speed * aim + rng.uniform(-60, 60))
            body.angular_velocity = rng.uniform(-14, 14)
            body.angle = rng.uniform(0, math.tau)
            shape = pymunk.Poly.create_box(body, (self.die, self.die), radius=4)
            shape.elasticity = 0.6
            shape.friction = 0.7
            shape.collision_type = 1
            space.add(body, shape)
            bodies.append(body)
        max_steps = int(MAX_SECONDS / STEP)
        for step in range(max_steps):
            space.step(STEP)
            for b in bodies:
                # Table friction: a steady drag on both travel and spin, so every throw settles.
                b.velocity = b.velocity * 0.992
                b.angular_velocity *= 0.975
            self.frames.append([(b.position.x, b.position.y, b.angle) for b in bodies])
            if step > 30 and all(b.velocity.length < 6 and abs(b.angular_velocity) < 0.3 for b in bodies):
                break
        self.collisions = hits["n"]
        # Ease each die onto a straight angle over the last few frames, so it ends square and crisp.
        ease = min(24, len(self.frames))
        for d in range(n):
            x, y, a = self.frames[-1][d]
            final = settle_angle(a)
            for k in range(ease):
                idx = len(self.frames) - ease + k
                t = (k + 1) / ease
                fx, fy, fa = self.frames[idx][d]
                self.frames[idx][d] = (fx, fy, fa + (final - fa) * t * t)
            self.frames[-1][d] = (x, y, final)

    def _face_sequence(self, d: int, rng: random.Random) -> list:
        """The face showing at each frame for die `d`, ending on the engine's face."""
        roll = self.die * 0.9
        travelled, changes, marks = 0.0, 0, []
        prev = self.frames[0][d]
        for f in self.frames:
            x, y, a = f[d]
            travelled += math.hypot(x - prev[0], y - prev[1]) + abs(a - prev[2]) * self.die * 0.25
            prev = f[d]
            while travelled >= roll:
                travelled -= roll
                changes += 1
            marks.append(changes)
        symbols = list(dict.fromkeys(self.faces[d]))
        # Backwards from the result: each earlier face differs from the one after it.
        seq = [self.targets[d]]
        for _ in range(changes):
            choices = [s for s in symbols if s != seq[-1]] or symbols
            seq.append(rng.choice(choices))
        seq.reverse()
        return [seq[m] for m in marks]

    # -- playback -------------------------------------------------------------------------------
    @property
    def duration(self) -> float:
        return len(self.frames) * STEP

    def update(self, dt: float) -> None:
        self.time += dt

    @property
    def settled(self) -> bool:
        return self.time >= self.duration

    @property
    def done(self) -> bool:
        return self.time >= self.duration + HOLD_SECONDS

    def finish(self) -> None:
        self.time = self.duration + HOLD_SECONDS

    def frame_index(self) -> int:
        return min(len(self.frames) - 1, int(self.time / STEP))

    def shown_faces(self) -> list:
        i = self.frame_index()
        return [seq[i] for seq in self.face_at]

    def final_faces(self) -> list:
        return [seq[-1] for seq in self.face_at]

    def poses(self) -> list[tuple[float, float, float]]:
        return self.frames[self.frame_index()]


class DiceArt:
    """Face pictures for the Horror dice, and rotated copies cached by rounded angle."""

    def __init__(self, size: int = 56):
        self.size = size
        self._faces: dict[tuple[str, object], pygame.Surface] = {}
        self._rotated: dict[tuple, pygame.Surface] = {}

    def face(self, kind: str, symbol) -> pygame.Surface:
        key = (kind, symbol)
        if key not in self._faces:
            self._faces[key] = self._draw_face(kind, symbol)
        return self._faces[key]

    def rotated(self, kind: str, symbol, angle: float) -> pygame.Surface:
        deg = (-math.degrees(angle)) % 90  # a square looks the same every quarter turn
        step = round(deg / 6) * 6 % 90
        if step == 0:
            return self.face(kind, symbol)
        key = (kind, symbol, step)
        if key not in self._rotated:
            self._rotated[key] = pygame.transform.rotozoom(self.face(kind, symbol), step, 1.0)
        return self._rotated[key]

    def _draw_face(self, kind: str, symbol) -> pygame.Surface:
        s = self.size
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        body = (178, 30, 36) if kind == "damage" else (56, 40, 96)
        pygame.draw.rect(surf, body, surf.get_rect(), border_radius=s // 6)
        pygame.draw.rect(surf, (250, 240, 230), surf.get_rect(), 2, border_radius=s // 6)
        c = s / 2
        if kind == "damage":
            if symbol in ("burst", "damage", True, 1):
                pts = []
                for k in range(16):
                    r = s * (0.40 if k % 2 == 0 else 0.17)
                    a = math.pi * k / 8
                    pts.append((c + r * math.cos(a), c + r * math.sin(a)))
                pygame.draw.polygon(surf, (255, 214, 64), pts)
                pygame.draw.polygon(surf, (90, 20, 10), pts, 2)
        else:
            n = int(symbol or 0)
            spots = {1: [(c, c)], 2: [(c - s * 0.2, c), (c + s * 0.2, c)]}.get(n, [])
            rad = s * (0.22 if n == 1 else 0.17)
            for (x, y) in spots:
                pygame.draw.circle(surf, (245, 235, 200), (int(x), int(y)), int(rad))
                pygame.draw.circle(surf, body, (int(x + rad * 0.45), int(y - rad * 0.2)), int(rad * 0.9))
        return surf


def describe(kind: str, symbol) -> str:
    """The face in words, for the log."""
    if kind == "damage":
        return "damage (starburst)" if symbol in ("burst", "damage", True, 1) else "blank"
    n = int(symbol or 0)
    return "no crescent" if n == 0 else ("1 crescent" if n == 1 else f"{n} crescents")


class DiceTray:
    """Where the dice are thrown and rest; draws the current throw, or the last result."""

    KINDS = ("damage", "reality_loss")

    def __init__(self, rect=(0, 0, 300, 140), die: int = 56):
        self.rect = pygame.Rect(rect)
        self.art = DiceArt(die)
        self.throw: DiceThrow | None = None
        self.kinds = list(self.KINDS)

    def start(self, faces: list[list], targets: list, seed: int, kinds=None) -> DiceThrow:
        self.kinds = list(kinds or self.KINDS)
        self.throw = DiceThrow(self.rect.size, faces, targets, seed, die=self.art.size)
        return self.throw

    def update(self, dt: float) -> None:
        if self.throw and not self.throw.done:
            self.throw.update(dt)

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        self.draw_tray(surface, th)
        self.draw_dice(surface)

    def draw_tray(self, surface: pygame.Surface, th: theme.Theme) -> None:
        pygame.draw.rect(surface, (14, 30, 26), self.rect, border_radius=12)
        pygame.draw.rect(surface, theme.RIM, self.rect, 3, border_radius=12)
        label = th.text("Horror dice", 14, theme.TEXT_DIM, bold=True)
        surface.blit(label, (self.rect.x + 8, self.rect.y + 4))

    def draw_dice(self, surface: pygame.Surface) -> None:
        if not self.throw:
            for i, kind in enumerate(self.kinds):
                img = self.art.face(kind, "blank" if kind == "damage" else 0)
                img.set_alpha(110)
                surface.blit(img, img.get_rect(center=(self.rect.x + self.rect.w * (i + 1) / 3, self.rect.centery)))
                img.set_alpha(255)
            return
        faces = self.throw.shown_faces()
        for (x, y, a), kind, sym in zip(self.throw.poses(), self.kinds, faces):
            img = self.art.face(kind, sym) if self.throw.settled else self.art.rotated(kind, sym, a)
            surface.blit(img, img.get_rect(center=(self.rect.x + int(x), self.rect.y + int(y))))
