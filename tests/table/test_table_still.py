"""The still parts (hands, Enemy row, Mercenary display drawn into the table layer while they do not
move) change nothing on screen: every frame of a game, animations and a raised card included, looks
exactly as when each part is drawn in its place every frame."""
from __future__ import annotations

import random
from collections import Counter

import pygame

from game.engine.noah.rules import NOAH
from game.table.noah.scene import NoahTable
from game.table.picking import Pick
from game.table import launch


def frame_both_ways(table: NoahTable, size) -> tuple[bytes, bytes, set]:
    """The frame drawn as the table draws it, the frame drawn with every part drawn in its place,
    and the parts that were moving (drawn in their place anyway)."""
    still = pygame.Surface(size)
    table.draw(still)
    moving = {name if isinstance(name, str) else name[0] for name in table.moving}
    parts = table.still_parts
    table.still_parts = lambda: [(name, area, None, draw) for name, area, _, draw in parts()]
    try:
        plain = pygame.Surface(size)
        table.draw(plain)
    finally:
        del table.still_parts
    return pygame.image.tobytes(still, "RGB"), pygame.image.tobytes(plain, "RGB"), moving


def test_the_still_parts_look_exactly_like_drawing_every_part_each_frame(harness):
    size = (1280, 720)
    opts = {"factions": sorted(NOAH.cards.factions)[:3], "harder": False}
    assert launch.start_game(harness.app, "noah", opts, 11) is None
    table = harness.top
    rng = random.Random(3)
    moving = Counter()
    for step in range(24):
        for _ in range(30):     # the animations of the last command, frame by frame
            harness.frames(1)
            a, b, parts = frame_both_ways(table, size)
            assert a == b, f"the table looks different with its still parts (step {step}, moving {parts})"
            moving.update(parts | {"frame"})
            if not table.busy:
                break
        table.skip()
        harness.frames(1)
        s = table.session
        if s.over or harness.top is not table:
            break
        seat = s.acting_seats()[0]
        if step % 4 == 3 and table.hand_cards(seat):
            # A card selected by a click stands raised out of its hand.
            rect = table.hand_layout(seat)[0]
            table.picking.picks["mouse"] = Pick("mouse", seat, table.hand_cards(seat)[0][0], "hand", 0,
                                                rect, rect.center, rect.center, [], dragging=False)
        else:
            table.picking.picks.clear()
            table.submit(rng.choice(s.legal(seat)))
    # A Mercenary gliding to its slot, as after a hire.
    table.shown.display[0].pos.value -= 0.5
    for _ in range(3):
        harness.frames(1)
        a, b, parts = frame_both_ways(table, size)
        assert a == b, f"the table looks different with its still parts (moving {parts})"
        moving.update(parts)
    assert moving["frame"] > 100 and moving["hand"] and moving["row"] and moving["display"], moving
