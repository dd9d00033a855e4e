"""Issue 21, item 11: Supply Line's table. Each player's Favor and Fury stand beside its own Humans,
and the hand fills the tall room beside the shared Field in rows of whole cards."""
from __future__ import annotations

import pytest

from game.table.beast import layout as lay


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_players_tallies_stand_by_its_own_humans(size):
    L = lay.compute(size, 2, 0, 5, 3, shared=True)
    for seat, g in L.boards.items():
        humans_x = g.humans[0].centerx
        mine = abs(g.favor.centerx - humans_x)
        theirs = abs(L.boards[1 - seat].favor.centerx - humans_x)
        assert mine < theirs, (seat, g.favor, g.humans[0])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [1, 5, 8])
def test_the_hand_fills_the_room_beside_the_field_without_overlapping(size, count):
    from game.table.widgets.hand_band import hand_grid
    L = lay.compute(size, 2, 0, 5, 3, shared=True)
    assert L.hand.y > L.info.bottom and L.hand.h > size[1] // 2
    rects = hand_grid(L.hand, count, lay.RATIO, lay.hand_most(L.scale))
    assert len(rects) == count
    assert all(L.hand.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    if count <= 5:
        assert rects[0].h >= L.hand_card[1] * 0.6            # large: far taller than the old band's cards
