"""Tweens and the ordered queue that plays one event's animation after another."""
from __future__ import annotations

import math
from typing import Callable


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp_point(a, b, t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Anim:
    """One animation: `duration` seconds of `progress` from 0 to 1, then `on_done` once."""

    blocking = True  # the queue waits for a blocking animation before starting the next one

    def __init__(self, duration: float, on_done: Callable[[], None] | None = None, label: str = ""):
        self.duration = max(0.0, duration)
        self.elapsed = 0.0
        self.on_done = on_done
        self.label = label
        self.finished = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.finish()

    def finish(self) -> None:
        if not self.finished:
            self.finished = True
            self.elapsed = self.duration
            if self.on_done:
                self.on_done()

    def draw(self, surface) -> list | None:
        """Overlay drawing while running; must not change any state. Gives the rectangles it drew in,
        or None if it cannot say (game.table.still)."""
        return []


class AnimQueue:
    """Animations in the order their events happened; `speed` 0 plays everything instantly."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.pending: list[Anim] = []
        self.running: list[Anim] = []

    def add(self, anim: Anim) -> Anim:
        self.pending.append(anim)
        if self.speed <= 0:
            self.skip()
        return anim

    @property
    def busy(self) -> bool:
        return bool(self.pending or self.running)

    def all(self) -> list[Anim]:
        return self.running + self.pending

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.skip()
            return
        self._start_ready()
        for anim in list(self.running):
            anim.update(dt * self.speed)
        self.running = [a for a in self.running if not a.finished]
        self._start_ready()

    def _start_ready(self) -> None:
        # Start pending animations until a blocking one is running.
        while self.pending and not any(a.blocking for a in self.running):
            self.running.append(self.pending.pop(0))

    def skip(self) -> None:
        """Jump every queued animation to its end, in order (a click skips ahead)."""
        guard = 0
        while (self.running or self.pending) and guard < 10000:
            guard += 1
            self._start_ready()
            for anim in list(self.running):
                anim.finish()
            self.running = [a for a in self.running if not a.finished]

    def draw(self, surface) -> list | None:
        """Every running animation's drawing; where they drew (None if one cannot say)."""
        out: list | None = []
        for anim in self.running:
            rects = anim.draw(surface)
            out = None if out is None or rects is None else out + rects
        return out


class Tween:
    """A value that glides to a target over time (markers, card positions, the dial pointer)."""

    def __init__(self, value: float, rate: float = 8.0):
        self.value = float(value)
        self.target = float(value)
        self.rate = rate

    def set(self, target: float, snap: bool = False) -> None:
        self.target = float(target)
        if snap:
            self.value = self.target

    def update(self, dt: float) -> None:
        diff = self.target - self.value
        if abs(diff) < 1e-3:
            self.value = self.target
        else:
            self.value += diff * (1 - math.exp(-self.rate * dt))

    @property
    def settled(self) -> bool:
        return self.value == self.target
