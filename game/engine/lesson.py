"""Lessons: a scenario file whose `lesson:` walks a learner through a real game step by step (issue 23;
the format is in docs/SCENARIOS.md, "Lessons").

    lesson:
      title: "Nature of the Beast"
      learner: 0                                  # the seat the person plays
      then: {players: 2, options: {...}}          # the real game "Play a real game" starts afterwards
      steps:
        - say: "Your animals wait in the Pen."    # a Continue step
          look: [{zone: pen}]
        - say: "Recruit the Mule."
          do: {type: Recruit, seat: 0, ...}       # the learner's move; any other is refused (not_yet)
        - play: {type: Move, seat: 1, ...}        # another seat's move, carried out by the lesson
        - expect: {view.0.battle.totals: [5, 4]}  # checked by `ark-table script` and the tests

The file is read and its game set up by game.engine.scenario (its loading, setup, chance, commands and
problems with lines); this module reads the steps and runs them: the learner's attempts, Continue, Skip,
Undo (the lesson's game replayed from its start position), and progress that is saved and resumed."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.core.engine import Engine
from game.engine.core.protocol import Command, Event, Rejected, canonical, command_from_dict
from game.engine.core.serialize import copy_state
from game.engine.lesson_places import look_problem
from game.engine.scenario import (Failure, Scenario, ScenarioError, check_chance, check_chance_came,
                                  check_expectations, expectations, load_scenario)

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@dataclass
class LessonStep:
    """One step: words and places to look at, and a Continue, the learner's move (`do`), another seat's
    move (`play`), or expectations alone."""

    number: int                          # 1-based, as the file lists them
    line: int
    say: str = ""
    look: list[dict] = field(default_factory=list)
    do: Command | None = None
    play: Command | None = None
    not_yet: str = ""
    expect: list[tuple[int, str, Any]] = field(default_factory=list)

    @property
    def kind(self) -> str:
        """"do", "play", "expect" or "continue"."""
        if self.do is not None:
            return "do"
        if self.play is not None:
            return "play"
        return "expect" if self.expect else "continue"

    @property
    def command(self) -> Command | None:
        return self.do or self.play

    def refusal(self) -> str:
        """What the lesson says to a move that is not this step's."""
        if self.kind == "do":
            return self.not_yet or "Not yet: " + first_sentence(self.say)
        if self.kind == "play":
            return "Not yet: watch the other player's move first."
        return "Not yet: read this, then press Continue."


def first_sentence(text: str) -> str:
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


