"""Overlays drawn over the table: the event banner and the zoomed card."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.noah import layout as lay


class Overlays:
    """The banner and the zoomed card."""

    def draw_banner(self, surface) -> None:
        if not self.shown.banner:
            return
        L = self.geo
        th = self.th
        title = th.text(self.shown.banner, max(24, int(40 * L.scale)), theme.ACCENT, bold=True)
        lines = theme.wrap(th.font(max(14, int(20 * L.scale))), self.shown.banner_sub, int(L.size[0] * 0.45))
        h = title.get_height() + 24 + len(lines) * int(24 * L.scale)
        w = max(title.get_width(), *(th.font(max(14, int(20 * L.scale))).size(l)[0] for l in lines)) + 60
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (L.enemies[1].right + L.scale * 4, L.enemies[0].centery)
        rect.clamp_ip(pygame.Rect(0, 0, *L.size))
        theme.draw_panel(surface, rect, alpha=225)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 10)))
        y = rect.y + 14 + title.get_height()
        for line in lines:
            img = th.text(line, max(14, int(20 * L.scale)), theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += int(24 * L.scale)

    def zoom_rect(self) -> pygame.Rect:
        """Where the zoomed card goes: the half away from the pointer, clear of the prompt panel."""
        L = self.geo
        h = min(int(L.size[1] * 0.62), 520)
        w = int(h / lay.CARD_RATIO)
        y = max(10, min(self.hover_pos[1] - h // 2, L.size[1] - h - 10))
        away = L.size[0] - w - 20 if self.hover_pos[0] < L.size[0] / 2 else 20
        candidates = [pygame.Rect(away, y, w, h), pygame.Rect(L.size[0] - w - 20 if away == 20 else 20, y, w, h)]
        panel = self.prompt_panel()
        if panel is not None:
            keep = panel[0].inflate(8, 8)
            for rect in candidates:
                if not rect.colliderect(keep):
                    return rect
            # Both sides cover it: shrink the card to fit above the panel.
            h = max(120, keep.top - 20)
            w = int(h / lay.CARD_RATIO)
            return pygame.Rect(candidates[0].x, 10, w, h)
        return candidates[0]

    def draw_zoom(self, surface) -> None:
        if not self.zoom or self.app.stack.top is not self:
            return   # an overlay (game over, the menu) is on top: no zoom beneath it
        card, face = self.zoom
        rect = self.zoom_rect()
        x, y, w, h = rect
        img = self.card_image(card, (w, h), face)
        pygame.draw.rect(surface, (0, 0, 0), (x + 8, y + 10, w, h), border_radius=12)
        surface.blit(img, (x, y))
