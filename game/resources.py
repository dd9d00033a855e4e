"""Where the shipped card data and assets are: one answer for a checkout and for an installed copy.

In a checkout (and an editable install, `pip install -e .`) they are the folders `cards/` and `assets/`
at the top of the repository, where card designers edit them. A wheel (`pip install .`, pipx) has no
repository around it, so the build copies both folders into the package as `game/_data/cards` and
`game/_data/assets` (see setup.py); this module finds whichever is there. Nothing here imports pygame,
so the rules engine may use it too.
"""
from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
SHIPPED = PACKAGE / "_data"   # only inside an installed wheel


def data_root() -> Path:
    """The folder holding `cards/` and `assets/`: inside the installed package, else the checkout."""
    return SHIPPED if (SHIPPED / "cards").is_dir() else PACKAGE.parent


ROOT = data_root()
CARDS = ROOT / "cards"
ASSETS = ROOT / "assets"
LESSONS = ROOT / "lessons"     # the lessons of Learn to play (scenario files with a `lesson:`), shipped as cards are
