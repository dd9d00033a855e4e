"""A lesson's game at the table: a Session whose moves go through the lesson (game.engine.lesson).

The learner's move is carried out when it is the step's, else refused with the lesson's words (the
table's own refusal path shows them); the other seats are the lesson's (the table sees them as bots, so
no hand-off screen and no other seat's hand; they never think: the lesson plays their `play:` steps);
undo goes back a learner's step; the autosave is the lesson's progress, written on every step."""
from __future__ import annotations

import logging
from pathlib import Path

from game.engine.core.protocol import Rejected, Undone
from game.engine.lesson import Lesson
from game.engine.lesson_progress import save_progress
from game.table.session import Session
from game.userdirs import data_dir

log = logging.getLogger(__name__)


def progress_path(lesson_file: str | Path) -> Path:
    """Where the progress of a lesson (by its file's name) is kept."""
    return data_dir() / "lessons" / f"{Path(lesson_file).stem}.yaml"


class LessonSession(Session):
    def __init__(self, lesson: Lesson, save: bool = True):
        others = [seat for seat in lesson.seats() if seat != lesson.learner]
        super().__init__(lesson.engine, bots=others, strength="easy")
        self.lesson = lesson
        self.progress = progress_path(lesson.file) if save else None

    # -- what the table asks ------------------------------------------------------------------------
    def legal(self, seat: int) -> list:
        """The learner's legal moves; the other seats have none of their own (the lesson plays them)."""
        return super().legal(seat) if seat == self.lesson.learner else []

    def submit(self, command) -> list:
        """The learner's move, or the current `play` step's, through the lesson."""
        step = self.lesson.current
        if step is not None and step.kind == "play" and command == step.play:
            events = self.lesson.play()
        else:
            events = self.lesson.attempt(command)
        self._moved(events)
        return events

    def undo(self, seat: int) -> list:
        """Back to the learner's last move (the other seats' moves since are taken back with it)."""
        reason = self.lesson.undo()
        if reason:
            return [Rejected(seat, reason)]
        self._moved([])
        return [Undone(seat, "the learner's last move")]

    def history(self) -> list:
        """The log of a lesson taken up again: from the lesson's position, never the seed's deal."""
        return self.lesson.history()

    def advance(self) -> bool:
        """Continue past a Continue step."""
        moved = self.lesson.advance()
        if moved:
            self._moved([])
        return moved

    def _moved(self, events: list) -> None:
        if events and isinstance(events[0], Rejected):
            return
        self.engine = self.lesson.engine      # undo replays into a new engine
        self.version += 1
        self.autosave()

    # -- saving: the lesson's progress, never a game's autosave -------------------------------------------
    def autosave_path(self) -> Path:
        return self.progress or super().autosave_path()

    def autosave(self) -> bool:
        if self.progress is None:
            return False
        try:
            save_progress(self.lesson, self.progress)
            return True
        except OSError:     # the last progress written is kept
            log.warning("the lesson's progress could not be saved", exc_info=True)
            return False

    def keep_finished(self) -> None:
        """A lesson's game that ended is no finished game to watch: its progress (at the end) is kept."""
        self.autosave()

    def clear_autosave(self) -> None:
        """Nothing: a lesson writes no game autosave."""
