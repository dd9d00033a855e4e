"""F1: the rules reference of the game on the table: how to play here, the rules, and every ruling."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.games import rule_files, table_entry
from game.table.scenes.base import Scene

CONTROLS = """# Controls
Mouse: drag a card onto a glowing target, or click the card and then the target. Right click or hover
a card to zoom. Wheel over the log scrolls it.
Keys: Ctrl+Z undo, Ctrl+S save, F1 this page, F11 full screen, H a hint (what the bot would do
in your place, from what your seat sees), Space skips animations,
Esc puts a picked card back or opens the menu; 1 to 9 answer the menu at the drop point.
Keyboard alone: the arrow keys (or Tab) move the white frame from place to place; Enter clicks
there: Enter on a card, then Enter on its target, plays it.
Gamepads: the stick moves the cursor, A picks up and drops, B zooms, Start ends the turn.
"""


def _read(path, missing: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return missing


def rules_text(game: str) -> str:
    """The F1 text of a game: how to play at this table, the controls, the rules, the rulings."""
    entry = table_entry(game)
    rules, rulings = rule_files(entry)
    return "\n".join([entry.quick_rules, CONTROLS, _read(rules, ""),
                      _read(rulings, "# Rulings\nNo rulings have been written down yet.")])


class RulesReference(Scene):
    """A scrollable overlay over the table, with a scroll bar; F1 or Esc closes it."""

    opaque = False

    def __init__(self, app, game: str = "noah"):
        super().__init__(app)
        self.scroll = 0
        self.text = rules_text(game)
        self.resize(app.size)

    def resize(self, size):
        """Wrap the text for this window size (once, not every frame)."""
        w, h = size
        self.panel = pygame.Rect(0, 0, min(1100, w - 80), h - 60)
        self.panel.center = (w // 2, h // 2)
        font = self.app.theme.font(19)
        self.lines = []
        for raw in self.text.splitlines():
            heading = raw.startswith("#")
            text = raw.lstrip("#").strip() if heading else raw.replace("*", "").replace("`", "")
            for line in theme.wrap(font, text, self.panel.width - 64) or [""]:
                self.lines.append((line, heading))
        self.visible = max(1, (self.panel.height - 70) // 23)
        self.scroll_to(self.scroll)

    def scroll_to(self, row: int) -> None:
        self.scroll = max(0, min(row, len(self.lines) - self.visible))

    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F1, pygame.K_ESCAPE):
                self.app.pop(self)
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll_to(self.scroll + (1 if event.key == pygame.K_DOWN else self.visible - 2))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_to(self.scroll - (1 if event.key == pygame.K_UP else self.visible - 2))
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(len(self.lines))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - 3 * int(event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.bar_rect()
            if bar.inflate(16, 0).collidepoint(event.pos):
                share = (event.pos[1] - bar.y) / max(1, bar.h)
                self.scroll_to(int(share * len(self.lines)) - self.visible // 2)
            else:
                self.app.pop(self)
        elif event.type == pygame.JOYBUTTONDOWN:
            self.app.pop(self)
        return None

    def bar_rect(self) -> pygame.Rect:
        return pygame.Rect(self.panel.right - 18, self.panel.y + 20, 8, self.panel.h - 60)

    def draw(self, surface):
        th = self.app.theme
        rect = theme.draw_modal(surface, self.panel.size)
        y = rect.y + 20
        for line, heading in self.lines[self.scroll:self.scroll + self.visible]:
            img = th.text(line, 22 if heading else 19, theme.ACCENT if heading else theme.TEXT, bold=heading)
            surface.blit(img, (rect.x + 24, y))
            y += 23
        bar = self.bar_rect()
        pygame.draw.rect(surface, (50, 56, 64), bar, border_radius=4)
        if len(self.lines) > self.visible:
            top = bar.y + bar.h * self.scroll // len(self.lines)
            size = max(24, bar.h * self.visible // len(self.lines))
            pygame.draw.rect(surface, theme.ACCENT, (bar.x, min(top, bar.bottom - size), bar.w, size),
                             border_radius=4)
        where = f"{min(len(self.lines), self.scroll + self.visible)} of {len(self.lines)} lines"
        hint = th.text(f"F1 or Esc closes  -  wheel, arrows, Page Up/Down scroll  -  {where}", 16, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 10)))
