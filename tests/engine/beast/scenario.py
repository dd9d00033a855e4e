"""Helpers for Nature of the Beast scenarios: a game stacked with the scenario `setup:` (the same code
as `ark-table script`), then driven with real commands."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.engine.beast import overrides
from game.engine.beast.decks import MAX_CARDS, MAX_COPIES, MAX_LEADERS, MAX_TROOPS
from game.engine.beast.combat import total
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected

@dataclass(frozen=True)
class Mix:
    """A deck built from scratch for one test out of these blocks: every card its seat's setup names,
    then the blocks' other cards in order, as far as the rulebook's limits let a deck hold them (30
    Troops, 3 Leaders, 70 cards, 3 copies of a card): every deck a game starts with keeps the limits
    but a Habitat block with a Style block as printed (ruling B33)."""

    blocks: tuple[str, ...]

    def deck(self, seat_setup: dict) -> dict:
        cards = BEAST.cards.cards
        counts = Counter(named_cards(seat_setup))
        troops = sum(n for c, n in counts.items() if cards[c].troop)
        leaders = sum(n for c, n in counts.items() if cards[c].kind == "leader")
        tricks = sum(counts.values()) - troops
        for block in self.blocks:
            for card in BEAST.cards.block_cards(block):
                printed = cards[card]
                if counts[card] >= min(MAX_COPIES, printed.count):
                    continue
                if printed.troop and troops < MAX_TROOPS and (printed.kind != "leader" or leaders < MAX_LEADERS):
                    troops, leaders = troops + 1, leaders + (printed.kind == "leader")
                elif not printed.troop and tricks < MAX_CARDS - MAX_TROOPS:
                    tricks += 1
                else:
                    continue
                counts[card] += 1
        return {"name": "+".join(self.blocks)[:60], "cards": dict(counts)}


def mix(*blocks: str) -> Mix:
    return Mix(tuple(blocks))


# the rulebook's examples play one Farm deck with cards of three Style blocks (the Bullhorn, the
# Schemer, the Condor Scout): a deck built from scratch (examples/decks/the_examples_farm.yaml)
EXAMPLE_FARM = mix("farm", "resourceful", "tricky", "combat")


def named_cards(seat_setup: dict) -> list[str]:
    """Every card a seat's setup names, one id per copy."""
    found = []
    for zone in ("field", "pen", "locations", "humans"):
        for spot in seat_setup.get(zone) or []:
            found += [spot.get("card")] + ([spot["leader"]] if spot.get("leader") else []) + list(spot.get("items", []))
    for zone in ("hand", "trash", "troops", "tricks"):
        found += list(seat_setup.get(zone) or [])
    return [card for card in found if isinstance(card, str) and card in BEAST.cards.cards]


def stacked(setup: dict, decks=("farm", "forest"), seed: int = 1, **options) -> Engine:
    """A new game with `setup` applied; fails the test on any problem in it. A deck may be a `mix` of
    blocks, built for the cards the seat's setup names."""
    players = setup.get("players", [])
    decks = [deck.deck(players[seat] if seat < len(players) else {}) if isinstance(deck, Mix) else deck
             for seat, deck in enumerate(decks)]
    return overrides.stacked(setup, decks, seed, **options)


def do(engine: Engine, command) -> list:
    """Submit a command that must be accepted."""
    events = engine.submit(command)
    assert not (events and isinstance(events[0], Rejected)), events[0]
    return events


def refused(engine: Engine, command) -> str:
    """Submit a command that must be refused; returns the reason."""
    events = engine.submit(command)
    assert events and isinstance(events[0], Rejected), events
    return events[0].reason


def totals(engine: Engine) -> tuple[int, int]:
    game = Game(engine.state, BEAST.cards)
    return total(game, 0), total(game, 1)


def at(engine: Engine, seat: int, row: int, col: int) -> str | None:
    """The card id of the animal on a space (None when it is open)."""
    animal = engine.state.players[seat].field[row][col]
    return card_id(animal.card) if animal else None


def ids(instances) -> list[str]:
    return [card_id(c) for c in instances]


def instance(engine: Engine, seat: int, card: str, zone: str = "hand") -> str:
    """The first physical copy of `card` in a seat's hand (or another list zone)."""
    return next(c for c in getattr(engine.state.players[seat], zone) if card_id(c) == card)
