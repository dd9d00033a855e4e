"""The bots at the table (issue 24): the New game form's strength row, remembered and saved with the
game; on each game's table, a hard bot thinking never holds the table up (it says it is thinking, the
menu opens, a save works, quitting leaves no thread behind); the hint asks the hard bot, says its move in
words and lights it."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from game.table import bot_process
from game.table import session as session_module
from game.table.beast.scene import BeastTable
from game.table.scenes.game_menu import GameMenu
from game.table.scenes.new_game import NewGameScene
from game.table.session import Session
from game.userdirs import saves_dir
from hidden_hand_table import button

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def bot_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("bot-seat")]


def forks_from_server() -> bool:
    return bot_process.thinking_context().get_start_method() == "forkserver"


def server_running() -> bool:
    from multiprocessing import forkserver
    return forkserver._forkserver._forkserver_pid is not None


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


GAMES = ("noah", "planet", "beast")


def started(harness, game: str, bot_first: bool, strength: str = "hard"):
    """A new two-seat game started as the New game screen starts it, one seat a person and the other a
    bot: the bot is the seat that acts first (`bot_first`) or the other. The table, once set up."""
    from game.table import launch
    first = next(seat for seat in (0, 1) if Session.new(game, {"players": 2}, 7).legal(seat))
    bot = first if bot_first else 1 - first
    assert launch.start_game(harness.app, game, {"players": 2}, 7, bots=(bot,), strength=strength) is None
    table = harness.top
    for _ in range(300):
        table.skip()
        harness.frames(1)
        if not table.anims.busy and (table.bot.busy() or not bot_first):
            break
    assert harness.top is table
    return table


@pytest.mark.parametrize("game", GAMES)
def test_while_the_hard_bot_thinks_it_says_so_the_menu_opens_a_save_works_and_quit_works(
        harness, monkeypatch, game):
    """The real hard bot (a search in long pure-Python loops), given work enough to think until it is
    stopped; the person's keys and clicks are real pygame events."""
    monkeypatch.setattr(session_module.BotWorker, "options", {"work": 10**9})
    table = started(harness, game, bot_first=True)
    assert table.bot.preparing is not None          # its process was started as the table opened
    assert table.bot.busy() and bot_threads() and table.bot.ready_process().alive()
    time.sleep(0.35)
    harness.frames(2)
    assert any("(bot) is thinking..." in text for text in table.toasts.texts)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, GameMenu) and table.bot.busy()
    harness.click(button(harness.top, "Save").rect.center)
    assert harness.top is table and table.bot.busy()
    saves = list(saves_dir().glob(f"{game}-*.yaml"))
    assert len(saves) == 1 and any(text.startswith("Saved as") for text in table.toasts.texts)
    assert Session.load(saves[0]).engine.log == table.session.engine.log
    harness.post(pygame.QUIT)
    harness.frames(1)
    assert not harness.app.running and not bot_threads() and not table.bot.busy() and table.bot.process is None


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_asks_the_hard_bot_says_the_move_in_words_and_lights_it(harness, monkeypatch, game):
    monkeypatch.setattr(session_module.BotWorker, "options", {"work": 1, "depth": 2})
    table = started(harness, game, bot_first=False, strength="normal")
    assert table.bot.process is None            # normal bots think on a thread...
    table.bot.preparing.join(30)                # ...and the table started the server a hint's process forks from
    assert server_running() == forks_from_server()
    harness.key(pygame.K_h)
    deadline = time.monotonic() + 90     # the hard bot's process starts, then thinks: wait in real time
    while table.hints.lit() is None and time.monotonic() < deadline:
        harness.frames(1)
        time.sleep(0.01)
    assert table.hints.worker.strength == "hard" and table.hints.worker.process.alive()
    forked = type(table.hints.worker.process.process._popen).__module__ == "multiprocessing.popen_forkserver"
    assert forked == forks_from_server()
    command = table.hints.lit()
    said = [text for text in table.toasts.texts if text.startswith("Hint: ")]
    assert said == [f"Hint: {table.adapter.describe(command)}."]
    assert table.hints.places(), (command, table.adapter.drop_key(command))
    harness.app.quit()
    assert table.hints.worker.process is None       # closing the table ends the hint's process


@pytest.mark.parametrize("game", GAMES)
def test_the_hard_bot_in_its_process_answers_as_it_would_on_a_thread(monkeypatch, game):
    monkeypatch.setattr(session_module.BotWorker, "options", {"work": 60, "depth": 4})
    session = Session.new(game, {"players": 2}, 11)
    seat = next(s for s in session.seats if session.legal(s))
    answers = []
    for apart in (False, True):
        worker = session_module.BotWorker(session, "hard", apart=apart)
        worker.start(seat)
        worker.thread.join(120)
        answers.append(worker.take())
        assert (worker.process is not None) == apart
        worker.stop()
    assert answers[0] is not None and answers[0] == answers[1]
