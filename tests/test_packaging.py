"""A normal install works: the wheel, installed into a fresh venv outside the checkout, checks its cards,
plays games and opens the table, from the card data and assets it carries itself.

This builds and installs for real (about 15 s). pip needs the package index or its own cache for the
build's setuptools and the dependencies; with neither, the test is skipped and says so.
"""
from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from game import __version__

ROOT = Path(__file__).resolve().parents[1]
OFFLINE = ("NewConnectionError", "Network is unreachable", "Temporary failure in name resolution",
           "No matching distribution found", "Could not find a version that satisfies")

pytestmark = pytest.mark.wheel


def outside_env() -> dict:
    """The environment without what points back into a checkout: a PYTHONPATH there makes pip see the
    checkout's ark_table.egg-info as ark-table installed already, and install nothing."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "ARK_TABLE_CARDS", "ARK_TABLE_CACHE")}


def _pip(python: Path | str, *args: str, cwd: Path) -> None:
    result = subprocess.run([str(python), "-m", "pip", *args], cwd=cwd, capture_output=True, text=True,
                            timeout=300, env=dict(outside_env(), PIP_DISABLE_PIP_VERSION_CHECK="1"))
    if result.returncode != 0 and any(sign in result.stderr for sign in OFFLINE):
        pytest.skip("pip could reach neither the package index nor a cached copy of what the wheel needs "
                    f"(no network and no pip cache): {result.stderr.strip().splitlines()[-1]}")
    assert result.returncode == 0, result.stderr[-3000:]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, Path]:
    """(the wheel, the bin folder of a fresh venv it is installed in), both outside the checkout."""
    work = tmp_path_factory.mktemp("wheel")
    _pip(sys.executable, "wheel", "--no-deps", "--wheel-dir", str(work / "dist"), str(ROOT), cwd=work)
    [wheel] = (work / "dist").glob("ark_table-*.whl")
    venv.EnvBuilder(with_pip=True).create(work / "venv")
    bin_dir = work / "venv" / ("Scripts" if os.name == "nt" else "bin")
    _pip(bin_dir / "python", "install", str(wheel), cwd=work)
    return wheel, bin_dir


def _run(bin_dir: Path, *args: str, cwd: Path, home: Path) -> subprocess.CompletedProcess:
    env = outside_env()
    env.update(ARK_TABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([str(bin_dir / "ark-table"), *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


def test_the_wheel_carries_the_cards_assets_rulings_log_sentences_and_licence(installed):
    wheel, _ = installed
    names = zipfile.ZipFile(wheel).namelist()
    assert "game/_data/cards/noah/core.yaml" in names
    said = sorted(str(p.relative_to(ROOT).as_posix()) for p in (ROOT / "game").rglob("said.yaml"))
    assert said and set(said) <= set(names)         # each game's plain log sentences (game.table.words)
    assert "game/_data/assets/fonts/DejaVuSans.ttf" in names
    assert "game/_data/assets/desktop/ark-table.desktop" in names
    assert "game/engine/noah/RULINGS.md" in names
    assert f"ark_table-{__version__}.dist-info/licenses/LICENSE" in names
    metadata = zipfile.ZipFile(wheel).read(f"ark_table-{__version__}.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in metadata


def test_the_installed_program_checks_its_cards_and_plays_games_outside_the_checkout(installed, tmp_path):
    _, bin_dir = installed
    version = _run(bin_dir, "--version", cwd=tmp_path, home=tmp_path / "home")
    assert version.stdout.strip() == f"ark-table {__version__}"
    check = _run(bin_dir, "cards", "check", cwd=tmp_path, home=tmp_path / "home")
    assert check.returncode == 0, check.stderr
    assert f"site-packages{os.sep}game{os.sep}_data{os.sep}cards" in check.stdout      # its own cards
    sim = _run(bin_dir, "sim", "--games", "2", cwd=tmp_path, home=tmp_path / "home")
    assert sim.returncode == 0, sim.stderr
    assert "2 games" in sim.stdout


def test_the_installed_table_opens_and_logs_its_start(installed, tmp_path):
    _, bin_dir = installed
    play = _run(bin_dir, "play", "--players", "2", "--seed", "7", "--frames", "5", cwd=tmp_path,
                home=tmp_path / "home")
    assert play.returncode == 0, play.stderr
    log = (tmp_path / "home" / "logs" / "ark-table.log").read_text(encoding="utf-8")
    assert f"Ark Table {__version__} (ark-table) starting" in log
