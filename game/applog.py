"""The log file that a bug report attaches: what ran, on what, and every error the program survived.

The window programs (the table and the card preview) call `start()` once; it writes to
`<log folder>/<program>.log` (game/userdirs.py), rotated at 1 MB with three old files kept, so it never
grows without end (game/logfile.py). Code logs under the `game` logger, module by module:

    log = applog.logger(__name__)          # e.g. "game.table.warmup"
    except Exception:
        log.exception("warming the cards failed")   # swallowed, but written down

`logger()` is the standard library's logger, imported when first used: the modules the menu's first
frame needs use it, so that frame imports no logging. The table's `start(later=True)` opens the file
after that frame (`open_now()`); a line logged before then is held in memory and written then, after
the start-up line, which keeps the moment of the start.

The command-line tools (sim, script, cards) set nothing up: their warnings go to the terminal.
"""
from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

from game import __version__

LOGGER = "game"              # every module's logger is below it
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

_waiting: tuple[str, str, float] | None = None   # a start put off: (program, details, when it started)


def __getattr__(name: str):
    if name == "log":    # the `game` logger itself (logging imported on first use)
        return _logging().getLogger(LOGGER)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Later:
    """A module's logger, `logging.getLogger(name)` fetched (logging imported) the first time it is used."""

    __slots__ = ("name", "_real")

    def __init__(self, name: str):
        self.name = name
        self._real = None

    def __getattr__(self, attr: str):
        if self._real is None:
            self._real = _logging().getLogger(self.name)
        return getattr(self._real, attr)


def logger(name: str) -> Later:
    """The logger of a module (`logger(__name__)`), as logging.getLogger gives it, imported when used."""
    return Later(name)


def _logging():
    """The logging module; while a start is put off, the `game` logger holds its lines until the file opens."""
    import logging
    if _waiting is not None:
        from game.logfile import Held
        game = logging.getLogger(LOGGER)
        if not any(isinstance(h, Held) for h in game.handlers):
            game.addHandler(Held())
            game.setLevel(logging.INFO)
    return logging


def log_file(program: str = "ark-table") -> Path:
    """The current log file of a program."""
    from game.userdirs import log_dir
    return log_dir() / f"{program}.log"


def current_file() -> Path | None:
    """The file this process logs to, or None before it opens (or when it could not open one)."""
    if "logging" not in sys.modules:
        return None
    for handler in _logging().getLogger(LOGGER).handlers:
        if getattr(handler, "ark_table", False):
            return Path(handler.baseFilename)
    return None


def start(program: str = "ark-table", details: str = "", later: bool = False) -> Path | None:
    """Log to the program's rotating file and write the start-up line; returns the file (None if the disk
    refuses, when the program runs without a log file rather than not at all). `later`: open it at
    `open_now()` (the table: after the menu's first frame), the lines logged until then held."""
    global _waiting
    _waiting = (program, details, time.time())
    if later:
        if "logging" in sys.modules:
            _logging()   # something logs already: hold its lines from now on
        return log_file(program)
    return open_now()


def open_now() -> Path | None:
    """Open the log file `start()` put off: the start-up line (at the moment of the start), then the lines
    held since. Does nothing when no start waits; returns the file this process logs to."""
    global _waiting
    if _waiting is None:
        return current_file()
    program, details, when = _waiting
    logging = _logging()
    from game.logfile import Held, RotatingFile
    _waiting = None
    log = logging.getLogger(LOGGER)
    held: list = []
    for handler in list(log.handlers):
        if isinstance(handler, Held) or getattr(handler, "ark_table", False):
            held += getattr(handler, "records", [])
            log.removeHandler(handler)
            handler.close()
    path = log_file(program)
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
    import threading
    threading.excepthook = _thread_died
    handler.handle(logging.makeLogRecord({
        "name": LOGGER, "levelno": logging.INFO, "levelname": "INFO", "msg": startup_line(program, details),
        "created": when, "msecs": when % 1 * 1000}))
    for record in held:
        handler.handle(record)
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


def _thread_died(args) -> None:
    """A worker thread's uncaught error: logged like any other, then Python's usual report."""
    import threading
    if args.exc_type is not SystemExit:
        _logging().getLogger(LOGGER).error("thread %s died", getattr(args.thread, "name", "?"),
                                           exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
    threading.__excepthook__(args)
