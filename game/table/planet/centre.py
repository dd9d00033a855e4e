"""The centre of the table, in the right-hand column: the Noah Card Pile (face down, its count), the
Discard Pile and the Plant Pile (their top cards face up), the Environment cards in play, the
Selection Area I, II, III with what Develop costs from each, and the cards removed from the game
(face up); and the Discard Pile spread out over the table while a card is chosen from it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.planet.actions import DEVELOP_COST, SOLO_DEVELOP_COST
from game.engine.planet.environment import environment_of
from game.table import theme
from game.table.still import Part
from game.table.planet import keys
from game.table.planet.words import AREAS, plural
from game.table.widgets.slot import EDGE, draw_slot

if TYPE_CHECKING:
    from game.table.desk import Desk
    from game.table.picking import Picking
    from game.table.pictures import Pictures
    from game.table.planet.layout import Layout
    from game.table.planet.places import Places
    from game.table.planet.shown import Shown
    from game.table.theme import Theme



@dataclass(eq=False)
class Centre:
    """The piles, the Environment cards and the Selection Area."""

    shown: "Shown"
    places: "Places"
    pictures: "Pictures"
    picking: "Picking"
    desk: "Desk"
    cards: object                      # the game's card set (an Environment's costs)
    th: "Theme"
    hidden: set                        # the places an animation is drawing instead
    geo: Callable[[], "Layout"]        # the table's layout for its window (game.table.hooks)

    def costs(self) -> tuple[int, ...]:
        """What each action costs with the Environment cards in play: Plant, and Develop from I, II, III."""
        view = self.shown.view
        env = environment_of(self.cards, view.get("environments", []))
        develop = SOLO_DEVELOP_COST if view["solo"] else DEVELOP_COST
        return (env.cost("plant"),) + tuple(env.cost("develop", base) for base in develop)

    def part(self) -> Part | None:
        """The piles, Environments and Selection Area as a still part (game.table.still)."""
        view = self.shown.view
        if not view:
            return None
        L = self.geo()
        rects = list(L.piles.values()) + list(L.areas)
        area = rects[0].unionall(rects[1:]).inflate(16, 2 * max(16, int(24 * L.scale)))
        fields = ("noah_pile", "discard_pile", "plant_pile_top", "plant_pile", "removed", "selection", "solo",
                  "environments")
        lifted = tuple(sorted(self.picking.lifted(self.desk.viewer)))
        key = (tuple((k, tuple(r)) for k, r in L.piles.items()), tuple(tuple(r) for r in L.areas), L.scale,
               repr([view.get(f) for f in fields]), tuple(sorted(self.hidden)), lifted,
               tuple((card, tuple(rect)) for card, rect in self.places.environments()))
        return Part("centre", area, key, self.draw)

    def draw(self, surface) -> None:
        view = self.shown.view
        if not view:
            return
        L = self.geo()
        s = L.scale
        costs = self.costs()
        noah = L.piles["noah"]
        if view["noah_pile"] and keys.NOAH not in self.hidden:
            surface.blit(self.pictures.card("back_noah", noah.size), noah)
        else:
            self.slot(surface, noah, "empty")
        self.label(surface, noah, f"Noah {view['noah_pile']}")
        discard = L.piles["discard"]
        pile = view["discard_pile"]
        shown = pile[:-1] if keys.DISCARD in self.hidden else pile
        if self.lifted(keys.DISCARD):
            shown = shown[:-1]
        if shown:
            surface.blit(self.pictures.card(shown[-1], discard.size), discard)
        else:
            self.slot(surface, discard, "Discard")
        self.label(surface, discard, f"Discard {len(pile)}")
        plant = L.piles["plant"]
        top = view["plant_pile_top"]
        if top and keys.PLANT not in self.hidden and not self.lifted(keys.PLANT):
            surface.blit(self.pictures.card(top, plant.size), plant)
        elif view["plant_pile"] > 1:
            surface.blit(self.pictures.card("back_plant", plant.size), plant)
        else:
            self.slot(surface, plant, "empty")
        self.label(surface, plant, f"Plant {view['plant_pile']}" + (f" ({costs[0]} actions)" if costs[0] > 1 else ""))
        envs = self.places.environments()
        slot = L.piles["environments"]
        for card, rect in envs:
            surface.blit(self.pictures.card(card, rect.size), rect)
        if not envs:
            self.slot(surface, slot, "")
            img = self.th.text("none", max(10, int(13 * s)), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=slot.center))
        self.label(surface, slot, "Environment" if len(envs) < 2 else f"Environments {len(envs)}")
        self.draw_removed(surface)
        for index, rect in enumerate(L.areas):
            card = view["selection"][index] if index < len(view["selection"]) else ""
            if card and keys.area(index) not in self.hidden and not self.lifted(keys.area(index)):
                surface.blit(self.pictures.card(card, rect.size), rect)
            else:
                self.slot(surface, rect, AREAS[index])
            self.label(surface, rect, f"{AREAS[index]}: {plural(costs[1 + index], 'action')}")

    def draw_removed(self, surface) -> None:
        """The cards removed from the game, face up and dimmed, the last one on top (hover to read it)."""
        view = self.shown.view
        rect = self.geo().piles["removed"]
        cards = view["removed"][:-1] if keys.REMOVED in self.hidden else view["removed"]
        if cards:
            under = min(3, len(cards) - 1)
            step = max(1, rect.w // 24)
            for k in range(under, 0, -1):       # a few edges show it is a pile
                pygame.draw.rect(surface, EDGE, rect.move(k * step, -k * step), 1, border_radius=6)
            surface.blit(self.pictures.card(cards[-1], rect.size), rect)
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((12, 16, 14, 110))      # out of the game: dimmed, unlike the cards in play beside it
            surface.blit(shade, rect)
        else:
            self.slot(surface, rect, "none")
        self.label(surface, rect, f"Removed {len(view['removed'])}")

    def lifted(self, key: str) -> bool:
        """A pile's top card in someone's hand (being dragged) is not drawn in its place."""
        return any(source == key for source, _ in self.picking.lifted(self.desk.viewer))

    def slot(self, surface, rect: pygame.Rect, label: str) -> None:
        draw_slot(surface, self.th, rect, label, 6)

    def label(self, surface, rect: pygame.Rect, text: str) -> None:
        th = self.th
        size = max(10, int(13 * self.geo().scale))
        while th.font(size).size(text)[0] > rect.w + 6 and size > 9:
            size -= 1
        img = th.text(text, size, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    def draw_spread(self, surface) -> list | None:
        """The Discard Pile spread out over the table, while a card is chosen from it (where it drew:
        nothing when it is not spread, else None, game.table.still)."""
        cards = self.places.spread()
        if not cards:
            return []
        stage = self.geo().stage
        theme.draw_panel(surface, stage, colour=(26, 24, 18), edge=theme.GLOW, alpha=250)
        size = max(14, int(18 * self.geo().scale))
        img = self.th.text("The Discard Pile, oldest first", size, theme.ACCENT, bold=True)
        surface.blit(img, (stage.x + 12, stage.y + 6))
        for card, rect in cards:
            surface.blit(self.pictures.card(card, rect.size), rect)
