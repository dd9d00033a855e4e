"""ark-table script (scenario files), ark-table sim, and the bots. (The example files run with their
expectations in tests/engine/test_scenarios.py.)"""
from __future__ import annotations

import json

from game.engine import script, sim
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.noah.rules import NOAH
from game.engine.play import play_game

from .scripting import run_script


def test_a_refused_command_prints_its_line_and_reason_and_exits_1(tmp_path, capsys):
    status, out, err = run_script(tmp_path, """game: noah
seed: 2
options: {factions: [silent_sentinels]}
setup: {turn: 0, factions: [{energy: 1}]}
commands:
  - {type: RecruitAgent, seat: 0, card: ilsbeth}
""", capsys)
    assert status == 1 and out == ""
    assert "scenario.yaml:6: command 1 (RecruitAgent) was refused:" in err and "Energy" in err


def test_a_mistake_in_the_setup_names_its_line_and_exits_2(tmp_path, capsys):
    status, _, err = run_script(tmp_path, """game: noah
options: {factions: [silent_sentinels]}
setup:
  factions:
    - {hand: [brick]}
""", capsys)
    assert status == 2
    assert "scenario.yaml:5:" in err and "has no 'brick'" in err


def test_an_unknown_command_and_broken_yaml_are_reported_not_raised(tmp_path, capsys):
    status, _, err = run_script(tmp_path, "game: noah\ncommands:\n  - {type: Fly, seat: 0}\n", capsys)
    assert status == 2 and "scenario.yaml:3:" in err and "no command called 'Fly'" in err
    status, _, err = run_script(tmp_path, "game: noah\ncommands: [\n", capsys)
    assert status == 2 and "broken" in err


def test_setup_stacks_decks_top_card_first(tmp_path, capsys):
    status, out, _ = run_script(tmp_path, """game: noah
seed: 4
options: {factions: [silent_sentinels, gutter_kings]}
setup:
  turn: 0
  turn_deck: ["hero:1", enemy, "hero:0"]
commands:
  - {type: EndTurn, seat: 0}
""", capsys)
    assert status == 0
    state = json.loads(out)["state"]
    assert state["turn_card"] == "hero:1" and state["turn"]["seat"] == 1


def test_sim_prints_win_rate_rounds_and_speed(capsys):
    assert sim.main(["--game", "noah", "--players", "2", "--games", "3", "--mission", "first_night"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "average rounds" in out and "commands/second" in out


def test_sim_refuses_an_unknown_mission_in_a_sentence(capsys):
    assert sim.main(["--mission", "nowhere"]) == 2
    assert "no mission called 'nowhere'" in capsys.readouterr().err


def wins(mission: str, games: int = 12) -> int:
    total = 0
    for seed in range(1, games + 1):
        engine = Engine(NOAH, {"players": 2, "mission": mission}, seed, undo=False)
        bots = [make_bot("heuristic", "noah", seed * 10 + s) for s in range(2)]
        total += bool(play_game(engine, bots).outcome.winners)
    return total


def test_the_heuristic_bot_wins_the_easiest_mission_often_and_the_hardest_far_less():
    easiest, hardest = wins("first_night"), wins("the_long_night")
    assert easiest >= 8
    assert hardest <= easiest - 4


def test_random_bots_finish_games_at_every_player_count():
    for players in (1, 2, 3, 4):
        engine = Engine(NOAH, {"players": players}, players, undo=False)
        result = play_game(engine, [make_bot("random", "noah", s) for s in range(players)])
        assert result.finished
