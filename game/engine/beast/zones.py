"""Moving cards between a player's zones: Troops and Tricks decks (top card last), hand, Pen, Field,
Trash. Every move keeps each physical card in exactly one place."""
from __future__ import annotations

from game.engine.beast.events import CardTrashed, PenRefilled, TricksDrawn
from game.engine.beast.game import Game
from game.engine.beast.state import card_id


def to_trash(game: Game, seat: int, card: str, from_zone: str, where: tuple = ()) -> None:
    game.state.players[seat].trash.append(card)
    game.emit(CardTrashed(seat, card, from_zone, where))


def trash_field_animal(game: Game, seat: int, row: int, col: int) -> None:
    """The animal goes to its owner's Trash with its Leader and Items; its Location stays on the space."""
    player = game.state.players[seat]
    animal = player.field[row][col]
    player.field[row][col] = None
    for card in (animal.card, animal.leader, *animal.items):
        if card:
            to_trash(game, seat, card, "field", (row, col))


def lift_field_animal(game: Game, seat: int, row: int, col: int) -> list[str]:
    """Take an animal out of the Field without trashing it: its Items go to the Trash, and the animal
    (with its Leader) is returned for the caller to place."""
    player = game.state.players[seat]
    animal = player.field[row][col]
    player.field[row][col] = None
    for item in animal.items:
        to_trash(game, seat, item, "field", (row, col))
    return [card for card in (animal.card, animal.leader) if card]


def shuffle_into_troops(game: Game, seat: int, cards: list[str]) -> None:
    """The cards go back into the seat's Troops deck, shuffled (the chance point `troops_deck`)."""
    player = game.state.players[seat]
    player.troops.extend(cards)
    game.state.rng.shuffle(player.troops, "troops_deck", card_id)


def draw_tricks(game: Game, seat: int, count: int) -> list[str]:
    """Draw up to `count` Tricks (an empty Tricks deck gives nothing: ruling B9)."""
    player = game.state.players[seat]
    drawn = [player.tricks.pop() for _ in range(min(count, len(player.tricks)))]
    player.hand.extend(drawn)
    if drawn:
        game.emit(TricksDrawn(seat, tuple(drawn), len(player.tricks)))
    return drawn


def refill_pen(game: Game, seat: int) -> None:
    """Fill the blank Pen spaces with face-down recruits from the Troops deck, left to right."""
    player = game.state.players[seat]
    filled = []
    for index, recruit in enumerate(player.pen):
        if not recruit.card and player.troops:
            recruit.card, recruit.face_up, recruit.leader, recruit.clash = player.troops.pop(), False, "", ""
            filled.append(index)
    if filled:
        game.emit(PenRefilled(seat, tuple(filled)))
