"""The top of the table: felt, Locations, the Enemy row, dice tray, Mercenaries and the cached layers."""
from __future__ import annotations

import pygame

from game.table import theme


class Board:
    """Drawing the shared board (everything above the status bar)."""

    _icons = None  # the sprite builder's icon set, loaded on first use

    def emblem(self, name: str, height: int) -> pygame.Surface:
        """A faction's emblem as a shape (the sprites' icon), so colour is never the only signal."""
        if self._icons is None:
            from game.sprites.icons import IconSet
            self._icons = IconSet()
        return self._icons.draw(f"emblem_{name}", height, ink=(20, 20, 20))

    def static_background(self) -> pygame.Surface:
        """The felt, rim and panels that only change with the window size (drawn once)."""
        L = self.geo
        if self._static is not None and self._static.get_size() == L.size:
            return self._static
        surf = pygame.Surface(L.size).convert() if pygame.display.get_surface() else pygame.Surface(L.size)
        surf.fill(theme.FELT)
        top = L.top_band()
        pygame.draw.rect(surf, (20, 44, 37), top)
        pygame.draw.line(surf, theme.RIM, (0, top.bottom - 1), (L.size[0], top.bottom - 1), 3)
        pygame.draw.rect(surf, (14, 18, 22), L.status)
        for seat, z in enumerate(L.zones):
            colour = self.th.seat_colour(seat)
            theme.draw_panel(surf, z.rect, colour=(22, 30, 34), alpha=255, radius=8)
            pygame.draw.rect(surf, colour, z.header, border_top_left_radius=8, border_top_right_radius=8)
            faction = self.session.state.factions[seat]
            name = f"{seat + 1}  {self.session.faction_name(seat)}"
            if seat in self.session.bots:
                name += "  (bot)"
            # The name must end before the End turn button, which is drawn over this header (a zone
            # beside the one in focus shows no End turn: its name may use the whole header).
            beside = self.focus is not None and seat != self.focus
            room = (z.header.right - 8 if beside else z.end_turn.x - 10) - (z.header.x + 8)
            size = max(14, int(19 * L.scale))
            img = self.th.text(name, size, (12, 12, 12), bold=True)
            if img.get_width() > room and " The " in name:
                name = name.replace(" The ", " ", 1)        # "3  The Order of the Lantern" -> "3  Order of..."
                img = self.th.text(name, size, (12, 12, 12), bold=True)
            while img.get_width() > room and size > 12:
                size -= 1
                img = self.th.text(name, size, (12, 12, 12), bold=True)
            while img.get_width() > room and len(name) > 4:
                name = name[:-2].rstrip() + "…"
                img = self.th.text(name, size, (12, 12, 12), bold=True)
            surf.blit(img, (z.header.x + 8, z.header.centery - img.get_height() // 2))
            fdef = self.session.cards.factions[faction.faction]
            emblem = self.emblem(fdef.emblem, max(14, int(20 * L.scale)))
            if not beside and z.header.x + 16 + img.get_width() + emblem.get_width() < z.end_turn.x:
                surf.blit(emblem, emblem.get_rect(midright=(z.end_turn.x - 8, z.header.centery)))
        # The Locations never change during a phase; the Enemy slots are drawn on top of this.
        for p, rect in enumerate(L.enemies):
            pygame.draw.rect(surf, (16, 34, 29), rect, border_radius=6)
            pygame.draw.rect(surf, (40, 70, 60), rect, 1, border_radius=6)
            label = self.th.text(f"Location {p + 1}", max(11, int(13 * L.scale)), theme.TEXT_DIM)
            surf.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        for rect in L.display:
            pygame.draw.rect(surf, (16, 34, 29), rect, border_radius=6)
        lbl = self.th.text("Mercenaries: deck, then display (costs 1-4)", max(11, int(13 * L.scale)), theme.TEXT_DIM)
        surf.blit(lbl, (L.merc_deck.x, L.merc_deck.y - lbl.get_height() - 2))
        self._static = surf
        return surf

    def table_layer(self) -> pygame.Surface:
        """Everything that changes only with a command or a new log line, composed once.

        The felt, dial ring, Locations, dice tray, Mercenary deck, log, status bar, the tracks'
        spaces and the supply chips: redrawn when their key changes, blitted as one picture otherwise.
        """
        shown = self.shown
        key = (self.geo.size, self.session.version, tuple(self.log.rect), self.log._added, self.log.scroll,
               self.dial.static_key(), shown.turn_card, shown.turn_left, shown.round, shown.phase,
               tuple(t.static_key() for tracks in self.tracks for t in tracks.values()),
               self.app.settings.colour_blind, id(self._static))
        layer = getattr(self, "_layer", None)
        if layer and layer[0] == key:
            return layer[1]
        G = self.geo
        th = self.th
        surf = self.static_background().copy()
        self.dial.draw_static(surf, th)
        for p, loc in enumerate(self.session.state.locations[:len(G.locations)]):
            surf.blit(self.card_image(loc, G.locations[p].size), G.locations[p])
        self.tray.draw_tray(surf, th)
        deck = self.card_image("mercenary_back", G.merc_deck.size, "back")
        surf.blit(deck, G.merc_deck)
        n = len(self.session.state.mercenary_deck)
        img = th.text(str(n), max(12, int(16 * G.scale)), theme.TEXT, bold=True)
        tag = img.get_rect(midbottom=(G.merc_deck.centerx, G.merc_deck.bottom - 3))
        pygame.draw.rect(surf, (0, 0, 0), tag.inflate(8, 2), border_radius=4)
        surf.blit(img, tag)
        self.log.draw(surf, th)
        self.draw_status(surf)
        for seat in range(len(G.zones)):
            for t in self.tracks[seat].values():
                surf.blit(t.background(th), t.rect.topleft)
            self.draw_supply(surf, seat)
        self._layer = (key, surf)
        return surf

    def draw_row(self, surface) -> None:
        L = self.geo
        th = self.th
        view = self.derived()
        for entry in self.shown.row:
            if entry is None:
                continue
            rect = self.enemy_rect(entry.pos.value)
            if entry.lift:
                rect = rect.move(0, -int(60 * entry.lift * L.scale))
            face = "front" if entry.face_up and entry.card else "back"
            img = self.card_image(entry.card, rect.size, face)
            if entry.flip < 0.999:
                w = max(2, int(rect.w * entry.flip))
                img = pygame.transform.scale(img, (w, rect.h))
                surface.blit(img, img.get_rect(center=rect.center))
            elif entry.alpha < 255:
                img = img.copy()
                img.set_alpha(entry.alpha)
                surface.blit(img, rect)
            else:
                surface.blit(img, rect)
            p = int(round(entry.pos.value))
            info = view.get(p) if entry.face_up else None
            if entry.damage:
                self.draw_damage(surface, rect, entry.damage, info)
            if info and entry.pos.settled:
                txt = f"HP {info['health']}  DMG {info['damage_dealt']}  out at {info['threshold']}"
                img = th.text(txt, max(11, int(13 * L.scale)), theme.TEXT)
                bg = pygame.Rect(0, 0, img.get_width() + 8, img.get_height() + 2)
                bg.midtop = (rect.centerx, rect.bottom + 2)
                if bg.bottom <= L.status.top:
                    pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=4)
                    surface.blit(img, img.get_rect(center=bg.center))
                if info["out_of_commission"]:
                    tag = th.text("OUT OF COMMISSION", max(10, int(12 * L.scale)), (255, 255, 255), bold=True)
                    tr = tag.get_rect(center=(rect.centerx, rect.y + rect.h * 0.62))
                    pygame.draw.rect(surface, (40, 110, 60), tr.inflate(8, 4), border_radius=4)
                    surface.blit(tag, tr)

    def derived(self) -> dict:
        """Health, damage and thresholds with every modifier, from the engine's view (cached)."""
        cache = getattr(self, "_derived", None)
        if cache and cache[0] == self.session.version:
            return cache[1]
        try:
            view = self.session.engine.view(self.main_seat())
            out = {p: r for p, r in enumerate(view["row"]) if "health" in r}
            prices = view.get("mercenary_prices", [])
        except Exception:  # the numbers are a help, not a necessity
            out, prices = {}, []
        self._prices = prices
        self._derived = (self.session.version, out)
        return out

    def draw_damage(self, surface, rect, damage, info) -> None:
        s = self.geo.scale
        r = max(9, int(13 * s))
        c = (rect.right - r - 3, rect.y + int(rect.h * 0.32))
        pygame.draw.circle(surface, (190, 30, 25), c, r)
        pygame.draw.circle(surface, (255, 235, 210), c, r, 2)
        img = self.th.text(str(damage), max(12, int(16 * s)), (255, 255, 255), bold=True)
        surface.blit(img, img.get_rect(center=c))

    def draw_mercenaries(self, surface) -> None:
        L = self.geo
        self.derived()
        prices = getattr(self, "_prices", [])
        for entry in self.shown.display:
            rect = self.display_rect(entry.pos.value)
            surface.blit(self.card_image(entry.card, rect.size), rect)
            slot = int(round(entry.pos.value))
            if entry.pos.settled and slot < len(prices):
                tag = self.th.text(f"{prices[slot]} E", max(11, int(13 * L.scale)), (30, 20, 0), bold=True)
                tr = tag.get_rect(midtop=(rect.centerx, rect.bottom - tag.get_height() - 2))
                pygame.draw.rect(surface, (250, 214, 80), tr.inflate(6, 2), border_radius=4)
                surface.blit(tag, tr)
