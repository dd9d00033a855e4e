"""What the lesson tests share: where the lessons are, following a lesson's own steps to its end, and
what it reached on the way (command types, the stages seats acted in, events, and each move's events)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.engine.lesson import Lesson, check_lesson, load_lesson
from game.resources import LESSONS

OWN = Path(__file__).resolve().parent     # the tiny lessons of the lesson engine's own tests


def lesson_files() -> list[Path]:
    """Every lesson of Learn to play (lessons/*.yaml)."""
    return sorted(LESSONS.glob("*.yaml"))


def own_lessons() -> list[Path]:
    return sorted(OWN.glob("*.yaml"))


@dataclass
class Reached:
    """What following a lesson reached: its game's command types, stages (the core's who-may-act
    stages: a turn's step, a battle's phase, a Feeding Phase) and event types."""

    lesson: Lesson
    commands: set[str] = field(default_factory=set)
    stages: set[str] = field(default_factory=set)
    events: set[str] = field(default_factory=set)
    batches: list[list] = field(default_factory=list)     # the events of each move, in order

    def note_stages(self) -> None:
        self.stages.update(stage for _, stage in self.lesson.engine.acting.stages)


def follow(path: Path) -> Reached:
    """Play a lesson to its end by its own steps (check_lesson: every do/play carried out, every
    expect met); raises Failure with the file's line otherwise."""
    lesson = load_lesson(path)
    reached = Reached(lesson)
    reached.note_stages()

    def seen(events) -> None:
        reached.batches.append(list(events))
        reached.events.update(type(e).__name__ for e in events)
        reached.note_stages()

    check_lesson(lesson, seen)
    reached.commands = {type(c).__name__ for c in lesson.engine.log}
    return reached
