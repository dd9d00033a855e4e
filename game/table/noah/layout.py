"""Where everything sits on the NOAH table, for any window size and 1 to 4 seats.

Like the rulebook's picture: the Reality Loss dial beside the first Location, the four Locations left
to right with the Enemy row beneath, the Horror dice and the Mercenary deck and display beside them,
the log at the right; a status bar; then one player zone per faction along the bottom.

With 3 or 4 seats the zones would all be too narrow to read, so the seat in focus (the one asked to
act) gets a wide zone, laid out like a 1- or 2-player zone with large hand cards and the Agent supply
beside the tracks, and the others share the rest of the width in compact zones.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

CARD_RATIO = 1.4  # height / width of every card


@dataclass
class Zone:
    """One player's zone: header, the three tracks, hand, supply and discard (played) pile."""

    rect: pygame.Rect
    header: pygame.Rect
    end_turn: pygame.Rect
    health: pygame.Rect
    energy: pygame.Rect
    ability: pygame.Rect
    hand: pygame.Rect
    played: pygame.Rect
    supply: pygame.Rect
    card: tuple[int, int]


@dataclass
class Layout:
    size: tuple[int, int]
    scale: float
    dial: pygame.Rect
    locations: list[pygame.Rect]
    enemies: list[pygame.Rect]
    tray: pygame.Rect
    merc_deck: pygame.Rect
    display: list[pygame.Rect]
    log: pygame.Rect
    status: pygame.Rect
    turn_card: pygame.Rect
    buttons: dict[str, pygame.Rect]
    zones: list[Zone] = field(default_factory=list)
    enemy_card: tuple[int, int] = (0, 0)
    location_card: tuple[int, int] = (0, 0)
    small_card: tuple[int, int] = (0, 0)
    ui: float = 1.0

    def top_band(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.size[0], self.status.top)


TRACKS = ("health", "energy", "ability")     # a zone's tracks, top to bottom (drawn in this order)
FOCUS_FROM = 3    # seats from which the seat in focus gets the wide zone


def focus_width(W: int, s: float, m: int, seats: int) -> int:
    """The width of the zone in focus: just wide enough for the wide zone layout, never less than even."""
    even = (W - 2 * m - (seats - 1) * m) // max(1, seats)
    return max(even, min(int(W * 0.5), int(560 * s) + 2 * m + 4))