class Lesson:
    """A lesson being played: its game (the scenario's engine), its steps and the step it is at.

    Once `strict` (check_lesson: `ark-table script`, the tests) each `expect` step is checked as it is
    passed and a failure raises Failure with its line; at the table they are passed over."""

    def __init__(self, scenario: Scenario, title: str, learner: int, then: dict, steps: list[LessonStep]):
        self.scenario = scenario
        self.file = scenario.file
        self.game = scenario.engine.rules.name
        self.title = title
        self.learner = learner
        self.then = then
        self.steps = steps
        self.strict = False
        self.index = 0
        self.start = copy_state(scenario.engine.state)   # the lesson's position: undo replays from here
        self._pass_checks()

    # -- where the lesson is ----------------------------------------------------------------------------
    @property
    def engine(self) -> Engine:
        return self.scenario.engine

    @property
    def current(self) -> LessonStep | None:
        """The step shown now; None once the lesson is over."""
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    def seats(self) -> list[int]:
        return self.engine.rules.seats(self.engine.state)

    def commands(self) -> list[Command]:
        """The moves played so far (the learner's and the other seats')."""
        return list(self.engine.log)

    # -- moving on --------------------------------------------------------------------------------------
    def attempt(self, command: Command) -> list[Event]:
        """The learner tries a move: carried out if it is the step's `do` (the events), else refused with
        the lesson's words (a single Rejected)."""
        step = self.current
        seat = getattr(command, "seat", self.learner)
        if step is None:
            return [Rejected(seat, "The lesson is over: play a real game, or leave.")]
        if step.kind != "do" or canonical(command) != canonical(step.do):
            return [Rejected(seat, step.refusal())]
        return self._carry_out(step)

    def play(self) -> list[Event]:
        """Carry out the current `play` step (another seat's move)."""
        step = self.current
        if step is None or step.kind != "play":
            return [Rejected(-1, "There is no other player's move to make now.")]
        return self._carry_out(step)

    def advance(self) -> bool:
        """Continue past a Continue step; False when the step waits for a move instead."""
        step = self.current
        if step is None or step.kind != "continue":
            return False
        self._next()
        return True

    def skip(self) -> list[Event]:
        """Carry out the current step for the learner: its move, or Continue."""
        step = self.current
        if step is None:
            return []
        if step.command is None:
            self.advance()
            return []
        return self._carry_out(step)

    def undo(self) -> str | None:
        """Back to the learner's last move, to make it again: the lesson's game replayed from its start
        position up to it. Returns why it cannot (a sentence), or None."""
        back = [k for k in range(min(self.index, len(self.steps)) - 1, -1, -1) if self.steps[k].kind == "do"]
        if not back:
            return "There is nothing to undo yet: you have not made a move in this lesson."
        self.replay_to(back[0])
        return None

    def history(self) -> list[Event]:
        """Every event since the lesson's position, its moves carried out again from there (the log of a
        lesson taken up again: the seed's own deal never happened in it)."""
        again = self.fresh_engine(undo=False)
        return [event for command in self.engine.log for event in again.submit(command)]

    def fresh_engine(self, undo: bool = True) -> Engine:
        """A new engine of this lesson's game at the lesson's start position."""
        engine = self.engine
        fresh = Engine(engine.rules, engine.options, engine.seed, undo=undo)
        fresh.state = copy_state(self.start)
        return fresh

    def replay_to(self, index: int) -> None:
        """The lesson at step `index`, its game replayed from the start position (every move before it)."""
        self.scenario.engine = self.fresh_engine()
        self.index = 0
        self._pass_checks()
        while self.index < index and not self.finished:
            self.skip()

    def _carry_out(self, step: LessonStep) -> list[Event]:
        events = self.engine.submit(step.command)
        if not (events and isinstance(events[0], Rejected)):
            if self.strict:
                check_chance(self.scenario)
            self._next()
        return events

    def _next(self) -> None:
        self.index += 1
        self._pass_checks()

    def _pass_checks(self) -> None:
        """Pass over `expect` steps (checking them when strict)."""
        while self.current is not None and self.current.kind == "expect":
            if self.strict:
                check_expectations(self.scenario, self.current.expect)
            self.index += 1


# --- reading a lesson ---------------------------------------------------------------------------------
def load_lesson(path: str | Path) -> Lesson:
    """Read, check and set up a lesson; raises ScenarioError listing every problem in the file (a file
    without `lesson:` is one)."""
    return lesson_from(load_scenario(path))


def lesson_from(scenario: Scenario) -> Lesson:
    """The lesson of a scenario read and set up by game.engine.scenario (its `lesson:` section)."""
    file = scenario.file
    node = scenario.lesson
    problems: list[Problem] = []
    if node is None:
        raise ScenarioError([Problem(file, 1, "this is a scenario, not a lesson: it has no lesson: section.")])
    values = check_mapping(node, [Field("title", str), Field("learner", int, False, 0, minimum=0),
                                  Field("then", dict, False, None), Field("steps", list)],
                           file, "the lesson", problems, line_of(node))
    if values is None:
        raise ScenarioError(problems)
    engine = scenario.engine
    seats = engine.rules.seats(engine.state)
    learner = values["learner"]
    if learner not in seats:
        problems.append(Problem(file, line_of(node, "learner"), f"the learner is seat {learner}, but the game's seats "
                                                                f"are {', '.join(map(str, seats))}."))
    then = _then(values["then"], engine, file, line_of(node, "then"), problems)
    steps = [_step(item, k + 1, line_of(values["steps"], k), engine, learner, file, problems)
             for k, item in enumerate(values["steps"])]
    if not steps:
        problems.append(Problem(file, line_of(node, "steps"), "a lesson has at least one step."))
    if scenario.steps:   # the file's own `expect:` at the end, checked once the last step is done
        steps.append(LessonStep(len(steps) + 1, scenario.steps[-1].line, expect=scenario.steps[-1].expect))
    if problems:
        raise ScenarioError(problems)
    return Lesson(scenario, values["title"], learner, then, steps)


def _then(node, engine: Engine, file: str, line: int, problems: list[Problem]) -> dict:
    """The real game after the lesson: {players, options}, by default the lesson's own game."""
    options = dict(engine.options)
    if node is None:
        return {"options": options}
    values = check_mapping(node, [Field("players", int, False, None), Field("options", dict, False, {})],
                           file, "then", problems, line)
    if values is None:
        return {"options": options}
    wanted = dict(values["options"])
    if values["players"] is not None:
        wanted["players"] = values["players"]
    try:
        engine.rules.normalize_options(wanted)
    except ValueError as exc:
        problems.append(Problem(file, line, f"then: {exc}"))
    return {"options": wanted}


