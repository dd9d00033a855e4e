"""Who controls what: the mouse plays for whoever's turn it is; a seat with a pad plays out of turn from it.

Pads here are SDL GameControllers driven with posted CONTROLLER* events (SDL sends the same events
for a real pad); test_table_devices.py drives real (virtual) SDL devices.
"""
from __future__ import annotations

import pygame

from game.engine.noah import commands as cmd
from test_table_noah import centre, enemy_hit_card, hand_card, pad_button, pad_move_to, start
from table_harness import choice_of  # noqa: E402


def any_card(table, seat):
    return table.session.engine.state.factions[seat].hand[0]


def test_the_mouse_cannot_play_out_of_turn_for_a_seat_with_a_pad(harness):
    table = start(harness)
    harness.app.router.claim(6, 1)
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
    card, position = enemy_hit_card(table, 0)
    harness.drag(hand_card(table, 0, card), centre(table.layout()[f"enemy:{position}"]))
    harness.key(pygame.K_1)
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "base", None, ("enemy", position))


def test_a_seats_pad_picks_its_cards_out_of_turn(harness):
    table = start(harness)
    harness.app.router.claim(6, 1)
    pad_move_to(harness, 6, hand_card(table, 1, any_card(table, 1)))
    pad_button(harness, 6, down=True)
    assert [p.seat for p in table.picking.picks.values()] == [1]
    pad_button(harness, 6, down=False)


def test_a_game_controller_moves_picks_and_plays_a_card(harness):
    table = start(harness)
    harness.app.router.claim(9, 0)
    card, position = enemy_hit_card(table, 0)
    pad_move_to(harness, 9, hand_card(table, 0, card))
    pad_button(harness, 9, down=True)
    pad_move_to(harness, 9, centre(table.layout()[f"enemy:{position}"]))
    pad_button(harness, 9, down=False)
    assert choice_of(table) is not None
    pad_move_to(harness, 9, choice_of(table).rects[0].center)
    pad_button(harness, 9, down=True)
    pad_button(harness, 9, down=False)
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "base", None, ("enemy", position))


def test_a_game_controllers_joystick_twin_events_are_ignored(harness):
    start(harness)
    cursor = harness.app.router.pad(9)
    pad_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, down=False)
    before = cursor.pos
    # SDL also reports a GameController's presses as joystick events: one press is one gesture.
    harness.post(pygame.JOYHATMOTION, instance_id=9, joy=9, hat=0, value=(1, 0))
    harness.post(pygame.JOYBUTTONDOWN, instance_id=9, joy=9, button=0)
    harness.frames(1)
    assert cursor.pos == before and not cursor.held


def test_a_game_controller_cannot_take_another_seats_cards(harness):
    table = start(harness)
    harness.app.router.claim(9, 1)
    card, _ = enemy_hit_card(table, 0)
    pad_move_to(harness, 9, hand_card(table, 0, card))
    pad_button(harness, 9)
    assert not table.picking.picks
    assert any("belongs to seat 2" in t for t in table.toasts.texts)


def test_an_unplugged_pads_seat_waits_for_it_and_the_mouse_does_not_take_its_cards(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(6, 1)
    harness.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=6)
    harness.frames(1)
    assert router.claims.orphans() == [1]
    assert any("Seat 2's gamepad" in t and "unplugged" in t for t in harness.app.pad_notices.texts)
    harness.click(hand_card(table, 1, any_card(table, 1)))
    assert not table.picking.picks                   # still Seat 2's: it plays from its pad
    assert table.inputs.banner_rects()               # the seat says it waits for its pad


def test_another_pad_takes_a_waiting_seat_with_a(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(6, 1)
    harness.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=6)
    harness.frames(1)
    pad_button(harness, 11, down=True)
    pad_button(harness, 11, down=False)
    assert router.claims.seat_of(11) == 1 and not router.claims.orphans()
    assert not table.picking.picks                   # the press took the seat, nothing else


