"""Saved games: options, seed, command log and state hash, as YAML data. Written atomically.

A save file is data from outside: it is read with the untrusted-YAML loader (size, nesting,
expansion and number limits), and anything wrong with it, however odd, is a SaveError whose message
is a sentence for the player. The state hash is written last, so a file missing its last bytes never
reaches the game it recorded and is refused.

The format (version 1):
    format: ark-table-save
    version: 1                      # the format's own number: the only thing that decides what loads
    app_version: 0.1.0              # the Ark Table that wrote it, for bug reports (older saves lack it)
    game: noah                      # a registered game (game.engine.games)
    rules_version: 2                # the version of that game's rules it was played under (1 if absent)
    options: {...}                  # the game's options, as its rules normalise them
    seed: 7
    commands: [{type: EndTurn, seat: 0}, ...]
    table: {bots: [1], pads: [...]} # the front end's notes: text keys, values that are not null
    state_hash: <sha-256 of the canonical state>

A game's rules carry a version (`rules_version` on its Rules, 1 when not given), raised when a rule
changes how a game plays. A save of an older version is not "edited or damaged" when its moves no
longer reach its hash: it is replayed under the rules of today as far as its moves are allowed, and
`engine.load_notice` says so in a sentence (what changed, how many moves replayed). An option a later
version of the rules retired (`retired_options` on its Rules: version -> option names) is left out of an
older save's options before it is replayed.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from game import __version__
from game.engine.core.engine import Engine
from game.engine.core.protocol import command_from_dict
from game.engine.core.rules import Rules
from game.engine.core.untrusted import describe, read_yaml

SAVE_FORMAT = "ark-table-save"
SAVE_VERSION = 1
MAX_SAVE_BYTES = 4 * 1024 * 1024   # a whole long game is a few hundred kilobytes
ORPHAN_AGE = 60.0                  # seconds: a temporary file this old is no save in progress


class SaveError(Exception):
    """A save file was refused, or a game cannot be saved; the message is a sentence for the player."""


def save_game(engine: Engine, path: str | Path, table: dict | None = None, *, verify: bool = True) -> None:
    """Write the save atomically: a temporary file beside the target, flushed to disk, renamed over
    the target, then the folder flushed too (so the rename survives a power cut).

    `table` is the front end's own JSON-safe notes (bot seats, gamepad claims); the rules never read it.
    With `verify`, the command log is replayed first and a game whose log does not reach its present
    state (a bug) is refused with SaveError: the last good save is kept rather than one that would
    not load."""
    path = Path(path)
    notes = dict(table or {})
    problem = _notes_problem(notes)
    if problem:
        raise SaveError(f"The game cannot be saved: {problem}.")
    state_hash = engine.hash()
    if verify and not engine.replays():
        raise SaveError("The game cannot be saved: replaying its moves does not reach the game on the table "
                        "(a bug in Ark Table); the last good save is kept.")
    data = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app_version": __version__,
        "game": engine.rules.name,
        "rules_version": rules_version(engine.rules),
        "options": engine.options,
        "seed": engine.seed,
        "commands": [c.to_dict() for c in engine.log],
        "table": notes,
        "state_hash": state_hash,   # last: a file cut short has no hash, or a wrong one
    }
    write_atomically(path, yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=120))


def write_atomically(path: str | Path, text: str) -> None:
    """Write a player's document (a save, a deck) so that a crash or a power cut leaves the old file or
    the new one, never half of one: a temporary file beside the target, flushed to disk, renamed over
    the target, then the folder flushed too."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_orphans(path)
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
    _sync_folder(path.parent)


def remove_orphans(path: str | Path, age: float = ORPHAN_AGE) -> list[Path]:
    """Delete the temporary files an interrupted save of `path` left beside it (older than `age`
    seconds, so that a save in progress in another window is left alone). Returns what was removed."""
    path = Path(path)
    removed = []
    now = time.time()
    try:
        candidates = list(path.parent.glob(f"{_glob_escape(path.name)}.*.tmp"))
    except OSError:
        return removed
    for orphan in candidates:
        try:
            if now - orphan.stat().st_mtime >= age:
                orphan.unlink()
                removed.append(orphan)
        except OSError:
            continue
    return removed


