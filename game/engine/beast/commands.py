"""What a Nature of the Beast player can ask for, named as imperatives after the rulebook's actions.
Spaces are (row, col) with row 0 the front row; Pen spaces are numbered 0-2 from the left."""
from __future__ import annotations

from game.engine.beast.state import PEN_SPACES
from game.engine.beast.variants import VARIANTS
from game.engine.core.command_fields import CardId, Index, TupleOf
from game.engine.core.protocol import Command, message

Pen = Index(PEN_SPACES)
Row = Index(max(v.rows for v in VARIANTS.values()))   # the rules check the game's own Field
Col = Index(max(v.cols for v in VARIANTS.values()))
Space = TupleOf(int, 2)    # (row, col)


# --- Step 1: Preparation --------------------------------------------------------------------------
@message
class FlipRecruit(Command):
    """Turn a face-down recruit in your Pen face up (each one is a Trick fewer this turn)."""

    pen: Pen


@message
class TopLeader(Command):
    """Play the next Troop face up on a bare face-up Leader in your Pen."""

    pen: Pen


@message
class RuleOnClash(Command):
    """A second Leader or a Legend landed on a Leader: keep one; the other is trashed or, for one
    action, deferred."""

    pen: Pen
    keep: str = "leader"      # leader | card
    defer: bool = False


@message
class FinishPreparation(Command):
    """Draw the permitted number of Tricks and begin your three actions."""


# --- Step 2: the actions ------------------------------------------------------------------------
@message
class RecruitAnimal(Command):
    """Recruit a face-up Pen animal into a back-row space, paying its Rank with the Clout of the Field
    animals tilted (`tilt`, spaces) and the Pen recruits trashed (`trash`, Pen spaces)."""

    unordered = ("tilt", "trash")
    pen: Pen
    row: Row
    col: Col
    tilt: TupleOf(Space) = ()
    trash: TupleOf(Pen) = ()


@message
class MoveAnimal(Command):
    row: Row
    col: Col
    to_row: Row
    to_col: Col


@message
class UntiltAnimal(Command):
    row: Row
    col: Col


@message
class DismissAnimal(Command):
    """Trash a Field animal by tilting one of higher Rank (`by_row`, `by_col`)."""

    row: Row
    col: Col
    by_row: Row
    by_col: Col


@message
class DismissRecruit(Command):
    """Trash a face-up Pen recruit for free; a face-down one takes its place."""

    pen: Pen


@message
class DeferRecruit(Command):
    """Shuffle a face-up Pen recruit (or bare Leader) back into your Troops deck."""

    pen: Pen


@message
class DeclareBattle(Command):
    """Tilt your animal at (row, col) and attack `foe`'s animal at (foe_row, foe_col)."""

    row: Row
    col: Col
    foe: int
    foe_row: Row
    foe_col: Col


@message
class DrawTrick(Command):
    """Spend an action to add a Trick to your hand."""


@message
class PlayEvent(Command):
    """Play an Event from your hand: `target` answers its choice, `discards` pay its Discard icon."""

    unordered = ("discards",)
    card: CardId
    target: tuple = ()
    discards: TupleOf(CardId) = ()


@message
class UseAbility(Command):
    """Use the ability of your animal, Leader, Item or Human in play (`card`)."""

    unordered = ("discards",)
    card: CardId
    target: tuple = ()
    discards: TupleOf(CardId) = ()


@message
class PassAction(Command):
    """Spend one action doing nothing."""


@message
class EndTurn(Command):
    """Finish your turn (actions left are lost) and go to the wrap-up."""


# --- free actions -------------------------------------------------------------------------------
@message
class CallHuman(Command):
    card: CardId
    row: Row


@message
class DismissHuman(Command):
    row: Row


@message
class ClaimLocation(Command):
    card: CardId
    row: Row
    col: Col


@message
class EquipItem(Command):
    card: CardId
    row: Row
    col: Col


@message
class PassItems(Command):
    """Tilt the animal at (row, col) to pass `items` to an untilted animal in its Vectors."""

    row: Row
    col: Col
    to_row: Row
    to_col: Col
    items: TupleOf(CardId) = ()


# --- battles --------------------------------------------------------------------------------------
@message
class CallAlly(Command):
    """Tilt your untilted animal adjacent to your combatant, with a Vector toward it: +1."""

    row: Row
    col: Col


@message
class InviteAlly(Command):
    """Formally invite another player to ally from their front row."""

    invitee: int


@message
class JoinBattle(Command):
    """Accept an invitation: tilt your untilted front-row animal in column `col`."""

    col: Col


@message
class DeclineInvitation(Command):
    """Refuse an invitation (the inviter has passed that phase)."""


@message
class LegendBoost(Command):
    """Your combatant is a Legend: discard `card` from your hand for +1 Combat."""

    card: CardId


@message
class PassPhase(Command):
    """Pass this battle phase."""


@message
class AcceptDefeat(Command):
    """Let your beaten animal go to the Trash (instead of playing a card that changes that)."""


# --- Step 3: wrap up ------------------------------------------------------------------------------
@message
class DiscardTrick(Command):
    """Discard down to five Tricks before the next player begins."""

    card: CardId
