"""Which gamepad plays which seat, kept by the pad's GUID so a pad that is unplugged and plugged in
again takes its seat back (SDL gives a re-plugged pad a new instance id, never its old one).

A claim whose pad is unplugged stays with its seat (the seat still "has a pad": the mouse does not
play its cards out of turn) until the same pad comes back or another pad takes the seat with A.
Claims are saved with the game as notes ({"seat", "guid", "name"}) and restored on Continue/Load.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Claim:
    """One seat's gamepad: its GUID (the same pad model keeps it across runs and re-plugs), its name,
    and its instance id while it is plugged in (None: unplugged, waiting to come back)."""

    seat: int
    guid: str | None
    name: str
    instance_id: int | None = None

    @property
    def connected(self) -> bool:
        return self.instance_id is not None


class PadClaims:
    """Seat -> Claim, with the announcements a player should read when a pad leaves or comes back."""

    def __init__(self):
        self.by_seat: dict[int, Claim] = {}

    # -- reading ----------------------------------------------------------------------------------
    def seat_of(self, instance_id: int) -> int | None:
        """The seat a connected pad plays, or None."""
        for claim in self.by_seat.values():
            if claim.instance_id == instance_id:
                return claim.seat
        return None

    def has(self, seat: int) -> bool:
        """The seat is played from a gamepad (plugged in or waiting for it to come back)."""
        return seat in self.by_seat

    def orphans(self) -> list[int]:
        """Seats whose gamepad is unplugged, in seat order."""
        return sorted(seat for seat, c in self.by_seat.items() if not c.connected)

    # -- changing ---------------------------------------------------------------------------------
    def claim(self, seat: int, instance_id: int | None, guid: str | None = None, name: str = "Gamepad") -> Claim:
        """Give a pad to a seat; the pad leaves any other seat it had."""
        if instance_id is not None:
            for other in list(self.by_seat.values()):
                if other.instance_id == instance_id and other.seat != seat:
                    del self.by_seat[other.seat]
        claim = Claim(seat, guid, name, instance_id)
        self.by_seat[seat] = claim
        return claim

    def release(self, seat: int) -> None:
        self.by_seat.pop(seat, None)

    def clear(self) -> None:
        self.by_seat.clear()

    def lost(self, instance_id: int) -> Claim | None:
        """A pad was unplugged: its seat keeps the claim, waiting. Returns the claim it had."""
        for claim in self.by_seat.values():
            if claim.instance_id == instance_id:
                claim.instance_id = None
                return claim
        return None

    def returned(self, instance_id: int, guid: str | None) -> Claim | None:
        """A pad was plugged in: it takes back the one waiting seat with its GUID. With two waiting
        seats of the same pad model it cannot tell which is whose: each seat then asks for an A press."""
        if guid is None or self.seat_of(instance_id) is not None:
            return None
        waiting = [c for c in self.by_seat.values() if not c.connected and c.guid == guid]
        if len(waiting) != 1:
            return None
        waiting[0].instance_id = instance_id
        return waiting[0]

    # -- saving -----------------------------------------------------------------------------------
    def notes(self) -> list[dict]:
        """The claims as JSON-safe notes for a save."""
        out = []
        for c in sorted(self.by_seat.values(), key=lambda c: c.seat):
            note = {"seat": c.seat, "guid": c.guid, "name": c.name}
            if c.instance_id is not None:
                note["instance_id"] = c.instance_id    # tells two pads of one model apart within a run
            out.append(note)
        return out

    def restore(self, notes, connected: dict[int, tuple[str | None, str]]) -> None:
        """Replace every claim from saved notes; `connected` is instance id -> (GUID, name) of the pads
        plugged in now. A note's pad is found by GUID (each connected pad serves one seat); a seat whose
        pad is not here waits for it."""
        self.clear()
        free = dict(connected)
        for note in notes or ():
            if not isinstance(note, dict):
                continue
            seat, guid, name = note.get("seat"), note.get("guid"), note.get("name")
            if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
                continue
            guid = guid if isinstance(guid, str) else None
            name = name if isinstance(name, str) and name else "Gamepad"
            iid = note.get("instance_id")
            if isinstance(iid, int) and iid in free and free[iid][0] == guid:
                match = iid         # the very pad (two pads of one model share a GUID)
            else:
                match = next((i for i, (g, _) in sorted(free.items()) if guid and g == guid), None)
            if match is not None:
                name = free.pop(match)[1] or name
            self.claim(seat, match, guid, name)
