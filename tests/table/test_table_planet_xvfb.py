"""Noah Planet in the real program, in a real X window (Xvfb), driven by xdotool as a new player
would: the main menu, New game, Noah Planet with a bot in seat 2, the setup discard, a turn of
Create, Search and Circulation, the feeding confirmed, the bot's turn, a Create by the keyboard alone; then the window is closed in
the middle of a turn, Continue brings it back and Load opens a save. Alone: a game near its end is
loaded and played to the end screen by mouse. Screenshots of each step land in screenshots/ to be
looked at. Skipped, with the reason, where Xvfb, xdotool or ImageMagick's `import` are missing."""
from __future__ import annotations

import time

import pytest

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.saves import load_game, save_game
from game.engine.games import make_bot, rules_by_name
from game.engine.planet import commands as cmd
from game.engine.planet.rules import PLANET
from planet_window import Window, card_spot, centre
from test_table_xvfb import display  # noqa: F401  (a fixture)

pytestmark = pytest.mark.xvfb


def home_for(tmp_path):
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.yaml").write_text("animation_speed: 5\n")   # quicker, still animated
    return home


def environment(display, tmp_path, home):
    layout = tmp_path / "layout.json"
    env = dict(display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", ARK_TABLE_LAYOUT_FILE=str(layout),
               ARK_TABLE_HOME=str(home))
    return env, layout


def hand(rects) -> dict[str, list]:
    return {k.split(":", 2)[2]: r for k, r in rects.items() if k.startswith("hand:") and k.count(":") == 2}


def species_card(rects) -> str:
    return next(uid for uid in hand(rects) if PLANET.cards.kind_of(uid) != "power")


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_the_menu_then_planet_against_a_bot_a_turn_by_mouse_then_continue_and_load(display, tmp_path, size):
    home = home_for(tmp_path)
    env, layout = environment(display, tmp_path, home)
    tag = size.split("x")[0]
    win = Window(env, layout, "--size", size)
    try:
        menu = win.wait(lambda d: d.get("scene") == "MainMenu")["rects"]
        win.shot(f"planet-xvfb-{tag}-0-menu.png")
        win.click(centre(menu["button:New game"]))
        form = win.wait(lambda d: d.get("scene") == "NewGameScene")["rects"]
        for _ in range(4):
            if "button:Noah Planet" in form:
                break
            game = next(k for k in form if k in ("button:NOAH", "button:Nature of the Beast"))
            win.click(centre(form[game]))
            form = win.wait(lambda d, g=game: g not in d["rects"])["rects"]
        person = sorted((r for k, r in form.items() if k == "button:Person"), key=lambda r: r[1])
        win.click(centre(form["button:Person"]))          # seat 1 stays a person...
        form = win.wait(lambda d: "button:Bot" in d["rects"])["rects"]
        if form["button:Bot"][1] < form["button:Person"][1]:      # ...the bot must be seat 2
            win.click(centre(form["button:Bot"]))
            form = win.wait(lambda d: "button:Bot" not in d["rects"])["rects"]
            win.click(centre([r for k, r in form.items() if k == "button:Person"][0]))
        assert person
        win.shot(f"planet-xvfb-{tag}-1-form.png")
        win.click(centre(form["button:Start"]))
        rects = win.table(40)
        win.shot(f"planet-xvfb-{tag}-2-setup-discard.png")
        cards = list(hand(rects).values())
        win.click(card_spot(cards[0]))
        win.click(card_spot(cards[1]))
        win.click(centre(win.table()["prompt:Confirm"]))
        rects = win.wait(lambda d: d["rects"].get("phase") == ["actions"] and d["rects"]["busy"] == [0]
                         and d["rects"]["turn"] == [0], 40)["rects"]
        win.shot(f"planet-xvfb-{tag}-3-turn.png")
        count = rects["commands"][0]
        win.drag(card_spot(hand(rects)[species_card(rects)]), centre(rects["eco:0"]))
        rects = win.played(count)
        win.shot(f"planet-xvfb-{tag}-4-created.png")
        count = rects["commands"][0]
        win.click(centre(rects["pile:noah"]))
        rects = win.played(count)
        keep = next(k for k in rects if k.startswith("prompt:Keep"))
        win.shot(f"planet-xvfb-{tag}-5-search.png")
        count = rects["commands"][0]
        win.click(centre(rects[keep]))
        rects = win.played(count)
        count = rects["commands"][0]
        win.drag(card_spot(list(hand(rects).values())[0]), centre(rects["pile:discard"]))
        rects = win.wait(lambda d: "prompt:Confirm the feeding" in d["rects"] and d["rects"]["busy"] == [0])["rects"]
        win.shot(f"planet-xvfb-{tag}-6-feeding.png")
        count = rects["commands"][0]
        win.click(centre(rects["prompt:Confirm the feeding"]))
        time.sleep(0.3)
        win.shot(f"planet-xvfb-{tag}-7-fed.png")
        rects = win.wait(lambda d: d["rects"].get("turn") == [0] and d["rects"].get("phase") == ["actions"]
                         and d["rects"]["busy"] == [0] and d["rects"]["commands"][0] > count + 2, 60)["rects"]
        win.shot(f"planet-xvfb-{tag}-8-after-the-bot.png")
        count = rects["commands"][0]
        card = species_card(rects)                          # by the keyboard alone: Tab to it, Enter...
        win.tab_to(f"hand:{card}")
        win.key("Return")
        win.tab_to("target:eco:0")
        win.shot(f"planet-xvfb-{tag}-8b-keyboard.png")
        win.key("Return")                                   # ...Tab to its ecosystem, Enter
        rects = win.played(count)
        count = rects["commands"][0]
        win.click(centre(rects["button:save"]))
        time.sleep(0.3)
    finally:
        errors = win.stop()
    assert win.app.returncode in (0, -15), errors
    resumed = load_game(home / "data" / "saves" / "autosave-planet.yaml", rules_by_name())
    assert len(resumed.log) == count and resumed.state.round == 2
    saves = sorted((home / "data" / "saves").glob("planet-*.yaml"))
    assert saves

    win = Window(env, layout, "--size", size)           # the main menu: Continue
    try:
        menu = win.wait(lambda d: d.get("scene") == "MainMenu")["rects"]
        win.click(centre(menu["button:Continue"]))
        rects = win.table(40)
        assert rects["commands"] == [count]
        win.shot(f"planet-xvfb-{tag}-9-continued.png")
        win.key("Escape")
        menu = win.wait(lambda d: d.get("scene") == "GameMenu" and "button:Load" in d["rects"])["rects"]
        win.shot(f"planet-xvfb-{tag}-10-paused.png")
        win.click(centre(menu["button:Load"]))
        load = win.wait(lambda d: d.get("scene") == "LoadScene")["rects"]
        win.click(centre(next(r for k, r in load.items() if k.startswith("save:planet-2"))))
        rects = win.table(40)
        assert rects["commands"] == [count]
        win.shot(f"planet-xvfb-{tag}-11-loaded.png")
    finally:
        errors = win.stop()
    assert win.app.returncode in (0, -15), errors


