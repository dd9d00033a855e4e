"""The state of a Nature of the Beast game: plain dataclasses, JSON-safe through core.serialize.

Cards are instances named `<seat>.<card id>.<copy>` (seat 0's second Stubborn Mule is
`0.stubborn_mule.2`), so every physical card is in exactly one place. Field rows count from the
front row (0) to the back row; columns from the owner's left. In Supply Line the two players' Fields
are one Field seen from its two ends: each player's spaces are still counted from their own side
(field.across turns a space round), so each player's `field` holds only their own animals."""
from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as default

from game.engine.core.rng import Rng

PEN_SPACES = 3   # "Each player deals three Troops face-down in his PEN."

OMIT = {"omit_when_empty": True}   # left out of the canonical state while empty: the standard game's hash stays


def card_id(instance: str) -> str:
    """The card a physical card is a copy of: `0.stubborn_mule.2` -> `stubborn_mule`."""
    return instance.split(".", 2)[1]


@dataclass
class Animal:
    """An animal in the Field, with the Leader it sits on and the Items equipped to it."""

    card: str
    leader: str = ""
    items: list[str] = default(default_factory=list)
    tilted: bool = False


@dataclass
class Recruit:
    """One Pen space: a card face down or face up, perhaps sitting on a face-up Leader."""

    card: str = ""            # "" when the space is empty
    face_up: bool = False
    leader: str = ""          # the face-up Leader under `card` (or the bare Leader itself is `card`)
    clash: str = ""           # a second Leader or a Legend dealt onto the Leader, waiting to be ruled on


@dataclass
class Player:
    seat: int
    deck: str                 # the prebuilt deck or mix, e.g. "farm+resourceful"
    team: int
    favor: int
    fury: int
    troops: list[str] = default(default_factory=list)     # top card last
    tricks: list[str] = default(default_factory=list)     # top card last
    hand: list[str] = default(default_factory=list)
    trash: list[str] = default(default_factory=list)
    pen: list[Recruit] = default(default_factory=list)
    field: list[list[Animal | None]] = default(default_factory=list)
    locations: list[list[str]] = default(default_factory=list)   # "" where no Location lies
    humans: list[str] = default(default_factory=list)            # one per row, to the left of it
    humans_tilted: list[bool] = default(default_factory=list)
    auto_pass: bool = False   # asked nothing outside its own battles (the seat's option)
    out: bool = False


@dataclass
class Battle:
    """A battle in progress. Sides are 0 (attacker) and 1 (defender); positions are [seat, row, col]."""

    attacker: list[int]
    defender: list[int]
    bonus: list[int] = default(default_factory=lambda: [0, 0])
    allies: list[list[int]] = default(default_factory=list)      # [side, seat, row, col, bonus]
    no_allies: list[bool] = default(default_factory=lambda: [False, False])
    side: int = 1             # whose phase it is: the defender acts first
    passes: int = 0           # phases passed in a row
    phases: int = 0
    invited: int = -1         # the seat asked to ally, waiting to answer
    stage: str = "phases"     # phases | defeat (the loser's owner may answer the defeat)
    loser: int = -1           # the losing side, once resolved
    ended: bool = False       # a card ended the battle: nobody is trashed
    rescue: str = ""          # where a card sends the beaten combatant instead of the Trash: troops | field


@dataclass
class Turn:
    seat: int
    step: str = "preparation"  # preparation | actions | wrap_up
    actions: int = 3
    flipped: int = 0           # recruits turned face up this turn (each one Trick fewer)
    clout_bonus: int = 0       # Clout a card lent to this turn's next recruit
    leaders_up: list[int] = default(default_factory=list, metadata=OMIT)   # Pen spaces of Leaders turned up
    # this turn and still bare: the next Troop goes on one now, or it waits to be deferred (ruling B3)


@dataclass
class BeastState:
    rows: int
    cols: int
    rng: Rng
    players: list[Player]
    turn: Turn
    first_seat: int = 0
    round: int = 1
    battle: Battle | None = None
    win: str = "land"          # the win condition: land | every_field | supply_line (variants.WINS)
    outcome: str = ""          # "" | won | scorched
    winners: list[int] = default(default_factory=list)
    reason: str = ""
    variant: str = default(default="", metadata=OMIT)    # section VII: "" (standard), rush, doubles, supply_line
    subvariants: list[str] = default(default_factory=list, metadata=OMIT)   # the sub-variants agreed on
