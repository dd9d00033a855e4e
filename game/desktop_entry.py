"""`ark-table desktop install|remove`: Ark Table in a Linux desktop's application menu.

pip and pipx install programs, not menu entries, so this copies assets/desktop/ark-table.desktop (its Exec
pointing at the Python that runs this command) and the icon into the user's XDG data folder.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from game.desktop import APP_ID, ICON

TEMPLATE = ICON.with_name(f"{APP_ID}.desktop")
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")   # characters that make an Exec argument need quotes


def data_home() -> Path:
    """$XDG_DATA_HOME, else ~/.local/share: where per-user menu entries and icons go."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def entry_path() -> Path:
    return data_home() / "applications" / f"{APP_ID}.desktop"


def icon_path() -> Path:
    return data_home() / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"


def exec_argument(arg: str) -> str:
    """One argument of an Exec line, quoted as the Desktop Entry spec asks when it holds a reserved character
    (then escaped once more, as every string value in the file is); a % is doubled (%f and the like are codes)."""
    arg = arg.replace("%", "%%")
    if not set(arg) & RESERVED:
        return arg
    quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
    return quoted.replace("\\", "\\\\")


def exec_line(python: str = sys.executable) -> str:
    """The command the menu runs: this very Python with `-m game`, so it works from a venv, pipx or a checkout."""
    return f"{exec_argument(python)} -m game"


def entry_text(python: str = sys.executable) -> str:
    """The template with its Exec line pointing at this installation (and TryExec at its Python)."""
    lines = []
    for line in TEMPLATE.read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_line(python)}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def install() -> list[Path]:
    """Write the menu entry and the icon; returns the files written."""
    entry, icon = entry_path(), icon_path()
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(), encoding="utf-8")
    shutil.copyfile(ICON, icon)
    return [entry, icon]


def remove() -> list[Path]:
    """Delete what `install` wrote; returns the files removed."""
    removed = []
    for path in (entry_path(), icon_path()):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table desktop", description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=["install", "remove"])
    args = parser.parse_args(argv)
    if sys.platform in ("win32", "darwin"):
        print("ark-table desktop: menu entries are for Linux desktops; on Windows and macOS run `ark-table`.",
              file=sys.stderr)
        return 2
    try:
        paths = install() if args.action == "install" else remove()
    except OSError as exc:
        print(f"ark-table desktop: {exc.strerror or exc}: {exc.filename or ''}", file=sys.stderr)
        return 1
    verb = "wrote" if args.action == "install" else "removed"
    for path in paths:
        print(f"{verb} {path}")
    if not paths:
        print("nothing to remove")
    return 0
