"""Nature of the Beast in the real program, in a real X window (Xvfb), driven by xdotool as a player
would: a saved game against the bot is loaded, an animal dragged onto an enemy animal, the bot defends,
the battle is passed through to its resolution from the prompt; the window is closed in the middle of
the next turn and Continue brings it back. Screenshots of each step land in screenshots/ to be looked at.
Skipped, with the reason, where Xvfb, xdotool or ImageMagick's `import` are missing."""
from __future__ import annotations

import subprocess
import sys
import time

import pytest

from beast_table import played_until_attack
from game.engine.beast import commands as cmd
from game.engine.core.saves import load_game, save_game
from game.engine.games import rules_by_name
from test_table_xvfb import ROOT, centre, display, read_layout, shot, xdo  # noqa: F401  (display: a fixture)

pytestmark = pytest.mark.xvfb


def launch(env, *args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)


def window(env, app) -> str:
    wid = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                         capture_output=True, text=True).stdout.split()
    assert wid, "the window did not appear"
    xdo(env, "windowfocus", "--sync", wid[0])
    return wid[0]


def drag(env, wid, start, end, steps=8) -> None:
    xdo(env, "mousemove", "--window", wid, str(start[0]), str(start[1]))
    time.sleep(0.1)
    xdo(env, "mousedown", "1")
    time.sleep(0.1)
    for k in range(1, steps + 1):
        xdo(env, "mousemove", "--window", wid, str(start[0] + (end[0] - start[0]) * k // steps),
            str(start[1] + (end[1] - start[1]) * k // steps))
        time.sleep(0.04)
    xdo(env, "mouseup", "1")


def click(env, wid, pos) -> None:
    xdo(env, "mousemove", "--window", wid, str(pos[0]), str(pos[1]))
    time.sleep(0.08)
    xdo(env, "click", "1")


def stop(app) -> str:
    app.terminate()      # SDL turns it into a window close: the table autosaves
    try:
        app.wait(10)
    except subprocess.TimeoutExpired:
        app.kill()
    return app.stderr.read().decode()[-2000:]


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_a_battle_against_the_bot_played_by_mouse_then_quit_and_continue(display, tmp_path, size):
    engine = played_until_attack(7)
    attack = next(c for c in engine.legal_commands(0) if isinstance(c, cmd.DeclareBattle))
    saved = tmp_path / "beast-battle.yaml"
    save_game(engine, saved, table={"bots": [1], "pads": []})
    before = len(engine.log)
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("animation_speed: 2.5\n")   # quicker, still animated
    layout = tmp_path / "layout.json"
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout),
               ARK_TABLE_HOME=str(home))
    tag = size.split("x")[0]
    app = launch(env, "play", "--load", str(saved), "--size", size)
    try:
        data = read_layout(layout, lambda d: d.get("scene") == "BeastTable" and d["rects"]["busy"] == [0],
                           timeout=40)
        wid = window(env, app)
        shot(env, f"beast-xvfb-{tag}-1-loaded.png")
        rects = data["rects"]
        mine = next(r for k, r in rects.items() if k.startswith(f"animal:0:{attack.row}:{attack.col}:"))
        foe = next(r for k, r in rects.items()
                   if k.startswith(f"animal:{attack.foe}:{attack.foe_row}:{attack.foe_col}:"))
        drag(env, wid, (mine[0] + mine[2] // 3, mine[1] + mine[3] // 2), centre(foe))
        read_layout(layout, lambda d: d["rects"]["commands"][0] > before)
        time.sleep(0.3)
        shot(env, f"beast-xvfb-{tag}-2-declared.png")
        for step in range(12):      # the bot defends by itself; we pass, or let the loser go, from the prompt
            data = read_layout(layout, lambda d: d["rects"]["busy"] == [0] and any(
                k.startswith(("prompt:Pass", "prompt:Let it go", "end_turn:0")) for k in d["rects"]), timeout=30)
            answer = next((k for k in data["rects"] if k.startswith(("prompt:Pass", "prompt:Let it go")) and
                           k != "prompt:Pass an action"), None)
            if answer is None:
                break
            shot(env, f"beast-xvfb-{tag}-3-phase-{step}.png")
            count = data["rects"]["commands"][0]
            click(env, wid, centre(data["rects"][answer]))
            read_layout(layout, lambda d: d["rects"]["commands"][0] > count)
        shot(env, f"beast-xvfb-{tag}-4-resolved.png")
        middle = read_layout(layout, lambda d: "end_turn:0" in d["rects"] and d["rects"]["busy"] == [0])
        count = middle["rects"]["commands"][0]
    finally:
        errors = stop(app)
    assert app.returncode in (0, -15), errors

    autosave = home / "data" / "saves" / "autosave-beast.yaml"
    resumed = load_game(autosave, rules_by_name())
    assert len(resumed.log) == count and resumed.state.battle is None
    assert attack in resumed.log and any(isinstance(c, cmd.PassPhase) and c.seat == 0 for c in resumed.log)
    assert resumed.state.players[0].fury == engine.state.players[0].fury + 1      # the attacker's Fury

    app = launch(env, "--size", size)                     # the main menu: Continue
    try:
        data = read_layout(layout, lambda d: d.get("scene") == "MainMenu", timeout=40)
        wid = window(env, app)
        click(env, wid, centre(data["rects"]["button:Continue"]))
        data = read_layout(layout, lambda d: d.get("scene") == "BeastTable" and d["rects"]["busy"] == [0])
        assert data["rects"]["commands"] == [count]
        time.sleep(0.3)
        shot(env, f"beast-xvfb-{tag}-5-continued.png")
    finally:
        errors = stop(app)
    assert app.returncode in (0, -15), errors


def test_a_supply_line_game_against_the_bot_in_the_real_window(display, tmp_path):
    """Supply Line through the real program: the recruits turned up by clicks, one dragged into the back
    row of the shared Field and paid for, the turn ended; the bot plays its turn on the same Field; the
    window is closed and the autosave holds every move. Screenshots in screenshots/ to be looked at."""
    from game.engine.beast.rules import BEAST
    from game.engine.core.engine import Engine
    options = {"players": 2, "variant": "supply_line", "decks": ["farm", "forest"]}
    engine = Engine(BEAST, options, 1)                 # seed 1: seat 0 goes first
    assert engine.state.turn.seat == 0
    saved = tmp_path / "beast-supply.yaml"
    save_game(engine, saved, table={"bots": [1], "pads": []})
    for pen in range(3):                               # what the clicks will do, to know the recruit's price
        engine.submit(cmd.FlipRecruit(0, pen))
    engine.submit(next(c for c in engine.legal_commands(0) if isinstance(c, cmd.FinishPreparation)))
    recruit = cmd.RecruitAnimal(0, 2, 4, 2, (), (0,))
    assert recruit in engine.legal_commands(0)
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("animation_speed: 2.5\n")
    layout = tmp_path / "layout.json"
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout),
               ARK_TABLE_HOME=str(home))
    app = launch(env, "play", "--load", str(saved), "--size", "1280x720")

    def ready(count):
        return read_layout(layout, lambda d: d.get("scene") == "BeastTable" and d["rects"]["busy"] == [0]
                           and d["rects"]["commands"][0] >= count, timeout=40)["rects"]
    try:
        rects = ready(0)
        wid = window(env, app)
        assert rects["cell:0:0:0"][1] < rects["cell:0:4:0"][1] and rects["cell:1:4:0"] == rects["cell:0:0:2"]
        shot(env, "beast-xvfb-supply-1-start.png")
        for pen in range(3):
            click(env, wid, centre(rects[f"pen:0:{pen}:back"]))
            rects = ready(pen + 1)
        click(env, wid, centre(next(r for k, r in rects.items() if k.startswith("prompt:"))))
        rects = ready(4)
        drag(env, wid, centre(next(r for k, r in rects.items() if k.startswith("pen:0:2:"))),
             centre(rects["cell:0:4:2"]))
        time.sleep(0.4)
        rects = ready(4)
        click(env, wid, centre(next(r for k, r in rects.items() if k.startswith("pen:0:0:"))))
        time.sleep(0.3)
        click(env, wid, centre(ready(4)["prompt:Confirm"]))
        rects = ready(5)
        assert any(k.startswith("animal:0:4:2:") for k in rects)
        shot(env, "beast-xvfb-supply-2-recruited.png")
        click(env, wid, centre(rects["end_turn:0"]))
        time.sleep(0.3)
        click(env, wid, centre(ready(5)["end_turn:0"]))        # actions were left: asked once more
        rects = read_layout(layout, lambda d: d["rects"]["busy"] == [0] and d["rects"]["commands"][0] > 6 and
                            any(k.startswith("prompt:") for k in d["rects"]), timeout=40)["rects"]
        count = rects["commands"][0]
        shot(env, "beast-xvfb-supply-3-bot-played.png")
    finally:
        errors = stop(app)
    assert app.returncode in (0, -15), errors
    resumed = load_game(home / "data" / "saves" / "autosave-beast.yaml", rules_by_name())
    assert len(resumed.log) == count and recruit in resumed.log
    assert any(isinstance(c, cmd.EndTurn) and c.seat == 1 for c in resumed.log)   # the bot played its turn
