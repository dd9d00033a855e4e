"""The right-hand column: the status (round, whose turn, what now), the table's buttons, the action
button (End the Action Phase), the centre of the table (game.table.planet.centre), then the prompt
and the log. A prompt that shows cards (the draft, a Search) is laid over the table instead."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.planet import layout as lay
from game.table.still import Part
from game.table.widgets.side_column import TopHooks, draw_top, prompt_height, top_key

if TYPE_CHECKING:
    from game.table.anim import AnimQueue
    from game.table.desk import Desk
    from game.table.gathering import Gathering
    from game.table.planet.adapter import PlanetAdapter
    from game.table.planet.layout import Layout
    from game.table.planet.shown import Shown
    from game.table.prompt_panel import PromptPanel
    from game.table.theme import Theme
    from game.table.widgets.log import LogPanel

CARD_PROMPTS = ("draft", "search_keep")      # prompts answered with cards


@dataclass(eq=False)
class Side:
    """The right-hand column, from the shown view and the desk."""

    shown: "Shown"
    adapter: "PlanetAdapter"
    desk: "Desk"
    gathering: "Gathering"
    prompts: "PromptPanel"
    log: "LogPanel"
    anims: "AnimQueue"
    th: "Theme"
    geo: Callable[[], "Layout"]        # the table's layout for its window (game.table.hooks)
    top: TopHooks                      # what the column's top reads of the table

    def wide(self) -> bool:
        """A prompt answered with more cards than one row of the column holds (a draft's packet) is laid
        over the table; a Search's two cards stay in the column, so no row of either board is hidden."""
        prompt = self.desk.prompt
        if self.gathering.active is not None or prompt is None or prompt.kind not in CARD_PROMPTS:
            return False
        L = self.geo()
        return self.answer_cards(prompt.seats[0]) * self.card_width(L.scale) + 20 > L.flow.w

    def answer_cards(self, seat: int) -> int:
        return len(self.adapter.answers(self.desk.legal(seat)))

    @staticmethod
    def card_width(scale: float) -> int:
        return int(108 * scale / lay.RATIO) + 8

    def prompt_rect(self, seat: int, rows: int) -> pygame.Rect:
        L = self.geo()
        s = L.scale
        if self.wide():      # as wide as its cards and words need, centred over the table
            h = int((58 + 36 * rows) * s)
            cards = self.answer_cards(seat)
            card_w = self.card_width(s)
            text_w = self.th.font(max(13, int(16 * s))).size(self.prompts.text(seat))[0] + 24
            w = min(L.stage.w, max(int(420 * s), text_w, cards * card_w + 20))
            return pygame.Rect(L.stage.centerx - w // 2, L.hand.y - h - int(6 * s), w, h)
        height = prompt_height(self.th, s, self.prompts.text(seat), L.flow.w, rows)
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, height)

    def hint_lines(self) -> list[str]:
        """What the seat on screen can do now, wrapped for the column (when it has no prompt)."""
        view = self.shown.view
        if not view or self.prompts.panel() is not None or self.anims.busy or self.desk.viewer in self.desk.bots \
                or self.desk.replay is not None:
            return []
        return theme.wrap(self.th.font(self.hint_size()), self.adapter.hint(view), self.geo().flow.w - 20) \
            if self.adapter.hint(view) else []

    def hint_size(self) -> int:
        return max(12, int(14 * self.geo().scale))

    def hint_rect(self) -> pygame.Rect | None:
        lines = self.hint_lines()
        if not lines:
            return None
        L = self.geo()
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, len(lines) * (self.hint_size() + 3) + int(12 * L.scale))

    def log_rect(self) -> pygame.Rect:
        L = self.geo()
        y = L.flow.y
        panel = self.prompts.panel()
        hint = self.hint_rect()
        if panel is not None and not self.wide():
            y = panel[0].bottom + int(6 * L.scale)
        elif hint is not None:
            y = hint.bottom + int(6 * L.scale)
        return pygame.Rect(L.flow.x, y, L.flow.w, max(int(60 * L.scale), L.flow.bottom - y))

    def info(self) -> str:
        """The status panel's small line: the round, the final round, the variant."""
        view = self.shown.view
        info = []
        if view:
            info.append(f"Round {view['round']}")
            if view["final_round"]:
                info.append("the final round")
            if view["variant"] == "strategy" and not view["solo"]:
                info.append("Strategy Variants")
        return "  -  ".join(info)

    def part(self) -> Part:
        """The column as a still part (game.table.still): status, buttons, the hint and the log."""
        rect = self.log_rect()
        if self.log.rect != rect:
            self.log.rect = rect
        hint = self.hint_rect()
        top = top_key(self.desk, self.adapter, self.shown.view, self.top, self.info(), "End the Action Phase")
        key = (top, tuple(hint) if hint else None, tuple(self.hint_lines()), self.log.key())
        return Part("side", self.geo().side, key, self.draw)

    def draw(self, surface) -> None:
        draw_top(surface, self.th, self.desk, self.adapter, self.shown.view, self.top, self.info(),
                 "End the Action Phase", "Press again to end it")
        hint = self.hint_rect()
        if hint is not None:
            theme.draw_panel(surface, hint, colour=(24, 34, 30), edge=(70, 100, 80), alpha=255)
            y = hint.y + int(6 * self.geo().scale)
            for line in self.hint_lines():
                surface.blit(self.th.text(line, self.hint_size(), theme.TEXT_DIM), (hint.x + 10, y))
                y += self.hint_size() + 3
        rect = self.log_rect()
        if self.log.rect != rect:
            self.log.rect = rect
        self.log.draw(surface, self.th)
