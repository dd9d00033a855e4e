"""Saved games: round trip, refusals with a sentence, and atomic writes (on the tiny game; NOAH's own
saves, and the saves reported bad, are in tests/engine/noah/test_noah_saves.py)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from game.engine.core import saves
from game.engine.core.saves import SaveError, load_game, save_game

from .save_files import edit, refusal
from .tiny_game import TINY, TinyRules, new, play_randomly as play

RULES = {"tiny": TINY}


@pytest.fixture
def played():
    e = new(seed=21, goal=99)
    play(e, 80, pick_seed=2)
    assert len(e.log) == 80 and not e.is_over
    return e


@pytest.fixture
def saved(played, tmp_path):
    path = tmp_path / "game.yaml"
    save_game(played, path)
    return path


def _refusal(path: Path) -> str:
    return refusal(path, RULES)


def test_save_and_load_give_the_same_state_hash(played, saved):
    loaded = load_game(saved, RULES)
    assert loaded.hash() == played.hash()
    assert loaded.log == played.log


def test_loaded_game_plays_on_like_the_original(played, saved):
    loaded = load_game(saved, RULES)
    play(played, 30, pick_seed=9)
    play(loaded, 30, pick_seed=9)
    assert loaded.hash() == played.hash()


def test_save_of_a_fresh_game_loads(tmp_path):
    e = new(seed=4)
    save_game(e, tmp_path / "fresh.yaml")
    assert load_game(tmp_path / "fresh.yaml", RULES).hash() == e.hash()


def test_missing_file_is_refused(tmp_path):
    assert "no save file" in _refusal(tmp_path / "nothing.yaml")


def test_truncated_file_is_refused(saved):
    text = saved.read_text()
    saved.write_text(text[: len(text) // 2])
    _refusal(saved)


def test_truncated_mid_token_is_refused(saved):
    text = saved.read_text()
    saved.write_text(text[: text.index("commands") + 15])
    _refusal(saved)


def test_garbage_bytes_are_refused(tmp_path):
    path = tmp_path / "junk.yaml"
    path.write_bytes(bytes(range(256)) * 4)
    assert "junk.yaml" in _refusal(path)


def test_yaml_that_is_not_a_save_is_refused(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("shopping: [eggs, milk]\n")
    assert "not an Ark Table save" in _refusal(path)


def test_unknown_version_is_refused(saved):
    edit(saved, lambda d: d.update(version=99))
    assert "different version" in _refusal(saved)


def test_unknown_game_is_refused(saved):
    edit(saved, lambda d: d.update(game="chess"))
    assert "does not know" in _refusal(saved)


def test_missing_key_is_refused(saved):
    edit(saved, lambda d: d.pop("seed"))
    assert "incomplete" in _refusal(saved)


def test_malformed_commands_are_refused(saved):
    edit(saved, lambda d: d.update(commands="lots"))
    assert "malformed" in _refusal(saved)


def test_a_command_that_no_longer_replays_is_refused(saved):
    def change(data):
        data["commands"].insert(0, {"type": "Play", "seat": 0, "cards": ["nobody"]})
    edit(saved, change)
    assert "does not replay" in _refusal(saved)


def test_an_unknown_command_type_is_refused(saved):
    edit(saved, lambda d: d["commands"].append({"type": "Teleport", "seat": 0}))
    assert "does not replay" in _refusal(saved)


def test_a_wrong_state_hash_is_refused(saved):
    edit(saved, lambda d: d.update(state_hash="0" * 64))
    assert "state hash" in _refusal(saved)


def test_a_dropped_command_is_caught_by_the_hash(saved):
    edit(saved, lambda d: d["commands"].pop())
    _refusal(saved)


def test_bad_options_are_refused(saved):
    edit(saved, lambda d: d["options"].update(goal=500))
    _refusal(saved)


def test_failed_rename_keeps_the_old_save(played, saved, monkeypatch):
    old = saved.read_bytes()
    play(played, 10, pick_seed=4)

    def broken(*args, **kwargs):
        raise OSError("disk full")
    monkeypatch.setattr(saves.os, "replace", broken)
    with pytest.raises(OSError):
        save_game(played, saved)
    assert saved.read_bytes() == old
    assert os.listdir(saved.parent) == [saved.name]  # no temporary file left behind


def test_failed_write_keeps_the_old_save(played, saved, monkeypatch):
    old = saved.read_bytes()

    def broken(*args, **kwargs):
        raise RuntimeError("serialiser broke")
    monkeypatch.setattr(saves.yaml, "safe_dump", broken)
    with pytest.raises(RuntimeError):
        save_game(played, saved)
    assert saved.read_bytes() == old
    assert os.listdir(saved.parent) == [saved.name]


def test_failed_fsync_mid_write_keeps_the_old_save(played, saved, monkeypatch):
    old = saved.read_bytes()

    def broken(fd):
        raise OSError("I/O error")
    monkeypatch.setattr(saves.os, "fsync", broken)
    with pytest.raises(OSError):
        save_game(played, saved)
    assert saved.read_bytes() == old
    assert os.listdir(saved.parent) == [saved.name]


def test_save_file_is_plain_yaml_with_the_recorded_fields(saved, played):
    data = yaml.safe_load(saved.read_text())
    assert data["format"] == "ark-table-save" and data["game"] == "tiny"
    assert data["seed"] == 21 and data["state_hash"] == played.hash()
    assert len(data["commands"]) == len(played.log)


def test_the_tables_notes_travel_with_a_save(tmp_path):
    engine = new(seed=3)
    save_game(engine, tmp_path / "s.yaml", table={"bots": [1], "pads": {"0": 7}})
    loaded = load_game(tmp_path / "s.yaml", RULES)
    assert loaded.table_notes == {"bots": [1], "pads": {"0": 7}}
    assert loaded.hash() == engine.hash()


# --- every file from outside is data (issue 7) ---------------------------------------------------
@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(game=["tiny"]), "does not know"),
    (lambda d: d.update(game={"tiny": 1}), "does not know"),
    (lambda d: d["options"].update(goal=["ten"]), "goal"),
    (lambda d: d["options"].update(players={"a": 1}), "players"),
    (lambda d: d["options"].update(harder=[True]), "harder"),
    (lambda d: d.update(seed="seven"), "seed"),
    (lambda d: d.update(seed=True), "seed"),
    (lambda d: d.update(options=[1, 2]), "options"),
    (lambda d: d.update(state_hash=5), "state hash"),
    (lambda d: d.update(table={"bots": None}), "bots"),
    (lambda d: d.update(table={"pads": None}), "pads"),
    (lambda d: d.update(table={3: [1]}), "not text"),
    (lambda d: d.update(table=[1]), "notes"),
    (lambda d: d["commands"].append({"type": ["EndTurn"], "seat": 0}), "command"),
    (lambda d: d["commands"].append({"type": "EndTurn", "seat": [0]}), "whole number"),
    (lambda d: d["commands"].append({"type": "Play", "seat": 0, "cards": [[[[1]]]]}), "cards"),
    (lambda d: d["commands"].append(["EndTurn"]), "mapping"),
])
def test_odd_values_in_a_save_are_sentences(saved, change, words):
    edit(saved, change)
    assert words in _refusal(saved)


def test_a_huge_seed_is_refused_as_a_sentence(saved):
    saved.write_text(saved.read_text().replace("seed: 21", "seed: " + "9" * 5000))
    assert "5000 digits" in _refusal(saved)


def test_deep_nesting_in_a_save_is_a_sentence(saved):
    saved.write_text(saved.read_text().replace("seed: 21", "seed: " + "[" * 3000))
    assert "nest" in _refusal(saved)   # ours (48 levels) or libyaml's own (1000)


def test_a_50_megabyte_save_is_refused_by_its_size(tmp_path):
    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:
        handle.write(b"format: ark-table-save\n")
        handle.truncate(50 * 1024 * 1024)
    assert "50.0 MB" in _refusal(path)


def test_a_folder_in_place_of_a_save_is_a_sentence(tmp_path):
    (tmp_path / "folder.yaml").mkdir()
    _refusal(tmp_path / "folder.yaml")


def test_the_state_hash_is_written_last(saved):
    assert saved.read_text().rstrip().splitlines()[-1].startswith("state_hash: ")


def test_a_save_missing_any_of_its_last_bytes_is_refused_never_misread(played, tmp_path):
    path = tmp_path / "game.yaml"
    save_game(played, path, table={"bots": [1], "pads": []})
    whole = path.read_bytes()
    for cut in range(1, 120):
        path.write_bytes(whole[:-cut])
        try:
            loaded = load_game(path, RULES)
        except SaveError as exc:
            assert "Traceback" not in str(exc)
            continue
        assert cut == 1 and loaded.hash() == played.hash()   # only the final newline may go


def test_the_table_notes_come_back_as_they_were_saved(played, tmp_path):
    notes = {"bots": [1], "pads": [{"seat": 0, "instance_id": 3, "guid": "abc"}]}
    save_game(played, tmp_path / "s.yaml", table=notes)
    assert load_game(tmp_path / "s.yaml", RULES).table_notes == notes


def test_orphan_temporary_files_of_an_interrupted_save_are_removed(played, tmp_path):
    path = tmp_path / "game.yaml"
    old = tmp_path / "game.yaml.abc123.tmp"
    old.write_text("half a save")
    os.utime(old, (1, 1))
    fresh = tmp_path / "game.yaml.def456.tmp"   # perhaps another window saving right now
    fresh.write_text("a save in progress")
    other = tmp_path / "other.yaml.xyz.tmp"
    other.write_text("not ours")
    os.utime(other, (1, 1))
    save_game(played, path)
    assert not old.exists() and fresh.exists() and other.exists()
    assert load_game(path, RULES).hash() == played.hash()


def test_the_folder_is_flushed_after_the_rename(played, tmp_path, monkeypatch):
    import stat
    flushed = []
    real = os.fsync

    def fsync(fd):
        flushed.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real(fd)
    monkeypatch.setattr(saves.os, "fsync", fsync)
    save_game(played, tmp_path / "game.yaml")
    assert flushed == [False, True]   # the file's contents, then the folder's entry


def test_a_game_whose_log_does_not_reach_its_state_is_not_saved(played, saved):
    old = saved.read_bytes()
    played.state.count -= 1   # changed outside the rules: a save would not load
    with pytest.raises(SaveError, match="last good save is kept"):
        save_game(played, saved)
    assert saved.read_bytes() == old


def test_a_save_of_broken_cards_is_a_sentence(saved, monkeypatch):
    from game.engine.cards.problems import CardError, Problem

    class Broken(TinyRules):
        @property
        def cards(self):
            raise CardError([Problem("cards/tiny/core.yaml", 3, "the core is broken.")])
    assert "core.yaml:3" in _refusal_with(saved, {"tiny": Broken()})


def _refusal_with(path, rules) -> str:
    with pytest.raises(SaveError) as info:
        load_game(path, rules)
    return str(info.value)


def test_a_save_names_the_version_of_ark_table_that_wrote_it(saved):
    from game import __version__
    assert yaml.safe_load(saved.read_text())["app_version"] == __version__


def test_a_save_from_before_the_version_was_written_still_loads(saved, played):
    edit(saved, lambda data: data.pop("app_version"))
    assert load_game(saved, RULES).hash() == played.hash()
