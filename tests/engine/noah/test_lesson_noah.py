"""The NOAH lesson (lessons/noah.yaml, issue 23) followed by its own steps with the lesson engine
(game.engine.lesson, as `ark-table script` checks it): each `do` carried out at its step, each `expect`
met; and each rule the issue names for NOAH happens on the way, in the order the lesson tells it."""
from __future__ import annotations

from game.engine.lesson import check_lesson, load_lesson
from game.resources import LESSONS

LESSON = LESSONS / "noah.yaml"


def _played():
    """Follow the lesson to its end; the lesson and every event of its moves."""
    lesson = load_lesson(LESSON)
    events = []
    check_lesson(lesson, lambda new: events.extend(e.to_dict() for e in new))
    return lesson, events


def test_a_first_game_solo_a_newcomer_can_follow():
    lesson = load_lesson(LESSON)
    shown = [step for step in lesson.steps if step.kind != "expect"]
    assert lesson.seats() == [0] and lesson.learner == 0
    assert all(step.kind in ("do", "continue") and step.say for step in shown)   # words on every step
    assert 25 <= len(shown) <= 45
    # the real game: the learner keeps the faction learned, beside an easy bot's faction
    learned = lesson.engine.options["factions"]
    assert lesson.then["options"]["factions"][lesson.learner] == learned[0] and lesson.then["options"]["players"] == 2


def test_the_lesson_plays_to_its_end():
    lesson, _ = _played()
    assert lesson.finished
    state = lesson.engine.state
    assert not state.outcome
    assert (state.phase, state.round, state.turn.kind, state.turn.seat) == (2, 3, "hero", 0)


def test_the_lesson_reaches_every_rule_the_issue_names():
    lesson, events = _played()
    kinds = {type(command).__name__ for command in lesson.engine.log}
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
