"""Where every card and control of the NOAH table is drawn: rectangles and hit tests."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table.focus import Focusable
from game.table.picking import PickHit
from game.table.noah import keys
from game.table.noah import layout as lay
from game.table.noah.tips import ability_tip, dial_tip, energy_tip, health_tip

if TYPE_CHECKING:
    from game.table.desk import Desk
    from game.table.noah.adapter import NoahAdapter
    from game.table.noah.layout import Layout
    from game.table.noah.shown import Shown
    from game.table.picking import Picking
    from game.table.prompt_panel import PromptPanel
    from game.table.session import Session
    from game.table.widgets.dial import Dial
    from game.table.widgets.log import LogPanel


def between(rects: list[pygame.Rect], pos: float) -> pygame.Rect:
    """The rectangle at a fractional position along a row of rectangles (a card sliding between two)."""
    i = max(0, min(int(math.floor(pos)), len(rects) - 1))
    j = max(0, min(i + 1, len(rects) - 1))
    f = max(0.0, min(1.0, pos - i))
    a, b = rects[i], rects[j]
    return pygame.Rect(round(a.x + (b.x - a.x) * f), a.y, a.w, a.h)


@dataclass(frozen=True)
class PlacesHooks:
    """What finding things reads of the NOAH table (game.table.hooks): its layout for the window and
    the seat in focus, the viewer's view, whether an animation plays and whose End turn shows."""

    geo: Callable[[], "Layout"]
    view: Callable[[], dict]
    busy: Callable[[], bool]
    end_turn_visible: Callable[[int], bool]


