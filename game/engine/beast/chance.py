"""Nature of the Beast's chance points: where the rules shuffle or take a card at random during play,
by name, for a scenario's `chance:` (game.engine.core.rng). The deal at setup (each deck shuffled, the
first player's draw) is the seed's; a scenario's `setup:` states it."""
from __future__ import annotations

CHANCE_POINTS = {
    "troops_deck": "a player's Troops deck shuffled with cards put back into it, as a recruit deferred or an animal "
                   "a card sends back; its top cards first",
    "random_discard": "a Trick an opponent discards at random; each outcome is the one card taken",
}


def chance_words(rules, point: str) -> set[str]:
    """The card ids a chance point can bring: Troops for the Troops deck, Tricks for a hand."""
    cards = rules.cards.cards
    troop = point == "troops_deck"
    return {c for c, card in cards.items() if card.troop == troop}
