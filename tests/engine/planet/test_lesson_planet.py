"""The Noah Planet lessons (lessons/planet.yaml, lessons/planet_solo.yaml, issue 23), played by their own
steps: each `do` and `play` in order, with the steps' `expect`s, as a scenario; and what the issue asks
each lesson to reach: the six actions, a species that starves, scoring and the end at 100 (two players);
the single player's discards for actions, the end of the Action Phase and the achievement title (alone)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.engine.core.protocol import Rejected
from game.engine.planet.events import GameEnded, MigratoryAnimalLeft, Scored, SpeciesWentExtinct
from game.engine.planet.state import ACTIONS, FEEDING, OVER, SEARCH
from game.engine.scenario import load_scenario, run

LESSONS = Path(__file__).resolve().parents[3] / "lessons"


def played(name: str, tmp_path) -> tuple[list, list, list, object]:
    """Play a lesson as a scenario: its steps' do/play moves (and expects) in order as `commands:`; the
    learner's Feed must be the feeding the table proposes (the one its Confirm button sends).
    Returns the moves (with `do` or `play`), every event, the phase after each move, and the engine."""
    data = yaml.safe_load((LESSONS / name).read_text(encoding="utf-8"))
    lesson = data.pop("lesson")
    players = data.get("players") or data.get("options", {}).get("players")
    assert lesson["learner"] == 0 and lesson["title"] and lesson["then"]["players"] == players
    moves, commands = [], []
    for step in lesson["steps"]:
        for kind in ("do", "play"):
            if kind in step:
                move = step[kind]
                if kind == "do" and move["type"] == "Feed":   # what the table's Confirm sends
                    commands.append({"expect": {"view.0.feeding.proposal": move["meals"],
                                                "view.0.feeding.proven": True}})
                moves.append((kind, move))
                commands.append(move)
        if "expect" in step:
            commands.append({"expect": step["expect"]})
    path = tmp_path / name
    path.write_text(yaml.safe_dump({**data, "commands": commands}, sort_keys=False), encoding="utf-8")
    scenario = load_scenario(path)
    events, phases = [], []

    def seen(new):
        assert not (new and isinstance(new[0], Rejected)), new[0]
        events.extend(new)
        phases.append(scenario.engine.state.phase)

    run(scenario, on_events=seen)
    return moves, events, phases, scenario.engine


def types(moves, kind: str) -> set[str]:
    return {move["type"] for k, move in moves if k == kind}


@pytest.mark.parametrize("name", ["planet.yaml", "planet_solo.yaml"])
def test_each_lesson_plays_to_its_end_by_its_own_steps(name, tmp_path):
    moves, _, _, engine = played(name, tmp_path)
    assert engine.rules.outcome(engine.state).finished
    learner = [move for kind, move in moves if kind == "do"]
    assert learner and all(move["seat"] == 0 for move in learner)
    assert all(move["seat"] != 0 for kind, move in moves if kind == "play")


def test_the_two_player_lesson_takes_each_of_the_six_actions_feeds_with_a_starving_species_and_ends_at_100(
        tmp_path):
    moves, events, phases, engine = played("planet.yaml", tmp_path)
    assert {"Search", "KeepCard", "Circulate", "Regenerate", "Plant", "Create", "Develop", "Feed"} <= types(moves, "do")
    assert {ACTIONS, SEARCH, FEEDING, OVER} <= set(phases)
    starved = [e for e in events if isinstance(e, SpeciesWentExtinct) and e.reason == "starved"]
    assert [(e.seat, e.card) for e in starved] == [(0, "rattlesnake#1")]
    scored = [(e.seat, e.old, e.new) for e in events if isinstance(e, Scored)]
    assert scored[0] == (0, 78, 92) and (0, 92, 102) in scored
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].winners == (0,) and max(ended[0].scores) >= 100
    assert engine.state.turns_taken == 4          # the round was finished: both seats had two turns


def test_the_solo_lesson_discards_for_actions_ends_the_action_phase_and_earns_a_title(tmp_path):
    moves, events, phases, engine = played("planet_solo.yaml", tmp_path)
    assert {"DiscardForAction", "Develop", "Plant", "Create", "EndActions", "Feed"} <= types(moves, "do")
    assert not types(moves, "play")
    assert {ACTIONS, FEEDING, OVER} <= set(phases)
    assert [e.card for e in events if isinstance(e, MigratoryAnimalLeft)] == ["canada_goose#1"]
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1 and ended[0].title == "Saint of Noah" and ended[0].rounds == 6
