"""Drawing one player's board from the shown view: the header, the Humans, the Field (Locations,
animals on their Leaders, tilted ones turned, Items), the Pen, the Trash and decks, Favor and Fury."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.beast import keys
from game.table.beast import layout as lay
from game.table.hooks import LaidOut
from game.table.still import Cover, edges
from game.table.widgets.slot import draw_slot

if TYPE_CHECKING:
    from game.table.beast.adapter import BeastAdapter
    from game.table.beast.layout import Layout
    from game.table.beast.pictures import Pictures
    from game.table.beast.shown import Shown
    from game.table.desk import Desk
    from game.table.picking import Picking
    from game.table.theme import Theme

STAT_COLOURS = {"rank": (242, 193, 46), "combat": (232, 128, 106), "clout": (156, 199, 232)}
STAT_LETTERS = {"rank": "R", "combat": "C", "clout": "L"}
DARK = (150, 90, 190)
FAVOR = (240, 200, 60)
FURY = (220, 70, 60)
TEAM_COLOURS = ((236, 214, 150), (160, 222, 214))     # Doubles: Team A, Team B


def ring(surface, colour, rect) -> list[pygame.Rect]:
    """A turn ring round a board; where it drew (game.table.still)."""
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    return edges(rect, 3, 10)


@dataclass(frozen=True)
class BoardHooks:
    """What drawing the boards reads of the table (game.table.hooks): its layout for its window and its
    clock (the pulse of the turn rings)."""

    geo: Callable[[], "Layout"]
    clock: Callable[[], float]


@dataclass(eq=False)
class Board(LaidOut):
    """Each seat's board, from the shown view and the desk, with the cards in flight (hidden), turning
    (angles), turning over (flips) and the tallies' markers as the animations have them."""

    shown: "Shown"
    desk: "Desk"
    adapter: "BeastAdapter"
    pictures: "Pictures"
    picking: "Picking"
    th: "Theme"
    hidden: set                         # place keys whose card is in flight
    angles: dict                        # card -> the Tween of its turn (0 upright, 90 tilted)
    flips: dict                         # Pen place key -> progress of turning over
    markers: dict                       # (seat, "Favor" | "Fury") -> the Tween of the tally's marker
    hooks: BoardHooks

    def draw_board(self, surface, seat: int) -> None:
        g = self.geo.boards[seat]
        player = self.shown.player(seat)
        colour = self.th.seat_colour(seat)
        theme.draw_panel(surface, g.rect, colour=(20, 30, 28), edge=colour, alpha=255, radius=10)
        self.draw_header(surface, g, player, colour)
        self.draw_humans(surface, g, player)
        for r, line in enumerate(g.cells):
            for c in range(len(line)):
                self.draw_space(surface, g, player, r, c)
        self.draw_pen(surface, g, player)
        self.draw_piles(surface, g, player)
        if self.shown.view["tallies"]:     # not kept in Rush without Fury and Favor (ruling B37)
            self.draw_track(surface, g.favor, player["favor"], "Favor", FAVOR, seat, dark=False)
            self.draw_track(surface, g.fury, player["fury"], "Fury", FURY, seat, dark=True)
            self.draw_tally_titles(surface, g.favor, g.fury)
        if player["out"]:
            shade = pygame.Surface(g.rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            surface.blit(shade, g.rect)
            img = self.th.text("OUT", max(20, g.card[0] // 2), theme.DANGER, bold=True)
            surface.blit(img, img.get_rect(center=g.rect.center))

    def board_keys(self) -> dict[int, tuple]:
        """Everything each seat's board shows (game.table.still): equal keys, the same pixels. What
        every board reads (the cards in flight, lifted, turning, turning over) is gathered once."""
        view = self.shown.view
        shared = (view["tallies"], view.get("variant"), view["rows"], view["cols"], tuple(sorted(self.hidden)),
                  tuple(sorted(self.picking.lifted(self.viewer))),
                  tuple((card, t.value) for card, t in self.angles.items()), tuple(self.flips.items()))
        return {seat: (self.geo.boards[seat], self.shown.player_words(seat), seat in self.desk.bots,
                       self.adapter.words.deck_name(seat), shared,
                       tuple(self.markers[seat, name].value for name in ("Favor", "Fury")
                             if (seat, name) in self.markers))
                for seat in self.geo.order}

    def turn_rings(self) -> list[Cover]:
        """A pulsing ring round the board of each seat that may act now, painted over the still boards
        each frame (covers: game.table.still)."""
        if self.desk.over:
            return []
        pulse = 0.5 + 0.5 * math.sin(self.hooks.clock() * 4)
        colour = (int(180 + 70 * pulse), int(180 + 60 * pulse), 90)
        rects = [g.rect for g in map(self.geo.boards.get, self.desk.acting()) if g is not None]
        return [Cover(("turn ring", tuple(rect)), lambda surface, rect=rect: ring(surface, colour, rect))
                for rect in rects]

    # -- the header ---------------------------------------------------------------------------------
    def draw_header(self, surface, g, player, colour) -> None:
        seat = g.seat
        pygame.draw.rect(surface, colour, g.header, border_top_left_radius=10, border_top_right_radius=10)
        deck = self.adapter.words.deck_name(seat)
        bot = "  (bot)" if seat in self.desk.bots else ""
        full = max(12, min(20, int(g.header.h * 0.62)))
        right = self.th.text(f"Hand {player['hand_count']}", full, (12, 12, 12), bold=True)
        fits = self.th.font(11, True).size
        # the whole name, else the Habitat alone (a deck list's name shortened), each with "(bot)"; on a
        # small board a Doubles team chip says less before the name is cut
        names = [f"{seat + 1}  {deck}{bot}", f"{seat + 1}  {deck.split(' & ')[0][:14]}{bot}"]
        for compact in (False, True):
            team = self.team_words(player, compact)
            chip = self.th.text(team, max(11, int(g.header.h * 0.55)), (12, 12, 12), bold=True) if team else None
            room = g.header.w - right.get_width() - (chip.get_width() + 18 if chip else 0) - 24
            name = next((n for n in names if fits(n)[0] <= room), names[-1])
            if fits(name)[0] <= room:
                break
        size = full
        while self.th.font(size, True).size(name)[0] > room and size > 11:
            size -= 1
        img = self.th.text(name, size, (12, 12, 12), bold=True)
        if img.get_width() > room:          # a small board: the name is cut rather than run under the rest
            img = img.subsurface((0, 0, max(1, room), img.get_height()))
        surface.blit(img, (g.header.x + 8, g.header.centery - img.get_height() // 2))
        surface.blit(right, right.get_rect(midright=(g.header.right - 8, g.header.centery)))
        if chip:
            box = chip.get_rect(midright=(g.header.right - right.get_width() - 22, g.header.centery)).inflate(10, 2)
            pygame.draw.rect(surface, TEAM_COLOURS[player["team"] % 2], box, border_radius=6)
            pygame.draw.rect(surface, (12, 12, 12), box, 1, border_radius=6)
            surface.blit(chip, chip.get_rect(center=box.center))

    def team_words(self, player, compact: bool) -> str:
        """Doubles: the seat's team and how full its Field is (a full Field wins for the team; in Ultimate
        Extreme Doubles both of its Fields at once): "Team A  3/9", or "A 3/9" on a small board; nothing
        in the other variants."""
        view = self.shown.view
        if view.get("variant") != "doubles":
            return ""
        filled = sum(a is not None for line in player["field"] for a in line)
        team, spaces = "AB"[player["team"] % 2], view["rows"] * view["cols"]
        return f"{team} {filled}/{spaces}" if compact else f"Team {team}  {filled}/{spaces}"

    # -- Humans ---------------------------------------------------------------------------------------
    def draw_humans(self, surface, g, player) -> None:
        for row, rect in enumerate(g.humans):
            human = player["humans"][row]
            if not human or keys.human(g.seat, row) in self.hidden:
                self.draw_slot(surface, rect, "Human" if rect.w > 40 else "")
                continue
            if self.lifted(keys.human(g.seat, row)):
                continue
            angle = self.angle(human["card"], human["tilted"])
            w, h = rect.size
            k = 1.0 - 0.29 * angle / 90       # turned, it must still fit its column
            img = self.pictures.turned(human["card"], (int(w * k), int(h * k)), angle + (180 if g.turned else 0))
            surface.blit(img, img.get_rect(center=rect.center))

    # -- the Field ----------------------------------------------------------------------------------
    def draw_space(self, surface, g, player, r: int, c: int) -> None:
        a = g.animal(r, c)
        key = keys.cell(g.seat, r, c)
        animal = player["field"][r][c]
        location = player["locations"][r][c]
        if location and (animal is None or key in self.hidden):
            surface.blit(self.pictures.card(location, a.size), a)
        elif animal is None or key in self.hidden:
            self.draw_slot(surface, a, "")
        if location and animal is not None and key not in self.hidden:
            surface.blit(self.pictures.strip(location, g.card, a.w), g.location(r, c))
        self.draw_animal(surface, g, animal, r, c)

    def draw_animal(self, surface, g, animal, r: int, c: int) -> None:
        """An animal on its Leader with its Items and traits (turned half round on an opponent's half of
        Supply Line's Field; a quarter more when tilted)."""
        key = keys.cell(g.seat, r, c)
        if animal is None or key in self.hidden or self.lifted(key):
            return
        a = g.animal(r, c)
        angle = self.angle(animal["card"], animal["tilted"])
        k = 1.0 - 0.16 * angle / 90
        size = (int(g.card[0] * k), int(g.card[1] * k))
        img = self.pictures.animal(animal["card"], animal["leader"], size, angle + (180 if g.turned else 0))
        if angle:
            surface.blit(img, img.get_rect(center=g.box(r, c).center))
        else:
            surface.blit(img, g.box(r, c) if animal["leader"] else a)
        for item, strip in zip(animal["items"], g.items(r, c, len(animal["items"]))):
            surface.blit(self.pictures.strip(item, g.card, strip.w), strip)
        self.draw_stats(surface, a, animal, top=g.turned)

    def draw_stats(self, surface, a: pygame.Rect, animal: dict, top: bool = False) -> None:
        """The animal's traits as they stand now (Leader, Items, Location, Humans): chips on the card's
        text box (at its top when the card is turned half round)."""
        printed = self.adapter.text.of(animal["card"])
        leader = self.adapter.text.of(animal["leader"]) if animal["leader"] else None
        stats = ("rank", "combat", "clout") if a.w >= 56 else ("combat",)
        h = max(12, int(a.h * 0.15))
        w = a.w // len(stats) if len(stats) > 1 else a.w // 2
        y = a.y + max(2, a.h // 30) if top else a.bottom - h - max(2, a.h // 30)
        size = max(10, int(h * 0.8))
        for i, stat in enumerate(stats):
            base = getattr(printed, stat, 0) + (getattr(leader, stat, 0) if leader else 0)
            value = animal[stat]
            chip = pygame.Rect(a.x + i * w + 2, y, w - 4, h)
            if len(stats) == 1:
                chip.x = a.centerx - chip.w // 2
            pygame.draw.rect(surface, (20, 18, 16), chip, border_radius=4)
            ring = (120, 230, 120) if value > base else ((240, 110, 90) if value < base else STAT_COLOURS[stat])
            pygame.draw.rect(surface, ring, chip, 2 if value != base else 1, border_radius=4)
            img = self.th.text(f"{STAT_LETTERS[stat]}{value}", size, STAT_COLOURS[stat], bold=True)
            surface.blit(img, img.get_rect(center=chip.center))

    # -- the Pen, piles and tracks ---------------------------------------------------------------------
    def draw_pen(self, surface, g, player) -> None:
        for i, space in enumerate(player["pen"]):
            rect = g.pen_card(i)
            key = keys.pen(g.seat, i)
            if space["empty"] or key in self.hidden or self.lifted(key):
                if space["empty"] or key in self.hidden:
                    self.draw_slot(surface, rect, "Pen" if rect.w > 40 else "")
                continue
            flip = self.flips.get(key)
            turn = 180 if g.turned else 0
            if not space["face_up"] or not space["card"] or (flip is not None and flip < 0.5):
                img = self.pictures.turned("back_troops", rect.size, turn)
            else:
                img = self.pictures.animal(space["card"], space["leader"], rect.size, turn)
            at = g.leader(rect).x if g.turned and img.get_width() > rect.w else rect.x
            if flip is not None and flip < 0.999:    # turning over: drawn narrow about its middle
                middle = at + img.get_width() // 2
                img = pygame.transform.scale(img, (max(2, int(img.get_width() * abs(math.cos(math.pi * flip)))),
                                                   img.get_height()))
                surface.blit(img, img.get_rect(midtop=(middle, rect.y)))
            else:
                surface.blit(img, (at, rect.y))
            if space["clash"]:      # dealt onto the Leader, waiting to be ruled on: the Leader's title shows
                small = (int(rect.w * 0.72), int(rect.h * 0.72))
                on_top = pygame.Rect((0, 0), small)
                on_top.bottomright = (rect.right + int(rect.w * lay.SKEW * 0.5), rect.bottom)
                surface.blit(self.pictures.card(space["clash"], small), on_top)
                pygame.draw.rect(surface, theme.DANGER, on_top, 2, border_radius=6)

    def draw_piles(self, surface, g, player) -> None:
        size = max(10, int(g.card[0] * 0.17))
        trash = player["trash"]
        shown = trash[:-1] if keys.pile("trash", g.seat) in self.hidden else trash
        if shown:
            surface.blit(self.pictures.turned(shown[-1], g.trash.size, 180 if g.turned else 0), g.trash)
            self.draw_count(surface, g.trash, f"Trash {len(shown)}", size)
        else:
            self.draw_slot(surface, g.trash, "Trash" if g.trash.w > 40 else "")
        for name, back in (("troops", "back_troops"), ("tricks", "back_tricks")):
            rect = getattr(g, name)
            count = player[name]
            if count:
                surface.blit(self.pictures.card(back, rect.size), rect)
            else:
                self.draw_slot(surface, rect, "")
            img = self.th.text(str(count), size, theme.TEXT, bold=True)
            label = self.th.text(name.title(), max(9, size - 3), theme.TEXT_DIM)
            if g.turned:      # across the shared Field: the words above the deck, away from the Field
                surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.y - 1)))
                if rect.w >= label.get_width() - 4:
                    surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - img.get_height())))
                continue
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
            if rect.w >= label.get_width() - 4:
                surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + img.get_height())))

    def draw_track(self, surface, rect: pygame.Rect, value: int, title: str, colour, seat: int, dark: bool) -> None:
        """A tally from 0 (bottom) to 10 (top); the Fury track marks Dark Nature from 5 (the titles:
        draw_tally_titles)."""
        spaces = 11
        title_h = self.tally_titles(rect)[2]
        body = pygame.Rect(rect.x, rect.y + title_h, rect.w, rect.h - title_h)
        step = body.h / spaces
        size = max(9, min(16, int(min(step, rect.w) * 0.55)))
        marker = self.markers.get((seat, title))
        shown = marker.value if marker is not None else value
        for v in range(spaces):
            box = pygame.Rect(body.x, int(body.bottom - (v + 1) * step) + 1, body.w, max(2, int(step) - 2))
            fill = (70, 40, 90) if dark and v >= 5 else (40, 48, 54)
            pygame.draw.rect(surface, fill, box, border_radius=3)
            if step >= 11:
                img = self.th.text(str(v), size, theme.TEXT if v == value else theme.TEXT_DIM, bold=v == value)
                surface.blit(img, img.get_rect(center=box.center))
        if dark:
            line_y = int(body.bottom - 5 * step)
            pygame.draw.line(surface, DARK, (body.x - 2, line_y), (body.right + 1, line_y), 2)
        y = body.bottom - (shown + 0.5) * step
        ring = pygame.Rect(0, 0, body.w, max(6, int(step)))
        ring.center = (body.centerx, int(y))
        pygame.draw.rect(surface, colour, ring, 3, border_radius=5)

    def draw_tally_titles(self, surface, favor: pygame.Rect, fury: pygame.Rect) -> int:
        """"Favor" and "Fury" over their tracks; tracks too narrow for them (Supply Line, many seats) get
        them whole on two lines above the pair: "Favor" from the Favor track's edge, "Fury" to the Fury
        track's edge. Returns the top of what the titles take."""
        size, two_lines, room = self.tally_titles(favor)
        favor_img = self.th.text("Favor", size, FAVOR, bold=True)
        fury_img = self.th.text("Fury", size, FURY, bold=True)
        top = favor.y + room - 1       # the tracks' title room ends here
        if not two_lines:
            surface.blit(favor_img, favor_img.get_rect(midbottom=(favor.centerx, top)))
            surface.blit(fury_img, fury_img.get_rect(midbottom=(fury.centerx, top)))
            return favor.y
        surface.blit(fury_img, fury_img.get_rect(bottomright=(fury.right, top)))
        at = favor_img.get_rect(bottomleft=(favor.x, top - fury_img.get_height() + 2))
        surface.blit(favor_img, at)
        return at.y

    def tally_titles(self, favor: pygame.Rect) -> tuple[int, bool, int]:
        """The tally titles' (size, whether on two lines, the room they take at the tracks' top): inside
        the tracks' own rectangle, never over the board's header above it."""
        size = max(9, min(14, int(favor.w * 0.5)))
        font = self.th.font(size, True)
        two_lines = font.size("Favor")[0] > favor.w + 4
        return size, two_lines, max(12, font.get_linesize() * (2 if two_lines else 1))

    # -- small parts ---------------------------------------------------------------------------------
    def draw_slot(self, surface, rect: pygame.Rect, label: str) -> None:
        draw_slot(surface, self.th, rect, label, 7)

    def draw_count(self, surface, rect: pygame.Rect, text: str, size: int) -> None:
        img = self.th.text(text, size, theme.TEXT, bold=True)
        box = img.get_rect(midbottom=(rect.centerx, rect.bottom - 3)).inflate(6, 2)
        pygame.draw.rect(surface, (0, 0, 0), box, border_radius=4)
        surface.blit(img, img.get_rect(center=box.center))

    def lifted(self, key: str) -> bool:
        """A card of the viewer's in someone's hand (being dragged) is not drawn in its place."""
        return any(source == key for source, _ in self.picking.lifted(self.viewer))

    def angle(self, card: str, tilted: bool) -> float:
        tween = self.angles.get(card)
        return tween.value if tween is not None else (90.0 if tilted else 0.0)
