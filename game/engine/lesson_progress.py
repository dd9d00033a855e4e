"""A lesson's progress, saved on every step so the learner comes back where they left off: the lesson
file's name, the step, the moves played and the state's hash, written as a save is (atomically, as YAML)
and read as one (the untrusted-YAML loader). A progress file that does not fit its lesson (damaged,
edited, or the lesson changed since) is refused with a sentence: the lesson then starts over."""
from __future__ import annotations

from pathlib import Path

import yaml

from game import __version__
from game.engine.core.protocol import command_from_dict
from game.engine.core.saves import write_atomically
from game.engine.core.untrusted import read_yaml
from game.engine.lesson import Lesson

PROGRESS_FORMAT = "ark-table-lesson-progress"
PROGRESS_VERSION = 1
MAX_PROGRESS_BYTES = 1024 * 1024


class ProgressError(Exception):
    """A progress file that cannot be used; the message is a sentence for the learner."""


def save_progress(lesson: Lesson, path: str | Path) -> None:
    """Write where the lesson is (its file's name, the step, the moves played, the state's hash)."""
    data = {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION, "app_version": __version__,
            "game": lesson.game, "lesson": Path(lesson.file).name, "step": lesson.index,
            "commands": [c.to_dict() for c in lesson.commands()],
            "state_hash": lesson.engine.hash()}   # last: a file cut short has none
    write_atomically(path, yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=120))


def resume(lesson: Lesson, path: str | Path) -> None:
    """Bring a freshly loaded lesson to the step its progress file records, by following its steps;
    raises ProgressError (the lesson left at its start) when the file does not fit it."""
    name = Path(path).name
    data, problems = read_yaml(path, lines=False, max_bytes=MAX_PROGRESS_BYTES)
    if problems:
        raise ProgressError(f"The saved progress {name} cannot be read: {problems[0].message}")
    if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT or data.get("version") != PROGRESS_VERSION:
        raise ProgressError(f"{name} is not the saved progress of a lesson.")
    if data.get("lesson") != Path(lesson.file).name or data.get("game") != lesson.game:
        raise ProgressError(f"{name} is the progress of another lesson.")
    step, listed = data.get("step"), data.get("commands")
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= len(lesson.steps) \
            or not isinstance(listed, list):
        raise ProgressError(f"The saved progress {name} is damaged.")
    try:
        commands = [command_from_dict(c, lesson.engine.rules.command_types) for c in listed]
    except ValueError as exc:
        raise ProgressError(f"The saved progress {name} is damaged: {exc}.") from None
    lesson.replay_to(step)
    if lesson.index != step or lesson.commands() != commands or lesson.engine.hash() != data.get("state_hash"):
        lesson.replay_to(0)
        raise ProgressError(f"The saved progress {name} does not fit the lesson as it is now "
                            "(the lesson was changed, or the file damaged).")
