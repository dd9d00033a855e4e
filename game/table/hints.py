"""The hint key: what the hard bot would do in the place of the person acting now, from that seat's
own view (it is handed the seat's Seen, as every bot is), said in words and lit on the table."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

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


class MoveTable(Protocol):
    """What finding a move on the table uses: the desk and the adapter, the open gather and prompt,
    and where the table's cards, targets and buttons are."""

    desk: Desk
    adapter: TableAdapter
    gathering: Gathering
    prompts: "PromptPanel"

    def place_rects(self) -> dict[str, pygame.Rect]: ...

    def focus_places(self) -> list["Focusable"]: ...

    def pick_at(self, pos) -> "PickHit | None": ...

    def drop_rects(self) -> dict[str, pygame.Rect]: ...

    def table_rect(self) -> pygame.Rect: ...

    def press_places(self, command) -> list[pygame.Rect]: ...

    def end_turn_rects(self) -> dict[int, pygame.Rect]: ...


class HintTable(MoveTable, Protocol):
    """What the hint key uses: a move's places, and the toasts it speaks in."""

    toasts: Toasts


class Hints:
    """Asks the bot on a worker thread; the answer is shown if the game has not moved on meanwhile."""

    def __init__(self, scene: HintTable):
        self.scene = scene
        self.worker = BotWorker(scene.desk.session, strength="hard")
        self.shown = None        # the hinted command, lit on the table until the game moves on
        self.shown_version = -1
        self.wanted = False

    def ask(self) -> None:
        scene = self.scene
        desk = scene.desk
        seat = desk.main_seat()
        if desk.over or desk.replay is not None or seat in desk.bots or seat not in desk.acting() \
                or not desk.legal(seat):
            scene.toasts.show("There is nothing to hint now.", theme.TEXT_DIM)
            return
        if not self.worker.busy():
            self.worker.start(seat)
        self.wanted = True
        scene.toasts.show(THINKING, theme.TEXT_DIM)

    def update(self) -> None:
        if not self.wanted or self.worker.busy():
            return
        self.wanted = False
        command = self.worker.take()
        toasts = self.scene.toasts
        toasts.items = [t for t in toasts.items if t[0] != THINKING]
        if command is not None:   # None: the game moved on meanwhile
            toasts.show(f"Hint: {self.scene.adapter.describe(command)}.", theme.ACCENT)
            self.shown, self.shown_version = command, self.scene.desk.version

    def lit(self):
        """The hinted command while it is still the position it was given for, else None."""
        return self.shown if self.shown_version == self.scene.desk.version else None

    def places(self) -> list:
        """Where the hinted move is on the table (command_places)."""
        command = self.lit()
        return [] if command is None else command_places(self.scene, command)

    def draw(self, surface, clock: float) -> list[pygame.Rect]:
        """The hinted move lit: a pulsing ring in the accent colour around each of its places (gives
        where it drew, game.table.still)."""
        pulse = 0.5 + 0.5 * math.sin(clock * 5)
        return [pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10 + int(6 * pulse), 10 + int(6 * pulse)), 3,
                                 border_radius=10) for rect in self.places()]


def gathered_places(scene: MoveTable, command) -> list:
    """In an open gather (a recruit's Clout being chosen), the things still to choose for `command`."""
    gather, chosen = scene.gathering.active, scene.gathering.chosen
    if gather is None:
        return []
    wanted = next((keys for keys, c in gather.commands.items()
                   if c == command or command in getattr(c, "commands", ())), frozenset())
    rects = scene.place_rects()
    return [rects[key] for key in sorted(wanted) if key not in chosen and key in rects]


def command_places(scene: MoveTable, command) -> list:
    """Where a move is on the table: the card it picks up and its drop target, its answer in the prompt
    panel, or End turn (empty when nothing on screen stands for it). The hint and a lesson's step light them."""
    rects = []
    spots = [pygame.Rect(r) for r in scene.place_rects().values()] + [i.rect for i in scene.focus_places()]
    for place in spots:      # the things a Gather names, and everything the keys step to (NOAH's supply)
        hit = scene.pick_at(place.center)
        if hit is not None and hit.rect not in rects and \
                command in scene.adapter.candidates(scene.desk.legal(hit.seat), hit.source, hit.card):
            rects.append(hit.rect)
    key = scene.adapter.drop_key(command)
    if key and key in scene.drop_rects():
        rects.append(scene.drop_rects()[key])
    elif key == PLAY_ANYWHERE and rects:      # a card played with no target: dropped on the table
        rects.append(scene.table_rect())
    rects += gathered_places(scene, command)
    rects += scene.press_places(command)
    rects += [rect for rect, answer in scene.prompts.buttons()
              if answer == command or command in getattr(answer, "commands", ())]   # a gather's several moves
    seat = getattr(command, "seat", None)
    if seat is not None and scene.adapter.end_turn(scene.desk.legal(seat)) == command:
        rects += [rect for s, rect in scene.end_turn_rects().items() if s == seat]
    return [pygame.Rect(r) for r in rects]
