"""A row of spaces with sliding markers: health & corruption, energy, ability."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.anim import Tween


class Track:
    """Spaces left to right; each marker glides to its value. Labels mark unlocks; red spaces are plain."""

    def __init__(self, title: str, count: int, rect=(0, 0, 300, 40)):
        self.title = title
        self.count = max(1, count)
        self.rect = pygame.Rect(rect)
        self.labels: dict[int, str] = {}
        self.red: set[int] = set()
        self.unlocked: set[int] = set()
        self.markers: dict[str, list] = {}  # name -> [Tween, colour, ring colour]
        self._bg: dict[tuple, pygame.Surface] = {}  # the spaces and labels by look, drawn once each
        self._marks: dict[tuple, pygame.Surface] = {}   # marker pictures by look (draw_markers)
        self._placed: tuple = (None, {}, [])    # (what they show, labels, [(picture, place)]) (draw_markers)
        self.moves = 0      # counts the markers' changes: set, or gliding a frame (a stamp, game.table.still)

    def set_marker(self, name: str, value: float, colour, snap: bool = False, ring=(250, 250, 250)) -> None:
        m = self.markers.get(name)
        if m is None:
            self.markers[name] = [Tween(value, rate=7.0), colour, ring]
        else:
            m[0].set(value, snap)
            m[1] = colour
        self.moves += 1

    def value(self, name: str) -> float:
        return self.markers[name][0].value

    def update(self, dt: float) -> None:
        for m in self.markers.values():
            if not m[0].settled:
                m[0].update(dt)
                self.moves += 1

    title_width = 0  # set by whoever lays tracks out, so the tracks of a zone line up
    short = False    # a narrow track shows its title's first letter

    @property
    def shown_title(self) -> str:
        return self.title[:1] if self.short else self.title

    def label_width(self) -> int:
        if self.title_width:
            return self.title_width
        return max(48, min(90, self.rect.w // 6))

    def space_rect(self, i: int) -> pygame.Rect:
        body = self.rect.inflate(0, 0)
        lw = self.label_width()
        body.x += lw
        body.w -= lw
        w = body.width / self.count
        return pygame.Rect(round(body.x + i * w) + 1, body.y, max(2, round(w) - 2), body.height)

    def background(self, th: theme.Theme) -> pygame.Surface:
        """The title and the spaces, rendered once until something about them changes."""
        key = (self.rect.size, self.shown_title, self.title_width, tuple(sorted(self.labels.items())), frozenset(self.red),
               frozenset(self.unlocked))
        surf = self._bg.get(key)
        if surf is not None:
            return surf
        if len(self._bg) >= 4:      # a zone's two sizes, wide and compact, and a little history
            self._bg.pop(next(iter(self._bg)))
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        size = max(11, min(15, self.rect.h // 2))
        title = th.text(self.shown_title, size, theme.TEXT_DIM, bold=True)
        surf.blit(title, (0, self.rect.h // 2 - title.get_height() // 2))
        for i in range(self.count):
            r = self.space_rect(i).move(-ox, -oy)
            colour = (120, 40, 36) if i in self.red else ((60, 86, 62) if i in self.unlocked else (44, 50, 58))
            pygame.draw.rect(surf, colour, r, border_radius=3)
            if self.short:
                continue    # a compact track: its markers carry their values, big (see draw_markers)
            label = self.labels.get(i, str(i))
            col = theme.ACCENT if i in self.unlocked else theme.TEXT_DIM
            img = th.text(label, 13 if len(label) > 2 else 14, col, bold=i in self.unlocked)
            if img.get_width() > r.width:
                img = th.text(label, 10, col)
            if img.get_width() > r.width + 2:
                continue    # too narrow for its label (a compact zone): the space and marker still show
            surf.blit(img, img.get_rect(center=r.center))
        self._bg[key] = surf
        return surf

    def static_key(self):
        return (tuple(self.rect), self.shown_title, frozenset(self.red), frozenset(self.unlocked))

    def draw(self, surface: pygame.Surface, th: theme.Theme) -> None:
        surface.blit(self.background(th), self.rect.topleft)
        self.draw_markers(surface)

    def draw_markers(self, surface: pygame.Surface, th: theme.Theme | None = None) -> list[pygame.Rect]:
        """The markers; gives where they were drawn."""
        return surface.blits(self.placed_markers(th))

    def placed_markers(self, th: theme.Theme | None = None) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """(picture, place) of each marker as it stands now."""
        # Markers are rings around the space, so the number under them stays readable; the second
        # marker on a track is square, so colour is never the only difference. A compact track has
        # no numbers in its spaces: each marker is a badge with its value, big enough to read.
        # Each marker's picture is kept, and so is where the markers go while they stand still.
        badges = self.short and th is not None
        key = (badges, tuple(self.rect), self.title_width, self.count,
               tuple((tw.value, colour, ring) for tw, colour, ring in self.markers.values()))
        if key != self._placed[0] or self.labels != self._placed[1]:
            self._placed = (key, dict(self.labels), self._badges(th) if badges else self._rings())
        return self._placed[2]

    def markers_key(self, th: theme.Theme | None = None) -> tuple:
        """What the markers show where (equal keys: the same pixels)."""
        self.placed_markers(th)
        return self._placed[0], tuple(self._placed[1].items())

    @property
    def settled(self) -> bool:
        """No marker is gliding."""
        return all(tw.settled for tw, _, _ in self.markers.values())

    def _rings(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        out = []
        for k, (name, (tw, colour, ring)) in enumerate(self.markers.items()):
            v = max(0.0, min(tw.value, self.count - 1))
            a = self.space_rect(int(v))
            b = self.space_rect(min(int(v) + 1, self.count - 1))
            frac = v - int(v)
            x = a.centerx + (b.centerx - a.centerx) * frac
            box = pygame.Rect(0, 0, a.w + 2, a.h + 2)
            box.center = (int(x), a.centery)
            if k == 0:
                radius = max(6, min(a.h, a.w) // 2 + 1)
                img = self._marker(("ring", radius, colour), lambda: _ring(radius, colour))
                out.append((img, (box.centerx - radius - 2, box.centery - radius - 2)))
            else:
                inner = box.inflate(-2, -2)
                img = self._marker(("square", inner.size, colour, ring), lambda: _square(inner.size, colour, ring))
                out.append((img, inner.topleft))
        return out

    def _marker(self, key: tuple, draw) -> pygame.Surface:
        img = self._marks.get(key)
        if img is None:
            if len(self._marks) >= 32:      # sizes of past layouts
                self._marks.clear()
            img = self._marks[key] = draw()
        return img

    def _badges(self, th: theme.Theme) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        out = []
        h = self.rect.h
        size = max(12, int(h * 0.62))
        for k, (name, (tw, colour, ring)) in enumerate(self.markers.items()):
            v = max(0.0, min(tw.value, self.count - 1))
            a = self.space_rect(int(v))
            b = self.space_rect(min(int(v) + 1, self.count - 1))
            x = a.centerx + (b.centerx - a.centerx) * (v - int(v))
            value = int(round(v))
            label = self.labels.get(value, str(value))
            text = label if len(label) <= 3 else str(value)
            img = th.text(text, size, (255, 255, 255), bold=True)
            box = pygame.Rect(0, 0, max(h - 2, img.get_width() + 8), h - 2)
            box.center = (int(x), a.centery)
            box.clamp_ip(self.rect)
            dark = sum(colour[:3]) < 300
            fill = colour if dark else tuple(int(c * 0.55) for c in colour[:3])
            edge = ring if k else (250, 250, 250)
            radius = h // 2 if k == 0 else 3
            badge = self._marker(("badge", text, size, box.size, fill, edge, radius),
                                 lambda: _badge(box.size, fill, edge, radius, img))
            out.append((badge, box.topleft))
        return out


def _ring(radius: int, colour) -> pygame.Surface:
    """A ring marker: a circle outline centred in a square of side 2 * radius + 4."""
    surf = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(surf, colour, (radius + 2, radius + 2), radius, 3)
    return surf


def _square(size, colour, ring) -> pygame.Surface:
    """A square marker: its colour inside a ring of another colour."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, ring, surf.get_rect(), 4, border_radius=2)
    pygame.draw.rect(surf, colour, surf.get_rect(), 2, border_radius=2)
    return surf


def _badge(size, fill, edge, radius: int, label: pygame.Surface) -> pygame.Surface:
    """A compact track's marker: a filled pill or box with an edge and the value written on it."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, edge, rect, 2, border_radius=radius)
    surf.blit(label, label.get_rect(center=rect.center))
    return surf
