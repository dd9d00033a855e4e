"""What stands still on a table, drawn once: the parts of a frame that change only when what they
show changes (a board, the hand, the side column), kept in one window-sized layer.

A scene names its parts each frame, in drawing order: a name, the area the part draws in (it draws
nothing outside it, still or moving), a key that says everything it shows (equal keys: the same
pixels) and how to draw it. A part whose key is unchanged is not drawn; a changed part's old and new areas are drawn
again from the base picture up, every part that overlaps them in its order, clipped to them, so the
layer is always exactly what drawing every part in order on the base would give. A part whose key is
None moves: it is left out of the layer and the scene draws it itself (`draw_moving`) each frame.

The window keeps last frame's pixels, so the layer is blitted whole only when that frame is unknown;
otherwise only where a part changed and where last frame drew over the layer. After drawing what moves
(`draw_moving`, targets, flights, the held card...) the scene says where with `drawn_over`: each
drawing over the layer returns the rectangles it drew in (`pygame.draw` and `blit` return them; an
empty list when it drew nothing), or None when it cannot say, and then the next frame blits the
layer whole. A frame is known when the scene drew it alone (nothing over the scene) and the next
frame comes straight after it, on the same surface.

What the scene paints again every frame in the same pixels, opaque (a pulsing ring round a board, a
battle's marks, a held animal's Vectors: `Cover`), need not be brought back from the layer first: the
scene names this frame's covers by `again` (the keys of the covers, in drawing order) before the layer
is drawn and says where they drew with `drawn_over(..., covered)`. While the keys are the same as the
last frame's, the places the covers drew are not brought back (their pixels are painted over again,
whatever lay under them: a cover's pixels never depend on what is under it); when they differ, they are.

Making a part's key each frame costs a busy table a fifth of its frame; `StillLayer.part` keeps a
part made once while its stamp is equal: a few counters and identities (the window's layout, the
command count, the cards in flight, a counter of a track's marker moves...) that change whenever
anything the part shows may have, cheap to build each frame. A kept part is the same object, so its area and key are
not compared again.

`StillLayer.fresh` (for tests) draws every part in its place each frame, as if nothing were kept
(parts made afresh, never kept); `StillLayer.check` (for tests) makes every kept part again each
frame and fails when its area or key differ from the kept one's: a stamp that misses a change.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable

import pygame

Drawn = list | None     # where a drawing over the layer drew: rectangles, or None (it cannot say)


def drawn(*each: Drawn) -> Drawn:
    """Where several drawings drew together (None if one of them cannot say)."""
    out: list = []
    for rects in each:
        if rects is None:
            return None
        out += rects
    return out


def edges(rect: pygame.Rect, width: int, radius: int = 0) -> list[pygame.Rect]:
    """Rectangles holding every pixel of an outline `width` wide drawn round `rect` (with
    `pygame.draw.rect`, rounded by `radius`): four strips `width` wide along the sides and, when it is
    rounded, the four corner squares its arcs stay in. A ring over the layer restores little (strips
    as wide as the radius were two thirds of what a busy Beast frame restored)."""
    r = pygame.Rect(rect)
    sides = [pygame.Rect(r.x, r.y, r.w, width), pygame.Rect(r.x, r.bottom - width, r.w, width),
             pygame.Rect(r.x, r.y, width, r.h), pygame.Rect(r.right - width, r.y, width, r.h)]
    if radius <= width:
        return sides
    return sides + [pygame.Rect(x, y, radius, radius) for x in (r.x, r.right - radius)
                    for y in (r.y, r.bottom - radius)]


@dataclass(frozen=True)
class Part:
    """One part of the still picture."""

    name: Hashable
    area: pygame.Rect
    key: Hashable | None           # None: moving, drawn by the scene each frame
    draw: Callable[[pygame.Surface], None]


@dataclass(frozen=True)
class Cover:
    """A drawing over the layer whose every pixel is painted opaque, the same pixels while its key is
    the same (the key says where it paints, not in what colour: a ring pulsing in brightness keeps
    its key). `draw` paints it and gives where it drew (game.table.still's Drawn)."""

    key: Hashable
    draw: Callable[[pygame.Surface], Drawn]


def paint(surface: pygame.Surface, covers: list[Cover]) -> Drawn:
    """Paint the covers in order; where they drew."""
    return drawn(*(cover.draw(surface) for cover in covers))


def merged(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles with overlapping ones drawn once, as their union."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        rect.normalize()
        if not (rect.w and rect.h):
            continue
        for i, other in enumerate(out):
            if other.colliderect(rect):
                out[i] = other.union(rect)
                break
        else:
            out.append(rect)
    return out


class StillLayer:
    """The still parts of one scene, composed on a base picture and kept until their keys change."""

    fresh = False        # tests: draw every part in place each frame, keeping nothing
    check = False        # tests: make kept parts again and fail if they differ (a stamp missed a change)

    def __init__(self):
        self.layer: pygame.Surface | None = None
        self.base_key: Hashable = None
        self.shown: dict[Hashable, tuple[tuple, Hashable]] = {}    # name -> (area, key) in the layer
        self.laid: dict[Hashable, Part] = {}                       # name -> the part the layer holds
        self.kept: dict[Hashable, tuple[Hashable, Part]] = {}        # name -> (stamp, part): `part`
        self.moving: dict[Hashable, Part] = {}                      # name -> part, for the moving parts
        self.redrawn = 0          # parts drawn into the layer since it was made (for tests)
        self.restored = 0         # frames that blitted only some of the layer (for tests)
        self.frame: tuple | None = None     # (surface, frame number) the layer was blitted to last
        self.held: tuple | None = None      # (surface, frame number, rects, covers' keys, covered): what
                                            # that frame drew over the layer
        self.again: Hashable = None         # this frame's covers' keys (`draw`)
        self.moved: list[pygame.Rect] = []  # the areas of the moving parts drawn this frame

    def part(self, name: Hashable, stamp: Hashable, make: Callable[[], Part]) -> Part:
        """The part `make()` gives, made again only when `stamp` differs from the last one's (see the
        module's docstring): the stamp must change whenever anything the part shows may have."""
        kept = self.kept.get(name)
        if kept is None or kept[0] != stamp or self.fresh:
            part = make()
            if not self.fresh:
                self.kept[name] = (stamp, part)
            return part
        if self.check:
            made, part = make(), kept[1]
            if (tuple(made.area), made.key) != (tuple(part.area), part.key):
                raise AssertionError(f"the still part {name!r} changed, but its stamp did not")
        return kept[1]

    def forget(self) -> None:
        """Draw everything again at the next frame (the settings, the window or the art changed)."""
        self.layer = None

    def draw(self, surface: pygame.Surface, base_key: Hashable, base: Callable[[], pygame.Surface],
             parts: list[Part], frame: int | None = None, again: Hashable = ()) -> None:
        """Bring the layer (the base picture with the still parts on it) to `surface`, drawing again
        what changed. `base()` gives the picture under every part (window-sized); it is asked for
        only when `base_key` changed or an area must be cleared, so it may be made lazily. `frame`
        numbers the frames (the layer is blitted only in part to a frame that follows a known one).
        `again`: the keys of the covers the scene paints over the layer this frame (see the module)."""
        self.moving = {p.name: p for p in parts if p.key is None}
        self.moved, self.frame = [], None
        if self.fresh:          # what the window holds is left as it is known
            surface.blit(base(), (0, 0))
            for p in parts:
                if p.key is not None:
                    p.draw(surface)
            return
        held, self.held = self.held, None
        self.again = again
        size = surface.get_size()
        layer = self.layer
        dirty: list[pygame.Rect] | None = None      # None: the whole layer
        if layer is None or layer.get_size() != size or self.base_key != base_key:
            if layer is None or layer.get_size() != size:
                layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    layer = layer.convert()
            self.layer, self.base_key, self.shown, self.laid = layer, base_key, {}, {}
            layer.blit(base(), (0, 0))
            self._paint(layer, None, parts)
            self._note(parts)
        else:
            dirty = self._dirty(parts)
            if dirty:
                picture = base()
                for rect in dirty:
                    layer.blit(picture, rect, rect)
                    self._paint(layer, rect, parts)
        known = held is not None and frame is not None and held[0] is surface and held[1] == frame - 1
        if dirty is None or not known:
            surface.blit(layer, (0, 0))
        else:
            back = dirty + held[2] + (held[4] if held[3] != again else [])
            for rect in {tuple(r) for r in back}:      # each once (not merged: a ring's four strips
                surface.blit(layer, rect, rect)         # would make its whole rectangle)
            self.restored += 1
        if frame is not None:
            self.frame = (surface, frame)

    def draw_moving(self, surface: pygame.Surface, name: Hashable) -> None:
        """Draw a part that is not in the layer now (it moves)."""
        part = self.moving.get(name)
        if part is not None:
            part.draw(surface)
            self.moved.append(pygame.Rect(part.area))

    def drawn_over(self, rects: Drawn, covered: Drawn = ()) -> None:
        """Where the scene drew over the layer this frame, after `draw` (None: it cannot say, or
        something else draws over the frame), and where the covers named by `draw`'s `again` drew: the
        next frame restores those places from the layer (the covered ones only if its covers differ)."""
        if self.frame is not None and rects is not None and covered is not None:
            self.held = (*self.frame, [pygame.Rect(r) for r in rects] + self.moved, self.again,
                         [pygame.Rect(r) for r in covered])

    def _dirty(self, parts: list[Part]) -> list[pygame.Rect]:
        """The areas to draw again: the old and new areas of every part that changed or went (a part
        that is the very one the layer holds, kept by `part`, is unchanged); notes the parts drawn."""
        rects = []
        laid, shown, names = self.laid, self.shown, set()
        for p in parts:
            if p.key is None:
                continue
            names.add(p.name)
            if laid.get(p.name) is p:
                continue
            now, was = (tuple(p.area), p.key), shown.get(p.name)
            if now != was:
                rects.append(pygame.Rect(p.area))
                if was is not None:
                    rects.append(pygame.Rect(was[0]))
            shown[p.name], laid[p.name] = now, p
        if len(shown) != len(names):
            for name in [name for name in shown if name not in names]:
                rects.append(pygame.Rect(shown.pop(name)[0]))
                laid.pop(name, None)
        return merged(rects)

    def _note(self, parts: list[Part]) -> None:
        """The parts the layer holds now (drawn whole)."""
        self.shown = {p.name: (tuple(p.area), p.key) for p in parts if p.key is not None}
        self.laid = {p.name: p for p in parts if p.key is not None}

    def _paint(self, layer: pygame.Surface, clip: pygame.Rect | None, parts: list[Part]) -> None:
        layer.set_clip(clip)
        try:
            for p in parts:
                if p.key is not None and (clip is None or clip.colliderect(p.area)):
                    p.draw(layer)
                    self.redrawn += 1
        finally:
            layer.set_clip(None)
