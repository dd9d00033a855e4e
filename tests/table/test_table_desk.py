"""The desk: what the table's parts read of a game, through one object (who is at the screen, who may
act, the legal commands), never the session or the scene."""
from __future__ import annotations

import ast
from pathlib import Path

from game.engine.core.engine import Engine
from game.engine.core.rules import PUBLIC
from game.engine.games import game_spec
from game.table.session import Session

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"
PARTS = ["bot_turns", "control", "gathering", "hints", "passing", "picking", "prompt_panel", "table_input", "undoing",
         "zoom", "widgets/side_column", "planet/board", "planet/centre", "planet/places", "planet/scoreboard",
         "planet/side", "beast/board", "beast/marks", "beast/places", "beast/shared_field", "beast/side",
         "director", "noah/director", "planet/director", "beast/director"]


def session(game: str, bots=()) -> Session:
    return Session(Engine(game_spec(game).rules(), {"players": 2}, 1), bots=bots)


def test_the_keyboard_acts_for_a_person_asked_to_act_before_a_bot():
    s = session("beast", bots=(0,))
    desk = s.desk
    acting = desk.acting()
    assert acting == s.acting_seats() and acting
    people = [seat for seat in acting if seat not in desk.bots]
    assert desk.main_seat() == (people[0] if people else acting[0])


def test_legal_commands_are_the_seat_on_screens_or_a_named_seats():
    s = session("planet")
    desk = s.desk
    assert desk.legal() == []                   # the public view plays nothing
    seat = desk.acting()[0]
    desk.look(seat)
    assert desk.legal() == s.legal(seat) == desk.legal(seat)
    other = next(x for x in s.seats if x != seat)
    assert desk.legal(other) == s.legal(other)
    desk.look(PUBLIC)
    assert desk.legal() == []


def test_the_last_mover_is_the_seat_of_the_last_command():
    s = session("planet")
    assert s.desk.last_mover() is None and s.desk.last_command() is None
    seat = s.desk.acting()[0]
    version = s.desk.version
    assert len(s.submit(s.legal(seat)[0])) >= 1
    assert s.desk.last_mover() == seat and s.desk.version == version + 1
    assert s.desk.last_command() == s.engine.log[-1]


def test_no_part_of_the_table_reads_the_session_or_the_scenes_app():
    """The parts read the game through the desk (undoing is given the session's undo, not the session)."""
    found = {}
    for part in PARTS:
        tree = ast.parse((TABLE / f"{part}.py").read_text(encoding="utf-8"))
        reads = sorted({node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                        and node.attr == "session" and not (isinstance(node.value, ast.Name)
                                                              and node.value.id == "desk")
                        and not (isinstance(node.value, ast.Attribute) and node.value.attr == "desk")})
        if reads:
            found[part] = reads
    assert found == {}


def test_no_part_of_the_table_is_handed_the_scene():
    """A part (a game's director too) is given the desk, other parts and its hooks: no part's code names
    a scene or a table it was handed (a parameter `scene` or `table`, an attribute `.scene`), nor the app."""
    found = {}
    for part in PARTS:
        tree = ast.parse((TABLE / f"{part}.py").read_text(encoding="utf-8"))
        names = sorted({node.arg for node in ast.walk(tree) if isinstance(node, ast.arg)
                        and node.arg in ("scene", "table", "sc", "app")}
                       | {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                          and node.attr in ("scene", "app")})
        if names:
            found[part] = names
    assert found == {}
