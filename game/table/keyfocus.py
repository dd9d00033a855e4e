"""Playing by the keyboard alone, for every game: a focus that the arrow keys (or Tab) move from one
place of the table to the next, and Enter that clicks where it is.

The places are the scene's `layout()` (every card, pile, zone, button and prompt answer it names), so
the keyboard reaches what the mouse reaches, through the same gestures: Enter on a hand card selects
it and its targets glow, Enter on a target plays it there (the table's click-then-click), Escape puts
it back. The keyboard is its own pointer ("keys"), acting for whoever the mouse acts for.
"""
from __future__ import annotations

import pygame

from game.table.input import PointerEvent

POINTER = "keys"
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
EDGE = 10       # pixels in from the left edge: the part of an overlapped card (a fanned hand) that shows


class KeyFocus:
    """Which place of the table the keyboard is on (none until an arrow or Tab is pressed)."""

    def __init__(self, scene):
        self.scene = scene
        self.key: str | None = None

    def places(self) -> dict[str, pygame.Rect]:
        """Every rectangle the scene's layout names (its other entries are numbers for the tests)."""
        out = {}
        for key, value in self.scene.layout().items():
            if isinstance(value, (list, tuple)) and len(value) == 4 and value[2] > 0 and value[3] > 0:
                out[key] = pygame.Rect(value)
        return out

    def rect(self) -> pygame.Rect | None:
        """The focused place's rectangle now; the focus is dropped when its place is gone (a card
        played, an answered prompt): the next arrow or Tab starts again from the first place."""
        if self.key is None:
            return None
        rect = self.places().get(self.key)
        if rect is None:
            self.key = None
        return rect

    # -- keys ---------------------------------------------------------------------------------------
    def handles(self, event) -> bool:
        """Answer an open menu at a drop point (1 to 9, Esc), move the focus or click with it; True
        when the key was one of these."""
        k = event.key
        picking = self.scene.picking
        for pointer in ("mouse", POINTER):
            if pointer in picking.choices and (pygame.K_1 <= k <= pygame.K_9 or k == pygame.K_ESCAPE):
                if k == pygame.K_ESCAPE:
                    picking.cancel_choice(pointer)
                else:
                    picking.choose(pointer, k - pygame.K_1)
                return True
        if k in DIRECTIONS:
            self.step(DIRECTIONS[k])
        elif k == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.rect() is not None:
            self.click()
        else:
            return False
        return True

    def step(self, direction: tuple[int, int]) -> None:
        """To the nearest place that way (along the way counts once, aside twice)."""
        places = self.places()
        here = self.rect()
        if here is None:
            self.cycle(1)
            return
        dx, dy = direction
        best, score = None, None
        for key, rect in places.items():
            ahead = (rect.centerx - here.centerx) * dx + (rect.centery - here.centery) * dy
            if key == self.key or ahead <= 0:
                continue
            aside = abs((rect.centerx - here.centerx) * dy) + abs((rect.centery - here.centery) * dx)
            if best is None or ahead + 2 * aside < score:
                best, score = key, ahead + 2 * aside
        if best is not None:
            self.focus(best)

    def cycle(self, by: int) -> None:
        """The next (or previous) place in reading order; from nowhere, the first (or the last)."""
        places = self.places()
        if not places:
            return
        order = sorted(places, key=lambda k: (places[k].y, places[k].x))
        at = order.index(self.key) + by if self.key in order else min(by, 0)
        key = order[at % len(order)]
        self.focus(key)

    def focus(self, key: str) -> None:
        self.key = key
        self.scene.pointer(PointerEvent("move", self.point(), pointer=POINTER))

    def point(self) -> tuple[int, int]:
        """Where a click lands on the focused place: its centre, or near its left edge when another
        place of its kind covers the centre (a card of a fanned row under its right neighbour)."""
        places, rect = self.places(), self.rect()
        kind = self.key.split(":")[0]
        covered = any(k != self.key and k.split(":")[0] == kind and r.collidepoint(rect.center) and r != rect
                      for k, r in places.items())
        if covered:
            return rect.x + min(EDGE, rect.w // 2), rect.centery
        return rect.center

    def click(self) -> None:
        pos = self.point()
        self.scene.pointer(PointerEvent("down", pos, pointer=POINTER))
        self.scene.pointer(PointerEvent("up", pos, pointer=POINTER))

    def forget(self) -> None:
        """The mouse moved: the keyboard's focus is hidden until a key moves it again."""
        self.key = None

    def draw(self, surface, colour) -> None:
        """A frame around the focused place, dark then light, to stand out from the glow of
        playable cards."""
        rect = self.rect()
        if rect is not None:
            pygame.draw.rect(surface, (10, 10, 10), rect.inflate(12, 12), 4, border_radius=8)
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), 3, border_radius=7)
