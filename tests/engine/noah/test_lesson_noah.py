"""The NOAH lesson (lessons/noah.yaml, issue 23) played by following its own steps: each `do` (the
learner's move) and `play` (another seat's) in order, with its `expect:` checks, as a scenario run by
`ark-table script`'s runner; and the rules the issue names for NOAH each happen on the way."""
from __future__ import annotations

from pathlib import Path

import yaml

from game.engine.scenario import load_scenario, run

LESSON = Path(__file__).resolve().parents[3] / "lessons" / "noah.yaml"
STEP_KEYS = {"say", "look", "do", "play", "not_yet", "expect"}


def _lesson() -> dict:
    return yaml.safe_load(LESSON.read_text())


def as_scenario(lesson_file: dict) -> dict:
    """The lesson as a plain scenario: its position and chance, and its steps' moves and checks as
    `commands:` in order (Continue steps make no move)."""
    scenario = {k: v for k, v in lesson_file.items() if k != "lesson"}
    commands = []
    for step in lesson_file["lesson"]["steps"]:
        for key in ("do", "play"):
            if key in step:
                commands.append(step[key])
        if "expect" in step:
            commands.append({"expect": step["expect"]})
    scenario["commands"] = commands
    return scenario


def _played(tmp_path):
    """Play the lesson to its end; the engine and every event of the lesson's own moves."""
    path = tmp_path / "noah_lesson.yaml"
    path.write_text(yaml.safe_dump(as_scenario(_lesson()), sort_keys=False))
    scenario = load_scenario(path)
    events = []
    run(scenario, lambda new: events.extend(e.to_dict() for e in new))
    return scenario.engine, events


def test_the_steps_are_the_lesson_format():
    lesson = _lesson()["lesson"]
    steps = lesson["steps"]
    assert all(set(step) <= STEP_KEYS for step in steps), [set(s) - STEP_KEYS for s in steps]
    moves = [step["do"] for step in steps if "do" in step]
    assert moves and all(move["seat"] == lesson["learner"] for move in moves)
    assert all("say" in step for step in steps if "expect" not in step)
    assert 25 <= len([s for s in steps if "say" in s]) <= 45
    last = steps[-1]
    assert "say" in last and "do" not in last and "play" not in last      # ends at a Continue step


def test_the_lesson_plays_to_its_end(tmp_path):
    engine, _ = _played(tmp_path)
    state = engine.state
    assert not state.outcome
    assert (state.phase, state.round, state.turn.kind, state.turn.seat) == (2, 3, "hero", 0)


def test_the_lesson_reaches_every_rule_the_issue_names(tmp_path):
    engine, events = _played(tmp_path)
    kinds = {type(command).__name__ for command in engine.log}
    # play Action cards, recruit Agents and upgrade abilities, Mercenaries, a window of the Enemy turn
    assert kinds >= {"PlayAction", "RecruitAgent", "AdvanceAbility", "EndTurn", "Pass", "RecruitMercenary",
                     "PlayMercenary"}

    def where(type_, **fields):
        return [i for i, e in enumerate(events) if e["type"] == type_ and all(e[k] == v for k, v in fields.items())]

    assert where("ActionPlayed", upgrade="discard")                       # an upgraded action
    assert where("TrackMoved", track="ability", new=1) and where("TrackMoved", track="ability", new=2)
    assert where("TrackMoved", track="energy", cause="energy reset")      # step 3
    # the Enemy turn with both dice: the starburst and the crescent
    dice = where("HorrorDiceRolled", damage_face="burst", crescents=1)
    enemy_turn_over = where("TurnEnded", seat=-1)
    assert dice and enemy_turn_over
    # out-of-turn Defense: Oryn blocks in the Enemies' turn, before the Reality Loss die resolves
    oryn = where("ActionPlayed", card="oryn")
    blocked = where("DamageBlocked", source="oryn", amount=1)
    reality = [i for i in where("RealityLossMoved", old=3, new=4)]
    assert dice[0] < oryn[0] < blocked[0] < reality[0] < enemy_turn_over[0]
    assert not where("TrackMoved", track="health", cause="the Enemies")   # the block took it all
    # a free turn, then defeated Enemies and their rewards
    assert where("TurnCardDrawn", card="free")
    defeated = [events[i]["enemy"] for i in where("EnemyDefeated")]
    assert defeated == ["sand_herald", "somnambulist"]
    assert where("EffectResolved", source="sand_herald", trigger="reward")
    assert where("PromptRaised", kind="recruit_mercenary")
    assert where("MercenaryRecruited", card="brass_knuckle", cost=1) and where("MercenaryPlayed", card="brass_knuckle")
    assert where("TrackMoved", track="health", cause="somnambulist")      # the Somnambulist's reward
    # a phase end: the row cleared, the pointer to the red space, phase 2 laid out, a new round
    assert where("PhaseEnded", phase=1, survivors=0) and where("PhaseStarted", phase=2)
    assert len(where("EnemyPlaced")) == 4
    assert where("RoundStarted", round=3)
