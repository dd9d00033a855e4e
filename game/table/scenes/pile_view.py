"""A face-up pile spread out to look through (Noah Planet's Discard Pile, ruling R4: "anyone may look
through the pile"), over the table: every card in a grid, the top one
first; rest the pointer on a card to read it large. Esc, Enter, a click outside, a pad's B or A
closes it; the wheel, the arrows or a pad's stick scroll it."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.scenes.base import Scene


class PileView(Scene):
    opaque = False

    def __init__(self, app, title: str, cards: list[str], image, name):
        """`image(card, size)` draws a card; `name(card)` its printed name."""
        super().__init__(app)
        self.title = title
        self.cards = list(reversed(cards))           # the top card first
        self.image, self.name = image, name
        self.row = 0
        self.resize(app.size)

    def resize(self, size) -> None:
        w, h = size
        self.k = max(0.7, min(self.ui, w / 1280))
        self.panel = pygame.Rect(0, 0, min(1200, w - 80), h - 80)
        self.panel.center = (w // 2, h // 2)
        self.card_h = max(120, min(220, h // 4))
        self.card_w = int(self.card_h * 0.7)
        self.columns = max(1, (self.panel.w - 40) // (self.card_w + 12))
        self.rows_shown = max(1, (self.panel.h - self.px(90)) // (self.card_h + 12))
        self.scroll(0)

    def scroll(self, by: int) -> None:
        last = max(0, (len(self.cards) + self.columns - 1) // self.columns - self.rows_shown)
        self.row = max(0, min(last, self.row + by))

    def card_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The cards shown now, each with its place."""
        first = self.row * self.columns
        out = []
        for i, card in enumerate(self.cards[first:first + self.columns * self.rows_shown]):
            r, c = divmod(i, self.columns)
            out.append((card, pygame.Rect(self.panel.x + 20 + c * (self.card_w + 12),
                                          self.panel.y + self.px(70) + r * (self.card_h + 12), self.card_w, self.card_h)))
        return out

    def process_event(self, event):
        if event.type != pygame.KEYDOWN:
            return event
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_z):
            self.app.pop(self)
        elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll(1 if event.key == pygame.K_DOWN else self.rows_shown)
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll(-1 if event.key == pygame.K_UP else -self.rows_shown)
        return None      # no key reaches the table beneath

    def pointer(self, pe):
        kind = pe.kind
        if kind == "wheel":
            self.scroll(-pe.amount)
        elif kind in ("scroll", "nav") and pe.dir[1]:
            self.scroll(pe.dir[1] if kind == "nav" else pe.amount)
        elif kind == "move":
            self.pos = pe.pos
        elif kind in ("cancel", "activate", "zoom", "menu") or kind == "down" and not self.panel.collidepoint(pe.pos):
            self.app.pop(self)
        return None

    pos = (-1, -1)

    def draw(self, surface) -> None:
        th, px = self.screen_theme, self.px
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        theme.draw_panel(surface, self.panel, colour=(22, 30, 26), edge=theme.GLOW, alpha=250)
        count = len(self.cards)
        title = f"{self.title}: {count} card{'s' if count != 1 else ''}, the top one first"
        surface.blit(th.text(title, 22, theme.GLOW, bold=True), (self.panel.x + 20, self.panel.y + px(14)))
        hint = "Esc or a click outside closes it; the wheel or the arrows scroll."
        surface.blit(th.text(hint, 15, theme.TEXT_DIM), (self.panel.x + 20, self.panel.y + px(44)))
        hovered = None
        for card, rect in self.card_rects():
            surface.blit(self.image(card, rect.size), rect)
            if rect.collidepoint(self.pos):
                hovered = (card, rect)
        if hovered is not None:
            card, rect = hovered
            big = pygame.Rect(0, 0, int(self.panel.h * 0.6 * 0.7), int(self.panel.h * 0.6))
            big.midleft = (rect.right + 10, rect.centery)
            big.clamp_ip(self.panel)
            if big.colliderect(rect):
                big.midright = (rect.left - 10, rect.centery)
                big.clamp_ip(self.panel)
            surface.blit(self.image(card, big.size), big)

    def layout(self) -> dict[str, list[int]]:
        return {f"pile:{card}": list(rect) for card, rect in self.card_rects()}
