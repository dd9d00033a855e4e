"""Headless table tests: the dummy video driver is chosen before pygame is imported anywhere."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from table_harness import Harness  # noqa: E402


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    """Every test gets its own settings and saves folder."""
    folder = tmp_path / "config"
    monkeypatch.setenv("ARK_TABLE_CONFIG", str(folder))
    return folder


@pytest.fixture
def harness():
    h = Harness()
    yield h
    h.close()
