"""What a NOAH player can ask for. Each is a small frozen dataclass named as an imperative."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.core.protocol import Command


@dataclass(frozen=True, slots=True)
class PlayAction(Command):
    """Play an Action card from hand: its base action, or upgraded by discarding another card or
    by taking +1 Corruption. `target` answers the action's choice, e.g. ("enemy", 0)."""

    card: str
    upgrade: str = "base"           # base | discard | corrupt
    discard: str | None = None      # the Action card discarded for the discard upgrade
    target: tuple = ()


@dataclass(frozen=True, slots=True)
class PlayMercenary(Command):
    """Play a recruited Mercenary (paying its Energy cost, if it has one)."""

    card: str
    target: tuple = ()


@dataclass(frozen=True, slots=True)
class RecruitAgent(Command):
    """Hero turn step 2: take an Agent from your supply into your hand for its Energy cost."""

    card: str


@dataclass(frozen=True, slots=True)
class AdvanceAbility(Command):
    """Hero turn step 2: spend 2 Energy to move one space up the Ability track."""


@dataclass(frozen=True, slots=True)
class EndTurn(Command):
    """Hero turn steps 3 and 4: reset Energy, return the played cards to the supply."""


@dataclass(frozen=True, slots=True)
class Pass(Command):
    """Take the Enemies' damage without (further) defense."""


@dataclass(frozen=True, slots=True)
class ChooseFreeTurn(Command):
    """Give the free turn card to a faction (by its seat)."""

    faction: int


@dataclass(frozen=True, slots=True)
class PlaceSpied(Command):
    """After Spy & Reorder: put the turn card at this deck index (0 = top), or swap the spied
    face-down Enemy with the face-down Enemy at this position (its own position leaves it)."""

    position: int


COMMAND_TYPES: dict[str, type] = {c.__name__: c for c in (
    PlayAction, PlayMercenary, RecruitAgent, AdvanceAbility, EndTurn, Pass, ChooseFreeTurn, PlaceSpied)}
