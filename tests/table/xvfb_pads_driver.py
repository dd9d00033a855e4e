"""Drive the real table in a real X window with SDL virtual controllers and real X key presses.

Run by test_table_xvfb.py under Xvfb: `python xvfb_pads_driver.py WIDTH HEIGHT OUT_DIR`. The pads
must live in this process (SDL's virtual devices are per process), so the program runs here and a
timeline of presses is applied between frames; keys go through xdotool as a player's would. It
writes what happened to OUT_DIR/result.json and screenshots (taken with ImageMagick's `import`).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import pygame  # noqa: E402

from game.table.app import App  # noqa: E402
from virtual_pads import A, B, LX, LY, RB, RY, START, UP, Y, sdl_library  # noqa: E402
from virtual_pads import VirtualPad  # noqa: E402


class Driver:
    def __init__(self, size, out: Path):
        self.app = App(size=size)
        self.app.open_menu()
        self.out = out
        self.size = size
        self.sdl = sdl_library()
        self.shots: list[str] = []
        self.notes: dict = {}
        self.window = pygame.display.get_wm_info().get("window")

    # -- the loop ---------------------------------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(1 / 60)
            time.sleep(1 / 240)

    def until(self, test, limit: int = 600) -> None:
        for _ in range(limit):
            if test():
                return
            self.frames(1)
        raise AssertionError("the table never got there")

    def settle(self) -> None:
        table = self.app.stack.top
        for _ in range(400):
            if hasattr(table, "skip"):
                table.skip()
            self.frames(2)
            if not getattr(self.app.stack.top, "busy", False):
                return

    def shot(self, name: str) -> None:
        self.frames(2)
        path = self.out / f"{name}-{self.size[0]}x{self.size[1]}.png"
        subprocess.run(["import", "-window", str(self.window), str(path)], check=True, capture_output=True)
        self.shots.append(path.name)

    def key(self, *names: str) -> None:
        """Real key presses through the X server (XTEST), into the focused window."""
        subprocess.run(["timeout", "10", "xdotool", "key", *names], check=True, capture_output=True)
        self.frames(3)

    # -- pads -------------------------------------------------------------------------------------
    def press(self, pad, button, frames=3) -> None:
        pad.button(button, True)
        self.frames(frames)
        pad.button(button, False)
        self.frames(frames)

    def drive_to(self, pad, target) -> None:
        cursor = self.app.router.pads[pad.instance_id]
        for _ in range(400):
            dx, dy = target[0] - cursor.x, target[1] - cursor.y
            if abs(dx) < 5 and abs(dy) < 5:
                break
            for axis, d in ((LX, dx), (LY, dy)):
                pad.axis(axis, 0.0 if abs(d) < 3 else max(0.3, min(1.0, abs(d) / 120)) * (1 if d > 0 else -1))
            self.frames(1)
        pad.axis(LX, 0.0)
        pad.axis(LY, 0.0)
        self.frames(1)

    # -- the story --------------------------------------------------------------------------------
    def run(self) -> dict:
        app = self.app
        self.frames(5)
        subprocess.run(["timeout", "10", "xdotool", "windowfocus", "--sync", str(self.window)], check=True,
                       capture_output=True)
        self.frames(2)
        self.key("n")                                  # the New game screen, from the keyboard
        screen = app.stack.top
        screen.seed = 1          # a game whose first turn is Seat 1's, with a Deal Hits card
        one, two = VirtualPad(self.sdl), VirtualPad(self.sdl)
        self.frames(3)
        self.press(one, A)
        self.press(two, A)
        self.drive_to(two, (self.size[0] * 3 // 4, self.size[1] - 160))
        self.shot("xvfb-join")
        self.notes["joined"] = [app.router.claims.seat_of(p.instance_id) for p in (one, two)]
        self.press(one, START)
        table = app.stack.top
        self.settle()

        # The keyboard: a real X key shows the focus ring; Up reaches the Ability track and its tip.
        self.key("Right")
        self.shot("xvfb-focus-ring")
        self.key("Up")
        self.key("Right")                              # the next space of the Ability track
        self.frames(10)
        self.shot("xvfb-focus-tip")
        self.notes["focus"] = table.inputs.focus.key
        self.notes["tip"] = table.zoom.tip

        # Pad 1 drags a Deal Hits card to an Enemy; pad 2 rests on its own hand (its cursor shows it).
        from game.engine.noah import commands as cmd
        play = next(c for c in table.session.legal(0) if isinstance(c, cmd.PlayAction) and c.upgrade == "base"
                    and len(c.target) == 2 and c.target[0] == "enemy"
                    and table.cards.agents[c.card].base[0].name == "deal_hits")
        rects = table.layout()
        card_rect = next(r for k, r in rects.items() if k.startswith("hand:0:") and k.endswith(":" + play.card))
        other = next(r for k, r in rects.items() if k.startswith("hand:1:0:"))
        self.drive_to(two, (other[0] + 20, other[1] + 60))
        self.drive_to(one, (card_rect[0] + 14, card_rect[1] + card_rect[3] // 2))
        one.button(A, True)
        self.frames(2)
        enemy = rects[f"enemy:{play.target[1]}"]
        self.drive_to(one, (enemy[0] + enemy[2] // 2, enemy[1] + enemy[3] // 2))
        self.shot("xvfb-pads-drag")
        one.button(A, False)
        self.frames(3)
        choice = table.picking.choices.get(f"pad{one.instance_id}")
        self.notes["menu_opened"] = choice is not None
        self.shot("xvfb-pads-menu")

        # The other pad presses the menu: refused, with the reason.
        before = len(table.session.engine.log)
        self.drive_to(two, choice.rects[0].center)
        self.press(two, A)
        self.notes["wrong_pad_refused"] = len(table.session.engine.log) == before and bool(table.picking.choices)
        self.shot("xvfb-pads-wrong-pad")
        self.press(one, UP)                            # the d-pad snaps onto the menu's lines
        self.press(one, A)
        self.notes["played"] = repr(table.session.engine.log[-1]) if len(table.session.engine.log) > before else None
        self.settle()

        # The rules overlay: RB opens it, the right stick scrolls it, B closes it.
        self.press(two, RB)
        rules = app.stack.top
        self.notes["rules_open"] = type(rules).__name__
        two.axis(RY, 1.0)
        self.frames(30)
        two.axis(RY, 0.0)
        self.notes["rules_scrolled"] = getattr(rules, "scroll", 0)
        self.shot("xvfb-rules")
        self.press(two, B)
        self.notes["rules_closed"] = app.stack.top is table

        # Unplug pad 1: its seat waits and says so; plugged in again it takes the seat back.
        one.unplug()
        self.frames(4)
        self.notes["waiting"] = app.router.claims.orphans()
        self.shot("xvfb-pads-unplugged")
        again = VirtualPad(self.sdl)
        self.frames(4)
        self.notes["back"] = app.router.claims.seat_of(again.instance_id)
        self.shot("xvfb-pads-back")

        # Hold Y to end the turn: a ring fills around the cursor.
        again.button(Y, True)
        self.frames(20)
        self.shot("xvfb-pads-hold")
        self.frames(40)
        again.button(Y, False)
        self.frames(3)
        self.notes["last"] = type(table.session.engine.log[-1]).__name__
        self.settle()
        for pad in (again, two):
            pad.unplug()
        self.frames(2)
        return {"shots": self.shots, **self.notes}


def main() -> int:
    width, height, out = int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    if sdl_library() is None:
        (out / "result.json").write_text(json.dumps({"skip": "no SDL library beside pygame"}))
        return 0
    driver = Driver((width, height), out)
    try:
        result = driver.run()
    finally:
        driver.app.quit()
    (out / "result.json").write_text(json.dumps(result, indent=1))
    pygame.quit()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(main())
