"""The two Horror dice, thrown with pymunk, settling on the faces the engine already rolled.

The engine decides the result; the physics only decides how the dice tumble. The throw is simulated
at a constant dt (walls, the dice bounce off each other and the rim) a few steps ahead of what is
shown each frame, so starting a throw costs a frame little; `steps_per_update=None` simulates it all
at once. The face shown changes each time a die has rolled one face's width. Faces are drawn forward
as the dice roll; when the throw settles, the faces not yet shown are chosen backwards from the
engine's result (adding one more roll in the unseen part where needed), so the last face shown is
always the rolled one and no face already shown changes.
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
EASE_STEPS = 24  # the last steps ease each die onto a straight angle
AHEAD_STEPS = EASE_STEPS + 8  # the simulation stays at least this far ahead of playback
FIRST_STEPS = AHEAD_STEPS  # simulated when the throw starts


def settle_angle(angle: float) -> float:
    """The nearest angle at which a square die sits straight."""
    quarter = math.pi / 2
    return round(angle / quarter) * quarter


class DiceThrow:
    """One throw of several dice across `size` (the tray), ending on `targets` (face symbols)."""

    def __init__(self, size: tuple[int, int], faces: list[list], targets: list, seed: int, die: int = 56,
                 steps_per_update: int | None = None):
        self.size = size
        self.faces = faces
        self.targets = list(targets)
        self.die = die
        self.steps_per_update = steps_per_update
        self._rng = random.Random(seed)
        self.frames: list[list[tuple[float, float, float]]] = []  # step -> per die (x, y, angle)
        self.collisions = 0
        self.complete = False
        self.time = 0.0
        self._seen = 0
        n = len(self.targets)
        self._symbols = [list(dict.fromkeys(f)) for f in faces]
        self._faces_seq: list[list] = [[self._rng.choice(self._symbols[d])] for d in range(n)]
        self._marks: list[list[int]] = [[] for _ in range(n)]  # step -> changes so far, per die
        self._travelled = [0.0] * n
        self._setup_space()
        self._simulate(FIRST_STEPS if steps_per_update else None)

    # -- simulation -----------------------------------------------------------------------------
    def _setup_space(self) -> None:
        rng = self._rng
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
        self._bodies = []
        n = len(self.targets)

        def on_hit(arbiter, space_, data):
            self.collisions += 1

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
            self._bodies.append(body)
        self._space = space

    def _simulate(self, steps: int | None) -> None:
        """Run up to `steps` more physics steps (None: to the end); settle the throw when it stops."""
        if self.complete:
            return
        bodies = self._bodies
        max_steps = int(MAX_SECONDS / STEP)
        limit = max_steps if steps is None else min(max_steps, len(self.frames) + steps)
        while len(self.frames) < limit:
            self._space.step(STEP)
            for b in bodies:
                # Table friction: a steady drag on both travel and spin, so every throw settles.
                b.velocity = b.velocity * 0.992
                b.angular_velocity *= 0.975
            self.frames.append([(b.position.x, b.position.y, b.angle) for b in bodies])
            self._mark_rolls()
            if len(self.frames) > 31 and all(b.velocity.length < 6 and abs(b.angular_velocity) < 0.3
                                             for b in bodies):
                break
        else:
            if len(self.frames) < max_steps:
                return
        self._settle()

    def _mark_rolls(self) -> None:
        """Count, per die, the faces rolled by the latest step, drawing a new face for each."""
        roll = self.die * 0.9
        now = self.frames[-1]
        prev = self.frames[-2] if len(self.frames) > 1 else now
        for d, (x, y, a) in enumerate(now):
            px, py, pa = prev[d]
            self._travelled[d] += math.hypot(x - px, y - py) + abs(a - pa) * self.die * 0.25
            seq = self._faces_seq[d]
            while self._travelled[d] >= roll:
                self._travelled[d] -= roll
                choices = [s for s in self._symbols[d] if s != seq[-1]] or self._symbols[d]
                seq.append(self._rng.choice(choices))
            self._marks[d].append(len(seq) - 1)

    def _settle(self) -> None:
        """The throw has stopped: square the dice, and end each die's faces on the engine's face."""
        self.complete = True
        self._space = None
        self._bodies = []
        # Ease each die onto a straight angle over the last few steps, so it ends square and crisp.
        ease = min(EASE_STEPS, len(self.frames))
        for d in range(len(self.targets)):
            x, y, a = self.frames[-1][d]
            final = settle_angle(a)
            for k in range(ease):
                idx = len(self.frames) - ease + k
                t = (k + 1) / ease
                fx, fy, fa = self.frames[idx][d]
                self.frames[idx][d] = (fx, fy, fa + (final - fa) * t * t)
            self.frames[-1][d] = (x, y, final)
            self._end_on_target(d)

    def _end_on_target(self, d: int) -> None:
        """Choose die `d`'s unseen faces backwards from its target; add an unseen roll where none fits."""
        marks, seq, symbols = self._marks[d], self._faces_seq[d], self._symbols[d]
        target = self.targets[d]
        seen = max(0, min(self._seen, len(marks) - 2))  # the last step can always take one more roll
        for _ in range(3):
            fixed, total = marks[seen], marks[-1]  # faces 0..fixed may have been shown
            tail = [target]  # faces total, total-1, ..., fixed+1
            for k in range(total - 1, fixed, -1):
                avoid = {tail[-1], seq[fixed]} if k == fixed + 1 else {tail[-1]}
                tail.append(self._rng.choice([s for s in symbols if s not in avoid]
                                             or [s for s in symbols if s != tail[-1]] or symbols))
            first = tail[-1] if total > fixed else None
            if (total == fixed and seq[fixed] == target) or \
                    (total > fixed and (first != seq[fixed] or len(symbols) < 2)):
                del seq[fixed + 1:]
                seq.extend(reversed(tail) if total > fixed else [])
                return
            # No unseen face can take the target (a two-faced die's parity is wrong): one more roll.
            at = seen + 1 + (len(marks) - 1 - seen) // 2
            for i in range(at, len(marks)):
                marks[i] += 1
        raise AssertionError("dice faces could not be chosen to end on the target")

    # -- playback -------------------------------------------------------------------------------
    @property
    def duration(self) -> float:
        """The throw's length; the longest a throw may take until it has settled."""
        return len(self.frames) * STEP if self.complete else MAX_SECONDS

    @property
    def face_at(self) -> list[list]:
        """Per die, the face showing at each simulated step."""
        return [[seq[m] for m in marks] for seq, marks in zip(self._faces_seq, self._marks)]

    def update(self, dt: float) -> None:
        self._seen = self.frame_index()  # what the last frame drew stays as it was
        self.time += dt
        if not self.complete:
            need = int(self.time / STEP) + AHEAD_STEPS - len(self.frames)
            self._simulate(max(need, self.steps_per_update or 0) if self.steps_per_update else None)

    @property
    def settled(self) -> bool:
        return self.complete and self.time >= self.duration

    @property
    def done(self) -> bool:
        return self.complete and self.time >= self.duration + HOLD_SECONDS

    def finish(self) -> None:
        self._seen = self.frame_index()
        self._simulate(None)
        self.time = self.duration + HOLD_SECONDS

    def frame_index(self) -> int:
        return min(len(self.frames) - 1, int(self.time / STEP))

    def shown_faces(self) -> list:
        i = self.frame_index()
        return [seq[marks[i]] for seq, marks in zip(self._faces_seq, self._marks)]

    def final_faces(self) -> list:
        """The faces the dice end on (simulating the rest of the throw if it is still running)."""
        self._seen = self.frame_index()
        self._simulate(None)
        return [seq[marks[-1]] for seq, marks in zip(self._faces_seq, self._marks)]

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


