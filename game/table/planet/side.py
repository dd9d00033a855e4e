"""The right-hand column: the status (round, whose turn, what now), the table's buttons, the action
button (End the Action Phase), the centre of the table (game.table.planet.centre), then the prompt
and the log. A prompt that shows cards (the draft, a Search) is laid over the table instead."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.table.widgets.side_column import draw_top, prompt_height

if TYPE_CHECKING:
    from game.table.planet.scene import PlanetTable

WIDE = ("draft", "search_keep")      # prompts answered with cards: laid over the table


class Side:
    def __init__(self, scene: "PlanetTable"):
        self.scene = scene

    def wide(self) -> bool:
        sc = self.scene
        prompt = sc.session.prompt
        return sc.gathering.active is None and prompt is not None and prompt.kind in WIDE

    def prompt_rect(self, seat: int, rows: int) -> pygame.Rect:
        sc = self.scene
        L = sc.geo
        s = L.scale
        if self.wide():
            h = int((58 + 36 * rows) * s)
            return pygame.Rect(L.stage.x, L.hand.y - h - int(6 * s), L.stage.w, h)
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, prompt_height(sc.th, s, sc.prompts.text(seat), L.flow.w, rows))

    def log_rect(self) -> pygame.Rect:
        sc = self.scene
        L = sc.geo
        y = L.flow.y
        panel = sc.prompts.panel()
        if panel is not None and not self.wide():
            y = panel[0].bottom + int(6 * L.scale)
        return pygame.Rect(L.flow.x, y, L.flow.w, max(int(60 * L.scale), L.flow.bottom - y))

    def draw(self, surface) -> None:
        sc = self.scene
        view = sc.shown.view
        info = []
        if view:
            info.append(f"Round {view['round']}")
            if view["final_round"]:
                info.append("the final round")
            if view["variant"] == "strategy" and not view["solo"]:
                info.append("Strategy Variants")
        draw_top(surface, sc, "  -  ".join(info), "End the Action Phase", "Press again to end it")
        rect = self.log_rect()
        if sc.log.rect != rect:
            sc.log.rect = rect
        sc.log.draw(surface, sc.th)
