"""Issue 19, item 15: saves and scenario files carry the rules version they were made with; an old save
after a rules change says so in a sentence instead of "edited or damaged", and replays where it can."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.engine import replay, script
from game.engine.core.engine import Engine
from game.engine.core.saves import SaveError, load_game, rules_version, save_game
from game.engine.games import rules_for
from game.engine.scenario import to_scenario

OLD = Path(__file__).resolve().parents[1] / "fixtures" / "old_rules"
PLANET = rules_for("planet")


def test_a_save_and_a_scenario_written_now_carry_the_games_rules_version(tmp_path):
    engine = Engine(PLANET, {"players": 2}, 4)
    save_game(engine, tmp_path / "game.yaml")
    assert yaml.safe_load((tmp_path / "game.yaml").read_text())["rules_version"] == rules_version(PLANET) == 2
    assert yaml.safe_load(to_scenario(engine))["rules_version"] == 2
    assert rules_version(rules_for("noah")) == 1          # a game whose rules name no version is at 1


def test_an_old_save_that_no_longer_plays_says_why_and_goes_on_from_its_last_good_move():
    engine = load_game(OLD / "planet_rules1_2p_seed1.yaml")
    assert len(engine.log) == 62
    notice = engine.load_notice
    assert notice.startswith("planet_rules1_2p_seed1.yaml was played under version 1 of the Noah Planet rules; "
                             "this table plays version 2: each tier row feeds from left to right")
    assert "Its first 62 of 63 moves were replayed under the new rules; move 63 (Feed) is not allowed by them" in notice
    assert "edited or damaged" not in notice and notice.endswith("so the game goes on from move 62.")


def test_an_old_save_the_change_does_not_touch_opens_as_it_was():
    engine = load_game(OLD / "planet_rules1_2p_seed3.yaml")
    assert engine.load_notice == "" and engine.is_over
    assert engine.hash() == yaml.safe_load((OLD / "planet_rules1_2p_seed3.yaml").read_text())["state_hash"]


def test_a_save_of_todays_rules_with_another_hash_is_still_edited_or_damaged(tmp_path):
    data = yaml.safe_load((OLD / "planet_rules1_2p_seed3.yaml").read_text())
    data["rules_version"], data["state_hash"] = 2, "0" * 64
    (tmp_path / "edited.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(SaveError, match="edited or damaged"):
        load_game(tmp_path / "edited.yaml")


@pytest.mark.parametrize("version, words", [(3, "newer than this Ark Table's (version 2)"),
                                            ("two", "its rules version is 'two'"), (0, "not a whole number from 1")])
def test_a_save_of_newer_rules_or_a_bad_version_is_refused_in_a_sentence(tmp_path, version, words):
    data = yaml.safe_load((OLD / "planet_rules1_2p_seed3.yaml").read_text())
    data["rules_version"] = version
    (tmp_path / "save.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(SaveError, match=words.replace("(", r"\(").replace(")", r"\)")):
        load_game(tmp_path / "save.yaml")


def test_replay_prints_the_notice_and_script_adds_it_to_a_failure(tmp_path, capsys):
    assert replay.main([str(OLD / "planet_rules1_2p_seed1.yaml"), "--to", "3"]) == 0
    assert "was played under version 1 of the Noah Planet rules" in capsys.readouterr().err
    # a save is a scenario: under today's rules its move 63 is refused, and the failure says the rules changed
    assert script.main([str(OLD / "planet_rules1_2p_seed1.yaml")]) == 1
    err = capsys.readouterr().err
    assert "command 63 (Feed) was refused" in err
    assert "(the file was written for version 1 of the Noah Planet rules; this table plays version 2" in err
    text = "game: planet\nrules_version: 3\n"
    (tmp_path / "new.yaml").write_text(text)
    assert script.main([str(tmp_path / "new.yaml")]) == 2
    assert "new.yaml:2: the file was written for version 3 of the Noah Planet rules" in capsys.readouterr().err


def test_an_old_beast_save_replays_without_the_round_limit_the_new_rules_retired():
    """Nature of the Beast is at version 2 since issue 19 ("A save of an older version is replayed under
    today's rules as far as its moves are allowed"): every save before it wrote `round_limit: 100`, an
    option ruling B14 retired, so that option is left out rather than the save refused."""
    assert rules_version(rules_for("beast")) == 2
    engine = load_game(OLD / "beast_rules1_rush_2p_seed2.yaml")
    assert "round_limit" not in engine.options and len(engine.log) == 72 and engine.is_over
    assert engine.load_notice.startswith("beast_rules1_rush_2p_seed2.yaml was played under version 1 of the Nature "
                                         "of the Beast rules; this table plays version 2: a Pen animal's powers wait")
    engine = load_game(OLD / "beast_rules1_supply_line_2p_seed1.yaml")
    assert len(engine.log) == 131 and "move 132 (CallAlly) is not allowed by them" in engine.load_notice


def test_an_old_beast_save_run_as_a_scenario_says_the_rules_changed(capsys):
    assert script.main([str(OLD / "beast_rules1_rush_2p_seed2.yaml")]) == 0
    capsys.readouterr()
    assert script.main([str(OLD / "beast_rules1_supply_line_2p_seed1.yaml")]) == 1
    err = capsys.readouterr().err
    assert "command 132 (CallAlly) was refused" in err and "written for version 1 of the Nature of the Beast" in err
