"""Getting around a screen without a mouse: the keyboard's focus and the d-pad's snap, for every scene.

A scene lists what can be focused (cards, targets, buttons, menu lines) as Focusables in reading
order. The arrows and the d-pad step to the nearest item in their direction; Tab steps in reading
order; Enter (or a pad's A) then presses the focused item's point, exactly as a click there would.
On a table the items fall in zones (your hand, your Pen, your Field, the piles, each opponent, the
controls): Tab steps from zone to zone, back to where you were in it, and the arrows stay in a zone
while it has something that way.
"""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame



class Focusable(NamedTuple):
    """One thing that can be focused: `rect` is drawn around, `hit` is where it is visible and a
    press at `point` lands on it (an overlapped hand card shows only a strip of itself). A named tuple,
    not a dataclass: made in a fifth of the time, before the menu's first frame."""

    key: str
    rect: pygame.Rect
    hit: pygame.Rect | None = None
    tip: str = ""

    @property
    def area(self) -> pygame.Rect:
        return self.hit if self.hit is not None else self.rect

    @property
    def point(self) -> tuple[int, int]:
        return self.area.center


def fanned(places: list[tuple[str, pygame.Rect]]) -> list[Focusable]:
    """Cards laid left to right, each over the one before (a fanned hand, a crowded row): each is
    focused, and pressed, where it shows."""
    out = []
    for i, (key, rect) in enumerate(places):
        visible = pygame.Rect(rect)
        after = places[i + 1][1] if i + 1 < len(places) else None
        if after is not None and after.y == rect.y and rect.x < after.x < rect.right:
            visible.w = max(8, after.x - rect.x)
        out.append(Focusable(key, pygame.Rect(rect), hit=visible))
    return out


def item_at(items: list[Focusable], pos) -> Focusable | None:
    """The item under a point (the last listed wins: it is drawn on top)."""
    for item in reversed(items):
        if item.area.collidepoint(pos):
            return item
    return None


def nearest(items: list[Focusable], pos) -> Focusable | None:
    if not items:
        return None
    return min(items, key=lambda i: math.dist(i.point, pos))


def snap(items: list[Focusable], origin: pygame.Rect, direction: tuple[int, int],
         skip: str | None = None) -> Focusable | None:
    """The next item from `origin` in a direction: ahead of it, preferring the ones in line with it
    (a step sideways costs three times a step ahead; among equals the first listed, in reading order,
    wins). None when nothing lies that way."""
    dx, dy = direction
    ox, oy = origin.center
    best, best_score = None, math.inf
    for item in items:
        if item.key == skip:
            continue
        r = item.area
        cx, cy = r.center
        along = (cx - ox) * dx + (cy - oy) * dy
        # Ahead means past the origin's edge (a step right from a wide button does not land below it).
        beyond = {(1, 0): r.left - origin.right, (-1, 0): origin.left - r.right,
                  (0, 1): r.top - origin.bottom, (0, -1): origin.top - r.bottom}.get((dx, dy), along)
        if along <= 2 or beyond < -4:
            continue
        # Sideways: the gap between the two (none when they overlap), and how far the item's centre
        # is outside the origin's span (none beneath a wide button: then reading order decides).
        if dx:
            gap = max(0, r.top - origin.bottom, origin.top - r.bottom)
            off = max(0, origin.top - cy, cy - origin.bottom)
        else:
            gap = max(0, r.left - origin.right, origin.left - r.right)
            off = max(0, origin.left - cx, cx - origin.right)
        if gap > along:
            continue        # more to the side than ahead: not that way
        score = along + 3 * gap + 0.3 * off
        if score < best_score:
            best, best_score = item, score
    return best


def step_from(items: list[Focusable], pos, direction: tuple[int, int]) -> Focusable | None:
    """A pad's d-pad: from the item under its cursor to the next one that way; from nowhere in
    particular, to the nearest item. None: stay."""
    here = item_at(items, pos)
    if here is None:
        return snap(items, pygame.Rect(pos[0], pos[1], 1, 1), direction) or nearest(items, pos)
    return snap(items, here.area, direction, skip=here.key)


def cycle(items: list[Focusable], key: str | None, step: int) -> Focusable | None:
    """The next (or previous) item in reading order, wrapping around."""
    if not items:
        return None
    keys = [i.key for i in items]
    if key not in keys:
        return items[0] if step > 0 else items[-1]
    return items[(keys.index(key) + step) % len(items)]


