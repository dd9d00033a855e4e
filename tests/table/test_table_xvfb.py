"""The real program in a real X window (Xvfb), driven by xdotool: drag a card onto an Enemy, end the turn.

Skipped, with the reason, where Xvfb, xdotool or ImageMagick's `import` are missing (`.ci/run` installs
them). Screenshots of each step land in screenshots/ at the repository root, to be looked at.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "screenshots"
TOOLS = ("Xvfb", "xdotool", "import", "xdpyinfo")

pytestmark = pytest.mark.xvfb


def _missing() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


@pytest.fixture
def display():
    missing = _missing()
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils imagemagick)")
    number = 90 + os.getpid() % 400
    name = f":{number}"
    xvfb = subprocess.Popen(["Xvfb", name, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=name)
    deadline = time.time() + 10
    while subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode != 0:
        if time.time() > deadline or xvfb.poll() is not None:
            xvfb.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.1)
    yield env
    xvfb.terminate()
    try:
        xvfb.wait(5)
    except subprocess.TimeoutExpired:     # a loaded machine: it is killed instead
        xvfb.kill()
        xvfb.wait()


def read_layout(path: Path, want, timeout=20.0) -> dict:
    """Wait until the app's layout file satisfies `want` (the app writes it whenever it changes)."""
    deadline = time.time() + timeout
    data = {}
    while time.time() < deadline:
        try:
            data = json.loads(path.read_text())
            if want(data):
                return data
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    raise AssertionError(f"the table never reached the expected state; last layout: {str(data)[:400]}")


def xdo(env, *args):
    subprocess.run(["timeout", "10", "xdotool", *args], env=env, check=True, capture_output=True)


def shot(env, name: str) -> Path:
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / name
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, capture_output=True)
    return path


