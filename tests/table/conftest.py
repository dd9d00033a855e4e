"""Headless table tests: the dummy video driver is chosen before pygame is imported anywhere."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from table_harness import Harness  # noqa: E402


@pytest.fixture
def config_dir(user_home):
    """The test's own settings folder (tests/conftest.py gives every test its own user folders)."""
    from game.userdirs import config_dir
    return config_dir()


@pytest.fixture
def harness():
    h = Harness()
    yield h
    h.close()


@pytest.fixture
def shared_sprite_cache(tmp_path_factory, monkeypatch):
    """One sprite cache for every test that asks for it (each test has its own user folders otherwise),
    so a game's card pictures are built once a run."""
    monkeypatch.setenv("ARK_TABLE_CACHE", str(tmp_path_factory.getbasetemp() / "sprites"))
