"""Players that choose among legal commands: a random bot for every game, heuristic bots per game."""
from __future__ import annotations

from game.engine.bots.random_bot import RandomBot


def make_bot(name: str, game: str, seed: int):
    """A bot by name for a game; raises ValueError naming the bots there are."""
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic" and game == "noah":
        from game.engine.bots.noah_heuristic import NoahHeuristicBot
        return NoahHeuristicBot(seed)
    raise ValueError(f"There is no bot {name!r} for {game}; try random or heuristic.")
