"""Mouse and gamepads through one path: every gesture becomes a PointerEvent.

The mouse is one pointer ("mouse", seat None: it acts for whoever's turn it is). Each claimed
gamepad drives its own cursor ("pad<instance id>", acting for its seat): the left stick or d-pad
moves it, A picks up (held) and drops (released), B or X zooms, Start ends the turn.
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

    def claim(self, instance_id: int, seat: int | None) -> None:
        """Give a pad to a seat (None releases it)."""
        if seat is None:
            self.claims.pop(instance_id, None)
        else:
            self.claims[instance_id] = seat
        if instance_id in self.pads:
            self.pads[instance_id].seat = seat

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
        if t == pygame.JOYDEVICEADDED:
            try:
                stick = pygame.joystick.Joystick(event.device_index)
                self._joysticks[stick.get_instance_id()] = stick
                self.pad(stick.get_instance_id())
            except pygame.error:
                pass
            return []
        if t == pygame.JOYDEVICEREMOVED:
            self._joysticks.pop(event.instance_id, None)
            self.pads.pop(event.instance_id, None)
            return []
        if t == pygame.JOYAXISMOTION:
            cursor = self.pad(event.instance_id)
            if event.axis in (0, 1):
                value = float(event.value)
                cursor.axes[event.axis] = 0.0 if abs(value) < DEADZONE else value
            return []
        if t == pygame.JOYHATMOTION:
            cursor = self.pad(event.instance_id)
            dx, dy = event.value
            if dx or dy:
                self._move(cursor, dx * HAT_STEP, -dy * HAT_STEP)
                return [self._pe(cursor, "move")]
            return []
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            cursor = self.pad(event.instance_id)
            down = t == pygame.JOYBUTTONDOWN
            if event.button == BUTTON_PICK:
                cursor.held = down
                return [self._pe(cursor, "down" if down else "up")]
            if down and event.button in BUTTON_ZOOM:
                return [self._pe(cursor, "zoom", button=3)]
            if down and event.button in BUTTON_END:
                return [self._pe(cursor, "end_turn")]
            return []
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
