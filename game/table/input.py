"""Every device through one path: the mouse, the keyboard and gamepads become gestures (PointerEvents).

This is the one place that reads device events. The App hands it every event a scene did not take
as a raw key (`App.handle_event`) and its gestures go to the top scene; no scene reads JOY* or
CONTROLLER* events itself, so an overlay cannot swallow a pad being plugged in, a stick let go or a
button released.

The mouse is one pointer ("mouse", seat None: it acts for whoever's turn it is). The keyboard is
another ("keys"): arrows and Tab move a focus the scene draws, Enter or Space press what is focused.
Each gamepad drives its own cursor ("pad<instance id>"), playing for the seat that claimed it
(game.table.pads). A pad arrives either as an SDL GameController (CONTROLLER* events, buttons named
by SDL's mapping: pygame-ce ships SDL's community database) or, when SDL does not know it, as a plain
joystick whose buttons the player maps once on the button-mapping screen (game.table.padmap). A pad
seen as a GameController has its duplicate JOY* events ignored: one press is one gesture.

Pad buttons: A picks up (held) and drops (released) or presses; B cancels; X shows a card large;
Y held ends the turn; Start opens the game menu; the left shoulder undoes; the right shoulder (or
Back) opens the rules; the d-pad snaps to the next card or target (repeating while held); the left
stick moves the cursor (slowly near its centre, for fine aim); the right stick scrolls.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.padmap import DPAD, JoyMapping, binding_of, load_mappings

DEADZONE = 0.15         # stick deflection ignored (worn sticks rest off centre)
CURSOR_SPEED = 1100.0   # pixels a second at full stick, for a 720-pixel-high window
CURVE = 2.2             # the response curve's power: small deflections aim finely
MIN_SPEED = 0.04        # of full speed, just past the dead zone
SCROLL_SPEED = 14.0     # log or rules lines a second at full right stick
HOLD_END = 0.7          # seconds Y is held to end the turn
NAV_DELAY = 0.38        # a held d-pad repeats after this long...
NAV_REPEAT = 0.11       # ...every this long
AXIS_MAX = 32767        # GameController axes are raw 16-bit values
PRESS_AXIS = 0.6        # a stick pushed this far counts as an input on the button-mapping screen

# What each SDL GameController button does at the table.
BUTTON_ROLES = {"a": "press", "b": "cancel", "x": "zoom", "y": "end_turn", "start": "menu", "back": "rules",
                "leftshoulder": "undo", "rightshoulder": "rules"}
CONTROLLER_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b", pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y", pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
}
CONTROLLER_AXES = {pygame.CONTROLLER_AXIS_LEFTX: "leftx", pygame.CONTROLLER_AXIS_LEFTY: "lefty",
                   pygame.CONTROLLER_AXIS_RIGHTX: "rightx", pygame.CONTROLLER_AXIS_RIGHTY: "righty"}
KEY_NAV = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
JOY_EVENTS = (pygame.JOYAXISMOTION, pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP,
              pygame.JOYBALLMOTION)


@dataclass(frozen=True)
class PointerEvent:
    """A gesture from the mouse, the keyboard or a pad.

    kind: move, down, up (the press of A or the left mouse button), zoom, wheel and scroll (amount:
    lines, down positive), nav (dir: a step towards the next item; dir (0, 0) with amount +1/-1 is
    Tab order), activate (Enter: press what is focused), cancel, menu, rules, undo, end_turn (held:
    the button was held, which is its own confirmation), gone (the pad was unplugged), let_go (a release
    under a menu or overlay: what the pointer held is put back, nothing acts), pad_input (an
    unknown pad's raw input, `code` in mapping words: b3, h0.1, a0~).
    """

    kind: str
    pos: tuple[int, int]
    pointer: str = "mouse"
    seat: int | None = None
    button: int = 1
    amount: int = 0
    dir: tuple[int, int] = (0, 0)
    held: bool = False
    code: str = ""

    @property
    def pad(self) -> bool:
        return self.pointer.startswith("pad")


class PadCursor:
    """One gamepad's cursor and what its player holds: stick axes, A, the End turn hold, the d-pad."""

    def __init__(self, instance_id: int, pos: tuple[float, float], name: str = "Gamepad"):
        self.instance_id = instance_id
        self.name = name
        self.seat: int | None = None
        self.x, self.y = pos
        self.axes = {"leftx": 0.0, "lefty": 0.0, "rightx": 0.0, "righty": 0.0}
        self.held = False
        self.hold: float | None = None      # seconds Y has been held (None: not held; -1: done)
        self.nav: dict[str, float] = {}     # d-pad direction held -> seconds to its next repeat
        self.scrolled = 0.0

    @property
    def pointer(self) -> str:
        return f"pad{self.instance_id}"

    @property
    def pos(self) -> tuple[int, int]:
        return (int(self.x), int(self.y))

    @property
    def hold_progress(self) -> float:
        """How far the End turn hold is (0 to 1), for the ring drawn around the cursor."""
        return 0.0 if self.hold is None or self.hold < 0 else min(1.0, self.hold / HOLD_END)


@dataclass
class Device:
    """A plugged-in pad as SDL reports it."""

    instance_id: int
    guid: str | None
    name: str
    controller: bool                 # SDL maps it (CONTROLLER* events)
    handle: object = None            # the pygame Joystick or Controller (kept open)
    mapping: JoyMapping | None = None   # a plain joystick's mapping from the mapping screen
    rest: dict = field(default_factory=dict)   # axis -> where it rests (a trigger may rest at -1)


class InputRouter:
    """Turns pygame events into PointerEvents; keeps each pad's cursor, device and seat claim."""

    def __init__(self, size: tuple[int, int] = (1280, 720)):
        self.size = size
        self.pads: dict[int, PadCursor] = {}
        self.devices: dict[int, Device] = {}
        self._claims = None   # game.table.pads' PadClaims, made when a pad first needs it
        self.mouse_pos = (size[0] // 2, size[1] // 2)
        self.keys_pos = (size[0] // 2, size[1] // 2)
        self.notices: list[tuple[str, str, str]] = []   # (sentence, tone "ok"/"warn", topic) for the App

    # -- claims -----------------------------------------------------------------------------------
    @property
    def claims(self):
        """Which pad plays which seat (imported when first asked: the menu's first frame has no pads yet)."""
        if self._claims is None:
            from game.table.pads import PadClaims
            self._claims = PadClaims()
        return self._claims

    def claim(self, instance_id: int, seat: int | None) -> None:
        """Give a connected pad to a seat (it leaves any seat it had); seat None frees the pad."""
        if seat is None:
            own = self.claims.seat_of(instance_id)
            if own is not None:
                self.release(own)
            return
        self.pad(instance_id)
        device = self.devices.get(instance_id)
        name = device.name if device else self.pads[instance_id].name
        self.claims.claim(seat, instance_id, device.guid if device else None, name)
        self._sync_seats()

    def release(self, seat: int) -> None:
        self.claims.release(seat)
        self._sync_seats()

    def claim_notes(self) -> list[dict]:
        return self.claims.notes()

    def set_claims(self, notes) -> None:
        """Replace every claim from saved notes: each pad found by its GUID among those plugged in."""
        connected = {iid: (self.guid(iid), self.pads[iid].name) for iid in self.pads}
        self.claims.restore(notes, connected)
        self._sync_seats()

    def _sync_seats(self) -> None:
        for iid, cursor in self.pads.items():
            cursor.seat = self.claims.seat_of(iid)

    def seat_of(self, pointer: str) -> int | None:
        cursor = self.cursor(pointer)
        return cursor.seat if cursor else None

    # -- pads -------------------------------------------------------------------------------------
    def pad(self, instance_id: int) -> PadCursor:
        """A pad's cursor (made on its first event: a test may post events for a pad never plugged in)."""
        cursor = self.pads.get(instance_id)
        if cursor is None:
            offset = 60 * (len(self.pads) + 1)
            device = self.devices.get(instance_id)
            name = device.name if device else f"Gamepad {instance_id + 1}"
            cursor = PadCursor(instance_id, (self.size[0] // 2 + offset, self.size[1] // 2), name)
            cursor.seat = self.claims.seat_of(instance_id)
            self.pads[instance_id] = cursor
        return cursor

    def cursor(self, pointer: str) -> PadCursor | None:
        if not pointer.startswith("pad"):
            return None
        try:
            return self.pads.get(int(pointer[3:]))
        except ValueError:
            return None

    def connected_pads(self) -> list[int]:
        return sorted(self.pads)

    def guid(self, instance_id: int) -> str | None:
        device = self.devices.get(instance_id)
        return device.guid if device else None

    def unmapped(self, instance_id: int) -> bool:
        """A plain joystick SDL does not know, not yet set up on the button-mapping screen."""
        device = self.devices.get(instance_id)
        return device is None or (not device.controller and device.mapping is None)

    def set_mapping(self, instance_id: int, binds: dict[str, str]) -> None:
        device = self.devices.get(instance_id)
        if device is not None:
            device.mapping = JoyMapping(binds)

    def warp(self, pointer: str, pos) -> None:
        """Put a pointer on a point (the d-pad or arrows snapped it to an item)."""
        pos = (int(pos[0]), int(pos[1]))
        if pointer == "keys":
            self.keys_pos = pos
        cursor = self.cursor(pointer)
        if cursor is not None:
            cursor.x, cursor.y = pos

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for cursor in self.pads.values():
            cursor.x = min(max(cursor.x, 0), size[0] - 1)
            cursor.y = min(max(cursor.y, 0), size[1] - 1)

    def take_notices(self) -> list[tuple[str, str, str]]:
        out, self.notices = self.notices, []
        return out

    # -- events -----------------------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[PointerEvent]:
        """The gestures one pygame event stands for (often none)."""
        t = event.type
        if t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return self._mouse(event)
        if t == pygame.KEYDOWN:
            return self._key(event)
        if t in (pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED):
            self._added(event.device_index, t == pygame.CONTROLLERDEVICEADDED)
            return []
        if t in (pygame.JOYDEVICEREMOVED, pygame.CONTROLLERDEVICEREMOVED):
            return self._removed(event.instance_id)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            self._known_controller(event.instance_id)
            name = CONTROLLER_BUTTONS.get(event.button)
            return self._button(self.pad(event.instance_id), name, t == pygame.CONTROLLERBUTTONDOWN) if name else []
        if t == pygame.CONTROLLERAXISMOTION:
            self._known_controller(event.instance_id)
            name = CONTROLLER_AXES.get(event.axis)
            if name:
                value = float(event.value)
                self._axis(self.pad(event.instance_id), name, value / AXIS_MAX if abs(value) > 1 else value)
            return []
        if t in JOY_EVENTS:
            return self._joystick(event)
        return []

    def _mouse(self, event) -> list[PointerEvent]:
        t = event.type
        if t == pygame.MOUSEWHEEL:
            return [PointerEvent("wheel", self.mouse_pos, amount=int(getattr(event, "y", 0)))]
        self.mouse_pos = tuple(event.pos)
        if t == pygame.MOUSEMOTION:
            return [PointerEvent("move", self.mouse_pos)]
        if t == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                return [PointerEvent("zoom", self.mouse_pos, button=3)]
            if event.button in (4, 5):   # old-style wheel; MOUSEWHEEL carries it
                return []
            return [PointerEvent("down", self.mouse_pos, button=event.button)]
        return [PointerEvent("up", self.mouse_pos)] if event.button == 1 else []

    def _key(self, event) -> list[PointerEvent]:
        """Keys a scene did not take as its own: focus moves, Enter, Esc and the table's commands."""
        k = event.key
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))

        def pe(kind, **fields):
            return [PointerEvent(kind, self.keys_pos, pointer="keys", **fields)]

        if k in KEY_NAV and not ctrl:
            return pe("nav", dir=KEY_NAV[k])
        if k == pygame.K_TAB:
            return pe("nav", amount=-1 if mod & pygame.KMOD_SHIFT else 1)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return pe("activate")
        if k == pygame.K_ESCAPE:
            return pe("cancel")
        if k == pygame.K_F1:
            return pe("rules")
        if ctrl and k == pygame.K_z:
            return pe("undo")
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return pe("scroll", amount=-10 if k == pygame.K_PAGEUP else 10)
        if not ctrl and k == pygame.K_e:
            return pe("end_turn")
        if not ctrl and k == pygame.K_z:
            return pe("zoom", button=3)
        return []

    def _added(self, device_index: int, controller: bool) -> None:
        try:
            from pygame._sdl2 import controller as sdl_controller
            if not controller and sdl_controller.get_init() and sdl_controller.is_controller(device_index):
                return      # its CONTROLLERDEVICEADDED (sent first) opens it as a GameController
            handle = sdl_controller.Controller(device_index) if controller else pygame.joystick.Joystick(device_index)
            stick = handle.as_joystick() if controller else handle
            iid, guid, name = stick.get_instance_id(), stick.get_guid(), stick.get_name()
        except (ImportError, pygame.error, AttributeError):
            return
        if iid in self.devices and self.devices[iid].handle is not None:
            return
        device = Device(iid, guid, name or "Gamepad", controller, handle)
        if not controller:
            binds = load_mappings().get(guid or "")
            device.mapping = JoyMapping(binds) if binds else None
            try:
                device.rest = {a: handle.get_axis(a) for a in range(handle.get_numaxes())}
            except pygame.error:
                pass
        self.devices[iid] = device
        self.pads.pop(iid, None)
        cursor = self.pad(iid)
        back = self.claims.returned(iid, guid)
        self._sync_seats()
        if back is not None:
            self.notices.append((f"Seat {back.seat + 1}'s gamepad is back.", "ok", f"seat{back.seat}"))
        elif self.unmapped(iid):
            self.notices.append((f"A gamepad the table does not know ({cursor.name}): press any button on it "
                                 "to set it up.", "warn", f"pad{iid}"))
        elif self.claims.orphans():
            seat = self.claims.orphans()[0]
            self.notices.append((f"A gamepad was plugged in: press A on it to take Seat {seat + 1}.", "ok",
                                 f"seat{seat}"))

    def _removed(self, instance_id: int) -> list[PointerEvent]:
        self.devices.pop(instance_id, None)
        cursor = self.pads.pop(instance_id, None)
        lost = self.claims.lost(instance_id)
        if lost is not None:
            seat = lost.seat + 1
            self.notices.append((f"Seat {seat}'s gamepad ({lost.name}) was unplugged. Plug it back in, or press A "
                                 f"on another gamepad to take Seat {seat}.", "warn", f"seat{lost.seat}"))
        if cursor is None:
            return []
        return [PointerEvent("gone", cursor.pos, pointer=cursor.pointer, seat=lost.seat if lost else None)]

    def _known_controller(self, instance_id: int) -> None:
        if instance_id not in self.devices:
            # A test's posted events (or a pad whose added event came before the window): mapped by SDL.
            self.devices[instance_id] = Device(instance_id, None, self.pad(instance_id).name, True)

    def _joystick(self, event) -> list[PointerEvent]:
        iid = event.instance_id
        device = self.devices.get(iid)
        if device is not None and device.controller:
            return []   # the same pad's CONTROLLER* event carries this gesture
        cursor = self.pad(iid)
        t = event.type
        if device is None or device.mapping is None:
            code = None
            if t == pygame.JOYBUTTONDOWN:
                code = binding_of("button", event.button)
            elif t == pygame.JOYHATMOTION:
                code = binding_of("hat", event.hat, event.value)
            elif t == pygame.JOYAXISMOTION:
                rest = device.rest.setdefault(event.axis, 0.0) if device else 0.0
                if abs(event.value - rest) >= PRESS_AXIS:    # pushed well away from where it rests
                    code = binding_of("axis", event.axis, event.value - rest)
            return [PointerEvent("pad_input", cursor.pos, pointer=cursor.pointer, code=code)] if code else []
        mapping = device.mapping
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            name = mapping.button(event.button)
            return self._button(cursor, name, t == pygame.JOYBUTTONDOWN) if name else []
        if t == pygame.JOYHATMOTION:
            out = []
            for name, down in mapping.hat(event.hat, tuple(event.value)).items():
                if down != (name in cursor.nav):
                    out += self._button(cursor, name, down)
            return out
        if t == pygame.JOYAXISMOTION:
            found = mapping.axis(event.axis, float(event.value))
            if found:
                self._axis(cursor, *found)
        return []

    def _button(self, cursor: PadCursor, name: str, down: bool) -> list[PointerEvent]:
        if name in DPAD:
            if not down:
                cursor.nav.pop(name, None)
                return []
            cursor.nav[name] = NAV_DELAY
            return [self._pe(cursor, "nav", dir=DPAD[name])]
        role = BUTTON_ROLES.get(name)
        if role == "press":
            if cursor.held == down:
                return []
            cursor.held = down
            return [self._pe(cursor, "down" if down else "up")]
        if role == "end_turn":
            cursor.hold = 0.0 if down else None
            return []
        if down and role:
            return [self._pe(cursor, role, button=3 if role == "zoom" else 1)]
        return []

    def _axis(self, cursor: PadCursor, name: str, value: float) -> None:
        cursor.axes[name] = 0.0 if abs(value) < DEADZONE else max(-1.0, min(1.0, value))

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> list[PointerEvent]:
        """What held inputs do over time: sticks move cursors and scroll, a held d-pad repeats, a held
        Y ends the turn. Called once a fixed step by the App, whatever scene is on top."""
        out = []
        speed = CURSOR_SPEED * self.size[1] / 720
        for cursor in list(self.pads.values()):
            ax, ay = curve(cursor.axes["leftx"]), curve(cursor.axes["lefty"])
            if ax or ay:
                cursor.x = min(max(cursor.x + ax * speed * dt, 0), self.size[0] - 1)
                cursor.y = min(max(cursor.y + ay * speed * dt, 0), self.size[1] - 1)
                out.append(self._pe(cursor, "move"))
            scroll = curve(cursor.axes["righty"])
            if scroll:
                cursor.scrolled += scroll * SCROLL_SPEED * dt
                lines = int(cursor.scrolled)
                if lines:
                    cursor.scrolled -= lines
                    out.append(self._pe(cursor, "scroll", amount=lines))
            else:
                cursor.scrolled = 0.0
            for name in list(cursor.nav):
                cursor.nav[name] -= dt
                if cursor.nav[name] <= 0:
                    cursor.nav[name] += NAV_REPEAT
                    out.append(self._pe(cursor, "nav", dir=DPAD[name]))
            if cursor.hold is not None and cursor.hold >= 0:
                cursor.hold += dt
                if cursor.hold >= HOLD_END:
                    cursor.hold = -1.0      # done: nothing more until Y is released
                    out.append(self._pe(cursor, "end_turn", held=True))
        return out

    def _pe(self, cursor: PadCursor, kind: str, **fields) -> PointerEvent:
        return PointerEvent(kind, cursor.pos, pointer=cursor.pointer, seat=cursor.seat, **fields)


def curve(value: float) -> float:
    """A stick's deflection past the dead zone as a share of full speed: slow and fine near the centre,
    fast at the rim (a power curve from MIN_SPEED), with the sign of the push."""
    a = abs(value)
    if a < DEADZONE:
        return 0.0
    m = min(1.0, (a - DEADZONE) / (1 - DEADZONE))
    return (MIN_SPEED + (1 - MIN_SPEED) * m ** CURVE) * (1 if value > 0 else -1)
