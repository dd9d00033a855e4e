"""Scenario files, for every game: one file sets a game up, runs commands, and says what must be true.

    game: noah
    seed: 7
    options: {...}                  # the game's options (or players: N)
    setup: {...}                    # the game's own set-up: hands, decks, tracks... (checked by its rules)
    chance: {...}                   # what the next shuffles at named chance points bring first; dice
    commands:
      - {type: PlayAction, seat: 0, card: calyx, target: [enemy, 0]}
      - {type: RecruitAgent, seat: 0, card: oryn, refused: "Energy"}   # must be refused, saying this
      - expect: {state.factions.0.energy: 3, view.0.row.0.health: 4}   # checked here
    expect: {outcome.finished: false}                                  # checked at the end

An expectation's path starts at `state`, `view.SEAT` (what that seat sees, with the figures the table
shows), `outcome`, `active_seats` or `prompt`, then goes through mapping keys and list indexes.
The format is documented in docs/SCENARIOS.md; a save is also a valid scenario (options, seed,
commands), and the game menu's "Save as scenario" writes one."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.cards.problems import CardError, Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.cards.yaml_lines import load_yaml
from game.engine.core.engine import Engine
from game.engine.core.protocol import Command, Rejected, command_from_dict
from game.engine.core.serialize import to_plain
from game.engine.core.untrusted import describe
from game.engine.games import game_spec

ROOTS = ("state", "view", "outcome", "active_seats", "prompt")


class ScenarioError(Exception):
    """The scenario file itself is wrong; carries every problem with file and line."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(map(str, problems)))


@dataclass
class Step:
    """One item of `commands`: a command (perhaps one that must be refused) or expectations."""

    line: int
    command: Command | None = None
    refused: str | None = None                      # words the refusal must contain
    expect: list[tuple[int, str, Any]] = field(default_factory=list)   # (line, path, value)


@dataclass
class Scenario:
    file: str
    engine: Engine
    steps: list[Step]
    chance_lines: dict[str, list[int]] = field(default_factory=dict)   # chance point -> each outcome's line
    set_up: bool = False                # the file states its own position (a `setup:` section)
    older_rules: str = ""               # the file names an older rules version: what changed since, in words
    lesson: Any = None                  # a lesson's `lesson:` section, read by game.engine.lesson


class Failure(Exception):
    """A step did not go as the file says: `file:line: sentence`."""


def load_scenario(path: str | Path) -> Scenario:
    """Read, check and set up a scenario; raises ScenarioError listing every problem in the file."""
    file = str(path)
    data, problems = load_yaml(path)
    if problems:
        raise ScenarioError(problems)
    fields = [Field("game", str), Field("seed", int, False, 1), Field("players", int, False, None),
              Field("options", dict, False, {}), Field("setup", dict, False, {}), Field("chance", dict, False, {}),
              Field("commands", list, False, []), Field("expect", dict, False, {}),
              Field("lesson", dict, False, None),   # a lesson's steps, in place of commands (game.engine.lesson)
              # what a save holds beside (a save is a scenario too)
              Field("format", str, False, ""), Field("version", int, False, 0), Field("app_version", str, False, ""),
              Field("state_hash", str, False, ""), Field("table", dict, False, {}),
              Field("rules_version", int, False, None, minimum=1)]
    values = check_mapping(data, fields, file, "the scenario", problems)
    if values is None:
        raise ScenarioError(problems)
    written = values["rules_version"]
    if written is None and values["format"] == "ark-table-save":
        written = 1                      # a save from before rules versions were written
    engine, chance_lines = _set_up(data, values, written, file, problems)
    older = _older_rules(engine, written, file, line_of(data, "rules_version"), problems)
    steps = [_step(node, line_of(values["commands"], i), engine, file, problems)
             for i, node in enumerate(values["commands"])]
    if values["expect"]:
        steps.append(Step(line_of(data, "expect"), expect=expectations(values["expect"], file, problems)))
    if values["lesson"] is not None and "commands" in data:
        problems.append(Problem(file, line_of(data, "lesson"), "a lesson has steps in place of commands: "
                                                               "give lesson: or commands:, not both."))
    if problems:
        raise ScenarioError(problems)
    return Scenario(file, engine, steps, chance_lines, bool(values["setup"]), older, values["lesson"])


def _older_rules(engine: Engine, written: int | None, file: str, line: int, problems: list[Problem]) -> str:
    """A file written for an older version of the game's rules: the words a failure adds (its moves may
    no longer play); one written for a newer version cannot be run here."""
    from game.engine.core.saves import rules_changes, rules_version
    rules = engine.rules
    now = rules_version(rules)
    if written is None or written == now:
        return ""
    title = getattr(rules, "title", rules.name)
    if written > now:
        problems.append(Problem(file, line, f"the file was written for version {written} of the {title} rules; "
                                            f"this Ark Table plays version {now}."))
        return ""
    changed = rules_changes(rules, written)
    return (f" (the file was written for version {written} of the {title} rules; this table plays version {now}"
            f"{': ' + changed if changed else ''})")


