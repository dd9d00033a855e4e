"""The player's folders on Linux, macOS and Windows, and the one-time move of 0.1.0's files (in a fake home)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import userdirs

XDG = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A fake home with no Ark Table variables set: the system's own places, inside tmp_path."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    for name in XDG + ("ARK_TABLE_HOME", "ARK_TABLE_CONFIG", "ARK_TABLE_CACHE", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    return folder


@pytest.fixture
def windows(home, monkeypatch) -> Path:
    """Windows' known folders, answered from the fake home (platformdirs asks the shell on Windows)."""
    import platformdirs.windows
    known = {"CSIDL_APPDATA": home / "AppData" / "Roaming", "CSIDL_LOCAL_APPDATA": home / "AppData" / "Local"}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda name: str(known[name]))
    monkeypatch.setenv("APPDATA", str(known["CSIDL_APPDATA"]))
    return home


def _old_files(config: Path, cache_home: Path) -> None:
    """What 0.1.0 left: settings, two saves and a crash log in its config folder, sprites in ~/.cache."""
    (config / "saves").mkdir(parents=True)
    (config / "settings.yaml").write_text("sound: false\n")
    (config / "saves" / "autosave-noah.yaml").write_text("autosave\n")
    (config / "saves" / "noah-20260101-120000.yaml").write_text("a save\n")
    (config / "crash.log").write_text("--- an old crash\n")
    (cache_home / "ark-table" / "sprites" / "noah").mkdir(parents=True)
    (cache_home / "ark-table" / "sprites" / "noah" / "card.png").write_bytes(b"png")


def test_linux_folders_follow_the_xdg_places(home):
    assert userdirs.config_dir("linux") == home / ".config" / "ark-table"
    assert userdirs.saves_dir("linux") == home / ".local" / "share" / "ark-table" / "saves"
    assert userdirs.cache_dir("linux") == home / ".cache" / "ark-table"
    assert userdirs.log_dir("linux") == home / ".local" / "state" / "ark-table" / "log"


