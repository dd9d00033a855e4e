"""F1: the rules reference of the game on the table: how to play here, the rules, and every ruling."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.games import table_entry
from game.table.scenes.base import Scene

CONTROLS = """# Controls
Mouse: drag a card onto a glowing target, or click the card and then the target. Right click or hover
a card to zoom. Wheel over the log scrolls it.
Keys: Ctrl+Z undo, Ctrl+S save, F1 this page, F11 full screen, Space or Enter skips animations,
Esc puts a picked card back or opens the menu; 1 to 9 answer the menu at the drop point.
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
    return "\n".join([entry.quick_rules, CONTROLS, _read(entry.rules, ""),
                      _read(entry.rulings, "# Rulings\nNo rulings have been written down yet.")])


class RulesReference(Scene):
    """A scrollable overlay over the table; F1 or Esc closes it."""

    opaque = False

    def __init__(self, app, game: str = "noah"):
        super().__init__(app)
        self.scroll = 0
        self.text = rules_text(game)

    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F1, pygame.K_ESCAPE):
                self.app.pop(self)
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll += 1 if event.key == pygame.K_DOWN else 15
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else 15))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - 3 * int(event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.pop(self)
        elif event.type == pygame.JOYBUTTONDOWN:
            self.app.pop(self)
        return None

    def draw(self, surface):
        th = self.app.theme
        w, h = surface.get_size()
        rect = theme.draw_modal(surface, (min(1100, w - 80), h - 60))
        font = th.font(19)
        lines = []
        for raw in self.text.splitlines():
            heading = raw.startswith("#")
            text = raw.lstrip("#").strip() if heading else raw.replace("*", "").replace("`", "")
            for line in theme.wrap(font, text, rect.width - 48) or [""]:
                lines.append((line, heading))
        self.scroll = min(self.scroll, max(0, len(lines) - 5))
        y = rect.y + 20
        for line, heading in lines[self.scroll:]:
            if y > rect.bottom - 40:
                break
            img = th.text(line, 22 if heading else 19, theme.ACCENT if heading else theme.TEXT, bold=heading)
            surface.blit(img, (rect.x + 24, y))
            y += 28 if heading else 23
        hint = th.text("F1 or Esc closes  -  wheel or arrows scroll", 16, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 10)))
