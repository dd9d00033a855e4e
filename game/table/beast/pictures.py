"""The pictures the Nature of the Beast table draws beyond a plain card (game.table.pictures): an
animal with its Leader skewed beneath it (its bonuses lined up right of the animal's traits), turned
as it tilts; the title strip of a Location or Item peeking out from under an animal."""
from __future__ import annotations

import pygame

from game.table.beast.cardinfo import picture_id
from game.table.beast.board_geo import SKEW, STRIP
from game.table.cardart import CardArt
from game.table.pictures import Pictures as Shared


class Pictures(Shared):
    """Card pictures by physical card or card id, and the composites the board draws."""

    def __init__(self, art: CardArt):
        super().__init__(art, picture_id)

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
        return self.keep(("animal", picture_id(card), picture_id(leader) if leader else "", w, h, angle), make)

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
        return self.keep(("strip", picture_id(card), w, h, width), make)
