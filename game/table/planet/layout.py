"""Where everything sits on the Noah Planet table, for any window size and 1 to 4 seats.

The table area (left) holds the scoring board across the top, the ecosystems beneath it and the
hand of the seat on screen at the bottom. The seat on screen has the first ecosystem, at the left;
the others follow in turn order: with two seats side by side, with three or four stacked in the
right half (the hand then lies under the first ecosystem only). The right column holds the status,
the table's buttons, the action button, the centre of the table (Noah Card Pile, Discard Pile, Plant
Pile, Environment cards; beneath them the Selection Area when it is used, and the cards removed from
the game), then the prompt and the log. Wide prompts that show cards (the draft, a Search) sit over the table, above the hand.

An ecosystem's tier rows (T4 at the top, T0 at the bottom, as the food chain climbs) are laid out
from what it holds: see game.table.planet.rows."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.hand_table import HandLayout
from game.table.widgets.side_column import column, split

RATIO = 1.4          # card height / width


@dataclass
class EcoGeo:
    """One player's ecosystem panel: its header, the tier labels' column and the rows' area."""

    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    body: pygame.Rect
    labels: pygame.Rect
    max_card: int            # the tallest a card gets in it (an ecosystem with few cards)
    big: bool = False


@dataclass
class Layout(HandLayout):
    """The shared parts (the stage lies over the table above the hand: wide prompts, the spread
    Discard Pile), the scoring board, the ecosystems and the centre of the table."""

    track: pygame.Rect = field(default_factory=pygame.Rect)                  # the scoring board, 0 to 100
    ecos: dict[int, EcoGeo] = field(default_factory=dict)
    piles: dict[str, pygame.Rect] = field(default_factory=dict)             # noah, discard, plant, environments, removed
    areas: list[pygame.Rect] = field(default_factory=list)                  # Selection Area I, II, III, or none


def seat_order(seats: int, viewer: int) -> list[int]:
    """The seat on screen first, then the others in turn order."""
    return [(viewer + k) % seats for k in range(seats)]


def ecosystem(seat: int, rect: pygame.Rect, s: float, big: bool) -> EcoGeo:
    header = pygame.Rect(rect.x, rect.y, rect.w, max(16, int(22 * s)))
    labels = pygame.Rect(rect.x + 2, header.bottom + 2, max(18, int(26 * s)), rect.bottom - header.bottom - 4)
    body = pygame.Rect(labels.right + 2, labels.y, rect.right - labels.right - 6, labels.h)
    most = int((150 if big else 110) * s)
    return EcoGeo(seat, pygame.Rect(rect), header, body, labels, most, big)


def compute(size: tuple[int, int], seats: int, viewer: int, selection: bool, ui: float = 1.0) -> Layout:
    """The table for a window size; `ui` is the player's text scale (everything is laid out for it)."""
    s, m, side, area = split(size, ui=ui)
    track = pygame.Rect(area.x, area.y, area.w, int(38 * s))
    below = pygame.Rect(area.x, track.bottom + m // 2, area.w, area.bottom - track.bottom - m // 2)
    hand_h = int(128 * s)
    order = seat_order(seats, viewer)
    if seats <= 2:
        hand = pygame.Rect(below.x, below.bottom - hand_h, below.w, hand_h)
        room = pygame.Rect(below.x, below.y, below.w, hand.y - m // 2 - below.y)
        if seats == 1:
            rects = [room]
        else:
            first = int(room.w * 0.56)
            rects = [pygame.Rect(room.x, room.y, first - m // 2, room.h),
                     pygame.Rect(room.x + first + m // 2, room.y, room.w - first - m // 2, room.h)]
    else:
        mine = int(below.w * 0.52)
        hand = pygame.Rect(below.x, below.bottom - hand_h, mine, hand_h)
        rects = [pygame.Rect(below.x, below.y, mine, hand.y - m // 2 - below.y)]
        rest = pygame.Rect(below.x + mine + m, below.y, below.w - mine - m, below.h)
        each = (rest.h - (seats - 2) * (m // 2)) // (seats - 1)
        rects += [pygame.Rect(rest.x, rest.y + k * (each + m // 2), rest.w, each) for k in range(seats - 1)]
    ecos = {seat: ecosystem(seat, rect, s, seat == viewer) for seat, rect in zip(order, rects)}
    card_h = hand_h - int(8 * s)
    hand_card = (int(card_h / RATIO), card_h)
    # the right column
    g = max(4, int(5 * s))
    col = column(side, s, status_h=66)
    status, buttons, end_turn = col.status, col.buttons, col.action
    cw = (side.w - 3 * g) // 4
    ch = int(cw * RATIO)
    label = int(16 * s)
    top = col.rest.y
    piles = {name: pygame.Rect(side.x + k * (cw + g), top, cw, ch)
             for k, name in enumerate(("noah", "discard", "plant", "environments"))}
    top += ch + label + g
    areas = []
    if selection:
        areas = [pygame.Rect(side.x + k * (cw + g), top, cw, ch) for k in range(3)]
    # the cards removed from the game, under the Environments (beside the Selection Area if it is out)
    piles["removed"] = pygame.Rect(side.x + 3 * (cw + g), top, cw, ch)
    top += ch + label + g
    flow = pygame.Rect(side.x, top, side.w, side.bottom - top)
    table = pygame.Rect(area.x, area.y, area.w, area.h)
    stage = pygame.Rect(area.x + area.w // 10, track.bottom + m, area.w * 8 // 10, hand.y - track.bottom - 2 * m)
    return Layout(size, s, order, hand, hand_card, side, status, buttons, end_turn, flow, stage, table, track, ecos,
                  piles, areas)
