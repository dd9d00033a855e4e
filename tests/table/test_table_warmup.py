"""The new-game screen warms the card pictures of the game it would start, a slice a frame."""
from __future__ import annotations

from game.table.noah.scene import NoahTable
from game.table.scenes.new_game import NewGameScene


def test_the_new_game_screen_warms_the_pictures_of_the_game_it_would_start(harness):
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    assert isinstance(harness.top, NewGameScene)
    harness.frames(2)
    warmup = harness.app.warmup
    warmup.wait()
    for _ in range(3000):
        if not warmup.pending:
            break
        harness.frames(1)
    assert not warmup.pending and warmup.done > 20
    art = harness.app.card_arts["noah"]
    harness.click(next(b for b in harness.top.buttons if b.label == "Start").rect.center)
    table = harness.top
    assert isinstance(table, NoahTable) and table.art is art
    zone = table.geo.zones[0]
    for card in table.session.state.factions[0].hand:
        assert art.has(card, zone.card), card
    for p, loc in enumerate(table.session.state.locations):
        assert art.has(loc, table.geo.locations[p].size), loc


def test_a_step_scales_only_a_slice_of_the_pictures(harness):
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    harness.frames(1)
    warmup = harness.app.warmup
    warmup.wait()
    left = len(warmup.ready) - warmup.done
    assert left > 5
    warmup.step(budget=0.0)          # a zero budget still does one picture, not all of them
    assert 0 < len(warmup.ready) - warmup.done < left and warmup.pending
