"""The game log panel: newest at the bottom, scrollable; card names can be hovered to zoom.

A line may be for some seats only (a card drawn into a hidden hand): the panel shows the lines its
`reader` (the table's desk: the seat on screen) may read; with no reader, every line."""
from __future__ import annotations

import pygame

from game.table import theme


JOIN = "\u00a0"    # a no-break space: as wide as a space, not a break to the wrapping (theme.wrap)


def whole_names(text: str, cards) -> str:
    """The text with each card name's spaces made no-break spaces, so wrapping never splits a name (and
    its link) across two rows, and each row is measured as it is drawn."""
    for _, name in cards:
        if name and " " in name:
            text = text.replace(name, name.replace(" ", JOIN))
    return text


class LogPanel:
    """Lines of text; each line may name cards (card id, name) so hovering shows the card."""

    def __init__(self, rect=(0, 0, 300, 200), reader=None):
        self.rect = pygame.Rect(rect)
        self.reader = reader        # has `viewer` and `may_read(seats)` (game.table.desk.Desk)
        self.entries: list[tuple[str, tuple[tuple[str, str], ...], tuple, frozenset | None]] = []
        self.scroll = 0
        self._hits: list[tuple[pygame.Rect, str]] = []  # name rect -> card id, from the last render
        self._render: tuple | None = None                # (key, surface)
        self._added = 0
        self.scale = 1.0            # the table's text scale (the window's size and the text setting)

    def add(self, text: str, cards: tuple[tuple[str, str], ...] = (), colour=theme.TEXT,
            seats: frozenset | None = None) -> None:
        self.entries.append((text, tuple(cards), colour, seats))
        self.entries = self.entries[-400:]
        self._added += 1
        self.scroll = 0

    def add_line(self, line) -> None:
        """A LogLine from a game's adapter."""
        self.add(line.text, line.cards, line.colour, line.seats)

    @property
    def lines(self) -> list[tuple[str, tuple, tuple]]:
        """The lines the reader may read: (text, cards, colour)."""
        return [(t, c, colour) for t, c, colour, seats in self.entries
                if self.reader is None or self.reader.may_read(seats)]

    def lines_since(self, count: int) -> list[tuple[str, tuple, tuple]]:
        """The lines the reader may read among the entries after the first `count` (see `added`)."""
        newer = self.entries[max(0, len(self.entries) - (self._added - count)):] if self._added > count else []
        return [(t, c, colour) for t, c, colour, seats in newer if self.reader is None or self.reader.may_read(seats)]

    @property
    def added(self) -> int:
        """How many entries were ever added (a mark to ask `lines_since` about later)."""
        return self._added

    def wheel(self, amount: int) -> None:
        self.scroll = max(0, min(self.scroll + amount, max(0, len(self.lines) - 3)))

    def card_at(self, pos) -> str | None:
        for rect, card_id in self._hits:
            if rect.collidepoint(pos):
                return card_id
        return None

    def visible_rows(self, font, width: int, max_rows: int) -> list[tuple[str, tuple, tuple]]:
        """The wrapped rows shown: from the newest entry back while whole entries fit, so the oldest
        line shown is never the tail of a sentence. Only an entry taller than the panel is cut."""
        rows: list[tuple[str, tuple, tuple]] = []
        end = len(self.lines) - self.scroll
        for text, cards, colour in reversed(self.lines[max(0, end - 60):end]):
            wrapped = [(w.replace(JOIN, " "), cards, colour) for w in theme.wrap(font, whole_names(text, cards), width)]
            if len(rows) + len(wrapped) > max_rows:
                if not rows:
                    rows = wrapped[-max_rows:]
                break
            rows[:0] = wrapped
        return rows

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        key = (tuple(self.rect), self._added, self.scroll, self.reader.viewer if self.reader else None, self.scale)
        if not self._render or self._render[0] != key:
            img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            saved = self.rect
            self.rect = pygame.Rect((0, 0), saved.size)
            try:
                self._draw_lines(img, th)
            finally:
                self.rect = saved
            self._hits = [(r.move(saved.topleft), c) for r, c in self._hits]
            self._render = (key, img)
        surface.blit(self._render[1], self.rect.topleft)

    def _draw_lines(self, surface: pygame.Surface, th: theme.Theme) -> None:
        theme.draw_panel(surface, self.rect, alpha=215)
        size = max(13, round(17 * self.scale))
        font = th.font(size)
        line_h = size + 3
        title = th.text("Game log", size + 1, theme.ACCENT, bold=True)
        surface.blit(title, (self.rect.x + 10, self.rect.y + 6))
        inner = self.rect.inflate(-16, -(size + 17))
        inner.top = self.rect.y + size + 11
        rows = self.visible_rows(font, inner.width, max(1, inner.height // line_h))
        hits = []
        old_clip = surface.get_clip()
        surface.set_clip(inner)
        for i, (row, cards, colour) in enumerate(rows):
            y = inner.y + i * line_h
            surface.blit(th.text(row, size, colour), (inner.x, y))
            for card_id, name in cards:
                at = row.find(name)
                if at >= 0 and name:
                    x0 = font.size(row[:at])[0]
                    w = font.size(name)[0]
                    r = pygame.Rect(inner.x + x0, y + line_h - 3, w, 1)
                    pygame.draw.line(surface, theme.TEXT_DIM, r.topleft, r.topright)
                    hits.append((pygame.Rect(inner.x + x0, y, w, line_h), card_id))
        surface.set_clip(old_clip)
        # Hit rectangles are a cache of where names were rendered, not game state.
        self._hits = hits
