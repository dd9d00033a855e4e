"""Noah Planet's chance points: where the rules shuffle during play, by name, for a scenario's
`chance:` (game.engine.core.rng). The deal at setup is the seed's; a scenario's `setup:` states it."""
from __future__ import annotations

CHANCE_POINTS = {
    "noah_pile": "the Discard Pile shuffled into a new Noah Card Pile when it runs out (its top cards first)",
    "plant_pile": "the removed Basic Plants shuffled into a new Plant Pile when it runs out (its top card first)",
}


def chance_words(rules, point: str) -> set[str]:
    """The card ids a chance point can shuffle."""
    cards = rules.cards
    if point == "plant_pile":
        return {c for c, s in cards.species.items() if s.kind == "basic_plant"}
    return {c for c, s in cards.species.items() if s.kind != "basic_plant"} | set(cards.powers)