@dataclass(eq=False)
class Places:
    """Rectangles of cards and controls, and what lies under a point."""

    shown: "Shown"
    adapter: "NoahAdapter"
    cards: object                      # the rules' card definitions
    session: "Session"
    desk: "Desk"
    picking: "Picking"
    prompts: "PromptPanel"
    log: "LogPanel"
    dial: "Dial"
    tracks: list                       # per seat: name -> Track
    hooks: PlacesHooks

    def enemy_rect(self, pos: float) -> pygame.Rect:
        """The rectangle at a (possibly fractional, while sliding) row position."""
        return between(self.hooks.geo().enemies, pos)

    def display_rect(self, pos: float) -> pygame.Rect:
        """The rectangle at a (possibly fractional, while gliding) Mercenary display slot."""
        return between(self.hooks.geo().display, pos)

    def hand_cards(self, seat: int) -> list[tuple[str, str]]:
        """A seat's hand as drawn: its Action cards, then its recruited Mercenaries (as shown: the
        animations have reached them)."""
        f = self.shown.faction(seat)
        return [(c, "hand") for c in f["hand"]] + [(c, "merc") for c in f["mercenaries"]]

    def played(self, seat: int) -> list[str]:
        """A seat's played pile as shown (its top card is drawn)."""
        return self.shown.faction(seat)["played"]

    def hand_layout(self, seat: int) -> list[pygame.Rect]:
        z = self.hooks.geo().zones[seat]
        cards = self.hand_cards(seat)
        rects = lay.hand_rects(z, len(cards))
        for pick in self.picking.picks.values():
            if pick.seat == seat and pick.source in ("hand", "merc") and not pick.dragging and pick.index < len(rects):
                rects[pick.index] = rects[pick.index].move(0, -z.card[1] // 8)
        return rects

    def supply_cards(self, seat: int) -> list[str]:
        return sorted(set(self.hooks.view()["factions"][seat]["supply"]),
                      key=lambda c: (self.cards.agents[c].cost, c))

    def supply_layout(self, seat: int) -> list[pygame.Rect]:
        geo = self.hooks.geo()
        return lay.supply_rects(geo.zones[seat], len(self.supply_cards(seat)), geo.scale)

    def rect_of(self, seat: int, zone: str, card: str, arriving: bool = False) -> pygame.Rect:
        """Where a card in a zone is (or will be) drawn; flights start and end here."""
        L = self.hooks.geo()
        if zone in ("hand", "mercenaries") and 0 <= seat < len(L.zones):
            cards = self.hand_cards(seat)
            source = "hand" if zone == "hand" else "merc"
            idx = [i for i, (c, s) in enumerate(cards) if c == card and s == source]
            rects = self.hand_layout(seat)
            if idx and rects:
                return pygame.Rect(rects[idx[-1]])
            z = L.zones[seat]
            return pygame.Rect(z.hand.x, z.hand.y, *z.card)
        if zone == "played" and 0 <= seat < len(L.zones):
            return pygame.Rect(L.zones[seat].played)
        if zone == "supply" and 0 <= seat < len(L.zones):
            cards = self.supply_cards(seat)
            rects = self.supply_layout(seat)
            if card in cards:
                r = rects[cards.index(card)]
                return pygame.Rect(r.x, r.y, r.h * 5 // 7 + 4, r.h)
            z = L.zones[seat]
            return pygame.Rect(z.supply.x, z.supply.y, 30, 42)
        if zone.startswith("display:"):
            return pygame.Rect(L.display[min(3, int(zone.split(":")[1]))])
        if zone in ("mercenary_deck", "mercenary_discard"):
            return pygame.Rect(L.merc_deck)
        return pygame.Rect(L.size[0] // 2, L.size[1] // 2, 40, 56)

    def hand_card_at(self, pos):
        for seat, z in enumerate(self.hooks.geo().zones):
            if not z.rect.inflate(0, z.card[1] // 2).collidepoint(pos):
                continue    # hover and clicks ask many times a frame: skip zones far from the point
            rects = self.hand_layout(seat)
            cards = self.hand_cards(seat)
            for i in range(len(rects) - 1, -1, -1):
                if rects[i].collidepoint(pos):
                    card, source = cards[i]
                    return seat, card, i, source, rects[i]
        return None

    def supply_at(self, pos):
        for seat, z in enumerate(self.hooks.geo().zones):
            if not z.supply.collidepoint(pos):
                continue
            for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
                if rect.collidepoint(pos):
                    return seat, card, rect
        return None

    def card_at(self, pos) -> tuple | None:
        """The card under a point, for zoom: (card id, face)."""
        hit = self.hand_card_at(pos)
        if hit:
            return (hit[1], "front")
        hit = self.supply_at(pos)
        if hit:
            return (hit[1], "front")
        for entry in self.shown.row:
            if entry is not None and self.enemy_rect(entry.pos.value).collidepoint(pos):
                return (entry.card, "front") if entry.face_up and entry.card else None
        locations = self.hooks.view()["locations"]
        for p, rect in enumerate(self.hooks.geo().locations):
            if rect.collidepoint(pos) and p < len(locations):
                return (locations[p], "front")
        for entry in self.shown.display:
            if self.display_rect(entry.pos.value).collidepoint(pos):
                return (entry.card, "front")
        if self.log.rect.collidepoint(pos):
            card = self.log.card_at(pos)
            if card:
                return (card, "front")
        return None

    # -- the shared table's hooks: picking up, dropping, the prompt's place -----------------------------
    def pick_at(self, pos) -> PickHit | None:
        """A hand card, or a supply chip picked up as the card itself (a chip-sized card would be unreadable)."""
        hit = self.hand_card_at(pos)
        if hit:
            seat, card, index, source, rect = hit
            return PickHit(seat, card, source, index, rect)
        hit = self.supply_at(pos)
        if hit:
            seat, card, rect = hit
            z = self.hooks.geo().zones[seat]
            picked = pygame.Rect(rect.center, z.card).move(-z.card[0] // 2, -z.card[1] // 2)
            return PickHit(seat, card, "supply", 0, picked)
        return None

    def drop_rects(self) -> dict[str, pygame.Rect]:
        L = self.hooks.geo()
        rects = {}
        for p in range(len(self.hooks.view()["row"])):
            rects[keys.enemy(p)] = pygame.Rect(L.enemies[p]).union(L.locations[p])
        for s in range(len(L.display)):
            rects[keys.display(s)] = pygame.Rect(L.display[s])
        rects[keys.TURN] = pygame.Rect(L.turn_card).inflate(16, 8)
        for seat, z in enumerate(L.zones):
            rects[keys.hand(seat)] = pygame.Rect(z.hand).union(z.supply)
        return rects

    def place_rects(self) -> dict[str, pygame.Rect]:
        """Hand cards as keys.hand(SEAT, INDEX) (where a choice of several cards would point)."""
        return {keys.hand(seat, i): rect for seat in range(len(self.hooks.geo().zones))
                for i, rect in enumerate(self.hand_layout(seat))}

    def prompt_rect(self, seat: int, group: bool, rows: int) -> pygame.Rect:
        L = self.hooks.geo()
        if not group:
            z = L.zones[seat]
            rect = pygame.Rect(z.rect.x, z.header.bottom, z.rect.w, z.ability.bottom - z.header.bottom + 4)
        else:
            w = int(L.size[0] * 0.5)
            rect = pygame.Rect((L.size[0] - w) // 2, L.status.bottom - int(110 * L.scale), w, int(110 * L.scale))
        rect.h = max(rect.h, int((52 + 36 * rows) * L.scale))
        return rect

    # -- the keyboard's focus and the d-pad's snap, and the tips ----------------------------------------
    def focus_places(self) -> list[Focusable]:
        """NOAH's focusable places in reading order: the dial, Locations, Enemies, the Mercenary display,
        the turn card, then each zone: its tracks (the Ability track space by space), hand cards (where
        each is visible) and supply chips."""
        G = self.hooks.geo()
        view = self.hooks.view()
        out = [Focusable(keys.DIAL, pygame.Rect(self.dial.rect))]
        out += [Focusable(keys.location(p), pygame.Rect(r)) for p, r in enumerate(G.locations[:len(view["locations"])])]
        out += [Focusable(keys.enemy(p), pygame.Rect(r)) for p, r in enumerate(G.enemies[:len(view["row"])])]
        out += [Focusable(keys.display(k), pygame.Rect(r))
                for k, r in enumerate(G.display[:len(view["mercenary_display"])])]
        out.append(Focusable(keys.TURN, pygame.Rect(G.turn_card)))
        for seat, z in enumerate(G.zones):
            for name in ("health", "energy"):
                out.append(Focusable(keys.track(seat, name), pygame.Rect(getattr(z, name))))
            ability = self.tracks[seat]["ability"]     # each space explains its label (R2, B+1...)
            out += [Focusable(keys.ability(seat, i), ability.space_rect(i)) for i in range(ability.count)]
            rects = self.hand_layout(seat)
            for i, rect in enumerate(rects):
                visible = pygame.Rect(rect)
                if i + 1 < len(rects):
                    visible.w = max(8, min(rect.w, rects[i + 1].x - rect.x))
                out.append(Focusable(keys.hand(seat, i), pygame.Rect(rect), hit=visible))
            for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
                out.append(Focusable(keys.supply(seat, card), pygame.Rect(rect)))
        return out

    def home_focus(self, items: list[Focusable]) -> Focusable | None:
        """The keyboard starts on the first card in the hand of the seat that acts."""
        key = keys.hand(self.desk.main_seat(), 0)
        return next((i for i in items if i.key == key), None)

    def tip_at(self, pos) -> str | None:
        """What the Ability track's labels, the other tracks and the Reality Loss dial mean."""
        view = self.hooks.view()
        if self.dial.rect.collidepoint(pos):
            dial = self.cards.dials[view["dial"]]
            return dial_tip(dial, view["dial_position"], self.dial.space_at(pos))
        for seat, tracks in enumerate(self.tracks):
            f = view["factions"][seat]
            if tracks["ability"].rect.collidepoint(pos):
                track = tracks["ability"]
                index = next((i for i in range(track.count) if track.space_rect(i).collidepoint(pos)), None)
                if index is None:   # on the title: the next space is the one to talk about
                    index = min(f["ability"] + 1, track.count - 1)
                return ability_tip(self.cards.factions[f["faction"]], index, f["ability"], f["energy"])
            if tracks["energy"].rect.collidepoint(pos):
                bonus = self.cards.factions[f["faction"]].unlocked[f["ability"]][3]
                return energy_tip(f["energy"], 5 + bonus)
            if tracks["health"].rect.collidepoint(pos):
                return health_tip(f["health"], f["corruption"])
        return None

    def layout(self):
        """Card id and control -> screen rectangle, for tests and the real-window driver."""
        G = self.hooks.geo()
        out = {}
        for seat in range(len(G.zones)):
            for i, ((card, _), rect) in enumerate(zip(self.hand_cards(seat), self.hand_layout(seat))):
                out[f"{keys.hand(seat, i)}:{card}"] = list(rect)
            for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
                out[keys.supply(seat, card)] = list(rect)
            z = G.zones[seat]
            out[keys.ability(seat)] = list(z.ability)
            out[keys.played(seat)] = list(z.played)
            if self.hooks.end_turn_visible(seat):
                out[keys.end_turn(seat)] = list(z.end_turn)
        view = self.hooks.view()
        locations = view["locations"]
        for p, rect in enumerate(G.enemies[:len(view["row"])]):
            out[keys.enemy(p)] = list(rect)
            if p < len(locations):
                out[f"{keys.location(p)}:{locations[p]}"] = list(G.locations[p])
        for s_, rect in enumerate(G.display):
            out[keys.display(s_)] = list(rect)
        for name, rect in G.buttons.items():
            out[keys.button(name)] = list(rect)
        for rect, c in self.prompts.buttons():
            out[f"prompt:{self.adapter.answer_label(c)}"] = list(rect)
        out["dice"] = list(G.tray)
        out["turn_card"] = list(G.turn_card)
        out["busy"] = [int(self.hooks.busy())]
        out["commands"] = [len(self.session.engine.log)]
        out["choice"] = [sum(len(c.options) for c in self.picking.choices.values())]
        return out
