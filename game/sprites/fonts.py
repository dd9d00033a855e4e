"""The card fonts, shipped in assets/fonts, by the names layouts use."""
from __future__ import annotations

from pathlib import Path

from game.sprites.paths import FONTS

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
    "condensed": "DejaVuSansCondensed.ttf",
    "condensed_bold": "DejaVuSansCondensed-Bold.ttf",
    "serif_bold": "DejaVuSerif-Bold.ttf",
}
BOLD_OF = {"sans": "bold", "condensed": "condensed_bold", "italic": "bold"}


class FontBook:
    """Opens each (font, pixel size) once."""

    def __init__(self, folder: Path = FONTS):
        self.folder = Path(folder)
        self._fonts: dict = {}

    def path(self, name: str) -> Path:
        """The file of a named font."""
        return self.folder / FONT_FILES.get(name, FONT_FILES["sans"])

    def get(self, name: str, size: int):
        """The named font at `size` pixels (a pygame Font)."""
        import pygame

        key = (name, max(4, int(size)))
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(self.path(name)), key[1])
            self._fonts[key] = font
        return font

    def open_again_if_closed(self) -> None:
        """Fonts opened before pygame's font module was quit (and started again) are dead: they are
        opened again when next asked for (a process that opens windows one after another, as tests do)."""
        if self._fonts:
            import pygame

            try:
                next(iter(self._fonts.values())).get_height()
            except pygame.error:
                self._fonts.clear()
