"""Drawing the ecosystems from the shown view: each panel's header (seat, score, what its living
species score now, hand size, actions left), the tier rows T4 to T0 with their labels, the species
(eaten ones sideways), and the feeding's marks: the species being re-linked, what it may eat, the
species that would go extinct."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.table import theme
from game.table.planet import keys
from game.table.planet.rows import TIERS

if TYPE_CHECKING:
    from game.table.planet.scene import PlanetTable

ROW = (30, 44, 38)
ROW_EMPTY = (24, 36, 32)
EXTINCT = (230, 70, 60)
CHOSEN = (255, 226, 110)
PREY = (140, 210, 255)


class Board:
    """Each seat's ecosystem panel."""

    def __init__(self, scene: "PlanetTable"):
        self.scene = scene

    def draw(self, surface) -> None:
        sc = self.scene
        if not sc.shown.view:
            return
        for seat in sc.geo.order:
            self.draw_ecosystem(surface, seat)

    def draw_ecosystem(self, surface, seat: int) -> None:
        sc = self.scene
        g = sc.geo.ecos[seat]
        colour = sc.th.seat_colour(seat)
        theme.draw_panel(surface, g.rect, colour=(20, 30, 28), edge=colour, alpha=255, radius=10)
        view = sc.shown.view
        if view["turn"] == seat and view["phase"] not in ("draft", "over") and len(sc.session.seats) > 1:
            pulse = 0.5 + 0.5 * math.sin(sc.clock * 4)
            pygame.draw.rect(surface, (int(180 + 70 * pulse), int(180 + 60 * pulse), 90), g.rect, 3, border_radius=10)
        self.draw_header(surface, seat, colour)
        rows, card = sc.places.rows(seat)
        size = max(10, min(int(16 * sc.geo.scale), rows[0].h - 2, g.labels.w - 4))
        for tier in TIERS:
            row = rows[tier]
            filled = any(sc.adapter.text.tier(u) == tier for u in sc.shown.ecosystem(seat))
            pygame.draw.rect(surface, ROW if filled else ROW_EMPTY, row.inflate(4, 0), border_radius=5)
            label = sc.th.text(f"T{tier}", max(9, min(size, row.h - 2)), theme.TEXT if filled else theme.TEXT_DIM,
                               bold=True)
            surface.blit(label, label.get_rect(center=(g.labels.centerx, row.centery)))
        for uid, slot in sc.places.species(seat):
            if keys.species(seat, uid) in sc.hidden:
                continue
            angle = sc.places.turn(uid) * 90
            img = sc.pictures.turned(uid, card, angle)
            surface.blit(img, img.get_rect(center=slot.center))
        self.draw_marks(surface, seat, card)

    def draw_header(self, surface, seat: int, colour) -> None:
        sc = self.scene
        g = sc.geo.ecos[seat]
        view = sc.shown.view
        pygame.draw.rect(surface, colour, g.header, border_top_left_radius=10, border_top_right_radius=10)
        size = max(11, min(18, int(g.header.h * 0.66)))
        name = f"{seat + 1}  {sc.adapter.words.seat_name(seat)}"
        if seat == sc.viewer and len(sc.session.seats) > 1:
            name += "  (on screen)"
        facts = [f"Score {view['scores'][seat]}", f"+{view['points_now'][seat]} now"]
        if len(view["hand_counts"]) > 1 or seat != sc.viewer:
            facts.append(f"Hand {view['hand_counts'][seat]}")
        right = sc.th.text("   ".join(facts), size, (12, 12, 12), bold=True)
        room = g.header.w - right.get_width() - 24
        while sc.th.font(size, True).size(name)[0] > room and size > 9:
            size -= 1
        img = sc.th.text(name, size, (12, 12, 12), bold=True)
        if img.get_width() > room:
            img = img.subsurface((0, 0, max(1, room), img.get_height()))
        surface.blit(img, (g.header.x + 8, g.header.centery - img.get_height() // 2))
        surface.blit(right, right.get_rect(midright=(g.header.right - 8, g.header.centery)))

    def draw_marks(self, surface, seat: int, card) -> None:
        """The feeding being decided: the chosen species and what it may eat, those going extinct."""
        sc = self.scene
        editor = sc.editor
        if not editor.active or editor.seat != seat or sc.anims.busy:
            return
        slots = dict(sc.places.species(seat))
        sheltered = bool(sc.shown.view.get("sheltered"))
        for uid in editor.starving():
            rect = slots.get(uid)
            if rect is None:
                continue
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((120, 20, 10, 70) if not sheltered else (20, 90, 40, 60))
            surface.blit(shade, rect)
            self.tag(surface, "sheltered" if sheltered else "extinct", (90, 190, 120) if sheltered else EXTINCT,
                     rect)
        chosen = editor.selected
        if chosen in slots:
            pulse = 0.5 + 0.5 * math.sin(sc.clock * 6)
            pygame.draw.rect(surface, CHOSEN, slots[chosen].inflate(6, 6), 3 + int(pulse), border_radius=7)
            meal = set(editor.meals.get(chosen, ()))
            for prey in editor.prey.get(chosen, []):
                if prey in slots:
                    pygame.draw.rect(surface, CHOSEN if prey in meal else PREY, slots[prey].inflate(4, 4),
                                     3 if prey in meal else 1, border_radius=6)

    def tag(self, surface, text: str, colour, rect: pygame.Rect) -> None:
        sc = self.scene
        img = sc.th.text(text, max(10, min(14, rect.w // 5)), (15, 15, 15), bold=True)
        box = img.get_rect(midbottom=(rect.centerx, rect.bottom - 2)).inflate(6, 2)
        pygame.draw.rect(surface, colour, box, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))
