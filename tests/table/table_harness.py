"""Drive the real App with real pygame events, one frame at a time, without a window."""
from __future__ import annotations

import pygame

from game.table.app import App


class Harness:
    """An App at 1280x720 and helpers that post complete pygame events and run frames."""

    def __init__(self, size=(1280, 720)):
        self.app = App(size=size)
        pygame.event.clear()
        self.app.open_menu()
        self.pos = (0, 0)

    @property
    def top(self):
        return self.app.stack.top

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def settle(self, max_frames: int = 2000) -> None:
        """Run frames until the top scene has no animation left."""
        for _ in range(max_frames):
            self.frames(1)
            busy = getattr(self.top, "busy", False)
            if not busy:
                return
        raise AssertionError("the table never stopped animating")

    def post(self, type_, **fields) -> None:
        pygame.event.post(pygame.event.Event(type_, **fields))

    def move(self, pos, buttons=(0, 0, 0)) -> None:
        rel = (pos[0] - self.pos[0], pos[1] - self.pos[1])
        self.pos = tuple(pos)
        self.post(pygame.MOUSEMOTION, pos=self.pos, rel=rel, buttons=buttons, touch=False)

    def down(self, pos, button=1) -> None:
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button, touch=False)

    def up(self, pos, button=1) -> None:
        self.post(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button, touch=False)

    def click(self, pos, button=1) -> None:
        self.down(pos, button)
        self.frames(1)
        self.up(pos, button)
        self.frames(2)

    def drag(self, start, end, steps: int = 6, release: bool = True) -> None:
        """Press at start, move in steps (a frame between each), release at end."""
        self.down(start)
        self.frames(1)
        for k in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
            self.move(p, buttons=(1, 0, 0))
            self.frames(1)
        if release:
            self.up(end)
            self.frames(2)

    def key(self, key, mod=0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.frames(1)

    def screenshot(self, path) -> None:
        pygame.image.save(self.app.screen, str(path))

    def close(self) -> None:
        pygame.display.quit()


def choice_of(table):
    """The one drop menu open on a table (tests open one at a time), or None."""
    return next(iter(table.picking.choices.values()), None)


def screenshot_path(name: str) -> str:
    """Where a test saves a screenshot to be looked at: screenshots/ in the checkout."""
    from pathlib import Path
    folder = Path(__file__).resolve().parents[2] / "screenshots"
    folder.mkdir(exist_ok=True)
    return str(folder / name)
