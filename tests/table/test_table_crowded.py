"""Issue 21, item 8: crowded rows and hands stay readable. A Planet row too full for its width stacks
equal cards in one pile with a count (in T0 all equal plants; above it only neighbours, whose order
is the feeding's); a crowded hand opens its fan at the card under the pointer, which shows whole."""
from __future__ import annotations

import pytest

from game.engine.planet.definitions import card_id
from game.table.widgets.hand_band import hand_rects
from beast_table import open_table as open_beast, stacked as beast_stacked
from planet_table import open_table, stacked

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")

HAND = ["rabbit", "field_mouse", "white_tailed_deer", "plains_zebra", "african_elephant", "american_bison",
        "koala", "hedgehog", "little_brown_bat", "least_weasel", "raccoon", "red_fox", "honey_badger",
        "red_squirrel", "fruit_bat", "giant_panda", "wildebeest"]
PLANTS = ["orchid", "bamboo", "fig"] * 8
CROWDED = {"turn": 0, "players": [{"hand": HAND, "ecosystem": PLANTS + ["beaver"]},
                                  {"hand": ["giant_anteater"], "ecosystem": ["orchid", "bamboo"]}]}


def whole(rects, i) -> bool:
    """Card i is not covered by any card drawn after it."""
    return not any(rects[i].colliderect(r) for r in rects[i + 1:])


def test_a_crowded_row_of_plants_stacks_equal_plants_with_a_count(harness):
    table = open_table(harness, stacked(CROWDED))
    piles = [uids for uids, _ in table.places.piles(0)]
    plants = [p for p in piles if card_id(p[0]) in ("orchid", "bamboo", "fig")]
    assert sorted(len(p) for p in plants) == [8, 8, 8]
    assert all(len({card_id(u) for u in p}) == 1 for p in piles)
    assert sum(len(p) for p in piles) == 25                       # every species is in a pile
    slots = [slot for uids, slot in table.places.piles(0) if uids in plants]
    w = table.places.card_size(0)[0]
    assert all(b.x - a.x >= w * 0.45 for a, b in zip(slots, slots[1:]))   # each pile shows its name
    assert [len(uids) for uids, _ in table.places.piles(1)] == [1, 1]       # a row with room keeps every card apart


def test_a_crowded_hand_shows_whole_the_card_under_the_pointer_and_a_click_picks_that_one(harness):
    table = open_table(harness, stacked(CROWDED))
    cards = table.hand_cards()
    assert len(cards) == 17
    closed = table.hand_layout()
    assert not whole(closed, 3)                                  # crowded: its name is covered
    for i in (0, 3, 9, 15, 16, 2):
        now = table.hand_layout()                                 # where the player sees it now
        harness.move((now[i].x + 5, now[i].centery))
        harness.frames(2)
        rects = table.hand_layout()
        assert table.looked == i and whole(rects, i), i
        assert rects[i].collidepoint(harness.pos)
    harness.move((10, 10))
    harness.frames(2)
    assert table.looked is None and table.hand_layout() == closed
    harness.click((closed[9].x + 5, closed[9].centery))
    assert table.picking.selected(table.viewer) or table.picking.lifted(table.viewer)
    picked = {index for _, index in table.picking.selected(table.viewer) | table.picking.lifted(table.viewer)}
    assert picked == {9}


def test_the_fan_keeps_every_card_in_the_band_and_in_order():
    import pygame
    band = pygame.Rect(10, 500, 600, 130)
    for count in (6, 12, 19):
        for looked in range(count):
            rects = hand_rects(band, (86, 120), count, looked=looked)
            assert all(band.x <= r.x and r.right <= band.right for r in rects)
            assert [r.x for r in rects] == sorted(r.x for r in rects)
            assert whole(rects, looked)


def test_a_four_player_beast_hand_of_six_at_1280_opens_its_fan(harness):
    from tests.engine.beast.scenario import EXAMPLE_FARM
    six = ["bullhorn", "secret_mutagen", "fifteen_minutes", "cornered", "penance", "airlift"]
    engine = beast_stacked({"turn": 0, "step": "actions", "players": [{"hand": six}]},
                           decks=(EXAMPLE_FARM, "forest", "city", "suburbs"))
    table = open_beast(harness, engine)
    closed = table.hand_layout()
    assert len(closed) == 6 and not whole(closed, 2)             # six cards overlap at 1280x720
    for i in (0, 1, 2, 3, 4, 5, 1):
        now = table.hand_layout()
        harness.move((now[i].x + 5, now[i].centery))
        harness.frames(2)
        assert table.looked == i and whole(table.hand_layout(), i), i

