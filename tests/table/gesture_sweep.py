"""Every gesture a table offers the people at it now, made on the real table, and the commands they
make: a card picked and dropped on each of its lit targets (and the line of the menu a drop opens,
and the things a drop asks to choose), a click on everything the keys step to, each prompt answer,
each set a gather may choose and its Confirm, End turn. For the front-end contract test (PettingZoo's
api_test over every game): nothing is played; each gesture's command is caught on its way to the engine.

A gesture here is a PointerEvent given to the table (the input router's translation of the mouse's
events is the one step skipped), so the table's own code decides what each means."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.adapter import PLAY_ANYWHERE
from game.table.gathering import CANCEL, Moves
from game.table.input import PointerEvent
from game.table.prompt_panel import TableAction


@dataclass
class Reached:
    """What the gestures made: each command with the gesture that made it, and whether that gesture
    was on something the table lit for it (a lit target, a menu line, an answer, a card whose click
    plays it at once) rather than a refused one sent so the engine can say why."""

    made: list = field(default_factory=list)        # (command, gesture words, lit)
    unreachable_lit: list = field(default_factory=list)   # lit targets no drop point lands on

    def commands(self) -> set:
        return {c for c, _, _ in self.made}

    def lit(self) -> list:
        return [(c, how) for c, how, lit in self.made if lit]


class Catcher:
    """Stands in for the table's `submit` while gestures are made: the commands are kept, none is played."""

    def __init__(self, table):
        self.table = table
        self.sent: list = []

    def __enter__(self):
        self.table.submit = self.submit
        return self

    def __exit__(self, *exc):
        del self.table.submit

    def submit(self, command, pick=None) -> bool:
        self.sent += list(command.commands) if isinstance(command, Moves) else [command]
        return True

    def take(self) -> list:
        sent, self.sent = self.sent, []
        return sent


def tidy(table) -> None:
    """Nothing held, no menu open, no gather a drop started: the table as the gesture found it."""
    table.picking.clear()
    table.picking.glides.clear()
    table.gathering.cancel()


@dataclass(frozen=True)
class Hand:
    """Whose gestures: the mouse, or a seat's own gamepad (`pointer` "pad0" and its seat)."""

    pointer: str = "mouse"
    seat: int | None = None

    def give(self, table, kind: str, pos) -> None:
        table.pointer(PointerEvent(kind, (int(pos[0]), int(pos[1])), pointer=self.pointer, seat=self.seat))


MOUSE = Hand()


def down(table, pos, hand: Hand = MOUSE) -> None:
    hand.give(table, "down", pos)


def up(table, pos, hand: Hand = MOUSE) -> None:
    hand.give(table, "up", pos)


def click(table, pos, hand: Hand = MOUSE) -> None:
    down(table, pos, hand)
    up(table, pos, hand)


def drag(table, start, end, hand: Hand = MOUSE) -> None:
    down(table, start, hand)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        hand.give(table, "move", pos)
    up(table, end, hand)


