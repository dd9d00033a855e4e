"""Where the deck-building screen's parts are for a window size, and how the card pool, the deck list
and the deck's figures are drawn (mixed into DeckScreen; drawing changes nothing).

Left: the player's decks and mix-and-match. Middle: the filters and the card pool. Right: the deck,
its figures (the rulebook's limits, met or broken), its Rank and Combat curves and its list."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.table import theme
from game.table.beast.board import STAT_COLOURS
from game.table.beast.cardinfo import HABITAT_COLOURS

RATIO = 1.4
MET, BROKEN = (110, 200, 120), (230, 90, 80)
LIMIT_WORDS = {"cards": "Cards", "troops": "Troops", "leaders": "Leaders", "copies": "Most copies of a card"}
KIND_PLURAL = {"animal": "Animals", "leader": "Leaders", "event": "Events", "item": "Items",
               "location": "Locations", "human": "Humans"}
VARIANT_SHORT = {"standard": "Standard", "rush": "Rush", "doubles": "Doubles", "supply_line": "Supply Line"}


@dataclass
class DeckGeo:
    size: tuple[int, int]
    scale: float
    top: pygame.Rect          # the title bar with the deck's buttons
    library: pygame.Rect      # the player's decks
    mix: pygame.Rect          # mix and match
    filters: pygame.Rect
    search: pygame.Rect
    pool: pygame.Rect
    card: tuple[int, int]     # a pool card's size
    columns: int
    lines: int                # rows of cards shown at once
    deck: pygame.Rect         # the deck panel
    name: pygame.Rect         # the deck's name (click to rename)
    chart: pygame.Rect
    listing: pygame.Rect      # the deck's list
    row_h: int


def compute(size: tuple[int, int]) -> DeckGeo:
    W, H = size
    s = min(W / 1280, H / 720)
    m = int(12 * s)
    x0, y0, x1, y1 = 40, 36, W - 40, H - 34
    top = pygame.Rect(x0, y0, x1 - x0, int(44 * s))
    body_y = top.bottom + m
    left_w, right_w = int(230 * s), int(340 * s)
    library = pygame.Rect(x0, body_y, left_w, int((y1 - body_y) * 0.5))
    mix = pygame.Rect(x0, library.bottom + m, left_w, y1 - library.bottom - m)
    middle = pygame.Rect(library.right + m, body_y, x1 - left_w - right_w - 2 * m - x0, y1 - body_y)
    chip_h = int(30 * s)
    filters = pygame.Rect(middle.x, middle.y, middle.w, 2 * chip_h + int(6 * s))
    search = pygame.Rect(middle.right - int(170 * s), filters.y + chip_h + int(6 * s), int(170 * s), chip_h)
    pool = pygame.Rect(middle.x, filters.bottom + m, middle.w, middle.bottom - filters.bottom - m - int(22 * s))
    gap = int(8 * s)
    columns, lines, cw = _grid(pool, gap)
    ch = int(cw * RATIO)
    deck = pygame.Rect(middle.right + m, body_y, x1 - middle.right - m, y1 - body_y)
    name = pygame.Rect(deck.x + 8, deck.y + 8, deck.w - 16, int(32 * s))
    figures_h = int(150 * s)
    chart = pygame.Rect(deck.x + 8, name.bottom + figures_h, deck.w - 16, int(96 * s))
    listing = pygame.Rect(deck.x + 8, chart.bottom + int(10 * s), deck.w - 16, deck.bottom - chart.bottom - int(18 * s))
    return DeckGeo(size, s, top, library, mix, filters, search, pool, (cw, ch), columns, lines, deck, name, chart,
                   listing, max(18, int(24 * s)))


def _grid(pool: pygame.Rect, gap: int, least: int = 12) -> tuple[int, int, int]:
    """The columns, lines and card width of the pool: the largest cards with at least `least` shown."""
    best = (3, 1, 16)
    for columns in range(3, 13):
        for lines in range(1, 8):
            if columns * lines < least:
                continue
            wide = (pool.w - (columns - 1) * gap) // columns
            tall = int((pool.h - (lines - 1) * gap) / lines / RATIO)
            width = min(wide, tall)
            if width >= best[2]:     # a tie: the more cards the better
                best = (columns, lines, width)
    return best


class DeckView:
    """Hit tests and drawing for DeckScreen (reads geo, edit, scroll, drag, hover, typing)."""

    # -- where things are ------------------------------------------------------------------------------
    def pool_rects(self) -> list[tuple[str, pygame.Rect]]:
        """(card id, rectangle) of the pool cards shown now."""
        g = self.geo
        gap = int(8 * g.scale)
        cards = self.pool_cards[self.scroll * g.columns:(self.scroll + g.lines) * g.columns]
        out = []
        for i, card in enumerate(cards):
            col, line = i % g.columns, i // g.columns
            out.append((card.id, pygame.Rect(g.pool.x + col * (g.card[0] + gap), g.pool.y + line * (g.card[1] + gap),
                                             *g.card)))
        return out

    def deck_rows(self) -> list[tuple[str, int, pygame.Rect, pygame.Rect, pygame.Rect]]:
        """(card id, copies, row, its minus, its plus) of the deck list shown now."""
        g = self.geo
        rows = self.edit.rows()
        shown = max(1, g.listing.h // g.row_h)
        self.list_scroll = max(0, min(self.list_scroll, len(rows) - shown))
        out = []
        for i, (_, card, n) in enumerate(rows[self.list_scroll:self.list_scroll + shown]):
            row = pygame.Rect(g.listing.x, g.listing.y + i * g.row_h, g.listing.w, g.row_h - 2)
            minus = pygame.Rect(row.x, row.y, row.h, row.h)
            plus = pygame.Rect(row.right - row.h, row.y, row.h, row.h)
            out.append((card, n, row, minus, plus))
        return out

    def library_shown(self) -> int:
        """How many of the player's decks the library panel lists at once (the hint beneath)."""
        g = self.geo
        return max(1, (g.library.bottom - g.library.y - int(34 * g.scale) - int(22 * g.scale)) // (g.row_h + 4))

    def library_rows(self) -> list[tuple[str, pygame.Rect]]:
        g = self.geo
        top = g.library.y + int(34 * g.scale)
        h = g.row_h + 4
        shown = self.library_shown()
        self.library_scroll = max(0, min(self.library_scroll, len(self.entries) - shown))
        return [(entry.name, pygame.Rect(g.library.x + 6, top + i * h, g.library.w - 12, h - 3))
                for i, entry in enumerate(self.entries[self.library_scroll:self.library_scroll + shown])]

    def card_under(self, pos) -> str | None:
        for card, rect in self.pool_rects():
            if rect.collidepoint(pos):
                return card
        for card, _, row, _, _ in self.deck_rows():
            if row.collidepoint(pos):
                return card
        return None

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_library(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        theme.draw_panel(surface, g.library, alpha=220)
        surface.blit(th.text("Your decks", int(20 * s), theme.ACCENT, bold=True), (g.library.x + 10, g.library.y + 6))
        if not self.entries:
            for i, line in enumerate(theme.wrap(th.font(int(15 * s)), "None saved yet: build one and press Save.",
                                                g.library.w - 20)):
                surface.blit(th.text(line, int(15 * s), theme.TEXT_DIM),
                             (g.library.x + 10, g.library.y + int(40 * s) + i * int(20 * s)))
        entries = {entry.name: entry for entry in self.entries}
        for name, rect in self.library_rows():
            entry = entries[name]
            current = name == self.edit.saved_as
            pygame.draw.rect(surface, (70, 86, 104) if current else (40, 50, 60), rect, border_radius=6)
            text, size = f"{name}  ({entry.size})", int(16 * s)
            while th.font(size, current).size(text)[0] > rect.w - 26 and size > 11:
                size -= 1
            while th.font(size, current).size(text)[0] > rect.w - 26 and len(name) > 4:
                name = name[:-1]                  # a long name: cut, its size kept in sight
                text = f"{name.rstrip()}...  ({entry.size})"
            surface.blit(th.text(text, size, theme.TEXT, bold=current), (rect.x + 8, rect.centery - size * 0.6))
            if entry.problems:
                pygame.draw.circle(surface, BROKEN, (rect.right - 10, rect.centery), max(3, int(5 * s)))
        if self.entries:
            more = len(self.entries) - self.library_shown()
            hint = th.text(f"{more} more: wheel, Ctrl+Up/Down" if more > 0 else "Click to open; Ctrl+Up/Down",
                           int(13 * s), theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(bottomleft=(g.library.x + 10, g.library.bottom - 4)))

    def draw_mix(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        theme.draw_panel(surface, g.mix, alpha=220)
        surface.blit(th.text("Mix and match", int(20 * s), theme.ACCENT, bold=True), (g.mix.x + 10, g.mix.y + 6))
        words = "A Habitat, then a Style: the two blocks as printed." if not self.mix_habitat else \
            f"{self.mix_habitat.title()} with which Style?"
        for i, line in enumerate(theme.wrap(th.font(int(14 * s)), words, g.mix.w - 20)[:2]):
            surface.blit(th.text(line, int(14 * s), theme.GLOW if self.mix_habitat else theme.TEXT_DIM),
                         (g.mix.x + 10, g.mix.y + int(32 * s) + i * int(17 * s)))

    def draw_pool(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        lifted = self.drag.card if self.drag and self.drag.source == "pool" and self.drag.moved else None
        for card, rect in self.pool_rects():
            surface.blit(self.art.get(card, rect.size, "front"), rect)
            if card == lifted:
                surface.fill((120, 120, 120), rect, special_flags=pygame.BLEND_MULT)
            if card == self.focus_card:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
            n = self.edit.count(card)
            if n:
                colour = BROKEN if n > 3 else (theme.ACCENT if n == 3 else MET)
                badge = th.text(f"x{n}", int(18 * s), (15, 15, 15), bold=True)
                # on the picture, clear of the name bar above and the card's words below
                box = badge.get_rect(center=(rect.centerx, rect.y + int(rect.h * 0.34))).inflate(10, 4)
                pygame.draw.rect(surface, colour, box, border_radius=8)
                surface.blit(badge, badge.get_rect(center=box.center))
        total = len(self.pool_cards)
        per = g.columns * g.lines
        first = self.scroll * g.columns
        how = "Enter or + adds it, - takes one out, Tab: the buttons" if self.focus_card else \
            "click or drag into the deck, wheel or Page Up/Down to see more"
        words = f"{first + 1}-{min(total, first + per)} of {total} cards  -  {how}" if total else \
            "No card fits these filters."
        img = th.text(words, int(15 * s), theme.TEXT_DIM)
        surface.blit(img, (g.pool.x, g.pool.bottom + int(4 * s)))

    def draw_deck(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        glow = self.drag is not None and self.drag.source == "pool" and self.drag.moved
        theme.draw_panel(surface, g.deck, alpha=225, edge=theme.GLOW if glow else theme.PANEL_EDGE)
        pygame.draw.rect(surface, (30, 38, 46), g.name, border_radius=6)
        pygame.draw.rect(surface, theme.GLOW if self.typing == "name" else theme.PANEL_EDGE, g.name, 1, border_radius=6)
        name = (self.text + "_") if self.typing == "name" else \
            self.edit.deck.name + ("  *" if self.edit.changed else "")
        size = int(20 * s)
        while th.font(size, True).size(name)[0] > g.name.w - 16 and size > 11:
            size -= 1
        surface.blit(th.text(name, size, theme.TEXT, bold=True), (g.name.x + 8, g.name.centery - size * 0.6))
        figures = self.figures
        y = g.name.bottom + int(6 * s)
        line_h = int(19 * s)
        size = int(15 * s)
        split = f"Troops {figures['troops']}  /  Tricks {figures['tricks']}"
        surface.blit(th.text(split, int(16 * s), theme.TEXT, bold=True), (g.deck.x + 10, y))
        y += line_h + 2
        for name, limit in figures["limits"].items():
            colour = MET if limit["met"] else BROKEN
            text = f"{LIMIT_WORDS[name]}: {limit['value']} of at most {limit['maximum']}"
            pygame.draw.circle(surface, colour, (g.deck.x + 16, y + size // 2 + 1), max(3, int(5 * s)))
            surface.blit(th.text(text, size, colour if not limit["met"] else theme.TEXT), (g.deck.x + 26, y))
            y += line_h
        if figures["prebuilt"]:
            note = "One Habitat block and one Style block: played as printed (ruling B33)."
        else:
            note = "Can win: " + ", ".join(f"{VARIANT_SHORT[v]} {'yes' if ok else 'no'}"
                                           for v, ok in figures["variants"].items() if v != "doubles")
        for line in theme.wrap(th.font(int(13 * s)), note, g.deck.w - 20)[:2]:
            surface.blit(th.text(line, int(13 * s), theme.TEXT_DIM), (g.deck.x + 10, y))
            y += int(16 * s)
        self.draw_curves(surface)
        self.draw_list(surface)

    def draw_curves(self, surface) -> None:
        """The animals' Rank and Combat curves: how many animals at each value."""
        g, th, s = self.geo, self.app.theme, self.geo.scale
        half = (g.chart.w - int(10 * s)) // 2
        for i, (name, key, colour) in enumerate((("Rank", "rank_curve", STAT_COLOURS["rank"]),
                                                 ("Combat", "combat_curve", STAT_COLOURS["combat"]))):
            box = pygame.Rect(g.chart.x + i * (half + int(10 * s)), g.chart.y, half, g.chart.h)
            pygame.draw.rect(surface, (24, 30, 36), box, border_radius=6)
            surface.blit(th.text(f"{name} curve", int(13 * s), colour, bold=True), (box.x + 6, box.y + 3))
            curve = self.figures[key] or [0]
            values = max(len(curve), 6)
            top = box.y + int(20 * s)
            base = box.bottom - int(16 * s)
            bar_w = (box.w - 12) / values
            most = max(curve) or 1
            for v in range(values):
                n = curve[v] if v < len(curve) else 0
                x = int(box.x + 6 + v * bar_w)
                h = int((base - top) * n / most)
                if n:
                    pygame.draw.rect(surface, colour, (x + 1, base - h, max(2, int(bar_w) - 2), h), border_radius=2)
                if bar_w >= 9 * s or v % 2 == 0:
                    label = th.text(str(v), int(11 * s), theme.TEXT_DIM)
                    surface.blit(label, label.get_rect(midtop=(x + bar_w / 2, base + 1)))

    def draw_list(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        rows = self.deck_rows()
        if not rows:
            for i, line in enumerate(theme.wrap(th.font(int(15 * s)), "Empty. Click or drag cards from the pool, or "
                                                "mix a Habitat with a Style.", g.listing.w - 10)):
                surface.blit(th.text(line, int(15 * s), theme.TEXT_DIM), (g.listing.x + 4, g.listing.y + i * 20))
            return
        size = max(11, int(15 * s))
        lifted = self.drag.card if self.drag and self.drag.source == "deck" and self.drag.moved else None
        for card, n, row, minus, plus in rows:
            printed = self.edit.cards.cards[card]
            colour = HABITAT_COLOURS.get(getattr(printed, "habitat", ""), (90, 80, 60))
            pygame.draw.rect(surface, (46, 40, 34) if card != lifted else (28, 26, 24), row, border_radius=4)
            pygame.draw.rect(surface, colour, (row.x + minus.w + 2, row.y + 2, 4, row.h - 4))
            for box, word in ((minus, "-"), (plus, "+")):
                pygame.draw.rect(surface, (70, 86, 104), box.inflate(-4, -4), border_radius=4)
                img = th.text(word, size, theme.TEXT, bold=True)
                surface.blit(img, img.get_rect(center=box.center))
            stats = f"R{printed.rank} C{printed.combat}" if printed.kind == "animal" else printed.kind.title()
            text = f"{n}  {printed.name}"
            room = row.w - minus.w - plus.w - 70 * s
            fit = size
            while th.font(fit).size(text)[0] > room and fit > 10:
                fit -= 1
            surface.blit(th.text(text, fit, BROKEN if n > 3 else theme.TEXT),
                         (row.x + minus.w + 10, row.centery - fit * 0.6))
            img = th.text(stats, int(12 * s), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(plus.x - 4, row.centery)))
        more = len(self.edit.rows()) - len(rows)
        if more > 0:
            img = th.text(f"{more} more: wheel to scroll", int(12 * s), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(bottomright=(g.listing.right, g.deck.bottom - 2)))

    def draw_search(self, surface) -> None:
        g, th, s = self.geo, self.app.theme, self.geo.scale
        typing = self.typing == "search"
        pygame.draw.rect(surface, (30, 38, 46), g.search, border_radius=6)
        pygame.draw.rect(surface, theme.GLOW if typing else theme.PANEL_EDGE, g.search, 1, border_radius=6)
        words = self.edit.filters.search + ("_" if typing else "")
        colour = theme.TEXT if words else theme.TEXT_DIM
        img = th.text(words or "Search (/)", int(16 * s), colour)
        if img.get_width() > g.search.w - 12:
            img = img.subsurface((img.get_width() - g.search.w + 12, 0, g.search.w - 12, img.get_height()))
        surface.blit(img, (g.search.x + 6, g.search.centery - img.get_height() // 2))

    def draw_zoom(self, surface) -> None:
        """The card under the pointer, large, on the side away from it."""
        if self.zoomed is None or self.drag is not None:
            return
        W, H = self.geo.size
        h = min(int(H * 0.66), 560)
        w = int(h / RATIO)
        x = W - w - 30 if self.hover_pos[0] < W / 2 else 30
        rect = pygame.Rect(x, max(10, min(self.hover_pos[1] - h // 2, H - h - 10)), w, h)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=12)
        surface.blit(self.art.get(self.zoomed, rect.size, "front", keep=False), rect)

    def draw_drag(self, surface) -> None:
        if self.drag is None or not self.drag.moved:
            return
        rect = pygame.Rect((0, 0), self.geo.card)
        rect.center = self.drag.pos
        pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=8)
        surface.blit(self.art.get(self.drag.card, rect.size, "front"), rect)
