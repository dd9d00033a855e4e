"""Players that choose among legal commands from their own seat's view: a random bot for every game,
heuristic bots per game. Which bots a game has is in its registry entry (game.engine.games)."""
from __future__ import annotations

from game.engine.bots.random_bot import RandomBot
from game.engine.games import make_bot

__all__ = ["RandomBot", "make_bot"]