def points_in(rect: pygame.Rect, n: int = 6) -> list[tuple[int, int]]:
    """The centre of a rectangle, then a grid of points inside it."""
    rect = pygame.Rect(rect)
    grid = [(rect.x + rect.w * (2 * i + 1) // (2 * n), rect.y + rect.h * (2 * j + 1) // (2 * n))
            for j in range(n) for i in range(n)]
    return [rect.center] + grid


def pickables(table) -> dict:
    """(seat, source, index) -> a point where the card shows, for every card the pointer may pick up:
    at the places the keys step to and the things a gather names."""
    spots = [item.point for item in table.focus_places()]
    spots += [pygame.Rect(r).center for r in table.place_rects().values()]
    found = {}
    for pos in spots:
        hit = table.pick_at(pos)
        if hit is not None:
            found.setdefault((hit.seat, hit.source, hit.index), pos)
    return found


def drop_point(table, pick, key):
    """A point where a drop means `key` for this pick (a place under several targets means the legal
    one), or None when no point of the lit place does."""
    area = table.table_rect() if key == PLAY_ANYWHERE else table.drop_rects().get(key)
    if area is None:
        return None
    for pos in points_in(area, 8):
        if table.picking.zone_under(pos, pick) == key:
            return pos
    return None


def reached(table, seats, hand: Hand = MOUSE) -> Reached:
    """Every gesture of `hand` on the table for `seats` now and what it makes (see the module's words)."""
    out = Reached()
    with Catcher(table) as catcher:
        tidy(table)
        _gathers(table, catcher, out, hand, started=False)
        _answers(table, catcher, out, hand)
        _drops(table, catcher, out, hand, seats)
        _end_turn(table, catcher, out, hand, seats)
        _clicks(table, catcher, out, hand)
    return out


def _drops(table, catcher, out, hand, seats) -> None:
    """Each card picked up and dropped on each of its lit targets; a menu's every line; a gather a drop
    opens, every set of it."""
    for (seat, source, index), pos in pickables(table).items():
        if seat not in seats:
            continue
        down(table, pos, hand)
        pick = table.picking.picks.get(hand.pointer)
        tidy(table)
        if pick is None:
            continue
        for key in table.picking.legal_keys(pick):
            spot = drop_point(table, pick, key)
            if spot is None:
                out.unreachable_lit.append((pick.card, source, key))
                continue
            drag(table, pos, spot, hand)
            how = f"{pick.card} from {source} dropped on {key}"
            _after(table, catcher, out, hand, how)


def _after(table, catcher, out, hand, how: str) -> None:
    """What a drop made: a command, a menu (each line chosen), or a gather (each set chosen)."""
    for command in catcher.take():
        out.made.append((command, how, True))
    choice = table.picking.choices.get(hand.pointer)
    if choice is not None:
        for i, (label, _) in enumerate(choice.options):
            table.picking.choices[hand.pointer] = choice
            table.picking.choose(hand.pointer, i)
            out.made += [(c, f"{how}, menu line {label!r}", True) for c in catcher.take()]
    if table.gathering.active is not None and table.gathering.started:
        _gathers(table, catcher, out, hand, started=True, how=how)
    tidy(table)


def _gathers(table, catcher, out, hand, started: bool, how: str = "") -> None:
    """Each set the open gather may choose: its things clicked where they show, then its Confirm."""
    gather = table.gathering.active
    if gather is None or table.gathering.started != started:
        return
    for chosen, command in gather.commands.items():
        table.gathering.chosen = []
        for key in sorted(chosen):
            spot = _gather_spot(table, gather, key)
            if spot is None:
                out.unreachable_lit.append((gather.title, "gather", key))
                break
            click(table, spot, hand)
        else:
            confirm = [r for r, c in table.prompts.buttons() if c is not None and c is not CANCEL]
            if set(table.gathering.chosen) == set(chosen) and confirm:
                click(table, confirm[0].center, hand)
            out.made += [(c, f"{how} {gather.title}: {sorted(chosen)} confirmed", True) for c in catcher.take()]
    table.gathering.chosen = []


def _gather_spot(table, gather, key):
    """A point where a click chooses `key` (not under a thing drawn over it)."""
    rects = table.place_rects()
    if key not in rects:
        return None
    above = [rects[k] for k in list(rects)[list(rects).index(key) + 1:] if k in gather.items]
    for pos in points_in(rects[key]):
        if not any(r.collidepoint(pos) for r in above):
            return pos
    return None


def _answers(table, catcher, out, hand) -> None:
    """Each answer of the prompt panel pressed (a greyed one, or the table's own, is not an answer)."""
    if table.gathering.active is not None:
        return
    for rect, command in table.prompts.buttons():
        if command is None or command is CANCEL or isinstance(command, TableAction) \
                or table.prompts.refusal(command):
            continue
        click(table, rect.center, hand)
        out.made += [(c, f"the answer {table.prompts.label(command)!r}", True) for c in catcher.take()]
        tidy(table)


def _end_turn(table, catcher, out, hand, seats) -> None:
    for seat, rect in table.end_turn_rects().items():
        if seat in seats:
            table.confirm_end.clear()
            click(table, rect.center, hand)
            if not catcher.sent:
                click(table, rect.center, hand)      # End turn asks once more
            out.made += [(c, "End turn", True) for c in catcher.take()]
            table.confirm_end.clear()


def _clicks(table, catcher, out, hand) -> None:
    """A click on everything the keys step to: a card that plays at once, a pile, a track. A click on
    a card with nothing to play sends the plain command so the engine says why: not lit."""
    for item in table.focus_places():
        hit = table.pick_at(item.point)
        down(table, item.point, hand)
        pick = table.picking.picks.get(hand.pointer)
        lit = pick is not None and bool(pick.candidates)
        up(table, item.point, hand)
        for command in catcher.take():
            out.made.append((command, f"a click on {item.key}", lit if hit is not None else False))
        tidy(table)
