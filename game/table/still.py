"""What stands still on a table, drawn once: the parts of a frame that change only when what they
show changes (a board, the hand, the side column), kept in one window-sized layer.

A scene names its parts each frame, in drawing order: a name, the area the part draws in (it draws
nothing outside it), a key that says everything it shows (equal keys: the same pixels) and how to
draw it. A part whose key is unchanged is not drawn; a changed part's old and new areas are drawn
again from the base picture up, every part that overlaps them in its order, clipped to them, so the
layer is always exactly what drawing every part in order on the base would give. A part whose key is
None moves: it is left out of the layer and the scene draws it itself (`draw_moving`) each frame.

`StillLayer.fresh` (for tests) draws every part in its place each frame, as if nothing were kept.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable

import pygame


@dataclass(frozen=True)
class Part:
    """One part of the still picture."""

    name: Hashable
    area: pygame.Rect
    key: Hashable | None           # None: moving, drawn by the scene each frame
    draw: Callable[[pygame.Surface], None]


class StillLayer:
    """The still parts of one scene, composed on a base picture and kept until their keys change."""

    fresh = False        # tests: draw every part in place each frame, keeping nothing

    def __init__(self):
        self.layer: pygame.Surface | None = None
        self.base_key: Hashable = None
        self.shown: dict[Hashable, tuple[tuple, Hashable]] = {}    # name -> (area, key) in the layer
        self.moving: dict[Hashable, Callable] = {}                  # name -> draw, for the moving parts
        self.redrawn = 0          # parts drawn into the layer since it was made (for tests)

    def forget(self) -> None:
        """Draw everything again at the next frame (the settings, the window or the art changed)."""
        self.layer = None

    def draw(self, surface: pygame.Surface, base_key: Hashable, base: Callable[[], pygame.Surface],
             parts: list[Part]) -> None:
        """Blit the layer (the base picture with the still parts on it) to `surface`, drawing again
        what changed. `base()` gives the picture under every part (window-sized); it is asked for
        only when `base_key` changed or an area must be cleared, so it may be made lazily."""
        self.moving = {p.name: p.draw for p in parts if p.key is None}
        if self.fresh:
            surface.blit(base(), (0, 0))
            for p in parts:
                if p.key is not None:
                    p.draw(surface)
            return
        size = surface.get_size()
        layer = self.layer
        if layer is None or layer.get_size() != size or self.base_key != base_key:
            if layer is None or layer.get_size() != size:
                layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            self.layer, self.base_key, self.shown = layer, base_key, {}
            layer.blit(base(), (0, 0))
            self._paint(layer, None, parts)
        else:
            dirty = self._dirty(parts)
            if dirty:
                picture = base()
                for rect in dirty:
                    layer.blit(picture, rect, rect)
                    self._paint(layer, rect, parts)
        self.shown = {p.name: (tuple(p.area), p.key) for p in parts if p.key is not None}
        surface.blit(layer, (0, 0))

    def draw_moving(self, surface: pygame.Surface, name: Hashable) -> None:
        """Draw a part that is not in the layer now (it moves)."""
        draw = self.moving.get(name)
        if draw is not None:
            draw(surface)

    def _dirty(self, parts: list[Part]) -> list[pygame.Rect]:
        """The areas to draw again: the old and new areas of every part that changed or went."""
        rects = []
        now = {p.name: (tuple(p.area), p.key) for p in parts if p.key is not None}
        for name, (area, key) in self.shown.items():
            if now.get(name) != (area, key):
                rects.append(pygame.Rect(area))
        for name, (area, key) in now.items():
            if self.shown.get(name) != (area, key):
                rects.append(pygame.Rect(area))
        merged: list[pygame.Rect] = []
        for rect in rects:           # overlapping areas drawn once, as their union
            for i, other in enumerate(merged):
                if other.colliderect(rect):
                    merged[i] = other.union(rect)
                    break
            else:
                merged.append(rect)
        return merged

    def _paint(self, layer: pygame.Surface, clip: pygame.Rect | None, parts: list[Part]) -> None:
        layer.set_clip(clip)
        try:
            for p in parts:
                if p.key is not None and (clip is None or clip.colliderect(p.area)):
                    p.draw(layer)
                    self.redrawn += 1
        finally:
            layer.set_clip(None)