def load_game(path: str | Path, rules_by_name: dict[str, Rules] | None = None, **engine_kwargs) -> Engine:
    """Read a save and replay it; raises SaveError with a sentence for anything wrong, never another
    exception. `rules_by_name` defaults to every registered game. The front end's notes saved with it
    are on `engine.table_notes`."""
    path = Path(path)
    name = path.name
    if not path.exists():
        raise SaveError(f"There is no save file at {path}.")
    if rules_by_name is None:
        from game.engine.games import rules_by_name as registered
        rules_by_name = registered()
    data, problems = read_yaml(path, lines=False, max_bytes=MAX_SAVE_BYTES)
    if problems:
        raise SaveError(_unreadable(name, problems[0]))
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not an Ark Table save file.")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(f"{name} was saved by a different version of Ark Table "
                        f"(save version {describe(version)}; this one reads version {SAVE_VERSION}).")
    missing = [k for k in ("game", "options", "seed", "commands", "state_hash") if k not in data]
    if missing:
        raise SaveError(f"The save file {name} is incomplete: it has no {missing[0]}; perhaps it was cut short.")
    game = data["game"]
    rules = rules_by_name.get(game) if isinstance(game, str) else None
    if rules is None:
        raise SaveError(f"{name} is a save of {describe(game)}, a game this table does not know "
                        f"(it knows {', '.join(sorted(rules_by_name))}).")
    problem = _shape_problem(data)
    if problem:
        raise SaveError(f"The save file {name} is damaged: {problem}.")
    saved, now = data.get("rules_version", 1), rules_version(rules)
    if not isinstance(saved, int) or isinstance(saved, bool) or saved < 1:
        raise SaveError(f"The save file {name} is damaged: its rules version is {describe(saved)}, "
                        "not a whole number from 1.")
    if saved > now:
        raise SaveError(f"{name} was played under version {saved} of the {_title(rules)} rules, newer than this "
                        f"Ark Table's (version {now}); open it with a newer Ark Table.")
    if saved < now:
        engine = _replay_under_new_rules(name, rules, data, saved, engine_kwargs)
    else:
        engine = _replay(name, rules, data, engine_kwargs)
        if engine.hash() != data["state_hash"]:
            raise SaveError(f"The save file {name} does not reach the game it recorded "
                            "(its state hash differs); it was edited or damaged.")
    engine.table_notes = data.get("table", {})
    return engine


def rules_version(rules) -> int:
    """The version of a game's rules (1 for a game that names none)."""
    return getattr(rules, "rules_version", 1)


def rules_changes(rules, since: int) -> str:
    """What changed in a game's rules after version `since`, in words ("" if nothing is written)."""
    changes = getattr(rules, "rules_changes", {})
    return "; ".join(changes[v] for v in range(since + 1, rules_version(rules) + 1) if v in changes)


def options_under_today(rules, options, since: int):
    """A file's options as today's rules take them: those retired after version `since` left out."""
    retired = {name for version, names in getattr(rules, "retired_options", {}).items() if version > since
               for name in names}
    if not retired or not isinstance(options, dict):
        return options
    return {key: value for key, value in options.items() if key not in retired}


def _title(rules) -> str:
    return getattr(rules, "title", rules.name)


