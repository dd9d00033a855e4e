"""Colours, fonts and the two palettes (normal and colour-blind safe)."""
from __future__ import annotations

import pygame

from game.resources import ASSETS

FELT = (24, 52, 44)
FELT_DARK = (16, 36, 30)
RIM = (70, 48, 30)
PANEL = (18, 22, 28)
PANEL_EDGE = (90, 100, 115)
TEXT = (236, 232, 220)
TEXT_DIM = (150, 150, 140)
ACCENT = (240, 200, 90)
GLOW = (255, 226, 110)
DANGER = (215, 70, 60)
OK = (110, 200, 120)
SHADOW = (0, 0, 0, 110)

# Seat colours: the normal palette, and Okabe-Ito for colour-blind players. A seat also has a
# number and its faction's emblem on screen, so colour is never the only signal.
SEAT_COLOURS = [(230, 90, 80), (80, 150, 235), (240, 200, 60), (120, 200, 110), (185, 130, 235), (240, 150, 60)]
SEAT_COLOURS_CB = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66), (0, 114, 178)]
HEALTH_CB = (0, 114, 178)
CORRUPTION_CB = (213, 94, 0)


class Theme:
    """Fonts (cached by size) and the active palette."""

    def __init__(self, colour_blind: bool = False):
        self.colour_blind = colour_blind
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text_cache: dict[tuple, pygame.Surface] = {}
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self._panels: dict[tuple, pygame.Surface] = {}
        self._scaled: dict[float, Scaled] = {}

    def scaled(self, k: float) -> "Theme | Scaled":
        """This theme with every font `k` times its size (the screens' share of the text-size setting)."""
        if k == 1.0:
            return self
        if k not in self._scaled:
            self._scaled[k] = Scaled(self, k)
        return self._scaled[k]

    def panel(self, surface: pygame.Surface, rect, colour=PANEL, edge=PANEL_EDGE, radius: int = 10,
              alpha: int = 235) -> None:
        """draw_panel, with the panel picture kept for the next frame."""
        rect = pygame.Rect(rect)
        key = (rect.size, colour, edge, radius, alpha)
        img = self._panels.get(key)
        if img is None:
            if len(self._panels) > 200:
                self._panels.clear()
            img = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_panel(img, img.get_rect(), colour, edge, radius, alpha)
            self._panels[key] = img
        surface.blit(img, rect.topleft)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        palette = SEAT_COLOURS_CB if self.colour_blind else SEAT_COLOURS
        return palette[seat % len(palette)]

    @property
    def health_colour(self):
        return HEALTH_CB if self.colour_blind else (220, 50, 50)

    @property
    def corruption_colour(self):
        return CORRUPTION_CB if self.colour_blind else (25, 25, 25)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            path = ASSETS / "fonts" / ("DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf")
            if not path.exists():
                path = ASSETS / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
            font = pygame.font.Font(str(path) if path.exists() else None, size)
            if bold and not path.exists():
                font.set_bold(True)
            self._fonts[key] = font
        return self._fonts[key]

    def measure(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """The text's (width, height) in pixels, as the font's `size` says, kept: the menus fit the same
        words every frame."""
        key = (text, size, bold)
        found = self._sizes.get(key)
        if found is None:
            if len(self._sizes) > 4000:
                self._sizes.clear()
            found = self._sizes[key] = self.font(size, bold).size(text)
        return found

    def text(self, text: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
        """Render text once and keep it: the same labels are drawn every frame."""
        key = (text, size, colour, bold)
        surf = self._text_cache.get(key)
        if surf is None:
            if len(self._text_cache) > 4000:
                self._text_cache.clear()
            surf = self.font(size, bold).render(text, True, colour)
            self._text_cache[key] = surf
        return surf


class Scaled:
    """A theme seen through a text size: `font(20)` and `text(..., 20)` are `k` times 20 pixels tall;
    the palette and everything else is the theme's own (its caches are shared)."""

    def __init__(self, base: Theme, k: float):
        self.base = base
        self.k = k

    def px(self, size: int) -> int:
        return max(8, round(size * self.k))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return self.base.font(self.px(size), bold)

    def measure(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        return self.base.measure(text, self.px(size), bold)

    def text(self, text: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
        return self.base.text(text, self.px(size), colour, bold)

    def __getattr__(self, name):
        return getattr(self.base, name)


def fitting_size(th, text: str, size: int, width: int, bold: bool = False, least: int = 10) -> int:
    """`size`, or less (down to `least`) where `text` would be wider than `width`: words kept whole."""
    while size > least and th.measure(text, size, bold)[0] > width:
        size -= 1
    return size


_WRAPPED: dict[tuple, list[str]] = {}     # (font, text, width) -> lines: panels wrap the same words each frame


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split text into lines no wider than `width` pixels (a single long word may overflow); lines
    break at spaces and tabs, never at a no-break space. Kept: a prompt's words are wrapped every frame."""
    text = str(text)
    key = (font, text, width)
    lines = _WRAPPED.get(key)
    if lines is None:
        if len(_WRAPPED) > 2000:
            _WRAPPED.clear()
        lines = _WRAPPED[key] = _wrapped(font, text, width)
    return list(lines)


def _wrapped(font: pygame.font.Font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.replace("\t", " ").split(" "):
            if not word:
                continue
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_modal(surface: pygame.Surface, size: tuple[int, int], shade: int = 170, alpha: int = 245,
               raise_by: int = 0) -> pygame.Rect:
    """Dim the whole window and draw a centred panel over it (menus, rules, game over); returns the panel."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, shade))
    surface.blit(dim, (0, 0))
    w, h = surface.get_size()
    rect = pygame.Rect((0, 0), size)
    rect.center = (w // 2, h // 2 - raise_by)
    draw_panel(surface, rect, alpha=alpha)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, edge=PANEL_EDGE, radius: int = 10,
               alpha: int = 235) -> None:
    """A rounded translucent panel with a thin edge."""
    rect = pygame.Rect(rect)
    if alpha >= 255:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    else:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
        surface.blit(panel, rect.topleft)
    pygame.draw.rect(surface, edge, rect, width=1, border_radius=radius)
