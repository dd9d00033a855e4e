"""A save of an older version of a game's rules (on the tiny game): replayed under today's rules as far
as its moves are allowed, with a sentence that says what changed; retired options are left out."""
from __future__ import annotations

from dataclasses import replace

import pytest
import yaml

from game.engine.core.saves import SaveError, load_game, save_game

from game.engine.core.steps import handler

from .tiny_game import Add, TinyRules, check_add, new


class TinyRules2(TinyRules):
    """Version 2 of the tiny game: adding two at once is no longer allowed, and `harder` is retired."""

    rules_version = 2
    rules_changes = {2: "a seat adds one at a time"}
    retired_options = {2: ("harder",)}
    steps = replace(TinyRules.steps, handlers={
        **TinyRules.steps.handlers,
        Add: handler("turn", lambda game, command: check_add(game, command) or
                     ("Add one at a time." if command.amount > 1 else None), TinyRules.steps.handlers[Add].rule)})


def saved_under_version_1(tmp_path, *commands, **options):
    engine = new(seed=2, **options)
    for command in commands:
        engine.submit(command)
    save_game(engine, tmp_path / "old.yaml")
    return tmp_path / "old.yaml"


def test_a_save_names_its_rules_version_and_one_of_todays_rules_loads_as_it_was(tmp_path):
    path = saved_under_version_1(tmp_path, Add(0, 1), Add(1, 2))
    assert yaml.safe_load(path.read_text())["rules_version"] == 1
    assert load_game(path, {"tiny": TinyRules()}).load_notice == ""


def test_an_old_save_that_no_longer_plays_says_why_and_goes_on_from_its_last_good_move(tmp_path):
    path = saved_under_version_1(tmp_path, Add(0, 1), Add(1, 2), Add(0, 1))
    engine = load_game(path, {"tiny": TinyRules2()})
    assert len(engine.log) == 1
    assert engine.load_notice == ("old.yaml was played under version 1 of the Tiny rules; this table plays version 2: "
                                  "a seat adds one at a time. Its first 1 of 3 moves were replayed under the new "
                                  "rules; move 2 (Add) is not allowed by them (Add one at a time), so the game goes "
                                  "on from move 1.")


def test_an_old_save_the_change_does_not_touch_opens_as_it_was(tmp_path):
    engine = load_game(saved_under_version_1(tmp_path, Add(0, 1), Add(1, 1)), {"tiny": TinyRules2()})
    assert engine.load_notice == "" and len(engine.log) == 2


def test_an_option_the_new_rules_retired_is_left_out_of_an_old_save(tmp_path):
    path = saved_under_version_1(tmp_path, Add(0, 1))
    data = yaml.safe_load(path.read_text())
    data["options"]["harder"] = True   # an option version 1 took and version 2 retired
    path.write_text(yaml.safe_dump(data))
    engine = load_game(path, {"tiny": TinyRules2()})
    assert "harder" not in engine.options and len(engine.log) == 1 and engine.load_notice == ""


def test_a_save_of_newer_rules_is_refused_in_a_sentence(tmp_path):
    path = tmp_path / "new.yaml"
    save_game(new(seed=2), path)
    data = yaml.safe_load(path.read_text())
    data["rules_version"] = 3
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(SaveError, match=r"version 3 of the Tiny rules, newer than this Ark Table's \(version 2\)"):
        load_game(path, {"tiny": TinyRules2()})
