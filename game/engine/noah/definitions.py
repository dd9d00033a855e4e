"""NOAH card definitions as loaded from YAML: frozen, validated, never changed during play."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


from game.engine.cards.effects import Op, chosen_op  # noqa: F401  (NOAH's cards hold the shared Op)
from game.engine.cards.named import Named

Ops = tuple  # a tuple of Op, run in order


def modifier_index(trigger: str, ops: Ops) -> dict:
    """An ongoing effect as name -> ((amount, applies only to its own Enemy/Location), ...)."""
    index: dict = {}
    if trigger == "ongoing":
        for op in ops:
            index.setdefault(op.name, []).append((op.params.get("amount", 1), op.params.get("scope") == "self"))
    return {name: tuple(v) for name, v in index.items()}


def modifier_totals(index: dict) -> dict:
    """A modifier index as name -> its total amount (for the table-wide modifiers, where scope does not matter)."""
    return {name: sum(amount for amount, _ in entries) for name, entries in index.items()}


def modifier_parts(index: dict) -> dict:
    """A modifier index as name -> (amount for every Enemy, amount only for its own Enemy/Location)."""
    return {name: (sum(amount for amount, own in entries if not own), sum(amount for amount, own in entries if own))
            for name, entries in index.items()}


def before_choice(ops: Ops, name: str) -> int:
    """The amount that `name` ops (increase_range, charge_energy) add before the action's choice is
    made: Noctavia's own +1 Range reaches for its Deal Hits; Magpie's own Energy pays its recruit."""
    total = 0
    for op in ops:
        if op.choice:
            break
        if op.name == name:
            total += op.params.get("amount", 0)
    return total


class Play(NamedTuple):
    """What the rules need to know of one action to list and check its plays, worked out once at load."""

    choice: Op | None           # the op that needs a choice, if any
    defends: bool               # Defense: played only while the Enemies deal damage
    reach: int                  # Range the action adds before its choice
    charge: int                 # Energy the action adds before its choice
    targets_key: tuple | None   # what its targets depend on: kind of choice, a free Mercenary, reach, charge

    @classmethod
    def of(cls, ops: Ops) -> "Play":
        choice, reach, charge = chosen_op(ops), before_choice(ops, "increase_range"), before_choice(ops, "charge_energy")
        targets_key = None if choice is None else (choice.choice, bool(choice.params.get("free")), reach, charge)
        return cls(choice, defends(ops), reach, charge, targets_key)


def defends(ops: Ops) -> bool:
    """Whether an action blocks damage (playable only while the Enemies deal damage)."""
    return any(op.name == "defense" for op in ops)


UPGRADES = ("base", "discard", "corrupt")
WINDOWS = ("own", "other", "defend")  # the times a seat may play (see hero_turn.window)


def playable_in(window: str, defends: bool, out_of_turn: bool) -> bool:
    """hero_turn.timing_problem as a yes/no, for the listing: Defense only while the Enemies deal you
    damage; other actions on your own turn, or with the out-of-turn icon on a fellow hero's turn or
    while you defend."""
    if window == "defend":
        return defends or out_of_turn
    if defends:
        return False
    return window == "own" or (window == "other" and out_of_turn)


@dataclass(frozen=True)
class AgentDef(Named):
    faction: str
    cost: int
    count: int
    out_of_turn: bool
    text: str
    base: Ops
    discard: Ops
    corrupt: Ops
    file: str = ""
    line: int = 0

    def action(self, upgrade: str) -> Ops:
        return getattr(self, upgrade)

    def __post_init__(self) -> None:
        plays = {u: Play.of(getattr(self, u)) for u in UPGRADES}
        object.__setattr__(self, "plays", plays)
        # window -> the (upgrade, Play) pairs that may be played then, in upgrade order
        object.__setattr__(self, "plays_in", {
            w: tuple((u, plays[u]) for u in UPGRADES if playable_in(w, plays[u].defends, self.out_of_turn))
            for w in WINDOWS})


@dataclass(frozen=True)
class AbilitySpace:
    """One space of an Ability card's track and what reaching it unlocks."""

    boost: int = 0
    range: int = 0
    defense: int = 0
    energy: int = 0


