"""The table's names for the places of Noah Planet: drop targets, the things a Gather chooses, and
where cards fly to and from. One scheme, written and read here only.

    eco:SEAT           a player's whole ecosystem (a card is created into its tier)
    sp:SEAT:UID        one species in an ecosystem (a Special Power aimed at it)
    hand               the hand on screen (cards taken into it are dropped here)
    hand:UID           one card of the hand on screen
    handcount:SEAT     the count of another seat's hand, in its ecosystem's header (cards fly there)
    pile:noah  pile:discard  pile:plant     the piles in the centre of the table
    sel:AREA           Selection Area I, II, III (0, 1, 2)
    env:INDEX          an Environment card in play
    dc:UID             a card of the Discard Pile, spread out to be chosen (Fossil Dig)
    pile:removed       the cards removed from the game (Basic Plants gone extinct, Special Powers played,
                       a single player's Migratory animals), face up
"""
from __future__ import annotations

from game.table.placekeys import kind as _kind

HAND = "hand"
NOAH, DISCARD, PLANT, REMOVED = "pile:noah", "pile:discard", "pile:plant", "pile:removed"

eco = _kind("eco")                  # eco(seat): a player's whole ecosystem
species = _kind("sp")               # species(seat, uid): one species in a player's ecosystem
hand = _kind("hand")                # hand(uid): one card of the hand on screen
handcount = _kind("handcount")      # handcount(seat): another seat's hand, its count in its header
area = _kind("sel")                 # area(index): Selection Area I, II or III (0, 1, 2)
env = _kind("env")                  # env(index): an Environment card in play
discarded = _kind("dc")             # discarded(uid): a card of the Discard Pile, spread out


def parse(key: str) -> tuple[str, tuple]:
    """('sp', (seat, uid)), ('hand', (uid,)), ('pile', ('noah',)), ('hand', ()) ...; seats and
    indexes as ints, card uids as they are."""
    kind, _, rest = key.partition(":")
    if not rest:
        return kind, ()
    if kind == "sp":
        seat, _, uid = rest.partition(":")
        return kind, (int(seat), uid)
    if kind in ("eco", "handcount", "sel", "env"):
        return kind, (int(rest),)
    return kind, (rest,)