def compute(size: tuple[int, int], seats: int, positions: int = 4, focus: int | None = None,
            ui: float = 1.0) -> Layout:
    """The whole table's rectangles for a window of `size`; `focus` is the seat given the wide zone
    (used from three seats up; None keeps every zone the same width); `ui` is the player's scale
    setting (text, tracks and cards grow with it as far as the window has room)."""
    W, H = size
    s = min(W / 1280, H / 720) * ui
    m = max(6, int(8 * s))
    top_h = int(H * 0.455)
    status_h = int(40 * s)

    dial = pygame.Rect(m, m, int(148 * s), top_h - 2 * m)
    log_w = int(250 * s)
    log = pygame.Rect(W - m - log_w, m, log_w, top_h - 2 * m)

    # Locations and Enemies: as big as the height allows, within about 40% of the width.
    cols_x = dial.right + m
    avail_h = top_h - 3 * m - int(16 * s)
    ew = min(int((W * 0.42) / positions) - m, int(avail_h / (CARD_RATIO + 0.78)))
    eh = int(ew * CARD_RATIO)
    lh = avail_h - eh
    lw = min(ew, int(lh / CARD_RATIO * 1.25))
    col_w = ew + m
    locations, enemies = [], []
    for i in range(positions):
        x = cols_x + i * col_w
        locations.append(pygame.Rect(x + (ew - lw) // 2, m, lw, lh))
        enemies.append(pygame.Rect(x, m + lh + m + int(16 * s), ew, eh))

    # Middle: the Horror dice tray on top, the Mercenary deck and display beneath.
    mid_x = cols_x + positions * col_w + m
    mid_w = log.left - m - mid_x
    tray = pygame.Rect(mid_x, m, mid_w, int(top_h * 0.34))
    merc_label = int(18 * s)
    slot_w = min(int((mid_w - 4 * m) / 5), int((top_h - tray.bottom - 2 * m - merc_label) / CARD_RATIO))
    slot_h = int(slot_w * CARD_RATIO)
    merc_y = top_h - m - slot_h
    gap = (mid_w - 5 * slot_w) // 4
    merc_deck = pygame.Rect(mid_x, merc_y, slot_w, slot_h)
    display = [pygame.Rect(mid_x + (k + 1) * (slot_w + gap), merc_y, slot_w, slot_h) for k in range(4)]

    status = pygame.Rect(0, top_h, W, status_h)
    turn_card = pygame.Rect(m, top_h + 3, int(status_h * 0.75) - 6, status_h - 6)
    bw = int(92 * s)
    names = ["menu", "rules", "save", "undo"]
    buttons = {}
    for k, name in enumerate(names):
        buttons[name] = pygame.Rect(W - m - (k + 1) * (bw + m) + m, top_h + 4, bw, status_h - 8)

    zones = []
    zy = status.bottom + m // 2
    zh = H - zy - m
    zw = (W - 2 * m - (seats - 1) * m) // max(1, seats)
    widths = [zw] * seats
    if focus is not None and seats >= FOCUS_FROM and 0 <= focus < seats:
        fw = focus_width(W, s, m, seats)
        other = (W - 2 * m - (seats - 1) * m - fw) // (seats - 1)
        widths = [fw if k == focus else other for k in range(seats)]
    x = m
    for k in range(seats):
        zones.append(_zone(pygame.Rect(x, zy, widths[k], zh), s, m))
        x += widths[k] + m
    return Layout(size, s, dial, locations, enemies, tray, merc_deck, display, log, status, turn_card,
                  buttons, zones, (ew, eh), (lw, lh), (slot_w, slot_h), ui)


def compact(rect: pygame.Rect, s: float) -> bool:
    """A zone too narrow for full track titles and a third of each hand card."""
    return rect.w < 300 * s


def _zone(rect: pygame.Rect, s: float, m: int) -> Zone:
    header_h = int(30 * s)
    header = pygame.Rect(rect.x, rect.y, rect.w, header_h)
    end_turn = pygame.Rect(0, 0, min(int(110 * s), int(rect.w * 0.3)), header_h - 6)
    end_turn.midright = (rect.right - 4, header.centery)
    track_h = int(24 * s)
    inner = rect.inflate(-2 * m, 0)
    y = header.bottom + m // 2
    wide = inner.w >= 560 * s
    tracks_w = int(min(inner.w * 0.62, 470 * s)) if wide else inner.w
    health = pygame.Rect(inner.x, y, tracks_w, track_h)
    energy = pygame.Rect(inner.x, health.bottom + 3, tracks_w, track_h)
    ability = pygame.Rect(inner.x, energy.bottom + 3, tracks_w, track_h)
    if wide:
        # The Agent supply sits beside the tracks; the hand gets the rest of the height.
        supply = pygame.Rect(ability.right + m, y, inner.right - ability.right - m, ability.bottom - y)
        hand_top = ability.bottom + m
        card_h = min(int(185 * s), rect.bottom - m // 2 - hand_top)
    else:
        supply_h = int(48 * s)
        hand_top = ability.bottom + m
        card_h = min(int(170 * s), rect.bottom - m // 2 - hand_top - supply_h - m // 2)
        supply = pygame.Rect(inner.x, hand_top + card_h + m // 2, inner.w, rect.bottom - hand_top - card_h - m)
    card_h = max(40, card_h)
    card_w = int(card_h / CARD_RATIO)
    pw_ratio = 1.0 if wide else 0.6
    # Six cards in hand should each show at least a third of their width (a quarter in a compact
    # zone, whose cards are read by hovering them).
    shown = 2.25 if compact(rect, s) else 3.0
    card_w = min(card_w, int((inner.w - m) / (shown + pw_ratio)))
    card = (card_w, int(card_w * CARD_RATIO))
    pw = int(card[0] * pw_ratio)
    played = pygame.Rect(inner.right - pw, hand_top, pw, int(pw * CARD_RATIO))
    hand = pygame.Rect(inner.x, hand_top, inner.w - pw - m, card[1])
    if not wide:
        supply = pygame.Rect(inner.x, hand.bottom + m, inner.w, min(int(64 * s), rect.bottom - hand.bottom - m - 2))
    return Zone(rect, header, end_turn, health, energy, ability, hand, played, supply, card)


def hand_rects(zone: Zone, count: int, lifted: int | None = None) -> list[pygame.Rect]:
    """Card rectangles in a hand: side by side, overlapping when there are many."""
    cw, ch = zone.card
    if count <= 0:
        return []
    step = cw + 4 if count == 1 else min(cw + 4, (zone.hand.w - cw) / (count - 1))
    rects = []
    for i in range(count):
        r = pygame.Rect(int(zone.hand.x + i * step), zone.hand.y, cw, ch)
        if lifted == i:
            r.y -= ch // 8
        rects.append(r)
    return rects


def supply_rects(zone: Zone, count: int, scale: float = 1.0) -> list[pygame.Rect]:
    """Chips for the Agent supply: name and cost, as few to a row as keeps each chip tall enough."""
    if count <= 0:
        return []
    gap = 4
    min_h = max(16, int(18 * scale))
    max_w = 240 * scale      # a wide supply (one seat) puts more chips in a row rather than stretch them
    for per_row in range(1, count + 1):
        rows = -(-count // per_row)
        h = (zone.supply.h - (rows - 1) * gap) // rows
        if h >= min_h and (zone.supply.w - (per_row - 1) * gap) / per_row <= max_w:
            break
    w = (zone.supply.w - (per_row - 1) * gap) / per_row
    h = max(12, min(int(30 * scale), h))
    return [pygame.Rect(int(zone.supply.x + (i % per_row) * (w + gap)), zone.supply.y + (i // per_row) * (h + gap),
                        int(w), h) for i in range(count)]
