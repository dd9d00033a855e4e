"""Where every card and control of the Noah Planet table is: rectangles, drop targets, the things a
Gather chooses, and what lies under a point. Everything is read from the shown view (the viewer's),
so no place ever holds a card the viewer may not see; hit rectangles come from the layout, never
from what the last frame drew."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.planet.definitions import card_id
from game.table.focus import Focusable, fanned
from game.table.picking import Pick, PickHit
from game.table.planet import keys
from game.table.planet.rows import TIERS, crowded, piles, slots, tier_rows
from game.table.widgets.hand_band import hand_indexes, hand_rects

if TYPE_CHECKING:
    from game.table.desk import Desk
    from game.table.gathering import Gathering
    from game.table.picking import Picking
    from game.table.planet.adapter import PlanetAdapter
    from game.table.planet.feeding import FeedingEditor
    from game.table.planet.layout import Layout
    from game.table.planet.shown import Shown
    from game.table.prompt_panel import PromptPanel
    from game.table.widgets.log import LogPanel

SPREAD_MOST = 40        # cards of the Discard Pile laid out when one is chosen from it


@dataclass(frozen=True)
class PlacesHooks:
    """What finding things reads of the table (game.table.hooks): its layout for its window, the hand
    card the pointer rests on (its fan opens there) and where a hand card just played was dropped."""

    geo: Callable[[], "Layout"]
    looked: Callable[[], int | None]
    dropped: Callable[[], dict[str, pygame.Rect]]


@dataclass(eq=False)
class Places:
    """The geometry of the shown table, and the shared table's hit tests."""

    shown: "Shown"
    adapter: "PlanetAdapter"
    desk: "Desk"
    editor: "FeedingEditor"
    gathering: "Gathering"
    picking: "Picking"
    prompts: "PromptPanel"
    log: "LogPanel"
    angles: dict                       # uid -> the tween of a card turning as it is eaten
    hooks: PlacesHooks
    # seat -> (what its piles were laid out from, the piles)
    _piles: dict[int, tuple] = field(default_factory=dict, init=False)
    # seat -> (the shown view's changes, layout, scale, its rows)
    _rows: dict[int, tuple] = field(default_factory=dict, init=False)

    # -- an ecosystem ----------------------------------------------------------------------------
    def turn(self, uid: str) -> float:
        """0 upright to 1 sideways (eaten), as its turn has reached now."""
        tween = self.angles.get(uid)
        if tween is not None:
            return max(0.0, min(1.0, tween.value / 90))
        return 1.0 if uid in self.shown.eaten else 0.0

    def rows(self, seat: int) -> tuple[dict, tuple[int, int]]:
        """tier -> row rectangle, and the card size, of a seat's ecosystem as shown (laid out once per
        change of the shown view or the layout: asked for several times a frame)."""
        g = self.hooks.geo().ecos[seat]
        kept = self._rows.get(seat)
        if kept is not None and kept[0] == self.shown.changes and kept[1] is g and kept[2] == self.hooks.geo().scale:
            return kept[3]
        text = self.adapter.text
        filled = {text.tier(u) for u in self.shown.ecosystem(seat)}
        rows = tier_rows(g.body, filled, g.max_card, self.hooks.geo().scale)
        self._rows[seat] = (self.shown.changes, g, self.hooks.geo().scale, rows)
        return rows

    def species(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """(uid, slot) of every species of a seat's ecosystem, row by row from T4, left to right (the
        order they are drawn in: a later one lies over an earlier one; a pile's cards share its slot,
        the last on top)."""
        return [(uid, pygame.Rect(slot)) for uids, slot in self.piles(seat) for uid in uids]

    def piles(self, seat: int) -> list[tuple[list[str], pygame.Rect]]:
        """(species, slot) of each pile of a seat's ecosystem as shown, row by row: one species a pile,
        or equal ones together in a crowded row (game.table.planet.rows)."""
        if not self.shown.view or seat not in self.hooks.geo().ecos:
            return []
        text = self.adapter.text
        laid = self.shown.ecosystem(seat)
        editor = self.editor
        if editor.active and editor.seat == seat and editor.arranged and sorted(editor.layout) == sorted(laid):
            laid = editor.layout            # the rows as the player is laying them out for the feeding
        eco = self.hooks.geo().ecos[seat]
        # The cards turning now by their turn, the others upright or sideways (eaten).
        angles, eaten = self.angles, self.shown.eaten
        turning = tuple((u, angles[u].value) for u in laid if u in angles) if angles else ()
        key = (eco, self.hooks.geo().scale, tuple(laid), turning, tuple(u for u in laid if u in eaten) if eaten else ())
        kept = self._piles.get(seat)
        if kept is not None and kept[0][0] is eco and kept[0][1:] == key[1:]:
            return list(kept[1])        # asked several times a frame (drawing, targets): laid out once
        rows, card = self.rows(seat)
        out = []
        by_tier: dict[int, list[str]] = {tier: [] for tier in TIERS}
        for u in laid:      # each card's tier looked up once
            by_tier.setdefault(text.tier(u), []).append(u)
        for tier in TIERS:
            uids = by_tier[tier]
            turns = {u: self.turn(u) for u in uids}
            groups = piles(tier, uids, card_id, turns) if crowded(rows[tier], card, len(uids)) else [[u] for u in uids]
            out += list(zip(groups, slots(rows[tier], card, [turns[g[0]] for g in groups])))
        self._piles[seat] = (key, out)
        return list(out)

    def piles_key(self, seat: int) -> tuple:
        """What a seat's piles were laid out from (equal keys: the same species in the same places,
        turned alike)."""
        self.piles(seat)
        kept = self._piles.get(seat)
        return kept[0] if kept is not None else ()

    def card_size(self, seat: int) -> tuple[int, int]:
        return self.rows(seat)[1] if self.shown.view else (10, 14)

    def species_rect(self, seat: int, uid: str) -> pygame.Rect | None:
        return next((pygame.Rect(r) for u, r in self.species(seat) if u == uid), None)

    def arrival(self, seat: int, uid: str) -> pygame.Rect:
        """Where a card arriving in an ecosystem lands (its slot once it is shown there)."""
        return self.species_rect(seat, uid) or pygame.Rect(self.hooks.geo().ecos[seat].body.center, (4, 4))

    # -- the hand band ------------------------------------------------------------------------------
    def hand_cards(self) -> list[str]:
        """The hand on screen (during the draft: the cards kept so far)."""
        view = self.shown.view
        if not view:
            return []
        draft = view.get("draft")
        return list(draft["kept"]) if draft else list(view["hand"])

    def hand_layout(self) -> list[pygame.Rect]:
        L = self.hooks.geo()
        selected = hand_indexes(self.picking.selected(self.desk.viewer))
        return hand_rects(L.hand, L.hand_card, len(self.hand_cards()), selected, self.hooks.looked())

    # -- the centre -------------------------------------------------------------------------------------
    def environments(self) -> list[tuple[str, pygame.Rect]]:
        """The Environment cards in play, tiled into their place (one fills it)."""
        cards = self.shown.view.get("environments", []) if self.shown.view else []
        slot = self.hooks.geo().piles["environments"]
        if not cards:
            return []
        across = 1 if len(cards) == 1 else (2 if len(cards) <= 4 else 3)
        down = -(-len(cards) // across)
        w = min(slot.w // across, int(slot.h / down / 1.4))
        h = int(w * 1.4)
        x0 = slot.x + (slot.w - across * w) // 2
        return [(card, pygame.Rect(x0 + (i % across) * w, slot.y + (i // across) * h, w - 1, h - 1))
                for i, card in enumerate(cards)]

    def spread(self) -> list[tuple[str, pygame.Rect]]:
        """The Discard Pile laid out over the table while a card is chosen from it (Fossil Dig)."""
        gather = self.gathering.active
        if gather is None or not gather.items or not gather.items[0].startswith("dc:"):
            return []
        cards = [keys.parse(k)[1][0] for k in gather.items][-SPREAD_MOST:]
        stage = self.hooks.geo().stage
        across = max(1, min(len(cards), 10))
        down = -(-len(cards) // across)
        w = min((stage.w - 20) // across, int((stage.h - 40) / down / 1.4))
        h = int(w * 1.4)
        x0 = stage.x + (stage.w - across * w) // 2
        return [(c, pygame.Rect(x0 + (i % across) * w + 2, stage.y + 30 + (i // across) * h + 2, w - 4, h - 4))
                for i, c in enumerate(cards)]

    def place_rect(self, key: str) -> pygame.Rect | None:
        """The rectangle of a place key (cards fly to and from these)."""
        L = self.hooks.geo()
        kind, at = keys.parse(key)
        if kind == "hand":
            cards, rects = self.hand_cards(), self.hand_layout()
            if at and at[0] in cards:
                return pygame.Rect(rects[cards.index(at[0])])
            return pygame.Rect(L.hand.x + (rects[-1].right - L.hand.x if rects else 0), L.hand.y, *L.hand_card)
        if kind == "sp":
            seat, uid = at
            return self.arrival(seat, uid) if seat in L.ecos else None
        if kind == "eco":
            return pygame.Rect(L.ecos[at[0]].body) if at[0] in L.ecos else None
        if kind == "handcount":
            g = L.ecos.get(at[0])
            return pygame.Rect(g.header.right - g.header.h * 3, g.header.y, g.header.h * 2, g.header.h) if g else None
        if kind == "pile":
            return pygame.Rect(L.piles[at[0]])
        if kind == "sel":
            return pygame.Rect(L.areas[at[0]]) if at[0] < len(L.areas) else None
        if kind == "env":
            envs = self.environments()
            return pygame.Rect(envs[at[0]][1]) if at[0] < len(envs) else pygame.Rect(L.piles["environments"])
        if kind == "dc":
            return next((pygame.Rect(r) for c, r in self.spread() if c == at[0]), pygame.Rect(L.piles["discard"]))
        if kind == "show":        # a card held up over the table for everyone to read
            h = int(min(L.stage.h * 0.7, 330 * L.scale))
            rect = pygame.Rect(0, 0, int(h / 1.4), h)
            rect.center = L.stage.center
            return rect
        if kind == "dropped":      # a card of the hand just played where it was dropped
            rect = self.hooks.dropped().get(at[0])
            return pygame.Rect(rect) if rect is not None else self.place_rect(keys.HAND)
        return None

    # -- the shared table's hooks --------------------------------------------------------------------
    def pick_at(self, pos) -> PickHit | None:
        """What the viewer may pick up: a hand card, the top of the Discard Pile and of the Plant Pile,
        the Noah Card Pile (to Search), a card of the Selection Area."""
        seat = self.desk.viewer
        view = self.shown.view
        if not view or view.get("draft") is not None or self.desk.public:
            return None
        cards, rects = self.hand_cards(), self.hand_layout()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return PickHit(seat, cards[i], keys.hand(cards[i]), i, rects[i])
        L = self.hooks.geo()
        if L.piles["noah"].collidepoint(pos):
            return PickHit(seat, "back_noah", keys.NOAH, 100, L.piles["noah"])
        if L.piles["discard"].collidepoint(pos) and view["discard_pile"]:
            return PickHit(seat, view["discard_pile"][-1], keys.DISCARD, 101, L.piles["discard"])
        if L.piles["plant"].collidepoint(pos) and view["plant_pile_top"]:
            return PickHit(seat, view["plant_pile_top"], keys.PLANT, 102, L.piles["plant"])
        for index, rect in enumerate(L.areas):
            card = view["selection"][index] if index < len(view["selection"]) else ""
            if card and rect.collidepoint(pos):
                return PickHit(seat, card, keys.area(index), 110 + index, rect)
        return None

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Every drop target: the species of the other ecosystems (a Special Power aims at one), each
        ecosystem, the hand, the Discard Pile; the specific ones first."""
        rects: dict[str, pygame.Rect] = {}
        if not self.shown.view:
            return rects
        for seat in self.hooks.geo().ecos:
            if seat != self.desk.viewer:
                for uid, rect in self.species(seat):
                    rects[keys.species(seat, uid)] = pygame.Rect(rect)
        for seat, g in self.hooks.geo().ecos.items():
            rects[keys.eco(seat)] = pygame.Rect(g.rect)
        rects[keys.HAND] = pygame.Rect(self.hooks.geo().hand)
        rects[keys.DISCARD] = pygame.Rect(self.hooks.geo().piles["discard"])
        return rects

    def place_rects(self) -> dict[str, pygame.Rect]:
        """What a Gather chooses among: the hand's cards, the spread Discard Pile."""
        rects = {keys.hand(card): rect for card, rect in zip(self.hand_cards(), self.hand_layout())}
        rects.update({keys.discarded(card): rect for card, rect in self.spread()})
        return rects

    def home_key(self, pick: Pick) -> str | None:
        return keys.HAND if pick.source.startswith("hand:") else None

    def on_table(self, pos) -> bool:
        L = self.hooks.geo()
        return L.table.collidepoint(pos) and not L.hand.collidepoint(pos)

    def table_rect(self) -> pygame.Rect:
        g = self.hooks.geo().ecos[self.desk.anchor]   # the nearest ecosystem (the public view keeps it)
        return pygame.Rect(g.rect)

    def dims(self, key: str, pick: Pick) -> bool:
        return key.startswith("eco:")

    def card_at(self, pos) -> tuple | None:
        """The card under a point, for zoom: never one the viewer may not see."""
        for card, rect in reversed(self.spread()):
            if rect.collidepoint(pos):
                return (card, "front")
        for rect, command in self.prompts.buttons():
            card = self.adapter.answer_card(command) if command is not None and hasattr(command, "seat") else None
            if card and rect.collidepoint(pos):
                return (card, "front")
        for card, rect in zip(reversed(self.hand_cards()), reversed(self.hand_layout())):
            if rect.collidepoint(pos):
                return (card, "front")
        view = self.shown.view
        if not view:
            return None
        for seat, g in self.hooks.geo().ecos.items():
            if g.rect.collidepoint(pos):
                for uid, rect in reversed(self.species(seat)):
                    if rect.collidepoint(pos):
                        return (uid, "front")
        L = self.hooks.geo()
        if L.piles["discard"].collidepoint(pos) and view["discard_pile"]:
            return (view["discard_pile"][-1], "front")
        if L.piles["plant"].collidepoint(pos) and view["plant_pile_top"]:
            return (view["plant_pile_top"], "front")
        if L.piles["removed"].collidepoint(pos) and view["removed"]:
            return (view["removed"][-1], "front")
        for card, rect in self.environments():
            if rect.collidepoint(pos):
                return (card, "front")
        for index, rect in enumerate(L.areas):
            if index < len(view["selection"]) and view["selection"][index] and rect.collidepoint(pos):
                return (view["selection"][index], "front")
        if self.log.rect.collidepoint(pos):
            card = self.log.card_at(pos)
            if card:
                return (card, "front")
        return None

    def species_at(self, pos) -> tuple[int, str] | None:
        """(seat, uid) of the species under a point."""
        for seat, g in self.hooks.geo().ecos.items():
            if g.rect.collidepoint(pos):
                for uid, rect in reversed(self.species(seat)):
                    if rect.collidepoint(pos):
                        return seat, uid
        return None

    # -- the keyboard's focus and the d-pad's snap ---------------------------------------------------
    def focus_places(self) -> list[Focusable]:
        """What the keyboard steps between, in reading order: the Environment cards, the piles and the
        Selection Area, every ecosystem's species (a Special Power aims at one; the feeding is re-linked
        on them), the hand, and the Discard Pile when it is spread out.
        Cards fanned over each other are focused where they show."""
        if not self.shown.view:
            return []
        L = self.hooks.geo()
        out = [Focusable(keys.env(i), pygame.Rect(rect)) for i, (_, rect) in enumerate(self.environments())]
        out += [Focusable(f"pile:{name}", pygame.Rect(rect)) for name, rect in L.piles.items()]
        out += [Focusable(keys.area(i), pygame.Rect(rect)) for i, rect in enumerate(L.areas)]
        for seat in L.ecos:
            out += fanned([(keys.species(seat, uid), rect) for uid, rect in self.species(seat)])
        out += fanned([(keys.hand(card), rect) for card, rect in zip(self.hand_cards(), self.hand_layout())])
        out += fanned([(keys.discarded(card), rect) for card, rect in self.spread()])
        return out

    def home_focus(self, items: list[Focusable]) -> Focusable | None:
        """The keyboard starts on the first card of the hand on screen."""
        return next((i for i in items if i.key.startswith("hand:")), None)

    def layout(self) -> dict:
        """Card and control -> screen rectangle, for tests and the real-window driver."""
        out: dict = {}
        for i, (card, rect) in enumerate(zip(self.hand_cards(), self.hand_layout())):
            out[f"hand:{i}:{card}"] = list(rect)
        if self.shown.view:
            for seat, g in self.hooks.geo().ecos.items():
                out[keys.eco(seat)] = list(g.rect)
                for uid, rect in self.species(seat):
                    out[keys.species(seat, uid)] = list(rect)
            for name, rect in self.hooks.geo().piles.items():
                out[f"pile:{name}"] = list(rect)
            for index, rect in enumerate(self.hooks.geo().areas):
                out[keys.area(index)] = list(rect)
            for card, rect in self.spread():
                out[keys.discarded(card)] = list(rect)
        out[keys.HAND] = list(self.hooks.geo().hand)
        if self.shown.view:
            view = self.shown.view
            out["turn"], out["phase"], out["actions"] = [view["turn"]], [view["phase"]], [view["actions_left"]]
        return out

