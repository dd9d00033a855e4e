"""Button mappings for gamepads SDL does not know.

SDL maps most pads itself (pygame-ce ships SDL's community controller database): such a pad speaks
CONTROLLER* events with named buttons. A pad it does not know speaks only JOY* events numbered by
its driver; the button-mapping screen asks its player to press each button once, and the mapping is
kept here by the pad's GUID, in SDL's own words (a:b0, dpup:h0.1, leftx:a0, inverted: a1~), in
gamepads.yaml in the settings folder.
"""
from __future__ import annotations

import os

# What the mapping screen asks for, in order: SDL's name, the button as printed, what it does here.
STEPS: list[tuple[str, str, str]] = [
    ("a", "A (the bottom face button)", "pick up a card, press a button"),
    ("b", "B (the right face button)", "cancel: put a card back, close a menu"),
    ("x", "X (the left face button)", "show a card large"),
    ("y", "Y (the top face button)", "hold to end your turn"),
    ("start", "Start", "the game menu"),
    ("back", "Back / Select", "the rules"),
    ("leftshoulder", "the left shoulder button (LB / L1)", "undo"),
    ("rightshoulder", "the right shoulder button (RB / R1)", "the rules"),
    ("dpup", "d-pad up", "to the card above"),
    ("dpdown", "d-pad down", "to the card below"),
    ("dpleft", "d-pad left", "to the card on the left"),
    ("dpright", "d-pad right", "to the card on the right"),
    ("leftx", "the left stick: push it right", "moves your cursor"),
    ("lefty", "the left stick: push it down", "moves your cursor"),
    ("righty", "the right stick: push it down", "scrolls the log and the rules"),
]
AXES = {"leftx", "lefty", "rightx", "righty"}
HAT_BITS = {1: (0, -1), 2: (1, 0), 4: (0, 1), 8: (-1, 0)}    # SDL's hat bits: up, right, down, left
DPAD = {"dpup": (0, -1), "dpdown": (0, 1), "dpleft": (-1, 0), "dpright": (1, 0)}


def mappings_path():
    from game.userdirs import config_dir
    return config_dir() / "gamepads.yaml"


def load_mappings() -> dict[str, dict]:
    """GUID -> {"name": ..., SDL name: binding}; a missing or broken file gives none (never a crash)."""
    import yaml   # here, not at the top: the table's start imports no YAML (a pad asks for its mapping later)
    try:
        with mappings_path().open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(g): {str(k): str(v) for k, v in m.items()} for g, m in data.items() if isinstance(m, dict)}


def save_mapping(guid: str, name: str, binds: dict[str, str]) -> bool:
    """Keep one pad's mapping (replacing the old one); False if the disk refuses."""
    import yaml
    data = load_mappings()
    data[guid] = {"name": name, **binds}
    path = mappings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(yaml.safe_dump(data, sort_keys=True), encoding="utf-8")
        os.replace(tmp, path)
        return True
    except OSError:
        return False


def binding_of(event_kind: str, index: int, value=None) -> str | None:
    """What one raw joystick input is called in a mapping: b3, h0.4, a1 (a1~ when pushed negative)."""
    if event_kind == "button":
        return f"b{index}"
    if event_kind == "hat":
        x, y = value
        bit = {(0, 1): 1, (1, 0): 2, (0, -1): 4, (-1, 0): 8}.get((x, y))
        return f"h{index}.{bit}" if bit else None
    if event_kind == "axis":
        return f"a{index}~" if value < 0 else f"a{index}"
    return None


class JoyMapping:
    """One unknown pad's mapping, read the other way: a raw input -> the SDL name it stands for."""

    def __init__(self, binds: dict[str, str]):
        self.buttons: dict[int, str] = {}
        self.hats: dict[tuple[int, int], str] = {}
        self.axes: dict[int, tuple[str, float]] = {}
        for name, bind in binds.items():
            try:
                if bind.startswith("b"):
                    self.buttons[int(bind[1:])] = name
                elif bind.startswith("h"):
                    hat, bit = bind[1:].split(".")
                    self.hats[(int(hat), int(bit))] = name
                elif bind.startswith("a") and name in AXES:
                    self.axes[int(bind[1:].rstrip("~"))] = (name, -1.0 if bind.endswith("~") else 1.0)
            except ValueError:
                continue    # a hand-edited line that is not a binding: that input stays unmapped

    def button(self, number: int) -> str | None:
        return self.buttons.get(number)

    def hat(self, hat: int, value: tuple[int, int]) -> dict[str, bool]:
        """Each d-pad direction this hat feeds, pressed or not, for a hat position."""
        x, y = value
        out = {}
        for (h, bit), name in self.hats.items():
            if h == hat:
                dx, dy = HAT_BITS.get(bit, (0, 0))
                out[name] = (dx != 0 and dx == x) or (dy != 0 and -dy == y)
        return out

    def axis(self, number: int, value: float) -> tuple[str, float] | None:
        found = self.axes.get(number)
        return (found[0], value * found[1]) if found else None
