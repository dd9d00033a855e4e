"""Watching a saved game on the table: play, step, jump, watch as a seat, and branch a new game."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.engine.core.saves import load_game
from game.engine.games import rules_by_name
from game.table import launch
from game.table.scenes.replay_controls import ReplayControls
from game.table.settings import saves_dir
from test_table_noah import finish, pad_button, pad_move_to, start


def recorded_game(harness, moves: int = 30):
    """A 2-seat NOAH game with both seats played by the bot for `moves` commands, saved."""
    table = start(harness, bots=(0, 1))
    for _ in range(4000):
        harness.frames(1)
        if len(table.session.engine.log) >= moves:
            break
    path = saves_dir() / "recorded.yaml"
    table.session.bots.clear()
    table.session.save(path)
    return path, list(table.session.engine.log)


def test_watch_plays_the_saved_moves_and_steps_back_and_forth(harness):
    path, log = recorded_game(harness)
    assert launch.watch_save(harness.app, path) is None
    controls = harness.top
    assert isinstance(controls, ReplayControls)
    replay, table = controls.replay, controls.table
    assert replay.position == 0 and replay.total == len(log)
    harness.key(pygame.K_RIGHT)
    finish(harness)
    assert replay.position == 1 and table.session.engine.log == log[:1]
    harness.key(pygame.K_END)
    assert replay.position == len(log) and table.session.engine.hash() == load_game(path, rules_by_name()).hash()
    harness.key(pygame.K_LEFT)
    assert replay.position == len(log) - 1 and table.session.engine.log == log[:-1]
    harness.key(pygame.K_HOME)
    assert replay.position == 0 and table.session.engine.log == []
    harness.key(pygame.K_SPACE)                          # play
    for _ in range(3000):
        harness.frames(1)
        if replay.position >= 3:
            break
    assert replay.position >= 3 and table.session.engine.log == log[:replay.position]


def test_a_replay_takes_no_gesture_and_writes_nothing(harness):
    path, log = recorded_game(harness, moves=10)
    before = path.read_bytes()
    autosave = saves_dir() / "autosave-noah.yaml"
    autosave.unlink(missing_ok=True)
    assert launch.watch_save(harness.app, path) is None
    table = harness.top.table
    seat = table.desk.main_seat()
    assert "replay" in table.control.refusal(type("P", (), {"pointer": "mouse", "seat": None})(), seat)
    harness.key(pygame.K_END)
    table.on_quit()
    assert path.read_bytes() == before and not autosave.exists()


def test_play_from_here_starts_a_new_game_that_names_its_parent(harness):
    path, log = recorded_game(harness, moves=12)
    before = path.read_bytes()
    assert launch.watch_save(harness.app, path) is None
    controls = harness.top
    controls.jump(5)
    controls.branch()
    finish(harness)
    table = harness.top
    assert table.replay is None and table.session.engine.log == log[:5]
    assert table.session.notes()["parent"] == "recorded.yaml" and table.session.notes()["branched_at"] == 5
    assert path.read_bytes() == before
    branches = list(saves_dir().glob("noah-branch-*.yaml"))
    assert branches and load_game(branches[0], rules_by_name()).log == log[:5]


def test_the_timeline_marks_rounds_and_turns(harness):
    path, log = recorded_game(harness, moves=40)
    assert launch.watch_save(harness.app, path) is None
    marks = harness.top.replay.marks
    assert marks[0].index == 0 and any(m.round_start for m in marks)
    assert [m.index for m in marks] == sorted(m.index for m in marks)


def test_at_the_end_of_a_finished_game_the_viewer_shows_every_hidden_card(harness):
    from game.engine.games import rules_by_name
    golden = Path(__file__).resolve().parents[1] / "engine" / "golden" / "beast_farm_forest_2p_seed3.yaml"
    assert launch.watch_save(harness.app, golden) is None
    controls = harness.top
    for _ in range(3):                                      # not the end yet: only the seats' own eyes
        controls.cycle_seat()
        assert not controls.everything
    harness.key(pygame.K_END)
    for _ in range(3):
        controls.cycle_seat()
        if controls.everything:
            break
    assert controls.everything and any(b.label == "everything" for b in controls.buttons)
    engine = load_game(golden, rules_by_name())
    assert controls.revealed() == engine.rules.revealed(engine.state) != {}
    harness.frames(2)                                       # the panel draws over the table


def test_a_pads_dpad_steps_along_the_replay_bar_and_a_presses_the_button(harness):
    path, log = recorded_game(harness, moves=6)
    assert launch.watch_save(harness.app, path) is None
    controls = harness.top
    first = controls.buttons[0]
    pad_move_to(harness, 9, first.rect.center)
    for _ in range(4):      # |<  <<  <  Play  >
        pad_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        pad_button(harness, 9, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, down=False)
    cursor = harness.app.router.pad(9)
    assert next(b for b in controls.buttons if b.rect.collidepoint(cursor.pos)).label == ">"
    assert "pad9" in controls.buttons[4].hovering
    pad_button(harness, 9)
    pad_button(harness, 9, down=False)
    finish(harness)
    assert controls.replay.position == 1
