"""Player settings, kept as YAML in the platform's usual config folder (see game/userdirs.py).

The file is written one `key: value` a line, and a file in that form is read without a YAML parser
(importing one would cost the table's start a tenth of a second); any other form, such as a file
edited by hand, is read by the YAML loader for files from outside."""
from __future__ import annotations

import math
import os
import re
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import ClassVar

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
        from game.engine.core.reading import describe   # here: the first start has no settings to read
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
    from game.engine.core.reading import read_bytes
    raw, problems = read_bytes(path, MAX_SETTINGS_BYTES)
    data = flat_settings(raw) if raw is not None else None
    if raw is not None and data is None:
        from game.engine.core.untrusted import parse_bytes
        data, problems = parse_bytes(raw, str(path), lines=False)
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
        tmp.write_text(settings_text(settings), encoding="utf-8")
        os.replace(tmp, path)
        return True
    except OSError:
        return False


# One line of the written form: a key, then true/false, a whole number without a leading zero (YAML 1.1
# reads 010 as octal) or a decimal number, as YAML reads each of them.
# (Larger numbers, exponents and the rest are left to the YAML loader, which bounds them.)
_FLAT_LINE = re.compile(r"([a-z_]+): (true|false|-?(?:0|[1-9][0-9]{0,17})(\.[0-9]{1,17})?)")


def settings_text(settings: Settings) -> str:
    """The settings file's text: `key: value` a line, keys sorted, each value as yaml.safe_dump writes it."""
    return "".join(f"{key}: {_yaml_scalar(value)}\n" for key, value in sorted(asdict(settings).items()))


def _yaml_scalar(value: bool | int | float) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if not math.isfinite(value):
            return ".nan" if value != value else (".inf" if value > 0 else "-.inf")
        text = repr(value)
        return text.replace("e", ".0e", 1) if "." not in text and "e" in text else text   # YAML 1.1's floats
    return str(value)


def flat_settings(raw: bytes) -> dict | None:
    """The settings of a file in the written form, as the YAML loader would read them; None for any
    other form (comments, quotes, another layout, a key written twice: the YAML loader reads those)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None
    data: dict = {}
    for line in text.splitlines():
        match = _FLAT_LINE.fullmatch(line)
        if match is None or match.group(1) in data:
            return None
        key, value, decimals = match.groups()
        data[key] = value == "true" if value in ("true", "false") else float(value) if decimals else int(value)
    return data
