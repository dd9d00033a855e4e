"""Saved games: options, seed, command log and state hash, as YAML data. Written atomically.

Each save also names the Ark Table version that wrote it (`app_version`, for bug reports); saves from
before it was written load as before: only `version`, the format's own number, decides what loads."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import yaml

from game import __version__
from game.engine.core.engine import Engine
from game.engine.core.protocol import command_from_dict
from game.engine.core.rules import Rules

SAVE_FORMAT = "ark-table-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save file was refused; the message is a sentence for the player."""


def save_game(engine: Engine, path: str | Path, table: dict | None = None) -> None:
    """Write the save atomically: a temporary file beside the target, then a rename.

    `table` is the front end's own JSON-safe notes (bot seats, gamepad claims); the rules never read it."""
    path = Path(path)
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app_version": __version__,
        "game": engine.rules.name,
        "options": engine.options,
        "seed": engine.seed,
        "commands": [c.to_dict() for c in engine.log],
        "state_hash": engine.hash(),
        "table": dict(table or {}),
    }
    text = yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=120)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, 0o644)  # mkstemp makes owner-only files; a save is an ordinary document
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_game(path: str | Path, rules_by_name: dict[str, Rules], **engine_kwargs) -> Engine:
    """Read a save and replay it; raises SaveError with a sentence for anything wrong.
    The front end's notes saved with it are on `engine.table_notes`."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except (OSError, UnicodeDecodeError):
        raise SaveError(f"The save file {path.name} cannot be read.") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        raise SaveError(f"The save file {path.name} is damaged (it is not readable YAML); "
                        "perhaps it was cut short.") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name} is not an Ark Table save file.")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(f"{path.name} was saved by a different version of Ark Table "
                        f"(save version {version!r}; this one reads version {SAVE_VERSION}).")
    missing = [k for k in ("game", "options", "seed", "commands", "state_hash") if k not in data]
    if missing:
        raise SaveError(f"The save file {path.name} is incomplete: it has no {missing[0]}.")
    rules = rules_by_name.get(data["game"])
    if rules is None:
        raise SaveError(f"{path.name} is a save of {data['game']!r}, a game this table does not know.")
    if not isinstance(data["options"], dict) or not isinstance(data["seed"], int) \
            or not isinstance(data["commands"], list):
        raise SaveError(f"The save file {path.name} is damaged: its options, seed or commands are malformed.")
    try:
        commands = [command_from_dict(c, rules.command_types) for c in data["commands"]]
        engine = Engine.replay(rules, data["options"], data["seed"], commands, **engine_kwargs)
    except ValueError as exc:
        raise SaveError(f"The save file {path.name} does not replay: {exc}.") from None
    if engine.hash() != data["state_hash"]:
        raise SaveError(f"The save file {path.name} does not reach the game it recorded "
                        "(its state hash differs); it was edited or damaged.")
    notes = data.get("table", {})
    engine.table_notes = notes if isinstance(notes, dict) else {}
    return engine