def test_clicking_a_waiting_seats_banner_gives_the_seat_to_the_mouse(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(6, 1)
    harness.post(pygame.CONTROLLERDEVICEREMOVED, instance_id=6)
    harness.frames(1)
    harness.click(table.inputs.banner_rects()[1].center)
    assert not router.claims.has(1)
    harness.down(hand_card(table, 1, any_card(table, 1)))
    harness.frames(1)
    assert [p.seat for p in table.picking.picks.values()] == [1]


def test_a_menu_answers_only_the_pad_that_opened_it(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(5, 0)
    router.claim(6, 1)
    card, position = enemy_hit_card(table, 0)
    pad_move_to(harness, 5, hand_card(table, 0, card))
    pad_button(harness, 5, down=True)
    pad_move_to(harness, 5, centre(table.layout()[f"enemy:{position}"]))
    pad_button(harness, 5, down=False)
    choice = choice_of(table)
    assert choice is not None and choice.pick.pointer == "pad5"
    before = len(table.session.engine.log)
    pad_move_to(harness, 6, choice.rects[-1].center)      # the other seat's pad presses a line of it
    pad_button(harness, 6, down=True)
    pad_button(harness, 6, down=False)
    assert len(table.session.engine.log) == before and choice_of(table) is choice
    assert any("only the hand that opened it answers it" in t for t in table.toasts.texts)
    pad_button(harness, 6, pygame.CONTROLLER_BUTTON_B)   # nor can its B close it
    assert choice_of(table) is choice
    pad_button(harness, 5, pygame.CONTROLLER_BUTTON_B)   # its owner's B does
    assert choice_of(table) is None


def test_two_pads_hold_a_card_each_and_each_lights_its_own_targets(harness):
    table = start(harness)
    router = harness.app.router
    router.claim(5, 0)
    router.claim(6, 1)
    card, _ = enemy_hit_card(table, 0)
    pad_move_to(harness, 5, hand_card(table, 0, card))
    pad_button(harness, 5, down=True)
    pad_button(harness, 5, down=False)          # a click: selected, its targets glow
    pad_move_to(harness, 6, hand_card(table, 1, any_card(table, 1)))
    pad_button(harness, 6, down=True)           # held up: Seat 2 has nothing to play out of turn
    picks = table.picking.picks
    assert {p.seat for p in picks.values()} == {0, 1} and set(picks) == {"pad5", "pad6"}
    assert table.inputs.items("pad5") != table.inputs.items("pad6")   # each steps among its own targets


def test_the_hand_off_screen_opens_only_for_the_next_seats_pad(harness):
    from game.table.input import PointerEvent
    from game.table.scenes.handoff import HandOff

    class Adapter:
        def seat_name(self, seat):
            return f"Seat {seat + 1}"

    class Table:
        shown = None
        adapter = Adapter()

        def show_seat(self, seat):
            self.shown = seat

    table = Table()
    cover = HandOff(harness.app, table, 1)
    harness.app.push(cover)
    for kind in ("down", "up"):
        cover.pointer(PointerEvent(kind, (10, 10), pointer="pad5", seat=0))   # Seat 1's pad: not theirs to see
    assert table.shown is None and harness.top is cover
    for kind in ("down", "up"):
        cover.pointer(PointerEvent(kind, (10, 10), pointer="pad6", seat=1))
    assert table.shown == 1 and harness.top is not cover


def test_a_stray_pad_acts_for_nobody_while_other_seats_play_from_pads(harness):
    table = start(harness)
    harness.app.router.claim(5, 0)
    card, _ = enemy_hit_card(table, 0)
    pad_move_to(harness, 8, hand_card(table, 0, card))     # a pad that joined no seat
    pad_button(harness, 8)
    assert not table.picking.picks
    assert any("plays no seat" in t for t in table.toasts.texts)


def test_with_no_pads_joined_any_pad_plays_like_the_mouse(harness):
    table = start(harness)
    card, _ = enemy_hit_card(table, 0)
    pad_move_to(harness, 8, hand_card(table, 0, card))
    pad_button(harness, 8)
    assert [p.seat for p in table.picking.picks.values()] == [0]


def test_each_seats_pad_answers_a_prompt_every_seat_may_answer_as_its_own_seat(harness):
    """Found by the front-end contract test: the panel shows one seat's answers, and another seat's pad
    pressing one was told those were not its cards, so its own answer could not be given."""
    table = start(harness, players=3, seed=2)      # seed 2: the first turn card is the free turn
    assert table.session.prompt.kind == "free_turn"
    shown = {c.seat for _, c in table.prompts.buttons()}
    other = next(seat for seat in (0, 1, 2) if seat not in shown)
    harness.app.router.claim(5, other)
    rect, answer = table.prompts.buttons()[0]
    pad_move_to(harness, 5, rect.center)
    pad_button(harness, 5, down=True)
    pad_button(harness, 5, down=False)
    assert table.session.engine.log[-1:] == [cmd.ChooseFreeTurn(other, answer.faction)]
