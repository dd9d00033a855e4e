"""Scenario files v2, for every game: expectations, commands that must be refused, dice set by the file,
the whole NOAH state settable, the output, saves as scenarios and "Save as scenario"."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.engine import script
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.core.saves import save_game
from game.engine.games import rules_for
from game.engine.play import play_game
from game.engine.scenario import load_scenario, run, to_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HEAD = """game: noah
seed: 3
options: {factions: [silent_sentinels, gutter_kings], mission: blackout}
"""


def run_text(tmp_path, text, capsys, *flags):
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    status = script.main([str(path), *flags])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_runs_and_meets_its_expectations(example, capsys):
    assert script.main([str(example)]) == 0, capsys.readouterr().err


def test_the_format_document_lists_every_example_and_only_files_that_exist():
    docs = (EXAMPLES.parent / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"`examples/([\w-]+\.yaml)`", docs[docs.index("## Examples"):]))
    assert listed == {p.name for p in EXAMPLES.glob("*.yaml")}


def test_an_expectation_met_passes_and_one_not_met_names_its_line_path_and_values(tmp_path, capsys):
    passing = HEAD + "setup: {turn: 0}\ncommands:\n  - expect: {state.factions.0.energy: 5, active_seats: [0, 1]}\n"
    assert run_text(tmp_path, passing, capsys)[0] == 0
    status, out, err = run_text(tmp_path, HEAD + "commands:\n  - expect:\n      state.factions.1.health: 7\n",
                                capsys)
    assert status == 1 and out == ""
    assert "scenario.yaml:6: expected 7 at state.factions.1.health, got 8" in err


def test_a_missing_path_says_nothing_is_there(tmp_path, capsys):
    status, _, err = run_text(tmp_path, HEAD + "expect: {view.0.row.9.health: 1}\n", capsys)
    assert status == 1 and "got \"<nothing at 9>\"" in err


def test_a_path_must_start_at_a_known_root(tmp_path, capsys):
    status, _, err = run_text(tmp_path, HEAD + "expect: {factions.0.health: 8}\n", capsys)
    assert status == 2 and "scenario.yaml:4:" in err and "starts with one of state, view" in err


def test_a_command_that_must_be_refused_is_refused_with_those_words_and_the_run_goes_on(tmp_path, capsys):
    text = HEAD + """setup: {turn: 0, factions: [{energy: 1}]}
commands:
  - {type: RecruitAgent, seat: 0, card: ilsbeth, refused: "energy"}
  - {type: EndTurn, seat: 1, refused: "turn"}
  - expect: {state.factions.0.energy: 1}
"""
    status, out, err = run_text(tmp_path, text, capsys)
    assert status == 0, err
    assert json.loads(out)["state"]["factions"][0]["energy"] == 1


def test_a_refusal_with_other_words_or_no_refusal_fails_on_its_line(tmp_path, capsys):
    text = HEAD + "setup: {turn: 0, factions: [{energy: 1}]}\ncommands:\n  - {type: RecruitAgent, seat: 0, card: ilsbeth, refused: \"hand limit\"}\n"
    status, _, err = run_text(tmp_path, text, capsys)
    assert status == 1 and "scenario.yaml:6:" in err and "not one saying 'hand limit'" in err
    text = HEAD + "setup: {turn: 0}\ncommands:\n  - {type: EndTurn, seat: 0, refused: \"not your turn\"}\n"
    status, _, err = run_text(tmp_path, text, capsys)
    assert status == 1 and "should have been refused" in err


def test_the_horror_dice_can_be_set_by_the_file_and_must_show_faces_the_dice_have(tmp_path, capsys):
    text = HEAD + """setup:
  turn: 0
  turn_deck: [enemy, "hero:1"]
chance:
  dice:
    - {damage: blank, crescents: 1}
commands:
  - {type: EndTurn, seat: 0}
"""
    status, out, err = run_text(tmp_path, text, capsys, "--events")
    assert status == 0, err
    rolled = [json.loads(line) for line in err.splitlines() if '"HorrorDiceRolled"' in line]
    assert rolled and rolled[0]["damage_face"] == "blank" and rolled[0]["crescents"] == 1
    status, _, err = run_text(tmp_path, text.replace("crescents: 1", "crescents: 2"), capsys)
    assert status == 2 and "scenario.yaml:9:" in err and "no face with 2 crescents" in err


def test_the_events_of_setup_come_first_with_events(tmp_path, capsys):
    status, _, err = run_text(tmp_path, HEAD, capsys, "--events")
    assert status == 0 and json.loads(err.splitlines()[0])["type"] == "EnemyPlaced"


def test_the_output_holds_the_state_every_seats_view_and_the_outcome(tmp_path, capsys):
    status, out, _ = run_text(tmp_path, HEAD, capsys)
    data = json.loads(out)
    assert status == 0 and set(data["views"]) == {"0", "1"} and "rng" not in data["state"]
    assert data["outcome"]["finished"] is False and data["views"]["0"]["row"][0]["health"] >= 1


def test_where_the_game_stands_is_settable_and_checked_as_the_rules_would(tmp_path, capsys):
    text = HEAD + """setup:
  phase: 2
  round: 4
  graveyard: [dream_eater]
  turn_card: "hero:0"
  drawn_turn_cards: [enemy]
  mercenary_discard: [bud]
commands:
  - expect: {state.phase: 2, state.round: 4, state.graveyard: [dream_eater], state.turn_card: "hero:0",
             state.turn_discard: [enemy], state.mercenary_discard: [bud]}
"""
    status, out, err = run_text(tmp_path, text, capsys)
    assert status == 0, err
    state = json.loads(out)["state"]
    dial = rules_for("noah").cards.dials[state["dial"]]
    assert state["dial_position"] == state["phase_start"] == dial.reds[0]
    mercs = state["mercenary_deck"] + state["mercenary_display"] + state["mercenary_discard"]
    assert sorted(mercs) == sorted(m.id for m in rules_for("noah").cards.mercenaries.values()
                                   for _ in range(m.count))
    for bad, words in (("phase: 4", "the phase is 1 to 3"), ("graveyard: [nobody]", "no Enemy 'nobody'"),
                       ("turn_card: wild", "not a turn card"), ("drawn_turn_cards: [enemy, enemy, enemy]",
                                                                 "not that many enemy")):
        status, _, err = run_text(tmp_path, HEAD + f"setup:\n  {bad}\n", capsys)
        assert status == 2 and "scenario.yaml:5:" in err and words in err, (bad, err)


def test_a_save_is_a_scenario_and_save_as_scenario_reproduces_the_game(tmp_path, capsys):
    rules = rules_for("noah")
    engine = Engine(rules, {"players": 2}, 5)
    play_game(engine, [make_bot("random", "noah", s) for s in range(2)], max_commands=60)
    save_game(engine, tmp_path / "game.yaml")
    assert script.main([str(tmp_path / "game.yaml")]) == 0
    capsys.readouterr()
    (tmp_path / "again.yaml").write_text(to_scenario(engine, "a bug report"))
    scenario = load_scenario(tmp_path / "again.yaml")
    run(scenario)
    assert scenario.engine.hash() == engine.hash()


def test_scenarios_work_for_every_game(tmp_path, capsys):
    for game in ("beast",):
        status, out, err = run_text(tmp_path, f"game: {game}\nseed: 2\nplayers: 2\nexpect: {{outcome.finished: false}}\n",
                                    capsys)
        assert status == 0, err
        assert json.loads(out)["game"] == game
