"""NOAH's saves on the engine core: its options in a save, the bad saves reported in issue 7, and a save
loaded by the registry of every game. The core's saves are tested on the tiny game (tests/engine/core)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.core.saves import load_game, save_game
from game.engine.noah.rules import NOAH

from ..core.save_files import edit, refusal
from .driver import play
from .scenario import SS, GK, new

RULES = {"noah": NOAH}
BAD = Path(__file__).resolve().parents[2] / "fixtures" / "bad_inputs"


@pytest.fixture
def played():
    e = new([SS, GK], seed=21)
    play(e, 80, pick_seed=2)
    return e


@pytest.fixture
def saved(played, tmp_path):
    save_game(played, tmp_path / "game.yaml")
    return tmp_path / "game.yaml"


def test_bad_options_are_refused(saved):
    edit(saved, lambda d: d["options"].update(factions=["no_such_faction"]))
    refusal(saved, RULES)


@pytest.mark.parametrize("name", sorted(p.name for p in BAD.glob("save_*.yaml")))
def test_each_reported_bad_save_is_a_sentence(name):
    message = refusal(BAD / name, RULES)
    assert name in message


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(game=["noah"]), "does not know"),
    (lambda d: d.update(game={"noah": 1}), "does not know"),
    (lambda d: d["options"].update(mission=["blackout"]), "mission"),
    (lambda d: d["options"].update(factions={"a": 1}), "factions"),
    (lambda d: d["options"].update(harder=[True]), "harder"),
    (lambda d: d["commands"].append({"type": "PlayAction", "seat": 0, "card": "x", "target": [[[[1]]]]}), "target"),
])
def test_odd_values_in_a_save_are_sentences(saved, change, words):
    edit(saved, change)
    assert words in refusal(saved, RULES)


def test_load_game_knows_every_registered_game_by_default(saved, played):
    assert load_game(saved).hash() == played.hash()
