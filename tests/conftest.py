"""Shared by every test folder: headless SDL (chosen before pygame is imported anywhere), a user home of
its own for every test (settings, saves, logs, cache: never the real ones), and the small NOAH card
fixture set that sprite and preview tests edit."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import shutil  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "sprites"


@pytest.fixture
def card_dir(tmp_path) -> Path:
    """A copy of the small NOAH fixture set that a test may edit."""
    target = tmp_path / "noah"
    shutil.copytree(FIXTURES / "noah", target)
    return target


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch) -> Path:
    """Every test keeps its settings, saves, logs and cache under its own ARK_TABLE_HOME."""
    home = tmp_path / "ark-home"
    monkeypatch.setenv("ARK_TABLE_HOME", str(home))
    monkeypatch.delenv("ARK_TABLE_CONFIG", raising=False)
    return home


@pytest.fixture(autouse=True)
def apps_stop_their_workers(monkeypatch):
    """Every App a test made has its warm-up and sound threads stopped when the test ends, as the program
    does before pygame goes: a test's warm-up still drawing a card while the next test's App started
    pygame again crashed the whole run (a segfault in a font). Only where the table was imported."""
    app_module = sys.modules.get("game.table.app")
    if app_module is None:
        yield
        return
    made = []
    real_init = app_module.App.__init__

    def init(self, *args, **kwargs):
        made.append(self)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(app_module.App, "__init__", init)
    yield
    for app in made:
        if hasattr(app, "sounds"):      # (an App whose start failed has no threads)
            app.stop_workers()
