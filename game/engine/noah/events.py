"""What happened in NOAH, in the past tense, with enough to animate it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.core.protocol import Event


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int


@dataclass(frozen=True, slots=True)
class TurnDeckShuffled(Event):
    barrier: ClassVar[bool] = True
    cards: int


@dataclass(frozen=True, slots=True)
class TurnCardDrawn(Event):
    barrier: ClassVar[bool] = True
    card: str
    left: int


@dataclass(frozen=True, slots=True)
class HeroTurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int  # -1 for the Enemies


@dataclass(frozen=True, slots=True)
class FreeTurnGiven(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class EnemyTurnStarted(Event):
    pass


@dataclass(frozen=True, slots=True)
class HorrorDiceRolled(Event):
    barrier: ClassVar[bool] = True
    damage_face: str    # burst | blank
    damage_index: int   # which face of the die (for the dice to land on)
    crescents: int
    crescent_index: int


@dataclass(frozen=True, slots=True)
class DamageBlocked(Event):
    seat: int
    amount: int
    source: str         # a card id, or "ability"


@dataclass(frozen=True, slots=True)
class TrackMoved(Event):
    seat: int
    track: str          # health | corruption | energy | ability
    old: int
    new: int
    cause: str = ""


@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    seat: int
    card: str
    source: str         # supply | hand | played | mercenaries | display:N | mercenary_deck | mercenary_discard
    destination: str


@dataclass(frozen=True, slots=True)
class ActionPlayed(Event):
    seat: int
    card: str
    upgrade: str
    discard: str | None
    target: tuple


@dataclass(frozen=True, slots=True)
class MercenaryPlayed(Event):
    seat: int
    card: str
    target: tuple


@dataclass(frozen=True, slots=True)
class MercenaryRecruited(Event):
    seat: int
    card: str
    slot: int
    cost: int


@dataclass(frozen=True, slots=True)
class MercenaryDealt(Event):
    barrier: ClassVar[bool] = True
    card: str
    slot: int


@dataclass(frozen=True, slots=True)
class MercenaryDeckShuffled(Event):
    barrier: ClassVar[bool] = True
    cards: int


@dataclass(frozen=True, slots=True)
class EnemyPlaced(Event):
    position: int       # face down


@dataclass(frozen=True, slots=True)
class EnemyRevealed(Event):
    barrier: ClassVar[bool] = True
    position: int
    enemy: str


@dataclass(frozen=True, slots=True)
class EffectResolved(Event):
    source: str         # the card whose effect ran
    trigger: str        # reveal | first | rip | reward | dial | action
    text: str


@dataclass(frozen=True, slots=True)
class DamagePlaced(Event):
    position: int
    enemy: str
    hits: int
    total: int


@dataclass(frozen=True, slots=True)
class EnemyHealed(Event):
    position: int
    enemy: str
    old: int
    new: int


@dataclass(frozen=True, slots=True)
class EnemyDefeated(Event):
    position: int
    enemy: str


@dataclass(frozen=True, slots=True)
class EnemiesSlid(Event):
    from_position: int  # every Enemy right of this moved one position left


@dataclass(frozen=True, slots=True)
class EnemiesSwapped(Event):
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class RealityLossMoved(Event):
    old: int
    new: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class PhaseEnded(Event):
    phase: int
    survivors: int


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    phase: int


@dataclass(frozen=True, slots=True)
class CardSpied(Event):
    barrier: ClassVar[bool] = True
    seat: int
    where: str          # turn | enemy
    card: str
    position: int


@dataclass(frozen=True, slots=True)
class SpiedCardPlaced(Event):
    seat: int
    where: str
    old: int
    new: int


@dataclass(frozen=True, slots=True)
class PromptRaised(Event):
    kind: str
    seats: tuple
    text: str


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    reason: str


@dataclass(frozen=True, slots=True)
class GameLost(Event):
    reason: str