def _replay_under_new_rules(name: str, rules: Rules, data: dict, saved: int, engine_kwargs: dict) -> Engine:
    """A save of older rules, replayed under today's as far as its moves are allowed; the engine's
    load_notice says what changed and how far it went (nothing if it reaches the same game)."""
    from game.engine.cards.problems import CardError
    from game.engine.core.protocol import Rejected
    try:
        engine = Engine(rules, options_under_today(rules, data["options"], saved), data["seed"], **engine_kwargs)
    except CardError as exc:
        raise SaveError(f"The cards of {rules.name} have problems, so {name} cannot be opened: "
                        f"{exc.problems[0]}") from None
    except ValueError as exc:
        raise SaveError(f"{name} was played under version {saved} of the {_title(rules)} rules, and its options "
                        f"do not set up a game under today's: {str(exc).rstrip('.')}.") from None
    total, stop = len(data["commands"]), ""
    for number, node in enumerate(data["commands"], 1):
        try:
            command = command_from_dict(node, rules.command_types)
        except ValueError as exc:
            stop = f"move {number} is not a move of today's rules ({str(exc).rstrip('.')})"
            break
        events = engine.submit(command)
        if events and isinstance(events[0], Rejected):
            stop = f"move {number} ({type(command).__name__}) is not allowed by them ({events[0].reason.rstrip('.')})"
            break
    if not stop and engine.hash() == data["state_hash"]:
        return engine      # nothing that changed touched this game
    changed = rules_changes(rules, saved)
    head = (f"{name} was played under version {saved} of the {_title(rules)} rules; this table plays version "
            f"{rules_version(rules)}{': ' + changed if changed else ''}.")
    if stop:
        done = len(engine.log)
        engine.load_notice = (f"{head} Its first {done} of {total} moves were replayed under the new rules; {stop}, "
                              f"so the game goes on from move {done}.")
    else:
        engine.load_notice = (f"{head} All {total} moves were replayed under the new rules, so the game may stand "
                              "differently from where it was saved.")
    return engine


def _shape_problem(data: dict) -> str | None:
    """What is malformed in a save's fields (a sentence fragment), or None."""
    if not isinstance(data["options"], dict):
        return f"its options are {describe(data['options'])}, not a mapping"
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        return f"its seed is {describe(seed)}, not a whole number"
    if not isinstance(data["commands"], list):
        return f"its commands are {describe(data['commands'])}, not a list; they are malformed"
    state_hash = data["state_hash"]
    if not isinstance(state_hash, str) or len(state_hash) != 64:
        return "its state hash is not 64 hexadecimal digits; perhaps it was cut short"
    return _notes_problem(data.get("table", {}))


def _notes_problem(notes: Any) -> str | None:
    """The front end's notes are a mapping of text keys to values; a note that is null (what a file cut
    short or an edit leaves of a list) is damage."""
    if not isinstance(notes, dict):
        return f"its table notes are {describe(notes)}, not a mapping"
    for key, value in notes.items():
        if not isinstance(key, str):
            return f"its table notes have the key {describe(key)}, which is not text"
        if value is None:
            return f"its table note {describe(key)} is empty (null)"
    return None


def _replay(name: str, rules: Rules, data: dict, engine_kwargs: dict) -> Engine:
    """The engine that replays the saved commands; every refusal or failure becomes a SaveError."""
    from game.engine.cards.problems import CardError
    commands = []
    for number, node in enumerate(data["commands"], 1):
        try:
            commands.append(command_from_dict(node, rules.command_types))
        except ValueError as exc:
            raise SaveError(f"The save file {name} does not replay: command {number}: {str(exc).rstrip('.')}.") from None
    try:
        return Engine.replay(rules, data["options"], data["seed"], commands, **engine_kwargs)
    except CardError as exc:
        raise SaveError(f"The cards of {rules.name} have problems, so {name} cannot be opened: "
                        f"{exc.problems[0]}") from None
    except ValueError as exc:
        raise SaveError(f"The save file {name} does not replay: {str(exc).rstrip('.')}.") from None
    except Exception as exc:  # a bug in the rules: still a sentence, never a traceback on Load
        raise SaveError(f"The save file {name} cannot be opened: the rules failed while setting it up "
                        f"({type(exc).__name__}), which is a bug in Ark Table.") from None


def _unreadable(name: str, problem) -> str:
    if problem.line == 0:   # the file as a whole: too big, not text, not there
        return f"The save file {name} cannot be read: {problem.message}"
    return f"The save file {name} is damaged at line {problem.line}: {problem.message}"


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the renamed file to disk (where the system allows it)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return  # Windows opens no folders: its rename is already durable enough there
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)
