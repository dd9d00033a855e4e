"""Player settings, kept as YAML in the platform's usual config folder (see game/userdirs.py)."""
from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml

from game.userdirs import config_dir, saves_dir  # noqa: F401  (saves_dir: the table's saves)

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.5)  # 0 means off: events jump to their end at once
UI_SCALES = (0.9, 1.0, 1.1)       # the table's text and tracks (cards take the room that is left)
ZOOM_SCALES = (0.8, 1.0, 1.25)    # the card shown large on hover


@dataclass
class Settings:
    """What a player can change in the settings scene; every field survives a restart."""

    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    colour_blind: bool = False
    confirm_end_turn: bool = True
    ui_scale: float = 1.0
    zoom_scale: float = 1.0

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    @classmethod
    def from_dict(cls, data: object) -> "Settings":
        """Build settings from a loaded mapping, ignoring unknown or mistyped entries."""
        result = cls()
        if not isinstance(data, dict):
            return result
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(result, f.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(result, f.name, value)
            elif isinstance(default, (int, float)) and isinstance(value, (int, float)) and not isinstance(value, bool):
                setattr(result, f.name, type(default)(value))
        result.window_width = max(1280, min(result.window_width, 7680))
        result.window_height = max(720, min(result.window_height, 4320))
        result.animation_speed = max(0.0, min(result.animation_speed, 4.0))
        result.ui_scale = max(min(UI_SCALES), min(result.ui_scale, max(UI_SCALES)))
        result.zoom_scale = max(min(ZOOM_SCALES), min(result.zoom_scale, max(ZOOM_SCALES)))
        return result


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


def load_settings() -> Settings:
    """Read the settings file; a missing or broken file gives the defaults (never a crash)."""
    try:
        with settings_path().open(encoding="utf-8") as fh:
            return Settings.from_dict(yaml.safe_load(fh))
    except (OSError, yaml.YAMLError):
        return Settings()


def save_settings(settings: Settings) -> bool:
    """Write the settings atomically; returns False (and keeps playing) if the disk refuses."""
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(yaml.safe_dump(asdict(settings), sort_keys=True), encoding="utf-8")
        os.replace(tmp, path)
        return True
    except OSError:
        return False
