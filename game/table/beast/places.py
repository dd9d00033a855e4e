"""Where every card and control of the Nature of the Beast table is: rectangles, drop targets, the
things a Gather chooses, and what lies under a point. Everything is read from the shown view (the
viewer's), so no place ever holds a card the viewer may not see."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table.beast import keys
from game.table.beast.layout import RATIO, hand_most
from game.table.hooks import LaidOut
from game.table.picking import Pick, PickHit
from game.table.widgets.hand_band import hand_grid, hand_indexes, hand_rects

if TYPE_CHECKING:
    from game.table.beast.layout import Layout
    from game.table.beast.shown import Shown
    from game.table.desk import Desk
    from game.table.picking import Picking
    from game.table.widgets.log import LogPanel


@dataclass(frozen=True)
class PlacesHooks:
    """What finding things reads of the table (game.table.hooks): its layout for its window and the hand
    card the pointer rests on (an overlapping hand opens its fan there)."""

    geo: Callable[[], "Layout"]
    looked: Callable[[], int | None]


@dataclass(eq=False)
class Places(LaidOut):
    """Rectangles of cards and controls, and hit tests, from the shown view and the desk."""

    shown: "Shown"
    desk: "Desk"
    picking: "Picking"
    log: "LogPanel"
    hooks: PlacesHooks
    _drops: tuple = field(default=(None, {}), init=False)   # (what the drop targets were found for, the targets)

    # -- the viewer's hand ------------------------------------------------------------------------
    def hand_cards(self) -> list[str]:
        own = self.shown.player(self.viewer) if self.shown.view else None
        return list(own["hand"] or []) if own else []

    def hand_layout(self) -> list[pygame.Rect]:
        L = self.geo
        count = len(self.hand_cards())
        if L.shared:           # Supply Line: the hand fills the tall room beside the Field, in rows
            grid = hand_grid(L.hand, count, RATIO, hand_most(L.scale))
            if grid:
                raised = hand_indexes(self.picking.selected(self.viewer))
                return [r.move(0, -r.h // 10) if i in raised else r for i, r in enumerate(grid)]
        return hand_rects(L.hand, L.hand_card, count, hand_indexes(self.picking.selected(self.viewer)), self.hooks.looked())

    # -- a board's things ---------------------------------------------------------------------------
    def field_things(self, seat: int):
        """(row, col, animal) of a seat's shown Field."""
        for r, line in enumerate(self.shown.player(seat)["field"]):
            for c, animal in enumerate(line):
                if animal is not None:
                    yield r, c, animal

    def occupant(self, seat: int, row: int, col: int) -> tuple[int, int, int] | None:
        """The animal on a space named in `seat`'s own spaces, as (owner, row, col) in the owner's, or
        None (ruling B43: on Supply Line's shared Field the other seat's row r, column c is this seat's
        rows-1-r, cols-1-c)."""
        if self.shown.animal(seat, row, col) is not None:
            return seat, row, col
        other = 1 - seat
        rows, cols = self.shown.view["rows"], self.shown.view["cols"]
        r, c = rows - 1 - row, cols - 1 - col
        return (other, r, c) if self.shown.animal(other, r, c) is not None else None

    def space_open(self, seat: int, row: int, col: int) -> bool:
        """No animal on the space (on Supply Line's shared Field, neither player's)."""
        if self.geo.shared:
            return self.occupant(seat, row, col) is None
        return self.shown.animal(seat, row, col) is None

    def location_strip(self, seat: int, row: int, col: int) -> pygame.Rect:
        """Where the title of a seat's Location peeks out: beside the animal on it (on the shared Field,
        on the far side of whichever player's animal stands there)."""
        if self.geo.shared:
            on = self.occupant(seat, row, col)
            if on is not None and on[0] != seat:
                return self.geo.boards[on[0]].location(on[1], on[2])
        return self.geo.boards[seat].location(row, col)

    def animal_rect(self, seat: int, row: int, col: int) -> pygame.Rect:
        """The animal with its Leader: the card and the skewed part."""
        g = self.geo.boards[seat]
        animal = self.shown.animal(seat, row, col)
        return g.box(row, col) if animal is not None and animal["leader"] else g.animal(row, col)

    def place_rect(self, key: str) -> pygame.Rect | None:
        """The rectangle of a place key (cards fly to and from these)."""
        kind, at = keys.parse(key)
        if kind == "hand":
            cards = self.hand_cards()
            rects = self.hand_layout()
            if at[0] in cards:
                return pygame.Rect(rects[cards.index(at[0])])
            return pygame.Rect(self.geo.hand.x, self.geo.hand.y, *self.geo.hand_card)
        seat = at[0] if at else self.viewer
        g = self.geo.boards.get(seat)
        if g is None:
            return None
        if kind == "cell":
            return g.animal(*at[1:])
        if kind == "pen":
            return g.pen_card(at[1])
        if kind == "human":
            return pygame.Rect(g.humans[at[1]])
        if kind == "item":
            animal = self.shown.animal(seat, at[1], at[2])
            strips = g.items(at[1], at[2], len(animal["items"]) if animal else 0)
            return pygame.Rect(strips[at[3]]) if at[3] < len(strips) else g.animal(at[1], at[2])
        if kind in ("trash", "troops", "tricks"):
            return pygame.Rect(getattr(g, kind))
        if kind == "board":
            return pygame.Rect(g.header)
        if kind == "handcount":
            return pygame.Rect(g.header.right - g.header.h * 3, g.header.y, g.header.h * 2, g.header.h)
        return None

    # -- the shared table's hooks --------------------------------------------------------------------
    def pick_at(self, pos) -> PickHit | None:
        """The viewer's own cards only: hand, Field animals, Items, Humans, Pen, the Tricks deck."""
        seat = self.viewer
        if self.desk.public:
            return None
        cards, rects = self.hand_cards(), self.hand_layout()
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return PickHit(seat, cards[i], keys.hand(cards[i]), i, rects[i])
        g = self.geo.boards.get(seat)
        if g is None or not g.rect.collidepoint(pos) or not self.shown.view:
            return None
        for r, c, animal in self.field_things(seat):
            for k, strip in enumerate(g.items(r, c, len(animal["items"]))):
                if strip.collidepoint(pos):
                    return PickHit(seat, animal["items"][k], keys.item(seat, r, c, k), 100 + r * 10 + c, strip)
            if self.animal_rect(seat, r, c).collidepoint(pos):
                return PickHit(seat, animal["card"], keys.cell(seat, r, c), r * 10 + c, g.animal(r, c))
        player = self.shown.player(seat)
        for row, human in enumerate(player["humans"]):
            if human and g.humans[row].collidepoint(pos):
                return PickHit(seat, human["card"], keys.human(seat, row), 200 + row, g.humans[row])
        for i, space in enumerate(player["pen"]):
            rect = g.pen_card(i)
            if not space["empty"] and rect.collidepoint(pos):
                card = space["card"] if space["face_up"] and space["card"] else "back_troops"
                return PickHit(seat, card, keys.pen(seat, i), 300 + i, rect)
        if g.tricks.collidepoint(pos):
            return PickHit(seat, "back_tricks", keys.pile("tricks", seat), 400, g.tricks)
        return None

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Every drop target: each space of every Field, Items, Humans' places, the piles, the whole
        boards (cards that choose a player: under every place of the board, which a place's own key
        wins when it is legal); the specific ones first. A space of Supply Line's shared
        Field has a key for each player (their own spaces): the animal's owner's first, on an open space
        the viewer's (a refused drop then reads as that, and the engine says why). Found once per
        change of the shown view or the layout (asked for several times a frame): not to be changed."""
        stamp, kept = self._drops
        if stamp is not None and stamp[0] == self.shown.changes and stamp[1] is self.geo and stamp[2] == self.viewer:
            return kept
        stamp = (self.shown.changes, self.geo, self.viewer)
        rects: dict[str, pygame.Rect] = {}
        self._drops = (stamp, rects)
        if not self.shown.view:
            return rects
        spaces = []
        for seat, g in self.geo.boards.items():
            for r, line in enumerate(g.cells):
                for c, cell in enumerate(line):
                    animal = self.shown.animal(seat, r, c)
                    for k, strip in enumerate(g.items(r, c, len(animal["items"]) if animal else 0)):
                        rects[keys.item(seat, r, c, k)] = strip
                    first = animal is not None or (seat == self.viewer and self.geo.shared and
                                                   self.occupant(seat, r, c) is None)
                    spaces.append((not first, keys.cell(seat, r, c), pygame.Rect(cell)))
        for _, key, rect in sorted(spaces, key=lambda s: s[0]):
            rects[key] = rect
        for seat, g in self.geo.boards.items():
            for row, rect in enumerate(g.humans):
                rects[keys.human(seat, row)] = pygame.Rect(rect)
            for name in ("trash", "troops", "tricks"):
                rects[keys.pile(name, seat)] = pygame.Rect(getattr(g, name))
        for seat, g in self.geo.boards.items():   # a card that chooses a player: anywhere on their board
            rects[keys.board(seat)] = pygame.Rect(g.rect)
        return rects

    def place_rects(self) -> dict[str, pygame.Rect]:
        """What a Gather chooses among: the viewer's animals, Pen recruits and hand cards."""
        seat = self.viewer
        g = self.geo.boards.get(seat)
        rects = {keys.hand(card): rect for card, rect in zip(self.hand_cards(), self.hand_layout())}
        if g is None or not self.shown.view:
            return rects
        for r, c, _ in self.field_things(seat):
            rects[keys.cell(seat, r, c)] = self.animal_rect(seat, r, c)
        for i in range(len(g.pen)):
            rects[keys.pen(seat, i)] = g.pen_card(i)
        return rects

    def home_key(self, pick: Pick) -> str | None:
        return pick.source if pick.source.startswith(("cell:", "pen:", "human:")) else None

    def on_table(self, pos) -> bool:
        return self.geo.table.collidepoint(pos) and not self.geo.hand.collidepoint(pos)

    def table_rect(self) -> pygame.Rect:
        return pygame.Rect(self.geo.table.x, self.geo.table.y, self.geo.table.w, self.geo.hand.y - self.geo.table.y)

    def dims(self, key: str, pick: Pick) -> bool:
        return key.startswith(("cell:", "human:"))

    def home_focus(self, items):
        """The keyboard starts where a turn starts: the first recruit in the Pen on screen (turned up in
        Step 1, recruited in Step 2), else the first card of the hand."""
        first_recruit = f"place:{keys.pen(self.viewer, 0)}"
        return next((i for i in items if i.key == first_recruit), None) or \
            next((i for i in items if i.key.startswith("place:hand:")), None)

    def card_at(self, pos) -> tuple | None:
        """The card under a point, for zoom: never one the viewer may not see."""
        for card, rect in zip(reversed(self.hand_cards()), reversed(self.hand_layout())):
            if rect.collidepoint(pos):
                return (card, "front")
        if not self.shown.view:
            return None
        for seat, g in self.geo.boards.items():
            if not g.rect.collidepoint(pos):
                continue
            player = self.shown.player(seat)
            for r, c, animal in self.field_things(seat):
                for k, strip in enumerate(g.items(r, c, len(animal["items"]))):
                    if strip.collidepoint(pos):
                        return (animal["items"][k], "front")
                a = g.animal(r, c)
                if a.collidepoint(pos):   # a Troop on a Leader is shown with its Leader beside it
                    return (animal["card"], "front", animal["leader"]) if animal["leader"] else (animal["card"], "front")
                if animal["leader"] and g.leader(a).collidepoint(pos):
                    return (animal["leader"], "front")
            for r, line in enumerate(player["locations"]):
                for c, loc in enumerate(line):
                    if loc and (self.location_strip(seat, r, c).collidepoint(pos) or
                                (self.space_open(seat, r, c) and g.animal(r, c).collidepoint(pos))):
                        return (loc, "front")
            for row, human in enumerate(player["humans"]):
                if human and g.humans[row].collidepoint(pos):
                    return (human["card"], "front")
            for i, space in enumerate(player["pen"]):
                rect = g.pen_card(i)
                if space["clash"] and rect.move(rect.w // 3, rect.h // 3).collidepoint(pos):
                    return (space["clash"], "front")         # drawn small over its Leader's lower right
                if space["face_up"] and space["card"] and rect.collidepoint(pos):
                    return (space["card"], "front")
                if space["leader"] and g.leader(rect).collidepoint(pos):
                    return (space["leader"], "front")
            if player["trash"] and g.trash.collidepoint(pos):
                return (player["trash"][-1], "front")
        if self.log.rect.collidepoint(pos):
            card = self.log.card_at(pos)
            if card:
                return (card, "front")
        return None

    def layout(self) -> dict:
        """Card -> screen rectangle, for tests and the real-window driver (the scene adds its controls)."""
        out: dict = {}
        for i, (card, rect) in enumerate(zip(self.hand_cards(), self.hand_layout())):
            out[f"hand:{i}:{card}"] = list(rect)
        if self.shown.view:
            for seat, g in self.geo.boards.items():
                for r, c, animal in self.field_things(seat):
                    out[f"animal:{seat}:{r}:{c}:{animal['card']}"] = list(g.animal(r, c))
                for r, line in enumerate(g.cells):
                    for c, cell in enumerate(line):
                        out[keys.cell(seat, r, c)] = list(cell)
                for i, space in enumerate(self.shown.player(seat)["pen"]):
                    shown = space["card"] if space["face_up"] and space["card"] else ("empty" if space["empty"] else "back")
                    out[f"pen:{seat}:{i}:{shown}"] = list(g.pen_card(i))
                for name in ("trash", "troops", "tricks"):
                    out[f"{name}:{seat}"] = list(getattr(g, name))
                out[f"board:{seat}"] = list(g.rect)
        return out
