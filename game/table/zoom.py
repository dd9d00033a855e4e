"""The zoomed card: a card shown large after the pointer rests on it, or pinned by a right click."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.table.tablescene import TableScene

ZOOM_DELAY = 0.45       # seconds of hovering before a card is shown large


class Zoom:
    """Which card is shown large now, and where (the half of the screen away from the pointer)."""

    def __init__(self, scene: "TableScene"):
        self.scene = scene
        self.card: tuple | None = None      # (card id, face)
        self.pinned = False
        self.hover_card: tuple | None = None
        self.hover_time = 0.0
        self._picture: tuple | None = None    # ((card, face, w, h), the picture shown)

    def close(self) -> None:
        self.card, self.pinned = None, False

    def pin(self, card: tuple | None) -> None:
        """A right click: show this card until the pointer leaves it (nothing there: close)."""
        self.card, self.pinned = (card, True) if card else (None, False)

    def moved(self, card: tuple | None) -> None:
        """The mouse moved over `card`: a pinned zoom of another card closes."""
        if self.pinned and card != self.card:
            self.close()

    def update(self, dt: float) -> None:
        scene = self.scene
        if self.pinned:
            return
        mouse_dragging = any(p.pointer == "mouse" and p.dragging for p in scene.picking.picks.values())
        if mouse_dragging or scene.picking.choices:
            self.card = None
            return
        card = scene.card_at(scene.hover_pos)
        if card != self.hover_card:
            self.hover_card, self.hover_time = card, 0.0
            self.card = None
        elif card is not None:
            self.hover_time += dt
            if self.hover_time >= ZOOM_DELAY:
                self.card = card

    def rect(self) -> pygame.Rect:
        """Where the zoomed card goes: the half away from the pointer, clear of the prompt panel."""
        scene = self.scene
        W, H = scene.size
        ratio = scene.card_ratio
        h = min(int(H * 0.62), 520)
        w = int(h / ratio)
        y = max(10, min(scene.hover_pos[1] - h // 2, H - h - 10))
        away = W - w - 20 if scene.hover_pos[0] < W / 2 else 20
        candidates = [pygame.Rect(away, y, w, h), pygame.Rect(W - w - 20 if away == 20 else 20, y, w, h)]
        panel = scene.prompts.panel()
        if panel is not None:
            keep = panel[0].inflate(8, 8)
            for rect in candidates:
                if not rect.colliderect(keep):
                    return rect
            h = max(120, keep.top - 20)     # both sides cover it: shrink the card to fit above the panel
            return pygame.Rect(candidates[0].x, 10, int(h / ratio), h)
        return candidates[0]

    def draw(self, surface) -> None:
        scene = self.scene
        if not self.card or scene.app.stack.top is not scene:
            return   # an overlay (game over, the menu) is on top: no zoom beneath it
        card, face = self.card
        x, y, w, h = self.rect()
        shown = (card, face, w, h)
        if self._picture is None or self._picture[0] != shown:
            # Made at this size for as long as it is shown, not kept with the table's pictures: a
            # zoomed picture of every card hovered would hold tens of megabytes.
            self._picture = (shown, scene.card_image(card, (w, h), face, keep=False))
        img = self._picture[1]
        pygame.draw.rect(surface, (0, 0, 0), (x + 8, y + 10, w, h), border_radius=12)
        surface.blit(img, (x, y))
