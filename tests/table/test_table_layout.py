"""Readable at 1280x720 with 4 players: the seat in focus gets a wide zone, the others compact ones."""
from __future__ import annotations

import pygame

from game.engine.noah import commands as cmd
from game.table.noah import layout as lay
from game.table.noah.zones import fit_chip, short_names
from test_table_noah import centre, enemy_hit_card, finish, hand_card, start


def test_four_seats_give_the_seat_in_focus_a_wide_zone_with_large_cards():
    even = lay.compute((1280, 720), 4)
    for focus in range(4):
        L = lay.compute((1280, 720), 4, focus=focus)
        wide = L.zones[focus]
        assert wide.card[1] >= 1.5 * even.zones[focus].card[1]       # was 116 px tall
        assert wide.supply.right <= wide.rect.right and wide.supply.bottom < wide.hand.top  # beside the tracks
        for seat, z in enumerate(L.zones):
            assert z.rect.right <= 1280 and z.rect.bottom <= 720
            if seat:
                assert z.rect.left > L.zones[seat - 1].rect.right   # side by side, no overlap
            if seat != focus:
                assert z.rect.w < wide.rect.w and z.card[0] >= 60


def test_the_wide_zone_follows_the_turn(harness):
    table = start(harness, players=4, seed=7)
    seat = table.desk.main_seat()
    assert table.session.engine.state.turn.kind == "hero" and table.session.engine.state.turn.seat == seat
    assert table.focus == seat and table.geo.zones[seat].rect.w == max(z.rect.w for z in table.geo.zones)
    end = table.layout()[f"end_turn:{seat}"]
    harness.click(centre(end))
    harness.click(centre(end))        # Confirm end
    assert isinstance(table.session.engine.log[-1], cmd.EndTurn)
    finish(harness)
    assert table.desk.main_seat() != seat
    harness.frames(2)
    assert table.focus == table.desk.main_seat()
    assert table.geo.zones[table.focus].rect.w > table.geo.zones[seat].rect.w


def test_a_four_seat_drag_from_the_wide_zone_plays_the_card(harness):
    table = start(harness, players=4, seed=7)
    seat = table.desk.main_seat()
    card, position = enemy_hit_card(table, seat)
    before = len(table.session.engine.log)
    harness.drag(hand_card(table, seat, card), centre(table.layout()[f"enemy:{position}"]))
    harness.key(pygame.K_1)
    finish(harness)
    assert any(isinstance(c, cmd.PlayAction) and c.card == card for c in table.session.engine.log[before:])


def test_supply_names_fit_their_chips_in_a_short_form_that_still_names_the_agent(harness):
    table = start(harness, players=4, seed=7)
    th = harness.app.theme
    assert short_names("Tobiah the Lamplighter")[1] == "Tobiah"
    assert short_names("Abbess Orla")[1] == "Orla"
    for seat in range(4):
        for card, rect in zip(table.places.supply_cards(seat), table.places.supply_layout(seat)):
            name = table.cards.agents[card].name
            img = fit_chip(th, 1, name, 2, rect.w - 8, 14, (255, 255, 255), True)
            assert img.get_width() <= rect.w - 8, (seat, name)
            assert rect.w >= 90 and rect.h >= 18, (seat, rect)


def test_the_next_layouts_are_prepared_in_still_frames_so_a_turn_change_draws_nothing_new(harness):
    table = start(harness, players=4, seed=7)
    harness.app.warmup.wait()
    harness.frames(40)                                  # still frames: each prepares one other seat's layout
    static, panels = table.board.static, set(table.board.panels)
    backgrounds = {id(t): set(t._bg) for tracks in table.tracks for t in tracks.values()}
    seat = table.desk.main_seat()
    end = table.layout()[f"end_turn:{seat}"]
    harness.click(centre(end))
    harness.click(centre(end))
    finish(harness)
    harness.frames(2)
    assert table.focus == table.desk.main_seat() != seat
    assert table.board.static is static                      # redrawn in place, not a new window-sized surface
    assert set(table.board.panels) == panels                 # every zone's panel was drawn ahead
    for tracks in table.tracks:
        for t in tracks.values():
            assert set(t._bg) == backgrounds[id(t)]     # the tracks' spaces at their new size too


def test_a_compact_zone_shows_each_track_marker_as_a_badge_with_its_value(harness):
    table = start(harness, players=4, seed=7)
    harness.frames(2)
    seat = next(s for s in range(4) if s != table.focus)
    health = table.tracks[seat]["health"]
    assert health.short and not table.tracks[table.focus]["health"].short
    value = table.session.engine.state.factions[seat].health
    th = harness.app.theme
    badge = th.text(str(value), max(12, int(health.rect.h * 0.62)), (255, 255, 255), bold=True)
    assert badge.get_height() >= 12              # the value is drawn big, not 10 px in a cramped space
    assert any(k[0] == str(value) and k[1] == max(12, int(health.rect.h * 0.62)) for k in th._text_cache)


def test_a_one_word_agent_with_a_count_is_not_cut_in_the_wide_zone(harness):
    start(harness, players=4, seed=7)
    th = harness.app.theme
    img = fit_chip(th, 1, "Switchblade", 2, 93, 14, (255, 255, 255), True)
    assert img.get_width() <= 93
    assert ("1  Switchblade x2", img.get_height()) and any(k[0] == "1  Switchblade x2" for k in th._text_cache)


def test_the_status_line_says_what_to_do_next_at_a_readable_size(harness):
    table = start(harness, players=2, seed=7)
    harness.frames(2)
    seat = table.desk.main_seat()
    lines = [k for k in harness.app.theme._text_cache if k[0].startswith(f"Seat {seat + 1}") and "End turn" in k[0]]
    assert lines and max(k[1] for k in lines) >= 15   # a short form rather than a tiny long one
