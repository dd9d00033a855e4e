"""The log file: a start-up line that says what ran on what, and a size it never grows past."""
from __future__ import annotations

import logging
import platform
import threading
import time

import pygame
import pytest

from game import __version__, applog, logfile, userdirs


@pytest.fixture
def logging_to_file(monkeypatch):
    """start() for one test, and everything it set up taken down again."""
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(applog, "_waiting", None)
    level = applog.log.level
    yield applog.start
    for handler in list(applog.log.handlers):
        if getattr(handler, "ark_table", False) or isinstance(handler, logfile.Held):
            applog.log.removeHandler(handler)
            handler.close()
    applog.log.setLevel(level)


def test_the_start_up_line_names_version_system_python_pygame_and_sdl(logging_to_file):
    path = logging_to_file("ark-table", details="command: ark-table play")
    assert path == userdirs.log_dir() / "ark-table.log" == applog.current_file()
    line = path.read_text(encoding="utf-8").splitlines()[0]
    sdl = ".".join(str(n) for n in pygame.get_sdl_version())
    for part in (f"Ark Table {__version__}", platform.system(), f"Python {platform.python_version()}",
                 f"pygame-ce {pygame.version.ver}", f"SDL {sdl}", "command: ark-table play"):
        assert part in line


def test_the_system_is_named_as_platform_names_it():
    assert applog.system() == platform.platform()


def test_any_module_logger_below_game_writes_to_the_file(logging_to_file):
    path = logging_to_file("preview")
    logging.getLogger("game.preview.app").warning("a card could not be drawn")
    assert "WARNING game.preview.app" in path.read_text(encoding="utf-8")


def test_the_log_is_rotated_and_never_grows_past_a_few_files(logging_to_file, monkeypatch):
    monkeypatch.setattr(logfile, "MAX_BYTES", 2000)
    path = logging_to_file("ark-table")
    for n in range(400):
        logging.getLogger("game.table.app").error("crash number %d with a long enough message to fill the file", n)
    files = sorted(path.parent.glob("ark-table.log*"))
    assert [f.name for f in files] == ["ark-table.log", "ark-table.log.1", "ark-table.log.2", "ark-table.log.3"]
    assert all(f.stat().st_size <= 2000 for f in files)
    assert "crash number 399" in path.read_text(encoding="utf-8")


def test_a_worker_thread_that_dies_is_logged(logging_to_file):
    path = logging_to_file("ark-table")

    def work():
        raise RuntimeError("the bot's thread broke")
    thread = threading.Thread(target=work, name="bot")
    thread.start()
    thread.join()
    text = path.read_text(encoding="utf-8")
    assert "thread bot died" in text and "RuntimeError: the bot's thread broke" in text


def test_a_start_put_off_holds_the_lines_and_writes_them_after_the_start_up_line(logging_to_file):
    path = logging_to_file("ark-table", details="command: ark-table", later=True)
    assert not path.exists() and applog.current_file() is None
    applog.logger("game.table.app").warning("the settings file was damaged")
    logging.getLogger("game.table.menu").info("a line from a module with its own logging")
    assert applog.open_now() == path == applog.current_file()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "Ark Table" in lines[0] and "command: ark-table" in lines[0]
    assert "WARNING game.table.app [MainThread] the settings file was damaged" in lines[1]
    assert "INFO game.table.menu" in lines[2] and len(lines) == 3
    assert applog.open_now() == path and len(path.read_text(encoding="utf-8").splitlines()) == 3   # once


def test_the_start_up_line_keeps_the_moment_of_the_start(logging_to_file, monkeypatch):
    with monkeypatch.context() as m:
        m.setattr(applog.time, "time", lambda: 1_700_000_000.25)
        path = logging_to_file("ark-table", later=True)
    applog.open_now()
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(1_700_000_000.25)) + ",250"
    assert path.read_text(encoding="utf-8").startswith(stamp)
