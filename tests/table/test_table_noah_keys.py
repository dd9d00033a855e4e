"""NOAH's names for its places (game.table.noah.keys): every place the table offers (drop targets, the
keyboard's places, the cards a choice points at) is named by the one scheme and read back by it."""
from __future__ import annotations

from game.engine.noah.rules import NOAH
from game.table import launch
from game.table.noah import keys

MAKERS = {"hand": keys.hand, "supply": keys.supply, "enemy": keys.enemy, "location": keys.location,
          "display": keys.display, "track": keys.track, "ability": keys.ability}


def test_every_place_of_the_table_is_named_and_read_back_by_the_scheme(harness):
    assert launch.start_game(harness.app, "noah", {"factions": sorted(NOAH.cards.factions)[:3]}, 4) is None
    table = harness.top
    harness.frames(2)
    places = [*table.places.drop_rects(), *table.places.place_rects(), *(f.key for f in table.places.focus_places())]
    assert {keys.parse(key)[0] for key in places} == {*MAKERS, keys.TURN, keys.DIAL}
    for key in places:
        kind, at = keys.parse(key)
        assert key in (keys.TURN, keys.DIAL) or MAKERS[kind](*at) == key, key
    assert keys.parse(keys.supply(2, "bessie")) == ("supply", (2, "bessie"))
    assert table.adapter.target_of(keys.enemy(3)) == ("enemy", 3)
    assert table.adapter.target_of(keys.display(1)) == ("mercenary", 1)
