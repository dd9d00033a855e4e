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
    out                out of the game (Basic Plants and Special Powers leave the table there)
"""
from __future__ import annotations

HAND = "hand"
OUT = "out"
NOAH, DISCARD, PLANT = "pile:noah", "pile:discard", "pile:plant"


def eco(seat: int) -> str:
    return f"eco:{seat}"


def species(seat: int, uid: str) -> str:
    return f"sp:{seat}:{uid}"


def hand(uid: str) -> str:
    return f"hand:{uid}"


def handcount(seat: int) -> str:
    return f"handcount:{seat}"


def area(index: int) -> str:
    return f"sel:{index}"


def env(index: int) -> str:
    return f"env:{index}"


def discarded(uid: str) -> str:
    return f"dc:{uid}"


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
