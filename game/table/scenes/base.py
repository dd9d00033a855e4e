"""A scene and the stack of scenes the main loop runs."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.table.input import InputRouter, PointerEvent
    from game.table.settings import Settings
    from game.table.sound import Sounds
    from game.table.theme import Theme
    from game.table.warmup import Warmup


class Window(Protocol):
    """What a screen is given of the app (game.table.app.App): the window, the settings, the input
    router and the stack of screens; another screen is opened by its name (game.table.screens)."""

    settings: "Settings"
    theme: "Theme"
    router: "InputRouter"
    warmup: "Warmup"
    sounds: "Sounds"
    stack: "SceneStack"
    card_arts: dict
    fullscreen: bool
    frame_count: int
    first_frame_at: float | None

    @property
    def size(self) -> tuple[int, int]: ...

    def push(self, scene: "Scene") -> None: ...

    def pop(self, scene: "Scene | None" = None) -> None: ...

    def open(self, name: str, *args, **kwargs) -> "Scene": ...

    def showing(self, name: str) -> bool: ...

    def open_menu(self) -> None: ...

    def apply_settings(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """One screen. The top scene gets events first; `opaque` scenes hide those beneath."""

    opaque = True
    passes_input = False    # what this scene does not use goes on to the scene beneath (a bar over a table)
    k = 1.0                 # this screen's text and button size: the setting, or less where the window is small

    def __init__(self, app: Window):
        self.app = app

    @property
    def ui(self) -> float:
        """The text-size setting (Settings: "Text and tracks"), 0.8 to 1.5."""
        return float(getattr(self.app.settings, "ui_scale", 1.0))

    @property
    def screen_theme(self):
        """The theme at this screen's size: its words are drawn with this."""
        return self.app.theme.scaled(self.k)

    def px(self, n: float) -> int:
        """`n` pixels at this screen's size."""
        return round(n * self.k)

    def fit(self, natural: float, room: float) -> None:
        """Size the screen: the setting, unless `natural` (its height at 100 %) would then overflow `room`;
        then as large as fits (70 % at the least)."""
        self.k = max(0.7, min(self.ui, room / natural))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key the scene takes as its own (a hot key, typing): None when consumed. Keys it returns,
        and every mouse and gamepad event, reach it as gestures through `pointer` instead."""
        return event

    def pointer(self, pe: "PointerEvent") -> "PointerEvent | None":
        """One gesture from the input router (game.table.input): None when used."""
        return pe

    def update(self, dt: float) -> None:
        """Advance by one fixed time step of `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene. Must not change any game state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def settings_changed(self) -> None:
        """The settings changed: lay out again (the text size is every screen's)."""
        self.resize(self.app.size)

    def layout(self) -> dict[str, list[int]]:
        """Named screen rectangles (card id -> [x, y, w, h]) for tests and tools."""
        return {}

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack again."""


class SceneStack:
    """Scenes on top of each other: menu, then a game, then a rules overlay on it."""

    def __init__(self):
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self, scene: Scene | None = None) -> Scene | None:
        if not self.scenes:
            return None
        if scene is not None and scene in self.scenes:
            self.scenes.remove(scene)
            removed = scene
        else:
            removed = self.scenes.pop()
        if self.top:
            self.top.on_enter()
        return removed

    def replace(self, scene: Scene) -> None:
        """Put `scene` in place of the top one."""
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Make `scene` the only scene."""
        self.scenes = []
        self.push(scene)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A raw key for the top scene (and on down past scenes that pass input on); None when taken."""
        for scene in reversed(list(self.scenes)):
            if scene.process_event(event) is None:
                return None
            if not scene.passes_input:
                break
        return event

    def pointer(self, pe: "PointerEvent") -> "PointerEvent | None":
        """A gesture for the top scene (and on down past scenes that pass input on); what nobody
        used comes back."""
        for scene in self.receivers():
            if scene.pointer(pe) is None:
                return None
        return pe

    def receivers(self) -> list[Scene]:
        """The scenes a gesture may reach: the top one, and on down past scenes that pass input on."""
        out = []
        for scene in reversed(list(self.scenes)):
            out.append(scene)
            if not scene.passes_input:
                break
        return out

    def update(self, dt: float) -> None:
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)
