"""Card pictures: the sprite builder's PNGs when game.sprites exists, else a plain readable card.

The fallback draws name, cost and rules text on the card's colour so the table is playable before
(and without) sprites. Every picture is scaled once per size and kept, except the zoomed card's (large,
shown one at a time: the zoom keeps the one it shows).
"""
from __future__ import annotations

import importlib
import logging
import threading
from typing import Callable

import pygame

from game.table import theme

log = logging.getLogger(__name__)

KIND_COLOURS = {
    "agent": (58, 74, 98), "mercenary": (92, 70, 44), "enemy": (70, 34, 40), "location": (46, 70, 60),
    "faction": (60, 50, 70), "ability": (50, 64, 70), "turn": (80, 80, 60),
}
ENEMY_TYPE_COLOURS = {"blue": (46, 86, 150), "orange": (190, 110, 40), "red": (160, 40, 40)}


def _hex(colour) -> tuple[int, int, int] | None:
    if isinstance(colour, str) and colour.startswith("#") and len(colour) == 7:
        try:
            return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
        except ValueError:
            return None
    if isinstance(colour, (tuple, list)) and len(colour) == 3:
        return tuple(colour)  # type: ignore[return-value]
    return None


class CardArt:
    """Pictures of cards by id, face and pixel size. `info(card_id)` gives the fallback's text."""

    def icons(self):
        """The sprite builder's icons (faction emblems), drawn once for every table of this game."""
        if self._icons is None:
            from game.sprites.icons import IconSet
            self._icons = IconSet()
        return self._icons

    def __init__(self, th: theme.Theme, info: Callable[[str], dict], game: str):
        self.th = th
        self.info = info
        self.game = game
        self._cache: dict[tuple, pygame.Surface] = {}
        self._raw: dict[tuple, pygame.Surface] = {}    # decoded PNGs, before conversion and scaling
        self._lock = threading.Lock()   # the warm-up thread and the main loop may both find a sprite
        self._sprite_path = None
        self._icons = None
        try:
            api = importlib.import_module("game.sprites.api")
            self._sprite_path = getattr(api, "sprite_path", None)
        except Exception:  # no sprite builder in this build: the fallback draws every card
            log.warning("the sprite builder is missing; cards are drawn by the fallback", exc_info=True)
            self._sprite_path = None

    @property
    def uses_sprites(self) -> bool:
        return self._sprite_path is not None

    def get(self, card_id: str, size: tuple[int, int], face: str = "front", keep: bool = True) -> pygame.Surface:
        """The picture, kept for the next call; `keep` False makes one that is not kept (unless it
        already was): the zoomed card is large and shown one at a time, so its owner keeps it."""
        key = (card_id, face, size)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._load_sprite(card_id, size, face) or self._fallback(card_id, size, face)
            if keep:
                self._cache[key] = surf
        return surf

    def has(self, card_id: str, size: tuple[int, int], face: str = "front") -> bool:
        return (card_id, face, tuple(size)) in self._cache

    def decode(self, card_id: str, size, face: str = "front") -> None:
        """Find and decode a card's PNG (no display needed: a worker thread may do this part)."""
        key = (card_id, face, "zoom" if size[0] > 200 else "table")
        if self._sprite_path is None or key in self._raw:
            return
        try:
            with self._lock:
                path = self._sprite_path(self.game, card_id, face=face, size=key[2])
            self._raw[key] = pygame.image.load(str(path))
        except Exception:  # the fallback will draw it when it is needed
            log.warning("card %s (%s, %s) could not be decoded", card_id, face, key[2], exc_info=True)

    def _load_sprite(self, card_id: str, size, face: str):
        if self._sprite_path is None:
            return None
        try:
            zoom = size[0] > 200
            img = self._raw.get((card_id, face, "zoom" if zoom else "table"))
            if img is None:
                with self._lock:
                    path = self._sprite_path(self.game, card_id, face=face, size="zoom" if zoom else "table")
                img = pygame.image.load(str(path))
            img = img.convert_alpha() if pygame.display.get_surface() else img
            if img.get_size() != tuple(size):
                img = pygame.transform.smoothscale(img, size)
            return img
        except Exception:  # a missing or broken sprite must not stop the game: draw the fallback
            log.warning("card %s (%s, %s) has no sprite; the fallback draws it", card_id, face, size, exc_info=True)
            return None

    # -- the fallback renderer -----------------------------------------------------------------
    def _fallback(self, card_id: str, size, face: str) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        info = self.info(card_id) or {"name": card_id}
        radius = max(4, w // 14)
        if face == "back":
            base = _hex(info.get("back_colour")) or (40, 36, 60)
            pygame.draw.rect(surf, base, surf.get_rect(), border_radius=radius)
            inner = surf.get_rect().inflate(-w // 6, -h // 8)
            pygame.draw.rect(surf, (200, 180, 120), inner, 2, border_radius=radius)
            label = info.get("back_label", "NOAH")
            img = self.th.font(max(10, w // 6), True).render(label, True, (220, 200, 140))
            surf.blit(img, img.get_rect(center=surf.get_rect().center))
            pygame.draw.rect(surf, (15, 15, 20), surf.get_rect(), 2, border_radius=radius)
            return surf
        kind = info.get("kind", "agent")
        base = _hex(info.get("colour")) or KIND_COLOURS.get(kind, (60, 60, 70))
        if kind == "enemy":
            base = ENEMY_TYPE_COLOURS.get(info.get("colour"), base)
        pygame.draw.rect(surf, (236, 230, 214), surf.get_rect(), border_radius=radius)
        band_h = max(16, h // 5)
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(surf, base, band, border_top_left_radius=radius, border_top_right_radius=radius)
        name_size = max(10, min(w // 7, band_h - 4))
        font = self.th.font(name_size, True)
        name = str(info.get("name", card_id))
        left = 4
        if info.get("cost") is not None:
            r = max(7, band_h // 2 - 1)
            pygame.draw.circle(surf, (250, 214, 80), (r + 2, band_h // 2), r)
            cost = self.th.font(max(10, r + 4), True).render(str(info["cost"]), True, (30, 20, 0))
            surf.blit(cost, cost.get_rect(center=(r + 2, band_h // 2)))
            left = 2 * r + 6
        while font.size(name)[0] > w - left - 4 and name_size > 9:
            name_size -= 1
            font = self.th.font(name_size, True)
        img = font.render(name, True, (255, 255, 255))
        surf.blit(img, (left, (band_h - img.get_height()) // 2))
        if info.get("out_of_turn"):
            pygame.draw.polygon(surf, (255, 230, 120), [(w - 12, 3), (w - 4, 3), (w - 8, 12)])
        body_size = max(9, min(w // 9, 18))
        body_font = self.th.font(body_size)
        y = band_h + 3
        lines: list[tuple[str, tuple]] = []
        for label, colour in info.get("lines", []):
            for line in theme.wrap(body_font, label, w - 8):
                lines.append((line, tuple(colour)))
        if not lines and info.get("text"):
            lines = [(l, (30, 30, 30)) for l in theme.wrap(body_font, str(info["text"]), w - 8)]
        line_h = body_font.get_linesize()
        foot = info.get("footer")
        bottom = h - (line_h + 4 if foot else 4)
        for line, colour in lines:
            if y + line_h > bottom:
                break
            surf.blit(body_font.render(line, True, colour), (4, y))
            y += line_h
        if foot:
            img = self.th.font(body_size, True).render(str(foot), True, (20, 20, 20))
            surf.blit(img, img.get_rect(bottomright=(w - 4, h - 3)))
        pygame.draw.rect(surf, (20, 20, 24), surf.get_rect(), 2, border_radius=radius)
        return surf


def shared(app, info: Callable[[str], dict], game: str) -> CardArt:
    """The app's one CardArt per game, so pictures warmed before a game are there when it starts."""
    arts = app.card_arts
    art = arts.get(game)
    if art is None or art.th is not app.theme:
        art = arts[game] = CardArt(app.theme, info, game)
    return art
