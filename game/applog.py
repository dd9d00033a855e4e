"""The log file that a bug report attaches: what ran, on what, and every error the program survived.

The window programs (the table and the card preview) call `start()` once; it writes to
`<log folder>/<program>.log` (game/userdirs.py), rotated at 1 MB with three old files kept, so it never
grows without end. Code logs through the standard library under the `game` logger, module by module:

    log = logging.getLogger(__name__)      # e.g. "game.table.warmup"
    except Exception:
        log.exception("warming the cards failed")   # swallowed, but written down

The command-line tools (sim, script, cards) set nothing up: their warnings go to the terminal.
"""
from __future__ import annotations

import logging
import os
import platform
import sys
import threading
from pathlib import Path

from game import __version__
from game.userdirs import log_dir

LOGGER = "game"              # every module's logger is below it (logging.getLogger(__name__))
MAX_BYTES = 1_000_000        # one log file at most this big before it is rotated
BACKUPS = 3                  # old files kept: <program>.log.1 ... .3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

log = logging.getLogger(LOGGER)


def log_file(program: str = "ark-table") -> Path:
    """The current log file of a program."""
    return log_dir() / f"{program}.log"


def current_file() -> Path | None:
    """The file this process logs to, or None before `start()` (or when it could not open one)."""
    for handler in log.handlers:
        if getattr(handler, "ark_table", False):
            return Path(handler.baseFilename)
    return None


def start(program: str = "ark-table", details: str = "") -> Path | None:
    """Log to the program's rotating file and write the start-up line; returns the file (None if the disk
    refuses, when the program runs without a log file rather than not at all)."""
    path = log_file(program)
    for handler in list(log.handlers):
        if getattr(handler, "ark_table", False):
            log.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFile(path)
    except OSError as exc:
        print(f"ark-table: cannot write the log file {path}: {exc.strerror or exc}", file=sys.stderr)
        return None
    handler.ark_table = True
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    threading.excepthook = _thread_died
    log.info("%s", startup_line(program, details))
    return path


def startup_line(program: str, details: str = "") -> str:
    """Version, system, Python, pygame-ce and SDL: what a bug report needs to know first."""
    parts = [f"Ark Table {__version__} ({program}) starting",
             f"{platform.system()} {platform.release()} ({system()}, {platform.machine()})",
             f"Python {platform.python_version()} ({platform.python_implementation()})"]
    pygame = sys.modules.get("pygame")
    if pygame is not None:
        linked = ".".join(str(n) for n in pygame.get_sdl_version(linked=True))
        compiled = ".".join(str(n) for n in pygame.get_sdl_version(linked=False))
        parts.append(f"pygame-ce {pygame.version.ver}, SDL {linked} (built with {compiled})")
    if details:
        parts.append(details)
    return "; ".join(parts)


def system() -> str:
    """platform.platform(), without its slow part on Linux: it finds the C library's version by reading
    Python's executable (25 ms of the table's start); glibc says its version when asked."""
    libc = os.confstr("CS_GNU_LIBC_VERSION") if "CS_GNU_LIBC_VERSION" in getattr(os, "confstr_names", {}) else None
    if sys.platform.startswith("linux") and libc and libc.startswith("glibc "):
        uname = platform.uname()
        return f"{uname.system}-{uname.release}-{uname.machine}-with-{libc.replace(' ', '')}"
    return platform.platform()


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


def _thread_died(args) -> None:
    """A worker thread's uncaught error: logged like any other, then Python's usual report."""
    if args.exc_type is not SystemExit:
        log.error("thread %s died", getattr(args.thread, "name", "?"),
                  exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
    threading.__excepthook__(args)
