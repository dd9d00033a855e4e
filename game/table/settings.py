"""Player settings, kept as YAML in the platform's usual config folder (see game/userdirs.py)."""
from __future__ import annotations

import math
import os
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import ClassVar

import yaml

from game.engine.core.untrusted import describe, read_yaml
from game.userdirs import config_dir, saves_dir  # noqa: F401  (saves_dir: the table's saves)

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.5)  # 0 means off: events jump to their end at once
UI_SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5)   # the tables' and screens' text (laid out again, not magnified)
ZOOM_SCALES = (0.8, 1.0, 1.25)    # the card shown large on hover
MAX_SETTINGS_BYTES = 64 * 1024


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

    # the sentence about a settings file set aside at start-up ("" when the file was fine); not saved
    notice: ClassVar[str] = ""

    @classmethod
    def from_dict(cls, data: object) -> "Settings":
        """Settings from a loaded mapping; raises ValueError with a sentence for a value of the wrong
        kind or far out of range. Unknown keys are ignored (a newer version's settings); numbers a
        little out of range are brought within it (a window smaller than the smallest allowed)."""
        result = cls()
        if data is None:
            return result
        if not isinstance(data, dict):
            raise ValueError(f"it holds {describe(data)}, not a mapping of settings")
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(result, f.name)
            low, high = _PLAUSIBLE.get(f.name, (None, None))
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"{f.name} is {describe(value)}, not true or false")
            elif isinstance(value, bool) or not isinstance(value, (int, float)) or \
                    (isinstance(default, int) and not isinstance(value, int)):
                raise ValueError(f"{f.name} is {describe(value)}, not a number")
            elif not math.isfinite(value) or not low <= value <= high:
                raise ValueError(f"{f.name} is {describe(value)}, outside {low} to {high}")
            setattr(result, f.name, type(default)(value))
        result.window_width = max(1280, min(result.window_width, 7680))
        result.window_height = max(720, min(result.window_height, 4320))
        result.animation_speed = max(0.0, min(result.animation_speed, 4.0))
        result.ui_scale = max(min(UI_SCALES), min(result.ui_scale, max(UI_SCALES)))
        result.zoom_scale = max(min(ZOOM_SCALES), min(result.zoom_scale, max(ZOOM_SCALES)))
        return result


# numbers outside these are damage, not a preference (inside, they are brought within the usable range)
_PLAUSIBLE = {"window_width": (1, 100_000), "window_height": (1, 100_000), "animation_speed": (0, 100),
              "ui_scale": (0.1, 10), "zoom_scale": (0.1, 10)}


def settings_path() -> Path:
    return config_dir() / "settings.yaml"


def load_settings() -> Settings:
    """Read the settings file. A missing file gives the defaults; a bad one (not YAML, not UTF-8, a
    value of the wrong kind, .inf, a huge number, anything) is set aside beside itself and the
    defaults are used, with a sentence saying so in `Settings.notice`. Never raises."""
    settings, notice = read_settings(settings_path())
    settings.notice = notice or ""
    return settings


def read_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings in `path` and, when the file was bad and set aside, a sentence saying so."""
    if not path.exists() and not path.is_symlink():
        return Settings(), None
    data, problems = read_yaml(path, lines=False, max_bytes=MAX_SETTINGS_BYTES)
    if problems:
        problem = problems[0]
        reason = (f"line {problem.line}: " if problem.line else "") + problem.message.rstrip(".")
    else:
        try:
            return Settings.from_dict(data), None
        except ValueError as exc:
            reason = str(exc)
    aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, aside)
        where = f"it was set aside as {aside.name}"
    except OSError:
        where = "it could not be moved aside"
    return Settings(), f"The settings file {path.name} was damaged ({reason}); {where} and the defaults are used."


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
