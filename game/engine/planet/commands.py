"""What a Noah Planet player can ask for, named as imperatives in the rulebook's words."""
from __future__ import annotations

from game.engine.core.command_fields import CardId, TupleOf
from game.engine.core.protocol import Command, message


@message
class DiscardAtSetup(Command):
    """Setup step 4: discard 2 cards you do not want to keep."""

    unordered = ("cards",)
    cards: TupleOf(CardId)


@message
class Draft(Command):
    """Strategy Variants: keep one card of the packet in front of you (the rest pass to the left)."""

    card: CardId


@message
class Search(Command):
    """Action: take the top 2 cards of the Noah Card Pile (then keep one: KeepCard)."""


@message
class KeepCard(Command):
    """After a Search: keep this card; the other goes face up on the Discard Pile."""

    card: CardId


@message
class Circulate(Command):
    """Action Circulation: put a hand card face up on the Discard Pile, then take the top 2 cards."""

    card: CardId


@message
class Regenerate(Command):
    """Action: take the top card of the Discard Pile into your hand."""


@message
class Plant(Command):
    """Action: take the top card of the Plant Pile into your ecosystem."""


@message
class Create(Command):
    """Action: play a hand card into your ecosystem (a Special Power resolves and leaves the game).
    `target` answers a Special Power's choice: (seat, species uid) or (discard card uid,)."""

    card: CardId
    target: tuple = ()


@message
class Develop(Command):
    """Strategy Variants action: take the card of Selection Area `area` (0 = I, 1 = II, 2 = III)."""

    area: int


@message
class DiscardForAction(Command):
    """Single player: discard a card to gain 1 action."""

    card: CardId


@message
class EndActions(Command):
    """End the Action Phase: single player at any time; otherwise only when no action can be taken."""


@message
class Feed(Command):
    """The Feeding Phase: who eats whom. Each meal is (predator, prey, prey...); a species of T1-T4
    without a meal cannot eat and goes extinct. `order` lays the ecosystem out anew first (every
    species once, left to right; within a tier they eat in that order, ruling R9); () leaves it as it is."""

    meals: tuple
    order: TupleOf(CardId) = ()
