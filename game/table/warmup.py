"""Warm the card pictures of the game about to start, so the table's first frames do not stall.

Two halves. A worker thread does what needs no display: imports the table, sets the game up
(the same options and seed give the same cards), lays the table out for the window, and finds and
decodes each card's PNG, handing each one over as soon as it is decoded. The main loop converts and
scales them into the shared CardArt cache in slices of a few milliseconds a frame, the cards seen
first before the others.

The worker keeps out of the frames' way: it starts only once the app has drawn its first frame
(`hold`), and it waits while a frame is drawn (`gate`, set between frames) before each module it
imports and before each card. Compiling a module cannot be interrupted, so each starts in idle time;
the rest of the planning is plain Python, and the interpreter hands the lock back every 0.2 ms.
"""
from __future__ import annotations

import sys
import threading
import time
from typing import Callable

from game.applog import logger

SLICE = 0.002   # seconds of main-thread work a frame
PAUSE = 0.002   # the worker's rest between two cards
PLAN_SWITCH = 0.0002   # the interpreter's switch interval while the worker plans
IMPORT_WAIT = 0.03     # the longest an import on the worker waits for the frame to end

log = logger(__name__)


class PoliteImports:
    """A meta-path hook: an import made on `thread` first waits for the gate (it finds nothing itself)."""

    def __init__(self, thread: threading.Thread, gate: threading.Event):
        self.thread, self.gate = thread, gate

    def find_spec(self, name, path=None, target=None):
        if threading.current_thread() is self.thread:
            # Not forever: this import's module lock is already held, and a frame that imports the
            # same module waits for it, so the gate would never open (a deadlock, seen when Start
            # was pressed while the worker imported the sprite builder). A short stall is the worst.
            self.gate.wait(IMPORT_WAIT)
            time.sleep(0)
        return None

    def __enter__(self):
        sys.meta_path.insert(0, self)
        return self

    def __exit__(self, *exc):
        if self in sys.meta_path:
            sys.meta_path.remove(self)


class Warmup:
    """(CardArt, card, size, face) jobs, planned and decoded on a thread, finished in slices.

    A job (None, fn, None, None) is main-thread work the plan asks for (rendering the table's text):
    the worker passes it on as it is, and a slice calls `fn()`."""

    def __init__(self, gate: threading.Event | None = None):
        self.gate = gate
        self.hold = False       # True until the app has drawn its first frame
        self.key = None
        self.ready: list[tuple] = []      # decoded, waiting for the main thread
        self.done = 0
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._wanted: tuple | None = None

    def want(self, key, plan: Callable[[], list[tuple]]) -> None:
        """Warm for `key` (anything hashable naming the game and window); `plan` lists the jobs."""
        if key == self.key and self._wanted is None or (self._wanted and self._wanted[0] == key):
            return
        self._wanted = (key, plan)
        self._cancel.set()      # a game no longer wanted: its worker stops after the current card
        self._start()

    def _start(self) -> None:
        if self.hold or self._wanted is None or self._thread is not None and self._thread.is_alive():
            return
        key, plan = self._wanted
        self._wanted = None
        self.key, self.ready, self.done = key, [], 0
        cancel = self._cancel = threading.Event()
        ready = self.ready

        gate = self.gate

        def run():
            # While the worker plans, the interpreter switches threads every 0.2 ms instead of 5, so
            # a frame never waits long for it.
            interval = sys.getswitchinterval()
            sys.setswitchinterval(min(interval, PLAN_SWITCH))
            try:
                if gate is not None:
                    with PoliteImports(threading.current_thread(), gate):
                        jobs = plan()
                else:
                    jobs = plan()
                sys.setswitchinterval(interval)
                for art, card, size, face in jobs:
                    if gate is not None:
                        gate.wait()     # not while a frame is being drawn
                    if cancel.is_set():
                        return
                    if art is not None:
                        art.decode(card, size, face)
                    ready.append((art, card, size, face))
                    time.sleep(PAUSE)   # let the main loop have the interpreter between cards
            except Exception:  # warming is a nicety: the table draws whatever is missing itself
                log.exception("warming the cards of %r failed", key)
            finally:
                sys.setswitchinterval(interval)

        self._thread = threading.Thread(target=run, daemon=True, name="warmup")
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> bool:
        """Stop the worker and wait for it (before pygame goes: the worker draws with it, and a worker
        still drawing when pygame.quit() ran crashed the process). True once it has stopped."""
        self._wanted, self.hold = None, True
        self._cancel.set()
        if self.gate is not None:
            self.gate.set()         # a worker waiting for the frame to end goes on, to its stop
        if self._thread is not None:
            self._thread.join(timeout)
        return self._thread is None or not self._thread.is_alive()

    @property
    def working(self) -> bool:
        """The worker is still planning or decoding."""
        return self._wanted is not None or self._thread is not None and self._thread.is_alive()

    @property
    def pending(self) -> bool:
        return self.working or self.done < len(self.ready)

    def step(self, budget: float = SLICE) -> int:
        """Scale decoded pictures into the cache for at most about `budget` seconds; returns how many."""
        self._start()
        start = time.perf_counter()
        n = 0
        while self.done < len(self.ready) and (n == 0 or time.perf_counter() - start < budget):
            art, card, size, face = self.ready[self.done]
            self.done += 1
            if art is None:
                try:
                    card()
                except Exception:  # warming is a nicety: the table renders whatever is missing itself
                    log.exception("a warm-up step on the main thread failed")
                n += 1
            elif not art.has(card, size, face):
                art.get(card, size, face)
                n += 1
        return n  # the first picture is always done, so even a tight budget makes progress

    def wait(self, timeout: float = 30.0) -> None:
        """Block until every wanted game is planned and decoded (tests and benchmarks only)."""
        self.hold = False
        deadline = time.perf_counter() + timeout
        while self.working and time.perf_counter() < deadline:
            self._start()
            if self._thread is not None:
                self._thread.join(max(0.0, deadline - time.perf_counter()))


