"""Closing the program stops its worker threads before pygame goes: the warm-up draws cards with
pygame and the sounds are made with its mixer, and one still at work when pygame.quit() ran crashed the
installed program (exit -11 in the packaging test, a few frames after start, its sprites being built)."""
from __future__ import annotations

import threading
import time

from game.table.warmup import Warmup


def test_stop_ends_a_worker_that_is_planning_and_one_waiting_for_the_frame():
    gate = threading.Event()                # the app's "between frames": closed, as during a frame
    started = threading.Event()

    def plan():
        started.set()
        time.sleep(0.2)                     # building sprites takes a while
        return [(None, lambda: None, None, None)] * 50

    warm = Warmup(gate)
    warm.want("game", plan)
    assert started.wait(5)
    assert warm.stop(timeout=5)             # waits through the plan, then past the closed gate
    assert not warm.working


def test_the_app_stops_its_workers_before_pygame_quits(harness):
    app = harness.app
    assert app.stop_workers(timeout=10)
    assert not app.warmup.working