def near_the_end(seed: int = 4) -> Engine:
    """A single player's game played by the heuristic bot until a turn begins within reach of 100."""
    engine = Engine(PLANET, {"players": 1}, seed)
    bot = make_bot("heuristic", "planet", seed)
    while not engine.is_over:
        state = engine.state
        if state.phase == "actions" and not state.actions_taken and not state.actions_left \
                and state.players[0].score >= 80:
            return engine
        legal = engine.legal_commands(0)
        engine.submit(bot.choose(seen_by(PLANET, state, 0, legal)))
    raise AssertionError("the game ended before it came near its end")


def gesture(win, rects, command) -> None:
    """The mouse gesture that plays `command` on the table."""
    if isinstance(command, cmd.DiscardForAction):
        win.drag(card_spot(hand(rects)[command.card]), centre(rects["pile:discard"]))
    elif isinstance(command, cmd.Create):
        win.drag(card_spot(hand(rects)[command.card]), centre(rects["eco:0"]))
    elif isinstance(command, cmd.Plant):
        win.click(centre(rects["pile:plant"]))
    elif isinstance(command, cmd.Develop):
        win.drag(centre(rects[f"sel:{command.area}"]), centre(rects["hand"]))
    elif isinstance(command, cmd.EndActions):
        win.click(centre(rects["end_turn:0"]))
        win.click(centre(rects["end_turn:0"]))
    elif isinstance(command, cmd.Feed):
        win.click(centre(rects["prompt:Confirm the feeding"]))
    else:
        raise AssertionError(f"no gesture for {command}")


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
def test_alone_a_game_is_played_by_mouse_to_the_end_screen_with_its_title(display, tmp_path, size):
    engine = near_the_end()
    saved = tmp_path / "planet-solo.yaml"
    save_game(engine, saved)
    home = home_for(tmp_path)
    env, layout = environment(display, tmp_path, home)
    tag = size.split("x")[0]
    bot = make_bot("heuristic", "planet", 1)
    win = Window(env, layout, "play", "--load", str(saved), "--size", size)
    try:
        rects = win.table(40)
        win.shot(f"planet-xvfb-{tag}-solo-1-loaded.png")
        for step in range(80):
            if engine.is_over:
                break
            legal = engine.legal_commands(0)
            if engine.state.phase == "feeding":
                command = cmd.Feed(0, PLANET.best_feeding(engine.state, 0).meals)     # the table's proposal
            else:
                command = bot.choose(seen_by(PLANET, engine.state, 0, legal))
                if isinstance(command, cmd.Create) and command.target:
                    command = next((c for c in legal if isinstance(c, cmd.EndActions)), command)
            before = rects["commands"][0]
            gesture(win, rects, command)
            if step == 2:
                win.shot(f"planet-xvfb-{tag}-solo-2-actions.png")
            engine.submit(command)
            if engine.is_over:
                break
            rects = win.played(before, 40)
            assert rects["commands"] == [len(engine.log)], command
        data = win.wait(lambda d: d.get("scene") == "GameOver", 60)
        win.shot(f"planet-xvfb-{tag}-solo-3-end.png")
        assert data["rects"]
    finally:
        errors = win.stop()
    assert win.app.returncode in (0, -15), errors
    assert (home / "data" / "planet-achievements.yaml").is_file()
