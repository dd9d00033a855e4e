"""The New game screen's last choice (the game, how many play, who is a bot and how well bots play, each game's own options),
kept beside the settings so the next new game opens where the last one was started. A file that is
missing, damaged or of an older table is simply not used: the screen opens on its defaults."""
from __future__ import annotations

import json

from game.engine.core.saves import write_atomically
from game.userdirs import config_dir

MAX_BYTES = 64_000


def choice_path():
    return config_dir() / "new_game.json"


def recall() -> dict:
    """The last choice, or {} when there is none worth using."""
    try:
        raw = choice_path().read_bytes()
    except OSError:
        return {}
    if len(raw) > MAX_BYTES:
        return {}
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def remember(game: str, players: int, bots: list[bool], form: dict, strength: str = "normal") -> None:
    """Keep this choice for the next time (each game's options kept apart; the bots' strength for every
    game); a disk that refuses is let be."""
    data = recall()
    forms = data.get("forms") if isinstance(data.get("forms"), dict) else {}
    forms[game] = form
    data = {"game": game, "players": players, "bots": bots, "strength": strength, "forms": forms}
    try:
        write_atomically(choice_path(), json.dumps(data, sort_keys=True))
    except OSError:
        pass


def same_shape(now, value) -> bool:
    """Whether a remembered value has the shape of the form's own (a bool for a bool, a list of as
    many strings for a list of strings, a list of strings for a set)."""
    if isinstance(now, set):
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    if isinstance(now, list):
        return isinstance(value, list) and len(value) == len(now) and all(same_shape(a, b) for a, b in zip(now, value))
    return type(value) is type(now)
