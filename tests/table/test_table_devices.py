"""Real (virtual) gamepads: SDL's virtual controllers drive the real App, headless.

Join on the new-game screen, play a turn, unplug and plug in again, a menu answered from the wrong
pad, the rules overlay, a pad SDL does not know, claims through save and Continue. Skipped where
pygame was built without its own SDL (the virtual pads need SDL's library).
"""
from __future__ import annotations

import pygame
import pytest

from game.engine.noah import commands as cmd
from game.table.noah.scene import NoahTable
from game.table.scenes.new_game import NewGameScene
from game.table.scenes.pad_mapping import PadMapping
from game.table.scenes.rules_ref import RulesReference
from test_table_noah import centre, enemy_hit_card, finish, hand_card
from virtual_pads import A, B, LB, LX, LY, RB, RY, START, UP, DOWN, Y, VirtualPad, sdl_library


@pytest.fixture
def pads():
    sdl = sdl_library()
    if sdl is None:
        pytest.skip("pygame-ce's own SDL library is not there (a build against a system SDL)")
    plugged: list[VirtualPad] = []

    def plug(mapped: bool = True) -> VirtualPad:
        pad = VirtualPad(sdl, mapped)
        plugged.append(pad)
        return pad

    yield plug
    for pad in plugged:
        if pad.handle is not None:
            pad.unplug()
    pygame.event.clear()


def press(h, pad, number, frames=2):
    pad.button(number, True)
    h.frames(frames)
    pad.button(number, False)
    h.frames(frames)


def drive_to(h, pad, target, max_frames=300):
    """Push the pad's left stick until its cursor is on a point (slower as it nears: the curve)."""
    cursor = h.app.router.pads[pad.instance_id]
    for _ in range(max_frames):
        dx, dy = target[0] - cursor.x, target[1] - cursor.y
        if abs(dx) < 5 and abs(dy) < 5:
            break
        for axis, d in ((LX, dx), (LY, dy)):
            pad.axis(axis, 0.0 if abs(d) < 3 else max(0.3, min(1.0, abs(d) / 120)) * (1 if d > 0 else -1))
        h.frames(1)
    pad.axis(LX, 0.0)
    pad.axis(LY, 0.0)
    h.frames(1)
    assert abs(cursor.x - target[0]) < 9 and abs(cursor.y - target[1]) < 9


def join_two(h, plug):
    """The New game screen, two pads joining with A, Start on the first pad."""
    h.frames(1)
    h.key(pygame.K_n)
    screen = h.top
    assert isinstance(screen, NewGameScene)
    screen.seed = 1                                   # a game whose first turn is Seat 1's, with a Deal Hits card
    one, two = plug(), plug()
    h.frames(2)
    press(h, one, A)
    press(h, two, A)
    claims = h.app.router.claims
    assert claims.seat_of(one.instance_id) == 0 and claims.seat_of(two.instance_id) == 1
    labels = {b.name: b for b in screen.buttons}
    assert labels["pad:0"].label == "Virtual Controller" and labels["pad:0"].colour == h.app.theme.seat_colour(0)
    return screen, one, two


def test_pads_join_with_a_and_play_a_turn(harness, pads):
    screen, one, two = join_two(harness, pads)
    press(harness, one, START)                         # Start on a pad starts the game
    table = harness.top
    assert isinstance(table, NoahTable)
    finish(harness)
    card, position = enemy_hit_card(table, 0)
    drive_to(harness, one, hand_card(table, 0, card))
    one.button(A, True)                               # A held: the card follows the stick
    harness.frames(2)
    drive_to(harness, one, centre(table.layout()[f"enemy:{position}"]))
    one.button(A, False)
    harness.frames(2)
    choice = table.picking.choices["pad%d" % one.instance_id]
    for _ in range(len(choice.options)):               # the d-pad up onto the menu's first line
        press(harness, one, UP)
        if table.inputs.items(f"pad{one.instance_id}")[0].area.collidepoint(harness.app.router.pads[one.instance_id].pos):
            break
    press(harness, one, A)
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "base", None, ("enemy", position))
    finish(harness)
    one.button(Y, True)                               # hold Y: the turn ends (the hold is its confirmation)
    harness.frames(60)
    one.button(Y, False)
    assert isinstance(table.session.engine.log[-1], cmd.EndTurn)


