"""Sprite tests run headless, with a cache of their own."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")   # before pygame is imported anywhere
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sprites"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ARK_TABLE_CACHE", str(tmp_path / "cache"))


@pytest.fixture
def card_dir(tmp_path) -> Path:
    """A copy of the small NOAH fixture set that a test may edit."""
    target = tmp_path / "noah"
    shutil.copytree(FIXTURES / "noah", target)
    return target
