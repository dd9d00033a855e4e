"""Choosing several things for one command, for every game: the cards to discard at setup, the
animals to tilt and the recruits to trash for Clout. The player clicks things to choose them (again
to put them back); the prompt panel's Confirm sends the command (or the Moves) once the chosen set is a legal one:
nothing is played while the player chooses.

The adapter says what may be gathered now (a Gather: the things by the scene's place keys and the
command each legal set stands for), either for the state the game is in (`gather`) or because a
drop could mean several such sets (`gather_drop`: a recruit dropped on its space, then its Clout
sources chosen); the scene says where each place is. A gather a drop started can be cancelled."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.adapter import TableAdapter
from game.table.desk import Desk

if TYPE_CHECKING:
    from game.table.theme import Theme


@dataclass(frozen=True)
class Gather:
    """One decision made by choosing several things."""

    seat: int
    title: str                                   # what to do, e.g. "Discard 2 cards you do not want"
    items: tuple[str, ...]                       # place keys of the things that may be chosen
    commands: dict = field(hash=False)           # frozenset of keys -> the command it stands for
    confirm: str = "Confirm"                     # the button's words
    tally: object = None                         # optional: chosen keys -> a running total in words
    played: str = ""                             # the place key of the card being played, if one is


@dataclass(frozen=True)
class Moves:
    """Several commands of one seat that one chosen set stands for, played in order once confirmed
    (Beast's wrap-up: each Trick to discard is a command of its own, chosen together)."""

    seat: int
    commands: tuple


CANCEL = "cancel"   # the prompt panel's answer that drops a gather a drop started


@dataclass(frozen=True)
class GatherHooks:
    """What a gathering reads of its table (game.table.hooks): where the places are, the layout's scale."""

    place_rects: Callable[[], dict[str, pygame.Rect]]
    scale: Callable[[], float]


class Gathering:
    """The open Gather (if any) and what has been chosen for it."""

    def __init__(self, desk: Desk, adapter: TableAdapter, th: "Theme", hooks: GatherHooks):
        self.desk = desk
        self.adapter = adapter
        self.th = th
        self.hooks = hooks
        self.active: Gather | None = None
        self.chosen: list[str] = []
        self.started = False        # opened by a drop (cancellable), not by the state of the game
        self._version = -1

    def start(self, gather: Gather) -> None:
        """Open a gather for a drop; it lasts until a command is played or it is cancelled."""
        self.active, self.chosen, self.started = gather, [], True

    def cancel(self) -> bool:
        """Drop a gather a drop started; True if there was one."""
        if not self.started:
            return False
        self.active, self.chosen, self.started = None, [], False
        return True

    def refresh(self) -> None:
        """Ask the adapter what may be gathered now (after every command)."""
        desk = self.desk
        if self._version == desk.version:
            return
        self._version = desk.version
        seat = desk.main_seat()
        offer = None
        if seat not in desk.bots and desk.replay is None and not desk.over:
            offer = self.adapter.gather(seat, desk.legal(seat))
        if offer != self.active:
            self.active, self.chosen, self.started = offer, [], False

    def toggle(self, pos) -> bool:
        """A press on a thing that may be chosen: choose it or put it back. True if used."""
        if self.active is None:
            return False
        rects = self.hooks.place_rects()
        # The place drawn last is on top (a fanned hand overlaps from the left): it is the one pressed.
        for key in reversed([key for key in rects if key in self.active.items]):
            if rects[key].collidepoint(pos):
                if key in self.chosen:
                    self.chosen.remove(key)
                else:
                    self.chosen.append(key)
                return True
        return False

    def command(self):
        """The command the chosen set stands for, or None while it is not a legal set."""
        if self.active is None:
            return None
        return self.active.commands.get(frozenset(self.chosen))

    def words(self) -> str:
        """The prompt panel's line: what to do, and what has been chosen."""
        gather = self.active
        if gather is None:
            return ""
        text = f"{gather.title}: {len(self.chosen)} chosen."
        if gather.tally is not None:
            text += f" {gather.tally(tuple(self.chosen))}"
        return text

    def draw(self, surface, clock: float) -> list[pygame.Rect]:
        """The things that may be chosen are outlined; the chosen ones glow; the card being played is
        dimmed and says so (it is not one of the choices). Gives where it drew (game.table.still)."""
        if self.active is None:
            return []
        out = []
        rects = self.hooks.place_rects()
        played = rects.get(self.active.played)
        if played is not None:
            shade = pygame.Surface(played.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 140))
            out.append(surface.blit(shade, played))
            th = self.th
            size = max(12, int(14 * self.hooks.scale()))
            label = th.text("playing", size, theme.TEXT, bold=True)
            out.append(surface.blit(label, label.get_rect(center=played.center)))
        pulse = 0.5 + 0.5 * math.sin(clock * 6)
        for key in self.active.items:
            rect = rects.get(key)
            if rect is None:
                continue
            if key in self.chosen:
                out.append(pygame.draw.rect(surface, (255, int(200 + 55 * pulse), 90), rect.inflate(6, 6), 4,
                                            border_radius=8))
            else:
                out.append(pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=8))
        return out
