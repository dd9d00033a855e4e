"""House rule: the table's files stay small, one job each."""
from __future__ import annotations

from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"
LIMIT = 500


def test_every_table_file_is_a_few_hundred_lines_at_most():
    long = {str(p.relative_to(TABLE)): n for p in TABLE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT}
    assert not long, f"split these files: {long}"
