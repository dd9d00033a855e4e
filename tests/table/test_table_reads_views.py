"""A table reads views only: nothing in game/table reads the whole game state (the engine's plumbing of
a session and a replay aside), not even NOAH's, whose hands are open."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.session import Session

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"
PLUMBING = {"session.py", "replay.py"}      # where the engine is driven: replayed, saved, sampled for bots


def state_reads(path: Path) -> list[int]:
    """The lines where a file reads an attribute called `state`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Attribute) and node.attr == "state"]


def test_no_table_file_reads_the_game_state():
    found = {}
    for path in TABLE.rglob("*.py"):
        if path.name in PLUMBING and path.parent == TABLE:
            continue
        lines = state_reads(path)
        if lines:
            found[str(path.relative_to(TABLE))] = lines
    assert found == {}, f"the table reads the state here (read a view instead): {found}"


@pytest.mark.parametrize("game", ["noah", "planet", "beast"])
def test_a_session_refuses_to_give_its_state(game):
    session = Session(Engine(game_spec(game).rules(), {"players": 2}, 1))
    with pytest.raises(AttributeError, match="reads views"):
        session.state
