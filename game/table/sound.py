"""Table sounds, synthesized just after start-up with the standard library: no files, no downloads.

Each sound is a few hundred milliseconds of 16-bit samples built with `array` and `math`, handed
to `pygame.mixer.Sound(buffer=...)`. Where the mixer cannot open (no audio device), the table
stays silent and never fails. `played` records every sound asked for while sound is on, so tests
check which events make which sound without listening.
"""
from __future__ import annotations

import math
import random
import threading
import time
from typing import Callable

import pygame

from game.applog import logger

RATE = 22050
NAMES = ("slide", "play", "dice", "thud", "tick", "win", "loss")
CHUNK = 255     # samples between two pauses of the worker (a fraction of a millisecond of arithmetic)

log = logger(__name__)


def _no_pause() -> None:
    pass


def _env(i: int, n: int, attack: float = 0.005, rate: float = 1.0) -> float:
    """A quick attack then an exponential decay over `n` samples."""
    a = int(attack * RATE)
    if i < a:
        return i / max(1, a)
    return math.exp(-rate * 5.0 * (i - a) / max(1, n - a))


def _tone(freq: float, seconds: float, volume: float = 0.5, drop: float = 0.0, rate: float = 1.0,
          pause: Callable[[], None] = _no_pause) -> list[float]:
    """A sine whose pitch falls by `drop` (a fraction) over its length."""
    n = int(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        if not i & CHUNK:
            pause()
        f = freq * (1 - drop * i / n)
        phase += 2 * math.pi * f / RATE
        out.append(volume * math.sin(phase) * _env(i, n, rate=rate))
    return out


def _noise(seconds: float, volume: float, smooth: int, rng: random.Random, rate: float = 1.0,
           pause: Callable[[], None] = _no_pause) -> list[float]:
    """Noise through a running average of `smooth` samples (larger is duller), decaying."""
    n = int(seconds * RATE)
    out, acc, window = [], 0.0, []
    for i in range(n):
        if not i & CHUNK:
            pause()
        v = rng.uniform(-1, 1)
        window.append(v)
        acc += v
        if len(window) > smooth:
            acc -= window.pop(0)
        out.append(volume * acc / len(window) * _env(i, n, rate=rate))
    return out


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay sample lists on one another, each starting at its offset in seconds."""
    length = max(int(at * RATE) + len(p) for at, p in parts)
    out = [0.0] * length
    for at, p in parts:
        start = int(at * RATE)
        for i, v in enumerate(p):
            out[start + i] += v
    return out


def synthesize(pause: Callable[[], None] = _no_pause) -> dict[str, list[float]]:
    """Every table sound as samples in -1..1 (deterministic: its own seeded generator).

    `pause` is called every few hundred samples: the worker thread waits there while a frame draws."""
    rng = random.Random(1729)
    p = pause
    clicks = [(0.03 * k + rng.uniform(0, 0.02), _noise(0.035, 0.55, 3, rng, rate=1.6, pause=p)) for k in range(9)]
    notes_win = [(0.11 * k, _tone(f, 0.22, 0.32, pause=p)) for k, f in enumerate((523.3, 659.3, 784.0, 1046.5))]
    notes_loss = [(0.2 * k, _tone(f, 0.35, 0.32, drop=0.04, pause=p)) for k, f in enumerate((392.0, 311.1, 261.6))]
    return {
        "slide": _noise(0.14, 0.35, 12, rng, rate=0.8, pause=p),
        "play": _mix((0, _tone(180, 0.09, 0.55, drop=0.3, rate=1.4, pause=p)), (0, _noise(0.02, 0.35, 2, rng, pause=p))),
        "dice": _mix(*clicks),
        "thud": _mix((0, _tone(75, 0.28, 0.8, drop=0.35, pause=p)), (0, _noise(0.05, 0.4, 20, rng, pause=p))),
        "tick": _tone(1800, 0.03, 0.3, rate=1.5, pause=p),
        "win": _mix(*notes_win),
        "loss": _mix(*notes_loss),
    }


def to_buffer(samples: list[float], channels: int = 1, pause: Callable[[], None] = _no_pause) -> bytes:
    """Signed 16-bit samples, repeated for each channel."""
    from array import array   # here: the sounds are made after the first frame, on their own thread
    data = array("h")
    for i, v in enumerate(samples):
        if not i & CHUNK:
            pause()
        s = int(max(-1.0, min(1.0, v)) * 32000)
        data.extend([s] * channels)
    return data.tobytes()


class Sounds:
    """The table's sounds; `play(name)` when the sound setting is on, silent if the mixer cannot open.

    The app opens the audio device after its first frame (`start`), and the samples (about 0.1 s of
    arithmetic) are computed on a worker thread then. The worker pauses every few hundred samples and waits while a frame is
    drawn (`gate` is set between frames), so it only uses the loop's idle time and never holds the
    interpreter lock for long while a frame needs it. A sound asked for before it is ready is skipped."""

    def __init__(self, settings, gate: threading.Event | None = None):
        self.settings = settings
        self.played: list[str] = []
        self.sounds: dict[str, object] = {}
        self.gate = gate
        self._thread: threading.Thread | None = None
        self._channels: int | None = None
        self._started = False

    def open_mixer(self) -> bool:
        """Open the audio device (after the first frame: on a machine without one SDL spends about
        0.1 s looking for it before it gives up, and the menu should not wait for that)."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            freq, size, channels = pygame.mixer.get_init()
            if size != -16 or freq != RATE:
                raise pygame.error(f"the mixer opened at {freq} Hz, format {size}")
        except (pygame.error, TypeError, ValueError) as exc:
            log.warning("no sound: the audio device did not open (%s)", exc)
            return False   # no audio device (or an odd one): play on in silence
        self._channels = channels
        return True

    def start(self) -> None:
        """Open the mixer and synthesize on a worker thread (once; nothing more without a mixer)."""
        if self._started:
            return
        self._started = True
        if self.open_mixer():
            self._thread = threading.Thread(target=self._build, args=(self._pause,), daemon=True, name="sounds")
            self._thread.start()

    def stop(self, timeout: float = 10.0) -> bool:
        """Wait for the sounds being made (before pygame goes: they are made with its mixer)."""
        if self.gate is not None:
            self.gate.set()
        if self._thread is not None:
            self._thread.join(timeout)
        return self._thread is None or not self._thread.is_alive()

    def _pause(self) -> None:
        if self.gate is not None:
            self.gate.wait()
        time.sleep(0.0001)   # hand the interpreter back: a frame that wants it gets it at once

    def _build(self, pause: Callable[[], None] = _no_pause) -> None:
        try:
            sounds = {name: pygame.mixer.Sound(buffer=to_buffer(samples, self._channels, pause))
                      for name, samples in synthesize(pause).items()}
        except (pygame.error, TypeError, ValueError):
            log.warning("no sound: the sounds could not be made", exc_info=True)
            return
        self.sounds = sounds

    def wait(self) -> None:
        """Start if need be and block until the sounds are built (tests only)."""
        self.start()
        if self._thread is not None:
            self._thread.join()

    @property
    def available(self) -> bool:
        return bool(self.sounds)

    def play(self, name: str) -> None:
        if not self.settings.sound:
            return
        self.played.append(name)
        sound = self.sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass
