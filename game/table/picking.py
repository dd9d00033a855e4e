"""Picking cards up, dragging, clicking to select, dropping on a target, and the menu at the drop
point — for every game. The game's adapter says which commands a picked card stands for and where
each is dropped; the game's scene says where cards and targets are on screen.

A pick belongs to one pointer (the mouse, a pad, the keyboard) and one seat; so does the menu a
drop opens: only that pointer answers it, and two pointers may each hold a card at once, each
lighting its own targets.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.adapter import PLAY_ANYWHERE, TableAdapter
from game.table.anim import ease_out
from game.table.control import Control
from game.table.desk import Desk
from game.table.gathering import Gathering
from game.table.input import PointerEvent
from game.table.still import Drawn, Part, edges
from game.table.widgets.toast import Toasts

if TYPE_CHECKING:
    from game.table.theme import Theme

DRAG_START = 7          # pixels a press must move before it counts as a drag
TITLE_Y = 5             # a play-how menu's title, pixels below its top
RING_ROOM = 8           # pixels between that title and the first line: the keyboard's ring (focus.draw_ring) clears it


@dataclass(frozen=True)
class PickHit:
    """A pickable card under a point: whose, which, from which zone, its index there and rectangle."""

    seat: int
    card: str
    source: str
    index: int
    rect: pygame.Rect


@dataclass
class Pick:
    """A card picked up (dragged) or selected (clicked) by one pointer."""

    pointer: str
    seat: int
    card: str
    source: str
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
    """The small menu at the drop point: which of several commands the drop means."""

    pick: Pick
    pos: tuple[int, int]
    options: list           # (label, command)
    rects: list = field(default_factory=list)


@dataclass(frozen=True)
class PickHooks:
    """What picking reads of its table (game.table.hooks): where the cards and targets are, how a card
    and a caption look, the frames drawn so far, and submit (a drop plays its command)."""

    pick_at: Callable[[tuple], PickHit | None]
    drop_rects: Callable[[], dict[str, pygame.Rect]]
    home_key: Callable[[Pick], str | None]
    on_table: Callable[[tuple], bool]
    table_rect: Callable[[], pygame.Rect]
    dims: Callable[[str, Pick], bool]
    caption_y: Callable[[], int]
    card_image: Callable[..., pygame.Surface]
    size: Callable[[], tuple[int, int]]
    scale: Callable[[], float]
    frame_count: Callable[[], int]
    submit: Callable[..., bool]


@dataclass(eq=False)
class Picking:
    """Every pointer's picked card, the cards gliding back, and the open drop menus."""

    desk: Desk
    adapter: TableAdapter
    control: Control
    gathering: Gathering
    toasts: Toasts
    th: "Theme"
    hooks: PickHooks
    picks: dict[str, Pick] = field(default_factory=dict, init=False)
    glides: list[Glide] = field(default_factory=list, init=False)
    choices: dict[str, Choice] = field(default_factory=dict, init=False)
    _marks: tuple | None = field(default=None, init=False)     # (what target_marks was worked out for, its answer)
    _dim: tuple = field(default=((), None), init=False)         # (the dimmed places, their still part)

    # -- state ------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def holding(self) -> bool:
        """A card is in someone's hand or a menu is open (the table does not move zones then)."""
        return any(p.dragging for p in self.picks.values()) or bool(self.glides) or bool(self.choices)

    def clear(self) -> None:
        self.picks.clear()
        self.choices.clear()

    def put_back(self, pointers=None) -> bool:
        """Esc or B: the cards these pointers (None: every pointer) hold glide home and their menus
        close; True if there was anything."""
        had = False
        for pointer in list(self.picks if pointers is None else pointers):
            pick = self.picks.pop(pointer, None)
            if pick is not None:
                self.glide_back(pick)
                had = True
        for pointer in list(self.choices if pointers is None else pointers):
            choice = self.choices.pop(pointer, None)
            if choice is not None:
                self.glide_back(choice.pick)
                had = True
        return had

    def drop_pointer(self, pointer: str) -> None:
        """A pad was unplugged, or let go under a menu: what it held goes home, its menu closes (no
        ghost left behind, nothing played)."""
        self.put_back((pointer,))

    def update(self, dt: float) -> None:
        for g in self.glides:
            g.t += dt
        self.glides = [g for g in self.glides if g.t < g.duration]

    def lifted(self, seat: int) -> set[tuple[str, int]]:
        """(source, index) of this seat's cards not to draw in place: in the air or gliding back."""
        out = {(p.source, p.index) for p in self.picks.values() if p.seat == seat and p.dragging and p.moved}
        out |= {(g.key[1], g.key[2]) for g in self.glides if g.key[0] == seat}
        return out

    def selected(self, seat: int) -> set[tuple[str, int]]:
        """(source, index) of this seat's cards selected by a click (drawn raised and outlined)."""
        return {(p.source, p.index) for p in self.picks.values() if p.seat == seat and not p.dragging}

    # -- pointer gestures ---------------------------------------------------------------------------
    def move(self, pe: PointerEvent) -> None:
        pick = self.picks.get(pe.pointer)
        if pick and pick.dragging:
            pick.pos = pe.pos
            if not pick.moved and math.dist(pe.pos, pick.start) >= DRAG_START:
                pick.moved = True

    def menu_press(self, pe: PointerEvent) -> bool:
        """A press while this pointer's menu is open: answer it or close it. True if consumed."""
        choice = self.choices.get(pe.pointer)
        if choice is None:
            for owner, other in self.choices.items():
                if self.choice_rects(other)[0].collidepoint(pe.pos):
                    # Another hand's menu: it answers only to the pointer that opened it, and says so.
                    name = self.control.seat_label(other.pick.seat)
                    self.toasts.show(f"That menu belongs to {name}: only the hand that opened it answers it.",
                                           theme.DANGER)
                    return True
            return False
        for i, r in enumerate(choice.rects):
            if r.collidepoint(pe.pos):
                self.choose(pe.pointer, i)
                return True
        self.cancel_choice(pe.pointer)
        return True

    def press_on_selected(self, pe: PointerEvent) -> bool:
        """A press while this pointer has a card selected: play it on the target under the press,
        or put it down. True when the press was used up."""
        selected = self.picks.get(pe.pointer)
        if selected is None or selected.dragging:
            return False
        self.picks.pop(pe.pointer)
        key = self.zone_under(pe.pos, selected)
        if key is not None:
            self.resolve(selected, key, pe.pos)
            return True
        hit = self.hooks.pick_at(pe.pos)
        # Clicking the selected card again puts it down; another card is picked instead.
        return bool(hit and hit.seat == selected.seat and hit.source == selected.source
                    and hit.index == selected.index)

    def pick(self, pe: PointerEvent, hit: PickHit) -> None:
        legal = self.desk.legal(hit.seat)
        cands = self.adapter.candidates(legal, hit.source, hit.card)
        self.picks[pe.pointer] = Pick(pe.pointer, hit.seat, hit.card, hit.source, hit.index, pygame.Rect(hit.rect),
                                      pe.pos, pe.pos, cands)

    def release(self, pe: PointerEvent) -> None:
        pick = self.picks.get(pe.pointer)
        if pick is None or not pick.dragging:
            return
        if not pick.moved:
            # A click: the adapter says whether it plays at once (a supply chip, a pile); otherwise the
            # card is selected and its targets glow until one is clicked.
            now = self.adapter.click(pick.seat, pick.source, pick.card, pick.candidates)
            if now is not None or not pick.candidates:
                self.picks.pop(pe.pointer)
                self.hooks.submit(now or self.adapter.guess(pick.seat, pick.source, pick.card, PLAY_ANYWHERE))
                return
            pick.dragging = False
            return
        self.picks.pop(pe.pointer)
        self.resolve(pick, self.zone_under(pe.pos, pick), pe.pos)

    # -- targets ------------------------------------------------------------------------------------
    def legal_keys(self, pick: Pick) -> dict[str, list]:
        """Drop key -> the candidates dropped there."""
        keys: dict[str, list] = {}
        for c in pick.candidates:
            k = self.adapter.drop_key(c)
            if k:
                keys.setdefault(k, []).append(c)
        return keys

    def zone_under(self, pos, pick: Pick) -> str | None:
        """The drop key a point means for this pick: a target under it, anywhere on the table for a
        card that needs no target (except back on its own place), or None (put it back)."""
        hooks = self.hooks
        home = hooks.home_key(pick)
        rects = hooks.drop_rects()
        keys = self.legal_keys(pick)
        under = [key for key, rect in rects.items() if rect.collidepoint(pos)]
        # A place known by several keys (a space two players share) means the one that is legal here.
        over = next((key for key in under if key in keys), under[0] if under else None)
        if over is not None and over == home and home not in keys:
            return None
        if set(keys) == {PLAY_ANYWHERE}:
            return PLAY_ANYWHERE    # a card that needs no target is played wherever it is dropped
        if over is not None:
            return over
        return PLAY_ANYWHERE if hooks.on_table(pos) else None

    def resolve(self, pick: Pick, key: str | None, pos) -> None:
        """A card was dropped (or a selected card's target clicked) on `key`."""
        adapter, submit = self.adapter, self.hooks.submit
        keys = self.legal_keys(pick)
        if key is None:
            if keys and pick.moved:
                where = ", ".join(adapter.target_name(k) for k in keys)
                self.toasts.show(f"{adapter.card_name(pick.card)} goes on a glowing target: {where}.",
                                  theme.ACCENT)
            self.glide_back(pick)
            return
        options = keys.get(key, [])
        if not options:
            # Not a legal target: ask the engine anyway, so the player reads the rules' reason.
            submit(adapter.guess(pick.seat, pick.source, pick.card, key), pick)
            return
        gather = adapter.gather_drop(pick.seat, options)
        if gather is not None:
            self.gathering.start(gather)
            return
        if len(options) == 1:
            submit(options[0], pick)
            return
        labels, seen = [], set()
        for command in options:
            label = adapter.option_label(command)
            if label not in seen:
                seen.add(label)
                labels.append((label, command))
        self.choices[pick.pointer] = Choice(pick, tuple(pos), labels)

    def choose(self, pointer: str, i: int) -> None:
        choice = self.choices.pop(pointer, None)
        if choice and 0 <= i < len(choice.options):
            self.hooks.submit(choice.options[i][1], choice.pick)
        elif choice:
            self.glide_back(choice.pick)

    def cancel_choice(self, pointer: str) -> None:
        choice = self.choices.pop(pointer, None)
        if choice:
            self.glide_back(choice.pick)

    def glide_back(self, pick: Pick) -> None:
        if not pick.moved and not pick.dragging:
            return   # a selected card never left its place
        src = pygame.Rect(pick.origin)
        src.center = pick.pos
        self.glides.append(Glide(pick.card, pick.key, src, pygame.Rect(pick.origin)))

    # -- drawing ----------------------------------------------------------------------------------
    def target_marks(self) -> tuple[tuple, list]:
        """(the places dimmed while cards are held, [(pick, its legal keys, its lit places)]) for the
        picks shown; worked out again only when a pick or the places change. A place is dimmed once,
        and not at all when one of its keys is lit (a shared space)."""
        hooks = self.hooks
        shown = [p for p in self.picks.values() if (p.dragging and p.moved) or not p.dragging]
        if not shown:
            return (), []
        frame = hooks.frame_count()
        kept = self._marks
        if kept is not None and kept[3] == frame and all(a is b for a, b in zip(kept[4], shown)) \
                and len(kept[4]) == len(shown):
            return kept[2]      # asked again in the same frame (the dimmed places, then the glows)
        rects = hooks.drop_rects()
        stamp = [(p, p.candidates, p.seat, p.card, p.source, p.index) for p in shown]
        if kept is not None and (kept[1] is rects or kept[1] == rects) and len(kept[0]) == len(stamp) and all(
                a[0] is b[0] and a[1] is b[1] and a[2:] == b[2:] for a, b in zip(kept[0], stamp)):
            self._marks = (stamp, rects, kept[2], frame, shown)
            return kept[2]
        dimmed: dict[tuple, None] = {}
        lit_picks = []
        for pick in shown:
            keys = self.legal_keys(pick)
            home = hooks.home_key(pick)
            lit = {tuple(rect) for key, rect in rects.items() if key in keys or key == home}
            for key, rect in rects.items():
                if key not in keys and tuple(rect) not in lit and tuple(rect) not in dimmed and hooks.dims(key, pick):
                    dimmed[tuple(rect)] = None
            lit_picks.append((pick, keys, [rect for key, rect in rects.items() if key in keys]))
        marks = (tuple(dimmed), lit_picks)
        self._marks = (stamp, rects, marks, frame, shown)
        return marks

    def dim_part(self) -> Part | None:
        """The places a held card may not go, dimmed, as the last still part (game.table.still): it
        changes only when a card is picked up or put down, not as the card moves."""
        dimmed = self.target_marks()[0]
        if not dimmed:
            return None
        if self._dim[0] is dimmed:
            return self._dim[1]

        def dim(surface) -> None:
            clip = surface.get_clip()
            for rect in dimmed:
                # Clipped here: pygame-ce 2.5.8 ignores the clip in a blended fill wholly outside it.
                inside = clip.clip(rect)
                if inside.w and inside.h:
                    surface.fill((105, 105, 105), inside, special_flags=pygame.BLEND_MULT)
        area = pygame.Rect(dimmed[0]).unionall([pygame.Rect(r) for r in dimmed])
        self._dim = (dimmed, Part("dimmed", area, dimmed, dim))
        return self._dim[1]

    def draw_targets(self, surface, clock: float) -> list[pygame.Rect]:
        """While a card is held: its legal targets glow in its seat's colour (the other places are
        dimmed in the still layer: dim_part). Gives where it drew (game.table.still)."""
        hooks, th = self.hooks, self.th
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        out: list[pygame.Rect] = []
        for n, (pick, keys, lit) in enumerate(self.target_marks()[1]):
            glow = (255, int(200 + 55 * pulse), int(80 + 60 * pulse)) if n == 0 else th.seat_colour(pick.seat)
            for rect in lit:
                ring = rect.inflate(6, 6)
                pygame.draw.rect(surface, glow, ring, 4, border_radius=8)
                out += edges(ring, 4, 8)
            name = self.adapter.card_name(pick.card)
            if PLAY_ANYWHERE in keys:
                top = hooks.table_rect().inflate(-6, -6)
                pygame.draw.rect(surface, glow, top, 3, border_radius=10)
                out += edges(top, 3, 10)
                out.append(self._caption(surface, f"Drop anywhere on the table to play {name}", glow,
                                         (top.centerx, top.y + 3 + n * 30)))
            elif not keys:
                out.append(self._caption(surface, f"{name} cannot be played now", theme.DANGER,
                                         (hooks.size()[0] // 2, hooks.caption_y() - 36 - n * 30)))
        return out

    def _caption(self, surface, text: str, colour, midtop) -> pygame.Rect:
        th = self.th
        img = th.text(text, max(14, int(18 * self.hooks.scale())), colour, bold=True)
        r = img.get_rect(midtop=midtop)
        box = pygame.draw.rect(surface, (0, 0, 0), r.inflate(12, 6), border_radius=6)
        surface.blit(img, r)
        return box

    def choice_rects(self, choice: Choice) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The menu's panel and one rectangle a line, laid out from the drop point (not from drawing)."""
        th = self.th
        s = self.hooks.scale()
        size = max(14, int(18 * s))
        font = th.font(size, True)
        title = self.choice_title(choice)
        w = max([font.size(f"{i + 1}  {label}")[0] for i, (label, _) in enumerate(choice.options)]
                + [th.font(size - 2, True).size(title)[0]]) + 30
        h = int(34 * s)
        top = TITLE_Y + th.font(size - 2, True).get_linesize() + RING_ROOM   # the keyboard's ring clears the title
        total = pygame.Rect(0, 0, w, h * len(choice.options) + top + 4)
        total.midbottom = (choice.pos[0], choice.pos[1] - 10)
        total.clamp_ip(pygame.Rect(0, 0, *self.hooks.size()))
        rows = [pygame.Rect(total.x + 6, total.y + top + i * h, w - 12, h - 4) for i in range(len(choice.options))]
        return total, rows

    def choice_title(self, choice: Choice) -> str:
        adapter = self.adapter
        owner = f"{adapter.seat_name(choice.pick.seat)}: " if len(self.desk.seats) > 1 else ""
        return f"{owner}play {adapter.card_name(choice.pick.card)} how?"

    def layout_choices(self) -> None:
        """Place every open menu's lines (done in update, so a press finds them without a frame drawn)."""
        for choice in self.choices.values():
            choice.rects = self.choice_rects(choice)[1]

    def draw_choices(self, surface, spots: dict) -> Drawn:
        """Every open menu; a line is lit under its owner's pointer (`spots`: pointer -> where it is;
        the mouse and the keyboard count as one person)."""
        if not self.choices:
            return []
        th = self.th
        size = max(14, int(18 * self.hooks.scale()))
        for owner, choice in self.choices.items():
            total, rows = self.choice_rects(choice)
            mine = [pos for pointer, pos in spots.items()
                    if pointer == owner or {pointer, owner} <= {"mouse", "keys"}]
            theme.draw_panel(surface, total, alpha=245, edge=th.seat_colour(choice.pick.seat))
            title = th.text(self.choice_title(choice)[:1].upper() + self.choice_title(choice)[1:], size - 2,
                            theme.ACCENT, bold=True)
            surface.blit(title, (total.x + 10, total.y + TITLE_Y))
            for i, ((label, command), r) in enumerate(zip(choice.options, rows)):
                pygame.draw.rect(surface, self.adapter.option_colour(command), r, border_radius=6)
                if any(r.collidepoint(p) for p in mine):
                    pygame.draw.rect(surface, theme.GLOW, r, 3, border_radius=6)
                surface.blit(th.text(f"{i + 1}  {label}", size, theme.TEXT, bold=True),
                             (r.x + 8, r.y + (r.h - size) // 2))

    def draw_held(self, surface) -> list[pygame.Rect]:
        """Cards gliding back after a refused drop, and each card being dragged (with its shadow).
        Gives where it drew (game.table.still)."""
        card_image = self.hooks.card_image
        out = []
        for g in self.glides:
            t = ease_out(min(1.0, g.t / g.duration))
            r = pygame.Rect(g.src)
            r.x = int(g.src.x + (g.dst.x - g.src.x) * t)
            r.y = int(g.src.y + (g.dst.y - g.src.y) * t)
            out.append(surface.blit(card_image(g.card, r.size), r))
        for pick in self.picks.values():
            if pick.dragging and pick.moved:
                r = pygame.Rect(pick.origin)
                r.center = pick.pos
                out.append(pygame.draw.rect(surface, (0, 0, 0), r.move(6, 8), border_radius=8))
                out.append(surface.blit(card_image(pick.card, r.size), r))
        return out
