"""The top of the table: felt, Locations, the Enemy row, dice tray, Mercenaries, and what of it stands still
(its parts of the still layer, game.table.still)."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.noah import layout as lay
from game.table.noah.texts import header_label
from game.table.still import Part

if TYPE_CHECKING:
    from game.table.cardart import CardArt
    from game.table.desk import Desk
    from game.table.noah.adapter import NoahAdapter
    from game.table.noah.layout import Layout
    from game.table.noah.places import Places
    from game.table.noah.shown import Shown
    from game.table.noah.status_bar import StatusBar
    from game.table.noah.zones import Zones
    from game.table.session import Session
    from game.table.settings import Settings
    from game.table.still import StillLayer
    from game.table.theme import Theme
    from game.table.widgets.dial import Dial
    from game.table.widgets.dice import DiceTray
    from game.table.widgets.log import LogPanel

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BoardHooks:
    """What the board reads of the NOAH table (game.table.hooks): its layout and the seat in focus,
    the viewer's view, how a card looks, placing the tracks in the layout, and laying the table out
    for another seat in focus (`set_layout`: the board draws the other layouts ahead, then puts the
    table's own back)."""

    geo: Callable[[], "Layout"]
    focus: Callable[[], int | None]
    view: Callable[[], dict]
    card_image: Callable[..., pygame.Surface]
    place_tracks: Callable[[], None]
    set_layout: Callable[["Layout", int | None], None]


@dataclass(eq=False)
class Board:
    """Drawing the shared board (everything above the status bar), kept as a picture that is redrawn
    in place only when the window, the seat in focus or the settings change (`stale`)."""

    shown: "Shown"
    adapter: "NoahAdapter"
    cards: object                      # the rules' card definitions
    session: "Session"
    desk: "Desk"
    settings: "Settings"
    art: "CardArt"
    th: "Theme"
    dial: "Dial"
    tray: "DiceTray"
    log: "LogPanel"
    tracks: list                       # per seat: name -> Track
    places: "Places"
    zones: "Zones"
    status_bar: "StatusBar"
    still: "StillLayer"
    hooks: BoardHooks
    static: pygame.Surface | None = field(default=None, init=False)
    # redraw the felt, zone panels and headers (in place); "zones": those only
    stale: bool | str = field(default=True, init=False)
    version: int = field(default=0, init=False)          # counts the redraws of the static picture
    # zone panels by shape (zone_panel)
    panels: dict[tuple, pygame.Surface] = field(default_factory=dict, init=False)
    # (what the layouts were prepared for, the seats in focus prepared ahead: prepare_layouts)
    prepared: tuple = field(default_factory=lambda: (None, set()), init=False)
    _derived: tuple | None = field(default=None, init=False)        # (session version, the row's derived numbers)
    _prices: list = field(default_factory=list, init=False)

    def emblem(self, name: str, height: int) -> pygame.Surface:
        """A faction's emblem as a shape (the sprites' icon), so colour is never the only signal."""
        return self.art.icons().draw(f"emblem_{name}", height, ink=(20, 20, 20))

    def static_background(self) -> pygame.Surface:
        """The felt, rim and panels that change only with the window size or the seat in focus.

        Redrawn in place: a new full-window surface costs a frame milliseconds of allocation. When
        only the wide zone moved (`stale == "zones"`) just the zones' band is redrawn, from
        zone pictures that `prepare_layouts` has usually drawn already in a still frame.
        """
        L = self.hooks.geo()
        surf = self.static
        if surf is not None and surf.get_size() == L.size and not self.stale:
            return surf
        fresh = surf is None or surf.get_size() != L.size
        if fresh:
            surf = pygame.Surface(L.size).convert() if pygame.display.get_surface() else pygame.Surface(L.size)
        zones_only = not fresh and self.stale == "zones"
        self.stale = False
        self.version += 1
        self.static = surf
        band = pygame.Rect(0, L.status.bottom, L.size[0], L.size[1] - L.status.bottom)
        if zones_only:
            surf.fill(theme.FELT, band)
        else:
            self._draw_static_top(surf)
        for seat, z in enumerate(L.zones):
            surf.blit(self.zone_panel(seat, L, self.hooks.focus()), z.rect)
        return surf

    def zone_panel(self, seat: int, L, focus) -> pygame.Surface:
        """A zone's panel and header (faction name, emblem) as one picture, cached by its shape."""
        z = L.zones[seat]
        beside = focus is not None and seat != focus
        name = f"{seat + 1}  {self.adapter.seat_name(seat)}"
        if seat in self.session.bots:
            name += "  (bot)"
        colour = self.th.seat_colour(seat)
        at = z.rect.topleft
        key = (seat, z.rect.size, tuple(z.header.move(-at[0], -at[1])), tuple(z.end_turn.move(-at[0], -at[1])),
               beside, name, colour, L.scale)
        panels = self.panels
        if key in panels:
            return panels[key]
        if len(panels) > 4 * len(L.zones):
            panels.clear()
        surf = pygame.Surface(z.rect.size)
        if pygame.display.get_surface():
            surf = surf.convert()
        surf.fill(theme.FELT)
        header, end_turn = z.header.move(-at[0], -at[1]), z.end_turn.move(-at[0], -at[1])
        theme.draw_panel(surf, surf.get_rect(), colour=(22, 30, 34), alpha=255, radius=8)
        pygame.draw.rect(surf, colour, header, border_top_left_radius=8, border_top_right_radius=8)
        # The name must end before the End turn button, which is drawn over this header (a zone
        # beside the one in focus shows no End turn: its name may use the whole header).
        room = (header.right - 8 if beside else end_turn.x - 10) - (header.x + 8)
        img = header_label(self.th, name, room, L.scale)
        surf.blit(img, (header.x + 8, header.centery - img.get_height() // 2))
        fdef = self.cards.factions[self.hooks.view()["factions"][seat]["faction"]]
        emblem = self.emblem(fdef.emblem, max(14, int(20 * L.scale)))
        if not beside and header.x + 16 + img.get_width() + emblem.get_width() < end_turn.x:
            surf.blit(emblem, emblem.get_rect(midright=(end_turn.x - 8, header.centery)))
        panels[key] = surf
        return surf

    def _draw_static_top(self, surf) -> None:
        L = self.hooks.geo()
        surf.fill(theme.FELT)
        top = L.top_band()
        pygame.draw.rect(surf, (20, 44, 37), top)
        pygame.draw.line(surf, theme.RIM, (0, top.bottom - 1), (L.size[0], top.bottom - 1), 3)
        pygame.draw.rect(surf, (14, 18, 22), L.status)
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

    def board_parts(self, stamp: tuple) -> list[Part]:
        """What stands still above the status bar, in it and in the zones (game.table.still): the dial's
        ring, the Locations, the dice tray, the Mercenary deck, the log, the status bar, each seat's
        tracks and Agent supply. Each redrawn only when what it shows changes. `stamp` changes with the
        window, the settings, the layout, the command and the viewer (NoahTable.draw): the parts that
        change only then are kept (`StillLayer.part`), and each track's markers while they stand still."""
        G, th, still = self.hooks.geo(), self.th, self.still
        shown = self.shown
        parts = [
            Part("dial", pygame.Rect(self.dial.rect), self.dial.static_key(), lambda s: self.dial.draw_static(s, th)),
            still.part("locations", stamp, self.locations_part),
            Part("tray", pygame.Rect(self.tray.rect), tuple(self.tray.rect), lambda s: self.tray.draw_tray(s, th)),
            still.part("mercenary deck", stamp, self.mercenary_deck_part),
            Part("log", pygame.Rect(self.log.rect), self.log.key(), lambda s: self.log.draw(s, th)),
            Part("status", G.status.unionall([G.turn_card, *G.buttons.values()]),
                 (self.session.version, tuple(G.status), shown.turn_card, shown.turn_left, shown.round, shown.phase,
                  shown.defeated, self.status_bar.status_words, G.scale), self.status_bar.draw_status)]
        for seat, tracks in enumerate(self.tracks):
            shown_tracks = list(tracks.values())
            parts.append(Part(("tracks", seat), shown_tracks[0].rect.unionall([t.rect for t in shown_tracks[1:]]),
                              tuple((t.static_key(), t.short, t.title_width) for t in shown_tracks),
                              lambda s, shown_tracks=shown_tracks: [s.blit(t.background(th), t.rect.topleft)
                                                                    for t in shown_tracks]))
            parts.append(still.part(("supply", seat), stamp, lambda seat=seat: self.supply_part(seat)))
            for name, t in tracks.items():
                parts.append(still.part(("markers", seat, name), (stamp[0], t.moves, t.rect, t.short, t.title_width),
                                        lambda seat=seat, name=name, t=t: self.markers_part(seat, name, t)))
        return parts

    def locations_part(self) -> Part:
        G = self.hooks.geo()
        locations = [(card, G.locations[p]) for p, card in enumerate(self.hooks.view()["locations"][:len(G.locations)])]
        return Part("locations", G.locations[0].unionall(G.locations[1:]),
                    tuple((card, tuple(rect)) for card, rect in locations),
                    lambda s: [s.blit(self.hooks.card_image(card, rect.size), rect) for card, rect in locations])

    def mercenary_deck_part(self) -> Part:
        G = self.hooks.geo()
        deck = self.mercenary_deck_tag()
        return Part("mercenary deck", G.merc_deck.union(deck[1].inflate(8, 2)), (tuple(G.merc_deck), deck[0]),
                    self.draw_mercenary_deck)

    def supply_part(self, seat: int) -> Part:
        G = self.hooks.geo()
        return Part(("supply", seat), self.zones.supply_area(seat),
                    (self.session.version, tuple(G.zones[seat].supply), G.scale),
                    lambda s: self.zones.draw_supply(s, seat))

    def markers_part(self, seat: int, name: str, track) -> Part:
        """A track's markers: in the still layer while none of them glides."""
        th = self.th
        placed = track.placed_markers(th)
        area = pygame.Rect(placed[0][0].get_rect(topleft=placed[0][1])).unionall(
            [img.get_rect(topleft=pos) for img, pos in placed[1:]]) if placed else pygame.Rect(track.rect.topleft, (0, 0))
        return Part(("markers", seat, name), area, track.markers_key(th) if track.settled else None,
                    lambda s: track.draw_markers(s, th))

    def mercenary_deck_tag(self) -> tuple[int, pygame.Rect]:
        """(the cards left in the Mercenary deck, where their count is shown on it)."""
        G = self.hooks.geo()
        n = self.hooks.view()["mercenary_deck"]
        img = self.th.text(str(n), max(12, int(16 * G.scale)), theme.TEXT, bold=True)
        return n, img.get_rect(midbottom=(G.merc_deck.centerx, G.merc_deck.bottom - 3))

    def draw_mercenary_deck(self, surface) -> None:
        G = self.hooks.geo()
        surface.blit(self.hooks.card_image("mercenary_back", G.merc_deck.size, "back"), G.merc_deck)
        n, tag = self.mercenary_deck_tag()
        pygame.draw.rect(surface, (0, 0, 0), tag.inflate(8, 2), border_radius=4)
        surface.blit(self.th.text(str(n), max(12, int(16 * G.scale)), theme.TEXT, bold=True), tag)

    def row_part(self) -> Part:
        """The Enemy row: still when no Enemy slides, turns over, fades or rises (then it is drawn over
        the layer, and may draw anywhere: the whole window is its area)."""
        L = self.hooks.geo()
        E = L.enemies
        # From the dial to the dice tray, under the Locations: the Enemies and their numbers.
        area = pygame.Rect(L.dial.right, E[0].y, L.tray.x - L.dial.right, L.status.top - E[0].y)
        anywhere = pygame.Rect((0, 0), L.size)
        view = self.derived()
        shown = []
        for entry in self.shown.row:
            if entry is None:
                shown.append(None)
                continue
            if not entry.pos.settled or entry.flip < 0.999 or entry.alpha < 255 or entry.lift:
                return Part("row", anywhere, None, self.draw_row)
            info = self.numbers_of(entry, view)
            numbers = info and (info["health"], info["damage_dealt"], info["threshold"], info["out_of_commission"])
            shown.append((entry.card, entry.back, entry.face_up, entry.damage, entry.pos.value, numbers))
            if info:
                rect = self.places.enemy_rect(entry.pos.value)
                numbers = self.row_numbers_rect(rect, info)     # drawn when above the status bar
                tag = self.out_of_commission().get_rect(center=rect.center).inflate(8, 4)
                if numbers.bottom <= L.status.top and not area.contains(numbers) or not area.contains(tag):
                    return Part("row", anywhere, None, self.draw_row)  # a label wider than the row: drawn each frame
        return Part("row", area, tuple(shown), self.draw_row)

    def display_part(self) -> Part:
        """The Mercenary display: still when no Mercenary glides to a slot (a gliding one may be
        anywhere: the whole window is then its area)."""
        D = self.hooks.geo().display
        area = D[0].unionall(D[1:])
        self.derived()
        prices = tuple(self._prices)
        if not all(entry.pos.settled for entry in self.shown.display):
            return Part("display", pygame.Rect((0, 0), self.hooks.geo().size), None, self.draw_mercenaries)
        return Part("display", area, (tuple((e.card, e.pos.value) for e in self.shown.display), prices),
                    self.draw_mercenaries)

    def draw_row(self, surface) -> None:
        L = self.hooks.geo()
        view = self.derived()
        for entry in self.shown.row:
            if entry is None:
                continue
            rect = self.places.enemy_rect(entry.pos.value)
            if entry.lift:
                rect = rect.move(0, -int(60 * entry.lift * L.scale))
            face = "front" if entry.face_up and entry.card else "back"
            img = self.hooks.card_image(entry.card if face == "front" else entry.back, rect.size, face)
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
            info = self.numbers_of(entry, view)
            if entry.damage:
                self.draw_damage(surface, rect, entry.damage, info)
            if info and entry.pos.settled:
                img = self.row_numbers(info)
                bg = self.row_numbers_rect(rect, info)
                if bg.bottom <= L.status.top:
                    pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=4)
                    surface.blit(img, img.get_rect(center=bg.center))
                if info["out_of_commission"]:
                    tag = self.out_of_commission()
                    tr = tag.get_rect(center=(rect.centerx, rect.y + rect.h * 0.62))
                    pygame.draw.rect(surface, (40, 110, 60), tr.inflate(8, 4), border_radius=4)
                    surface.blit(tag, tr)

    def out_of_commission(self) -> pygame.Surface:
        return self.th.text("OUT OF COMMISSION", max(10, int(12 * self.hooks.geo().scale)), (255, 255, 255), bold=True)

    def row_numbers(self, info: dict) -> pygame.Surface:
        txt = f"HP {info['health']}  DMG {info['damage_dealt']}  out at {info['threshold']}"
        return self.th.text(txt, max(11, int(13 * self.hooks.geo().scale)), theme.TEXT)

    def row_numbers_rect(self, rect: pygame.Rect, info: dict) -> pygame.Rect:
        """Where an Enemy's numbers go, under its card at `rect`."""
        img = self.row_numbers(info)
        bg = pygame.Rect(0, 0, img.get_width() + 8, img.get_height() + 2)
        bg.midtop = (rect.centerx, rect.bottom + 2)
        return bg

    @staticmethod
    def numbers_of(entry, view: dict) -> dict | None:
        """The engine's numbers for a shown Enemy: those of its slot while that slot holds this Enemy
        (a defeated one fading where the next already stands shows none of the next one's)."""
        info = view.get(int(round(entry.pos.value))) if entry.face_up else None
        return info if info is not None and info["enemy"] == entry.card else None

    def derived(self) -> dict:
        """Health, damage and thresholds with every modifier, from the engine's view (cached)."""
        cache = self._derived
        if cache and cache[0] == self.session.version:
            return cache[1]
        try:
            view = self.session.view(self.desk.main_seat())
            out = {p: r for p, r in enumerate(view["row"]) if "health" in r}
            prices = view.get("mercenary_prices", [])
        except Exception:  # the numbers are a help, not a necessity
            log.exception("the view's derived numbers failed")
            out, prices = {}, []
        self._prices = prices
        self._derived = (self.session.version, out)
        return out

    def draw_damage(self, surface, rect, damage, info) -> None:
        s = self.hooks.geo().scale
        r = max(9, int(13 * s))
        c = (rect.right - r - 3, rect.y + int(rect.h * 0.32))
        pygame.draw.circle(surface, (190, 30, 25), c, r)
        pygame.draw.circle(surface, (255, 235, 210), c, r, 2)
        img = self.th.text(str(damage), max(12, int(16 * s)), (255, 255, 255), bold=True)
        surface.blit(img, img.get_rect(center=c))

    def draw_mercenaries(self, surface) -> None:
        L = self.hooks.geo()
        self.derived()
        prices = self._prices
        for entry in self.shown.display:
            rect = self.places.display_rect(entry.pos.value)
            surface.blit(self.hooks.card_image(entry.card, rect.size), rect)
            slot = int(round(entry.pos.value))
            if entry.pos.settled and slot < len(prices):
                tag = self.th.text(f"{prices[slot]} E", max(11, int(13 * L.scale)), (30, 20, 0), bold=True)
                tr = tag.get_rect(midtop=(rect.centerx, rect.bottom - tag.get_height() - 2))
                pygame.draw.rect(surface, (250, 214, 80), tr.inflate(6, 2), border_radius=4)
                surface.blit(tag, tr)

    def prepare_layouts(self) -> bool:
        """In a still frame, draw the zones as they will look when another seat is in focus.

        Off screen (into a one-pixel surface, so nothing is really blitted): the caches it fills (zone
        panels, the tracks' spaces at their other size, supply chip labels) make the frame in which
        the wide zone moves cheap. One layout a call; True when one was prepared.
        """
        geo, focus = self.hooks.geo(), self.hooks.focus()
        n = len(self.hooks.view()["factions"])
        if n < lay.FOCUS_FROM:
            return False
        stamp = (geo.size, self.session.version, self.settings.colour_blind, tuple(sorted(self.session.bots)))
        if self.prepared[0] != stamp:
            self.prepared = (stamp, set())
        todo = [f for f in range(n) if f != focus and f not in self.prepared[1]]
        if not todo:
            return False
        f = todo[0]
        self.prepared[1].add(f)
        saved = [(t, t.rect, t.short, t.title_width) for tr in self.tracks for t in tr.values()]
        scratch = pygame.Surface((1, 1))
        try:
            other = lay.compute(geo.size, n, focus=f, ui=geo.ui)
            self.hooks.set_layout(other, f)
            self.hooks.place_tracks()
            for seat in range(n):
                self.zone_panel(seat, other, f)
                for t in self.tracks[seat].values():
                    t.background(self.th)
                self.zones.draw_supply(scratch, seat)
        finally:
            self.hooks.set_layout(geo, focus)
            for t, rect, short, width in saved:
                t.rect, t.short, t.title_width = rect, short, width
        return True
