"""Where Ark Table keeps a player's own files, in each system's usual places (platformdirs' places).

    settings      config_dir()  Linux ~/.config/ark-table, macOS ~/Library/Application Support/ArkTable,
                                Windows %APPDATA%\\ArkTable
    saves         saves_dir()   Linux ~/.local/share/ark-table/saves, macOS and Windows: saves/ beside settings
    card sprites  cache_dir()   Linux ~/.cache/ark-table, macOS ~/Library/Caches/ArkTable,
                                Windows %LOCALAPPDATA%\\ArkTable\\Cache
    logs          log_dir()     Linux ~/.local/state/ark-table/log, macOS ~/Library/Logs/ArkTable,
                                Windows %LOCALAPPDATA%\\ArkTable\\Logs

The XDG_* variables move the Linux ones as usual. Linux's four are found here by the XDG base directory
rules, as platformdirs finds them (a variable that is not an absolute path is ignored; a HOME that is not
is too), without importing it at the table's start; macOS's and Windows' are asked of platformdirs. `ARK_TABLE_HOME` puts all four under one folder
(config/, data/, cache/, logs/): tests, benchmarks and a portable copy use it. `ARK_TABLE_CONFIG` moves
the settings alone; the sprite cache's own `ARK_TABLE_CACHE` is read in game/sprites/paths.py.

Version 0.1.0 kept saves beside the settings and the sprite cache in ~/.cache/ark-table on every system;
`move_old_files()` moves them here once, losing nothing.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path


def app_name(platform: str = sys.platform) -> str:
    """The folder name: lower case with a dash on Linux, as its folders are; ArkTable elsewhere."""
    return "ArkTable" if platform in ("darwin", "win32", "cygwin") else "ark-table"


# Linux: each kind of folder's XDG variable, and its place in the home folder when the variable is not set
XDG_HOMES = {"config": ("XDG_CONFIG_HOME", ".config"), "data": ("XDG_DATA_HOME", ".local/share"),
             "cache": ("XDG_CACHE_HOME", ".cache"), "state": ("XDG_STATE_HOME", ".local/state")}
USER_DIRS = {"config": "user_config_dir", "data": "user_data_dir", "cache": "user_cache_dir", "log": "user_log_dir"}


def system_dir(kind: str, platform: str = sys.platform) -> Path:
    """The system's folder of a `kind` (config, data, cache, log) for Ark Table on `platform` (any
    platform's can be asked for, which tests use). On Windows settings and saves roam with the user
    (%APPDATA%), the cache and logs stay local."""
    if platform in ("win32", "cygwin", "darwin"):
        return Path(getattr(platform_dirs(platform, roaming=kind in ("config", "data")), USER_DIRS[kind]))
    if kind == "log":
        return xdg_dir("state") / "log"
    return xdg_dir(kind)


def xdg_dir(kind: str) -> Path:
    """Linux: $XDG_<KIND>_HOME/ark-table where the variable is an absolute path, else under the home folder."""
    variable, default = XDG_HOMES[kind]
    base = os.environ.get(variable, "")
    if not os.path.isabs(base):
        home = os.environ.get("HOME", "")
        if not os.path.isabs(home):     # unset or relative: the account's own home folder
            import pwd
            home = pwd.getpwuid(os.getuid()).pw_dir
        base = os.path.join(home, default)
    return Path(base) / app_name("linux")


def platform_dirs(platform: str, roaming: bool = True):
    """platformdirs' folders for macOS or Windows."""
    if platform == "darwin":
        from platformdirs.macos import MacOS as Dirs
    else:
        from platformdirs.windows import Windows as Dirs
    return Dirs(app_name(platform), appauthor=False, roaming=roaming)


def _home(kind: str) -> Path | None:
    home = os.environ.get("ARK_TABLE_HOME")
    return Path(home) / kind if home else None


def config_dir(platform: str = sys.platform) -> Path:
    """Settings: $ARK_TABLE_CONFIG, else $ARK_TABLE_HOME/config, else the system's config folder."""
    override = os.environ.get("ARK_TABLE_CONFIG")
    if override:
        return Path(override)
    return _home("config") or system_dir("config", platform)