def centre(rect):
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def test_real_window_drag_a_card_onto_an_enemy_and_end_the_turn(display, tmp_path):
    from game.engine.core.engine import Engine
    from game.engine.noah import commands as cmd
    from game.engine.noah.rules import NOAH
    
    layout_file = tmp_path / "layout.json"
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("animation_speed: 2.5\n")   # quicker, still animated
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout_file),
               ARK_TABLE_HOME=str(home))
    app = subprocess.Popen([sys.executable, "-m", "game", "play", "--game", "noah", "--players", "2", "--seed", "2",
                            "--size", "1600x900"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    try:
        data = read_layout(layout_file, lambda d: d.get("scene") == "NoahTable" and d["rects"]["busy"] == [0],
                           timeout=40)
        wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                             capture_output=True, text=True).stdout.split()
        assert wid, "the window did not appear"
        wid = wid[0]
        xdo(env, "windowfocus", "--sync", wid)
        shot(env, "xvfb-1-start.png")

        # The same seed gives the same game: find a Deal Hits card with Enemy 1 in range.
        engine = Engine.new(NOAH, {"factions": sorted(NOAH.cards.factions)[:2], "harder": False}, 2)
        play = next(c for c in engine.legal_commands(0) if isinstance(c, cmd.PlayAction) and c.upgrade == "base"
                    and c.target == ("enemy", 0))
        rects = data["rects"]
        card = next(r for k, r in rects.items() if k.startswith("hand:0:") and k.endswith(":" + play.card))
        start = (card[0] + 14, card[1] + card[3] // 2)
        end = centre(rects["enemy:0"])
        before = rects["commands"][0]
        xdo(env, "mousemove", "--window", wid, str(start[0]), str(start[1]))
        time.sleep(0.1)
        xdo(env, "mousedown", "1")
        time.sleep(0.1)
        for k in range(1, 7):
            x = start[0] + (end[0] - start[0]) * k // 6
            y = start[1] + (end[1] - start[1]) * k // 6
            xdo(env, "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.04)
        shot(env, "xvfb-2-dragging.png")
        xdo(env, "mouseup", "1")
        data = read_layout(layout_file, lambda d: d["rects"].get("choice", [0])[0] > 0 or
                           d["rects"]["commands"][0] > before)
        if data["rects"]["commands"][0] == before:
            shot(env, "xvfb-3-upgrade-menu.png")
            xdo(env, "key", "--window", wid, "1")     # the base action
        data = read_layout(layout_file, lambda d: d["rects"]["commands"][0] == before + 1 and d["rects"]["busy"] == [0])
        shot(env, "xvfb-4-played.png")

        end_turn = centre(data["rects"]["end_turn:0"])
        for _ in range(2):      # confirm-before-end-turn: press twice
            xdo(env, "mousemove", "--window", wid, str(end_turn[0]), str(end_turn[1]))
            time.sleep(0.05)
            xdo(env, "click", "1")
            time.sleep(0.15)
        read_layout(layout_file, lambda d: d["rects"]["commands"][0] >= before + 2, timeout=10)
        time.sleep(0.4)
        path = shot(env, "xvfb-5-turn-ended.png")
        assert path.stat().st_size > 10000
    finally:
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
    assert app.returncode in (0, -15), app.stderr.read().decode()[-2000:]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_real_window_pads_join_play_unplug_and_the_rules_with_real_keys(display, tmp_path, size):
    """SDL virtual controllers (real devices to SDL) and xdotool key presses drive the real table in
    an X window: join with A, the keyboard's focus ring and a tip, a drag with the stick, a menu the
    other pad may not answer, the rules overlay, unplugging and plugging in again, holding Y."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("animation_speed: 2.5\n")
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_HOME=str(home))
    driver = Path(__file__).resolve().parent / "xvfb_pads_driver.py"
    run = subprocess.run([sys.executable, str(driver), str(size[0]), str(size[1]), str(SHOTS)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads((SHOTS / "result.json").read_text())
    if "skip" in result:
        pytest.skip(result["skip"])
    assert result["joined"] == [0, 1]
    assert result["focus"] == "ability:0:1" and result["tip"].startswith("Ability space 2.")
    assert result["menu_opened"] and result["wrong_pad_refused"]
    assert result["played"] and result["played"].startswith("PlayAction(seat=0")
    assert result["rules_open"] == "RulesReference" and result["rules_scrolled"] > 3 and result["rules_closed"]
    assert result["waiting"] == [0] and result["back"] == 0
    assert result["last"] == "EndTurn"
    for name in result["shots"]:
        assert (SHOTS / name).stat().st_size > 10000


def test_the_real_window_has_its_title_icon_and_the_desktop_files_window_class(display, tmp_path):
    if shutil.which("xprop") is None:
        pytest.skip("needs xprop (apt-get install x11-utils)")
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_HOME=str(tmp_path / "home"))
    app = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    try:
        wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                             capture_output=True, text=True).stdout.split()
        assert wid, "the window did not appear"
        deadline = time.time() + 15      # the icon and class are set just after the window appears
        props = ""
        while time.time() < deadline and "Icon (128 x 128)" not in props:
            time.sleep(0.2)
            props = subprocess.run(["xprop", "-id", wid[0], "WM_CLASS", "_NET_WM_NAME", "_NET_WM_ICON"], env=env,
                                   capture_output=True, text=True, timeout=10).stdout
    finally:
        app.terminate()
        app.wait(10)
    assert 'WM_CLASS(STRING) = "ark-table", "ark-table"' in props     # StartupWMClass in ark-table.desktop
    assert '_NET_WM_NAME(UTF8_STRING) = "Ark Table"' in props
    assert "Icon (128 x 128)" in props


def test_real_window_watch_a_saved_game_step_jump_back_and_play_from_here(display, tmp_path):
    """The replay viewer in the real program: keys step and jump, Play from here takes over."""
    layout_file = tmp_path / "layout.json"
    home = tmp_path / "home"
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout_file),
               ARK_TABLE_HOME=str(home))
    saved = ROOT / "tests" / "engine" / "golden" / "noah_blackout_2p_seed1.yaml"
    app = subprocess.Popen([sys.executable, "-m", "game", "play", "--watch", str(saved), "--size", "1280x720"],
                           cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        data = read_layout(layout_file, lambda d: d.get("scene") == "ReplayControls", timeout=40)
        total = data["rects"]["replay:position"][1]
        wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                             capture_output=True, text=True).stdout.split()[0]
        xdo(env, "windowfocus", "--sync", wid)
        for _ in range(3):
            xdo(env, "key", "--window", wid, "Right")
            time.sleep(0.1)
        read_layout(layout_file, lambda d: d["rects"]["replay:position"][0] == 3)
        xdo(env, "key", "--window", wid, "End")
        read_layout(layout_file, lambda d: d["rects"]["replay:position"][0] == total)
        shot(env, "xvfb-replay-1-end.png")
        xdo(env, "key", "--window", wid, "ctrl+Left")
        data = read_layout(layout_file, lambda d: d["rects"]["replay:position"][0] < total)
        at = data["rects"]["replay:position"][0]
        shot(env, "xvfb-replay-2-a-turn-back.png")
        branch = centre(data["rects"]["replay:Play from here"])
        xdo(env, "mousemove", "--window", wid, str(branch[0]), str(branch[1]))
        time.sleep(0.1)
        xdo(env, "click", "1")
        data = read_layout(layout_file, lambda d: d.get("scene") == "NoahTable")
        assert data["rects"]["commands"] == [at]
        shot(env, "xvfb-replay-3-playing-from-there.png")
    finally:
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
    assert app.returncode in (0, -15), app.stderr.read().decode()[-2000:]
    branches = list((home).rglob("noah-branch-*.yaml"))
    assert branches, "Play from here saves the new game as its own file"


def test_real_window_f11_goes_full_screen_and_back_to_its_window_size(display, tmp_path):
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_HOME=str(tmp_path / "home"))
    app = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)

    def size_becomes(want, timeout=10.0) -> str:
        deadline, geometry = time.time() + timeout, ""
        while time.time() < deadline:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", wid], env=env, capture_output=True,
                                      text=True, timeout=10).stdout
            if f"Geometry: {want}" in geometry:
                return geometry
            time.sleep(0.1)
        raise AssertionError(f"the window never became {want}: {geometry}")

    try:
        found = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                               capture_output=True, text=True).stdout.split()
        assert found, "the window did not appear"
        wid = found[0]
        size_becomes("1280x720")
        xdo(env, "windowfocus", "--sync", wid)
        xdo(env, "key", "F11")
        size_becomes("1920x1080")
        shot(env, "fullscreen-1-on.png")
        xdo(env, "key", "F11")
        size_becomes("1280x720")                 # SDL's first answer kept the full screen's size
        shot(env, "fullscreen-2-off.png")
    finally:
        app.terminate()
        app.wait(10)
