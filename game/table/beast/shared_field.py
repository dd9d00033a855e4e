"""Drawing Supply Line's one Field shared by two players (rulebook VII; rulings B43-B49): both Pens,
both players' Humans, piles and tallies, each space with whoever's animal or Location is on it, the
front rows, each supply line as it grows and the animals already in the opponent's back row.

Everything comes from the shown view (each seat's own Field, in its own spaces): the seat's BoardGeo
turns its spaces onto the screen (layout_shared), so a space is found the same way as on a board of
one's own. A supply line is the engine's (view["board"]["lines"]); the table draws as much of it as the
animals shown still hold, so a line never runs through a space an animation has just emptied."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.table import theme
from game.table.beast import keys
from game.table.beast.board import FAVOR, FURY, BoardHooks
from game.table.hooks import LaidOut

if TYPE_CHECKING:
    from game.table.beast.adapter import BeastAdapter
    from game.table.beast.board import Board
    from game.table.beast.pictures import Pictures
    from game.table.beast.places import Places
    from game.table.beast.shown import Shown
    from game.table.desk import Desk
    from game.table.theme import Theme

DEEP = 3        # "three of your untilted animals in your opponent's back row" (B45)


@dataclass(eq=False)
class SharedField(LaidOut):
    """The shared Field, from the shown view and the desk: each seat's things drawn by its board (Board)
    where its places (Places) put them on the one Field."""

    shown: "Shown"
    desk: "Desk"
    adapter: "BeastAdapter"
    pictures: "Pictures"
    board: "Board"
    places: "Places"
    th: "Theme"
    hidden: set                         # place keys whose card is in flight
    hooks: BoardHooks                   # the layout and the clock, as the boards read them

    def draw(self, surface) -> None:
        view = self.shown.view
        viewer, other = self.geo.order[0], self.geo.order[1]
        g = self.geo.boards[viewer]
        theme.draw_panel(surface, g.rect, colour=(20, 30, 28), edge=(70, 90, 80), alpha=255, radius=10)
        acting = set(self.desk.acting()) if not self.desk.over else set()
        for seat in (viewer, other):
            board = self.geo.boards[seat]
            player = self.shown.player(seat)
            colour = self.th.seat_colour(seat)
            self.board.draw_header(surface, board, player, colour)
            if seat in acting:
                pulse = 0.5 + 0.5 * math.sin(self.hooks.clock() * 4)
                pygame.draw.rect(surface, (int(180 + 70 * pulse), int(180 + 60 * pulse), 90), board.header, 3,
                                 border_radius=6)
        self.draw_back_rows(surface)
        self.draw_shared_locations(surface)
        self.draw_front_rows(surface)
        for seat in (viewer, other):
            self.draw_supply_line(surface, seat)     # beneath the animals: it shows between the rows
        for seat in (viewer, other):
            board, player = self.geo.boards[seat], self.shown.player(seat)
            for r, c, animal in self.places.field_things(seat):
                self.board.draw_animal(surface, board, animal, r, c)
            self.board.draw_humans(surface, board, player)
            self.board.draw_pen(surface, board, player)
            self.board.draw_piles(surface, board, player)
            if view["tallies"]:
                self.board.draw_track(surface, board.favor, player["favor"], "Favor", FAVOR, seat, dark=False)
                self.board.draw_track(surface, board.fury, player["fury"], "Fury", FURY, seat, dark=True)
                top = self.board.draw_tally_titles(surface, board.favor, board.fury)
                whose = board.favor.union(board.fury)      # whose tallies: a bar in the seat's colour
                pygame.draw.rect(surface, self.th.seat_colour(seat), (whose.x, top - 3, whose.w, 3), border_radius=2)
            if player["out"]:
                img = self.th.text("OUT", max(20, board.card[0] // 2), theme.DANGER, bold=True)
                surface.blit(img, img.get_rect(center=board.header.center))
        for seat in (viewer, other):
            self.draw_links(surface, seat)
            self.draw_deep(surface, seat)
        self.draw_lines_info(surface)

    # -- spaces ---------------------------------------------------------------------------------------
    def draw_back_rows(self, surface) -> None:
        """Every space as an empty slot; each player's back row (by their Pen) tinted in their colour."""
        viewer, other = self.geo.order[0], self.geo.order[1]
        g = self.geo.boards[viewer]
        rows = len(g.cells)
        for r, line in enumerate(g.cells):
            for c in range(len(line)):
                self.board.draw_slot(surface, g.animal(r, c), "")
        for seat, row in ((viewer, rows - 1), (other, rows - 1)):
            board = self.geo.boards[seat]
            band = board.cells[row][0].union(board.cells[row][-1])
            tint = pygame.Surface(band.size, pygame.SRCALPHA)
            tint.fill((*self.th.seat_colour(seat), 28))
            surface.blit(tint, band)

    def draw_shared_locations(self, surface) -> None:
        """A Location on an open space shows whole (turned with its owner's half); under an animal, its
        title peeks out on the animal's far side."""
        for seat in self.geo.order:
            board = self.geo.boards[seat]
            for r, line in enumerate(self.shown.player(seat)["locations"]):
                for c, card in enumerate(line):
                    if not card:
                        continue
                    on = self.places.occupant(seat, r, c)
                    if on is not None and keys.cell(*on) in self.hidden:
                        on = None
                    if on is None:
                        rect = board.animal(r, c)
                        surface.blit(self.pictures.turned(card, rect.size, 180 if board.turned else 0), rect)
                        continue
                    strip = self.places.location_strip(seat, r, c)
                    surface.blit(self.pictures.strip(card, board.card, strip.w), strip)

    def draw_front_rows(self, surface) -> None:
        """Each player's front row, "the row furthest from you that contains at least one of your
        animals" (B49): a line in their colour along its far edge, with a tag."""
        s = self.geo.scale
        for seat in self.geo.order:
            board = self.geo.boards[seat]
            row = self.shown.player(seat).get("front_row", len(board.cells) - 1)
            if not 0 <= row < len(board.cells):
                continue
            band = board.cells[row][0].union(board.cells[row][-1])
            y = band.bottom - 1 if board.turned else band.y
            colour = self.th.seat_colour(seat)
            for x in range(band.x, band.right, 14):
                pygame.draw.line(surface, colour, (x, y), (min(band.right, x + 8), y), 3)
            word = "front" if seat == self.viewer else f"{self.adapter.words.who(seat)} front"
            img = self.th.text(word, max(10, int(12 * s)), (15, 15, 15), bold=True)
            box = img.get_rect(midright=(band.right - 4, y)).inflate(6, 0)
            pygame.draw.rect(surface, colour, box, border_radius=4)
            surface.blit(img, img.get_rect(center=box.center))

    # -- the ways to win ---------------------------------------------------------------------------------
    def shown_line(self, seat: int) -> list[tuple[int, int]]:
        """The seat's supply line as the engine found it, up to the first space whose animal is no longer
        shown there untilted (while animations catch up)."""
        board = self.shown.view.get("board") or {}
        line = []
        for r, c in (board.get("lines") or [[], []])[seat]:
            animal = self.shown.animal(seat, r, c)
            if animal is None or animal["tilted"] or keys.cell(seat, r, c) in self.hidden:
                break
            line.append((r, c))
        return line

    def draw_supply_line(self, surface, seat: int) -> None:
        line = self.shown_line(seat)
        if not line:
            return
        board = self.geo.boards[seat]
        colour = self.th.seat_colour(seat)
        width = max(4, int(6 * self.geo.scale))
        start = board.pen[line[0][1]]
        points = [(start.centerx, start.y if not board.turned else start.bottom)]
        points += [board.animal(r, c).center for r, c in line]
        if line[-1][0] == 0:      # it reaches the opponent's Pen: a whole supply line
            end = self.geo.boards[1 - seat].pen[len(board.cells[0]) - 1 - line[-1][1]]
            points.append((end.centerx, end.bottom if not board.turned else end.y))
        pygame.draw.lines(surface, (10, 10, 10), False, points, width + 4)
        pygame.draw.lines(surface, colour, False, points, width)

    def draw_links(self, surface, seat: int) -> None:
        """Over each animal of the seat's supply line, a link in its colour on the card's edge toward the
        next one (the line itself runs beneath the cards)."""
        board = self.geo.boards[seat]
        colour = self.th.seat_colour(seat)
        radius = max(4, int(6 * self.geo.scale))
        for r, c in self.shown_line(seat):
            a = board.animal(r, c)
            spot = (a.centerx, a.y if not board.turned else a.bottom)
            pygame.draw.circle(surface, (10, 10, 10), spot, radius + 2)
            pygame.draw.circle(surface, colour, spot, radius)

    def draw_deep(self, surface, seat: int) -> None:
        """The seat's untilted animals in the opponent's back row (their row 0), ringed in its colour."""
        board = self.geo.boards[seat]
        colour = self.th.seat_colour(seat)
        for c, animal in enumerate(self.shown.player(seat)["field"][0]):
            if animal is not None and not animal["tilted"] and keys.cell(seat, 0, c) not in self.hidden:
                pygame.draw.rect(surface, colour, board.animal(0, c).inflate(8, 8), 3, border_radius=8)

    def draw_lines_info(self, surface) -> None:
        """Beside the Field: how far each supply line reaches, and the animals in the other back row."""
        rect = self.geo.info
        if rect is None:
            return
        s = self.geo.scale
        theme.draw_panel(surface, rect, alpha=220)
        title = self.th.text("Supply Line: a line of untilted animals from Pen to Pen, or 3 in their back row",
                             max(11, int(13 * s)), theme.TEXT_DIM)
        if title.get_width() > rect.w - 16:
            title = self.th.text("Supply Line: Pen to Pen, or 3 in their back row", max(11, int(13 * s)),
                                 theme.TEXT_DIM)
        surface.blit(title, (rect.x + 8, rect.y + 6))
        rows = self.shown.view["rows"]
        y = rect.y + 10 + title.get_height()
        size = max(12, int(16 * s))
        for seat in self.geo.order:
            reach = len(self.shown_line(seat))
            deep = sum(1 for a in self.shown.player(seat)["field"][0] if a is not None and not a["tilted"])
            who = "You" if seat == self.viewer and seat not in self.desk.bots else self.adapter.words.who(seat)
            colour = self.th.seat_colour(seat)
            pygame.draw.rect(surface, colour, (rect.x + 8, y + 3, 10, size - 2), border_radius=3)
            text = f"{who}: supply line {reach} of {rows} rows,  {deep} of {DEEP} in their back row"
            img = self.th.text(text, size, theme.TEXT, bold=seat == self.viewer)
            if img.get_width() > rect.w - 30:
                img = self.th.text(f"{who}: line {reach}/{rows}, back row {deep}/{DEEP}", size, theme.TEXT,
                                   bold=seat == self.viewer)
            surface.blit(img, (rect.x + 24, y))
            y += size + int(8 * s)
