"""No settings file, save or autosave, however odd, stops the program from starting (issue 8, item 1)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.table import app as app_mod
from game.table import settings as settings_mod
from game.table.scenes.menu import MainMenu

BAD = Path(__file__).resolve().parents[1] / "fixtures" / "bad_inputs"

ODD_SETTINGS = {
    "full screen": b"fullscreen: true\n",
    "infinite width": b"window_width: .inf\n",
    "not a number": b"animation_speed: .nan\n",
    "not UTF-8": b"\xff\xfe\x80 window_width: 1\n",
    "a 5000-digit number": b"window_width: " + b"9" * 5000 + b"\n",
    "a huge number": b"window_height: 123456789012345\n",
    "a list": b"- fullscreen\n",
    "broken YAML": b"window_width: [1280\n",
    "an alias bomb": (BAD / "scenario_yaml_bomb.yaml").read_bytes(),
    "deep nesting": b"[" * 5000,
    "wrong kinds": b"sound: 3\nfullscreen: 'yes'\n",
    "empty": b"",
}


def _start(argv=("--frames", "3")) -> int:
    return app_mod.main(list(argv))


@pytest.mark.parametrize("name", list(ODD_SETTINGS))
def test_the_program_starts_with_any_settings_file(name, config_dir, capsys):
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.yaml").write_bytes(ODD_SETTINGS[name])
    assert _start() == 0


def test_a_start_after_quitting_in_full_screen_is_in_full_screen(config_dir):
    config_dir.mkdir(parents=True, exist_ok=True)
    settings_mod.save_settings(settings_mod.Settings(fullscreen=True))
    app = app_mod.App()
    try:
        assert app.fullscreen and app.router is not None
        app.open_menu()
        app.frame(1 / 60)
    finally:
        app.quit()


def test_a_bad_settings_file_is_set_aside_with_a_sentence_on_the_menu(config_dir, capsys):
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.yaml").write_bytes(b"window_width: .inf\n")
    app = app_mod.App()
    try:
        app.open_menu()
        assert isinstance(app.stack.top, MainMenu)
        said = " ".join(app.stack.top.toasts.texts)
        assert "set aside" in said and "defaults" in said
        assert app.settings == settings_mod.Settings()
    finally:
        app.quit()
    assert not (config_dir / "settings.yaml").exists()
    assert [p.name.startswith("settings.yaml.bad-") for p in config_dir.iterdir()] == [True]
    assert "set aside" in capsys.readouterr().err


ODD_SAVES = sorted(p.name for p in BAD.glob("save_*.yaml")) + ["empty", "garbage", "a folder", "50 MB"]


def _odd_autosave(name: str, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "autosave-noah.yaml"
    if name == "empty":
        path.write_bytes(b"")
    elif name == "garbage":
        path.write_bytes(bytes(range(256)) * 8)
    elif name == "a folder":
        path.mkdir()
    elif name == "50 MB":
        with path.open("wb") as handle:
            handle.write(b"format: ark-table-save\ncommands:\n")
            handle.truncate(50 * 1024 * 1024)
    else:
        path.write_bytes((BAD / name).read_bytes())
    return path


@pytest.mark.parametrize("name", ODD_SAVES)
def test_the_program_starts_with_any_autosave_and_continue_says_why_it_cannot(name, config_dir):
    _odd_autosave(name, config_dir / "saves")
    assert _start() == 0
    app = app_mod.App()
    try:
        app.open_menu()
        for _ in range(3):
            app.frame(1 / 60)
        menu = app.stack.top
        if menu.buttons[1].enabled:   # Continue: a sentence on the menu, not a crash
            menu.resume()
            assert isinstance(app.stack.top, MainMenu)
            assert any(text.endswith(".") for text in app.stack.top.toasts.texts)
    finally:
        app.quit()


@pytest.mark.parametrize("name", ODD_SAVES)
def test_play_load_of_an_odd_save_prints_a_sentence(name, config_dir, capsys):
    path = _odd_autosave(name, config_dir / "saves")
    assert _start(["play", "--load", str(path), "--frames", "2"]) == 2
    err = capsys.readouterr().err
    assert "ark-table:" in err and "Traceback" not in err
