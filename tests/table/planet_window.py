"""Driving the real Noah Planet window under Xvfb as a player would, with xdotool: the table's
layout file says where everything is; the mouse does the rest. Shared by the real-window tests."""
from __future__ import annotations

import subprocess
import sys
import time

from test_table_xvfb import ROOT, centre, read_layout, shot, xdo


class Window:
    """One running app: its layout file, its window, the mouse."""

    def __init__(self, env, layout, *args):
        self.env, self.layout = env, layout
        self.app = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.wid = None

    def wait(self, want, timeout=30.0) -> dict:
        data = read_layout(self.layout, want, timeout=timeout)
        if self.wid is None:
            wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(self.app.pid)],
                                 env=self.env, capture_output=True, text=True).stdout.split()
            assert wid, "the window did not appear"
            self.wid = wid[0]
            xdo(self.env, "windowfocus", "--sync", self.wid)
        return data

    def table(self, timeout=30.0) -> dict:
        """The table's rectangles once it is still (no animation, no bot thinking)."""
        return self.wait(lambda d: d.get("scene") == "PlanetTable" and d["rects"]["busy"] == [0], timeout)["rects"]

    def move(self, pos) -> None:
        xdo(self.env, "mousemove", "--window", self.wid, str(int(pos[0])), str(int(pos[1])))
        time.sleep(0.06)

    def click(self, pos) -> None:
        self.move(pos)
        xdo(self.env, "click", "1")
        time.sleep(0.12)

    def drag(self, start, end, steps=8) -> None:
        self.move(start)
        xdo(self.env, "mousedown", "1")
        time.sleep(0.1)
        for k in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps))
        xdo(self.env, "mouseup", "1")
        time.sleep(0.1)

    def key(self, name: str) -> None:
        xdo(self.env, "key", "--window", self.wid, name)
        time.sleep(0.1)

    def tab_to(self, key: str) -> None:
        """Press Tab until the keyboard's focus is on `key` (the layout file says where it is)."""
        focus = self.wait(lambda d: "focus" in d["rects"])["rects"]["focus"]
        arrows = ["Right"] * 20 + ["Left"] * 40
        for _ in range(120):
            if focus == [key]:
                return
            # Tab steps from zone to zone; within the zone (the same kind of place) the arrows step
            same = focus and str(focus[0]).split(":")[0] == key.split(":")[0] and not key.startswith("target:")
            self.key(arrows.pop(0) if same and arrows else "Tab")
            focus = self.wait(lambda d, was=focus: d["rects"].get("focus", was) != was, )["rects"]["focus"] \
                if not same else self.wait(lambda d: "focus" in d["rects"])["rects"]["focus"]
        raise AssertionError(f"Tab and the arrows never reached {key}")

    def played(self, before: int, timeout=30.0) -> dict:
        """Wait until more than `before` commands are played and the table is still again."""
        return self.wait(lambda d: d.get("scene") == "PlanetTable" and d["rects"]["commands"][0] > before
                         and d["rects"]["busy"] == [0], timeout)["rects"]

    def shot(self, name: str):
        time.sleep(0.25)
        return shot(self.env, name)

    def stop(self) -> str:
        self.app.terminate()        # SDL turns it into a window close: the table autosaves
        try:
            self.app.wait(10)
        except subprocess.TimeoutExpired:
            self.app.kill()
        return self.app.stderr.read().decode()[-2000:]


def card_spot(rect) -> tuple[int, int]:
    """A point on the visible part of a hand card (they overlap from the left)."""
    return rect[0] + 10, rect[1] + rect[3] // 2


__all__ = ["Window", "card_spot", "centre"]
