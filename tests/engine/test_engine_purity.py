"""game.engine is pure Python: it never imports pygame, pymunk or the table."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import sys
import game.engine
import game.engine.core.engine, game.engine.core.saves, game.engine.core.serialize
import game.engine.noah.rules
from game.engine.noah.rules import NOAH
from game.engine.core.engine import Engine
e = Engine(NOAH, {"factions": ["silent_sentinels"], "mission": "blackout"}, seed=1)
e.view(0); e.legal_commands(0)
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pymunk") or m.startswith("game.table"))
print(",".join(bad))
"""


def test_importing_the_engine_loads_no_pygame_or_pymunk():
    result = subprocess.run([sys.executable, "-c", _PROBE], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_no_engine_module_imports_the_front_end():
    offenders = []
    for path in (ROOT / "game" / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mods = [node.module or ""]
            else:
                continue
            for mod in mods:
                if mod.split(".")[0] in ("pygame", "pymunk") or mod.startswith("game.table"):
                    offenders.append(f"{path.relative_to(ROOT)}: {mod}")
    assert offenders == []


_CORE_TESTS_PROBE = """
import importlib, pathlib, sys
for path in sorted(pathlib.Path("tests/engine/core").glob("*.py")):
    importlib.import_module("tests.engine.core" + ("" if path.stem == "__init__" else "." + path.stem))
print(",".join(sorted(m for m in sys.modules if m.split(".")[:3] in (["game", "engine", g] for g in GAMES))))
"""


def test_the_cores_tests_run_on_a_tiny_game_of_their_own_and_load_no_game():
    from game.engine.games import GAMES
    probe = f"GAMES = {sorted(GAMES)!r}\n" + _CORE_TESTS_PROBE
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
