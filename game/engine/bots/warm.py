"""Read once, before any bot's process is forked: importing this module imports every game's rules and
bots and reads their card sets, so that a process forked from an interpreter that imported it (the
table's thinking server, game.table.bot_process) answers its first question without reading them."""
from __future__ import annotations

from game.engine.games import game_names, make_bot, rules_for


def read_every_game() -> None:
    for name in game_names():
        rules_for(name).cards
        for strength in ("normal", "hard"):
            make_bot(strength, name, 0)


read_every_game()
