"""A fast PNG writer: pygame's own save compresses hard and slowly; cards need speed more than bytes.

The pixels are deflated by ISA-L (the `isal` package, `pip install ark-table[fast]`) when it is installed,
about four times faster than zlib for files of the same size; by zlib otherwise. ARK_TABLE_DEFLATE=zlib
chooses zlib even with isal installed (tools/bench_sprites.py compares the two).
"""
from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path
from typing import Callable

import pygame

LEVEL = 2       # zlib level: level 2 is ~3x faster than the default 6 and the files only ~15% larger
ISAL_LEVEL = 2  # ISA-L's levels are 0-3; 2 (its default) gives files within 3% of zlib's level 2


def _deflater() -> tuple[str, Callable[[bytes], bytes]]:
    """The deflate in use, by name, and its function (zlib format, as a PNG's IDAT wants)."""
    if os.environ.get("ARK_TABLE_DEFLATE", "").strip().lower() != "zlib":
        try:
            from isal import isal_zlib
        except ImportError:
            pass
        else:
            return "isal", lambda data: isal_zlib.compress(data, ISAL_LEVEL)
    return "zlib", lambda data: zlib.compress(data, LEVEL)


DEFLATE, deflate = _deflater()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as an RGBA PNG (filter 'none' on every row)."""
    width, height = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    stride = width * 4
    rows = b"".join(b"\x00" + raw[y * stride:(y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", deflate(rows))
            + _chunk(b"IEND", b""))


def save_png(surface: pygame.Surface, path: Path) -> None:
    """Write atomically: a reader never sees half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(png_bytes(surface))
    os.replace(tmp, path)