def data_dir(platform: str = sys.platform) -> Path:
    """The player's documents (saves): $ARK_TABLE_HOME/data, else the system's data folder."""
    return _home("data") or system_dir("data", platform)


def saves_dir(platform: str = sys.platform) -> Path:
    """Where Ctrl+S saves and the autosave live."""
    return data_dir(platform) / "saves"


def cache_dir(platform: str = sys.platform) -> Path:
    """Things rebuilt when missing (card sprites): $ARK_TABLE_HOME/cache, else the system's cache folder."""
    return _home("cache") or system_dir("cache", platform)


def log_dir(platform: str = sys.platform) -> Path:
    """Log files: $ARK_TABLE_HOME/logs, else the system's log folder."""
    return _home("logs") or system_dir("log", platform)


# -- files left where version 0.1.0 put them --------------------------------------------------------------
def old_config_dir(platform: str = sys.platform) -> Path:
    """Where 0.1.0 kept settings, saves and crash.log."""
    if platform in ("win32", "cygwin"):
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "ArkTable"
    if platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "ArkTable"
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "ark-table"


def old_cache_dir() -> Path:
    """Where 0.1.0 kept the sprite cache, on every system."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ark-table"


def move_old_files(platform: str = sys.platform, log=None) -> list[tuple[Path, Path]]:
    """Move settings, saves, the old crash log and the sprite cache from 0.1.0's places to today's.

    Runs at every start and finds nothing to do after the first. A file whose new place is taken keeps
    both: the old one comes over under a new name. Folders set through the ARK_TABLE_* variables are the
    player's own choice and are left alone. Returns (from, to) for each move; `log` (a logger: the
    program's, game.applog, which knows this module's folders and so is not imported here) is told each
    move and each file that could not move."""
    if os.environ.get("ARK_TABLE_HOME") or os.environ.get("ARK_TABLE_CONFIG"):
        return []
    old = old_config_dir(platform)
    moves = [(old / "settings.yaml", config_dir(platform) / "settings.yaml", False),
             (old / "crash.log", log_dir(platform) / "crash-0.1.log", False)]
    if (old / "saves").is_dir():
        moves += [(p, saves_dir(platform) / p.name, False) for p in sorted((old / "saves").iterdir())]
    if not os.environ.get("ARK_TABLE_CACHE"):
        moves.append((old_cache_dir() / "sprites", cache_dir(platform) / "sprites", True))
    done = []
    for source, target, rebuildable in moves:
        try:
            moved = _move(source, target, rebuildable)
        except OSError as exc:
            if log is not None:
                log.warning("could not move %s to %s: %s", source, target, exc)
            continue
        if moved is not None:
            done.append((source, moved))
            if log is not None:
                log.info("moved %s to %s", source, moved)
    for folder in (old / "saves", old, old_cache_dir()):
        _remove_if_empty(folder)
    return done


def _move(source: Path, target: Path, rebuildable: bool = False) -> Path | None:
    """Move one file or folder; None when there is nothing to move. A taken name gets a new one, except
    for something `rebuildable` (the sprite cache): the one in use stays and the old one goes."""
    if not source.exists() or _same(source, target):
        return None
    if rebuildable and target.exists():
        shutil.rmtree(source) if source.is_dir() else source.unlink()
        return None
    n = 1
    free = target
    while free.exists():
        free = target.with_name(f"{target.stem}-from-0.1{'' if n == 1 else f'-{n}'}{target.suffix}")
        n += 1
    free.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(source), str(free))
    return free


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _remove_if_empty(folder: Path) -> None:
    try:
        folder.rmdir()   # only an empty folder goes
    except OSError:
        pass


def temporary_home(prefix: str = "ark-table-") -> Path:
    """Benchmarks: settings, saves and logs in a new temporary ARK_TABLE_HOME, never the player's; the
    sprite cache stays the real one (unless ARK_TABLE_CACHE says otherwise), so it is measured warm."""
    import tempfile
    os.environ.setdefault("ARK_TABLE_CACHE", str(cache_dir() / "sprites"))
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["ARK_TABLE_HOME"] = str(home)
    return home
