"""House rule: the table's files stay small, one job each."""
from __future__ import annotations

from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"
LIMIT = 500


def test_every_table_file_is_a_few_hundred_lines_at_most():
    long = {str(p.relative_to(TABLE)): n for p in TABLE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not long, f"split these files: {long}"


def test_every_games_table_scene_is_about_300_lines_at_most():
    """A game's scene puts its parts together; the drawing and the places are parts of their own."""
    long = {p.parent.name: n for p in TABLE.glob("*/scene.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 300}
    assert not long, f"move a job of these scenes into a part: {long}"
