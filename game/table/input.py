"""Mouse and gamepads through one path: every gesture becomes a PointerEvent.

The mouse is one pointer ("mouse", seat None: it acts for whoever's turn it is). Each claimed
gamepad drives its own cursor ("pad<instance id>", acting for its seat): the left stick or d-pad
moves it, A picks up (held) and drops (released), B or X zooms, Start ends the turn.

A pad arrives either as a plain joystick (JOY* events, buttons numbered by the driver) or as an
SDL GameController (CONTROLLER* events, buttons named by SDL's mapping). Both become the same
pad roles here; a pad seen as a GameController has its duplicate JOY* events ignored.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

PAD_SPEED = 900.0      # pixels a second at full stick
DEADZONE = 0.22
BUTTON_PICK = 0        # A / cross
BUTTON_ZOOM = (1, 2)   # B / circle and X / square
BUTTON_END = (7, 6, 9)  # Start (xinput), Back, Start (some DirectInput pads)
HAT_STEP = 40
AXIS_MAX = 32767        # GameController axes are raw 16-bit values

# SDL GameController buttons (the same on every mapped pad) -> a pad role.
CONTROLLER_ROLES = {
    getattr(pygame, "CONTROLLER_BUTTON_A", 0): "pick",
    getattr(pygame, "CONTROLLER_BUTTON_B", 1): "zoom",
    getattr(pygame, "CONTROLLER_BUTTON_X", 2): "zoom",
    getattr(pygame, "CONTROLLER_BUTTON_START", 6): "end_turn",
    getattr(pygame, "CONTROLLER_BUTTON_BACK", 4): "end_turn",
}
CONTROLLER_DPAD = {
    getattr(pygame, "CONTROLLER_BUTTON_DPAD_UP", 11): (0, -1),
    getattr(pygame, "CONTROLLER_BUTTON_DPAD_DOWN", 12): (0, 1),
    getattr(pygame, "CONTROLLER_BUTTON_DPAD_LEFT", 13): (-1, 0),
    getattr(pygame, "CONTROLLER_BUTTON_DPAD_RIGHT", 14): (1, 0),
}
CONTROLLER_AXES = {getattr(pygame, "CONTROLLER_AXIS_LEFTX", 0): 0, getattr(pygame, "CONTROLLER_AXIS_LEFTY", 1): 1}
JOY_EVENTS = (pygame.JOYAXISMOTION, pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP)


def joystick_role(button: int) -> str | None:
    """A plain joystick's button number as a pad role."""
    if button == BUTTON_PICK:
        return "pick"
    if button in BUTTON_ZOOM:
        return "zoom"
    if button in BUTTON_END:
        return "end_turn"
    return None


@dataclass(frozen=True)
class PointerEvent:
    """A gesture from the mouse or a pad cursor. kind: move, down, up, zoom, end_turn, wheel."""

    kind: str
    pos: tuple[int, int]
    pointer: str = "mouse"
    seat: int | None = None
    button: int = 1
    amount: int = 0


class PadCursor:
    """One gamepad's cursor: a position moved by the stick at a fixed step."""

    def __init__(self, instance_id: int, seat: int | None, pos: tuple[float, float]):
        self.instance_id = instance_id
        self.seat = seat
        self.x, self.y = pos
        self.axes = [0.0, 0.0]
        self.held = False

    @property
    def name(self) -> str:
        return f"pad{self.instance_id}"

    @property
    def pos(self) -> tuple[int, int]:
        return (int(self.x), int(self.y))


