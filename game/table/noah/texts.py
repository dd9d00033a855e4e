"""The table's common text (track numbers and titles, zone titles, labels), and its warm-up.

The first frame of a table used to render some hundred labels for the first time (30-40 ms). The
warm-up asks `text_jobs` for small main-thread jobs that render them with the table's own code
(the tracks' spaces, the zone headers, the dial, the log, the supply chips) into the theme's text
cache between frames, before the table opens.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.table import theme
from game.table.widgets.track import Track


def make_tracks(cards, faction) -> dict[str, Track]:
    """A seat's Health, Energy and Ability tracks, the ability spaces labelled with what they unlock."""
    fdef = cards.factions[faction["faction"]]
    health = Track("Health", cards.core.track_max + 1)
    energy = Track("Energy", cards.core.energy_track_max + 1)
    ability = Track("Ability", len(fdef.ability_track))
    for i, space in enumerate(fdef.ability_track):
        bits = [f"R{space.range}" if space.range else "", f"B+{space.boost}" if space.boost else "",
                f"D{space.defense}" if space.defense else "", f"E+{space.energy}" if space.energy else ""]
        ability.labels[i] = "".join(b for b in bits if b) or ("0" if i == 0 else "-")
    return {"health": health, "energy": energy, "ability": ability}


def place_tracks(tracks: dict[str, Track], z, scale: float, th) -> None:
    """Put a zone's tracks in place; a compact zone titles them H, E, A; the titles line up."""
    from game.table.noah import layout as lay
    tracks["health"].rect = pygame.Rect(z.health)
    tracks["energy"].rect = pygame.Rect(z.energy)
    tracks["ability"].rect = pygame.Rect(z.ability)
    small = lay.compact(z.rect, scale)
    font_size = max(11, min(15, z.health.h // 2))
    for t in tracks.values():
        t.short = small
    width = max(th.font(font_size, True).size(t.shown_title)[0] for t in tracks.values()) + 6
    for t in tracks.values():
        t.title_width = min(width, z.health.w // 4)


def header_label(th, name: str, room: int, scale: float) -> pygame.Surface:
    """A zone's title that fits `room`: without 'The', then smaller, then cut (measured, rendered once)."""
    size = max(14, int(19 * scale))
    font = th.font(size, True)
    if font.size(name)[0] > room and " The " in name:
        name = name.replace(" The ", " ", 1)        # "3  The Order of the Lantern" -> "3  Order of..."
    while th.font(size, True).size(name)[0] > room and size > 12:
        size -= 1
    while th.font(size, True).size(name)[0] > room and len(name) > 4:
        name = name[:-2].rstrip() + "…"
    return th.text(name, size, (12, 12, 12), bold=True)


def text_jobs(th, noah, L, art=None) -> list:
    """Main-thread jobs (each under a millisecond or so) that render the table's common text for
    layout `L` (and, given the CardArt `art`, the factions' emblems)."""
    # Nothing is imported here (the worker's imports wait for the frames; one the main loop also
    # needs would stall it): the icon module is imported by the first emblem job, on the main thread.
    # Opening a font and its first glyphs cost about half a millisecond a size: one job a font.
    s = L.scale
    sizes = {(n, b) for n in (10, 13, 14, 15, 16, 17, 18) for b in (False, True)}
    sizes |= {(max(11, int(13 * s)), False), (max(12, int(16 * s)), True), (max(13, int(16 * s)), True)}
    sizes |= {(n, True) for n in range(12, max(14, int(19 * s)) + 1)}
    sizes |= {(n, b) for n in range(max(10, int(14 * s)) - 3, max(11, int(14 * s)) + 1) for b in (False, True)}
    jobs = [partial(_font, th, n, b) for n, b in sorted(sizes)]
    jobs += [partial(_labels, th, noah, L), partial(_dial, th, noah, L), partial(_log, th, noah, L)]
    for seat in range(len(L.zones)):
        for track in ("health", "energy", "ability"):
            jobs.append(partial(_track, th, noah, L, seat, track))
        jobs.append(partial(_header, th, noah, L, seat))
        if art is not None:
            jobs.append(partial(_emblem, noah, L, seat, art))
        jobs.append(partial(_supply, th, noah, L, seat))
    return jobs


def _font(th, size: int, bold: bool) -> None:
    th.font(size, bold).size("Seat 0123456789 HEA")


def _labels(th, noah, L) -> None:
    s = L.scale
    for p in range(len(L.enemies)):
        th.text(f"Location {p + 1}", max(11, int(13 * s)), theme.TEXT_DIM)
    th.text("Mercenaries: deck, then display (costs 1-4)", max(11, int(13 * s)), theme.TEXT_DIM)
    th.text("Horror dice", 14, theme.TEXT_DIM, bold=True)
    th.text(str(noah.view["mercenary_deck"]), max(12, int(16 * s)), theme.TEXT, bold=True)
    for label in ("Menu", "Rules F1", "Save", "Undo"):
        th.text(label, max(12, int(16 * s)), theme.TEXT, bold=True)
    th.text("Undo", max(12, int(16 * s)), theme.TEXT_DIM, bold=True)
    th.text("End turn", max(13, int(16 * s)), (20, 14, 0), bold=True)
    th.text("Confirm end", max(13, int(16 * s)), (20, 14, 0), bold=True)
    th.text("played", max(10, int(13 * s)), theme.TEXT_DIM)


def _dial(th, noah, L) -> None:
    from game.table.noah.cardinfo import plain
    from game.table.widgets.dial import Dial
    dial = Dial([{"kind": sp.kind, "text": plain(sp.text)} for sp in noah.cards.dials[noah.view["dial"]].spaces])
    dial.rect = pygame.Rect(L.dial)
    dial.set(noah.view["dial_position"], snap=True)
    dial.draw_static(pygame.Surface((1, 1)), th)


def _log(th, noah, L) -> None:
    from game.table.widgets.log import LogPanel
    log = LogPanel()
    log.rect = pygame.Rect(L.log)
    log.add("A new game of NOAH begins." if not noah.session.engine.log else "The game is resumed.", colour=theme.ACCENT)
    log.draw(pygame.Surface((1, 1)), th)


def _track(th, noah, L, seat: int, name: str) -> None:
    faction = noah.view["factions"][seat]
    tracks = make_tracks(noah.cards, faction)
    place_tracks(tracks, L.zones[seat], L.scale, th)
    tracks["ability"].unlocked = set(range(1, faction["ability"] + 1))
    tracks[name].background(th)


def _header(th, noah, L, seat: int) -> None:
    z, s = L.zones[seat], L.scale
    name = f"{seat + 1}  {noah.seat_name(seat)}" + ("  (bot)" if seat in noah.session.bots else "")
    for room in (z.end_turn.x - 10 - (z.header.x + 8), z.header.w - 16):
        header_label(th, name, room, s)


def _emblem(noah, L, seat: int, art) -> None:
    emblem = noah.cards.factions[noah.view["factions"][seat]["faction"]].emblem
    art.icons().draw(f"emblem_{emblem}", max(14, int(20 * L.scale)), ink=(20, 20, 20))


def _supply(th, noah, L, seat: int) -> None:
    from game.table.noah import layout as lay
    from game.table.noah.zones import chip_size, fit_chip
    z, s = L.zones[seat], L.scale
    cards = noah.cards
    supply = noah.view["factions"][seat]["supply"]
    agents = [cards.agents[c] for c in sorted(set(supply), key=lambda c: (cards.agents[c].cost, c))]
    rects = lay.supply_rects(z, len(agents), s)
    size = chip_size(th, [(a.cost, a.name, supply.count(a.id)) for a in agents],
                     min((r.w for r in rects), default=0) - 8, max(11, int(14 * s)))
    for agent, rect in zip(agents, rects):
        for colour in (theme.TEXT, theme.TEXT_DIM):
            fit_chip(th, agent.cost, agent.name, supply.count(agent.id), rect.w - 8, size, colour, True,
                     fixed=True)
