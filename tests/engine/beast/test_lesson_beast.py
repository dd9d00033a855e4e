"""The Nature of the Beast lesson (lessons/beast.yaml, issue 23) plays to its end by following its own
steps (game.engine.lesson.check_lesson, as `ark-table script` does), and on the way each rule the issue
names for it really happens: the Pen, recruiting with Clout from two Habitats, moving, a battle with
allies and a Trick, a tie, Fury and Dark Nature, a Location, an Item, a Leader, wrap-up, and a win."""
from __future__ import annotations

from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from game.engine.core.engine import Engine
from game.engine.lesson import check_lesson, load_lesson
from game.resources import LESSONS

LESSON = LESSONS / "beast.yaml"


def played():
    """Follow the lesson; each move as (the stage it was made in, the command, its events)."""
    lesson = load_lesson(LESSON)
    stages, batches = [lesson.engine.prompt.kind], []

    def seen(events) -> None:
        batches.append(events)
        stages.append(lesson.engine.prompt.kind if lesson.engine.prompt else None)

    check_lesson(lesson, seen)
    return lesson, list(zip(stages, lesson.engine.log, batches))


def test_the_lesson_plays_to_its_end_a_land_victory_for_the_learner():
    lesson, _ = played()
    outcome = BEAST.outcome(lesson.engine.state)
    assert outcome.finished and outcome.winners == (0,)
    assert outcome.reason.startswith("Land Victory")
    shown = [s for s in lesson.steps if s.kind != "expect"]
    assert 25 <= len(shown) <= 45   # a lesson of about 25-45 steps, each a sentence or two


def test_the_lesson_reaches_every_command_and_phase_the_issue_names():
    _, moves = played()
    learner = {(stage, type(c).__name__) for stage, c, _ in moves if c.seat == 0}
    # the Pen and Step 1; recruiting, moving, the free actions; a battle's phases; Step 3, the wrap-up
    assert {("preparation", "FlipRecruit"), ("preparation", "TopLeader"), ("preparation", "FinishPreparation"),
            ("actions", "RecruitAnimal"), ("actions", "MoveAnimal"), ("actions", "DeclareBattle"),
            ("battle_phase", "CallAlly"), ("battle_phase", "PlayEvent"), ("battle_phase", "PassPhase"),
            ("actions", "ClaimLocation"), ("actions", "EquipItem"), ("actions", "PlayEvent"),
            ("free_actions", "EndTurn"), ("wrap_up", "DiscardTrick")} <= learner
    others = {(stage, type(c).__name__) for stage, c, _ in moves if c.seat == 1}
    assert {("battle_phase", "CallAlly"), ("battle_phase", "PlayEvent"), ("defeat", "AcceptDefeat")} <= others


def test_the_lesson_shows_each_rule_happen():
    _, moves = played()
    cards = BEAST.cards.cards
    named = [(stage, type(e).__name__, e) for stage, _, batch in moves for e in batch]

    def of(name):
        return [e for _, n, e in named if n == name]

    # recruiting with Clout from two Habitats: a recruit of another Habitat trashed from the Pen to pay
    habitats = [(cards[card_id(e.card)].habitat, cards[card_id(t.card)].habitat)
                for _, _, batch in moves for e in batch if type(e).__name__ == "AnimalRecruited"
                for t in batch if type(t).__name__ == "CardTrashed" and t.from_zone == "pen"]
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
    lesson = load_lesson(LESSON)
    engine = Engine(BEAST, lesson.then["options"], 1)
    assert engine.options["decks"] == ["farm", "forest"] and engine.rules.seats(engine.state) == [0, 1]