class DiceTray:
    """Where the dice are thrown and rest; draws the current throw, or the last result."""

    KINDS = ("damage", "reality_loss")
    STEPS_PER_FRAME = 3  # physics steps simulated an update (playback uses 1): ahead soon, yet no frame does a burst

    def __init__(self, rect=(0, 0, 300, 140), die: int = 56):
        self.rect = pygame.Rect(rect)
        self.art = DiceArt(die)
        self.throw: DiceThrow | None = None
        self.kinds = list(self.KINDS)

    def start(self, faces: list[list], targets: list, seed: int, kinds=None) -> DiceThrow:
        self.kinds = list(kinds or self.KINDS)
        self.throw = DiceThrow(self.rect.size, faces, targets, seed, die=self.art.size,
                               steps_per_update=self.STEPS_PER_FRAME)
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

    def draw_dice(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The dice in the tray (faded while none is thrown); gives where they were drawn."""
        out = []
        if not self.throw:
            for i, kind in enumerate(self.kinds):
                img = self.art.face(kind, "blank" if kind == "damage" else 0)
                img.set_alpha(110)
                out.append(surface.blit(img, img.get_rect(center=(self.rect.x + self.rect.w * (i + 1) / 3,
                                                                  self.rect.centery))))
                img.set_alpha(255)
            return out
        faces = self.throw.shown_faces()
        for (x, y, a), kind, sym in zip(self.throw.poses(), self.kinds, faces):
            img = self.art.face(kind, sym) if self.throw.settled else self.art.rotated(kind, sym, a)
            out.append(surface.blit(img, img.get_rect(center=(self.rect.x + int(x), self.rect.y + int(y)))))
        return out
