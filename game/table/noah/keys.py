"""The table's names for the places of NOAH: drop targets, the cards a choice points at, the places
the keyboard moves between and the layout the tests and the real-window driver read. One scheme,
written and read here only.

    hand:SEAT              a seat's hand with its Agent supply (a recruited Agent is dropped there)
    hand:SEAT:INDEX        one card of a seat's hand (its Action cards, then its Mercenaries)
    supply:SEAT:CARD       an Agent of a seat's supply
    enemy:POSITION         an Enemy of the row, with its Location above it
    location:POSITION      a Location
    display:SLOT           a Mercenary of the display (0 to 3)
    turn  dial             the turn card (the turn deck) and the Reality Loss dial
    track:SEAT:NAME        a seat's health or energy track
    ability:SEAT:INDEX     a space of a seat's Ability track (ability:SEAT: the whole track)
    played:SEAT            a seat's played pile            end_turn:SEAT   its End turn button
    button:NAME            a button of the status bar
"""
from __future__ import annotations

TURN, DIAL = "turn", "dial"


def hand(seat: int, index: int | None = None) -> str:
    """A seat's hand (where a recruited Agent goes), or one card of it."""
    return f"hand:{seat}" if index is None else f"hand:{seat}:{index}"


def supply(seat: int, card: str) -> str:
    return f"supply:{seat}:{card}"


def enemy(position: int) -> str:
    return f"enemy:{position}"


def location(position: int) -> str:
    return f"location:{position}"


def display(slot: int) -> str:
    return f"display:{slot}"


def track(seat: int, name: str) -> str:
    return f"track:{seat}:{name}"


def ability(seat: int, index: int | None = None) -> str:
    """A seat's Ability track, or one space of it."""
    return f"ability:{seat}" if index is None else f"ability:{seat}:{index}"


def played(seat: int) -> str:
    return f"played:{seat}"


def end_turn(seat: int) -> str:
    return f"end_turn:{seat}"


def button(name: str) -> str:
    return f"button:{name}"


def parse(key: str) -> tuple[str, tuple]:
    """('enemy', (0,)), ('hand', (seat,)), ('hand', (seat, index)), ('supply', (seat, card)), ('turn', ())
    ...; seats, positions and indexes as ints, card ids and names as they are."""
    kind, _, rest = key.partition(":")
    return kind, tuple(int(part) if part.isdigit() else part for part in rest.split(":")) if rest else ()
