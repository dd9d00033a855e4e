"""The `ark-table` command (also `python -m game`): one entry point, subcommands by name."""
from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING

from game import __version__

if TYPE_CHECKING:
    import argparse

# name -> (module, function, one-line help). Each module's function takes the remaining argv list
# and returns an exit status. Modules are imported only when their command runs, so start-up stays fast.
SUBCOMMANDS: dict[str, tuple[str, str, str]] = {
    "play": ("game.table.app", "main", "open the table window: the main menu, or a game at once with --game"),
    "cards": ("game.cards_cli", "main", "check card files (cards check), build sprites (cards build), print sheets (cards sheet)"),
    "sim": ("game.engine.sim", "main", "play whole games with bots and print win rates"),
    "sweep": ("game.engine.sweep", "main", "a balance sweep over decks, variants, player counts, missions, on every core or a Dask cluster"),
    "script": ("game.engine.script", "main", "run a scenario file and print the final state as JSON"),
    "deck": ("game.deck_cli", "main", "Nature of the Beast decks: check a deck file, list your decks, make one from blocks"),
    "replay": ("game.engine.replay", "main", "print a saved game's state, or one seat's view, at any move"),
    "preview": ("game.preview.app", "main", "card-art preview: a card grid that redraws when its YAML is saved"),
    "desktop": ("game.desktop_entry", "main", "add Ark Table to a Linux desktop's menu (desktop install|remove)"),
}
WINDOWS = {"play": "ark-table", "preview": "preview"}   # commands that open a window -> their log file


def play_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The options of `ark-table play` (the table reads them; `ark-table --help` lists them)."""
    from game.table.games import table_games   # the games the table shows (imports no pygame)
    games = table_games()
    parser.add_argument("--game", default=games[0], choices=games,
                        help=f"which game to start (default: {games[0]}, the first of {', '.join(games)})")
    parser.add_argument("--players", type=int, default=None, help="number of seats (NOAH and Noah Planet 1 to 4, Nature of the Beast 2 to 6)")
    parser.add_argument("--seed", type=int, default=None, help="the seed of the game's one RNG")
    parser.add_argument("--factions", default=None, help="comma-separated faction ids, one per seat")
    parser.add_argument("--mission", default=None, help="mission id")
    parser.add_argument("--harder", action="store_true", help="3 Enemy turn cards instead of 2")
    parser.add_argument("--decks", default=None, help="comma-separated decks, one per seat (beast: farm, forest...)")
    parser.add_argument("--variant", default=None,
                        help="the game's variant (beast: standard, rush, doubles, supply_line; planet: standard, "
                             "strategy)")
    parser.add_argument("--environments", type=int, default=0, help="planet: Environment cards in play (0 to 8)")
    parser.add_argument("--bots", default="", help="comma-separated seats (0-based) played by the bot")
    parser.add_argument("--strength", default="normal", choices=("easy", "normal", "hard"),
                        help="how well the bot seats play: easy (slips now and then), normal, hard (searches)")
    parser.add_argument("--load", default=None, help="open a saved game")
    parser.add_argument("--watch", default=None, help="watch a saved game move by move (the replay viewer)")
    parser.add_argument("--continue", dest="resume", action="store_true", help="resume the autosave")
    parser.add_argument("--size", default=None, help="window size, e.g. 1600x900")
    parser.add_argument("--frames", type=int, default=None, help="quit after this many frames (tests, benchmarks)")
    return parser


def play_parser() -> argparse.ArgumentParser:
    import argparse     # here: the menu alone (no options) opens without it
    return play_arguments(argparse.ArgumentParser(
        prog="ark-table play", description="Open the card table: the main menu, or with --game (or --load, "
                                           "--continue) straight into a game."))


def help_text() -> str:
    """`ark-table --help`: the commands, then the options of `play`, the command most people run."""
    import argparse
    parser = argparse.ArgumentParser(
        prog="ark-table", description=f"Ark Table {__version__}: three card games on one screen. Without a "
                                      "command it opens the table, as `play` does.")
    parser.add_argument("--version", action="store_true", help="print the version and stop")
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")
    for name, (_, _, text) in SUBCOMMANDS.items():
        sub.add_parser(name, help=text)
    play_help = play_parser().format_help()
    options = play_help[play_help.index("options:"):].replace("options:", "`play` options:", 1)
    return parser.format_help() + "\n" + options + "\nEach command has its own --help (`ark-table sim --help`).\n"


def main(argv: list[str] | None = None) -> int:
    """Run the table (no subcommand, or `play`) or one of the subcommands."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--version"]:
        print(f"ark-table {__version__}")
        return 0
    if argv[:1] in (["-h"], ["--help"]):
        print(help_text(), end="")
        return 0
    if argv and not argv[0].startswith("-") and argv[0] not in SUBCOMMANDS:
        print(f"ark-table: there is no command {argv[0]!r}. Commands: {', '.join(sorted(SUBCOMMANDS))}.",
              file=sys.stderr)
        return 2
    name = argv[0] if argv and argv[0] in SUBCOMMANDS else "play"
    module, function, _ = SUBCOMMANDS[name]
    if name != "play":
        return _run(name, module, function, argv)
    from game.table import memory
    memory.hold()       # the window's start runs no collector passes (the table settles at its first frame)
    try:
        return _run(name, module, function, argv)
    finally:
        memory.release()


def _run(name: str, module: str, function: str, argv: list[str]) -> int:
    run = getattr(importlib.import_module(module), function)
    from game import applog
    if not {"-h", "--help"} & set(argv):
        from game import userdirs
        if name in WINDOWS:
            # The table opens its log file after the menu's first frame (the lines before it held till then).
            applog.start(WINDOWS[name], details="command: " + " ".join(["ark-table", *argv]), later=name == "play")
        userdirs.move_old_files(log=applog.logger("game.userdirs"))
    try:
        # The table tells `ark-table play` (a game at once) from `ark-table` (the menu), so it gets the word.
        return int(run(argv if name == "play" else argv[1:]) or 0)
    finally:
        applog.open_now()   # a table that stopped before its first frame still leaves its lines