class InputRouter:
    """Turns pygame events into PointerEvents; pads keep a cursor each, claimed by a seat."""

    def __init__(self, size: tuple[int, int] = (1280, 720)):
        self.size = size
        self.pads: dict[int, PadCursor] = {}
        self.claims: dict[int, int] = {}   # pad instance id -> seat
        self.mouse_pos = (size[0] // 2, size[1] // 2)
        self._joysticks: dict[int, object] = {}
        self._controllers: set[int] = set()   # instance ids that speak CONTROLLER* events

    def claim(self, instance_id: int, seat: int | None) -> None:
        """Give a pad to a seat (None releases it)."""
        if seat is None:
            self.claims.pop(instance_id, None)
        else:
            self.claims[instance_id] = seat
        if instance_id in self.pads:
            self.pads[instance_id].seat = seat

    def claim_notes(self) -> list[dict]:
        """The claims as JSON-safe notes for a save: seat, pad instance id and GUID (when known)."""
        return [{"seat": seat, "instance_id": iid, "guid": self.guid(iid)} for iid, seat in sorted(self.claims.items())]

    def set_claims(self, notes) -> None:
        """Replace every claim: a saved pad is found by its GUID among the connected pads, else by its id."""
        for iid in list(self.claims):
            self.claim(iid, None)
        for note in notes or ():
            seat, iid, guid = note.get("seat"), note.get("instance_id"), note.get("guid")
            if guid:
                same = [p for p in self.connected_pads() if p not in self.claims and self.guid(p) == guid]
                iid = same[0] if same else iid
            if isinstance(iid, int) and isinstance(seat, int):
                self.claim(iid, seat)

    def pad(self, instance_id: int) -> PadCursor:
        cursor = self.pads.get(instance_id)
        if cursor is None:
            offset = 60 * (len(self.pads) + 1)
            cursor = PadCursor(instance_id, self.claims.get(instance_id),
                               (self.size[0] // 2 + offset, self.size[1] // 2))
            self.pads[instance_id] = cursor
        return cursor

    def connected_pads(self) -> list[int]:
        return sorted(set(self._joysticks) | set(self.pads))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for cursor in self.pads.values():
            cursor.x = min(max(cursor.x, 0), size[0] - 1)
            cursor.y = min(max(cursor.y, 0), size[1] - 1)

    def translate(self, event: pygame.event.Event) -> list[PointerEvent]:
        """The pointer gestures one pygame event stands for (often none)."""
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.mouse_pos = tuple(event.pos)
            return [PointerEvent("move", self.mouse_pos)]
        if t == pygame.MOUSEBUTTONDOWN:
            self.mouse_pos = tuple(event.pos)
            if event.button == 3:
                return [PointerEvent("zoom", self.mouse_pos, button=3)]
            if event.button in (4, 5):  # old-style wheel; MOUSEWHEEL handles it
                return []
            return [PointerEvent("down", self.mouse_pos, button=event.button)]
        if t == pygame.MOUSEBUTTONUP:
            self.mouse_pos = tuple(event.pos)
            if event.button != 1:
                return []
            return [PointerEvent("up", self.mouse_pos, button=event.button)]
        if t == pygame.MOUSEWHEEL:
            return [PointerEvent("wheel", self.mouse_pos, amount=int(getattr(event, "y", 0)))]
        if t in JOY_EVENTS and event.instance_id in self._controllers:
            return []   # the same pad's CONTROLLER* event carries this gesture
        if t == pygame.JOYDEVICEADDED:
            self._open_joystick(event.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEADDED:
            self._open_controller(event.device_index)
            return []
        if t in (pygame.JOYDEVICEREMOVED, pygame.CONTROLLERDEVICEREMOVED):
            self._joysticks.pop(event.instance_id, None)
            self.pads.pop(event.instance_id, None)
            return []
        if t == pygame.JOYAXISMOTION:
            if event.axis in (0, 1):
                self._stick(event.instance_id, event.axis, float(event.value))
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            self._controllers.add(event.instance_id)
            axis = CONTROLLER_AXES.get(event.axis)
            if axis is not None:
                value = float(event.value)
                self._stick(event.instance_id, axis, value / AXIS_MAX if abs(value) > 1 else value)
            return []
        if t == pygame.JOYHATMOTION:
            dx, dy = event.value
            return self._nudge(self.pad(event.instance_id), dx, -dy)
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            return self._press(self.pad(event.instance_id), joystick_role(event.button), t == pygame.JOYBUTTONDOWN)
        if t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            self._controllers.add(event.instance_id)
            cursor = self.pad(event.instance_id)
            down = t == pygame.CONTROLLERBUTTONDOWN
            if event.button in CONTROLLER_DPAD:
                return self._nudge(cursor, *CONTROLLER_DPAD[event.button]) if down else []
            return self._press(cursor, CONTROLLER_ROLES.get(event.button), down)
        return []

    # -- pads -------------------------------------------------------------------------------------
    def _open_joystick(self, device_index: int) -> None:
        try:
            from pygame._sdl2 import controller
            if controller.get_init() and controller.is_controller(device_index):
                return  # its CONTROLLERDEVICEADDED opens it as a GameController
        except (ImportError, pygame.error):
            pass
        try:
            stick = pygame.joystick.Joystick(device_index)
            self._joysticks[stick.get_instance_id()] = stick
            self.pad(stick.get_instance_id())
        except pygame.error:
            pass

    def _open_controller(self, device_index: int) -> None:
        try:
            from pygame._sdl2 import controller
            pad = controller.Controller(device_index)
            instance_id = pad.as_joystick().get_instance_id()
        except (ImportError, pygame.error, AttributeError):
            return
        self._controllers.add(instance_id)
        self._joysticks[instance_id] = pad
        self.pad(instance_id)

    def guid(self, instance_id: int) -> str | None:
        """A connected pad's GUID (the same pad model keeps it across runs), if known."""
        device = self._joysticks.get(instance_id)
        try:
            stick = device.as_joystick() if hasattr(device, "as_joystick") else device
            return stick.get_guid() if stick is not None else None
        except (pygame.error, AttributeError):
            return None

    def _stick(self, instance_id: int, axis: int, value: float) -> None:
        self.pad(instance_id).axes[axis] = 0.0 if abs(value) < DEADZONE else max(-1.0, min(1.0, value))

    def _nudge(self, cursor: PadCursor, dx: int, dy: int) -> list[PointerEvent]:
        if not (dx or dy):
            return []
        self._move(cursor, dx * HAT_STEP, dy * HAT_STEP)
        return [self._pe(cursor, "move")]

    def _press(self, cursor: PadCursor, role: str | None, down: bool) -> list[PointerEvent]:
        if role == "pick":
            cursor.held = down
            return [self._pe(cursor, "down" if down else "up")]
        if down and role == "zoom":
            return [self._pe(cursor, "zoom", button=3)]
        if down and role == "end_turn":
            return [self._pe(cursor, "end_turn")]
        return []

    def update(self, dt: float) -> list[PointerEvent]:
        """Move pad cursors by their sticks (a fixed step, like the physics)."""
        out = []
        for cursor in self.pads.values():
            ax, ay = cursor.axes
            if ax or ay:
                self._move(cursor, ax * PAD_SPEED * dt, ay * PAD_SPEED * dt)
                out.append(self._pe(cursor, "move"))
        return out

    def _move(self, cursor: PadCursor, dx: float, dy: float) -> None:
        cursor.x = min(max(cursor.x + dx, 0), self.size[0] - 1)
        cursor.y = min(max(cursor.y + dy, 0), self.size[1] - 1)

    def _pe(self, cursor: PadCursor, kind: str, button: int = 1) -> PointerEvent:
        return PointerEvent(kind, cursor.pos, pointer=cursor.name, seat=cursor.seat, button=button)
