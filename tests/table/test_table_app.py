"""The window, main loop, menu and settings, driven by real events."""
from __future__ import annotations

import pygame
import yaml

from game.table import settings as settings_mod
from game.table.scenes.menu import MainMenu
from game.table.scenes.settings_scene import SettingsScene


def test_menu_opens_with_its_buttons(harness):
    harness.frames(2)
    assert isinstance(harness.top, MainMenu)
    labels = [b.label for b in harness.top.buttons]
    assert labels == ["New game", "Continue", "Learn to play", "Load", "Deck building (Beast)", "Card preview",
                      "Settings", "Quit"]
    assert not harness.top.buttons[1].enabled  # no autosave yet


def test_settings_persist_in_the_config_folder(harness, config_dir):
    harness.frames(1)
    settings_button = next(b for b in harness.top.buttons if b.label == "Settings")
    harness.click(settings_button.rect.center)
    assert isinstance(harness.top, SettingsScene)
    speed_button = next(b for b in harness.top.buttons if b.name == "speed")
    cb_button = next(b for b in harness.top.buttons if b.name == "colour_blind")
    harness.click(speed_button.rect.center)
    harness.click(cb_button.rect.center)
    saved = yaml.safe_load((config_dir / "settings.yaml").read_text())
    assert saved["colour_blind"] is True
    assert saved["animation_speed"] == 1.5
    assert settings_mod.load_settings().colour_blind is True


def test_a_broken_settings_file_gives_defaults(config_dir):
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.yaml").write_text("window_width: [oops\n")
    assert settings_mod.load_settings() == settings_mod.Settings()
    (config_dir / "settings.yaml").write_text("window_width: 20\nanimation_speed: 0\n")
    s = settings_mod.load_settings()
    assert s.window_width == 1280 and s.animation_speed == 0 and not s.notice   # too small: made the smallest
    (config_dir / "settings.yaml").write_text("window_width: 1600\nsound: 3\n")
    s = settings_mod.load_settings()
    assert s == settings_mod.Settings() and "sound" in s.notice   # a value of the wrong kind: set aside


def test_resize_is_remembered(harness, config_dir):
    harness.post(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900))
    harness.frames(2)
    assert harness.app.size == (1600, 900)
    assert settings_mod.load_settings().window_size == (1600, 900)


def test_keyboard_drives_the_menu(harness):
    harness.frames(1)
    harness.key(pygame.K_s)
    assert isinstance(harness.top, SettingsScene)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, MainMenu)


def test_quit_button_ends_the_loop(harness):
    harness.frames(1)
    quit_button = next(b for b in harness.top.buttons if b.label == "Quit")
    harness.click(quit_button.rect.center)
    assert not harness.app.running


def test_layout_file_is_written(tmp_path, monkeypatch):
    from table_harness import Harness
    path = tmp_path / "layout.json"
    monkeypatch.setenv("ARK_TABLE_LAYOUT_FILE", str(path))
    h = Harness()
    try:
        h.frames(2)
        import json
        data = json.loads(path.read_text())
        assert data["scene"] == "MainMenu" and "button:New game" in data["rects"]
    finally:
        h.close()


def test_card_preview_opens_the_preview_tool_as_its_own_program(harness, monkeypatch):
    import sys
    import subprocess
    started = []

    class FakeProcess:
        def __init__(self, args):
            started.append(args)

    monkeypatch.setattr(subprocess, "Popen", FakeProcess)   # the menu imports subprocess when asked
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "Card preview").rect.center)
    assert started == [[sys.executable, "-m", "game", "preview"]]
    assert isinstance(harness.top, MainMenu)
    assert any("own window" in t for t in harness.top.toasts.texts)


def test_the_game_preview_command_exists():
    from game.cli import SUBCOMMANDS
    module, function, _ = SUBCOMMANDS["preview"]
    assert (module, function) == ("game.preview.app", "main")


def test_the_main_menu_shows_the_version(harness, monkeypatch):
    from game import __version__
    drawn = []
    real = harness.app.theme.text
    monkeypatch.setattr(harness.app.theme, "text", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    harness.frames(1)
    assert f"version {__version__}" in drawn
