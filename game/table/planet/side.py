"""The right-hand column: the status (round, whose turn, what now), the table's buttons, the action
button (End the Action Phase), the centre of the table (game.table.planet.centre), then the prompt
and the log. A prompt that shows cards (the draft, a Search) is laid over the table instead."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.table import theme
from game.table.planet import layout as lay
from game.table.still import Part
from game.table.widgets.side_column import draw_top, prompt_height, top_key

if TYPE_CHECKING:
    from game.table.anim import AnimQueue
    from game.table.gathering import Gathering
    from game.table.planet.adapter import PlanetAdapter
    from game.table.planet.layout import Layout
    from game.table.planet.shown import Shown
    from game.table.prompt_panel import PromptPanel
    from game.table.session import Session
    from game.table.theme import Theme
    from game.table.widgets.log import LogPanel

WIDE = ("draft", "search_keep")      # prompts answered with cards: laid over the table


class SideTable(Protocol):
    """What the right-hand column uses of the table: the layout, the shown view and the look, the
    prompt, the log and who is asked."""

    geo: "Layout"
    shown: "Shown"
    th: "Theme"
    adapter: "PlanetAdapter"
    anims: "AnimQueue"
    gathering: "Gathering"
    prompts: "PromptPanel"
    log: "LogPanel"
    session: "Session"

    @property
    def viewer(self) -> int: ...

    @property
    def replay(self) -> object: ...


class Side:
    def __init__(self, scene: SideTable):
        self.scene = scene

    def wide(self) -> bool:
        sc = self.scene
        prompt = sc.session.prompt
        return sc.gathering.active is None and prompt is not None and prompt.kind in WIDE

    def prompt_rect(self, seat: int, rows: int) -> pygame.Rect:
        sc = self.scene
        L = sc.geo
        s = L.scale
        if self.wide():      # as wide as its cards and words need, centred over the table
            h = int((58 + 36 * rows) * s)
            cards = len(sc.adapter.answers(sc.session.legal(seat)))
            card_w = int(108 * s / lay.RATIO) + 8
            text_w = sc.th.font(max(13, int(16 * s))).size(sc.prompts.text(seat))[0] + 24
            w = min(L.stage.w, max(int(420 * s), text_w, cards * card_w + 20))
            return pygame.Rect(L.stage.centerx - w // 2, L.hand.y - h - int(6 * s), w, h)
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, prompt_height(sc.th, s, sc.prompts.text(seat), L.flow.w, rows))

    def hint_lines(self) -> list[str]:
        """What the seat on screen can do now, wrapped for the column (when it has no prompt)."""
        sc = self.scene
        view = sc.shown.view
        if not view or sc.prompts.panel() is not None or sc.anims.busy or sc.viewer in sc.session.bots \
                or sc.replay is not None:
            return []
        return theme.wrap(sc.th.font(self.hint_size()), sc.adapter.hint(view), sc.geo.flow.w - 20) \
            if sc.adapter.hint(view) else []

    def hint_size(self) -> int:
        return max(12, int(14 * self.scene.geo.scale))

    def hint_rect(self) -> pygame.Rect | None:
        lines = self.hint_lines()
        if not lines:
            return None
        L = self.scene.geo
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, len(lines) * (self.hint_size() + 3) + int(12 * L.scale))

    def log_rect(self) -> pygame.Rect:
        sc = self.scene
        L = sc.geo
        y = L.flow.y
        panel = sc.prompts.panel()
        hint = self.hint_rect()
        if panel is not None and not self.wide():
            y = panel[0].bottom + int(6 * L.scale)
        elif hint is not None:
            y = hint.bottom + int(6 * L.scale)
        return pygame.Rect(L.flow.x, y, L.flow.w, max(int(60 * L.scale), L.flow.bottom - y))

    def info(self) -> str:
        """The status panel's small line: the round, the final round, the variant."""
        view = self.scene.shown.view
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
        sc = self.scene
        rect = self.log_rect()
        if sc.log.rect != rect:
            sc.log.rect = rect
        hint = self.hint_rect()
        key = (top_key(sc, self.info(), "End the Action Phase"), tuple(hint) if hint else None,
               tuple(self.hint_lines()), sc.log.key())
        return Part("side", sc.geo.side, key, self.draw)

    def draw(self, surface) -> None:
        sc = self.scene
        draw_top(surface, sc, self.info(), "End the Action Phase", "Press again to end it")
        hint = self.hint_rect()
        if hint is not None:
            theme.draw_panel(surface, hint, colour=(24, 34, 30), edge=(70, 100, 80), alpha=255)
            y = hint.y + int(6 * sc.geo.scale)
            for line in self.hint_lines():
                surface.blit(sc.th.text(line, self.hint_size(), theme.TEXT_DIM), (hint.x + 10, y))
                y += self.hint_size() + 3
        rect = self.log_rect()
        if sc.log.rect != rect:
            sc.log.rect = rect
        sc.log.draw(surface, sc.th)
