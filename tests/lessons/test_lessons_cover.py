"""Each lesson of Learn to play reaches every command type, stage, event and moment of its game that
issue 23 names for it (tests/lessons/lesson_covers.py). A lesson not written yet is skipped, naming the file and the
branch it comes from: the test turns on when that branch lands."""
from __future__ import annotations

import pytest

from lesson_covers import COVERS
from game.resources import LESSONS
from game.engine.lesson import load_lesson
from lessons_helper import Reached, follow


@pytest.mark.parametrize("name", sorted(COVERS))
def test_a_lesson_reaches_everything_its_game_must_show(name):
    wanted = COVERS[name]
    path = LESSONS / name
    if not path.is_file():
        pytest.skip(f"lessons/{name} is not there yet (it comes from branch {wanted['branch']})")
    reached = follow(path)
    assert reached.lesson.game == wanted["game"]
    if "players" in wanted:
        assert len(reached.lesson.seats()) == wanted["players"]
    assert wanted["commands"] - reached.commands == set(), f"{name} never reaches these commands"
    assert wanted["stages"] - reached.stages == set(), f"{name} never reaches these stages"
    assert wanted["events"] - reached.events == set(), f"{name} never reaches these events"
    missed = [moment for moment, happened in wanted["moments"].items() if not happened(reached)]
    assert missed == [], f"{name} never reaches these moments"


@pytest.mark.parametrize("name", sorted(COVERS))
def test_no_moment_is_reached_before_its_lesson_is_played(name):
    """Each moment's predicate can fail: none holds of a lesson not yet played (nothing happened yet)."""
    path = LESSONS / name
    if not path.is_file():
        pytest.skip(f"lessons/{name} is not there yet")
    untouched = Reached(load_lesson(path))
    assert [m for m, happened in COVERS[name]["moments"].items() if happened(untouched)] == []
