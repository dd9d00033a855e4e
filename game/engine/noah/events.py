"""What happened in NOAH, in the past tense, with enough to animate it."""
from __future__ import annotations

from game.engine.core.protocol import Barrier, Event, GameOver, Shuffled, TurnEnded, message  # noqa: F401 (the core's turn end)


@message
class RoundStarted(Event):
    round: int


@message
class TurnDeckShuffled(Shuffled):
    """The turn deck was shuffled."""


@message
class TurnCardDrawn(Barrier):
    card: str
    left: int


@message
class HeroTurnStarted(Event):
    seat: int


@message
class FreeTurnGiven(Event):
    seat: int


@message
class EnemyTurnStarted(Event):
    pass


@message
class HorrorDiceRolled(Barrier):
    damage_face: str    # burst | blank
    damage_index: int   # which face of the die (for the dice to land on)
    crescents: int
    crescent_index: int


@message
class DamageBlocked(Event):
    seat: int
    amount: int
    source: str         # a card id, or "ability"


@message
class TrackMoved(Event):
    seat: int
    track: str          # health | corruption | energy | ability
    old: int
    new: int
    cause: str = ""


@message
class CardMoved(Event):
    seat: int
    card: str
    source: str         # supply | hand | played | mercenaries | display:N | mercenary_deck | mercenary_discard
    destination: str


@message
class ActionPlayed(Event):
    seat: int
    card: str
    upgrade: str
    discard: str | None
    target: tuple


@message
class MercenaryPlayed(Event):
    seat: int
    card: str
    target: tuple


@message
class MercenaryRecruited(Event):
    seat: int
    card: str
    slot: int
    cost: int


@message
class MercenaryDealt(Barrier):
    card: str
    slot: int


@message
class MercenaryDeckShuffled(Shuffled):
    """The Mercenary deck was shuffled."""


@message
class EnemyPlaced(Event):
    position: int       # face down


@message
class EnemyRevealed(Barrier):
    position: int
    enemy: str


@message
class EffectResolved(Event):
    source: str         # the card whose effect ran
    trigger: str        # reveal | first | rip | reward | dial | action
    text: str


@message
class DamagePlaced(Event):
    position: int
    enemy: str
    hits: int
    total: int


@message
class EnemyHealed(Event):
    position: int
    enemy: str
    old: int
    new: int


@message
class EnemyDefeated(Event):
    position: int
    enemy: str


@message
class EnemiesSlid(Event):
    from_position: int  # every Enemy right of this moved one position left


@message
class EnemiesSwapped(Event):
    first: int
    second: int


@message
class RealityLossMoved(Event):
    old: int
    new: int
    text: str = ""


@message
class PhaseEnded(Event):
    phase: int
    survivors: int


@message
class PhaseStarted(Event):
    phase: int


@message
class CardSpied(Barrier):
    seat: int
    where: str          # turn | enemy
    card: str
    position: int


@message
class SpiedCardPlaced(Event):
    seat: int
    where: str
    old: int
    new: int


@message
class PromptRaised(Event):
    kind: str
    seats: tuple
    text: str


@message
class GameWon(GameOver):
    pass


@message
class GameLost(GameOver):
    pass
