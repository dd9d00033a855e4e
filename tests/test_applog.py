"""The log file: a start-up line that says what ran on what, and a size it never grows past."""
from __future__ import annotations

import logging
import platform
import threading

import pygame
import pytest

from game import __version__, applog, userdirs


@pytest.fixture
def logging_to_file(monkeypatch):
    """start() for one test, and everything it set up taken down again."""
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    level = applog.log.level
    yield applog.start
    for handler in list(applog.log.handlers):
        if getattr(handler, "ark_table", False):
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
    monkeypatch.setattr(applog, "MAX_BYTES", 2000)
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
