"""Real gamepads without hardware: SDL's virtual joysticks, attached inside this process.

SDL (bundled with pygame-ce) reports a virtual pad exactly as a real one: device added and removed
events, CONTROLLER* events for a pad it maps (type 1, a game controller) and JOY* events alike, a
new instance id after a re-plug. Load SDL with ctypes.PyDLL (it keeps the GIL: pygame's event
watch runs inside SDL_JoystickUpdate) and give every pointer its real type.
"""
from __future__ import annotations

import ctypes
import glob
from pathlib import Path

import pygame

# Button numbers of a virtual game controller (SDL's order) and its axes.
A, B, X, Y, BACK, GUIDE, START, LSTICK, RSTICK, LB, RB, UP, DOWN, LEFT, RIGHT = range(15)
LX, LY, RX, RY, LT, RT = range(6)


def sdl_library():
    """The SDL2 library pygame-ce was built with, or None (a pygame built against a system SDL)."""
    folder = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    found = sorted(glob.glob(str(folder / "libSDL2-2*.so*")))
    if not found:
        return None
    sdl = ctypes.PyDLL(found[0])
    sdl.SDL_JoystickAttachVirtual.restype = ctypes.c_int
    sdl.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    for name in ("SDL_JoystickSetVirtualButton", "SDL_JoystickSetVirtualAxis", "SDL_JoystickSetVirtualHat"):
        getattr(sdl, name).argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    sdl.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
    sdl.SDL_JoystickInstanceID.restype = ctypes.c_int
    sdl.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
    return sdl


class VirtualPad:
    """One plugged-in virtual pad: a game controller SDL maps (`mapped`), or a plain joystick it does not."""

    def __init__(self, sdl, mapped: bool = True):
        self.sdl = sdl
        kind, axes, buttons, hats = (1, 6, 15, 0) if mapped else (0, 4, 12, 1)
        self.index = sdl.SDL_JoystickAttachVirtual(kind, axes, buttons, hats)
        assert self.index >= 0, "SDL could not attach a virtual pad"
        self.handle = sdl.SDL_JoystickOpen(self.index)
        self.instance_id = sdl.SDL_JoystickInstanceID(self.handle)

    def button(self, number: int, down: bool) -> None:
        self.sdl.SDL_JoystickSetVirtualButton(self.handle, number, 1 if down else 0)
        self.sdl.SDL_JoystickUpdate()

    def axis(self, number: int, value: float) -> None:
        self.sdl.SDL_JoystickSetVirtualAxis(self.handle, number, int(max(-1.0, min(1.0, value)) * 32767))
        self.sdl.SDL_JoystickUpdate()

    def hat(self, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualHat(self.handle, 0, value)
        self.sdl.SDL_JoystickUpdate()

    def unplug(self) -> None:
        """Pull the pad out (its device index may have changed as other pads came and went)."""
        sdl = self.sdl
        index = next(i for i in range(sdl.SDL_NumJoysticks())
                     if sdl.SDL_JoystickGetDeviceInstanceID(i) == self.instance_id)
        sdl.SDL_JoystickClose(self.handle)
        sdl.SDL_JoystickDetachVirtual(index)
        self.handle = None

    def plug_again(self) -> "VirtualPad":
        """The same pad model plugged in again (SDL gives it a new instance id)."""
        return VirtualPad(self.sdl, mapped=True)
