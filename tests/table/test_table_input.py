"""The input router on its own: device events in, gestures out (one press is one gesture)."""
from __future__ import annotations

import pygame
import pytest

from game.table import input as inp
from game.table.input import Device, InputRouter
from game.table.padmap import JoyMapping, binding_of, load_mappings, save_mapping
from game.table.pads import PadClaims


def ev(kind, **fields):
    return pygame.event.Event(kind, **fields)


def button(r, iid, number, down=True):
    return r.translate(ev(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP, instance_id=iid,
                          button=number))


def stick(r, iid, axis, value):
    return r.translate(ev(pygame.CONTROLLERAXISMOTION, instance_id=iid, axis=axis, value=int(value * 32767)))


def test_a_pads_buttons_do_one_thing_each():
    r = InputRouter()
    r.claim(3, 1)
    roles = {pygame.CONTROLLER_BUTTON_B: "cancel", pygame.CONTROLLER_BUTTON_X: "zoom",
             pygame.CONTROLLER_BUTTON_START: "menu", pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "undo",
             pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rules", pygame.CONTROLLER_BUTTON_BACK: "rules"}
    for number, kind in roles.items():
        out = button(r, 3, number)
        assert [(g.kind, g.seat, g.pointer) for g in out] == [(kind, 1, "pad3")]
        assert button(r, 3, number, down=False) == []
    down = button(r, 3, pygame.CONTROLLER_BUTTON_A)
    up = button(r, 3, pygame.CONTROLLER_BUTTON_A, down=False)
    assert [g.kind for g in down + up] == ["down", "up"]


def test_start_no_longer_ends_the_turn_y_held_does():
    r = InputRouter()
    assert [g.kind for g in button(r, 2, pygame.CONTROLLER_BUTTON_START)] == ["menu"]
    assert button(r, 2, pygame.CONTROLLER_BUTTON_Y) == []
    early = r.update(inp.HOLD_END / 2)
    assert not any(g.kind == "end_turn" for g in early)
    assert 0.4 < r.pad(2).hold_progress < 0.6          # the ring around the cursor fills
    button(r, 2, pygame.CONTROLLER_BUTTON_Y, down=False)
    assert not any(g.kind == "end_turn" for g in r.update(inp.HOLD_END))    # let go early: nothing
    button(r, 2, pygame.CONTROLLER_BUTTON_Y)
    ended = [g for step in range(100) for g in r.update(0.01) if g.kind == "end_turn"]
    assert len(ended) == 1 and ended[0].held


def test_the_stick_aims_finely_near_its_centre_and_fast_at_its_rim():
    r = InputRouter((1280, 720))
    cursor = r.pad(1)
    stick(r, 1, pygame.CONTROLLER_AXIS_LEFTX, 0.12)
    x = cursor.x
    assert r.update(0.5) == [] and cursor.x == x          # inside the dead zone: still
    speeds = []
    for deflection in (0.24, 0.5, 1.0):
        cursor.x = 100
        stick(r, 1, pygame.CONTROLLER_AXIS_LEFTX, deflection)
        r.update(0.1)
        speeds.append((cursor.x - 100) / 0.1)
    assert speeds[0] < 80                                 # the issue: 0.24 moved 208 px a second
    assert speeds[0] < speeds[1] < speeds[2]
    assert speeds[2] == pytest.approx(inp.CURSOR_SPEED, rel=0.02)


def test_the_dpad_steps_and_repeats_while_held():
    r = InputRouter()
    first = button(r, 4, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert [(g.kind, g.dir) for g in first] == [("nav", (1, 0))]
    steps = [g for _ in range(100) for g in r.update(0.01) if g.kind == "nav"]    # held a second
    assert 5 <= len(steps) <= 7
    button(r, 4, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, down=False)
    assert not [g for g in r.update(1.0) if g.kind == "nav"]


def test_the_right_stick_scrolls():
    r = InputRouter()
    stick(r, 5, pygame.CONTROLLER_AXIS_RIGHTY, 1.0)
    lines = sum(g.amount for _ in range(60) for g in r.update(1 / 60) if g.kind == "scroll")
    assert lines == pytest.approx(inp.SCROLL_SPEED, abs=1)


def test_a_game_controllers_joystick_twins_make_no_second_gesture():
    r = InputRouter()
    assert button(r, 7, pygame.CONTROLLER_BUTTON_A)
    assert r.translate(ev(pygame.JOYBUTTONDOWN, instance_id=7, joy=7, button=0)) == []
    assert r.translate(ev(pygame.JOYHATMOTION, instance_id=7, joy=7, hat=0, value=(1, 0))) == []


def test_an_unknown_pad_speaks_raw_inputs_until_mapped_then_its_roles():
    r = InputRouter()
    r.devices[8] = Device(8, "guid-8", "Old Pad", controller=False)
    out = r.translate(ev(pygame.JOYBUTTONDOWN, instance_id=8, joy=8, button=3))
    assert [(g.kind, g.code) for g in out] == [("pad_input", "b3")]
    assert r.translate(ev(pygame.JOYHATMOTION, instance_id=8, joy=8, hat=0, value=(0, 1)))[0].code == "h0.1"
    assert r.translate(ev(pygame.JOYAXISMOTION, instance_id=8, joy=8, axis=1, value=-0.9))[0].code == "a1~"
    assert r.translate(ev(pygame.JOYAXISMOTION, instance_id=8, joy=8, axis=1, value=-0.3)) == []
    r.set_mapping(8, {"a": "b3", "start": "b9", "dpup": "h0.1", "dpright": "h0.2", "leftx": "a0", "lefty": "a1~"})
    assert [g.kind for g in r.translate(ev(pygame.JOYBUTTONDOWN, instance_id=8, joy=8, button=3))] == ["down"]
    assert [g.kind for g in r.translate(ev(pygame.JOYBUTTONDOWN, instance_id=8, joy=8, button=9))] == ["menu"]
    nav = r.translate(ev(pygame.JOYHATMOTION, instance_id=8, joy=8, hat=0, value=(1, 1)))
    assert sorted(g.dir for g in nav) == [(0, -1), (1, 0)]
    r.translate(ev(pygame.JOYHATMOTION, instance_id=8, joy=8, hat=0, value=(0, 0)))
    assert not r.pad(8).nav
    r.translate(ev(pygame.JOYAXISMOTION, instance_id=8, joy=8, axis=1, value=-1.0))
    assert r.pad(8).axes["lefty"] == 1.0           # an inverted axis: pushed up reads as down here


def test_mappings_are_kept_by_guid(config_dir):
    assert load_mappings() == {}
    assert save_mapping("03000000abcd", "Old Pad", {"a": "b3", "lefty": "a1~"})
    assert load_mappings() == {"03000000abcd": {"name": "Old Pad", "a": "b3", "lefty": "a1~"}}
    config_dir.joinpath("gamepads.yaml").write_text("- [not a mapping\n")
    assert load_mappings() == {}                   # a broken file is no mapping, never a crash
    assert JoyMapping({"a": "bx", "b": "h0.q"}).buttons == {}
    assert binding_of("hat", 0, (-1, 0)) == "h0.8" and binding_of("hat", 0, (1, 1)) is None


def test_keys_become_the_keyboards_gestures():
    r = InputRouter()

    def key(k, mod=0):
        return [(g.kind, g.dir, g.amount, g.pointer) for g in r.translate(ev(pygame.KEYDOWN, key=k, mod=mod,
                                                                              unicode="", scancode=0))]
    assert key(pygame.K_LEFT) == [("nav", (-1, 0), 0, "keys")]
    assert key(pygame.K_TAB, pygame.KMOD_LSHIFT) == [("nav", (0, 0), -1, "keys")]
    assert key(pygame.K_RETURN)[0][0] == "activate" and key(pygame.K_SPACE)[0][0] == "activate"
    assert key(pygame.K_ESCAPE)[0][0] == "cancel" and key(pygame.K_F1)[0][0] == "rules"
    assert key(pygame.K_z, pygame.KMOD_LCTRL)[0][0] == "undo" and key(pygame.K_e)[0][0] == "end_turn"
    assert key(pygame.K_q) == []


def test_a_lost_pad_is_announced_and_the_same_guid_takes_its_seat_back():
    claims = PadClaims()
    claims.claim(1, 4, "guid-x", "Blue Pad")
    lost = claims.lost(4)
    assert lost.seat == 1 and claims.orphans() == [1] and claims.has(1)
    assert claims.returned(9, "guid-other") is None
    back = claims.returned(9, "guid-x")
    assert back.seat == 1 and claims.seat_of(9) == 1 and not claims.orphans()


def test_two_waiting_seats_of_one_pad_model_ask_rather_than_guess():
    claims = PadClaims()
    claims.claim(0, 1, "same", "Pad")
    claims.claim(2, 2, "same", "Pad")
    claims.lost(1)
    claims.lost(2)
    assert claims.returned(5, "same") is None and claims.orphans() == [0, 2]


def test_claims_survive_as_notes_and_two_pads_of_one_model_keep_their_seats():
    claims = PadClaims()
    claims.claim(1, 3, "same", "Pad A")
    claims.claim(0, 4, "same", "Pad B")
    notes = claims.notes()
    again = PadClaims()
    again.restore(notes, {3: ("same", "Pad A"), 4: ("same", "Pad B")})
    assert again.seat_of(3) == 1 and again.seat_of(4) == 0
    later = PadClaims()                            # the next run: no pad plugged in yet
    later.restore(notes, {})
    assert later.orphans() == [0, 1]
    assert later.returned(0, "same") is None       # two seats wait for that model: each asks for A
    later.restore([{"seat": 1, "guid": "same"}, {"seat": "x"}, "junk", {"seat": -1}], {})
    assert list(later.by_seat) == [1]


def test_an_unknown_pads_trigger_resting_at_its_end_is_no_input():
    r = InputRouter()
    r.devices[8] = Device(8, "g", "Old Pad", controller=False, rest={4: -1.0})
    assert r.translate(ev(pygame.JOYAXISMOTION, instance_id=8, joy=8, axis=4, value=-1.0)) == []
    assert r.translate(ev(pygame.JOYAXISMOTION, instance_id=8, joy=8, axis=4, value=0.5))[0].code == "a4"
