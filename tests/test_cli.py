"""The `ark-table` command itself: --version, --help with play's options, unknown commands."""
from __future__ import annotations

import subprocess
import sys

from game import __version__
from game.cli import main


def test_version_prints_the_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"ark-table {__version__}\n"


def test_the_version_is_the_packages_version():
    from pathlib import Path
    pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    assert 'version = { attr = "game.__version__" }' in pyproject      # one place for the version


def test_help_lists_play_with_its_options_and_every_command(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("play", "cards", "sim", "script", "preview", "desktop"):
        assert f"\n    {command} " in out
    assert "`play` options:" in out
    for option in ("--game", "--players", "--seed", "--load", "--continue", "--size"):
        assert option in out.split("`play` options:")[1]
    assert "--version" in out


def test_help_imports_no_pygame():
    code = "import sys; from game.cli import main; main(['--help']); print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.splitlines()[-1] == "False"


def test_an_unknown_command_is_a_sentence_and_status_2(capsys):
    assert main(["dance"]) == 2
    assert "there is no command 'dance'" in capsys.readouterr().err


def test_play_help_shows_the_same_options(capsys):
    import pytest
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    assert "--players" in capsys.readouterr().out


def test_card_commands_take_the_paths_game_else_ask_for_one(tmp_path, capsys):
    from game import cards_cli
    from game.engine.gamelist import GAMES
    from game.sprites.paths import game_for
    assert game_for(None, [tmp_path / "beast" / "habitats" / "farm.yaml"]) == "beast"   # a copy named after its game
    assert game_for(None, []) == GAMES[0] and game_for("planet", [tmp_path]) == "planet"
    (tmp_path / "mine").mkdir()
    assert cards_cli.main(["check", str(tmp_path / "mine")]) == 2
    assert "name a game: --game noah|planet|beast (the paths are in no game's card folder)." in capsys.readouterr().err


def test_sweep_asks_which_game(capsys):
    from game.engine.sweep import main as sweep
    assert sweep(["--games", "1"]) == 2
    assert "name a game: --game noah|planet|beast" in capsys.readouterr().err
