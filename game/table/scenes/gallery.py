"""Card preview: every NOAH card, drawn as the table draws it; hover or click to see one large."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.cardart import CardArt
from game.table.scenes.base import Scene


class Gallery(Scene):
    def __init__(self, app):
        super().__init__(app)
        from game.table.noah.session import card_set
        from game.table.noah.cardinfo import NoahCards
        cards = card_set()
        self.text = NoahCards(cards)
        self.art = CardArt(app.theme, self.text.info)
        self.ids = (list(cards.agents) + list(cards.mercenaries) + list(cards.enemies) + list(cards.locations))
        self.scroll = 0
        self.hover = None
        self.card = (100, 140)

    def process_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop(self)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 1 if event.key == pygame.K_DOWN else 4
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else 4))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - int(event.y))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and event.pos[1] < 50:
            self.app.pop(self)
        elif event.type == pygame.JOYBUTTONDOWN:
            self.app.pop(self)
        return None

    def grid(self):
        w, h = self.app.size
        cw, ch = self.card
        cols = max(1, (w - 40 - 380) // (cw + 10))
        rows = max(1, (h - 70) // (ch + 10))
        self.scroll = min(self.scroll, max(0, (len(self.ids) + cols - 1) // cols - rows))
        out = []
        for i, cid in enumerate(self.ids[self.scroll * cols:]):
            r, c = divmod(i, cols)
            if r >= rows:
                break
            out.append((cid, pygame.Rect(20 + c * (cw + 10), 60 + r * (ch + 10), cw, ch)))
        return out

    def at(self, pos):
        for cid, rect in self.grid():
            if rect.collidepoint(pos):
                return cid
        return None

    def draw(self, surface):
        th = self.app.theme
        surface.fill(theme.FELT_DARK)
        surface.blit(th.text("Card preview  -  wheel scrolls, Esc returns", 24, theme.ACCENT, bold=True), (20, 16))
        for cid, rect in self.grid():
            surface.blit(self.art.get(cid, rect.size), rect)
        if self.hover:
            w, h = self.app.size
            ch = min(h - 80, 500)
            img = self.art.get(self.hover, (int(ch / 1.4), ch))
            surface.blit(img, (w - img.get_width() - 20, 60))
