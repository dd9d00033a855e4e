"""Still parts: what is drawn into the table layer while it does not move, instead of every frame.

Each hand, the Enemy row and the Mercenary display are a dozen blits, text look-ups and rectangles a
frame, yet stay the same for seconds. While a part stands still it is drawn once into the table layer
(Board.table_layer), and drawn again only when what it shows changes; while it moves (a card raised,
an Enemy sliding or turning over, a Mercenary gliding to its slot) it is drawn every frame as before.

A part's area holds nothing else the layer draws (only the static background, from which it is
cleared), and nothing drawn every frame before it lies in its area, so the picture is the same as
drawing it in its place in the frame.
"""
from __future__ import annotations

from typing import Callable

import pygame

HAND_MARGIN = 3    # pixels around a zone's hand area that its part covers (the glow of a card)


class Still:
    """Putting the still parts into the table layer; `moving` names the parts draw() draws itself."""

    moving: dict     # part name -> what to draw it from, for the parts that are not in the layer now

    def place_still(self, layer: pygame.Surface) -> None:
        """Called on the table layer each frame before it is blitted."""
        static = self._static
        self.moving = {}
        for name, area, key, draw in self.still_parts():
            if key is not None and (static is None or not static.get_rect().contains(area)):
                key = None
            shown = (tuple(area), key) if key is not None else None
            placed = self._in_layer.get(name)
            if shown != placed:
                if placed is not None:
                    layer.blit(static, placed[0], placed[0])    # what was drawn there before goes
                if shown is not None:
                    layer.blit(static, area, area)
                    draw(layer)
                self._in_layer[name] = shown
            if shown is None:
                self.moving[name] = draw

    def draw_moving(self, surface, name) -> None:
        """Draw a part that is not in the layer now (it moves)."""
        draw = self.moving.get(name)
        if draw is not None:
            draw(surface)

    def still_parts(self) -> list[tuple[str | tuple, pygame.Rect, tuple | None, Callable]]:
        """(name, area, what it shows or None while it moves, draw(surface)) for each part."""
        parts = []
        for seat, z in enumerate(self.geo.zones):
            drawn, empty = self.hand_drawn(seat)
            area = z.hand.inflate(HAND_MARGIN * 2, HAND_MARGIN * 2)
            inside = all(area.contains(x - 2, y - 2, z.card[0] + 4, z.card[1] + 4) for _, _, x, y, _, _ in drawn)
            parts.append((("hand", seat), area, (drawn, empty) if inside else None,
                          lambda surface, seat=seat, drawn=drawn, empty=empty:
                          self.draw_hand_cards(surface, seat, drawn, empty, (0, 0))))
        parts.append(("row",) + self.row_part())
        parts.append(("display",) + self.display_part())
        return parts

    def row_part(self) -> tuple[pygame.Rect, tuple | None, Callable]:
        """The Enemy row: still when no Enemy slides, turns over, fades or rises."""
        L = self.geo
        E = L.enemies
        # From the dial to the dice tray, under the Locations: the Enemies and their numbers.
        area = pygame.Rect(L.dial.right, E[0].y, L.tray.x - L.dial.right, L.status.top - E[0].y)
        view = self.derived()
        shown = []
        for entry in self.shown.row:
            if entry is None:
                shown.append(None)
                continue
            if not entry.pos.settled or entry.flip < 0.999 or entry.alpha < 255 or entry.lift:
                return area, None, self.draw_row
            info = view.get(int(round(entry.pos.value))) if entry.face_up else None
            numbers = info and (info["health"], info["damage_dealt"], info["threshold"], info["out_of_commission"])
            shown.append((entry.card, entry.back, entry.face_up, entry.damage, entry.pos.value, numbers))
            if info:
                rect = self.enemy_rect(entry.pos.value)
                numbers = self.row_numbers_rect(rect, info)     # drawn when above the status bar
                tag = self.out_of_commission().get_rect(center=rect.center).inflate(8, 4)
                if numbers.bottom <= L.status.top and not area.contains(numbers) or not area.contains(tag):
                    return area, None, self.draw_row     # a label wider than the row: drawn as before
        return area, tuple(shown), self.draw_row

    def display_part(self) -> tuple[pygame.Rect, tuple | None, Callable]:
        """The Mercenary display: still when no Mercenary glides to a slot."""
        D = self.geo.display
        area = D[0].unionall(D[1:])
        self.derived()
        prices = tuple(getattr(self, "_prices", []))
        if not all(entry.pos.settled for entry in self.shown.display):
            return area, None, self.draw_mercenaries
        return area, (tuple((e.card, e.pos.value) for e in self.shown.display), prices), self.draw_mercenaries
