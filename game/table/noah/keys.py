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

from game.table.placekeys import kind

TURN, DIAL = "turn", "dial"

hand = kind("hand")             # hand(seat): a seat's hand (a recruited Agent goes there); hand(seat, index)
supply = kind("supply")         # supply(seat, card): an Agent of a seat's supply
enemy = kind("enemy")           # enemy(position): an Enemy of the row, with its Location
location = kind("location")     # location(position): a Location
display = kind("display")       # display(slot): a Mercenary of the display
track = kind("track")           # track(seat, name): a seat's health or energy track
ability = kind("ability")       # ability(seat): a seat's Ability track; ability(seat, index): one space
played = kind("played")         # played(seat): a seat's played pile
end_turn = kind("end_turn")     # end_turn(seat): its End turn button
button = kind("button")         # button(name): a button of the status bar


def parse(key: str) -> tuple[str, tuple]:
    """('enemy', (0,)), ('hand', (seat,)), ('hand', (seat, index)), ('supply', (seat, card)), ('turn', ())
    ...; seats, positions and indexes as ints, card ids and names as they are."""
    name, _, rest = key.partition(":")
    return name, tuple(int(part) if part.isdigit() else part for part in rest.split(":")) if rest else ()
