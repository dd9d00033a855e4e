"""The pictures the Nature of the Beast table draws beyond a plain card: an animal with its Leader
skewed beneath it (its bonuses lined up right of the animal's traits), turned as it tilts; the title
strip of a Location or Item peeking out from under an animal; a tilted Human. Each is made once per
size and angle (angles rounded to 10 degrees while turning) and kept."""
from __future__ import annotations

import pygame

from game.table.beast.cardinfo import picture_id
from game.table.beast.layout import SKEW, STRIP
from game.table.cardart import CardArt

BACKS = {"troops": "back_troops", "tricks": "back_tricks"}
CACHE_LIMIT = 600


class Pictures:
    """Card pictures by physical card or card id, and the composites the board draws."""

    def __init__(self, art: CardArt):
        self.art = art
        self._made: dict[tuple, pygame.Surface] = {}

    def card(self, card: str, size, face: str = "front", keep: bool = True) -> pygame.Surface:
        """A card face (a physical card's name, a card id, or a back: back_troops, back_tricks); `keep`
        False: made for one use (the zoomed card), not kept."""
        size = (max(4, int(size[0])), max(4, int(size[1])))
        if card.startswith("back_"):
            return self.art.get(card, size, "back", keep)
        return self.art.get(picture_id(card), size, face, keep)

    def _keep(self, key: tuple, make) -> pygame.Surface:
        surf = self._made.get(key)
        if surf is None:
            if len(self._made) > CACHE_LIMIT:
                self._made.clear()
            surf = self._made[key] = make()
        return surf

    def animal(self, card: str, leader: str, size, angle: float = 0.0) -> pygame.Surface:
        """The animal on its Leader (if any), turned `angle` degrees clockwise (90 when tilted)."""
        w, h = int(size[0]), int(size[1])
        angle = round(angle / 10) * 10

        def make():
            skew = int(w * SKEW) if leader else 0
            flat = pygame.Surface((w + skew, h), pygame.SRCALPHA)
            if leader:
                flat.blit(self.card(leader, (w, h)), (skew, 0))
            flat.blit(self.card(card, (w, h)), (0, 0))
            return pygame.transform.rotate(flat, -angle) if angle else flat
        return self._keep(("animal", picture_id(card), picture_id(leader) if leader else "", w, h, angle), make)

    def strip(self, card: str, size, width: int) -> pygame.Surface:
        """The top of a card (its title bar) as a strip `width` wide: a Location or Item peeking out."""
        w, h = int(size[0]), int(size[1])
        height = int(h * STRIP)

        def make():
            face = self.card(card, (w, h))
            part = face.subsurface(pygame.Rect(0, 0, w, min(h, height + 2))).copy()
            if width != w:
                part = pygame.transform.smoothscale(part, (max(4, width), part.get_height()))
            return part
        return self._keep(("strip", picture_id(card), w, h, width), make)

    def turned(self, card: str, size, angle: float) -> pygame.Surface:
        """A card turned `angle` degrees clockwise (a tilted Human)."""
        angle = round(angle / 10) * 10
        if not angle:
            return self.card(card, size)
        return self._keep(("turned", picture_id(card), int(size[0]), int(size[1]), angle),
                          lambda: pygame.transform.rotate(self.card(card, size), -angle))

