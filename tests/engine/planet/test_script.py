"""`ark-table script` and `ark-table sim` with Noah Planet: set-up problems name their line. (The Planet
examples, examples/planet_*.yaml, run with their expectations in tests/engine/test_scenarios.py.)"""
from __future__ import annotations

from game.engine import sim

from ..scripting import run_script


def test_a_setup_problem_names_its_line(tmp_path, capsys):
    status, _, err = run_script(tmp_path, """game: planet
players: 2
setup:
  turn: 0
  players:
    - {hand: [rabbit, orchid]}
""", capsys)
    assert status == 2 and "scenario.yaml:6:" in err and "orchid is a Basic Plant" in err


def test_an_unknown_card_and_too_many_copies_are_reported(tmp_path, capsys):
    status, _, err = run_script(tmp_path, """game: planet
setup:
  noah_pile: [unicorn]
""", capsys)
    assert status == 2 and "scenario.yaml:3:" in err and "no card 'unicorn'" in err
    status, _, err = run_script(tmp_path, """game: planet
setup:
  players:
    - {ecosystem: [bengal_tiger, bengal_tiger]}
""", capsys)
    assert status == 2 and "no free copy of 'bengal_tiger'" in err


def test_a_refused_feed_prints_the_rules_sentence(tmp_path, capsys):
    status, _, err = run_script(tmp_path, """game: planet
setup:
  turn: 0
  phase: feeding
  players:
    - {ecosystem: [fig, rabbit]}
commands:
  - {type: Feed, seat: 0, meals: []}
""", capsys)
    assert status == 1 and "scenario.yaml:8: command 1 (Feed) was refused: The Rabbit can eat" in err


def test_sim_runs_planet_with_its_options(capsys):
    assert sim.main(["--game", "planet", "--players", "3", "--games", "2", "--bot", "random",
                     "--variant", "strategy", "--environments", "2"]) == 0
    out = capsys.readouterr().out
    assert "planet: 2 games, 3 player(s), strategy, 2 environments, bot random" in out
    assert "seat 1 wins" in out


def test_docs_scenarios_documents_every_planet_setup_key_and_every_chance_point():
    """docs/SCENARIOS.md stays in step with the code: each key of a Planet setup: is in its Planet
    section, and each game's chance points are in the chance table."""
    from pathlib import Path
    from game.engine.games import game_names, game_spec
    from game.engine.planet.overrides import SEAT_KEYS, SETUP_KEYS
    docs = (Path(__file__).resolve().parents[3] / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
    planet = docs[docs.index("## Noah Planet: `setup`"):docs.index("## Examples")]
    assert [key for key in SETUP_KEYS + SEAT_KEYS if f"{key}:" not in planet] == []
    table = docs[docs.index("## Chance: named chance points"):docs.index("## NOAH: `setup`")]
    missing = [(g, p) for g in game_names() for p in game_spec(g).chance_points if f"`{p}`" not in table]
    assert missing == []
