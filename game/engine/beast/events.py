"""What happened in Nature of the Beast, in the past tense, with enough to animate it. Spaces are
(row, col); zones are words: troops, tricks, hand, pen, field, trash. Events that reveal a hidden
card or a random outcome are barriers (undo stops there)."""
from __future__ import annotations

from typing import ClassVar

from game.engine.core.protocol import Barrier, Event, GameOver, TurnEnded, message  # noqa: F401 (the core's turn end)


@message
class FirstPlayerDrawn(Barrier):
    ranks: tuple          # each seat's drawn Rank (after Leaders were redrawn and ties drawn again)
    seat: int


@message
class TurnStarted(Event):
    seat: int
    round: int


@message
class HumanUntilted(Event):
    seat: int
    row: int
    card: str


@message
class RecruitFlipped(Barrier):
    seat: int
    pen: int
    card: str


@message
class LeaderTopped(Barrier):
    seat: int
    pen: int
    leader: str
    card: str


@message
class ClashRuledOn(Event):
    seat: int
    pen: int
    kept: str
    removed: str
    to_zone: str          # trash | troops


@message
class TricksDrawn(Barrier):
    secret: ClassVar[tuple[str, ...]] = ("cards",)   # into a hidden hand: blanked for every other seat
    seat: int
    cards: tuple
    left: int


@message
class PreparationFinished(Event):
    seat: int
    flipped: int
    drawn: int


@message
class AnimalRecruited(Event):
    seat: int
    pen: int
    card: str
    leader: str
    row: int
    col: int
    rank: int
    clout: int
    tilted: tuple
    trashed: tuple


@message
class PenRefilled(Event):
    seat: int
    spaces: tuple         # Pen spaces dealt a face-down recruit, left to right


@message
class AnimalMoved(Event):
    seat: int
    card: str
    from_space: tuple
    to_space: tuple


@message
class AnimalTilted(Event):
    seat: int
    card: str
    row: int
    col: int


@message
class AnimalUntilted(Event):
    seat: int
    card: str
    row: int
    col: int


@message
class CardTrashed(Event):
    seat: int
    card: str
    from_zone: str        # field | pen | hand | humans | locations
    where: tuple = ()


@message
class RecruitDeferred(Event):
    seat: int
    pen: int
    card: str


@message
class ActionSpent(Event):
    seat: int
    action: str
    left: int


@message
class TrickDiscarded(Event):
    seat: int
    card: str


@message
class EventPlayed(Event):
    seat: int
    card: str
    target: tuple


@message
class AbilityUsed(Event):
    seat: int
    card: str
    target: tuple


@message
class HumanCalled(Event):
    seat: int
    card: str
    row: int


@message
class LocationClaimed(Event):
    seat: int
    card: str
    row: int
    col: int
    rank: int


@message
class ItemEquipped(Event):
    seat: int
    card: str
    row: int
    col: int
    favor: int


@message
class ItemsPassed(Event):
    seat: int
    items: tuple
    from_space: tuple
    to_space: tuple


@message
class FavorChanged(Event):
    seat: int
    old: int
    new: int


@message
class FuryChanged(Event):
    seat: int
    old: int
    new: int


@message
class DarkNatureEntered(Event):
    seat: int


@message
class PlayerOut(Barrier):   # its face-down Pen cards go to the Trash face up: a reveal
    seat: int
    reason: str


@message
class BattleDeclared(Event):
    seat: int
    attacker: tuple       # (seat, row, col)
    defender: tuple
    attack_total: int
    defend_total: int


@message
class BattlePhasePlayed(Event):
    seat: int
    play: str             # event | ability | ally | invitation | legend_boost | pass | declined
    attack_total: int
    defend_total: int


@message
class AllyJoined(Event):
    seat: int             # whose animal
    side: int             # 0 attacker, 1 defender
    card: str
    row: int
    col: int
    bonus: int


@message
class AllyInvited(Event):
    seat: int
    invitee: int


@message
class BattleResolved(Barrier):
    attack_total: int
    defend_total: int
    winner: int           # the winning side: 0 attacker, 1 defender; -1 when a card ended the battle
    loser: tuple          # (seat, row, col, card) of the beaten combatant, or ()


@message
class AnimalRescued(Event):
    seat: int
    card: str
    to_zone: str


@message
class RandomDiscard(Barrier):
    seat: int
    card: str


@message
class GameWon(GameOver):
    winners: tuple


@message
class GameEnded(GameOver):
    """Scorched Earth: nobody won."""
