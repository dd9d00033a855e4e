"""Helpers for tests of save files (the core's on the tiny game, and each game's own)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.engine.core.saves import SaveError, load_game


def edit(path: Path, change) -> None:
    """Change a save's data (`change` edits the mapping in place) and write it back."""
    data = yaml.safe_load(path.read_text())
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False))


def refusal(path: Path, rules: dict) -> str:
    """The sentence a save is refused with: a whole sentence, never a traceback."""
    with pytest.raises(SaveError) as info:
        load_game(path, rules)
    message = str(info.value)
    assert message.endswith(".") and len(message.split()) > 4
    assert "Traceback" not in message
    return message
