""""Since you last looked": when a seat takes the screen again after the hand-off, what happened since
it last had it (its own log lines only), in a panel over the table until the player reads on. Card
names in it are hovered to show the card, as in the log."""
from __future__ import annotations

import pygame

from game.table import theme

MOST_LINES = 12


class CatchUp:
    def __init__(self):
        self.title = ""
        self.lines: list[tuple[str, tuple, tuple]] = []   # (text, cards, colour), as the log gives them
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._hits: list[tuple[pygame.Rect, str]] = []

    @property
    def open(self) -> bool:
        return bool(self.lines)

    def show(self, title: str, lines: list[tuple[str, tuple, tuple]]) -> None:
        self.title = title
        self.lines = lines[-MOST_LINES:] if len(lines) <= MOST_LINES else \
            [(f"... and {len(lines) - MOST_LINES + 1} earlier lines in the log", (), theme.TEXT_DIM)] + \
            lines[-(MOST_LINES - 1):]

    def close(self) -> None:
        self.lines = []
        self._hits = []

    def card_at(self, pos) -> str | None:
        for rect, card in self._hits:
            if rect.collidepoint(pos):
                return card
        return None

    def draw(self, surface: pygame.Surface, th: theme.Theme, area: pygame.Rect, scale: float) -> None:
        """The panel in the middle of `area` (the table), sized to its lines (where it drew: nothing
        when closed, else None, game.table.still)."""
        if not self.lines:
            return []
        size = max(15, int(18 * scale))
        font = th.font(size)
        width = min(area.w - 40, int(640 * scale))
        rows = [(row, cards, colour) for text, cards, colour in self.lines
                for row in theme.wrap(font, text, width - 32)]
        line_h = size + 6
        height = 64 + len(rows) * line_h + int(30 * scale)
        self.rect = pygame.Rect(0, 0, width, min(height, area.h - 20))
        self.rect.center = area.center
        theme.draw_panel(surface, self.rect, alpha=240, edge=theme.ACCENT)
        title = th.text(self.title, max(18, int(22 * scale)), theme.ACCENT, bold=True)
        surface.blit(title, (self.rect.x + 16, self.rect.y + 12))
        y = self.rect.y + 22 + title.get_height()
        hits = []
        for row, cards, colour in rows:
            if y + line_h > self.rect.bottom - int(30 * scale):
                break
            surface.blit(th.text(row, size, colour), (self.rect.x + 16, y))
            for card, name in cards:
                at = row.find(name) if name else -1
                if at >= 0:
                    x = self.rect.x + 16 + font.size(row[:at])[0]
                    w = font.size(name)[0]
                    pygame.draw.line(surface, theme.TEXT_DIM, (x, y + line_h - 4), (x + w, y + line_h - 4))
                    hits.append((pygame.Rect(x, y, w, line_h), card))
            y += line_h
        hint = th.text("Click, or press a key or A, to play on.", max(13, int(15 * scale)), theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(self.rect.right - 14, self.rect.bottom - 8)))
        self._hits = hits   # where names were drawn, for hovering: not game state
