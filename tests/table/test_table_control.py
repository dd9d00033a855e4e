"""Who controls what: the mouse plays for whoever's turn it is; a seat with a pad plays out of turn from it.

Pads are driven with posted JOY* events and with SDL GameController (CONTROLLER*) events alike.
"""
from __future__ import annotations

import pygame


from game.engine.noah import commands as cmd
from test_table_noah import centre, enemy_hit_card, hand_card, pad_button, pad_move_to, start
from table_harness import choice_of  # noqa: E402

AXIS = 32767


def any_card(table, seat):
    return table.session.state.factions[seat].hand[0]


def controller_move_to(h, instance_id, target, max_frames=240):
    """Push a GameController's left stick (raw 16-bit values) until its cursor is on the point."""
    cursor = h.app.router.pad(instance_id)
    for _ in range(max_frames):
        dx, dy = target[0] - cursor.x, target[1] - cursor.y
        if abs(dx) < 4 and abs(dy) < 4:
            break
        for axis, d in ((pygame.CONTROLLER_AXIS_LEFTX, dx), (pygame.CONTROLLER_AXIS_LEFTY, dy)):
            value = 0 if abs(d) < 3 else int(max(0.25, min(1.0, abs(d) / 150)) * AXIS) * (1 if d > 0 else -1)
            h.post(pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=axis, value=value)
        h.frames(1)
    for axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
        h.post(pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=axis, value=0)
    h.frames(1)
    assert abs(cursor.x - target[0]) < 8 and abs(cursor.y - target[1]) < 8


def controller_button(h, instance_id, button, down=True):
    h.post(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP, instance_id=instance_id,
           button=button)
    h.frames(1)


def test_the_mouse_cannot_play_out_of_turn_for_a_seat_with_a_pad(harness):
    table = start(harness)
    harness.app.router.claim(6, 1)
    harness.app.router.pad(6)                      # the pad is connected
    harness.click(hand_card(table, 1, any_card(table, 1)))
    assert not table.picking.picks
    words = f"It is {table.adapter.seat_name(0)}'"
    assert any(t.startswith(words) and t.endswith(f"; {table.adapter.seat_name(1)} play from their gamepad.")
               for t in table.toasts.texts), table.toasts.texts


def test_the_mouse_plays_out_of_turn_for_a_seat_without_a_pad(harness):
    table = start(harness)
    harness.down(hand_card(table, 1, any_card(table, 1)))
    harness.frames(1)
    assert [p.seat for p in table.picking.picks.values()] == [1]
    harness.up(harness.pos)
    harness.frames(2)


def test_the_mouse_still_plays_the_turn_holders_cards_when_that_seat_has_a_pad(harness):
    table = start(harness)
    harness.app.router.claim(5, 0)
    harness.app.router.pad(5)
    card, position = enemy_hit_card(table, 0)
    harness.drag(hand_card(table, 0, card), centre(table.layout()[f"enemy:{position}"]))
    harness.key(pygame.K_1)
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "base", None, ("enemy", position))


def test_a_seats_joystick_picks_its_cards_out_of_turn(harness):
    table = start(harness)
    harness.app.router.claim(6, 1)
    pad_move_to(harness, 6, hand_card(table, 1, any_card(table, 1)))
    pad_button(harness, 6, 0, down=True)
    assert [p.seat for p in table.picking.picks.values()] == [1]
    pad_button(harness, 6, 0, down=False)


def test_a_game_controller_moves_picks_and_plays_a_card(harness):
    table = start(harness)
    harness.app.router.claim(9, 0)
    card, position = enemy_hit_card(table, 0)
    controller_move_to(harness, 9, hand_card(table, 0, card))
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_A, down=True)
    controller_move_to(harness, 9, centre(table.layout()[f"enemy:{position}"]))
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_A, down=False)
    assert choice_of(table) is not None
    controller_move_to(harness, 9, choice_of(table).rects[0].center)
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_A, down=True)
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_A, down=False)
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "base", None, ("enemy", position))


def test_a_game_controllers_dpad_nudges_and_its_joystick_twin_is_ignored(harness):
    start(harness)
    router = harness.app.router
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    cursor = router.pad(9)
    x = cursor.x
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert cursor.x > x
    before = cursor.x
    # SDL also reports a GameController's presses as joystick events: they must not move it twice.
    harness.post(pygame.JOYHATMOTION, instance_id=9, joy=9, hat=0, value=(1, 0))
    harness.post(pygame.JOYBUTTONDOWN, instance_id=9, joy=9, button=0)
    harness.frames(1)
    assert cursor.x == before and not cursor.held


def test_a_game_controller_cannot_take_another_seats_cards(harness):
    table = start(harness)
    harness.app.router.claim(9, 1)
    card, _ = enemy_hit_card(table, 0)
    controller_move_to(harness, 9, hand_card(table, 0, card))
    controller_button(harness, 9, pygame.CONTROLLER_BUTTON_A)
    assert not table.picking.picks
    assert any("belongs to seat 2" in t for t in table.toasts.texts)


def test_a_removed_controller_gives_its_seat_back_to_the_mouse(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(6, 1)
    router.pad(6)
    assert table.control.has_pad(1)
    harness.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=6)
    harness.frames(1)
    harness.down(hand_card(table, 1, any_card(table, 1)))
    harness.frames(1)
    assert [p.seat for p in table.picking.picks.values()] == [1]