def test_linux_folders_move_with_the_xdg_variables(home, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert userdirs.saves_dir("linux") == tmp_path / "data" / "ark-table" / "saves"
    assert userdirs.log_dir("linux") == tmp_path / "state" / "ark-table" / "log"


@pytest.mark.parametrize("xdg", ["absolute", "relative", "empty", "unset"])
@pytest.mark.parametrize("home_var", ["absolute", "relative", "unset"])
def test_linux_folders_are_the_ones_platformdirs_gives_without_importing_it(home, monkeypatch, tmp_path, xdg, home_var):
    from platformdirs.unix import Unix
    for name in XDG:
        value = {"absolute": str(tmp_path / name), "relative": "rel/" + name, "empty": "", "unset": None}[xdg]
        monkeypatch.setenv(name, value) if value is not None else monkeypatch.delenv(name, raising=False)
    if home_var != "absolute":
        monkeypatch.setenv("HOME", "some/where") if home_var == "relative" else monkeypatch.delenv("HOME")
    theirs = Unix("ark-table", appauthor=False)
    assert userdirs.config_dir("linux") == Path(theirs.user_config_dir)
    assert userdirs.data_dir("linux") == Path(theirs.user_data_dir)
    assert userdirs.cache_dir("linux") == Path(theirs.user_cache_dir)
    assert userdirs.log_dir("linux") == Path(theirs.user_log_dir)


def test_macos_folders_are_in_the_library(home):
    library = home / "Library"
    assert userdirs.config_dir("darwin") == library / "Application Support" / "ArkTable"
    assert userdirs.saves_dir("darwin") == library / "Application Support" / "ArkTable" / "saves"
    assert userdirs.cache_dir("darwin") == library / "Caches" / "ArkTable"
    assert userdirs.log_dir("darwin") == library / "Logs" / "ArkTable"


def test_windows_settings_and_saves_roam_and_the_cache_and_logs_stay_local(windows):
    roaming, local = windows / "AppData" / "Roaming", windows / "AppData" / "Local"
    assert userdirs.config_dir("win32") == roaming / "ArkTable"
    assert userdirs.saves_dir("win32") == roaming / "ArkTable" / "saves"
    assert userdirs.cache_dir("win32") == local / "ArkTable" / "Cache"
    assert userdirs.log_dir("win32") == local / "ArkTable" / "Logs"


def test_ark_table_home_holds_every_folder(home, monkeypatch, tmp_path):
    monkeypatch.setenv("ARK_TABLE_HOME", str(tmp_path / "portable"))
    assert [userdirs.config_dir(), userdirs.saves_dir(), userdirs.cache_dir(), userdirs.log_dir()] == [
        tmp_path / "portable" / "config", tmp_path / "portable" / "data" / "saves",
        tmp_path / "portable" / "cache", tmp_path / "portable" / "logs"]


def test_the_sprite_cache_is_in_the_cache_folder_unless_ark_table_cache_says_otherwise(home, monkeypatch, tmp_path):
    from game.sprites.paths import cache_root
    assert cache_root() == userdirs.cache_dir() / "sprites"
    monkeypatch.setenv("ARK_TABLE_CACHE", str(tmp_path / "elsewhere"))
    assert cache_root() == tmp_path / "elsewhere"


def test_on_linux_saves_move_to_the_data_folder_once_and_nothing_is_lost(home):
    _old_files(home / ".config" / "ark-table", home / ".cache")
    moved = userdirs.move_old_files("linux")
    saves = userdirs.saves_dir("linux")
    assert (saves / "autosave-noah.yaml").read_text() == "autosave\n"
    assert (saves / "noah-20260101-120000.yaml").read_text() == "a save\n"
    assert (userdirs.config_dir("linux") / "settings.yaml").read_text() == "sound: false\n"   # already in place
    assert (userdirs.log_dir("linux") / "crash-0.1.log").read_text() == "--- an old crash\n"
    assert (home / ".cache" / "ark-table" / "sprites" / "noah" / "card.png").exists()         # already in place
    assert not (home / ".config" / "ark-table" / "saves").exists()
    assert len(moved) == 3
    assert userdirs.move_old_files("linux") == []                                             # once


def test_each_move_is_told_to_the_logger_it_is_given(home):
    _old_files(home / ".config" / "ark-table", home / ".cache")
    told = []

    class Log:
        def info(self, message, *args):
            told.append(message % args)

    moved = userdirs.move_old_files("linux", log=Log())
    assert told == [f"moved {source} to {target}" for source, target in moved] and len(told) == 3


def test_on_macos_the_sprite_cache_moves_to_the_library_and_saves_stay(home):
    old = home / "Library" / "Application Support" / "ArkTable"
    _old_files(old, home / ".cache")
    userdirs.move_old_files("darwin")
    assert (userdirs.saves_dir("darwin") / "autosave-noah.yaml").read_text() == "autosave\n"
    assert (userdirs.config_dir("darwin") / "settings.yaml").exists()
    assert (userdirs.cache_dir("darwin") / "sprites" / "noah" / "card.png").read_bytes() == b"png"
    assert (userdirs.log_dir("darwin") / "crash-0.1.log").exists()
    assert not (home / ".cache" / "ark-table").exists()
    assert userdirs.move_old_files("darwin") == []


def test_on_windows_the_sprite_cache_and_crash_log_move_to_the_local_folder(windows):
    _old_files(windows / "AppData" / "Roaming" / "ArkTable", windows / ".cache")
    userdirs.move_old_files("win32")
    assert (userdirs.saves_dir("win32") / "noah-20260101-120000.yaml").exists()
    assert (userdirs.cache_dir("win32") / "sprites" / "noah" / "card.png").exists()
    assert (userdirs.log_dir("win32") / "crash-0.1.log").exists()
    assert userdirs.move_old_files("win32") == []


def test_a_save_whose_new_place_is_taken_comes_over_under_another_name(home):
    _old_files(home / ".config" / "ark-table", home / ".cache")
    saves = userdirs.saves_dir("linux")
    saves.mkdir(parents=True)
    (saves / "autosave-noah.yaml").write_text("newer autosave\n")
    userdirs.move_old_files("linux")
    assert (saves / "autosave-noah.yaml").read_text() == "newer autosave\n"
    assert (saves / "autosave-noah-from-0.1.yaml").read_text() == "autosave\n"


def test_folders_chosen_through_the_variables_are_left_alone(home, monkeypatch, tmp_path):
    _old_files(home / ".config" / "ark-table", home / ".cache")
    monkeypatch.setenv("ARK_TABLE_HOME", str(tmp_path / "portable"))
    assert userdirs.move_old_files("linux") == []
    assert (home / ".config" / "ark-table" / "saves" / "autosave-noah.yaml").exists()


def test_an_old_sprite_cache_beside_one_in_use_is_dropped_as_the_cache_it_is(home):
    _old_files(home / "Library" / "Application Support" / "ArkTable", home / ".cache")
    in_use = userdirs.cache_dir("darwin") / "sprites" / "noah"
    in_use.mkdir(parents=True)
    (in_use / "newer.png").write_bytes(b"newer")
    userdirs.move_old_files("darwin")
    assert [p.name for p in in_use.iterdir()] == ["newer.png"]
    assert not (home / ".cache" / "ark-table").exists()
