"""The main menu's first frame comes before the engine, YAML and the log's heavy modules (issue 20)."""
from __future__ import annotations

import ast
import os
import subprocess
import sys

FIRST_FRAME = """
import sys, pygame
real = pygame.display.flip
seen = []
def flip():
    if not seen:
        seen.append(set(sys.modules))
    real()
pygame.display.flip = flip
from game.cli import main
main(["--frames", "1"])
heavy = ("yaml", "logging", "platformdirs", "game.engine.core", "game.table.pads", "game.engine.games",
         "game.engine.noah", "game.engine.planet", "game.engine.beast", "game.table.session", "game.table.launch", "pygame._sdl2", "array")
print(sorted(m for m in seen[0] if m.startswith(heavy)))
"""


def test_the_first_menu_frame_imports_no_engine_no_yaml_no_logging_no_file_reader_nor_pads_nor_sounds_module(tmp_path):
    # no ARK_TABLE_HOME: the player's own folders are found without platformdirs (Linux's XDG rules)
    env = {k: v for k, v in os.environ.items() if k != "ARK_TABLE_HOME"}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_STATE_HOME=str(tmp_path / "s"), XDG_CACHE_HOME=str(tmp_path / "k"))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, check=True, env=env)
    found = ast.literal_eval(out.stdout.strip().splitlines()[-1])
    if not sys.platform.startswith("linux"):      # macOS's and Windows' folders are asked of platformdirs
        found = [m for m in found if not m.startswith("platformdirs")]
    assert found == []
    log = (tmp_path / "s" / "ark-table" / "log" / "ark-table.log").read_text(encoding="utf-8")
    assert "Ark Table" in log.splitlines()[0]     # opened after the first frame, the start-up line first


MENU_ALONE = """
import sys, pygame
real = pygame.display.flip
def flip():
    real()
    print(sorted(m for m in sys.modules if m.split(".")[0] in ("argparse", "gettext", "locale")))
    raise SystemExit(0)
pygame.display.flip = flip
from game.cli import main
main([])
"""


def test_the_menu_opened_with_no_options_reads_none_and_imports_no_argparse():
    out = subprocess.run([sys.executable, "-c", MENU_ALONE], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_first_frame_is_drawn_without_waiting_for_the_frame_rate(monkeypatch):
    from game.table.app import App
    app = App(size=(1280, 720))
    app.open_menu()
    asked = []

    class Clock:
        def tick(self, *rate):
            asked.append(rate)
            return 16

    app.clock = Clock()
    app.run(max_frames=3)
    assert asked == [(), (), (app.fps,), (app.fps,)]


def test_the_menu_measures_its_words_once_not_every_frame():
    from game.table.app import App
    app = App(size=(1280, 720))
    app.open_menu()
    measured = []
    real_font = type(app.theme).font

    class Counting:
        def __init__(self, font):
            self.font = font

        def size(self, text):
            measured.append(text)
            return self.font.size(text)

        def __getattr__(self, name):
            return getattr(self.font, name)

    app.theme.font = lambda size, bold=False: Counting(real_font(app.theme, size, bold))
    app.frame(1 / 60)
    first = len(measured)
    app.frame(1 / 60)
    assert first > 0 and len(measured) == first
