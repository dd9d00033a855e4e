"""Small helpers for the Noah Planet tests: ecosystems from card ids, webs, engines set up to a point."""
from __future__ import annotations

from collections import Counter

from game.engine.core.engine import Engine
from game.engine.planet.environment import environment_of
from game.engine.planet.rules import PLANET
from game.engine.planet.web import build_web

CARDS = PLANET.cards


def uids(*cards: str) -> list[str]:
    """Card ids as uids, numbering repeated cards: ('rabbit', 'rabbit') -> rabbit#1, rabbit#2."""
    seen: Counter = Counter()
    result = []
    for card in cards:
        seen[card] += 1
        result.append(f"{card}#{seen[card]}")
    return result


def web(*cards: str, environments=()):
    return build_web(CARDS, environment_of(CARDS, list(environments)), uids(*cards))


def engine(players: int = 2, seed: int = 1, **options) -> Engine:
    return Engine(PLANET, {"players": players, **options}, seed)
