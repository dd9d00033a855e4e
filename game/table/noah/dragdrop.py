"""Picking cards up, dragging, clicking to select, dropping, and the upgrade menu at the drop point."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engine.noah import commands as cmd
from game.table import theme
from game.table.anim import ease_out
from game.table.input import PointerEvent

DRAG_START = 7          # pixels a press must move before it counts as a drag
UPGRADE_WORDS = {"base": "Base", "discard": "Discard", "corrupt": "+1 Corruption"}


@dataclass
class Pick:
    """A card picked up (dragged) or selected (clicked) by one pointer."""

    pointer: str
    seat: int
    card: str
    source: str                 # hand | merc | supply
    index: int
    origin: pygame.Rect
    start: tuple[int, int]
    pos: tuple[int, int]
    candidates: list = field(default_factory=list)
    moved: bool = False
    dragging: bool = True

    @property
    def key(self):
        return (self.seat, self.source, self.index)


@dataclass
class Glide:
    """A dropped card gliding back to where it came from."""

    card: str
    key: tuple
    src: pygame.Rect
    dst: pygame.Rect
    t: float = 0.0
    duration: float = 0.25


@dataclass
class Choice:
    """The small menu at the drop point: which upgrade (and which card to discard, or direction)."""

    pick: Pick
    pos: tuple[int, int]
    options: list           # (label, command)
    rects: list = field(default_factory=list)


class DragDrop:
    """Pointer gestures on cards: pick, drag, select, drop, choose an upgrade."""

    def pointer(self, pe: PointerEvent) -> None:
        if pe.pointer == "mouse":
            self.hover_pos = pe.pos
        if pe.kind == "wheel":
            if self.log.rect.collidepoint(pe.pos):
                self.log.wheel(pe.amount)
            return
        if pe.kind == "zoom":
            card = self.card_at(pe.pos)
            if card:
                self.zoom, self.zoom_pinned = card, True
            else:
                self.zoom, self.zoom_pinned = None, False
            return
        if pe.kind == "end_turn":
            seat = pe.seat if pe.seat is not None else self.main_seat()
            self.end_turn(seat)
            return
        if pe.kind == "move":
            if self.zoom_pinned and pe.pointer == "mouse" and self.card_at(pe.pos) != self.zoom:
                self.zoom_pinned = False
                self.zoom = None
            pick = self.picks.get(pe.pointer)
            if pick and pick.dragging:
                pick.pos = pe.pos
                if not pick.moved and math.dist(pe.pos, pick.start) >= DRAG_START:
                    pick.moved = True
            return
        if pe.kind == "down":
            self.pointer_down(pe)
        elif pe.kind == "up":
            self.pointer_up(pe)

    def pointer_down(self, pe: PointerEvent) -> None:
        L = self.geo
        if self.anims.busy:
            # A click skips ahead; the click still counts (a drag can start at once).
            self.skip()
        if self.choice is not None:
            for i, r in enumerate(self.choice.rects):
                if r.collidepoint(pe.pos):
                    self.choose(i)
                    return
            self.cancel_choice()
            return
        for name, rect in L.buttons.items():
            if rect.collidepoint(pe.pos):
                {"menu": self.open_menu, "rules": self.open_rules, "save": self.save, "undo": self.undo}[name]()
                return
        for seat, z in enumerate(L.zones):
            if self.end_turn_visible(seat) and z.end_turn.collidepoint(pe.pos):
                if self.allowed(pe, seat):
                    self.end_turn(seat)
                return
        for rect, command in self.prompt_buttons():
            if rect.collidepoint(pe.pos):
                if self.allowed(pe, command.seat):
                    self.submit(command)
                return
        selected = self.picks.get(pe.pointer)
        if selected is not None and not selected.dragging:
            key = self.zone_under(pe.pos, selected)
            if key is not None and key != f"hand:{selected.seat}":
                self.picks.pop(pe.pointer)
                self.resolve(selected, key, pe.pos)
                return
            if key == f"hand:{selected.seat}" and selected.source == "supply":
                self.picks.pop(pe.pointer)
                self.resolve(selected, key, pe.pos)
                return
            self.picks.pop(pe.pointer)
            hit = self.hand_card_at(pe.pos)
            if hit and hit[0] == selected.seat and hit[2] == selected.index and selected.source != "supply":
                return  # clicking the selected card again puts it down
        hit = self.hand_card_at(pe.pos)
        if hit:
            seat, card, index, source, rect = hit
            if not self.allowed(pe, seat):
                return
            self.pick(pe, seat, card, source, index, rect)
            return
        hit = self.supply_at(pe.pos)
        if hit:
            seat, card, rect = hit
            if not self.allowed(pe, seat):
                return
            self.pick(pe, seat, card, "supply", 0, rect)
            return
        for seat, z in enumerate(L.zones):
            if z.ability.collidepoint(pe.pos):
                if self.allowed(pe, seat):
                    self.submit(cmd.AdvanceAbility(seat))
                return

    def pick(self, pe, seat, card, source, index, rect) -> None:
        legal = self.session.legal(seat)
        if source == "supply":
            cands = [c for c in legal if isinstance(c, cmd.RecruitAgent) and c.card == card]
        elif source == "merc":
            cands = [c for c in legal if isinstance(c, cmd.PlayMercenary) and c.card == card]
        else:
            cands = [c for c in legal if isinstance(c, cmd.PlayAction) and c.card == card]
        self.picks[pe.pointer] = Pick(pe.pointer, seat, card, source, index, pygame.Rect(rect), pe.pos, pe.pos,
                                      cands)

    def pointer_up(self, pe: PointerEvent) -> None:
        pick = self.picks.get(pe.pointer)
        if pick is None or not pick.dragging:
            return
        if not pick.moved:
            # A click: supply chips recruit at once; hand cards become selected (targets glow).
            if pick.source == "supply":
                self.picks.pop(pe.pointer)
                self.submit(cmd.RecruitAgent(pick.seat, pick.card))
                return
            pick.dragging = False
            if not pick.candidates:
                self.picks.pop(pe.pointer)
                self.submit(self.guess_command(pick, "play"))
            return
        self.picks.pop(pe.pointer)
        key = self.zone_under(pe.pos, pick)
        self.resolve(pick, key, pe.pos)

    def resolve(self, pick: Pick, key: str | None, pos) -> None:
        """A card was dropped (or a selected card's target clicked) on zone `key`."""
        keys = self.legal_keys(pick)
        if key is None or key == f"hand:{pick.seat}" and pick.source != "supply":
            if keys and pick.moved:
                where = self.describe_keys(keys)
                self.toasts.show(f"{self.session.text.name(pick.card)} goes on {where}.", theme.ACCENT)
                self.glide_back(pick)
            elif pick.moved:
                self.submit(self.guess_command(pick, "play"), pick)
            return
        options = keys.get(key, [])
        if not options:
            # Not a legal target: ask the engine anyway, so the player reads the rules' reason.
            self.submit(self.guess_command(pick, key), pick)
            return
        if len(options) == 1:
            self.submit(options[0], pick)
            return
        self.choice = Choice(pick, tuple(pos), self.describe_options(pick, options))

    def describe_options(self, pick: Pick, options) -> list:
        text = self.session.text
        out = []
        seen = set()
        for c in options:
            if isinstance(c, cmd.PlayAction):
                what = text.upgrade_text(c.card, c.upgrade)
                label = UPGRADE_WORDS.get(c.upgrade, c.upgrade)
                if c.upgrade == "discard":
                    label = f"Discard {text.name(c.discard)}" if c.discard else "Discard"
                if len(c.target) == 3:
                    what += " (left)" if c.target[2] < 0 else " (right)"
                line = f"{label}: {what}"
            else:
                line = f"{text.name(c.card)}: {text.upgrade_text(c.card, 'base')}"
                if len(getattr(c, "target", ())) == 3:
                    line += " (left)" if c.target[2] < 0 else " (right)"
            if line in seen:
                continue
            seen.add(line)
            out.append((line, c))
        return out

    def choose(self, i: int) -> None:
        choice = self.choice
        self.choice = None
        if choice and 0 <= i < len(choice.options):
            self.submit(choice.options[i][1], choice.pick)

    def cancel_choice(self) -> None:
        if self.choice:
            self.glide_back(self.choice.pick)
        self.choice = None

    def glide_back(self, pick: Pick) -> None:
        if pick.source == "supply":
            return
        src = pygame.Rect(pick.origin)
        src.center = pick.pos
        self.glides.append(Glide(pick.card, pick.key, src, pygame.Rect(pick.origin)))

    def draw_choice(self, surface) -> None:
        choice = self.choice
        if choice is None:
            return
        th = self.th
        s = self.geo.scale
        size = max(14, int(18 * s))
        font = th.font(size, True)
        w = max(font.size(f"{i + 1}  {label}")[0] for i, (label, _) in enumerate(choice.options)) + 30
        h = int(34 * s)
        total = pygame.Rect(0, 0, w, h * len(choice.options) + 30)
        total.midbottom = (choice.pos[0], choice.pos[1] - 10)
        total.clamp_ip(pygame.Rect(0, 0, *self.geo.size))
        theme.draw_panel(surface, total, alpha=245, edge=theme.GLOW)
        title = th.text(f"Play {self.session.text.name(choice.pick.card)} how?", size - 2, theme.ACCENT, bold=True)
        surface.blit(title, (total.x + 10, total.y + 5))
        choice.rects = []
        for i, (label, c) in enumerate(choice.options):
            r = pygame.Rect(total.x + 6, total.y + 26 + i * h, w - 12, h - 4)
            colour = {"corrupt": (120, 40, 40), "discard": (40, 60, 110)}.get(getattr(c, "upgrade", "base"), (50, 70, 60))
            pygame.draw.rect(surface, colour, r, border_radius=6)
            if r.collidepoint(self.hover_pos):
                pygame.draw.rect(surface, theme.GLOW, r, 2, border_radius=6)
            surface.blit(th.text(f"{i + 1}  {label}", size, theme.TEXT, bold=True), (r.x + 8, r.y + (r.h - size) // 2))
            choice.rects.append(r)

    def draw_drag(self, surface) -> None:
        """Cards gliding back after a refused drop, and each card being dragged (with its shadow)."""
        for g in self.glides:
            t = ease_out(min(1.0, g.t / g.duration))
            r = pygame.Rect(g.src)
            r.x = int(g.src.x + (g.dst.x - g.src.x) * t)
            r.y = int(g.src.y + (g.dst.y - g.src.y) * t)
            surface.blit(self.card_image(g.card, r.size), r)
        for pick in self.picks.values():
            if pick.dragging and pick.moved:
                r = pygame.Rect(pick.origin)
                r.center = pick.pos
                shadow = r.move(6, 8)
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
                surface.blit(self.card_image(pick.card, r.size), r)
