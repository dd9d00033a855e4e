"""What a sprite shows: one CardSpec per card face or back, and the CardSet of a game's files."""
from __future__ import annotations

import colorsys
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from game.engine.cards import Problem
from game.sprites.colours import parse_colour


@dataclass
class CardSpec:
    """One sprite to draw: a card face or a card back, with every value its layout may show."""

    game: str
    id: str
    kind: str                     # the layout's name: agent, enemy, back, ...
    file: str
    line: int
    fields: dict
    field_lines: dict = field(default_factory=dict)
    art: str | None = None
    art_line: int = 0
    back: str | None = None       # id of the back spec; None for a back itself
    count: int = 1
    is_back: bool = False
    field_keys: dict = field(default_factory=dict)   # a shown field -> the YAML key it comes from

    def key_of(self, name: str) -> str:
        """The YAML key a shown field comes from (for messages)."""
        return self.field_keys.get(name, name)

    def data_hash(self) -> str:
        """A hash of everything about the card itself (not its layout or files)."""
        payload = json.dumps([self.game, self.id, self.kind, self.fields, self.art, self.back],
                             sort_keys=True, default=str)
        return hashlib.sha256(payload.encode()).hexdigest()

    def line_of(self, name: str) -> int:
        """The line of a field in the card's file (the card's own line if unknown)."""
        return self.field_lines.get(name, self.line)


@dataclass
class CardSet:
    """The specs found in some files, the problems met reading them, and the files read."""

    game: str
    root: Path
    specs: dict[str, CardSpec]
    problems: list[Problem]
    files: list[Path]

    def faces(self) -> list[CardSpec]:
        return [s for s in self.specs.values() if not s.is_back]


def shade(hex_colour: str, factor: float) -> str:
    """Lighter (factor > 0, towards white) or darker (factor < 0, towards black)."""
    r, g, b = parse_colour(hex_colour, (128, 128, 128))
    if factor >= 0:
        r, g, b = (round(c + (255 - c) * factor) for c in (r, g, b))
    else:
        r, g, b = (round(c * (1 + factor)) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def hue_colour(seed: str, saturation: float = 0.45, value: float = 0.55) -> str:
    """A stable colour picked from a name."""
    hue = int(hashlib.sha256(seed.encode()).hexdigest()[:6], 16) / 0xFFFFFF
    r, g, b = colorsys.hsv_to_rgb(hue, saturation, value)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def line_in(mapping, key, default: int = 0) -> int:
    """The line of a key in a YAML mapping read with lines (default when unknown)."""
    return mapping.line_of(key) if isinstance(mapping, dict) and hasattr(mapping, "line_of") else default


def colour_fields(colour: str) -> dict:
    """A card's colour and the shades its layouts use: colour, colour_dark, colour_light, colour_mid."""
    return {"colour": colour, "colour_dark": shade(colour, -0.55), "colour_light": shade(colour, 0.78),
            "colour_mid": shade(colour, -0.25)}
