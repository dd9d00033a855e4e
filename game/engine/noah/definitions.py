"""NOAH card definitions as loaded from YAML: frozen, validated, never changed during play."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Op:
    """One effect operation: its name in the registry and its checked parameters."""

    name: str
    params: dict = field(hash=False, compare=True)


Ops = tuple  # a tuple of Op, run in order


@dataclass(frozen=True)
class AgentDef:
    id: str
    name: str
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


@dataclass(frozen=True)
class AbilitySpace:
    """One space of an Ability card's track and what reaching it unlocks."""

    boost: int = 0
    range: int = 0
    defense: int = 0
    energy: int = 0


@dataclass(frozen=True)
class FactionDef:
    id: str
    name: str
    colour: str
    emblem: str
    ability_track: tuple
    agents: tuple
    file: str = ""
    line: int = 0


@dataclass(frozen=True)
class MercenaryDef:
    id: str
    name: str
    count: int
    cost: int
    out_of_turn: bool
    text: str
    effect: Ops
    file: str = ""
    line: int = 0


@dataclass(frozen=True)
class EnemyDef:
    id: str
    name: str
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


@dataclass(frozen=True)
class LocationDef:
    id: str
    name: str
    box: str
    threshold: int
    position: int
    trigger: str
    effect: Ops
    text: str
    file: str = ""
    line: int = 0


@dataclass(frozen=True)
class DialSpace:
    kind: str  # start | plain | red
    effect: Ops
    text: str


@dataclass(frozen=True)
class DialDef:
    id: str
    name: str
    box: str
    spaces: tuple

    @property
    def start(self) -> int:
        return next(i for i, s in enumerate(self.spaces) if s.kind == "start")

    @property
    def reds(self) -> tuple:
        return tuple(i for i, s in enumerate(self.spaces) if s.kind == "red")


@dataclass(frozen=True)
class MissionDef:
    id: str
    name: str
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
class EnemyBoxDef:
    id: str
    name: str
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
