"""What a NOAH player can ask for. Each is a small frozen dataclass named as an imperative."""
from __future__ import annotations

from game.engine.core.command_fields import CardId
from game.engine.core.protocol import Command, message


@message
class PlayAction(Command):
    """Play an Action card from hand: its base action, or upgraded by discarding another card or
    by taking +1 Corruption. `target` answers the action's choice, e.g. ("enemy", 0)."""

    card: CardId
    upgrade: str = "base"           # base | discard | corrupt
    discard: CardId | None = None      # the Action card discarded for the discard upgrade
    target: tuple = ()


@message
class PlayMercenary(Command):
    """Play a recruited Mercenary (paying its Energy cost, if it has one)."""

    card: CardId
    target: tuple = ()


@message
class RecruitAgent(Command):
    """Hero turn step 2: take an Agent from your supply into your hand for its Energy cost."""

    card: CardId


@message
class AdvanceAbility(Command):
    """Hero turn step 2: spend 2 Energy to move one space up the Ability track."""


@message
class EndTurn(Command):
    """Hero turn steps 3 and 4: reset Energy, return the played cards to the supply."""


@message
class Pass(Command):
    """Answer a prompt by doing nothing (more): end your window in the Enemies' turn (taking the
    damage still coming), or let a reward's Mercenary go."""


@message
class RecruitMercenary(Command):
    """Answer a reward's (or effect's) 'recruit a Mercenary': take the Mercenary in this display slot
    (0 is the first), paying its price unless the reward is free."""

    slot: int


@message
class ChooseFreeTurn(Command):
    """Give the free turn card to a faction (by its seat)."""

    faction: int


@message
class PlaceSpied(Command):
    """After Spy & Reorder: put the turn card at this deck index (0 = top), or swap the spied
    face-down Enemy with the face-down Enemy at this position (its own position leaves it)."""

    position: int
