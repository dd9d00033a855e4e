"""The `ark-table` command (also `python -m game`): one entry point, subcommands by name."""
from __future__ import annotations

import argparse
import importlib
import sys

# name -> (module, function, one-line help). Each module's function takes the remaining argv list
# and returns an exit status. Modules are imported only when their command runs, so start-up stays fast.
SUBCOMMANDS: dict[str, tuple[str, str, str]] = {
    "cards": ("game.cards_cli", "main", "check card files (cards check), build sprites (cards build), print sheets (cards sheet)"),
    "sim": ("game.engine.sim", "main", "play whole games with bots and print win rates"),
    "script": ("game.engine.script", "main", "run a scenario file and print the final state as JSON"),
    "replay": ("game.engine.replay", "main", "print a saved game's state, or one seat's view, at any move"),
    "preview": ("game.preview.app", "main", "card-art preview: a card grid that redraws when its YAML is saved"),
}


def main(argv: list[str] | None = None) -> int:
    """Run the table (no subcommand) or one of the subcommands."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        module, function, _ = SUBCOMMANDS[argv[0]]
        return int(getattr(importlib.import_module(module), function)(argv[1:]) or 0)
    if argv and argv[0] in ("-h", "--help"):
        parser = argparse.ArgumentParser(prog="ark-table", description="Ark Table: three card games on one screen.")
        sub = parser.add_subparsers(title="commands")
        for name, (_, _, text) in SUBCOMMANDS.items():
            sub.add_parser(name, help=text)
        parser.print_help()
        return 0
    if argv and not argv[0].startswith("-") and argv[0] not in ("play",):
        print(f"ark-table: there is no command {argv[0]!r}. Commands: {', '.join(sorted(SUBCOMMANDS))}.",
              file=sys.stderr)
        return 2
    try:
        table = importlib.import_module("game.table.app")
    except ImportError:
        print("ark-table: the table window is not part of this build yet; try `ark-table --help`.", file=sys.stderr)
        return 2
    return int(table.main(argv) or 0)
