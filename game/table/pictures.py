"""Card pictures as a table draws them, for games whose cards in play are copies of a card (a
copy's name maps to its card's sprite): a card face or back at any size, and a card turned (tilted
or eaten, sideways). Each is made once per size and angle (angles rounded to 10 degrees while
turning) and kept; a game's own composites are kept the same way (`keep`)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.table.cardart import CardArt

CACHE_LIMIT = 600


class Pictures:
    """Card pictures by copy, card id or back (`back_...`), and the composites kept beside them."""

    def __init__(self, art: CardArt, picture_id: Callable[[str], str]):
        self.art = art
        self.picture_id = picture_id
        self._made: dict[tuple, pygame.Surface] = {}

    def card(self, card: str, size, face: str = "front", keep: bool = True) -> pygame.Surface:
        """A card face (a copy's name, a card id, or a back); `keep` False: made for one use (the
        zoomed card), not kept."""
        size = (max(4, int(size[0])), max(4, int(size[1])))
        if card.startswith("back_"):
            return self.art.get(card, size, "back", keep)
        return self.art.get(self.picture_id(card), size, face, keep)

    def keep(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A composite picture made once by `make` and kept under `key`."""
        surf = self._made.get(key)
        if surf is None:
            if len(self._made) > CACHE_LIMIT:
                self._made.clear()
            surf = self._made[key] = make()
        return surf

    def turned(self, card: str, size, angle: float) -> pygame.Surface:
        """A card turned `angle` degrees clockwise (90: sideways)."""
        angle = round(angle / 10) * 10
        if not angle:
            return self.card(card, size)
        return self.keep(("turned", self.picture_id(card), int(size[0]), int(size[1]), angle),
                         lambda: pygame.transform.rotate(self.card(card, size), -angle))
