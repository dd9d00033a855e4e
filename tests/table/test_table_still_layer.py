"""The still layer (game.table.still) never shows a stale picture: in played games of every table
that draws from it, after every frame (flights, turns, a card held with its targets dimmed, hand-offs,
a bot's turn in the public view), the window as the frame left it (the layer brought back only where
a part changed or the frame before drew over it) is pixel-identical to the frame drawn with every part
drawn afresh."""
from __future__ import annotations

import random

import pygame
import pytest

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.beast.scene import BeastTable
from game.table.picking import Pick
from game.table.planet.scene import PlanetTable
from game.table.scenes.handoff import HandOff
from hidden_hand_table import open_table, pass_hand_off

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def both_ways(table) -> tuple[bytes, bytes]:
    """The window as the last frame left it (drawn from the layer), and the frame drawn with every
    still part afresh."""
    kept, fresh = table.app.screen, pygame.Surface(table.app.screen.get_size())
    table.still.fresh = True
    try:
        table.draw(fresh)
    finally:
        table.still.fresh = False
    return pygame.image.tobytes(kept, "RGB"), pygame.image.tobytes(fresh, "RGB")


def where(table, kept: bytes, fresh: bytes) -> str:
    """The first pixel that differs, and the still parts there."""
    width = table.app.screen.get_size()[0]
    at = next(i for i in range(len(kept)) if kept[i] != fresh[i]) // 3
    x, y = at % width, at // width
    names = [name for name, (area, _) in table.still.shown.items() if pygame.Rect(area).collidepoint(x, y)]
    seen = []
    table.still.draw = lambda surface, key, base, parts, *rest: seen.extend(parts)
    try:
        table.draw(pygame.Surface(table.app.screen.get_size()))
    finally:
        del table.still.draw
    drawing = []
    for part in seen:
        probe = pygame.Surface(table.app.screen.get_size())
        probe.fill((1, 2, 3))
        part.draw(probe)
        if probe.get_at((x, y))[:3] != (1, 2, 3):
            drawing.append((part.name, tuple(part.area), tuple(probe.get_at((x, y)))))
    return f"at {(x, y)} {tuple(kept[at * 3:at * 3 + 3])} kept, {tuple(fresh[at * 3:at * 3 + 3])} fresh, in " \
        f"{names or 'no still part'}; drawn there by {drawing}"


def hold_a_card(table, rng: random.Random) -> bool:
    """The viewer picks up a card of their hand (or their board) and holds it over the table."""
    places = [rect for key, rect in table.layout().items() if key.startswith(("hand:", "animal:", "sp:"))]
    rng.shuffle(places)
    for rect in places:
        hit = table.pick_at((rect[0] + 6, rect[1] + rect[3] // 2))
        if hit is not None and hit.seat == table.viewer:
            legal = table.session.legal(hit.seat)
            table.picking.picks["mouse"] = Pick("mouse", hit.seat, hit.card, hit.source, hit.index,
                                                pygame.Rect(hit.rect), hit.rect.center, (400, 300),
                                                table.adapter.candidates(legal, hit.source, hit.card), moved=True)
            return True
    return False


@pytest.mark.parametrize("game", ["planet", "beast"])
def test_the_kept_layer_looks_exactly_like_drawing_every_part_afresh(harness, game):
    engine = Engine(game_spec(game).rules(), {"players": 3}, 4)
    scene = {"planet": PlanetTable, "beast": BeastTable}[game]
    table = open_table(harness, scene, engine, bots={2})
    rng = random.Random(9)
    compared = held = 0
    for step in range(36):
        for _ in range(60):     # the animations of the last command, frame by frame
            harness.frames(1)
            if harness.top is table:
                kept, fresh = both_ways(table)
                assert kept == fresh, f"{game}: the kept layer is stale (step {step}, frame {compared}): " \
                    f"{where(table, kept, fresh)}"
                compared += 1
            if isinstance(harness.top, HandOff):
                pass_hand_off(harness)
            elif not table.busy:
                break
        s = table.session
        if s.over or harness.top is not table:
            break
        seat = table.viewer
        if seat not in s.acting_seats() or seat in s.bots:
            continue
        table.picking.picks.clear()
        if step % 3 == 1 and hold_a_card(table, rng):
            held += 1
            continue
        table.submit(rng.choice(s.legal(seat)))
    assert compared > 150 and held >= 3, (compared, held)
    assert table.still.redrawn > 0
    assert table.still.restored > compared // 2, "most frames bring back only part of the layer"


def test_the_hand_fan_and_the_piles_of_a_crowded_row_are_never_stale(harness):
    """The fan opens at the card under the pointer and closes again; the kept layer follows each frame."""
    from test_table_crowded import CROWDED
    from planet_table import stacked
    table = open_table(harness, PlanetTable, stacked(CROWDED))
    for i in (3, 9, 16, 0):
        now = table.hand_layout()
        harness.move((now[i].x + 5, now[i].centery))
        harness.frames(2)
        kept, fresh = both_ways(table)
        assert kept == fresh, where(table, kept, fresh)
    harness.move((5, 5))
    harness.frames(2)
    kept, fresh = both_ways(table)
    assert kept == fresh, where(table, kept, fresh)


@pytest.mark.parametrize("game", ["planet", "beast"])
def test_a_new_window_is_drawn_whole(harness, game):
    """After the window is made again (a resize, full screen) it holds none of the last frame: the
    next frame brings the whole layer, not only the places the last one drew over."""
    engine = Engine(game_spec(game).rules(), {"players": 3}, 4)
    table = open_table(harness, {"planet": PlanetTable, "beast": BeastTable}[game], engine)
    harness.frames(3)
    harness.app.resize(harness.app.size)
    harness.app.screen.fill((255, 0, 255))      # what a new window's pixels may be
    harness.frames(1)
    kept, fresh = both_ways(table)
    assert kept == fresh, where(table, kept, fresh)
