"""The feeding, drawn: a line from each prey up to the species that eats it. The meals already
played are drawn solid (gold where the prey was consumed, green where it was eaten from without
being consumed); the feeding being decided, the engine's proposal or the player's re-linking, is
drawn lighter, pulsing, until it is confirmed."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.table.planet.scene import PlanetTable

CONSUMED = (245, 200, 80)
VISITED = (120, 220, 130)
PROPOSED = (250, 240, 200)


class Links:
    """Prey-to-predator lines over the ecosystems."""

    def __init__(self, scene: "PlanetTable"):
        self.scene = scene

    def draw(self, surface) -> None:
        sc = self.scene
        if not sc.shown.view:
            return
        seat = sc.shown.view["turn"]
        if seat not in sc.geo.ecos:
            return
        slots = dict(sc.places.species(seat))
        width = max(2, int(3 * sc.geo.scale))
        for prey, predator in sc.shown.meals:
            colour = CONSUMED if prey in sc.shown.eaten else VISITED
            self.link(surface, slots.get(prey), slots.get(predator), colour, width)
        editor = sc.editor
        if editor.active and editor.seat == seat and not sc.anims.busy and not sc.shown.meals:
            pulse = 0.6 + 0.4 * math.sin(sc.clock * 3)
            colour = tuple(int(c * pulse) for c in PROPOSED)
            chosen = editor.selected
            for prey, predator in editor.links():
                wide = width + (1 if predator == chosen else 0)
                self.link(surface, slots.get(prey), slots.get(predator), CONSUMED if predator == chosen else colour,
                          wide)

    def link(self, surface, prey: pygame.Rect | None, predator: pygame.Rect | None, colour, width: int) -> None:
        """A line from the top of the prey to the bottom of its predator, with an arrowhead; a prey of
        the same row is reached by an arch over the cards."""
        if prey is None or predator is None:
            return
        if abs(prey.centery - predator.centery) < prey.h // 3:
            top = min(prey.top, predator.top) - max(8, prey.h // 5)
            points = [(prey.centerx, prey.top + prey.h // 4), (prey.centerx, top), (predator.centerx, top),
                      (predator.centerx, predator.top + predator.h // 4)]
        else:      # from inside the prey's card up into its predator's, so even next rows show the line
            points = [(prey.centerx, prey.top + prey.h // 4), (predator.centerx, predator.bottom - predator.h // 4)]
        pygame.draw.lines(surface, (0, 0, 0), False, points, width + 3)
        pygame.draw.lines(surface, colour, False, points, width)
        (x0, y0), (x1, y1) = points[-2], points[-1]
        length = math.hypot(x1 - x0, y1 - y0) or 1
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        head = 5 + width * 2
        tip = (x1, y1)
        left = (x1 - ux * head - uy * head * 0.6, y1 - uy * head + ux * head * 0.6)
        right = (x1 - ux * head + uy * head * 0.6, y1 - uy * head - ux * head * 0.6)
        pygame.draw.polygon(surface, (0, 0, 0), [tip, left, right], 0)
        pygame.draw.polygon(surface, colour, [(x1 - ux, y1 - uy), left, right])
        pygame.draw.circle(surface, colour, (int(points[0][0]), int(points[0][1])), max(3, width + 1))
