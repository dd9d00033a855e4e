"""Drawing the ecosystems from the shown view: each panel's header (seat, score, what its living
species score now, hand size), the tier rows T4 to T0 with their labels, the species (eaten ones
sideways), and the feeding: links from each prey up to its predator, the species being re-linked and
what it may eat, the species that would go extinct."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.planet import keys
from game.table.planet.links import route
from game.table.planet.rows import TIERS
from game.table.still import Part, edges

if TYPE_CHECKING:
    from game.table.anim import AnimQueue
    from game.table.desk import Desk
    from game.table.pictures import Pictures
    from game.table.planet.adapter import PlanetAdapter
    from game.table.planet.feeding import FeedingEditor
    from game.table.planet.layout import Layout
    from game.table.planet.places import Places
    from game.table.planet.shown import Shown
    from game.table.theme import Theme

COLOURS = {"row": (30, 44, 38), "empty row": (24, 36, 32), "extinct": (230, 70, 60), "chosen": (255, 226, 110),
           "prey": (140, 210, 255), "sheltered": (90, 190, 120), "consumed": (245, 200, 80),
           "visited": (120, 220, 130), "proposed": (250, 240, 200)}


@dataclass(eq=False)
class Board:
    """Each seat's ecosystem panel."""

    shown: "Shown"
    places: "Places"
    editor: "FeedingEditor"
    pictures: "Pictures"
    adapter: "PlanetAdapter"
    desk: "Desk"
    anims: "AnimQueue"
    th: "Theme"
    hidden: set                        # the places an animation is drawing instead
    geo: Callable[[], "Layout"]        # the table's layout for its window, and its clock (game.table.hooks)
    clock: Callable[[], float]
    # seat -> (what its piles were laid out from, its area)
    _areas: dict[int, tuple] = field(default_factory=dict, init=False)

    def parts(self) -> list[Part]:
        """Each ecosystem as a still part (game.table.still)."""
        if not self.shown.view:
            return []
        parts = []
        for seat in self.geo().order:
            species = self.places.species(seat)
            parts.append(Part(("ecosystem", seat), self.ecosystem_area(seat, species),
                              self.ecosystem_key(seat, species),
                              lambda surface, seat=seat: self.draw_ecosystem(surface, seat)))
        return parts

    def ecosystem_area(self, seat: int, species: list) -> pygame.Rect:
        """Where an ecosystem draws: its panel, its tier rows and its species (in a crowded ecosystem a
        row, or a card turned as it is eaten, may stand out of the panel). Found again only when the
        species move (places.piles_key)."""
        laid = self.places.piles_key(seat)
        kept = self._areas.get(seat)
        if kept is not None and kept[0] == laid:
            return kept[1]
        rows, card = self.places.rows(seat)
        side = math.ceil(math.hypot(*card)) + 2     # a card turning stands in a circle this wide
        around = [row.inflate(6, 2) for row in rows.values()]
        around += [pygame.Rect(0, 0, side, side).move(slot.centerx - side // 2, slot.centery - side // 2)
                   for _, slot in species]
        area = self.geo().ecos[seat].rect.inflate(4, 4).unionall(around)
        self._areas[seat] = (laid, area)
        return area

    def ecosystem_key(self, seat: int, species: list) -> tuple:
        """Everything an ecosystem panel shows (`species`: its places.species): equal keys, the same pixels."""
        view = self.shown.view
        hidden = tuple(sorted(k for k in self.hidden if k.startswith(keys.species(seat, ""))))
        return (self.geo().ecos[seat], self.desk.viewer, len(self.desk.seats), view["scores"][seat],
                self.points_words(seat),
                tuple(view["hand_counts"]), self.adapter.words.seat_name(seat), self.places.piles_key(seat), hidden)

    def draw_moving(self, surface) -> list[pygame.Rect]:
        """Over the still ecosystems: the ring round the one whose turn it is, the feeding's marks and
        links. Gives where it drew (game.table.still)."""
        view = self.shown.view
        if not view:
            return []
        out = []
        g = self.geo().ecos.get(view["turn"])
        if g is not None and view["phase"] not in ("draft", "over") and len(self.desk.seats) > 1:
            pulse = 0.5 + 0.5 * math.sin(self.clock() * 4)
            pygame.draw.rect(surface, (int(180 + 70 * pulse), int(180 + 60 * pulse), 90), g.rect, 3, border_radius=10)
            out += edges(g.rect, 3, 10)
        if self.editor.active and self.editor.seat in self.geo().ecos:
            out += self.draw_marks(surface, self.editor.seat, self.places.rows(self.editor.seat)[1])
        return out + self.draw_links(surface)

    def draw_ecosystem(self, surface, seat: int) -> None:
        g = self.geo().ecos[seat]
        colour = self.th.seat_colour(seat)
        theme.draw_panel(surface, g.rect, colour=(20, 30, 28), edge=colour, alpha=255, radius=10)
        self.draw_header(surface, seat, colour)
        rows, card = self.places.rows(seat)
        size = max(10, min(int(16 * self.geo().scale), rows[0].h - 2, g.labels.w - 4))
        for tier in TIERS:
            row = rows[tier]
            filled = any(self.adapter.text.tier(u) == tier for u in self.shown.ecosystem(seat))
            pygame.draw.rect(surface, COLOURS["row" if filled else "empty row"], row.inflate(4, 0), border_radius=5)
            label = self.th.text(f"T{tier}", max(9, min(size, row.h - 2)), theme.TEXT if filled else theme.TEXT_DIM,
                               bold=True)
            surface.blit(label, label.get_rect(center=(g.labels.centerx, row.centery)))
        for uid, slot in self.places.species(seat):
            if keys.species(seat, uid) in self.hidden:
                continue
            angle = self.places.turn(uid) * 90
            img = self.pictures.turned(uid, card, angle)
            surface.blit(img, img.get_rect(center=slot.center))
        for uids, slot in self.places.piles(seat):
            if len(uids) > 1:
                self.draw_count(surface, slot, len(uids))

    def draw_count(self, surface, slot: pygame.Rect, count: int) -> None:
        """A pile's "x3" on its lower left corner (the part a crowded row leaves in sight)."""
        img = self.th.text(f"x{count}", max(11, min(int(16 * self.geo().scale), slot.h // 3)), (15, 15, 15), bold=True)
        chip = img.get_rect(bottomleft=(slot.x + 6, slot.bottom - 3)).inflate(8, 2)
        pygame.draw.rect(surface, theme.ACCENT, chip, border_radius=chip.h // 2)
        pygame.draw.rect(surface, (15, 15, 15), chip, 1, border_radius=chip.h // 2)
        surface.blit(img, img.get_rect(center=chip.center))

    def draw_header(self, surface, seat: int, colour) -> None:
        g = self.geo().ecos[seat]
        view = self.shown.view
        pygame.draw.rect(surface, colour, g.header, border_top_left_radius=10, border_top_right_radius=10)
        size = max(11, min(18, int(g.header.h * 0.66)))
        name, facts = self.header_words(seat, g.header.w - 24, size)
        img = self.th.text(name, size, (12, 12, 12), bold=True)
        right = self.th.text(facts, size, (12, 12, 12), bold=True)
        surface.blit(img, (g.header.x + 8, g.header.centery - img.get_height() // 2))
        surface.blit(right, right.get_rect(midright=(g.header.right - 8, g.header.centery)))

    def header_words(self, seat: int, room: int, size: int) -> tuple[str, str]:
        """The header's name (left) and facts (right), the longest that fit side by side: the seat's
        name is shortened before any fact, and the facts' words before their figures (never cut)."""
        view = self.shown.view
        font = self.th.font(size, True)
        full = f"{seat + 1}  {self.adapter.words.seat_name(seat)}"
        names = [full + "  (on screen)", full, str(seat + 1)] if seat == self.desk.viewer and len(self.desk.seats) > 1 \
            else [full, str(seat + 1)]
        hand = len(view["hand_counts"]) > 1 or seat != self.desk.viewer
        long = [f"Score {view['scores'][seat]}", self.points_words(seat)] + \
            ([f"Hand {view['hand_counts'][seat]}"] if hand else [])
        short = [f"Score {view['scores'][seat]}", self.points_words(seat).split()[0]] + \
            ([f"Hand {view['hand_counts'][seat]}"] if hand else [])
        options = [(n, "   ".join(long)) for n in names[:-1]] + [(n, "  ".join(short)) for n in names]
        for name, facts in options:
            if font.size(name)[0] + font.size(facts)[0] + 12 <= room:
                return name, facts
        return options[-1]

    def points_words(self, seat: int) -> str:
        """What the ecosystem would add to the score: while it is being fed, what the feeding on the
        table scores (the proposal, or the player's links), the species that starve left out; else
        what its species are worth if every one of them eats."""
        editor = self.editor
        if editor.active and editor.seat == seat:
            return f"+{editor.points} fed so"
        return f"+{self.shown.view['points_now'][seat]} if all eat"

    def draw_marks(self, surface, seat: int, card) -> list[pygame.Rect]:
        """The feeding being decided: the chosen species and what it may eat, those going extinct
        (gives where it drew)."""
        editor = self.editor
        if not editor.active or editor.seat != seat or self.anims.busy:
            return []
        out = []
        slots = dict(self.places.species(seat))
        sheltered = bool(self.shown.view.get("sheltered"))
        for uid in editor.starving():
            rect = slots.get(uid)
            if rect is None:
                continue
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((120, 20, 10, 70) if not sheltered else (20, 90, 40, 60))
            out.append(surface.blit(shade, rect))
            out.append(self.tag(surface, "sheltered" if sheltered else "extinct",
                                COLOURS["sheltered" if sheltered else "extinct"], rect))
        chosen = editor.selected
        if chosen in slots:
            pulse = 0.5 + 0.5 * math.sin(self.clock() * 6)
            out.append(pygame.draw.rect(surface, COLOURS["chosen"], slots[chosen].inflate(6, 6), 3 + int(pulse),
                                        border_radius=7))
            meal = set(editor.meals.get(chosen, ()))
            for prey in editor.prey.get(chosen, []):
                if prey in slots:
                    out.append(pygame.draw.rect(surface, COLOURS["chosen" if prey in meal else "prey"],
                                                slots[prey].inflate(4, 4), 3 if prey in meal else 1, border_radius=6))
        return out

    def tag(self, surface, text: str, colour, rect: pygame.Rect) -> pygame.Rect:
        img = self.th.text(text, max(10, min(14, rect.w // 5)), (15, 15, 15), bold=True)
        box = img.get_rect(midbottom=(rect.centerx, rect.bottom - 2)).inflate(6, 2)
        drawn = pygame.draw.rect(surface, colour, box, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))
        return drawn

    def draw_links(self, surface) -> list[pygame.Rect]:
        """The feeding, drawn: a line from each prey up to the species that eats it. The meals already
        played are solid (gold where the prey was consumed, green where it was eaten from without
        being consumed); the feeding being decided (the proposal, or the player's re-linking) is
        lighter and pulses until it is confirmed."""
        if not self.shown.view:
            return []
        seat = self.shown.view["turn"]
        if seat not in self.geo().ecos:
            return []
        out: list[pygame.Rect] = []
        placed = self.places.species(seat)
        slots = dict(placed)
        tier = self.adapter.text.tier
        rows, _ = self.places.rows(seat)
        cards: dict[int, list] = {}
        for uid, rect in placed:
            cards.setdefault(tier(uid), []).append(rect)

        def draw(prey, predator, colour, width):
            if prey in slots and predator in slots:
                points = route(slots[prey], slots[predator], (tier(prey), tier(predator)), rows, cards)
                out.extend(self.link(surface, points, colour, width))
        width = max(2, int(3 * self.geo().scale))
        for prey, predator in self.shown.meals:
            draw(prey, predator, COLOURS["consumed" if prey in self.shown.eaten else "visited"], width)
        editor = self.editor
        if editor.active and editor.seat == seat and not self.anims.busy and not self.shown.meals:
            pulse = 0.6 + 0.4 * math.sin(self.clock() * 3)
            colour = tuple(int(c * pulse) for c in COLOURS["proposed"])
            chosen = editor.selected
            for prey, predator in editor.links():
                wide = width + (1 if predator == chosen else 0)
                draw(prey, predator, COLOURS["consumed"] if predator == chosen else colour, wide)
        return out

    def link(self, surface, points: list, colour, width: int) -> list[pygame.Rect]:
        """A link along its route (game.table.planet.links), with an arrowhead at the predator (gives
        where it drew)."""
        out = [pygame.draw.lines(surface, (0, 0, 0), False, points, width + 3),
               pygame.draw.lines(surface, colour, False, points, width)]
        (x0, y0), (x1, y1) = points[-2], points[-1]
        length = math.hypot(x1 - x0, y1 - y0) or 1
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        head = 5 + width * 2
        tip = (x1, y1)
        left = (x1 - ux * head - uy * head * 0.6, y1 - uy * head + ux * head * 0.6)
        right = (x1 - ux * head + uy * head * 0.6, y1 - uy * head - ux * head * 0.6)
        out.append(pygame.draw.polygon(surface, (0, 0, 0), [tip, left, right], 0))
        out.append(pygame.draw.polygon(surface, colour, [(x1 - ux, y1 - uy), left, right]))
        out.append(pygame.draw.circle(surface, colour, (int(points[0][0]), int(points[0][1])), max(3, width + 1)))
        return out
