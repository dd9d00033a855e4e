"""`ark-table script FILE.yaml`: set up a game (optionally stacking decks and hands), run a list of
commands, print the final state as JSON. A refused command prints its reason and exits 1.
The file format is in the README; it is also how a player reports a bug or sets up a puzzle."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.engine.cards.problems import CardError, Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.cards.yaml_lines import load_yaml
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected, command_from_dict
from game.engine.core.serialize import to_plain
from game.engine.games import game_spec


class ScriptError(Exception):
    """The scenario file is wrong; carries the problems with file and line."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(map(str, problems)))


def load_script(path: str | Path):
    """Read and check a scenario file; returns (engine set up, [(line, command)])."""
    file = str(path)
    data, problems = load_yaml(path)
    if problems:
        raise ScriptError(problems)
    fields = [Field("game", str), Field("seed", int, False, 1), Field("players", int, False, None),
              Field("options", dict, False, {}), Field("setup", dict, False, {}), Field("commands", list, False, [])]
    values = check_mapping(data, fields, file, "the scenario", problems)
    if values is None:
        raise ScriptError(problems)
    try:
        spec = game_spec(values["game"])
        rules = spec.rules()
    except CardError as exc:
        raise ScriptError(exc.problems) from None
    except ValueError as exc:
        raise ScriptError([Problem(file, line_of(data, "game"), str(exc))]) from None
    options = dict(values["options"])
    if values["players"] is not None:
        options["players"] = values["players"]
    try:
        engine = Engine(rules, options, values["seed"])
    except CardError as exc:   # the game's own card files are broken: say where, as `cards check` does
        raise ScriptError(exc.problems) from None
    except ValueError as exc:
        raise ScriptError([Problem(file, line_of(data, "options"), str(exc))]) from None
    if values["setup"]:
        if spec.apply_setup is None:
            problems.append(Problem(file, line_of(data, "setup"), f"{spec.title} scenarios have no setup section yet."))
        else:
            spec.apply_setup(engine, values["setup"], file, problems)
    commands = []
    for index, node in enumerate(values["commands"]):
        line = line_of(values["commands"], index)
        try:
            commands.append((line, command_from_dict(node, rules.command_types)))
        except ValueError as exc:
            problems.append(Problem(file, line, f"{exc}."))
    if problems:
        raise ScriptError(problems)
    return engine, commands


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table script", description=__doc__)
    parser.add_argument("file")
    parser.add_argument("--events", action="store_true", help="also print every event to stderr")
    args = parser.parse_args(argv)
    try:
        engine, commands = load_script(args.file)
    except ScriptError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    for number, (line, command) in enumerate(commands, 1):
        events = engine.submit(command)
        if args.events:
            for event in events:
                print(json.dumps(event.to_dict()), file=sys.stderr)
        if events and isinstance(events[0], Rejected):
            print(f"{args.file}:{line}: command {number} ({type(command).__name__}) was refused: "
                  f"{events[0].reason}", file=sys.stderr)
            return 1
    state = to_plain(engine.state)
    state.pop("rng", None)
    print(json.dumps(state, indent=1, sort_keys=True))
    return 0
