"""Where things live: the source tree (cards, layouts, assets) and the build cache outside it."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
CARDS = ROOT / "cards"
FONTS = ASSETS / "fonts"
ICONS = ASSETS / "icons"


def cache_root() -> Path:
    """The sprite cache: $ARK_TABLE_CACHE, else $XDG_CACHE_HOME/ark-table/sprites, else ~/.cache/..."""
    override = os.environ.get("ARK_TABLE_CACHE")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ark-table" / "sprites"


def game_cards_dir(game: str) -> Path:
    """The folder of one game's card files, e.g. cards/noah."""
    return CARDS / game


def game_of(path: Path) -> str | None:
    """The game whose card folder holds `path` (cards/<game>/...), or None outside it."""
    try:
        parts = Path(path).resolve().relative_to(CARDS.resolve()).parts
    except ValueError:
        return None
    return parts[0] if parts else None


def layout_dirs(card_root: Path) -> list[Path]:
    """Layout folders searched in order: beside the cards, then the game's, then the shared ones."""
    dirs = [card_root / "layouts"]
    for candidate in (CARDS / card_root.name / "layouts", CARDS / "layouts"):
        if candidate not in dirs:
            dirs.append(candidate)
    return dirs


def confine_to_assets(relative: str, assets: Path = ASSETS) -> Path | None:
    """Resolve an artwork path inside `assets`; None when it is absolute or leaves the folder."""
    text = str(relative).strip()
    if not text or text.startswith(("/", "\\")) or (len(text) > 1 and text[1] == ":"):
        return None
    if text.startswith("assets/"):
        text = text[len("assets/"):]
    base = assets.resolve()
    target = (base / text).resolve()
    try:
        target.relative_to(base)
    except ValueError:
        return None
    return target
