"""F1: the rules reference, with the rulings written for this game, scrollable."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.table import theme
from game.table.scenes.base import Scene

RULINGS = Path(__file__).resolve().parents[2] / "engine" / "noah" / "RULINGS.md"  # package data in a wheel

QUICK = """# NOAH at this table
Hero turn: 1 play Action cards (drag onto a glowing target, or click the card then the target);
2 recruit Agents from your supply (click them) and buy Ability steps (2 Energy, click the Ability track);
3 and 4 happen when you press End turn (Energy resets, played cards return to the supply).
Upgrades: when a card can be played several ways, a small menu at the drop point offers
Base, Discard another card, or +1 Corruption (keys 1, 2, 3).
Enemy turn: the Horror dice are rolled; each faction may defend (play a shield card, or Take the damage).
Keys: Ctrl+Z undo, Ctrl+S save, F1 this page, F11 full screen, Space/Enter skip animations, Esc menu.
Right click or hover a card to zoom. Gamepads: stick moves, A picks up and drops, B zooms, Start ends the turn.
"""


def rules_text() -> str:
    try:
        rulings = RULINGS.read_text(encoding="utf-8")
    except OSError:
        rulings = "# Rulings\nNo rulings file has been written yet."
    return QUICK + "\n" + rulings


class RulesReference(Scene):
    """A scrollable overlay over the table; F1 or Esc closes it."""

    opaque = False

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.text = rules_text()

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
