"""NOAH's table on the shared still layer (game.table.still): the board's parts, the hands, the Enemy
row and the Mercenary display drawn once and kept while they do not move change nothing on screen:
every frame of a game, animations and a raised card included, the window as the frame left it (the
layer brought back only where a part changed or the last frame drew over it) looks exactly as when
each part is drawn in its place."""
from __future__ import annotations

import random
from collections import Counter

import pygame

from game.engine.noah import commands as cmd
from game.engine.noah import events as ev
from game.engine.noah.rules import NOAH
from game.table.picking import Pick
from game.table import launch
from game.table.still import StillLayer


def frame_both_ways(table) -> tuple[bytes, bytes, set]:
    """The window as the last frame left it, the frame drawn with every part drawn in its place, and
    the parts that were moving (drawn over the layer)."""
    moving = {name if isinstance(name, str) else name[0] for name in table.still.moving}
    plain = pygame.Surface(table.app.screen.get_size())
    table.still.fresh = True
    try:
        table.draw(plain)
    finally:
        table.still.fresh = False
    return pygame.image.tobytes(table.app.screen, "RGB"), pygame.image.tobytes(plain, "RGB"), moving


def test_the_still_parts_look_exactly_like_drawing_every_part_each_frame(harness, monkeypatch):
    monkeypatch.setattr(StillLayer, "check", True)     # and no kept part's stamp misses a change
    opts = {"factions": sorted(NOAH.cards.factions)[:3], "harder": False}
    assert launch.start_game(harness.app, "noah", opts, 11) is None
    table = harness.top
    rng = random.Random(3)
    moving = Counter()
    for step in range(24):
        for _ in range(30):     # the animations of the last command, frame by frame
            harness.frames(1)
            a, b, parts = frame_both_ways(table)
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
        if step % 4 == 3 and table.places.hand_cards(seat):
            # A card selected by a click stands raised out of its hand.
            rect = table.places.hand_layout(seat)[0]
            table.picking.picks["mouse"] = Pick("mouse", seat, table.places.hand_cards(seat)[0][0], "hand", 0,
                                                rect, rect.center, rect.center, [], dragging=False)
        else:
            table.picking.picks.clear()
            table.submit(rng.choice(s.legal(seat)))
    # A Mercenary gliding to its slot, as after a hire.
    table.shown.display[0].pos.value -= 0.5
    for _ in range(3):
        harness.frames(1)
        a, b, parts = frame_both_ways(table)
        assert a == b, f"the table looks different with its still parts (moving {parts})"
        moving.update(parts)
    # A hand card dragged over the table: its targets glow, the other places are dimmed in the layer.
    table.picking.picks.clear()
    harness.frames(1)
    seat = next(seat for seat in range(len(table.geo.zones)) if table.places.hand_cards(seat))
    rect = table.places.hand_layout(seat)[0]
    card, source = table.places.hand_cards(seat)[0]
    candidates = table.adapter.candidates(table.session.legal(seat), source, card)
    table.picking.picks["mouse"] = Pick("mouse", seat, card, source, 0, pygame.Rect(rect), rect.center,
                                        rect.center, candidates, moved=True)
    for x in range(200, 900, 100):
        table.picking.picks["mouse"].pos = (x, 300)
        harness.frames(1)
        a, b, parts = frame_both_ways(table)
        assert a == b, f"the table looks different with a card held (moving {parts})"
    assert table.picking.dim_part() is not None
    assert moving["frame"] > 100 and moving["markers"] and moving["row"] and moving["display"], moving
    assert table.still.restored > moving["frame"] // 2, "most frames bring back only part of the layer"


def settle(harness, table) -> None:
    """Every frame until the animations end and the markers stand still, each looking exactly as when
    every part is drawn afresh."""
    for _ in range(2000):
        harness.frames(1)
        a, b, parts = frame_both_ways(table)
        assert a == b, f"the table looks different with its still parts (moving {parts})"
        if not table.busy and all(t.settled for tracks in table.tracks for t in tracks.values()):
            return
    raise AssertionError("the animations never ended")


def test_a_kept_part_is_made_again_when_what_it_shows_changes(harness, monkeypatch):
    """Parts kept between frames (StillLayer.part, made again only when their stamp changes) follow
    a track moving, a card flying into a hand and a card played: never a stale picture."""
    monkeypatch.setattr(StillLayer, "check", True)
    opts = {"factions": sorted(NOAH.cards.factions)[:2], "harder": False}
    assert launch.start_game(harness.app, "noah", opts, 5) is None
    table = harness.top
    table.skip()        # the deal
    settle(harness, table)
    kept = lambda name: table.still.kept[name][1]       # noqa: E731

    markers = kept(("markers", 0))
    energy = table.tracks[0]["energy"].value("energy")
    table.director.animate(ev.TrackMoved(0, "energy", int(energy), int(energy) + 3))
    settle(harness, table)
    assert table.tracks[0]["energy"].value("energy") == energy + 3
    assert kept(("markers", 0)) is not markers and kept(("markers", 0)).key != markers.key

    hand = kept(("hand", 1))
    card = table.places.hand_cards(1)[0][0]
    table.director.animate(ev.CardMoved(1, card, "played", "hand"))    # one more of it flies in, then
    table.director.animate(ev.CardMoved(0, table.places.hand_cards(0)[0][0], "played", "hand"))   # one to seat 0 (still animating when the first lands)
    harness.frames(2)
    assert kept(("hand", 1)) is not hand            # the card in flight is not drawn in the hand yet
    in_flight = kept(("hand", 1))
    settle(harness, table)
    landed = [name for name, *_ in kept(("hand", 1)).key[0]]     # the shown hand carries the event: drawn once it lands
    assert kept(("hand", 1)) is not in_flight and landed.count(card) == [c for c, *_ in hand.key[0]].count(card) + 1
    table.sync()        # the shown hands from the view again: the events above were the test's, not the game's
    harness.frames(1)

    seat = table.session.acting_seats()[0]
    play = next(c for c in table.session.legal(seat) if isinstance(c, cmd.PlayAction))
    copies = lambda: [card for card, *_ in kept(("hand", seat)).key[0]].count(play.card)    # noqa: E731
    before = copies()
    table.submit(play)
    settle(harness, table)
    assert copies() == before - 1
