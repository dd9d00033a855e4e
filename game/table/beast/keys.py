"""The table's names for the places of Nature of the Beast: drop targets and the things a Gather
chooses. One scheme, written and read here only.

    cell:SEAT:ROW:COL     a Field space            pen:SEAT:INDEX      a Pen space
    human:SEAT:ROW        the Human beside a row   item:SEAT:ROW:COL:K  an Item under an animal
    trash:SEAT  troops:SEAT  tricks:SEAT           the Trash and the two decks
    board:SEAT            a player's whole board (cards that choose an opponent)
    hand:CARD             a card in the hand on screen (the physical card's name)
    handcount:SEAT        the count of another seat's hand, in its name bar (cards fly there)
"""
from __future__ import annotations


def cell(seat: int, row: int, col: int) -> str:
    return f"cell:{seat}:{row}:{col}"


def pen(seat: int, index: int) -> str:
    return f"pen:{seat}:{index}"


def human(seat: int, row: int) -> str:
    return f"human:{seat}:{row}"


def item(seat: int, row: int, col: int, index: int) -> str:
    return f"item:{seat}:{row}:{col}:{index}"


def pile(name: str, seat: int) -> str:
    """trash, troops or tricks."""
    return f"{name}:{seat}"


def board(seat: int) -> str:
    return f"board:{seat}"


def hand(card: str) -> str:
    return f"hand:{card}"


def parse(key: str) -> tuple[str, tuple]:
    """('cell', (seat, row, col)), ('hand', (card,)), ...; numbers as ints."""
    kind, _, rest = key.partition(":")
    if kind == "hand":
        return kind, (rest,)
    return kind, tuple(int(part) for part in rest.split(":")) if rest else ()