def warm_save(app, path, game: str, plan_for: Callable) -> None:
    """Ask the app's warm-up for the pictures of a saved game (the autosave Continue opens): the save is
    replayed on the worker and `plan_for(session, window size)` lists the jobs."""
    import os
    try:
        st = os.stat(path)
    except OSError:
        return
    size = tuple(app.size)

    def plan():
        from game.table.session import Session
        return plan_for(Session.load(path), size)

    app.warmup.want((f"{game}-save", str(path), st.st_mtime_ns, st.st_size, size), plan)


def everything(options: dict) -> str:
    """A game's options as the warm-up names the game: all of them."""
    return repr(sorted(options.items()))


def warm_new(app, game: str, options: dict, seed: int, plan_for: Callable, name: Callable = everything) -> None:
    """Ask the app's warm-up for the pictures of the new game `options` and `seed` would start: it is
    set up on the worker and `plan_for(session, window size)` lists the jobs. `name(options)`: what of
    the options names the game warmed."""
    size = tuple(app.size)
    chosen = dict(options)

    def plan():
        from game.table.session import Session
        return plan_for(Session.new(game, chosen, seed), size)

    app.warmup.want((game, name(chosen), seed, size), plan)


def warm_open(app, game: str, session, plan_for: Callable, name: Callable = everything) -> None:
    """Ask the app's warm-up for the pictures of a game open at the table (the rest of its cards, those
    its first frames did not draw): planned here, on the main thread, from the open session, and named
    like `warm_new` names the game by its options (the rules' filled-in options: `name` must leave out
    what the rules fill in), so the game warmed before it opened is not warmed again."""
    size = tuple(app.size)
    engine = session.engine
    planned = plan_for(session, size)
    app.warmup.want((game, name(engine.options), engine.seed, size), lambda: planned)


def unique(jobs: list[tuple]) -> list[tuple]:
    """Jobs (art, card, size, face) without repeats, in order, sizes as tuples."""
    seen, out = set(), []
    for art, card, size, face in jobs:
        key = (card, tuple(size), face)
        if key not in seen:
            seen.add(key)
            out.append((art, card, tuple(size), face))
    return out


def warmers(game: str, art: Callable, jobs: Callable, name: Callable = everything) -> tuple[Callable, Callable]:
    """A game's two warm-up entries (game.table.games.TableEntry.warm_new and .warm_save): the pictures
    of a new game (two players unless the form says otherwise) or of a save, planned by
    `jobs(art(app), session, window size)`; `name(options)`: what of the options names the game (see
    `warm_open`)."""
    def want(app, options: dict | None, seed: int) -> None:
        warm_new(app, game, options or {"players": 2}, seed, lambda session, size: jobs(art(app), session, size), name)

    def want_save(app, path) -> None:
        warm_save(app, path, game, lambda session, size: jobs(art(app), session, size))
    return want, want_save
