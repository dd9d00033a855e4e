"""The NOAH game state: plain dataclasses, JSON-safe, nothing from pygame."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.core.rng import Rng

ENEMY_CARD = "enemy"  # turn card names: "enemy", "free", or "hero:<seat>"
FREE_CARD = "free"


def hero_card(seat: int) -> str:
    return f"hero:{seat}"


@dataclass
class Faction:
    """One player's faction: Faction card track, Ability card tracks, and its cards by zone."""

    faction: str
    health: int
    corruption: int
    energy: int
    ability: int = 0                      # index on the Ability track; 0 is the first space
    supply: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)       # this turn's discard pile (step 4 returns it)
    mercenaries: list[str] = field(default_factory=list)  # recruited, not yet played
    range_bonus: int = 0                  # from Increase Range, for the next attack
    boost_bonus: int = 0                  # from boost cards, for the next Deal Hits action of an attack


@dataclass
class RowEnemy:
    """An Enemy in the row; its index in the row is its position and Location."""

    enemy: str
    face_up: bool = False
    damage: int = 0


@dataclass
class Turn:
    """Whose turn it is and what has happened in it."""

    kind: str = "none"          # hero | enemy | none
    seat: int = -1
    step: str = "actions"       # actions (step 1) | recruit (step 2)
    attacks: dict[str, int] = field(default_factory=dict)   # "seat/enemy" -> Deal Hits actions this turn
    boosted: list[str] = field(default_factory=list)        # "seat/enemy" attacks that got the Boost


@dataclass
class Defense:
    """The Enemies' turn in progress: the damage each faction has coming (0 on a blank damage die),
    what it has blocked, and the factions whose window is still to come, in seat order."""

    incoming: list[int]
    blocked: list[int]
    waiting: list[int]          # seats still to be asked, first one answering now
    crescents: int              # the Reality Loss die, resolved after the damage


@dataclass
class Pending:
    """A decision the game waits for (the engine's Prompt)."""

    kind: str                   # defend | free_turn | place_spied | recruit_mercenary
    seats: list[int]
    where: str = ""             # place_spied: "turn" or "enemy"
    index: int = -1             # place_spied: the deck index (from the bottom) or the row position looked at


@dataclass
class Offer:
    """A Mercenary a reward or an effect lets a faction recruit, waiting for that faction's choice."""

    seat: int
    free: bool                  # free: no price to pay (otherwise the display price, as usual)
    source: str                 # the card whose reward or effect it is


@dataclass
class Knowledge:
    """A face-down card a seat has spied on."""

    seat: int
    where: str                  # turn | enemy
    card: str                   # the enemy id, or the turn card's name
    index: int = -1             # turn deck index counted from the bottom (stable while cards are drawn)


@dataclass
class NoahState:
    rng: Rng
    factions: list[Faction]
    mission: str
    locations: list[str]
    dial: str
    harder: bool
    row: list[RowEnemy] = field(default_factory=list)
    enemy_deck: list[str] = field(default_factory=list)       # top is the end of the list
    graveyard: list[str] = field(default_factory=list)
    enemies_total: int = 12
    dial_position: int = 0
    phase: int = 1
    phase_start: int = 0
    turn_deck: list[str] = field(default_factory=list)        # top is the end of the list
    turn_discard: list[str] = field(default_factory=list)
    turn_card: str = ""
    round: int = 0
    round_over: bool = False    # a phase ended: the round ends once this turn is done
    turn: Turn = field(default_factory=Turn)
    defense: Defense | None = None
    pending: Pending | None = None
    offers: list[Offer] = field(default_factory=list)         # Mercenaries to recruit, asked in seat order
    known: list[Knowledge] = field(default_factory=list)
    mercenary_deck: list[str] = field(default_factory=list)   # top is the end of the list
    mercenary_display: list[str] = field(default_factory=list)
    mercenary_discard: list[str] = field(default_factory=list)
    outcome: str = ""           # "" while playing, then won | lost
    outcome_reason: str = ""
    turns_taken: int = 0
