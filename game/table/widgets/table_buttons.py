"""The table's own buttons (Menu, Rules, Save, Undo), drawn the same way for every game."""
from __future__ import annotations

import pygame

from game.table import theme

LABELS = {"menu": "Menu", "rules": "Rules F1", "save": "Save", "undo": "Undo"}


def undo_offered(session) -> bool:
    """Undo is offered for a person's own move of this turn, never for a bot's (the desk's answer)."""
    return session.desk.undo_offered()


def draw_table_buttons(surface, th, rects: dict[str, pygame.Rect], scale: float, undo: bool) -> None:
    """Each button in its rectangle; Undo greyed when there is nothing the player may take back."""
    for name, rect in rects.items():
        enabled = name != "undo" or undo
        pygame.draw.rect(surface, (48, 60, 74) if enabled else (34, 38, 44), rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        img = th.text(LABELS[name], max(12, int(16 * scale)), theme.TEXT if enabled else theme.TEXT_DIM, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))
