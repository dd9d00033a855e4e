"""One player zone: header, End turn button, tracks, hand, played pile and Agent supply."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.noah import commands as cmd
from game.table import theme
from game.table.noah.layout import TRACKS
from game.table.still import Part, edges

if TYPE_CHECKING:
    from game.table.anim import AnimQueue
    from game.table.noah.adapter import NoahAdapter
    from game.table.noah.cardinfo import NoahCards
    from game.table.noah.layout import Layout
    from game.table.noah.places import Places
    from game.table.picking import Picking
    from game.table.session import Session
    from game.table.still import StillLayer
    from game.table.theme import Theme

HAND_MARGIN = 3    # pixels around a zone's hand area that its part covers (the glow of a card)


@dataclass(frozen=True)
class ZonesHooks:
    """What the zones read of the NOAH table (game.table.hooks): its layout, the viewer's view, its
    clock, how a card looks, and whether a seat's End turn shows and waits for a second press."""

    geo: Callable[[], "Layout"]
    view: Callable[[], dict]
    clock: Callable[[], float]
    card_image: Callable[..., pygame.Surface]
    confirming: Callable[[int], bool]
    end_turn_visible: Callable[[int], bool]


@dataclass(eq=False)
class Zones:
    """Drawing each seat's zone."""

    adapter: "NoahAdapter"
    text: "NoahCards"
    cards: object                      # the rules' card definitions
    session: "Session"
    places: "Places"
    picking: "Picking"
    anims: "AnimQueue"
    still: "StillLayer"
    th: "Theme"
    hidden: dict                       # (seat, zone, card) -> cards in flight, not drawn in place yet
    hooks: ZonesHooks

    def draw_zone(self, surface, seat: int) -> list[pygame.Rect]:
        """What moves or changes often in a zone, over the still layer (game.table.still): the ring of
        a seat that may act, End turn, the tracks' markers, the hand while it moves, the played pile.
        Gives where it drew."""
        L = self.hooks.geo()
        th = self.th
        z = L.zones[seat]
        s = L.scale
        acting = self.session.may_act(seat)
        out: list[pygame.Rect] = []
        if acting:
            pulse = 160 + int(90 * (0.5 + 0.5 * math.sin(self.hooks.clock() * 4)))
            pygame.draw.rect(surface, (pulse, pulse, 90), z.rect, 3, border_radius=8)
            out += edges(z.rect, 3, 8)
        if self.hooks.end_turn_visible(seat):
            confirming = self.hooks.confirming(seat)
            out.append(pygame.draw.rect(surface, (210, 170, 60) if not confirming else (230, 110, 60), z.end_turn,
                                        border_radius=6))
            pygame.draw.rect(surface, (20, 20, 20), z.end_turn, 1, border_radius=6)
            img = th.text("Confirm end" if confirming else "End turn", max(13, int(16 * s)), (20, 14, 0), bold=True)
            out.append(surface.blit(img, img.get_rect(center=z.end_turn.center)))
        for name in TRACKS:
            self.still.draw_moving(surface, ("markers", seat, name))   # in the still layer while they stand still
        self.still.draw_moving(surface, ("hand", seat))   # a hand is in the still layer while it stands still
        # Played pile.
        played = self.places.played(seat)
        if played and self.hidden.get((seat, "played", played[-1]), 0) == 0:
            out.append(surface.blit(self.hooks.card_image(played[-1], z.played.size), z.played))
            n = th.text(f"{len(played)}", max(12, int(16 * s)), theme.TEXT, bold=True)
            out.append(pygame.draw.circle(surface, (0, 0, 0), (z.played.right - 10, z.played.bottom - 10), 11))
            out.append(surface.blit(n, n.get_rect(center=(z.played.right - 10, z.played.bottom - 10))))
        else:
            out.append(pygame.draw.rect(surface, (40, 50, 56), z.played, 1, border_radius=6))
            lbl = th.text("played", max(10, int(13 * s)), theme.TEXT_DIM)
            out.append(surface.blit(lbl, lbl.get_rect(center=z.played.center)))
        return out

    def hand_part(self, seat: int, stamp: tuple) -> Part:
        """A seat's hand as a part of the still layer: its band and every card as drawn (a raised
        card stands out of the band), with the glow round a card. Made again only when `stamp` (the
        window, layout, command, view: NoahTable.draw), the hand, the cards in flight, the cards
        picked up or gliding home or whether an animation plays change."""
        picking = self.picking
        changes = (stamp, tuple(self.places.hand_cards(seat)),
                   tuple(item for item in self.hidden.items() if item[0][0] == seat), self.anims.busy,
                   tuple((p.seat, p.source, p.index, p.dragging, p.moved) for p in picking.picks.values()),
                   tuple(g.key for g in picking.glides))
        return self.still.part(("hand", seat), changes, lambda: self.made_hand_part(seat))

    def made_hand_part(self, seat: int) -> Part:
        z = self.hooks.geo().zones[seat]
        drawn, empty = self.hand_drawn(seat)
        area = z.hand.inflate(HAND_MARGIN * 2, HAND_MARGIN * 2).unionall(
            [pygame.Rect(x - 2, y - 2, z.card[0] + 4, z.card[1] + 4) for _, _, x, y, _, _ in drawn])
        return Part(("hand", seat), area, (drawn, empty),
                    lambda surface: self.draw_hand_cards(surface, seat, drawn, empty, (0, 0)))

    def supply_area(self, seat: int) -> pygame.Rect:
        """Where a seat's Agent supply draws: its chips, or the words saying it is empty."""
        geo = self.hooks.geo()
        z = geo.zones[seat]
        if not self.hooks.view()["factions"][seat]["supply"]:
            img = self.th.text("supply empty", max(11, int(13 * geo.scale)), theme.TEXT_DIM)
            return z.supply.union(img.get_rect(topleft=z.supply.topleft))
        return z.supply.unionall(self.places.supply_layout(seat))

    def hand_drawn(self, seat: int) -> tuple[tuple, bool]:
        """What a seat's hand shows now: (card, source, x, y, width showing, glowing) for each card
        drawn in place (not in flight, not held), and whether the hand is empty."""
        cards = self.places.hand_cards(seat)
        rects = self.places.hand_layout(seat)
        hidden = {}
        for (hs, zone, card), n in self.hidden.items():
            if hs == seat and n > 0:
                hidden[(zone, card)] = n
        skip = set()
        for i in range(len(cards) - 1, -1, -1):
            card, source = cards[i]
            zone = "hand" if source == "hand" else "mercenaries"
            if hidden.get((zone, card), 0) > 0:
                hidden[(zone, card)] -= 1
                skip.add(i)
        lifted = {index for source, index in self.picking.lifted(seat) if source != "supply"}
        selected = {index for source, index in self.picking.selected(seat) if source != "supply"}
        answers = self.adapter.defend_cards(seat) if not self.anims.busy else set()
        drawn = tuple((card, source, rect.x, rect.y, (rects[i + 1].x if i + 1 < len(rects) else rect.right) - rect.x,
                       i in selected or card in answers)
                      for i, ((card, source), rect) in enumerate(zip(cards, rects)) if i not in skip and i not in lifted)
        return drawn, not cards

    def draw_hand_cards(self, surface, seat: int, drawn: tuple, empty: bool, origin: tuple[int, int]) -> None:
        """Draw the hand's cards (card, source, x, y, width showing, glowing) on a surface at `origin`."""
        z = self.hooks.geo().zones[seat]
        ox, oy = origin
        for card, source, x, y, shown, glow in drawn:
            rect = pygame.Rect(x - ox, y - oy, *z.card)
            surface.blit(self.hooks.card_image(card, rect.size), rect)
            if shown < rect.w * 0.8:
                self.draw_name_tab(surface, rect, shown, self.text.name(card))
            if source == "merc":
                pygame.draw.rect(surface, (230, 170, 70), rect, 2, border_radius=6)
            if glow:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 3, border_radius=8)
        if empty:
            img = self.th.text("empty hand", max(12, int(14 * self.hooks.geo().scale)), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=z.hand.move(-ox, -oy).center))

    def draw_name_tab(self, surface, rect: pygame.Rect, shown: int, name: str) -> None:
        """A card mostly covered by the next one in the hand: its name on a tab across the strip that
        shows (the card's own title, centred, would be cut: "Gizm", "Rivet")."""
        badge = int(rect.w * 0.2)
        height = max(14, int(rect.h * 0.09))
        tab = pygame.Rect(rect.x + badge, rect.y + int(rect.h * 0.035), shown - badge - 2, height)
        if tab.w < 18:
            return
        img = fit_label(self.th, name, tab.w - 4, max(10, height - 3))
        pygame.draw.rect(surface, (16, 16, 16), tab, border_radius=3)
        surface.blit(img, img.get_rect(midleft=(tab.x + 2, tab.centery)))

    def draw_supply(self, surface, seat: int) -> None:
        """The Agent supply as chips (cost and name); the ones this seat can recruit now glow."""
        geo = self.hooks.geo()
        z = geo.zones[seat]
        th = self.th
        s = geo.scale
        legal_recruits = {c.card for c in self.session.legal(seat) if isinstance(c, cmd.RecruitAgent)}
        supply = self.hooks.view()["factions"][seat]["supply"]
        cards, rects = self.places.supply_cards(seat), self.places.supply_layout(seat)
        agents = [self.cards.agents[card] for card in cards]
        font_size = chip_size(th, [(a.cost, a.name, supply.count(a.id)) for a in agents],
                              min((r.w for r in rects), default=0) - 8, max(11, int(14 * s)))
        for agent, rect in zip(agents, rects):
            ok = agent.id in legal_recruits
            pygame.draw.rect(surface, (56, 70, 64) if ok else (36, 40, 44), rect, border_radius=5)
            pygame.draw.rect(surface, theme.GLOW if ok else (70, 76, 80), rect, 1, border_radius=5)
            img = fit_chip(th, agent.cost, agent.name, supply.count(agent.id), rect.w - 8, font_size,
                           theme.TEXT if ok else theme.TEXT_DIM, True, fixed=True)
            surface.blit(img, img.get_rect(midleft=(rect.x + 5, rect.centery)))
        if not supply:
            img = th.text("supply empty", max(11, int(13 * s)), theme.TEXT_DIM)
            surface.blit(img, (z.supply.x, z.supply.y))


