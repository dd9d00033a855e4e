"""The log file's handlers (game/applog.py opens them): the rotating file, and the lines held in memory
until it opens. This module imports logging; applog itself does not, so the menu's first frame imports
no logging (issue 20)."""
from __future__ import annotations

import logging
import os
from pathlib import Path

MAX_BYTES = 1_000_000        # one log file at most this big before it is rotated
BACKUPS = 3                  # old files kept: <program>.log.1 ... .3


class RotatingFile(logging.FileHandler):
    """A log file rotated before it would grow past MAX_BYTES, keeping BACKUPS old ones (<file>.1 the
    newest): what logging.handlers.RotatingFileHandler does, without importing that module, which brings
    socket, pickle and queue with it (a tenth of the table's start)."""

    def __init__(self, path: Path):
        super().__init__(path, encoding="utf-8")

    def emit(self, record: logging.LogRecord) -> None:
        try:
            size = len((self.format(record) + self.terminator).encode("utf-8"))
            if self.stream is not None and self.stream.tell() and self.stream.tell() + size > MAX_BYTES:
                self._rotate()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

    def _rotate(self) -> None:
        self.stream.close()
        self.stream = None
        for n in range(BACKUPS - 1, 0, -1):
            older = f"{self.baseFilename}.{n}"
            if os.path.exists(older):
                os.replace(older, f"{self.baseFilename}.{n + 1}")
        os.replace(self.baseFilename, f"{self.baseFilename}.1")
        self.stream = self._open()


class Held(logging.Handler):
    """The lines logged before the file opens (after the menu's first frame), kept to be written then."""

    def __init__(self):
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
