"""What happened in Noah Planet, in the past tense, with enough to animate it.

Zones in events: "hand", "ecosystem", "noah_pile", "discard_pile", "plant_pile", "removed" (out of
the game), "selection", "search". Events whose cards only their `seat` may see list them in `secret`
(see game.engine.core.protocol.for_seat). Draws from a hidden pile, reveals and reshuffles are
barriers: undo stops there."""
from __future__ import annotations

from typing import ClassVar

from game.engine.core.protocol import Barrier, Event, GameOver, Shuffled, message


# --- setup -----------------------------------------------------------------------------------------
@message
class CardsDealt(Barrier):
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple


@message
class BasicPlantsPlaced(Event):
    seat: int
    cards: tuple


@message
class EnvironmentRevealed(Barrier):
    card: str


@message
class PlantPileTopRevealed(Barrier):
    card: str           # "" when the Plant Pile is empty


@message
class CardsDiscarded(Event):
    """Cards went face up onto the Discard Pile from a hand (setup, Circulation, single player)."""

    seat: int
    cards: tuple
    reason: str         # setup | circulation | action (single player) | search


@message
class DraftPicked(Event):
    secret: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str


@message
class PacketsPassed(Barrier):
    """Every player picked: the packets move to the left (each seat now sees a new packet)."""

    draft_round: int    # the draft round about to start (8 when the draft is over)


@message
class SelectionAreaFilled(Barrier):
    areas: tuple        # the cards now in I, II, III ("" for an empty area)
    drawn: tuple        # the areas (0-2) that got a new card from the Noah pile


@message
class SelectionAreaShifted(Event):
    discarded: str      # the card of Selection Area I that went to the Discard Pile ("" if none)
    areas: tuple        # the cards in I, II, III after moving right, before the refill


# --- turns -----------------------------------------------------------------------------------------
@message
class TurnStarted(Event):
    seat: int
    round: int
    actions: int


@message
class ActionSpent(Event):
    seat: int
    action: str         # search | circulation | regenerate | plant | create | develop
    cost: int
    left: int


@message
class ActionGained(Event):
    """Single player: a card discarded for an action."""

    seat: int
    card: str
    left: int


@message
class SearchDrew(Barrier):
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple


@message
class SearchKept(Event):
    secret: ClassVar[tuple[str, ...]] = ("kept",)
    seat: int
    kept: str
    discarded: str


@message
class CardsDrawn(Barrier):
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple
    reason: str         # circulation | scoring | power


@message
class Regenerated(Event):
    seat: int
    card: str


@message
class Planted(Event):
    seat: int
    card: str


@message
class Created(Event):
    seat: int
    card: str


@message
class Developed(Event):
    seat: int
    area: int
    card: str


@message
class SpecialPowerPlayed(Event):
    seat: int
    card: str
    target: tuple


@message
class ActionsAdded(Event):
    seat: int
    amount: int
    left: int


@message
class Sheltered(Event):
    seat: int


@message
class SpeciesMoved(Event):
    """A species left one ecosystem for another (a Special Power, or migration)."""

    card: str
    from_seat: int
    to_seat: int
    reason: str         # power | migration


@message
class CardRecovered(Event):
    seat: int
    card: str


@message
class DiscardPileReshuffled(Shuffled):
    """The Discard Pile was shuffled into a new Noah Pile."""


@message
class BasicPlantsRestored(Shuffled):
    """The removed Basic Plants (`plants`, face up while removed) were shuffled into a new Plant Pile."""

    plants: tuple = ()


@message
class ActionPhaseEnded(Event):
    seat: int


# --- feeding and scoring ---------------------------------------------------------------------------
@message
class EcosystemArranged(Event):
    """A player laid their ecosystem out anew before feeding (its rows read left to right)."""

    seat: int
    order: tuple


@message
class SpeciesFed(Event):
    """`species` ate `prey`; the ones in `turned` were consumed (turned sideways)."""

    seat: int
    species: str
    prey: tuple
    turned: tuple


@message
class SpeciesWentExtinct(Event):
    seat: int
    card: str
    to: str             # discard_pile | removed
    reason: str         # starved | power


@message
class SpeciesSheltered(Event):
    """Sanctuary: a species that could not eat did not go extinct."""

    seat: int
    card: str


@message
class Scored(Event):
    seat: int
    points: int
    old: int
    new: int
    breakdown: tuple    # ((species, points), ...)


@message
class EatenCardsTurnedBack(Event):
    seat: int
    cards: tuple


@message
class MigratoryAnimalLeft(Event):
    """Single player: a migratory animal leaves the game after scoring."""

    seat: int
    card: str


@message
class FinalRoundBegan(Event):
    seat: int
    score: int


@message
class GameEnded(GameOver):
    winners: tuple
    scores: tuple
    rounds: int
    title: str          # single player: the achievement title ("" otherwise)
