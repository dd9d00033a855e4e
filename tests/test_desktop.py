"""Desktop integration: the menu entry and icon, DPI awareness on Windows, the crash dialog's words."""
from __future__ import annotations

import configparser
import ctypes
import shutil
import subprocess
import sys

import pygame
import pytest

from game import desktop, desktop_entry


def _entry(text: str) -> dict:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read_string(text)
    return dict(parser["Desktop Entry"])


def test_the_desktop_file_names_the_program_its_icon_and_window_class():
    entry = _entry(desktop_entry.TEMPLATE.read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Name"] == "Ark Table"
    assert entry["Icon"] == desktop.APP_ID == entry["StartupWMClass"]
    assert "Game;" in entry["Categories"] and entry["Terminal"] == "false"


def test_the_desktop_file_is_valid_where_the_validator_is_installed(tmp_path):
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    path = tmp_path / "ark-table.desktop"
    path.write_text(desktop_entry.entry_text(), encoding="utf-8")
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_icon_is_a_square_png():
    icon = pygame.image.load(str(desktop.ICON))
    assert icon.get_size() == (256, 256)


def test_the_window_icon_is_the_icon_at_128_pixels():
    small = pygame.image.load(str(desktop.WINDOW_ICON_FILE))
    scaled = pygame.transform.smoothscale(pygame.image.load(str(desktop.ICON)), (128, 128))
    assert small.get_size() == (128, 128)
    assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(scaled, "RGBA")


def test_desktop_install_writes_the_entry_and_icon_and_remove_takes_them_away(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert desktop_entry.main(["install"]) == 0
    entry = tmp_path / "share" / "applications" / "ark-table.desktop"
    icon = tmp_path / "share" / "icons" / "hicolor" / "256x256" / "apps" / "ark-table.png"
    assert icon.read_bytes() == desktop.ICON.read_bytes()
    assert _entry(entry.read_text())["Exec"] == f"{sys.executable} -m game"
    assert desktop_entry.main(["remove"]) == 0
    assert not entry.exists() and not icon.exists()
    assert "wrote" in capsys.readouterr().out


def test_a_python_path_with_a_space_is_quoted_in_the_exec_line():
    assert desktop_entry.exec_line("/home/a b/.venv/bin/python") == '"/home/a b/.venv/bin/python" -m game'


def test_on_windows_the_process_asks_for_per_monitor_dpi_awareness(monkeypatch):
    calls = []

    class Shcore:
        def SetProcessDpiAwareness(self, level):  # noqa: N802 (the Windows API's name)
            calls.append(level)

    class WinDLL:
        shcore = Shcore()
    monkeypatch.setattr(ctypes, "windll", WinDLL(), raising=False)
    desktop.prepare_process("win32")
    assert calls == [2]


def test_older_windows_falls_back_to_system_dpi_awareness(monkeypatch):
    calls = []

    class User32:
        def SetProcessDPIAware(self):  # noqa: N802
            calls.append("system")
            return 1

    class WinDLL:
        user32 = User32()   # no shcore: Windows 7
    monkeypatch.setattr(ctypes, "windll", WinDLL(), raising=False)
    assert desktop.dpi_aware()
    assert calls == ["system"]


def test_elsewhere_dpi_awareness_is_not_asked_for(monkeypatch):
    monkeypatch.delattr(ctypes, "windll", raising=False)
    assert not desktop.dpi_aware()


def test_the_crash_message_says_what_happened_that_the_game_was_kept_and_where_the_log_is(tmp_path):
    text = desktop.crash_message(KeyError("seat"), tmp_path / "ark-table.log")
    assert "KeyError: 'seat'" in text
    assert "Continue on the main menu" in text
    assert str(tmp_path / "ark-table.log") in text


def test_no_crash_dialog_on_a_headless_driver(monkeypatch):
    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **k: shown.append(a))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not desktop.crash_dialog(pygame, RuntimeError("x"), None)
    assert shown == []


def test_the_window_class_is_the_desktop_files_even_after_pygame_chose_its_own(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")     # what `import pygame` sets under X11
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    desktop.prepare_process("linux")
    assert desktop.os.environ["SDL_VIDEO_X11_WMCLASS"] == desktop.APP_ID
    assert desktop.os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == desktop.APP_ID
