"""Files named by card fields (artwork, icons such as emblems): checked before anything opens them.

A card file is data from outside, so a name in it may try to leave the assets folder, name a file that
is not an image, or an image so large that decoding it would exhaust memory. The same checks serve
`ark-table cards check` and the sprite builder, so the check catches what the build would refuse."""
from __future__ import annotations

import re
import struct
from pathlib import Path

from game.engine.core.untrusted import describe
from game.sprites.paths import ASSETS, confine_to_assets

MAX_ART_BYTES = 16 * 1024 * 1024
MAX_ART_SIDE = 8192
ICON_NAME = re.compile(r"[a-z0-9_]{1,64}")


def icon_name_problem(name: str, why: str) -> str | None:
    """Why `name` (built from a card field, e.g. emblem_<emblem>) cannot name a file in assets/icons,
    or None. The icon set never opens a file for such a name (a missing icon draws nothing)."""
    if not isinstance(name, str) or not ICON_NAME.fullmatch(name):
        return f"{why} makes the icon name {describe(name)}; icon names are lower-case letters, digits and _."
    return None


def art_problem(relative: str, assets: Path = ASSETS) -> tuple[Path | None, str | None]:
    """The art file a card names, or why it cannot be used (a sentence fragment after the card's id)."""
    path = confine_to_assets(relative, assets)
    if path is None:
        return None, f"the art path {describe(relative)} leaves the assets folder; artwork must be a file inside assets/."
    if not path.is_file():
        return None, f"there is no art file {describe(relative)} in assets/."
    problem = image_problem(path)
    if problem:
        return None, f"the art file {describe(relative)} {problem}"
    return path, None


def image_problem(path: Path) -> str | None:
    """Why `path` is not an image pygame can safely read (PNG, JPEG, GIF or BMP of sane size), or None."""
    try:
        size = path.stat().st_size
        with path.open("rb") as handle:
            head = handle.read(64 * 1024)
    except OSError:
        return "cannot be read."
    if size > MAX_ART_BYTES:
        return f"is {size / 1024 / 1024:.0f} MB; art files are at most {MAX_ART_BYTES // 1024 // 1024} MB."
    dimensions = _dimensions(head)
    if dimensions is None:
        return "is not an image (PNG, JPEG, GIF or BMP)."
    width, height = dimensions
    if not (0 < width <= MAX_ART_SIDE and 0 < height <= MAX_ART_SIDE):
        return f"is {width}x{height} pixels; art is at most {MAX_ART_SIDE} pixels a side."
    try:
        import pygame
        pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError, MemoryError):
        return "is not an image pygame can read."
    return None


def _dimensions(head: bytes) -> tuple[int, int] | None:
    """Width and height from an image file's header, or None when it is no image we read."""
    if head.startswith(b"\x89PNG\r\n\x1a\n") and len(head) >= 24:
        return struct.unpack(">II", head[16:24])
    if head[:6] in (b"GIF87a", b"GIF89a") and len(head) >= 10:
        return struct.unpack("<HH", head[6:10])
    if head.startswith(b"BM") and len(head) >= 26:
        width, height = struct.unpack("<ii", head[18:26])
        return width, abs(height)
    if head.startswith(b"\xff\xd8"):
        return _jpeg_dimensions(head)
    return None


def _jpeg_dimensions(head: bytes) -> tuple[int, int] | None:
    """The size in a JPEG's first start-of-frame marker (within the bytes read)."""
    at = 2
    while at + 9 < len(head):
        if head[at] != 0xFF:
            return None
        marker = head[at + 1]
        length = struct.unpack(">H", head[at + 2:at + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", head[at + 5:at + 9])
            return width, height
        at += 2 + length
    return None