def _step(node, number: int, line: int, engine: Engine, learner: int, file: str,
          problems: list[Problem]) -> LessonStep:
    what = f"step {number}"
    values = check_mapping(node, [Field("say", str, False, ""), Field("look", list, False, []),
                                  Field("do", dict, False, None), Field("play", dict, False, None),
                                  Field("not_yet", str, False, ""), Field("expect", dict, False, None)],
                           file, what, problems, line)
    if values is None:
        return LessonStep(number, line)
    step = LessonStep(number, line, values["say"], list(values["look"]), not_yet=values["not_yet"])
    given = [k for k in ("do", "play", "expect") if values[k] is not None]
    if len(given) > 1:
        problems.append(Problem(file, line, f"{what} gives {' and '.join(given)}: a step is one of a Continue, "
                                            "a do, a play or an expect."))
        return step
    if values["expect"] is not None:
        if values["say"] or values["look"]:
            problems.append(Problem(file, line, f"{what}: an expect step checks the game and shows nothing "
                                                "(no say or look)."))
        step.expect = expectations(values["expect"], file, problems)
        return step
    for k, place in enumerate(values["look"]):
        rules = engine.rules
        problem = look_problem(rules.name, getattr(rules, "title", rules.name), place, rules.seats(engine.state),
                               engine.state)
        if problem:
            problems.append(Problem(file, line_of(values["look"], k) or line_of(node, "look"), f"{what}: look: {problem}"))
    for key in ("do", "play"):
        if values[key] is None:
            continue
        try:
            command = command_from_dict(values[key], engine.rules.command_types)
        except ValueError as exc:
            problems.append(Problem(file, line_of(node, key), f"{what}: {key}: {exc}."))
            continue
        seat = getattr(command, "seat", None)
        if key == "do" and seat != learner:
            problems.append(Problem(file, line_of(node, key), f"{what}: do is the learner's move (seat {learner}); "
                                                              f"seat {seat}'s move is a play step."))
        if key == "play" and seat == learner:
            problems.append(Problem(file, line_of(node, key), f"{what}: play is another seat's move; the learner's "
                                                              "own is a do step."))
        setattr(step, key, command)
    if not step.say and step.kind in ("do", "continue"):
        problems.append(Problem(file, line, f"{what}: say what the learner reads (a Continue or do step has words)."))
    if values["not_yet"] and step.kind != "do":
        problems.append(Problem(file, line_of(node, "not_yet"), f"{what}: not_yet is what a do step says to another move."))
    return step


# --- checking a lesson (`ark-table script`, the tests) --------------------------------------------------
def check_lesson(lesson: Lesson, on_events=None) -> int:
    """Follow the lesson's own steps to its end: every `do` and `play` must be a move the table offers at
    its step, every `expect` must hold, every scripted chance must come, and the lesson must end at a
    finished game or a last Continue step. Raises Failure with the line; returns the moves made."""
    lesson.strict = True
    lesson.replay_to(0)     # from the start, the expectations before the first step checked too
    made = 0
    last = None
    while not lesson.finished:
        step = lesson.current
        last = step
        if step.command is None:
            lesson.advance()
            continue
        engine = lesson.engine
        seat = getattr(step.command, "seat", -1)
        offered = canonical(step.command) in {canonical(c) for c in engine.legal_commands(seat)}
        events = lesson.skip()
        name = f"{step.kind} {type(step.command).__name__}"
        if events and isinstance(events[0], Rejected):
            raise Failure(f"{lesson.file}:{step.line}: step {step.number}: {name} was refused: {events[0].reason}"
                          f"{lesson.scenario.older_rules}")
        if not offered:
            raise Failure(f"{lesson.file}:{step.line}: step {step.number}: {name} is carried out by the rules but is "
                          "not among the moves the table offers (its legal commands): the learner could never make it "
                          "(a list in another order?)")
        if on_events:
            on_events(events)
        made += 1
    check_chance_came(lesson.scenario)
    shown = [s for s in lesson.steps if s.kind != "expect"]
    if not lesson.engine.is_over and (not shown or shown[-1].kind != "continue"):
        where = shown[-1] if shown else last
        raise Failure(f"{lesson.file}:{where.line if where else 1}: the lesson must end at a finished game or at a "
                      "last Continue step (words the learner reads before playing a real game).")
    return made