def _set_up(data, values: dict, written: int | None, file: str, problems: list[Problem]) -> tuple[Engine, dict]:
    from game.engine.core.saves import options_under_today
    try:
        spec = game_spec(values["game"])
        rules = spec.rules()
        options = dict(values["options"] if written is None else options_under_today(rules, values["options"], written))
        if values["players"] is not None:
            options["players"] = values["players"]
        if spec.read_options is not None:
            options = spec.read_options(options, Path(file).parent, file, line_of(data, "options"), problems)
    except CardError as exc:
        raise ScenarioError(exc.problems) from None
    except ValueError as exc:
        raise ScenarioError([Problem(file, line_of(data, "game"), str(exc))]) from None
    if problems:
        raise ScenarioError(problems)
    try:
        engine = Engine(rules, options, values["seed"])
    except CardError as exc:   # the game's own card files are broken: say where, as `cards check` does
        raise ScenarioError(exc.problems) from None
    except ValueError as exc:
        raise ScenarioError([Problem(file, line_of(data, "options"), str(exc))]) from None
    if values["setup"]:
        if spec.apply_setup is None:
            problems.append(Problem(file, line_of(data, "setup"), f"{spec.title} scenarios have no setup section."))
        else:
            spec.apply_setup(engine, values["setup"], file, problems)
    lines = _chance(spec, engine, values["chance"], file, line_of(data, "chance"), problems) if values["chance"] else {}
    return engine, lines


def _chance(spec, engine: Engine, node: dict, file: str, line: int, problems: list[Problem]) -> dict:
    """The `chance:` section: for each named chance point, the outcomes of its next shuffles (each the
    card names that come out first, top first); the game's own keys (NOAH's dice) go to its hook.
    Returns each point's outcome lines, for the runner's reports."""
    lines: dict[str, list[int]] = {}
    points = spec.chance_points
    if not points and spec.script_chance is None:
        problems.append(Problem(file, line, f"{spec.title} scenarios have no chance section."))
        return lines
    for point, outcomes in node.items():
        if point not in points:
            if spec.script_chance is None:
                known = ", ".join(points) or "none"
                problems.append(Problem(file, line_of(node, point), f"chance has no point {describe(point)} "
                                                                    f"({spec.title}'s chance points: {known})."))
            continue
        where = line_of(node, point)
        if not isinstance(outcomes, list) or not all(
                isinstance(o, list) and all(isinstance(w, str) for w in o) for o in outcomes):
            problems.append(Problem(file, where, f"chance: {point} lists the outcomes of its next shuffles, each "
                                                 "the cards that come first, top first: [[card, card], [card]]."))
            continue
        words = spec.chance_words(engine.rules, point) if spec.chance_words is not None else None
        for k, outcome in enumerate(outcomes):
            unknown = [w for w in outcome if words is not None and w not in words]
            if unknown:
                problems.append(Problem(file, line_of(outcomes, k) or where,
                                        f"chance: {point} never brings {describe(unknown[0])} "
                                        f"({points[point]})."))
        engine.state.rng.chance[point] = [list(o) for o in outcomes]
        lines[point] = [line_of(outcomes, k) or where for k in range(len(outcomes))]
    if spec.script_chance is not None:
        spec.script_chance(engine, node, file, problems)
    return lines


def _step(node, line: int, engine: Engine, file: str, problems: list[Problem]) -> Step:
    if isinstance(node, dict) and "expect" in node:
        if len(node) != 1 or not isinstance(node["expect"], dict):
            problems.append(Problem(file, line, "an expectation step is {expect: {PATH: VALUE, ...}} and nothing else."))
            return Step(line)
        return Step(line, expect=expectations(node["expect"], file, problems))
    refused = None
    if isinstance(node, dict) and "refused" in node:
        refused = node["refused"]
        if not isinstance(refused, str):
            problems.append(Problem(file, line_of(node, "refused"), "refused: gives the words the refusal must say."))
        node = {k: v for k, v in node.items() if k != "refused"}
    try:
        return Step(line, command_from_dict(node, engine.rules.command_types), refused)
    except ValueError as exc:
        problems.append(Problem(file, line, f"{exc}."))
        return Step(line)


def expectations(node: dict, file: str, problems: list[Problem]) -> list[tuple[int, str, Any]]:
    out = []
    for path, value in node.items():
        line = line_of(node, path)
        if not isinstance(path, str) or path.split(".")[0] not in ROOTS:
            problems.append(Problem(file, line, f"an expectation's path starts with one of {', '.join(ROOTS)} "
                                                f"(not {describe(path)})."))
            continue
        out.append((line, path, value))
    return out


