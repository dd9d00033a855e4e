"""The table's gestures, for every game: what a press, a drag, a key, the d-pad or a pad's button does
at the table, and the keyboard's focus (which does everything the mouse does).

Gestures come from the input router (game.table.input) already translated; this part decides what
they mean here: a press on a card picks it, on a target plays the selected card, on a button presses
it; the arrows and the d-pad step between the things the scene lists (`focus_places`), narrowed to a
held card's targets while one is held and to a menu's lines while one is open.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.adapter import PLAY_ANYWHERE, TableAdapter
from game.table.anim import AnimQueue
from game.table.control import Control
from game.table.focus import Focus, Focusable, draw_ring, item_at, step_from, table_zone
from game.table.desk import Desk
from game.table.gathering import CANCEL, Gathering
from game.table.hints import Hints
from game.table.input import InputRouter, PointerEvent
from game.table.picking import Picking
from game.table.prompt_panel import PromptPanel, TableAction
from game.table.widgets.cursor import draw_cursor
from game.table.widgets.log import LogPanel
from game.table.widgets.toast import Toasts
from game.table.zoom import Zoom

if TYPE_CHECKING:
    from game.table.picking import PickHit
    from game.table.theme import Theme

MOUSE_AND_KEYS = ("keys", "mouse")   # the pointers of the person at the keyboard


@dataclass(frozen=True)
class InputHooks:
    """What the table's gestures read of it (game.table.hooks) beside its parts: where its things are,
    and what a button or a key does that no part does (the game's own press, the table's actions)."""

    # where things are
    focus_places: Callable[[], list[Focusable]]
    home_focus: Callable[[list[Focusable]], Focusable | None]
    place_rects: Callable[[], dict[str, pygame.Rect]]
    pick_at: Callable[[tuple], "PickHit | None"]
    drop_rects: Callable[[], dict[str, pygame.Rect]]
    table_rect: Callable[[], pygame.Rect]
    end_turn_rects: Callable[[], dict[int, pygame.Rect]]
    button_rects: Callable[[], dict[str, pygame.Rect]]
    overlay_buttons: Callable[[], list[tuple[str, pygame.Rect, Callable[[], None]]]]
    prompt_rect: Callable[[int, bool, int], pygame.Rect]
    size: Callable[[], tuple[int, int]]
    scale: Callable[[], float]
    clock: Callable[[], float]
    on_top: Callable[[], bool]
    # what a gesture does
    press: Callable[[PointerEvent], None]
    look_through: Callable[[tuple], bool]
    submit: Callable[..., bool]
    skip: Callable[[], None]
    undo: Callable[[], None]
    end_turn: Callable[..., None]
    save: Callable[[], None]
    open_menu: Callable[[], None]
    open_rules: Callable[[], None]


@dataclass(frozen=True)
class InputParts:
    """The table's parts a gesture is one of (each gesture is theirs to carry out)."""

    desk: Desk
    adapter: TableAdapter
    picking: Picking
    gathering: Gathering
    prompts: PromptPanel
    control: Control
    hints: Hints
    zoom: Zoom
    log: LogPanel
    toasts: Toasts
    anims: AnimQueue


