"""The bots at the table (issue 24): the New game form's strength row, remembered and saved with the
game; a bot that thinks long never holds the table up (it says it is thinking, the menu opens, quitting
leaves no thread behind); the hint asks the hard bot and lights its move."""
from __future__ import annotations

import threading
import time

import pytest

from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from game.table import session as session_module
from game.table.beast.scene import BeastTable
from game.table.scenes.game_menu import GameMenu
from game.table.scenes.new_game import NewGameScene
from game.table.session import Session
from hidden_hand_table import button

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def bot_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("bot-seat")]


def test_the_bots_strength_row_cycles_is_remembered_and_saved_with_the_game(harness, tmp_path):
    scene = NewGameScene(harness.app, "beast")
    harness.app.push(scene)
    harness.frames(1)
    assert button(scene, "Normal").name == "strength"
    harness.click(button(scene, "Normal").rect.center)
    harness.click(button(scene, "Hard").rect.center)
    harness.click(button(scene, "Easy").rect.center)       # easy, hard, back round to easy
    harness.click(button(scene, "Normal").rect.center)
    assert scene.strength == "hard"
    harness.click([b for b in scene.buttons if b.label == "Person"][1].rect.center)
    harness.click(button(scene, "Start").rect.center)
    table = harness.top
    assert isinstance(table, BeastTable) and table.session.strength == "hard"
    assert NewGameScene(harness.app).strength == "hard"    # the next New game opens on it
    path = table.session.save(tmp_path / "hard.yaml")
    assert Session.load(path).strength == "hard"


class SlowBot:
    """Thinks until it is told to stop (the hard bot's `stop`), checking every few milliseconds."""

    def __init__(self, stop):
        self.stop = stop

    def choose(self, seen):
        for _ in range(2000):
            if self.stop():
                raise session_module.Stopped()
            time.sleep(0.005)
        return seen.legal[0]


def test_a_thinking_bot_says_so_the_menu_opens_meanwhile_and_quitting_leaves_no_thread(harness, monkeypatch):
    monkeypatch.setattr(session_module, "make_bot", lambda strength, game, seed, stop: SlowBot(stop))
    harness.app.open_menu()
    table = BeastTable(harness.app, Session(Engine(BEAST, {"players": 2}, 4), (0, 1), strength="hard"),
                       animate_setup=False)
    harness.app.push(table)
    harness.frames(3)
    assert table.bot.busy() and bot_threads()
    time.sleep(0.35)
    harness.frames(2)
    assert any("(bot) is thinking..." in text for text in table.toasts.texts)
    table.open_menu()
    harness.frames(5)                                      # the frames run on, the menu is up
    assert isinstance(harness.top, GameMenu) and table.bot.busy()
    harness.app.quit()
    assert not bot_threads() and not table.bot.busy()


def test_the_hint_asks_the_hard_bot_and_lights_its_move(harness, monkeypatch):
    asked = []
    real = session_module.make_bot

    def spy(strength, game, seed, **options):
        asked.append(strength)
        return real(strength, game, seed, **({"work": 1, "depth": 2} if strength == "hard" else {}), **options)

    monkeypatch.setattr(session_module, "make_bot", spy)
    from hidden_hand_table import open_table
    table = open_table(harness, BeastTable, Engine(BEAST, {"players": 2}, 4), bots=(1,))
    table.hints.ask()
    for _ in range(200):
        harness.frames(1)
        if table.hints.lit() is not None:
            break
        time.sleep(0.01)
    assert asked == ["hard"]
    assert any(text.startswith("Hint: ") for text in table.toasts.texts)
    command = table.hints.lit()
    assert table.hints.places(), (command, table.adapter.drop_key(command))
