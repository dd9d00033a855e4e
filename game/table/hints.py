"""The hint key: what the hard bot would do in the place of the person acting now, from that seat's
own view (it is handed the seat's Seen, as every bot is), said in words and lit on the table."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.adapter import PLAY_ANYWHERE, TableAdapter
from game.table.desk import Desk
from game.table.gathering import Gathering
from game.table.session import BotWorker
from game.table.widgets.toast import Toasts

if TYPE_CHECKING:
    from game.table.focus import Focusable
    from game.table.picking import PickHit
    from game.table.prompt_panel import PromptPanel

THINKING = "Thinking of a hint..."


@dataclass(frozen=True)
class MoveHooks:
    """What finding a move on the table reads of it (game.table.hooks): where its cards, targets, places
    and buttons are."""

    place_rects: Callable[[], dict[str, pygame.Rect]]
    focus_places: Callable[[], list["Focusable"]]
    pick_at: Callable[[tuple], "PickHit | None"]
    drop_rects: Callable[[], dict[str, pygame.Rect]]
    table_rect: Callable[[], pygame.Rect]
    press_places: Callable[[object], list[pygame.Rect]]
    end_turn_rects: Callable[[], dict[int, pygame.Rect]]


@dataclass(eq=False)
class MovePlaces:
    """Where a move is on the table: the hint and a lesson's step light its places."""

    desk: Desk
    adapter: TableAdapter
    gathering: Gathering
    prompts: "PromptPanel"
    hooks: MoveHooks

    def gathered(self, command) -> list:
        """In an open gather (a recruit's Clout being chosen), the things still to choose for `command`."""
        gather, chosen = self.gathering.active, self.gathering.chosen
        if gather is None:
            return []
        wanted = next((keys for keys, c in gather.commands.items()
                       if c == command or command in getattr(c, "commands", ())), frozenset())
        rects = self.hooks.place_rects()
        return [rects[key] for key in sorted(wanted) if key not in chosen and key in rects]

    def places(self, command) -> list:
        """Where a move is on the table: the card it picks up and its drop target, its answer in the
        prompt panel, or End turn (empty when nothing on screen stands for it)."""
        hooks, adapter, desk = self.hooks, self.adapter, self.desk
        rects = []
        spots = [pygame.Rect(r) for r in hooks.place_rects().values()] + [i.rect for i in hooks.focus_places()]
        for place in spots:      # the things a Gather names, and everything the keys step to (NOAH's supply)
            hit = hooks.pick_at(place.center)
            if hit is not None and hit.rect not in rects and \
                    command in adapter.candidates(desk.legal(hit.seat), hit.source, hit.card):
                rects.append(hit.rect)
        key = adapter.drop_key(command)
        drops = hooks.drop_rects()
        if key and key in drops:
            rects.append(drops[key])
        elif key == PLAY_ANYWHERE and rects:      # a card played with no target: dropped on the table
            rects.append(hooks.table_rect())
        rects += self.gathered(command)
        rects += hooks.press_places(command)
        rects += [rect for rect, answer in self.prompts.buttons()
                  if answer == command or command in getattr(answer, "commands", ())]   # a gather's several moves
        seat = getattr(command, "seat", None)
        if seat is not None and adapter.end_turn(desk.legal(seat)) == command:
            rects += [rect for s, rect in hooks.end_turn_rects().items() if s == seat]
        return [pygame.Rect(r) for r in rects]


class Hints:
    """Asks the bot on a worker thread; the answer is shown if the game has not moved on meanwhile."""

    def __init__(self, desk: Desk, adapter: TableAdapter, toasts: Toasts, moves: MovePlaces):
        self.desk = desk
        self.adapter = adapter
        self.toasts = toasts
        self.moves = moves
        self.worker = BotWorker(desk.session, strength="hard")
        self.shown = None        # the hinted command, lit on the table until the game moves on
        self.shown_version = -1
        self.wanted = False

    def ask(self) -> None:
        desk = self.desk
        seat = desk.main_seat()
        if desk.over or desk.replay is not None or seat in desk.bots or seat not in desk.acting() \
                or not desk.legal(seat):
            self.toasts.show("There is nothing to hint now.", theme.TEXT_DIM)
            return
        if not self.worker.busy():
            self.worker.start(seat)
        self.wanted = True
        self.toasts.show(THINKING, theme.TEXT_DIM)

    def update(self) -> None:
        if not self.wanted or self.worker.busy():
            return
        self.wanted = False
        command = self.worker.take()
        toasts = self.toasts
        toasts.items = [t for t in toasts.items if t[0] != THINKING]
        if command is not None:   # None: the game moved on meanwhile
            toasts.show(f"Hint: {self.adapter.describe(command)}.", theme.ACCENT)
            self.shown, self.shown_version = command, self.desk.version

    def lit(self):
        """The hinted command while it is still the position it was given for, else None."""
        return self.shown if self.shown_version == self.desk.version else None

    def places(self) -> list:
        """Where the hinted move is on the table (MovePlaces)."""
        command = self.lit()
        return [] if command is None else self.moves.places(command)

    def draw(self, surface, clock: float) -> list[pygame.Rect]:
        """The hinted move lit: a pulsing ring in the accent colour around each of its places (gives
        where it drew, game.table.still)."""
        pulse = 0.5 + 0.5 * math.sin(clock * 5)
        return [pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10 + int(6 * pulse), 10 + int(6 * pulse)), 3,
                                 border_radius=10) for rect in self.places()]

