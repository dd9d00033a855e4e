"""The program's window leaves what it has started with, and each game as laid out, out of the garbage
collector's passes (game.table.memory); the garbage of a game left is collected, not kept for good."""
from __future__ import annotations

import gc
import weakref

import pytest

from game.engine.noah.rules import NOAH
from game.table import launch, memory


class Node:
    """An object in a reference cycle: only the collector frees it."""

    def __init__(self):
        self.me = self


@pytest.fixture
def unfrozen():
    yield
    gc.unfreeze()


def test_settle_collects_what_came_before_and_freezes_the_rest(unfrozen):
    gone = weakref.ref(Node())
    kept = Node()
    memory.settle()
    assert gone() is None
    assert gc.get_freeze_count() > 0 and not any(o is kept for o in gc.get_objects())


def test_a_game_laid_out_by_the_program_is_left_out_of_full_passes(harness, unfrozen):
    options = {"factions": sorted(NOAH.cards.factions)[:2], "harder": False}
    assert launch.start_game(harness.app, "noah", options, 1) is None
    assert gc.get_freeze_count() == 0          # an app of a test leaves the collector alone
    harness.app.settles = True                 # as the program's main() has it
    assert launch.start_game(harness.app, "noah", options, 2) is None
    assert any(o is harness.top for o in gc.get_objects()) is False and gc.get_freeze_count() > 0


def test_the_program_settles_at_its_first_frame_and_returns_the_collector_as_it_found_it(config_dir, monkeypatch):
    from game.table import app as app_mod
    frozen = []
    real = memory.settle
    monkeypatch.setattr(memory, "settle", lambda collect=True: (real(collect), frozen.append(gc.get_freeze_count())))
    assert app_mod.main(["--frames", "2"]) == 0
    assert frozen and frozen[0] > 0 and gc.get_freeze_count() == 0


HELD = """
import gc, sys, pygame
real = pygame.display.flip
seen = []
def flip():
    seen.append(gc.isenabled())
    real()
pygame.display.flip = flip
from game.cli import main
main(["--frames", "3"])
print(seen[:2], gc.isenabled(), gc.get_freeze_count())
"""


def test_the_window_starts_with_no_collector_passes_and_gives_them_back():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", HELD], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[False, True] True 0"