class TableInput:
    """Dispatches gestures; owns the keyboard's focus."""

    def __init__(self, parts: InputParts, th: "Theme", hooks: InputHooks, router: InputRouter):
        self.parts = parts
        self.th = th
        self.hooks = hooks
        self.router = router
        self.focus = Focus()

    # -- raw keys a scene keeps for itself ---------------------------------------------------------
    def key(self, event) -> pygame.event.Event | None:
        """Digits answer the keyboard's (or mouse's) drop menu, Ctrl+S saves; other keys are gestures."""
        if event.type != pygame.KEYDOWN:
            return event
        picking = self.parts.picking
        owner = next((p for p in MOUSE_AND_KEYS if p in picking.choices), None)
        if owner and pygame.K_1 <= event.key <= pygame.K_9:
            picking.choose(owner, event.key - pygame.K_1)
            return None
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_s and ctrl:
            self.hooks.save()
            return None
        if event.key == pygame.K_h and not ctrl:
            self.parts.hints.ask()
            return None
        return event

    # -- gestures -----------------------------------------------------------------------------------
    def gesture(self, pe: PointerEvent) -> PointerEvent | None:
        s, h = self.parts, self.hooks
        kind = pe.kind
        if kind == "pad_input":
            return pe           # an unknown pad: the App opens the button-mapping screen
        if kind in ("gone", "let_go"):
            s.picking.drop_pointer(pe.pointer)
            return None
        if pe.pointer == "mouse" and kind in ("move", "down"):
            self.focus.visible = False      # the mouse is in use: the keyboard's ring steps aside
        if kind in ("move", "down"):
            s.zoom.hover(pe.pointer, pe.pos)
        had_menu = pe.pointer in s.picking.choices
        if kind == "move":
            s.picking.move(pe)
        elif kind == "down":
            self.press(pe)
        elif kind == "up":
            s.picking.release(pe)
        if pe.pad and not had_menu and pe.pointer in s.picking.choices:
            # A pad's drop opened its menu: its cursor goes onto the first line (the d-pad then steps).
            first = self.items(pe.pointer)[0]
            self.router.warp(pe.pointer, first.point)
        elif kind in ("wheel", "scroll"):
            amount = pe.amount if kind == "wheel" else -pe.amount
            if kind == "scroll" or s.log.rect.collidepoint(pe.pos):
                s.log.wheel(amount)
        elif kind == "zoom" and h.look_through(self.point_of(pe)):
            pass
        elif kind == "zoom":
            s.zoom.pin(self.point_of(pe))
        elif kind == "nav":
            self.navigate(pe)
        elif kind == "activate":
            self.activate()
        elif kind == "cancel":
            self.cancel(pe)
        elif kind in ("end_turn", "undo") and s.control.stray(pe):
            s.toasts.show(s.control.stray(pe), theme.DANGER)
        elif kind == "end_turn":
            h.end_turn(pe.seat if pe.seat is not None else s.desk.main_seat(), confirmed=pe.held)
        elif kind == "undo":
            self.undo(pe)
        elif kind == "menu":
            h.open_menu()
        elif kind == "rules":
            h.open_rules()
        return None

    def point_of(self, pe: PointerEvent):
        """Where a gesture points: the keyboard points at its focus."""
        if pe.pointer == "keys":
            item = self.focus.current(self.items("keys"))
            return item.point if item else pe.pos
        return pe.pos

    def press(self, pe: PointerEvent) -> None:
        """A press (click, A, Enter) at a point: whatever is there, as the mouse would."""
        s, h = self.parts, self.hooks
        if s.anims.busy:
            h.skip()   # a press skips ahead; the press still counts (a drag can start at once)
        if pe.pad and pe.seat is None and self.take_seat(pe):
            return
        if s.picking.menu_press(pe):
            return
        for seat, rect in self.banner_rects().items():
            if rect.collidepoint(pe.pos):
                if not pe.pad:
                    self.router.release(seat)
                    s.toasts.show(f"Seat {seat + 1} is played with the mouse and keyboard now.", theme.OK)
                return
        for _, rect, action in h.overlay_buttons():
            if rect.collidepoint(pe.pos):
                action()
                return
        for name, rect in h.button_rects().items():
            if rect.collidepoint(pe.pos):
                if name == "undo":
                    self.undo(pe)
                else:
                    {"menu": h.open_menu, "rules": h.open_rules, "save": h.save}[name]()
                return
        for seat, rect in h.end_turn_rects().items():
            if rect.collidepoint(pe.pos):
                if s.control.allowed(pe, seat):
                    h.end_turn(seat)
                return
        for rect, command in s.prompts.buttons():
            if rect.collidepoint(pe.pos):
                if command is None:       # a Gather's Confirm before its set is a legal one
                    s.toasts.show(f"{s.gathering.active.title} first.", theme.ACCENT)
                elif command is CANCEL:   # a Gather the player may leave
                    s.gathering.cancel()
                elif isinstance(command, TableAction):  # the table's own answer (put the proposal back)
                    command.run()
                elif s.prompts.refusal(command):        # greyed: the rules' reason, nothing sent
                    s.toasts.show(s.prompts.refusal(command), theme.DANGER)
                else:
                    command = s.prompts.answer_of(command, pe)
                    if s.control.allowed(pe, command.seat):
                        h.submit(command)
                return
        gather = s.gathering.active
        if gather is not None and s.control.can_use(pe, gather.seat) and s.gathering.toggle(pe.pos):
            return
        if s.gathering.started and h.pick_at(pe.pos):   # a card is being played: finish choosing first
            s.toasts.show(f"{gather.title}, or Cancel.", theme.ACCENT)
            return
        if s.picking.press_on_selected(pe):
            return
        hit = h.pick_at(pe.pos)
        if hit:
            if s.control.allowed(pe, hit.seat):
                s.picking.pick(pe, hit)
            return
        h.press(pe)

    def take_seat(self, pe: PointerEvent) -> bool:
        """A pad that plays no seat, while a seat waits for its unplugged pad: A takes that seat."""
        waiting = self.router.claims.orphans()
        if not waiting:
            return False
        seat = waiting[0]
        self.router.claim(int(pe.pointer[3:]), seat)
        self.parts.toasts.show(f"This gamepad plays Seat {seat + 1} now.", theme.OK)
        return True

    def undo(self, pe: PointerEvent) -> None:
        """Undo the last move; a seat's pad may take back only its own seat's moves."""
        s, h = self.parts, self.hooks
        last = s.desk.last_mover()
        if pe.pad and pe.seat is not None and last is not None and last != pe.seat:
            s.toasts.show(f"The last move is {s.control.seat_label(last)}'s: only they can take it back.",
                          theme.DANGER)
            return
        h.undo()

    def cancel(self, pe: PointerEvent) -> None:
        """Esc or B: put back what this person holds, close their menu, or (Esc) open the game menu."""
        s, h = self.parts, self.hooks
        mine = MOUSE_AND_KEYS if pe.pointer == "keys" else (pe.pointer,)
        if s.picking.put_back(mine):
            self.refocus()
            return
        if s.zoom.unpin():
            return
        if pe.pointer == "keys" and not s.gathering.cancel():
            h.open_menu()

    # -- the keyboard's focus and the d-pad -----------------------------------------------------------
    def items(self, pointer: str) -> list[Focusable]:
        """What this pointer can step to now: its menu's lines, its held card's targets, else everything."""
        s, h = self.parts, self.hooks
        choice = s.picking.choices.get(pointer)
        if choice is not None:
            return [Focusable(f"choice:{i}", r) for i, r in enumerate(s.picking.choice_rects(choice)[1])]
        pick = s.picking.picks.get(pointer)
        if pick is not None:
            return self.target_items(pick)
        items = list(h.focus_places())
        gather = s.gathering.active
        if gather is not None:     # the things a Gather may choose (the scene's place keys)
            places = h.place_rects()
            items += [Focusable(f"gather:{key}", places[key]) for key in gather.items if key in places]
        panel = s.prompts.panel()
        if panel is not None:       # a press under the prompt's panel lands on the panel: not focused either
            items = [item for item in items if not panel[0].collidepoint(item.point)]
        items += [Focusable(f"answer:{i}", r) for i, (r, _) in enumerate(s.prompts.buttons())]
        items += [Focusable(f"end_turn:{seat}", r) for seat, r in h.end_turn_rects().items()]
        items += [Focusable(f"pads:{seat}", r) for seat, r in self.banner_rects().items()]
        items += [Focusable(f"button:{name}", r) for name, r in h.button_rects().items()]
        items += [Focusable(f"overlay:{name}", r) for name, r, _ in h.overlay_buttons()]
        return items

    def target_items(self, pick) -> list[Focusable]:
        """A held card's glowing targets, and the card itself (pressing it puts it down). The keys
        step to the likeliest first; a target that only gives the card away (a discard) comes after
        the card itself, so Enter, Enter never throws a card away."""
        s, h = self.parts, self.hooks
        rects = h.drop_rects()
        keeps, gives = [], []
        for key, commands in s.picking.legal_keys(pick).items():
            out = gives if all(s.adapter.gives_away(c) for c in commands) else keeps
            if key == PLAY_ANYWHERE:
                table = h.table_rect()
                spot = pygame.Rect(0, 0, table.w // 3, table.h // 3)
                spot.center = table.center
                out.append(Focusable("target:play", table, hit=spot))
            elif key in rects:
                out.append(Focusable(f"target:{key}", rects[key]))
        return keeps + [Focusable("target:back", pygame.Rect(pick.origin))] + gives

    def zone_of(self, key: str) -> str:
        """The zone of a focus key on this table (game.table.focus.table_zone), as the seat on screen sees it."""
        return table_zone(key, self.parts.desk.viewer)

    def navigate(self, pe: PointerEvent) -> None:
        s, h = self.parts, self.hooks
        items = self.items(pe.pointer)
        if not items:
            return
        if pe.pointer == "keys":
            if not self.focus.visible and self.focus.key is None:
                self.focus.set(h.home_focus(items) or items[0], self.zone_of)
            item = self.focus.move(items, pe.dir, pe.amount, self.zone_of)
            if item is not None:
                self.router.warp("keys", item.point)
                s.zoom.hover("keys", item.point, at_once=True)
            return
        item = step_from(items, pe.pos, pe.dir)
        if item is None:
            return
        self.router.warp(pe.pointer, item.point)
        moved = PointerEvent("move", item.point, pointer=pe.pointer, seat=pe.seat)
        s.picking.move(moved)
        s.zoom.hover(pe.pointer, item.point, at_once=True)

    def activate(self) -> None:
        """Enter or Space: press the focused thing; the first press only shows the focus (and skips)."""
        s, h = self.parts, self.hooks
        items = self.items("keys")
        item = self.focus.current(items, self.zone_of)
        if not self.focus.visible or item is None:
            h.skip()
            self.focus.visible = True
            self.focus.set(item or h.home_focus(items) or (items[0] if items else None), self.zone_of)
            return
        point = item.point
        if item.key.startswith("choice:"):
            s.picking.choose("keys", int(item.key.split(":")[1]))
        else:
            self.press(PointerEvent("down", point, pointer="keys"))
            s.picking.release(PointerEvent("up", point, pointer="keys"))
        self.refocus()

    def refocus(self) -> None:
        """After a press: a menu that opened gets the focus on its first line, a selected card on its
        first target; otherwise the focus stays (on the nearest item if its own is gone)."""
        items = self.items("keys")
        s = self.parts
        if "keys" in s.picking.choices or "keys" in s.picking.picks:
            self.focus.set(items[0] if items else None, self.zone_of)
        else:
            self.focus.set(self.focus.current(items, self.zone_of), self.zone_of)
        if self.focus.point:
            self.router.warp("keys", self.focus.point)
            s.zoom.hover("keys", self.focus.point, at_once=True)

    # -- seats waiting for their gamepad -------------------------------------------------------------
    def banner_rects(self) -> dict[int, pygame.Rect]:
        """Where each seat whose pad is unplugged says so (clicking it gives the seat to the mouse)."""
        s, h = self.parts, self.hooks
        out = {}
        for seat in self.router.claims.orphans():
            if seat in s.desk.seats:
                area = h.prompt_rect(seat, False, 1)
                out[seat] = pygame.Rect(area.x, area.y, area.w, max(40, int(48 * h.scale())))
        return out

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface) -> list | None:
        """The seats waiting for a pad, what each pad's cursor is on, the keyboard's focus, the cursors
        (where it drew: nothing when there are none, else None, game.table.still)."""
        h = self.hooks
        th = self.th
        banners = self.banner_rects()
        quiet = not banners and not self.router.pads and not self.focus.visible
        for seat, rect in banners.items():
            theme.draw_panel(surface, rect, colour=(40, 20, 16), edge=th.seat_colour(seat), alpha=245)
            size = max(14, int(16 * h.scale()))
            lines = theme.wrap(th.font(size, True), f"Seat {seat + 1}'s gamepad is unplugged: plug it in, or press A "
                               "on another gamepad to take the seat. Click here to play it with the mouse.",
                               rect.w - 16)[:2]
            for i, line in enumerate(lines):
                surface.blit(th.text(line, size, theme.TEXT, bold=True), (rect.x + 8, rect.y + 4 + i * (size + 4)))
        if not h.on_top():
            return [] if not banners else None
        self.draw_pointers(surface)
        return [] if quiet else None

    def draw_pointers(self, surface) -> None:
        """What each pad's cursor is on, the keyboard's focus and the cursors (over what lies on the table:
        a lesson's bar draws them over its panel, whose buttons they step to)."""
        s, h = self.parts, self.hooks
        th = self.th
        menus = [s.picking.choice_rects(c)[0] for c in s.picking.choices.values()]
        for cursor in self.router.pads.values():
            if any(m.collidepoint(cursor.pos) for m in menus):
                continue        # over a menu: its own line is lit (or the menu is not this pad's)
            item = item_at(self.items(cursor.pointer), cursor.pos)
            if item is not None:
                colour = th.seat_colour(cursor.seat) if cursor.seat is not None else theme.TEXT
                pygame.draw.rect(surface, colour, item.rect.inflate(6, 6), 3, border_radius=8)
        if self.focus.visible:
            item = self.focus.current(self.items("keys"))
            if item is not None:
                draw_ring(surface, item.rect, h.clock())
        for cursor in self.router.pads.values():
            seat = cursor.seat
            colour = th.seat_colour(seat) if seat is not None else (235, 235, 235)
            draw_cursor(surface, cursor.pos, colour, "" if seat is None else str(seat + 1), th, cursor.hold_progress,
                        scale=max(1.0, h.size()[1] / 720))

    def pointer_spots(self) -> dict[str, tuple[int, int]]:
        """Every pointer's position now, by pointer (a menu's line under its owner's is lit)."""
        spots = {"mouse": self.router.mouse_pos}
        spots.update({c.pointer: c.pos for c in self.router.pads.values()})
        if self.focus.visible and self.focus.point:
            spots["keys"] = self.focus.point
        return spots
