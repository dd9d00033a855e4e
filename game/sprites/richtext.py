"""Rules text with inline icon tokens (`:hit:`) and **bold**, wrapped into a box and shrunk to fit."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from game.sprites.fonts import BOLD_OF, FontBook
from game.sprites.icons import IconSet

TOKEN = re.compile(r":([a-z][a-z0-9_]*):")
_PIECES = re.compile(r"(:[a-z][a-z0-9_]*:|\*\*|\n| +)")
ICON_SCALE = 0.92  # icon height as a share of the font's ascent: a little taller than capitals


@dataclass
class Segment:
    kind: str          # "text" or "icon"
    value: str
    bold: bool = False
    width: int = 0


@dataclass
class Atom:
    """A run with no space inside (a word, maybe glued to icons and punctuation)."""

    segments: list[Segment] = field(default_factory=list)
    width: int = 0


@dataclass
class Laid:
    """Text laid out at one size: lines of atoms, and whether it fits its box."""

    px: int
    lines: list[list[Atom]]
    line_height: int
    height: int
    fits: bool
    paragraph_starts: set[int] = field(default_factory=set)


_NUMBER = re.compile(r"(\*\*)?[+-]?\d+")                  # a word that is a number
_ICON_WORD = re.compile(r"(\*\*)?:[a-z][a-z0-9_]*:")        # a word that is (or starts with) an icon
_SIGNED = re.compile(r"[+-]?\d")


def _glue(text: str) -> str:
    """A number and the icon beside it ("1 :energy:", ":reality: +1") joined by a no-break space, each word
    glued at most once (":shape_blue: 3  :shape_orange: 5" keeps two pairs, not one chain)."""
    words = re.split(r"( +)", text)          # words at even places, the spaces between them at odd ones
    i = 0
    while i + 2 < len(words):
        a, b = words[i], words[i + 2]
        if (_NUMBER.fullmatch(a) and _ICON_WORD.match(b)) or (_ICON_WORD.fullmatch(a) and _SIGNED.match(b)):
            words[i + 1] = "\u00a0"
            i += 4
        else:
            i += 2
    return "".join(words)


def parse(text: str) -> list:
    """Text -> atoms, with the markers " " and "\n" between them. A number and the icon beside it ("1 :energy:",
    ":reality: +1") are one atom, so a line never ends between them."""
    result: list = []
    bold = False
    current: Atom | None = None
    for piece in _PIECES.split(_glue(text or "")):
        if not piece:
            continue
        if piece == "**":
            bold = not bold
            continue
        if piece == "\n" or piece.startswith(" "):
            if current is not None:
                result.append(current)
                current = None
            result.append("\n" if piece == "\n" else " ")
            continue
        if current is None:
            current = Atom()
        match = TOKEN.fullmatch(piece)
        current.segments.append(Segment("icon", match.group(1)) if match else Segment("text", piece, bold))
    if current is not None:
        result.append(current)
    return result


class RichText:
    """Measures, fits and draws rich text with one FontBook and one IconSet."""

    def __init__(self, fonts: FontBook, icons: IconSet):
        self.fonts = fonts
        self.icons = icons
        self._widths: dict[tuple, int] = {}               # (font, px, bold, word) -> pixels
        self._words: dict[tuple, pygame.Surface] = {}     # (font, px, bold, word, colour) -> rendered word

    def _font(self, name: str, px: int, bold: bool) -> pygame.font.Font:
        return self.fonts.get(BOLD_OF.get(name, name) if bold else name, px)

    def _width(self, font_name: str, px: int, bold: bool, text: str) -> int:
        key = (font_name, px, bold, text)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > 20000:
                self._widths.clear()
            width = self._widths[key] = self._font(font_name, px, bold).size(text)[0]
        return width

    def _word(self, font_name: str, px: int, bold: bool, text: str, colour) -> pygame.Surface:
        key = (font_name, px, bold, text, tuple(colour))
        image = self._words.get(key)
        if image is None:
            if len(self._words) > 4000:
                self._words.clear()
            image = self._words[key] = self._font(font_name, px, bold).render(text, True, colour)
        return image

    def _measure(self, atom: Atom, font_name: str, px: int) -> int:
        width = 0
        ascent = None
        for seg in atom.segments:
            if seg.kind == "icon":
                if ascent is None:
                    ascent = self._font(font_name, px, False).get_ascent()
                seg.width = round(ascent * ICON_SCALE * self.icons.aspect(seg.value)) + max(1, px // 8)
            else:
                seg.width = self._width(font_name, px, seg.bold, seg.value)
            width += seg.width
        atom.width = width
        return width

    def layout(self, text: str, font_name: str, px: int, width: int, height: int,
               spacing: float = 1.0, max_lines: int | None = None) -> Laid:
        """Greedy word wrap at one size (not fitting if it takes more than `max_lines` lines)."""
        font = self._font(font_name, px, False)
        space = self._width(font_name, px, False, " ")
        line_height = max(1, round(font.get_linesize() * spacing))
        lines: list[list[Atom]] = [[]]
        paragraph_starts = {0}
        x = 0
        fits = True
        for item in parse(text):
            if item == " ":
                continue
            if item == "\n":
                lines.append([])
                paragraph_starts.add(len(lines) - 1)
                x = 0
                continue
            w = self._measure(item, font_name, px)
            if w > width:
                fits = False
            if lines[-1] and x + space + w > width:
                lines.append([])
                x = 0
            x = w if not lines[-1] else x + space + w
            lines[-1].append(item)
        gap = line_height // 3
        total = len(lines) * line_height + gap * (len(paragraph_starts) - 1)
        if total > height or (max_lines is not None and len(lines) > max_lines):
            fits = False
        return Laid(px, lines, line_height, total, fits, paragraph_starts)

    def fit(self, text: str, font_name: str, max_px: int, min_px: int, width: int, height: int,
            spacing: float = 1.0, max_lines: int | None = None) -> Laid:
        """The largest size from max_px down to min_px at which the text fits (or min_px, not fitting)."""
        laid = self.layout(text, font_name, max_px, width, height, spacing, max_lines)
        if laid.fits or max_px <= min_px:
            return laid
        lo, hi = min_px, max_px - 1
        best = None
        while lo <= hi:  # fit is monotonic in size: binary search the largest size that fits
            mid = (lo + hi) // 2
            trial = self.layout(text, font_name, mid, width, height, spacing, max_lines)
            if trial.fits:
                best, lo = trial, mid + 1
            else:
                hi = mid - 1
        return best or self.layout(text, font_name, min_px, width, height, spacing, max_lines)

    def fit_title(self, text: str, font_name: str, max_px: int, one_line_px: int, min_px: int, width: int,
                  height: int, spacing: float = 1.0) -> Laid:
        """A title: one line at the largest size down to `one_line_px`; only below that, wrapped at the
        largest size from max_px down to min_px that fits."""
        single = self.fit(text, font_name, max_px, max(min_px, one_line_px), width, height, spacing, max_lines=1)
        if single.fits:
            return single
        return self.fit(text, font_name, max_px, min_px, width, height, spacing)

    def draw(self, surface: pygame.Surface, laid: Laid, rect: pygame.Rect, font_name: str,
             colour, align: str = "left", valign: str = "top", ink=None) -> None:
        """Draw laid-out text into rect; icons sit on the baseline, sized to the font."""
        font = self._font(font_name, laid.px, False)
        space = font.size(" ")[0]
        ascent = font.get_ascent()
        gap = laid.line_height // 3
        if valign == "caps":   # the ink from the first line's capitals to the last baseline, centred (titles)
            cap = (font.metrics("H")[0] or (0, 0, 0, ascent))[3]
            band = (len(laid.lines) - 1) * laid.line_height + gap * (len(laid.paragraph_starts) - 1) + cap
            y = rect.y + (rect.height - band) // 2 - (ascent - cap)
        elif valign == "middle":
            y = rect.y + (rect.height - laid.height) // 2
        elif valign == "bottom":
            y = rect.bottom - laid.height
        else:
            y = rect.y
        icon_h = max(2, round(ascent * ICON_SCALE))
        for index, line in enumerate(laid.lines):
            if index in laid.paragraph_starts and index:
                y += gap
            width = sum(a.width for a in line) + space * max(0, len(line) - 1)
            if align == "center":
                x = rect.x + (rect.width - width) // 2
            elif align == "right":
                x = rect.right - width
            else:
                x = rect.x
            baseline = y + ascent
            for atom in line:
                for seg in atom.segments:
                    if seg.kind == "icon":
                        icon = self.icons.draw(seg.value, icon_h, ink or colour)
                        surface.blit(icon, (x + max(1, laid.px // 16), baseline - icon.get_height()))
                    else:
                        image = self._word(font_name, laid.px, seg.bold, seg.value, colour)
                        surface.blit(image, (x, baseline - ascent))
                    x += seg.width
                x += space
            y += laid.line_height