def short_names(name: str) -> list[str]:
    """A card name, then shorter forms that still say which card it is (hovering shows the card)."""
    words = name.split()
    out = [name]
    if " the " in name:
        out.append(name.split(" the ")[0])             # Tobiah the Lamplighter -> Tobiah
    if len(words) > 1:
        out += [words[-1], words[0]]                   # Abbess Orla -> Orla
    return out


def fit_label(th, name: str, room: int, size: int) -> pygame.Surface:
    """A card name that fits `room`: whole, then a smaller size, then a short form, then cut."""
    for form in short_names(name):
        for sz in (size, max(10, size - 2)):
            if th.font(sz, True).size(form)[0] <= room:
                return th.text(form, sz, theme.TEXT, bold=True)
    form = short_names(name)[-1]
    while len(form) > 2 and th.font(10, True).size(form + "…")[0] > room:
        form = form[:-1]
    return th.text(form + "…", 10, theme.TEXT, bold=True)


def chip_size(th, chips: list[tuple[int, str, int]], room: int, size: int) -> int:
    """One font size for all of a supply's chips (cost, name, count): the largest of `size` and two
    smaller ones at which every whole name fits, else at which every chip fits a short name."""
    sizes = sorted({size, max(10, size - 2), max(10, size - 3)}, reverse=True)
    for whole in (True, False):
        for sz in sizes:
            font = th.font(sz, True)
            if all(any(font.size(f"{cost}  {form}" + (f" x{count}" if count > 1 else ""))[0] <= room
                       for form in (short_names(name)[:1] if whole else short_names(name)))
                   for cost, name, count in chips):
                return sz
    return sizes[-1]


def fit_chip(th, cost: int, name: str, count: int, room: int, size: int, colour, bold: bool,
             fixed: bool = False) -> pygame.Surface:
    """A supply chip's label that fits `room`: the whole name, a smaller font, a short name, then cut
    (`fixed`: at `size` only, so that every chip of a supply reads alike).

    Each candidate is measured (cheap); only the one that fits is rendered."""
    extra = f" x{count}" if count > 1 else ""
    sizes = [size] if fixed else sorted({size, max(10, size - 2), max(10, size - 3)}, reverse=True)
    # A short name at a readable size, then the smallest size, before anything is cut.
    for group in (sizes, [10]):
        for form in short_names(name):
            for sz in group:
                label = f"{cost} {form}{extra}" if form != name else f"{cost}  {form}{extra}"
                if th.font(sz, bold).size(label)[0] <= room:
                    return th.text(label, sz, colour, bold=bold)
    sizes.append(10)
    form = short_names(name)[-1]
    label = f"{cost} {form}…{extra}"
    while len(form) > 2:
        form = form[:-1].rstrip()
        label = f"{cost} {form}…{extra}"
        if th.font(sizes[-1], bold).size(label)[0] <= room:
            break
    return th.text(label, sizes[-1], colour, bold=bold)
