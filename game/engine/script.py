"""`ark-table script FILE.yaml`: run a scenario file (game/engine/scenario.py; docs/SCENARIOS.md):
set a game up, run its commands, check its expectations, print the final state, every seat's view
and the outcome as JSON. A command refused (or carried out when it must be refused) or an expectation
not met prints `file:line: ...` and exits 1; a mistake in the file itself exits 2. A lesson
(a `lesson:` section, game.engine.lesson) is checked by following its own steps to its end."""
from __future__ import annotations

import argparse
import json
import sys

from game.engine.core.problems import at_most
from game.engine.lesson import check_lesson, lesson_from
from game.engine.scenario import Failure, ScenarioError, load_scenario, results, run


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="ark-table script", description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--events", action="store_true",
                        help="also print to stderr every event from the file's position on (the seed's deal "
                             "first when the file has no setup: section)")
    args = parser.parse_args(argv)
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as exc:
        for line in at_most(exc.problems):
            print(line, file=sys.stderr)
        return 2

    def show(events):
        for event in events:
            print(json.dumps(event.to_dict()), file=sys.stderr)

    if args.events and not scenario.set_up:
        # the file starts from the seed's own deal: its events come first. A `setup:` section states
        # another position, so the seed's deal (and its TurnStarted) never happened in this game.
        engine = scenario.engine
        show(engine.rules.setup_events(engine.options, engine.seed))
    try:
        if scenario.lesson is not None:     # a lesson: its steps followed to its end (game.engine.lesson)
            check_lesson(lesson_from(scenario), show if args.events else None)
        else:
            run(scenario, show if args.events else None)
    except ScenarioError as exc:
        for line in at_most(exc.problems):
            print(line, file=sys.stderr)
        return 2
    except Failure as exc:
        print(exc, file=sys.stderr)
        return 1
    print(json.dumps(results(scenario.engine), indent=1, sort_keys=True))
    return 0
