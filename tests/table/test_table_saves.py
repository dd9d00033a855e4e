"""Bot seats and gamepad claims are saved with the game and come back on Continue and Load."""
from __future__ import annotations

from game.engine.noah.rules import NOAH

import yaml

from game.engine.noah import commands as cmd
from game.table.noah.scene import NoahTable
from game.table import launch
from game.table.scenes.load import LoadScene
from test_table_noah import finish, start


def test_the_autosave_keeps_bot_seats_and_pad_claims_and_continue_restores_them(harness):
    table = start(harness, players=3, seed=5, bots=(2,))
    harness.app.router.claim(5, 1)
    seat = table.desk.main_seat()
    assert seat != 2
    table.submit(next(c for c in table.session.legal(seat) if isinstance(c, (cmd.EndTurn, cmd.Pass, cmd.ChooseFreeTurn))))
    table.session.clear_autosave()
    table.on_quit()                   # closing the window autosaves
    finish(harness)
    notes = yaml.safe_load(table.session.autosave_path().read_text())["table"]
    assert notes["bots"] == [2]
    assert [(p["seat"], p["instance_id"]) for p in notes["pads"]] == [(1, 5)]   # a test pad has no GUID

    harness.app.router.set_claims([])
    harness.app.open_menu()
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "Continue").rect.center)
    resumed = harness.top
    assert isinstance(resumed, NoahTable) and resumed is not table
    assert resumed.session.bots == {2}
    assert harness.app.router.claims.seat_of(5) == 1


def test_a_saved_game_loads_with_its_bot_seats(harness, config_dir):
    table = start(harness, players=2, seed=9, bots=(1,))
    harness.app.router.claim(3, 0)
    table.save()
    finish(harness)
    harness.app.router.set_claims([])
    harness.app.open_menu()
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "Load").rect.center)
    assert isinstance(harness.top, LoadScene)
    saved = next(play for play, _ in harness.top.rows if play.tip.startswith("noah-"))
    harness.click(saved.rect.center)
    assert isinstance(harness.top, NoahTable) and harness.top.session.bots == {1}
    assert harness.app.router.claims.seat_of(3) == 0


def test_a_new_game_starts_with_only_its_own_claims(harness):
    harness.app.router.claim(7, 2)
    options = {"factions": sorted(NOAH.cards.factions)[:2], "harder": False}
    harness.app.router.pad(4)
    assert launch.start_game(harness.app, "noah", options, 1, pads=[{"seat": 1, "guid": None, "instance_id": 4}]) is None
    assert harness.app.router.claims.notes() == [{"seat": 1, "guid": None, "name": "Gamepad 5", "instance_id": 4}]
