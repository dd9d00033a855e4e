"""Colours from card data ('#rrggbb') without importing pygame."""
from __future__ import annotations


def parse_colour(text, default=(0, 0, 0)) -> tuple[int, int, int]:
    """'#rrggbb' (or a list of three numbers) -> an RGB tuple; anything else -> default."""
    if isinstance(text, (list, tuple)) and len(text) in (3, 4):
        return tuple(int(c) for c in text[:3])  # type: ignore[return-value]
    if isinstance(text, str) and text.startswith("#") and len(text) == 7:
        try:
            return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
        except ValueError:
            return default
    return default
