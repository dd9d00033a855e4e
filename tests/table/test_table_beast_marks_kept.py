"""Beast's battle marks and an animal's Vectors are kept between frames (game.table.beast.marks) and
made again when what they show changes: through a battle played on (its totals move, allies join)
and with one animal after another held, the kept marks paint exactly what marks made afresh paint."""
from __future__ import annotations

import pygame
import pytest

from beast_table import open_table, played_until_battle
from game.table.picking import Pick
from game.table.scenes.handoff import HandOff
from hidden_hand_table import pass_hand_off

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def painted(table, afresh: bool) -> bytes:
    """The marks painted on a blank window: as kept, or every one made afresh (the kept ones untouched)."""
    if afresh:
        table.marks.kept = lambda name, stamp, make: make()
    try:
        covers = table.marks.covers()
    finally:
        if afresh:
            del table.marks.kept
    surface = pygame.Surface(table.app.screen.get_size())
    for cover in covers:
        cover.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_the_kept_marks_are_made_again_as_the_battle_goes_on(harness):
    """Frame by frame through the rest of a battle (its totals move as the events are shown)."""
    table = open_table(harness, played_until_battle(7, 2))
    seen, frames = set(), 0
    for _ in range(400):
        if table.session.over or table.shown.view.get("battle") is None:
            break
        harness.frames(1)
        frames += 1
        if isinstance(harness.top, HandOff):
            pass_hand_off(harness)
            continue
        kept = painted(table, afresh=False)
        assert kept == painted(table, afresh=True), f"the kept battle marks are stale (frame {frames})"
        assert "battle" in table.marks._kept, "the marks are kept"
        seen.add(kept)
        if not table.busy and table.session.acting_seats()[0] not in table.session.bots:
            seat = table.session.acting_seats()[0]
            table.submit(table.session.legal(seat)[-1])
    assert len(seen) >= 2, "the battle's marks changed as it went on"


def test_the_vectors_follow_the_animal_held_or_pointed_at(harness):
    table = open_table(harness, played_until_battle(7, 2, min_round=9))    # five animals, some with Vectors
    animals = [(key, rect) for key, rect in table.layout().items() if key.startswith("animal:")]
    assert len(animals) >= 2
    seen = set()
    for key, rect in animals:
        seat, row, col = key.split(":")[1:4]
        spot = pygame.Rect(rect)
        table.picking.picks["mouse"] = Pick("mouse", int(seat), key.split(":")[4], f"cell:{seat}:{row}:{col}", 0,
                                            spot, spot.center, (400, 300), [], moved=True)
        kept = painted(table, afresh=False)
        assert kept == painted(table, afresh=True), f"the Vectors kept for another animal ({key})"
        seen.add(kept)
    table.picking.picks.clear()
    for key, rect in animals:
        harness.move((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))
        harness.frames(1)
        kept = painted(table, afresh=False)
        assert kept == painted(table, afresh=True), f"the Vectors kept for another animal pointed at ({key})"
        seen.add(kept)
    assert len(seen) >= 2, "some animals' Vectors show"