@dataclass(frozen=True)
class FactionDef(Named):
    colour: str
    emblem: str
    ability_track: tuple
    agents: tuple
    file: str = ""
    line: int = 0
    unlocked: tuple = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        """For each marker position: (range, boost, defense, energy bonus) unlocked so far.
        Range, Boost and Defense count their best space; every Energy space adds (Energy & Abilities)."""
        table, best_range, boost, defense, energy = [], 1, 0, 0, 0
        for index, space in enumerate(self.ability_track):
            if index:
                best_range, boost = max(best_range, space.range), max(boost, space.boost)
                defense, energy = max(defense, space.defense), energy + space.energy
            table.append((best_range, boost, defense, energy))
        object.__setattr__(self, "unlocked", tuple(table))


@dataclass(frozen=True)
class MercenaryDef(Named):
    count: int
    cost: int
    out_of_turn: bool
    text: str
    effect: Ops
    file: str = ""
    line: int = 0

    def __post_init__(self) -> None:
        play = Play.of(self.effect)
        object.__setattr__(self, "play", play)
        object.__setattr__(self, "windows", frozenset(w for w in WINDOWS if playable_in(w, play.defends, self.out_of_turn)))


def index_ongoing(card) -> None:
    """Work out once, at load, an Enemy's or Location's ongoing modifiers (read on every rules step)."""
    object.__setattr__(card, "ongoing", modifier_index(card.trigger, card.effect))
    object.__setattr__(card, "ongoing_total", modifier_totals(card.ongoing))
    object.__setattr__(card, "ongoing_parts", modifier_parts(card.ongoing))


@dataclass(frozen=True)
class EnemyDef(Named):
    box: str
    colour: str
    health: int
    damage: int
    trigger: str
    effect: Ops
    reward: Ops
    text: str
    file: str = ""
    line: int = 0

    def __post_init__(self) -> None:
        index_ongoing(self)  # the ongoing (infinity) modifiers, active while the Enemy is face up


@dataclass(frozen=True)
class LocationDef(Named):
    box: str
    threshold: int
    position: int
    trigger: str
    effect: Ops
    text: str
    file: str = ""
    line: int = 0

    def __post_init__(self) -> None:
        index_ongoing(self)  # the Location's ongoing modifiers


@dataclass(frozen=True)
class DialSpace:
    kind: str  # start | plain | red
    effect: Ops
    text: str


@dataclass(frozen=True)
class DialDef(Named):
    box: str
    spaces: tuple

    @property
    def start(self) -> int:
        return next(i for i, s in enumerate(self.spaces) if s.kind == "start")

    @property
    def reds(self) -> tuple:
        return tuple(i for i, s in enumerate(self.spaces) if s.kind == "red")


@dataclass(frozen=True)
class MissionDef(Named):
    box: str
    difficulty: int
    enemies: dict = field(hash=False)
    locations: tuple = ()
    dial: str = ""
    text: str = ""


@dataclass(frozen=True)
class CoreDef:
    track_max: int
    start_health: int
    start_corruption: int
    energy_track_max: int
    start_energy: int
    hand_limit: int
    ability_step_cost: int
    damage_die: tuple
    reality_die: tuple


@dataclass(frozen=True)
class EnemyBoxDef(Named):
    enemies: tuple
    locations: tuple
    dial: str
    missions: tuple


@dataclass
class CardSet:
    """Every NOAH card, by id."""

    core: CoreDef
    factions: dict
    agents: dict
    mercenaries: dict
    boxes: dict
    enemies: dict
    locations: dict
    dials: dict
    missions: dict
