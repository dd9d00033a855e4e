"""The settings file as written is read without a YAML parser, to the same values the YAML loader reads;
any other form goes to the YAML loader (issue 20: the table's start imports no YAML)."""
from __future__ import annotations

import subprocess
import sys
from dataclasses import asdict

import pytest
import yaml

from game.engine.core.untrusted import parse_bytes
from game.table.settings import Settings, flat_settings, read_settings, settings_text

VARIED = Settings(window_width=1920, window_height=1080, fullscreen=True, animation_speed=2.5, sound=False,
                  colour_blind=True, confirm_end_turn=False, ui_scale=1.1, zoom_scale=0.8)


@pytest.mark.parametrize("settings", [Settings(), VARIED, Settings(animation_speed=0.0, ui_scale=1e-7)])
def test_the_written_file_is_what_yaml_would_write_and_reads_back_alike(settings):
    text = settings_text(settings)
    assert text == yaml.safe_dump(asdict(settings), sort_keys=True)
    flat = flat_settings(text.encode())
    assert flat == parse_bytes(text.encode(), "settings.yaml", lines=False)[0] or flat is None


@pytest.mark.parametrize("text", [
    "window_width: 010\n", "sound: yes\n", "sound: True\n", "window_width: 1_280\n", "ui_scale: 1e3\n",
    "window_width: 1280  # wide\n", "window_width: '1280'\n", "sound: true\nsound: false\n", "- sound\n",
    "window_width: 99999999999999999999\n", "window_width: 1280\n\n", "{sound: true}\n",
])
def test_any_other_form_is_left_to_the_yaml_loader(text):
    assert flat_settings(text.encode()) is None


@pytest.mark.parametrize("text", ["", "sound: false\n", "window_width: -0\nui_scale: 0.90\n", "\ufeffsound: true\n"])
def test_the_written_form_reads_as_yaml_reads_it(text):
    assert flat_settings(text.encode()) == (parse_bytes(text.encode(), "s", lines=False)[0] or {})


def test_a_file_edited_by_hand_in_another_form_still_counts(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text("# mine\nwindow_width: 1600\nfullscreen: yes\n")
    settings, notice = read_settings(path)
    assert notice is None and settings.window_width == 1600 and settings.fullscreen is True


def test_reading_the_settings_imports_no_yaml(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(settings_text(VARIED))
    code = ("import sys; from pathlib import Path; from game.table.settings import read_settings; "
            f"s, n = read_settings(Path({str(path)!r})); "
            "print(s.window_width, n, 'yaml' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["1920", "None", "False"]
