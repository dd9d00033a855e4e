"""What every tool that opens the table does first: SDL without a window or sound (unless the
environment already names a driver: `--window` runs set x11) and the checkout importable."""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def headless(*folders: str) -> Path:
    """SDL's dummy drivers unless set, pygame's greeting hidden, and the checkout with `folders` (paths
    inside it, the last one first) at the front of the import path; gives the checkout's root."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for folder in (".", *folders):
        sys.path.insert(0, str(ROOT / folder))
    return ROOT
