"""Settings for the couch: full screen, the table's text scale, the size of the card shown large, pads."""
from __future__ import annotations

import yaml

from game.table.scenes.settings_scene import SettingsScene
from test_table_noah import finish, start


def open_settings(h):
    h.app.push(SettingsScene(h.app))
    h.frames(1)
    return h.top


def button(scene, name):
    return next(b for b in scene.buttons if b.name == name)


def test_full_screen_is_a_switch_in_settings(harness, config_dir):
    scene = open_settings(harness)
    harness.click(button(scene, "fullscreen").rect.center)
    assert harness.app.fullscreen and button(scene, "fullscreen").label.startswith("Full screen: on")
    assert yaml.safe_load((config_dir / "settings.yaml").read_text())["fullscreen"] is True
    harness.click(button(scene, "fullscreen").rect.center)
    assert not harness.app.fullscreen and harness.app.size == (1280, 720)


def test_the_table_scale_lays_the_table_out_again_and_is_kept(harness, config_dir):
    table = start(harness, players=4)
    before = table.geo.zones[0].health.h
    scene = open_settings(harness)
    harness.click(button(scene, "scale").rect.center)           # 100% -> 110%
    assert harness.app.settings.ui_scale == 1.1
    assert table.geo.zones[0].health.h > before                  # bigger tracks and text at once
    assert yaml.safe_load((config_dir / "settings.yaml").read_text())["ui_scale"] == 1.1


def test_the_card_shown_large_grows_with_its_setting(harness):
    table = start(harness)
    finish(harness)
    normal = table.zoom.rect().h
    harness.app.settings.zoom_scale = 1.25
    assert table.zoom.rect().h > normal and table.zoom.rect().bottom <= 720


def test_setting_up_a_pad_with_none_unknown_says_so(harness):
    scene = open_settings(harness)
    harness.click(button(scene, "pads").rect.center)
    assert harness.top is scene and any("nothing to set up" in t for t in scene.toasts.texts)
