"""What makes the window a desktop program: sharp on scaled Windows screens, its name and icon on the
task bar (matched to ark-table.desktop on Linux), and a dialog when it has to stop on a bug."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from game.applog import logger
from game.resources import ASSETS

log = logger(__name__)

APP_ID = "ark-table"                       # the .desktop file's name and StartupWMClass
ICON = ASSETS / "desktop" / "ark-table.png"
HEADLESS_DRIVERS = ("dummy", "offscreen")  # no one to read a dialog
WINDOW_ICON = 128   # pixels: the 256-pixel file came out empty in X11's _NET_WM_ICON (Xvfb, SDL 2.32); 128 does not
WINDOW_ICON_FILE = ICON.with_name(f"{APP_ID}-{WINDOW_ICON}.png")   # the icon at that size (tools/make_icon.py)


def prepare_process(platform: str = sys.platform) -> None:
    """Before the display starts: per-monitor DPI awareness on Windows, so Windows does not stretch the
    window's pixels (blurry text) on a scaled screen; on Linux the window class that the desktop file's
    StartupWMClass names, so the menu entry and the running window share one icon."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID   # over pygame's own default, its script's file name
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID
    if platform == "win32":
        dpi_aware()


def dpi_aware() -> bool:
    """Tell Windows the program draws for the real pixels (per monitor, else system-wide on Windows 7/8)."""
    import ctypes
    try:
        windll = ctypes.windll
    except AttributeError:   # not Windows
        return False
    try:
        windll.shcore.SetProcessDpiAwareness(2)   # PROCESS_PER_MONITOR_DPI_AWARE, Windows 8.1 and later
        return True
    except (AttributeError, OSError):
        pass
    try:
        return bool(windll.user32.SetProcessDPIAware())
    except (AttributeError, OSError):
        log.warning("could not make the window DPI aware; text may look blurry on a scaled screen")
        return False


def set_window_icon(pygame) -> None:
    """The window's (and task bar's) icon; call before set_mode, as some systems read it only then."""
    try:
        pygame.display.set_icon(pygame.image.load(str(WINDOW_ICON_FILE)))
    except (pygame.error, OSError, FileNotFoundError):
        log.warning("the window icon %s could not be loaded", WINDOW_ICON_FILE, exc_info=True)


def crash_message(error: BaseException | None, log_path: Path | None) -> str:
    """What the crash dialog says: what happened, that the game was kept, where the details are."""
    what = f"{type(error).__name__}: {error}" if error is not None else "an unknown error"
    lines = ["Ark Table met an error it cannot recover from and has to close.", "", what, "",
             "A game in progress was saved first: Continue on the main menu resumes it."]
    if log_path is not None:
        lines += ["", "The details are in the log file:", str(log_path),
                  "Please attach that file when you report the problem."]
    return "\n".join(lines)


def crash_dialog(pygame, error: BaseException | None, log_path: Path | None) -> bool:
    """Show the crash message in a system dialog; False where there is no screen to show it on."""
    try:
        if pygame.display.get_init() and pygame.display.get_driver() in HEADLESS_DRIVERS:
            return False
        if os.environ.get("SDL_VIDEODRIVER", "") in HEADLESS_DRIVERS:
            return False
        pygame.display.message_box("Ark Table stopped", crash_message(error, log_path), message_type="error")
        return True
    except Exception:  # the dialog is a courtesy: the log and the terminal have the details
        log.warning("the crash dialog could not be shown", exc_info=True)
        return False
