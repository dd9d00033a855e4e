"""Learn to play in the real program, in a real X window (Xvfb), driven by xdotool as a new player
would: the main menu, Learn to play, the Nature of the Beast lesson; Continue by mouse, a move the
step does not ask for refused in the lesson's words, a step skipped by the keyboard's focus and Enter;
Leave, then "Continue lesson" takes it up at the same step. At 1280x720 with the text at 150 % and at
1920x1080. Screenshots of each step land in screenshots/ to be looked at."""
from __future__ import annotations

import pytest

from planet_window import Window, centre
from test_table_xvfb import display  # noqa: F401  (a fixture)

pytestmark = pytest.mark.xvfb


def lesson_step(d) -> int | None:
    step = d.get("rects", {}).get("lesson:step")
    return step[0] if step else None


@pytest.mark.parametrize("size, ui", [("1280x720", 1.5), ("1920x1080", 1.0)])
def test_a_lesson_by_mouse_and_keyboard_left_and_taken_up_again(display, tmp_path, size, ui):
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text(f"animation_speed: 5\nui_scale: {ui}\n")
    layout = tmp_path / "layout.json"
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout),
               ARK_TABLE_HOME=str(home))
    tag = f"{size.split('x')[0]}@{round(ui * 100)}"
    win = Window(env, layout, "--size", size)
    try:
        menu = win.wait(lambda d: d.get("scene") == "MainMenu")["rects"]
        win.shot(f"lesson-xvfb-{tag}-0-menu.png")
        win.click(centre(menu["button:Learn to play"]))
        learn = win.wait(lambda d: d.get("scene") == "LearnScene")["rects"]
        win.shot(f"lesson-xvfb-{tag}-1-learn.png")
        beast = next(k for k in learn if k.startswith("button:") and "Beast" in k and "Continue" not in k)
        win.click(centre(learn[beast]))
        rects = win.wait(lambda d: lesson_step(d) == 0 and d["rects"].get("busy") == [0], timeout=40)["rects"]
        win.shot(f"lesson-xvfb-{tag}-2-first-step.png")

        win.click(centre(rects["lesson:Continue"]))          # the first step explains: Continue
        rects = win.wait(lambda d: lesson_step(d) == 1)["rects"]
        win.shot(f"lesson-xvfb-{tag}-3-do-step.png")
        assert rects["lesson:lit"], "a step that asks for a move lights where to make it"

        win.key("e")                                          # ending the turn is not what the step asks
        win.shot(f"lesson-xvfb-{tag}-4-not-yet.png")
        assert lesson_step(win.wait(lambda d: "lesson:step" in d["rects"])) == 1

        win.tab_to("overlay:lesson:Skip")                             # by the keyboard's focus alone
        win.key("Return")
        rects = win.wait(lambda d: (lesson_step(d) or 0) >= 2 and d["rects"].get("busy") == [0], timeout=40)["rects"]
        step = lesson_step({"rects": rects})
        win.shot(f"lesson-xvfb-{tag}-5-skipped.png")

        win.click(centre(rects["lesson:Leave"]))
        learn = win.wait(lambda d: d.get("scene") == "LearnScene")["rects"]
        again = next(k for k in learn if k.startswith("button:Continue lesson") and "Beast" in k)
        win.click(centre(learn[again]))
        rects = win.wait(lambda d: lesson_step(d) is not None and d["rects"].get("busy") == [0], timeout=40)["rects"]
        win.shot(f"lesson-xvfb-{tag}-6-taken-up.png")
        assert lesson_step({"rects": rects}) == step
    finally:
        errors = win.stop()
    assert "Traceback" not in errors, errors
