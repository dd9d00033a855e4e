"""`ark-table script` and `ark-table sim` with Nature of the Beast."""
from __future__ import annotations

import json
from pathlib import Path

from game.engine import script, sim

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def test_the_combat_example_script_ends_as_the_rulebook_says(capsys):
    assert script.main([str(EXAMPLES / "beast_combat_example_1.yaml")]) == 0
    state = json.loads(capsys.readouterr().out)["state"]
    evan = state["players"][0]
    assert evan["fury"] == 6 and evan["field"][0][1] is None and "0.stray_dog.1" in evan["troops"]


def test_a_setup_mistake_names_its_line(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text("game: beast\nsetup:\n  players:\n    - hand: [bessie_the_cow]\n")
    assert script.main([str(path)]) == 2
    assert f"{path}:4:" in capsys.readouterr().err


def test_sim_plays_the_named_decks_and_prints_each_seats_wins(capsys):
    assert sim.main(["--game", "beast", "--players", "2", "--games", "2", "--decks", "farm,forest",
                     "--bot", "random"]) == 0
    out = capsys.readouterr().out
    assert "decks farm v forest" in out and "seat 2 wins" in out


def test_sim_refuses_an_unknown_deck_in_a_sentence(capsys):
    assert sim.main(["--game", "beast", "--decks", "farm,jungle"]) == 2
    assert "no deck 'jungle'" in capsys.readouterr().err
