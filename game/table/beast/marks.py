"""What the table marks over the boards: the battle's combatants and allies (and the
allies that may join, lit), a recruit's Pen space and entry while its Clout is chosen, an animal's
Vectors while it is held or pointed at, and an Event on show while it is played."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.beast import commands as cmd
from game.engine.beast.field import STEP
from game.table import theme
from game.table.beast import keys
from game.table.beast.gathers import RecruitGather
from game.table.hooks import LaidOut
from game.table.still import Cover

if TYPE_CHECKING:
    from game.table.anim import AnimQueue
    from game.table.beast.adapter import BeastAdapter
    from game.table.beast.layout import Layout
    from game.table.beast.pictures import Pictures
    from game.table.beast.places import Places
    from game.table.beast.shown import Shown
    from game.table.desk import Desk
    from game.table.gathering import Gathering
    from game.table.picking import Picking
    from game.table.theme import Theme

ATTACK = (235, 90, 70)
DEFEND = (90, 150, 240)
ALLY = (120, 220, 120)
UNTILT = (235, 200, 90)
PEN_READY = (cmd.FlipRecruit, cmd.TopLeader, cmd.RecruitAnimal)


@dataclass(frozen=True)
class MarksHooks:
    """What the marks read of the table (game.table.hooks): its layout for its window, its clock (the
    pulses) and where the pointer rests (the Vectors of the animal under it)."""

    geo: Callable[[], "Layout"]
    clock: Callable[[], float]
    hover_pos: Callable[[], tuple[int, int]]


@dataclass(eq=False)
class Marks(LaidOut):
    """The marks, from the shown view and the desk: covers the scene paints (game.table.still), and
    the Event on show."""

    shown: "Shown"
    desk: "Desk"
    adapter: "BeastAdapter"
    pictures: "Pictures"
    places: "Places"
    gathering: "Gathering"
    picking: "Picking"
    anims: "AnimQueue"
    th: "Theme"
    hidden: set                         # place keys whose card is in flight (the Event on show, "stage")
    hooks: MarksHooks
    _kept: dict = field(default_factory=dict, init=False, repr=False)    # name -> (stamp, layout, covers)

    def kept(self, name: str, stamp: tuple, make: Callable[[], list[Cover]]) -> list[Cover]:
        """The covers `make()` gives, made again only when the layout, the shown view (its count of
        changes) or `stamp` differ from the last ones': what they show changes only with those."""
        geo, was = self.geo, self._kept.get(name)
        stamp = (self.shown.changes, *stamp)
        if was is None or was[1] is not geo or was[0] != stamp:
            was = self._kept[name] = (stamp, geo, make())
        return was[2]

    # -- marks over the boards ---------------------------------------------------------------------
    def covers(self) -> list[Cover]:
        """The marks over the boards but the Event on show, in drawing order: each paints its pixels
        opaque (covers, game.table.still)."""
        if not self.shown.view:
            return []
        out: list[Cover] = []
        battle = self.shown.view.get("battle")
        if battle is not None:
            out += self.kept("battle", (), lambda: self.battle_marks(battle))
        out += self.lit()
        gather = self.gathering.active
        if isinstance(gather, RecruitGather):
            pulse = 0.5 + 0.5 * math.sin(self.hooks.clock() * 6)
            for key in (gather.pen, gather.cell):
                rect = self.places.place_rect(key)
                if rect is not None:
                    out.append(outline((90, int(200 + 55 * pulse), 120), rect.inflate(8, 8), 3, 8))
        return out + self.vectors()

    def draw_staged(self, surface) -> list[pygame.Rect]:
        """The Event on show while it is played, over the marks; gives where it drew (game.table.still)."""
        staged = self.shown.view.get("staged") if self.shown.view else None
        if not staged or "stage" in self.hidden:
            return []
        rect = self.geo.stage
        return [pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=12),
                surface.blit(self.pictures.card(staged, rect.size), rect)]

    def battle_marks(self, battle: dict) -> list[Cover]:
        s = self.geo.scale
        out = []
        for side, colour, word in ((0, ATTACK, "ATTACK"), (1, DEFEND, "DEFEND")):
            seat, row, col = battle["attacker"] if side == 0 else battle["defender"]
            if seat not in self.geo.boards:
                continue
            rect = self.geo.boards[seat].animal(row, col)
            out.append(outline(colour, rect.inflate(8, 8), 4, 8))
            out.append(self.tag(f"{word} {battle['totals'][side]}", colour, (rect.centerx, rect.y - 2), s))
        for side, seat, row, col, bonus in battle["allies"]:
            if seat in self.geo.boards:
                rect = self.geo.boards[seat].animal(row, col)
                out.append(outline(ALLY, rect.inflate(6, 6), 2, 8))
                out.append(self.tag(f"+{bonus}", ALLY, (rect.centerx, rect.centery), s))
        return out

    def lit(self) -> list[Cover]:
        """The allies the viewer may call now (or join with) and the tilted animals a click untilts pulse
        on their Field; the Pen cards that can be turned up, topped or recruited now are outlined, as
        the hand's playable cards are."""
        desk = self.desk
        if self.anims.busy or self.viewer not in desk.acting() or self.viewer in desk.bots:
            return []
        out = []
        g = self.geo.boards.get(self.viewer)
        pulse = 0.5 + 0.5 * math.sin(self.hooks.clock() * 5)
        ready = {c.pen for c in desk.legal(self.viewer) if isinstance(c, PEN_READY)}
        for index in ready:
            out.append(outline(theme.GLOW, g.pen_card(index).inflate(4, 4), 2, 8))
        for rect, word in self.pen_tags():
            out.append(self.tag(word, theme.GLOW, (rect.centerx, rect.bottom + 2), self.geo.scale))
        for rect, colour, word in self.lit_animals():
            glow = tuple(int(v * (0.7 + 0.3 * pulse)) for v in colour)
            out.append(outline(glow, rect.inflate(10, 10), 3, 9))
            out.append(self.tag(word, colour, (rect.centerx, rect.bottom + 2), self.geo.scale))
        return out

    def pen_tags(self) -> list[tuple[pygame.Rect, str]]:
        """What a click on a Pen card does, where it is not plain: a bare Leader takes the next Troop."""
        g = self.geo.boards.get(self.viewer)
        return [(g.pen_card(c.pen), "click: Troop onto it") for c in self.desk.legal(self.viewer)
                if isinstance(c, cmd.TopLeader)]

    def lit_animals(self) -> list[tuple[pygame.Rect, tuple, str]]:
        """The viewer's animals a click acts on now, each with its tag: an ally to call or join with,
        a tilted animal to untilt (an action: nothing spends one that is not lit)."""
        g = self.geo.boards.get(self.viewer)
        found = []
        for c in self.desk.legal(self.viewer):
            if isinstance(c, cmd.CallAlly):
                found.append((g.animal(c.row, c.col), ALLY, "ally?"))
            elif isinstance(c, cmd.JoinBattle):
                found.append((g.animal(0, c.col), ALLY, "ally?"))
            elif isinstance(c, cmd.UntiltAnimal):
                found.append((g.animal(c.row, c.col), UNTILT, "untilt? (1 action)"))
        return found

    def vectors(self) -> list[Cover]:
        """The Vectors of the animal held (glowing) or pointed at."""
        held = next((p for p in self.picking.picks.values() if p.source.startswith(("cell:", "pen:"))), None)
        if held is not None:
            return self.kept("vectors", ("held", held.source),
                             lambda: self.vector_arrows(*keys.parse(held.source), theme.GLOW, 4))
        hit = self.animal_under(self.hooks.hover_pos())
        if hit is not None:
            return self.kept("vectors", ("pointed", hit), lambda: self.vector_arrows("cell", hit, (235, 235, 225), 2))
        return []

    def animal_under(self, pos) -> tuple | None:
        for seat, g in self.geo.boards.items():
            if g.rect.collidepoint(pos):
                for r, c, _ in self.places.field_things(seat):
                    if g.animal(r, c).collidepoint(pos):
                        return (seat, r, c)
        return None

    def vector_arrows(self, kind: str, at: tuple, colour, width: int) -> list[Cover]:
        seat = at[0]
        g = self.geo.boards.get(seat)
        if g is None:
            return []
        if kind == "cell":
            animal = self.shown.animal(*at)
            if animal is None:
                return []
            names, origin, row, col = animal["vectors"], g.animal(at[1], at[2]).center, at[1], at[2]
        else:
            space = self.shown.player(seat)["pen"][at[1]]
            printed = self.adapter.text.of(space["card"]) if space["face_up"] and space["card"] else None
            if printed is None or printed.kind != "animal":
                return []
            names, origin, row, col = printed.vectors, g.pen_card(at[1]).center, len(g.cells), at[1]
        out = []
        for name in names:
            dr, dc = STEP[name]
            r, c = row + dr, col + dc
            if not (0 <= r < len(g.cells) and 0 <= c < len(g.cells[0])):
                continue
            target = g.animal(r, c).center
            out.append(arrow(origin, target, colour, width))
        return out

    def tag(self, text: str, colour, midtop, scale: float) -> Cover:
        """A word on a box of `colour`, its top at `midtop`."""
        size = max(11, int(14 * scale))
        img = self.th.text(text, size, (15, 15, 15), bold=True)
        box = img.get_rect(midtop=midtop).inflate(8, 2)

        def draw(surface) -> list[pygame.Rect]:
            drawn = pygame.draw.rect(surface, colour, box, border_radius=5)
            surface.blit(img, img.get_rect(center=box.center))
            return [drawn]
        return Cover(("tag", tuple(box)), draw)


def outline(colour, rect: pygame.Rect, width: int, radius: int) -> Cover:
    """A rounded outline round `rect`."""
    return Cover(("outline", tuple(rect), width, radius),
                 lambda surface: [pygame.draw.rect(surface, colour, rect, width, border_radius=radius)])


def arrow(start, end, colour, width: int) -> Cover:
    """An arrow from a third of the way from `start` towards `end`, with a black edge."""
    def draw(surface) -> list[pygame.Rect]:
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        a = (start[0] + ux * length * 0.28, start[1] + uy * length * 0.28)
        b = (start[0] + ux * length * 0.62, start[1] + uy * length * 0.62)
        out = [pygame.draw.line(surface, (0, 0, 0), a, b, width + 3), pygame.draw.line(surface, colour, a, b, width)]
        head = 5 + width * 2
        left = (b[0] - ux * head - uy * head * 0.6, b[1] - uy * head + ux * head * 0.6)
        right = (b[0] - ux * head + uy * head * 0.6, b[1] - uy * head - ux * head * 0.6)
        return out + [pygame.draw.polygon(surface, colour, [b, left, right])]
    return Cover(("arrow", tuple(start), tuple(end), width), draw)