# --- running ------------------------------------------------------------------------------------------
def run(scenario: Scenario, on_events=None) -> int:
    """Run every step; returns the number of commands carried out. Raises Failure at the first step
    that does not go as the file says, or when a scripted chance did not fit or never came."""
    engine, file = scenario.engine, scenario.file
    done = 0
    for number, step in enumerate(scenario.steps, 1):
        if step.command is not None:
            events = engine.submit(step.command)
            if on_events:
                on_events(events)
            try:
                _check_refusal(file, number, step, events)
            except Failure as exc:
                raise Failure(f"{exc}{scenario.older_rules}") from None
            check_chance(scenario)
            if not (events and isinstance(events[0], Rejected)):
                done += 1
        check_expectations(scenario, step.expect)
    check_chance_came(scenario)
    return done


def check_expectations(scenario: Scenario, expect: list[tuple[int, str, Any]]) -> None:
    """Raise Failure at the first expectation (line, path, value) the game does not meet now."""
    for line, path, wanted in expect:
        got = look_up(scenario.engine, path)
        if got != wanted:
            raise Failure(f"{scenario.file}:{line}: expected {_show(wanted)} at {path}, got {_show(got)}"
                          f"{scenario.older_rules}")


def check_chance_came(scenario: Scenario) -> None:
    """At the end of a run: raise Failure for a scripted shuffle that never happened."""
    for point, lines in scenario.chance_lines.items():
        left = scenario.engine.state.rng.chance.get(point, [])
        if left:
            came = len(lines) - len(left)
            raise Failure(f"{scenario.file}:{lines[came]}: chance {point}: this shuffle never happened "
                          f"({came} of the {len(lines)} scripted came).")


def check_chance(scenario: Scenario) -> None:
    """A scripted shuffle named a card that was not there: say which, on the outcome's line."""
    rng = scenario.engine.state.rng
    if not rng.misfits:
        return
    point, why = rng.misfits[0]
    lines = scenario.chance_lines.get(point, [0])
    came = len(lines) - len(rng.chance.get(point, []))
    raise Failure(f"{scenario.file}:{lines[max(0, came - 1)]}: chance {point}: {why}.")


def _check_refusal(file: str, number: int, step: Step, events) -> None:
    refused = events and isinstance(events[0], Rejected)
    name = type(step.command).__name__
    if step.refused is None and refused:
        raise Failure(f"{file}:{step.line}: command {number} ({name}) was refused: {events[0].reason}")
    if step.refused is not None and not refused:
        raise Failure(f"{file}:{step.line}: command {number} ({name}) should have been refused "
                      f"({step.refused!r}) but was carried out")
    if step.refused is not None and step.refused.lower() not in events[0].reason.lower():
        raise Failure(f"{file}:{step.line}: command {number} ({name}) was refused, but the reason was "
                      f"{events[0].reason!r}, not one saying {step.refused!r}")


_MISSING = object()


def look_up(engine: Engine, path: str) -> Any:
    """The value at a path (`state.factions.0.energy`, `view.1.row.0.health`...), or a sentence-like
    marker when there is nothing there."""
    parts = path.split(".")
    root, rest = parts[0], parts[1:]
    if root == "state":
        value: Any = to_plain(engine.state)
    elif root == "view":
        if not rest or not rest[0].lstrip("-").isdigit():
            return "<view needs a seat: view.0...>"
        value, rest = engine.view(int(rest[0])), rest[1:]
    elif root == "outcome":
        value = to_plain(engine.rules.outcome(engine.state))
    elif root == "active_seats":
        value = engine.rules.active_seats(engine.state)
    else:
        prompt = engine.prompt
        value = None if prompt is None else {"kind": prompt.kind, "seats": list(prompt.seats), "text": prompt.text}
    for part in rest:
        value = _child(value, part)
        if value is _MISSING:
            return f"<nothing at {part}>"
    return json.loads(json.dumps(value))   # tuples as lists, as the file writes them


def _child(value: Any, part: str) -> Any:
    if isinstance(value, dict):
        return value.get(part, _MISSING)
    if isinstance(value, list) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
        return value[int(part)]
    return _MISSING


def _show(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 120 else text[:117] + "..."


def results(engine: Engine) -> dict:
    """What a run prints: the final state, every seat's view (with the figures the table shows), the
    outcome and who may act."""
    state = to_plain(engine.state)
    state.pop("rng", None)
    seats = engine.rules.seats(engine.state)
    return {"game": engine.rules.name, "state": state, "views": {str(s): engine.view(s) for s in seats},
            "outcome": to_plain(engine.rules.outcome(engine.state)),
            "active_seats": engine.rules.active_seats(engine.state)}


def to_scenario(engine: Engine, note: str = "") -> str:
    """A game as a scenario file (options, seed, commands): `ark-table script` reproduces it exactly."""
    import yaml
    from game.engine.core.saves import rules_version
    data = {"game": engine.rules.name, "rules_version": rules_version(engine.rules), "seed": engine.seed,
            "options": engine.options,
            "commands": [c.to_dict() for c in engine.log],
            "expect": {"outcome.finished": engine.rules.outcome(engine.state).finished}}
    head = f"# {note}\n" if note else ""
    return head + yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=120)
