"""Widgets on their own: the dice, the animation queue, the log."""
from __future__ import annotations

import random

import pytest

from game.table.anim import Anim, AnimQueue
from game.table.widgets.dice import DiceThrow, settle_angle
from game.table.widgets.log import LogPanel

DAMAGE = ["burst", "burst", "burst", "blank", "blank", "blank"]
REALITY = [1, 1, 0, 0, 2, 1]


@pytest.mark.parametrize("seed", range(150))
def test_dice_land_on_the_engine_faces(seed):
    targets = [DAMAGE[seed % 6], REALITY[(seed * 7) % 6]]
    throw = DiceThrow((320, 170), [DAMAGE, REALITY], targets, seed)
    assert throw.final_faces() == targets
    throw.finish()
    assert throw.settled and throw.shown_faces() == targets
    for x, y, angle in throw.poses():
        assert 0 <= x <= 320 and 0 <= y <= 170
        assert angle == pytest.approx(settle_angle(angle))  # ends square: the face reads crisply


@pytest.mark.parametrize("seed", range(150))
def test_dice_simulated_a_few_steps_a_frame_still_land_on_the_engine_faces(seed):
    targets = [DAMAGE[seed % 6], REALITY[(seed * 7) % 6]]
    throw = DiceThrow((320, 170), [DAMAGE, REALITY], targets, seed, steps_per_update=12)
    assert not throw.complete and len(throw.frames) < 60  # starting a throw simulates only its first steps
    rng = random.Random(seed)
    drawn = []
    while not throw.done:
        drawn.append((throw.frame_index(), throw.shown_faces()))
        throw.update(rng.choice([1 / 60, 1 / 30, 1 / 144, 0.1]))
    assert throw.shown_faces() == targets and throw.final_faces() == targets
    assert all(throw.face_at[0][i] == f[0] and throw.face_at[1][i] == f[1] for i, f in drawn)  # nothing shown changes
    for x, y, angle in throw.poses():
        assert 0 <= x <= 320 and 0 <= y <= 170
        assert angle == pytest.approx(settle_angle(angle))


def test_dice_tumble_and_meet():
    throws = [DiceThrow((320, 170), [DAMAGE, REALITY], ["burst", 2], s) for s in range(20)]
    assert all(len(set(map(str, t.face_at[0]))) > 1 for t in throws)  # faces change as they roll
    assert sum(t.collisions > 0 for t in throws) >= 10                 # they bounce off each other


def test_anim_queue_plays_in_order_and_skips():
    done = []
    q = AnimQueue(1.0)
    q.add(Anim(0.5, lambda: done.append("a")))
    q.add(Anim(0.5, lambda: done.append("b")))
    q.update(0.3)
    assert done == []
    q.update(0.3)
    assert done == ["a"]
    q.skip()
    assert done == ["a", "b"] and not q.busy


def test_animation_off_finishes_at_once():
    done = []
    q = AnimQueue(0.0)
    q.add(Anim(2.0, lambda: done.append(1)))
    assert done == [1]


def test_the_log_shows_whole_entries_only(harness):
    font = harness.app.theme.font(17)
    log = LogPanel()
    long = "Seat 3 (The Order of the Lantern): Energy 4 -> 3 (Sleepers Dial), and then a good deal more."
    for k in range(12):
        log.add(f"{k}: {long}")
    rows = log.visible_rows(font, 230, 9)
    assert rows and len(rows) <= 9
    assert rows[0][0].startswith(tuple(f"{k}:" for k in range(12)))   # the first row begins an entry
    assert rows[-1][0].endswith("more.")
    entries = [r for r in rows if r[0].split(":")[0].isdigit()]
    assert entries[-1][0].startswith("11:")
