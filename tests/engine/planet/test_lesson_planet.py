"""The Noah Planet lessons (lessons/planet.yaml, lessons/planet_solo.yaml; issue 23), followed by their own
steps with the lesson engine: what the rules do on the way, beyond the command types, stages and events
every lesson is checked for (tests/lessons): the Rattlesnake starves, the scores move to 100 and past, the
round is finished and the learner wins; alone, discarding for actions, a Migratory animal leaving and
the achievement title. Each Feed the learner must make is the one the table proposes, which is what its
Confirm button sends."""
from __future__ import annotations

import json

import pytest

from game.engine.lesson import check_lesson, load_lesson
from game.engine.planet.commands import Feed
from game.engine.planet.events import GameEnded, MigratoryAnimalLeft, Scored, SpeciesWentExtinct
from game.engine.planet.state import SEARCH
from game.resources import LESSONS


def followed(name: str) -> tuple[list, list, set]:
    """Every event of the lesson, followed to its end, the phases it passed and the learner's move types."""
    lesson = load_lesson(LESSONS / name)
    events, phases = [], []

    def seen(new) -> None:
        events.extend(new)
        phases.append(lesson.engine.state.phase)

    check_lesson(lesson, seen)
    return events, phases, {type(s.do).__name__ for s in lesson.steps if s.kind == "do"}


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def test_the_two_player_lesson_takes_the_six_actions_starves_a_species_and_ends_at_100():
    events, phases, learner = followed("planet.yaml")
    assert {"Plant", "Develop", "Create", "Search", "KeepCard", "Regenerate", "Circulate", "Feed"} <= learner
    assert SEARCH in phases
    starved = [(e.seat, e.card) for e in of(events, SpeciesWentExtinct) if e.reason == "starved"]
    assert starved == [(0, "rattlesnake#1")]
    mine = [(e.old, e.new) for e in of(events, Scored) if e.seat == 0]
    assert mine == [(78, 92), (92, 102)]
    theirs = [(e.old, e.new) for e in of(events, Scored) if e.seat == 1]
    assert theirs == [(68, 80), (80, 94)]              # the round is finished: both had their turn
    ended, = of(events, GameEnded)
    assert ended.winners == (0,) and ended.scores == (102, 94)


def test_the_solo_lesson_discards_for_actions_and_ends_with_a_title():
    events, _, learner = followed("planet_solo.yaml")
    assert {"DiscardForAction", "Develop", "Plant", "Create", "EndActions", "Feed"} <= learner
    assert [e.card for e in of(events, MigratoryAnimalLeft)] == ["canada_goose#1"]
    ended, = of(events, GameEnded)
    assert ended.rounds == 6 and ended.title == "Saint of Noah" and ended.scores == (101,)


@pytest.mark.parametrize("name", ["planet.yaml", "planet_solo.yaml"])
def test_each_feed_the_learner_makes_is_the_feeding_the_table_proposes(name):
    lesson = load_lesson(LESSONS / name)
    feeds = 0
    while not lesson.finished:
        step = lesson.current
        if step.kind == "do" and isinstance(step.do, Feed):
            feeding = lesson.engine.view(lesson.learner)["feeding"]
            assert feeding["proven"] and step.do.order == ()
            assert json.loads(json.dumps(step.do.meals)) == feeding["proposal"], f"step {step.number}"
            feeds += 1
        lesson.skip()
    assert feeds == (2 if name == "planet.yaml" else 1)
