"""Nothing a player made is lost: a new game asks before it sets an unfinished one aside (kept in Load
either way), a finished game stays in Load to watch, and Load names each save's game, seats, round
and date."""
from __future__ import annotations

import pytest

from game.table import saved
from game.table.beast.scene import BeastTable
from game.table import launch
from game.table.scenes.load import LoadScene
from game.table.scenes.new_game import NewGameScene
from game.table.scenes.question import Question
from game.table.session import autosave_path
from game.table.settings import saves_dir
from hidden_hand_table import button, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def start_beast(h, seed: int = 7, bots=(1,)):
    assert launch.start_game(h.app, "beast", {"players": 2}, seed, bots=bots) is None
    settle(h, BeastTable)
    return h.top


def play_a_move(h, table) -> None:
    seat = table.session.acting_seats()[0]
    table.submit(table.session.legal(seat)[-1])
    settle(h, BeastTable)
    table.session.autosave()


def test_a_new_game_asks_before_it_sets_the_unfinished_one_aside(harness):
    table = start_beast(harness)
    play_a_move(harness, table)
    log = list(table.session.engine.log)
    harness.app.open_menu()
    harness.app.push(NewGameScene(harness.app, "beast"))
    form = harness.top
    form.start()
    question = harness.top
    assert isinstance(question, Question) and "not finished" in question.lines[0]
    harness.click(button(question, "Back").rect.center)
    assert harness.top is form and autosave_path("beast").is_file()
    form.start()
    harness.click(button(harness.top, "Start the new game").rect.center)
    settle(harness, BeastTable)
    kept = list(saves_dir().glob("unfinished-beast-*.yaml"))
    assert len(kept) == 1
    assert launch.open_save(harness.app, kept[0]) is None
    settle(harness, BeastTable)
    assert harness.top.session.engine.log == log


def test_starting_from_the_command_line_keeps_the_unfinished_game_too(harness):
    table = start_beast(harness)
    play_a_move(harness, table)
    start_beast(harness, seed=8)
    assert len(list(saves_dir().glob("unfinished-beast-*.yaml"))) == 1


def test_a_finished_game_is_kept_to_watch_and_load_lists_game_seats_round_and_date(harness):
    table = start_beast(harness, bots=(1,))
    table.session.bots = {0, 1}          # both seats bots: the game plays itself to its end
    for _ in range(3000):
        if table.session.over:
            break
        settle(harness, BeastTable)
    assert table.session.over
    finished = list(saves_dir().glob("finished-beast-*.yaml"))
    assert len(finished) == 1 and not autosave_path("beast").exists()
    info = saved.read_info(finished[0])
    assert info.game == "Nature of the Beast" and info.over and info.round == table.session.outcome.rounds
    load = LoadScene(harness.app)
    labels = [row[0].label for row in load.rows]
    assert any(label.startswith("Nature of the Beast  -  ") and "finished in round" in label for label in labels)
    assert launch.watch_save(harness.app, finished[0]) is None
