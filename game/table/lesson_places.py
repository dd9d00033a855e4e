"""Where a lesson's `look:` places are on each game's table (the names are game.engine.lesson_places'):
a card wherever it shows, a seat's area, a named zone. A zone names the learner's own place where
each seat has one. Every function reads the scene's layout of this frame; none changes anything."""
from __future__ import annotations

import re
from typing import Callable

import pygame

_PARTS = re.compile(r"[.#]")


def _union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects if r is not None and pygame.Rect(r).w > 0]
    return [rects[0].unionall(rects[1:])] if rects else []


def _prompt(sc, seat) -> list[pygame.Rect]:
    panel = sc.prompts.panel()
    return [pygame.Rect(panel[0])] if panel is not None else []


SHARED: dict[str, Callable] = {
    "end_turn": lambda sc, seat: [r for s, r in sc.end_turn_rects().items() if s == seat],
    "prompt": _prompt,
    "log": lambda sc, seat: [pygame.Rect(sc.log.rect)],
}

# each game's zones: (scene, the learner's seat) -> the rectangles to light
ZONES: dict[str, dict[str, Callable]] = {
    "noah": {
        "hand": lambda sc, seat: [sc.geo.zones[seat].hand],
        "reality_loss": lambda sc, seat: [sc.geo.dial],
        "health": lambda sc, seat: [sc.geo.zones[seat].health],
        "energy": lambda sc, seat: [sc.geo.zones[seat].energy],
        "ability": lambda sc, seat: [sc.geo.zones[seat].ability],
        "supply": lambda sc, seat: [sc.geo.zones[seat].supply],
        "played": lambda sc, seat: [sc.geo.zones[seat].played],
        "enemies": lambda sc, seat: _union(sc.geo.enemies[:len(sc.session.view(seat)["row"])]),
        "locations": lambda sc, seat: _union(sc.geo.locations[:len(sc.session.view(seat)["locations"])]),
        "mercenaries": lambda sc, seat: _union(sc.geo.display),
        "mercenary_deck": lambda sc, seat: [sc.geo.merc_deck],
        "turn_card": lambda sc, seat: [sc.geo.turn_card],
        "dice": lambda sc, seat: [sc.geo.tray],
        "status": lambda sc, seat: [sc.geo.status],
        "seat": lambda sc, seat: [sc.geo.zones[seat].rect],
    },
    "planet": {
        "hand": lambda sc, seat: [sc.geo.hand],
        "ecosystem": lambda sc, seat: [sc.geo.ecos[seat].rect] if seat in sc.geo.ecos else [],
        "ecosystems": lambda sc, seat: [g.rect for g in sc.geo.ecos.values()],
        "noah_pile": lambda sc, seat: [sc.geo.piles["noah"]],
        "discard_pile": lambda sc, seat: [sc.geo.piles["discard"]],
        "plant_pile": lambda sc, seat: [sc.geo.piles["plant"]],
        "environments": lambda sc, seat: [sc.geo.piles["environments"]],
        "removed": lambda sc, seat: [sc.geo.piles["removed"]],
        "selection": lambda sc, seat: _union(sc.geo.areas),
        "score_track": lambda sc, seat: [sc.geo.track],
        "status": lambda sc, seat: [sc.geo.status],
        "seat": lambda sc, seat: [sc.geo.ecos[seat].rect] if seat in sc.geo.ecos else [],
    },
    "beast": {
        "hand": lambda sc, seat: [sc.geo.hand],
        "board": lambda sc, seat: [sc.geo.boards[seat].rect],
        "field": lambda sc, seat: _union(cell for line in sc.geo.boards[seat].cells for cell in line),
        "pen": lambda sc, seat: _union(sc.geo.boards[seat].pen),
        "humans": lambda sc, seat: _union(sc.geo.boards[seat].humans),
        "trash": lambda sc, seat: [sc.geo.boards[seat].trash],
        "troops": lambda sc, seat: [sc.geo.boards[seat].troops],
        "tricks": lambda sc, seat: [sc.geo.boards[seat].tricks],
        "favor": lambda sc, seat: [sc.geo.boards[seat].favor],
        "fury": lambda sc, seat: [sc.geo.boards[seat].fury],
        "battle": lambda sc, seat: [r for r in [sc.side.flow_rects()[1]] if r is not None],
        "status": lambda sc, seat: [sc.geo.status],
        "seat": lambda sc, seat: [sc.geo.boards[seat].rect] if seat in sc.geo.boards else [],
    },
}


def look_rects(scene, game: str, learner: int, places: list[dict]) -> list[pygame.Rect]:
    """The rectangles of a step's `look:` places on this scene, as laid out now (a place not on screen
    now, a card in a hidden hand, has none)."""
    zones = {**SHARED, **ZONES[game]}
    out: list[pygame.Rect] = []
    for place in places:
        (kind, value), = place.items()
        if kind in ("zone", "track"):
            out += zones[value](scene, learner)
        elif kind == "seat":
            out += zones["seat"](scene, value)
        elif kind == "card":
            out += card_rects(scene, value)
    return [pygame.Rect(r) for r in out]


def card_rects(scene, card: str) -> list[pygame.Rect]:
    """Where a card shows on the table: every place of the scene's layout whose card under it (the one
    zoom would show, never one the viewer may not see) is a copy of `card`."""
    rects = [pygame.Rect(r) for key, r in scene.layout().items()
             if isinstance(r, list) and len(r) == 4 and not key.startswith(("button:", "end_turn"))]
    found = []
    for rect in rects:
        under = scene.card_at(rect.center)
        if under and under[0] and card in _PARTS.split(str(under[0])) and rect not in found:
            found.append(rect)
    return found
