"""What the table writes down: errors it survives (a bot falling back, a failed warm-up) and a crash, which
also autosaves and shows a dialog naming the log file."""
from __future__ import annotations

import logging
import random
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pygame
import yaml

from game import applog, desktop
from game.table import app as app_mod
from game.table.warmup import Warmup
from test_table_noah import start

ROOT = Path(__file__).resolve().parents[2]


def test_a_bot_that_fails_plays_a_random_legal_move_and_the_failure_is_logged(harness, monkeypatch, caplog):
    from game.engine.core.bots import seen_by
    from game.table import session as session_mod
    table = start(harness, players=2, seed=7)

    def broken(*args, **kwargs):
        raise RuntimeError("the heuristic bot broke")
    monkeypatch.setattr(session_mod, "make_bot", broken)
    seat = table.desk.main_seat()
    legal = table.session.legal(seat)
    seen = seen_by(table.session.rules, table.session.engine.state, seat, legal)
    with caplog.at_level(logging.ERROR, logger="game"):
        chosen = session_mod.choose("noah", seen, random.Random(1))
    assert chosen in legal
    record = next(r for r in caplog.records if r.name == "game.table.session")
    assert "plays a random legal move instead" in record.getMessage()
    assert record.exc_info and "the heuristic bot broke" in str(record.exc_info[1])


def test_a_failed_warm_up_is_logged_and_the_table_goes_on(caplog):
    def plan():
        raise ValueError("no such card")
    warmup = Warmup()
    with caplog.at_level(logging.ERROR, logger="game"):
        warmup.want("noah-2p", plan)
        warmup.wait()
    assert not warmup.working
    record = next(r for r in caplog.records if r.name == "game.table.warmup")
    assert "warming the cards" in record.getMessage() and "no such card" in str(record.exc_info[1])


def test_a_crash_is_logged_autosaves_the_game_and_shows_where_the_log_is(harness, monkeypatch):
    table = start(harness, players=2, seed=7)
    seat = table.desk.main_seat()
    table.submit(table.session.legal(seat)[0])
    table.session.clear_autosave()
    shown = []
    monkeypatch.setattr(desktop, "HEADLESS_DRIVERS", ())
    monkeypatch.setattr(pygame.display, "message_box", lambda title, text, **kw: shown.append((title, text)))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    log_path = applog.start("ark-table")
    try:
        try:
            raise RuntimeError("a bug in the table")
        except RuntimeError:
            app_mod.crashed(harness.app)
    finally:
        for handler in [h for h in applog.log.handlers if getattr(h, "ark_table", False)]:
            applog.log.removeHandler(handler)
            handler.close()
    logged = log_path.read_text(encoding="utf-8")
    assert "CRITICAL game.table.app" in logged and "RuntimeError: a bug in the table" in logged
    saved = yaml.safe_load(table.session.autosave_path().read_text())
    assert len(saved["commands"]) == 1                           # the game in progress, kept for Continue
    [(title, text)] = shown
    assert "RuntimeError: a bug in the table" in text and str(log_path) in text


def test_the_program_crashing_in_its_loop_exits_with_the_error_logged_and_the_game_autosaved(tmp_path):
    """The real `ark-table play`, with a frame that raises after a move was made."""
    code = textwrap.dedent("""
        import sys
        from game.table import app
        real, count = app.App.frame, [0]
        def frame(self, dt):
            count[0] += 1
            if count[0] == 40:
                table = self.stack.top
                table.submit(table.session.legal(table.desk.main_seat())[0])
            if count[0] == 60:
                raise RuntimeError("a bug in frame 60")
            real(self, dt)
        app.App.frame = frame
        from game.cli import main
        sys.exit(main(["play", "--players", "2", "--seed", "7"]))
    """)
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "RuntimeError: a bug in frame 60" in result.stderr
    from game.userdirs import log_dir, saves_dir
    logged = (log_dir() / "ark-table.log").read_text(encoding="utf-8")
    assert "Ark Table" in logged.splitlines()[0] and "RuntimeError: a bug in frame 60" in logged
    assert len(yaml.safe_load((saves_dir() / "autosave-noah.yaml").read_text())["commands"]) == 1