def test_an_unplugged_pad_takes_its_seat_back_when_plugged_in_again(harness, pads):
    screen, one, two = join_two(harness, pads)
    press(harness, one, START)
    table = harness.top
    finish(harness)
    router = harness.app.router
    old = one.instance_id
    one.unplug()
    harness.frames(2)
    assert router.claims.orphans() == [0]
    assert any("Seat 1's gamepad" in t and "unplugged" in t for t in harness.app.pad_notices.texts)
    assert f"pad{old}" not in {f"pad{i}" for i in router.pads}       # no ghost cursor
    again = one.plug_again()
    harness.frames(2)
    assert again.instance_id != old and router.claims.seat_of(again.instance_id) == 0
    assert any("Seat 1's gamepad is back" in t for t in harness.app.pad_notices.texts)
    again.unplug()


def test_a_menu_opened_by_one_pad_is_answered_only_by_it(harness, pads):
    screen, one, two = join_two(harness, pads)
    press(harness, one, START)
    table = harness.top
    finish(harness)
    card, position = enemy_hit_card(table, 0)
    drive_to(harness, one, hand_card(table, 0, card))
    press(harness, one, A)                             # a click: selected
    drive_to(harness, one, centre(table.layout()[f"enemy:{position}"]))
    press(harness, one, A)                             # its target: the menu opens
    choice = table.picking.choices[f"pad{one.instance_id}"]
    before = len(table.session.engine.log)
    drive_to(harness, two, choice.rects[0].center)
    press(harness, two, A)
    press(harness, two, B)
    assert len(table.session.engine.log) == before and table.picking.choices.get(f"pad{one.instance_id}") is choice
    assert any("only the hand that opened it" in t for t in table.toasts.texts)


def test_the_rules_overlay_passes_pads_on(harness, pads, monkeypatch):
    screen, one, two = join_two(harness, pads)
    press(harness, one, START)
    table = harness.top
    finish(harness)
    press(harness, one, RB)                            # one press opens the rules (and does not close them)
    rules = harness.top
    assert isinstance(rules, RulesReference)
    one.axis(RY, 1.0)                                  # the right stick scrolls them
    harness.frames(30)
    one.axis(RY, 0.0)
    harness.frames(1)
    assert rules.scroll > 3
    cursor = harness.app.router.pads[two.instance_id]
    two.axis(LX, 1.0)                                  # a stick pushed and let go under the overlay...
    harness.frames(5)
    two.axis(LX, 0.0)
    harness.frames(1)
    three = pads()                                     # ...and a pad plugged in under it
    harness.frames(2)
    press(harness, one, B)                             # B closes it
    assert harness.top is table
    x = cursor.x
    harness.frames(20)
    assert cursor.x == x                               # the stick let go is let go: no drift
    assert three.instance_id in harness.app.router.pads
    press(harness, one, LB)                            # the shoulder undoes (nothing to undo: it says so)
    assert table.toasts.texts


def test_a_pad_sdl_does_not_know_asks_for_its_buttons_once(harness, pads, config_dir):
    harness.frames(1)
    odd = pads(mapped=False)
    harness.frames(2)
    assert any("does not know" in t for t in harness.app.pad_notices.texts)
    press(harness, odd, 3)                             # any button: the mapping screen
    screen = harness.top
    assert isinstance(screen, PadMapping)
    press(harness, odd, 1)                             # A
    press(harness, odd, 2)                             # B
    while screen.step < 8:
        press(harness, odd, 1)                         # A again: skip what this pad lacks
    for hat in (1, 4, 8, 2):                           # the d-pad is its hat: up, down, left, right
        odd.hat(hat)
        harness.frames(2)
        odd.hat(0)
        harness.frames(2)
    odd.axis(0, 1.0)
    harness.frames(2)
    odd.axis(0, 0.0)
    odd.axis(1, 1.0)
    harness.frames(2)
    odd.axis(1, 0.0)
    harness.frames(2)
    press(harness, odd, 1)                             # no right stick: skip
    assert harness.top is not screen
    assert screen.binds["a"] == "b1" and screen.binds["dpleft"] == "h0.8" and screen.binds["lefty"] == "a1"
    assert "gamepads.yaml" in {p.name for p in config_dir.iterdir()}
    harness.key(pygame.K_n)
    press(harness, odd, 1)                             # now its A joins a seat like any pad
    assert harness.app.router.claims.seat_of(odd.instance_id) == 0


def test_claims_survive_save_and_continue(harness, pads):
    screen, one, two = join_two(harness, pads)
    press(harness, one, START)
    table = harness.top
    finish(harness)
    table.on_quit()
    harness.app.router.set_claims([])
    harness.app.open_menu()
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "Continue").rect.center)
    assert isinstance(harness.top, NoahTable)
    claims = harness.app.router.claims
    assert claims.seat_of(one.instance_id) == 0 and claims.seat_of(two.instance_id) == 1
