"""The prompt panel, for every game: what the engine asks a seat now, and its answer buttons."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.table import theme

if TYPE_CHECKING:
    from game.table.tablescene import TableScene


class PromptPanel:
    """Answers the engine's Prompt: the adapter chooses the buttons and words, the scene the place."""

    def __init__(self, scene: "TableScene"):
        self.scene = scene

    def panel(self):
        """(rectangle, seat, answer commands) of the prompt shown now, or None."""
        scene = self.scene
        s = scene.session
        prompt = s.prompt
        if prompt is None or s.over or scene.anims.busy:
            return None
        humans = [seat for seat in prompt.seats if seat not in s.bots]
        if not humans:
            return None
        seat = scene.viewer if scene.viewer in humans else humans[0]
        if s.rules.hidden_hands and seat != scene.viewer:
            return None   # the hand-off screen comes first
        commands = scene.adapter.answers(s.legal(seat))
        group = len(prompt.seats) > 1
        width = scene.prompt_rect(seat, group, 1).w
        return scene.prompt_rect(seat, group, len(self._row_layout(commands, width))), seat, commands

    def _font(self):
        return self.scene.th.font(max(14, int(17 * self.scene.scale)), True)

    def _row_layout(self, commands, width: int) -> list[list]:
        font = self._font()
        rows: list[list] = [[]]
        x = 10
        for c in commands:
            w = font.size(self.scene.adapter.answer_label(c))[0] + 24
            if x + w > width - 10 and rows[-1]:
                rows.append([])
                x = 10
            rows[-1].append((x, w, c))
            x += w + 8
        return rows

    def buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The answer buttons (rectangles computed from the layout, never from the last frame drawn)."""
        panel = self.panel()
        if panel is None:
            return []
        rect, seat, commands = panel
        bh = int(30 * self.scene.scale)
        rows = self._row_layout(commands, rect.w)
        top = rect.bottom - 8 - len(rows) * (bh + 6) + 6
        return [(pygame.Rect(rect.x + x, top + i * (bh + 6), w, bh), c)
                for i, row in enumerate(rows) for x, w, c in row]

    def draw(self, surface) -> None:
        panel = self.panel()
        if panel is None:
            return
        rect, seat, commands = panel
        scene = self.scene
        th = scene.th
        s = scene.scale
        theme.draw_panel(surface, rect, colour=(30, 26, 16), edge=theme.GLOW, alpha=255)  # nothing shows through
        size = max(13, int(16 * s))
        y = rect.y + 6
        for line in theme.wrap(th.font(size), scene.adapter.prompt_text(seat), rect.w - 20)[:3]:
            surface.blit(th.text(line, size, theme.TEXT), (rect.x + 10, y))
            y += int(19 * s)
        for r, c in self.buttons():
            pygame.draw.rect(surface, (200, 160, 60), r, border_radius=6)
            img = th.text(scene.adapter.answer_label(c), max(14, int(17 * s)), (20, 14, 0), bold=True)
            surface.blit(img, img.get_rect(center=r.center))
