"""game.engine.bots.warm, imported by the table's thinking server before it forks a bot's process: after
it, every game's cards are read and its bots imported (in a fresh interpreter, where nothing was yet)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CHECK = """
import sys
from game.engine.games import game_names, rules_for
def read():
    return [name for name in game_names() if "cards" in vars(rules_for(name))]
before = read()
import game.engine.bots.warm
bots = [name for name in game_names() if f"game.engine.bots.{name}_heuristic" in sys.modules]
print(before, read() == game_names() == bots, "game.engine.bots.search" in sys.modules)
"""


def test_importing_warm_reads_every_games_cards_and_imports_its_bots():
    root = Path(__file__).resolve().parents[3]
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=root, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})
    assert done.stdout.split() == ["[]", "True", "True"], done.stderr
