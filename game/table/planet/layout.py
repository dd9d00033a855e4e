"""Where everything sits on the Noah Planet table, for any window size and 1 to 4 seats.

The table area (left) holds the scoring board across the top, the ecosystems beneath it and the
hand of the seat on screen at the bottom. The seat on screen has the first ecosystem, at the left;
the others follow in turn order: with two seats side by side, with three or four stacked in the
right half (the hand then lies under the first ecosystem only). The right column holds the status,
the table's buttons, the action button, the centre of the table (Noah Card Pile, Discard Pile, Plant
Pile, Environment cards; the Selection Area beneath them when it is used), then the prompt and the
log. Wide prompts that show cards (the draft, a Search) sit over the table, above the hand.

An ecosystem's tier rows (T4 at the top, T0 at the bottom, as the food chain climbs) are laid out
from what it holds: see game.table.planet.rows."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

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
class Layout:
    size: tuple[int, int]
    scale: float
    track: pygame.Rect                   # the scoring board, 0 to 100
    ecos: dict[int, EcoGeo]
    order: list[int]
    hand: pygame.Rect
    hand_card: tuple[int, int]
    side: pygame.Rect
    status: pygame.Rect
    buttons: dict[str, pygame.Rect]
    end_turn: pygame.Rect
    piles: dict[str, pygame.Rect]        # noah, discard, plant, environments
    areas: list[pygame.Rect]             # Selection Area I, II, III ([] when not used)
    flow: pygame.Rect                    # the rest of the right column: prompt and log
    stage: pygame.Rect                   # over the table, above the hand: wide prompts, the spread Discard Pile
    table: pygame.Rect = field(default_factory=pygame.Rect)


def seat_order(seats: int, viewer: int) -> list[int]:
    """The seat on screen first, then the others in turn order."""
    return [(viewer + k) % seats for k in range(seats)]


def ecosystem(seat: int, rect: pygame.Rect, s: float, big: bool) -> EcoGeo:
    header = pygame.Rect(rect.x, rect.y, rect.w, max(16, int(22 * s)))
    labels = pygame.Rect(rect.x + 2, header.bottom + 2, max(18, int(26 * s)), rect.bottom - header.bottom - 4)
    body = pygame.Rect(labels.right + 2, labels.y, rect.right - labels.right - 6, labels.h)
    most = int((150 if big else 110) * s)
    return EcoGeo(seat, pygame.Rect(rect), header, body, labels, most, big)


def compute(size: tuple[int, int], seats: int, viewer: int, selection: bool) -> Layout:
    W, H = size
    s = min(W / 1280, H / 720)
    m = max(6, int(8 * s))
    side_w = int(300 * s)
    side = pygame.Rect(W - m - side_w, m, side_w, H - 2 * m)
    area = pygame.Rect(m, m, side.x - 2 * m, H - 2 * m)
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
    status = pygame.Rect(side.x, side.y, side.w, int(66 * s))
    bw = (side.w - 3 * g) // 4
    buttons = {name: pygame.Rect(side.x + k * (bw + g), status.bottom + g, bw, int(30 * s))
               for k, name in enumerate(("menu", "rules", "save", "undo"))}
    end_turn = pygame.Rect(side.x, buttons["menu"].bottom + g, side.w, int(34 * s))
    cw = (side.w - 3 * g) // 4
    ch = int(cw * RATIO)
    label = int(16 * s)
    top = end_turn.bottom + g
    piles = {name: pygame.Rect(side.x + k * (cw + g), top, cw, ch)
             for k, name in enumerate(("noah", "discard", "plant", "environments"))}
    top += ch + label + g
    areas = []
    if selection:
        areas = [pygame.Rect(side.x + k * (cw + g), top, cw, ch) for k in range(3)]
        top += ch + label + g
    flow = pygame.Rect(side.x, top, side.w, side.bottom - top)
    table = pygame.Rect(area.x, area.y, area.w, area.h)
    stage = pygame.Rect(area.x + area.w // 10, track.bottom + m, area.w * 8 // 10, hand.y - track.bottom - 2 * m)
    return Layout(size, s, track, ecos, order, hand, hand_card, side, status, buttons, end_turn, piles, areas,
                  flow, stage, table)
