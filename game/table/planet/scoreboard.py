"""The scoring board across the top of the table: 0 to 100, the goal marked (100, or an Environment's
own), each player's token where their score stands, sliding when they score ("+N" beside it, inside
the board, so it never covers an ecosystem's header). Tokens on the same spot stand apart, one above
the line and one below."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.still import Part

if TYPE_CHECKING:
    from game.table.planet.layout import Layout
    from game.table.planet.shown import Shown
    from game.table.theme import Theme

TOP = 100


@dataclass(eq=False)
class ScoreBoard:
    """The scoring board, from the shown view and the tokens' tweens."""

    shown: "Shown"
    th: "Theme"
    markers: dict                      # seat -> its token on the scoring board
    geo: Callable[[], "Layout"]        # the table's layout for its window (game.table.hooks)

    def x(self, value: float) -> int:
        track = self.geo().track
        pad = int(track.h * 0.6)
        return int(track.x + pad + (track.w - 2 * pad) * max(0.0, min(float(TOP), value)) / TOP)

    def part(self) -> Part | None:
        """The scoring board as a still part (game.table.still): it moves only as a token glides."""
        view = self.shown.view
        if not view:
            return None
        track = self.geo().track
        tokens = self.markers
        markers = tuple(tokens[seat].value if seat in tokens else None for seat in range(len(view["scores"])))
        key = (tuple(track), self.geo().scale, view["goal"], tuple(view["scores"]), markers)
        return Part("scores", track.inflate(8, 8), key, self.draw)

    def draw(self, surface) -> None:
        view = self.shown.view
        if not view:
            return
        track = self.geo().track
        s = self.geo().scale
        theme.draw_panel(surface, track, colour=(22, 30, 36), alpha=255, radius=8)
        mid = track.centery
        pygame.draw.line(surface, (90, 100, 110), (self.x(0), mid), (self.x(TOP), mid), 2)
        size = max(9, int(11 * s))
        for value in range(0, TOP + 1, 5):
            tall = value % 10 == 0
            x = self.x(value)
            pygame.draw.line(surface, (120, 130, 140), (x, mid - (5 if tall else 3)), (x, mid + (5 if tall else 3)), 1)
            if tall and value % 20 == 0:
                img = self.th.text(str(value), size, theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midbottom=(x, track.bottom - 1)))
        goal = view["goal"]
        gx = self.x(goal)
        pygame.draw.line(surface, theme.ACCENT, (gx, track.y + 3), (gx, track.bottom - 3), 2)
        flag = self.th.text(f"goal {goal}", size, theme.ACCENT, bold=True)
        flag_at = flag.get_rect(topright=(gx - 4, track.y + 1))
        surface.blit(flag, flag_at)
        radius = max(6, int(track.h * 0.22))
        placed: list[tuple[int, int]] = []
        for seat in sorted(range(len(view["scores"])), key=lambda k: view["scores"][k]):
            marker = self.markers.get(seat)
            value = marker.value if marker is not None else view["scores"][seat]
            x = self.x(value)
            level = sum(1 for px, _ in placed if abs(px - x) < 2 * radius)
            if flag_at.left - radius <= x <= flag_at.right + radius:
                level += 1                  # below the line first, under the goal's flag: both stay readable
            y = mid - radius + 1 if level % 2 == 0 else mid + radius - 1
            x += (level // 2) * radius
            placed.append((x, y))
            colour = self.th.seat_colour(seat)
            pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), radius)
            pygame.draw.circle(surface, colour, (x, y), radius)
            pygame.draw.circle(surface, (15, 15, 15), (x, y), radius, 1)
            img = self.th.text(str(seat + 1), max(9, int(radius * 1.4)), (15, 15, 15), bold=True)
            surface.blit(img, img.get_rect(center=(x, y)))

    def gain_rect(self, x: int, size: tuple[int, int], progress: float) -> pygame.Rect:
        """Where a "+N" stands beside a token at `x`: right of it (left near the end of the board),
        rising from the line to the board's top edge, never outside the board."""
        track = self.geo().track
        rect = pygame.Rect(0, 0, *size)
        gap = max(6, int(track.h * 0.3))
        rect.left = x + gap if x + gap + rect.w <= track.right - 2 else x - gap - rect.w
        rect.centery = int(track.centery - (track.centery - track.y - rect.h / 2) * min(1.0, progress))
        return rect.clamp(track)

    def draw_gain(self, surface, seat: int, points: int, x: int, progress: float) -> None:
        img = self.th.text(f"+{points}", max(12, int(self.geo().track.h * 0.5)), self.th.seat_colour(seat), bold=True)
        rect = self.gain_rect(x, img.get_size(), progress)
        theme.draw_panel(surface, rect.inflate(6, 0), colour=(22, 30, 36), alpha=255, radius=4)
        surface.blit(img, rect)