CONTROLS = ("button", "end_turn", "answer", "pads")
ZONES = {"animal": "field", "cell": "field", "item": "field", "human": "field", "location": "field", "sp": "field",
         "eco": "field", "board": "field", "trash": "piles", "troops": "piles", "tricks": "piles", "pile": "piles",
         "sel": "piles", "gather": "hand"}


def table_zone(key: str, viewer: int) -> str:
    """The zone of a table's focus key: the controls, another seat's things (one zone a seat), or the
    viewer's own by what they are (hand, Pen, Field, piles)."""
    parts = key.split(":")
    if parts[0] in ("place", "target", "gather") and len(parts) > 1:
        parts = parts[1:]
    kind = parts[0]
    if kind in CONTROLS:
        return "controls"
    if len(parts) > 1 and parts[1].isdigit() and int(parts[1]) != viewer:
        return f"seat {parts[1]}"
    return ZONES.get(kind, kind)


def zone_order(items: list[Focusable], zone_of) -> list[str]:
    """The zones in the order their first items are listed."""
    return list(dict.fromkeys(zone_of(i.key) for i in items))


class Focus:
    """One focus (the keyboard's): which item, kept by its key while the screen is laid out again,
    else the item nearest to where it was. Hidden until a key moves it."""

    def __init__(self):
        self.key: str | None = None
        self.point: tuple[int, int] | None = None
        self.visible = False
        self.zone: str | None = None          # the zone of the focused item (a table's), when zoned
        self.last: dict[str, str] = {}        # zone -> the key last focused in it

    def current(self, items: list[Focusable], zone_of=None) -> Focusable | None:
        """The focused item; when it is gone (played, moved), the nearest one of its zone, else of all."""
        found = next((i for i in items if i.key == self.key), None)
        if found is None and self.point is not None:
            same = [i for i in items if zone_of is not None and zone_of(i.key) == self.zone]
            found = nearest(same or items, self.point)
        return found

    def set(self, item: Focusable | None, zone_of=None) -> Focusable | None:
        if item is not None:
            self.key, self.point = item.key, item.point
            if zone_of is not None:
                self.zone = zone_of(item.key)
                self.last[self.zone] = item.key
        return item

    def move(self, items: list[Focusable], direction: tuple[int, int] = (0, 0), step: int = 0,
             zone_of=None) -> Focusable | None:
        """A step of the arrows (direction) or Tab (step); the first step only shows the focus. With
        `zone_of` (key -> zone), Tab steps between zones and the arrows keep to the zone while they can."""
        here = self.current(items, zone_of)
        if not self.visible or here is None:
            self.visible = True
            return self.set(here or (items[0] if items else None), zone_of)
        if zone_of is None:
            if step:
                return self.set(cycle(items, here.key, step))
            return self.set(snap(items, here.area, direction, skip=here.key) or here)
        zone = zone_of(here.key)
        if step:
            order = zone_order(items, zone_of)
            there = order[(order.index(zone) + step) % len(order)]
            members = [i for i in items if zone_of(i.key) == there]
            back = next((i for i in members if i.key == self.last.get(there)), None)
            return self.set(back or members[0], zone_of)
        same = [i for i in items if zone_of(i.key) == zone]
        return self.set(snap(same, here.area, direction, skip=here.key) or
                        snap(items, here.area, direction, skip=here.key) or here, zone_of)


FOCUS_COLOUR = (90, 225, 255)   # the keyboard's focus: a colour nothing else on the table glows in


def ring_rect(rect: pygame.Rect, width: int = 4) -> pygame.Rect:
    """Where the focus ring around `rect` reaches."""
    return rect.inflate(2 * width + 6, 2 * width + 6)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, clock: float, colour=FOCUS_COLOUR, width: int = 4) -> None:
    """A focus ring that reads on any background: a dark outline and a bright, gently pulsing one."""
    pulse = 0.75 + 0.25 * math.sin(clock * 5)
    bright = tuple(int(c * pulse + 255 * (1 - pulse)) for c in colour[:3])
    outer = ring_rect(rect, width)
    pygame.draw.rect(surface, (0, 0, 0), outer, width + 2, border_radius=10)
    pygame.draw.rect(surface, bright, outer.inflate(-2, -2), width, border_radius=9)
