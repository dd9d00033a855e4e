"""The Nature of the Beast lesson (lessons/beast.yaml, issue 23) plays to its end by following its own
steps, and on the way reaches every rule the issue names for it: the Pen, recruiting with Clout from
two Habitats, moving, a battle with allies and a Trick, a tie, Fury and Dark Nature, a Location, an
Item, a Leader, wrap-up, and a way to win.

Until the lesson engine reads `lesson:` itself, `lesson_scenario` turns the lesson into the plain
scenario it stands for (its `do` and `play` moves and its `expect` checks, in order, as `commands:`),
which `ark-table script` runs."""
from __future__ import annotations

from pathlib import Path

import yaml

from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from game.engine.cards.yaml_lines import load_yaml
from game.engine.core.engine import Engine
from game.engine.scenario import load_scenario, run

LESSON = Path(__file__).resolve().parents[3] / "lessons" / "beast.yaml"


def lesson_scenario(lesson: Path, folder: Path) -> Path:
    """The lesson as a scenario file in `folder`: the same position, and each step's move or check."""
    data, problems = load_yaml(lesson)
    assert not problems, problems
    steps = data.pop("lesson")["steps"]
    data["commands"] = [{"expect": dict(step["expect"])} if "expect" in step else dict(step.get("do") or step["play"])
                        for step in steps if {"do", "play", "expect"} & set(step)]
    path = folder / "beast_lesson_scenario.yaml"
    path.write_text(yaml.safe_dump(_plain(data), sort_keys=False))
    return path


def _plain(value):
    """The loader's line-keeping mappings and lists as plain ones, for yaml.safe_dump."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def played(tmp_path) -> tuple[object, list[tuple[str, object, list]]]:
    """Run the lesson; each move as (the stage it was made in, the command, its events)."""
    scenario = load_scenario(lesson_scenario(LESSON, tmp_path))
    engine = scenario.engine
    moves = []
    submit = engine.submit

    def recorded(command):
        stage = engine.prompt.kind
        events = submit(command)
        moves.append((stage, command, events))
        return events

    engine.submit = recorded
    run(scenario)
    return engine, moves


def test_the_lesson_plays_to_its_end_a_land_victory_for_the_learner(tmp_path):
    engine, moves = played(tmp_path)
    outcome = engine.rules.outcome(engine.state)
    assert outcome.finished and outcome.winners == (0,)
    assert outcome.reason.startswith("Land Victory")
    shown = [s for s in yaml.safe_load(LESSON.read_text())["lesson"]["steps"] if "expect" not in s]
    assert 25 <= len(shown) <= 45   # a lesson of about 25-45 steps, each a sentence or two


def test_the_lesson_reaches_every_command_and_phase_the_issue_names(tmp_path):
    _, moves = played(tmp_path)
    learner = [(stage, type(c).__name__) for stage, c, _ in moves if c.seat == 0]
    # the Pen and Step 1; recruiting, moving; a battle's phases and its defeat; Step 3, the wrap-up
    for wanted in [("preparation", "FlipRecruit"), ("preparation", "TopLeader"), ("preparation", "FinishPreparation"),
                   ("actions", "RecruitAnimal"), ("actions", "MoveAnimal"), ("actions", "DeclareBattle"),
                   ("battle_phase", "CallAlly"), ("battle_phase", "PlayEvent"), ("battle_phase", "PassPhase"),
                   ("actions", "ClaimLocation"), ("actions", "EquipItem"), ("actions", "PlayEvent"),
                   ("free_actions", "EndTurn"), ("wrap_up", "DiscardTrick")]:
        assert wanted in learner, wanted
    others = {(stage, type(c).__name__) for stage, c, _ in moves if c.seat == 1}
    assert {("battle_phase", "CallAlly"), ("battle_phase", "PlayEvent"), ("defeat", "AcceptDefeat")} <= others


def test_the_lesson_shows_each_rule_happen(tmp_path):
    _, moves = played(tmp_path)
    cards = BEAST.cards.cards
    events = [(stage, e) for stage, _, batch in moves for e in batch]
    named = [(stage, type(e).__name__, e) for stage, e in events]

    def of(name):
        return [e for _, n, e in named if n == name]

    # recruiting with Clout from two Habitats: a Pen recruit of another Habitat trashed to pay
    habitats = []
    for _, command, batch in moves:
        recruited = [e for e in batch if type(e).__name__ == "AnimalRecruited"]
        for e in recruited:
            paid = [t.card for t in batch if type(t).__name__ == "CardTrashed" and t.from_zone == "pen"]
            habitats += [(cards[card_id(e.card)].habitat, cards[card_id(p)].habitat) for p in paid]
    assert any(recruit != source for recruit, source in habitats)
    # a battle with allies on both sides and a Trick played in it; a tie the defender wins
    assert {e.seat for e in of("AllyJoined")} == {0, 1}
    assert any(stage == "battle_phase" and e.seat == 0 for stage, n, e in named if n == "EventPlayed")
    assert any(e.attack_total == e.defend_total and e.winner == 1 for e in of("BattleResolved"))
    # Fury into Dark Nature, then a Dark Nature card played
    assert [e.seat for e in of("DarkNatureEntered")] == [0]
    played_dark = [e.card for e in of("EventPlayed") if cards[card_id(e.card)].dark]
    assert played_dark and all(card.startswith("0.") for card in played_dark)
    # a Leader topped and recruited with its animal; a Location claimed; an Item equipped
    assert of("LeaderTopped") and any(e.leader for e in of("AnimalRecruited"))
    assert of("LocationClaimed") and of("ItemEquipped")
    # the wrap-up, and the win
    assert any(stage == "wrap_up" for stage, n, _ in named if n == "TrickDiscarded")
    assert of("GameWon")[0].winners == (0,)


def test_the_real_game_after_the_lesson_is_the_default_game_for_two():
    then = yaml.safe_load(LESSON.read_text())["lesson"]["then"]
    engine = Engine(BEAST, {**then["options"], "players": then["players"]}, 1)
    assert engine.options["decks"] == ["farm", "forest"] and engine.rules.seats(engine.state) == [0, 1]
