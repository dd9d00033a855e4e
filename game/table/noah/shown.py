"""What the NOAH table shows now of the Enemy row, the Mercenary display, the turn card, the round and
the phase: the viewer's view as the animations have reached it (game.table.noah.director moves it on
event by event; the scene sets it from the view again whenever nothing is left to play). A face-down
Enemy the viewer has not spied is a back of its Type, never its name.

Every hand is open in NOAH: the zones draw the hands, supplies and tracks from the viewer's view as
it is now (the desk's), the cards still in flight kept out of them. Plain data, no pygame."""
from __future__ import annotations

from game.table.anim import Tween


class Entry:
    """A card shown in the Enemy row or the Mercenary display; `pos` glides between slots."""

    def __init__(self, card: str | None, pos: float, face_up: bool = True, damage: int = 0, back: str = ""):
        self.card = card     # None while face down and unknown to the viewer
        self.back = back     # the back drawn while face down (an Enemy's back shows its Type, ruling R24)
        self.pos = Tween(pos, rate=12.0)
        self.face_up = face_up
        self.damage = damage
        self.flip = 1.0      # 0..1 while turning over (drawn narrow near 0.5)
        self.alpha = 255
        self.lift = 0.0


def enemy_back(colour: str) -> str:
    """The sprite of a face-down Enemy of this Type."""
    return f"back_enemy_{colour}"


class Shown:
    """What the table shows of the row, display and turn, as the animations have reached it."""

    def __init__(self):
        self.row: list[Entry | None] = []
        self.display: list[Entry] = []
        self.turn_card = ""
        self.turn_left = 0
        self.round = 0
        self.phase = 1

    def sync(self, view: dict, snap: bool = False) -> None:
        """Set everything from the viewer's view (entries glide to their slots unless snapped): a
        face-down Enemy the viewer has not spied is a back of its Type, never its name."""
        row = []
        for i, slot in enumerate(view["row"]):
            old = self.row[i] if i < len(self.row) and self.row[i] is not None else None
            e = old or Entry(slot["enemy"], i)
            e.card, e.face_up, e.damage, e.flip, e.alpha, e.lift = slot["enemy"], slot["face_up"], slot["damage"], 1.0, 255, 0
            e.back = enemy_back(slot["colour"])
            e.pos.set(i, snap)
            row.append(e)
        self.row = row
        display = []
        for i, card in enumerate(view["mercenary_display"]):
            old = next((d for d in self.display if d.card == card), None)
            e = old or Entry(card, i)
            e.pos.set(i, snap)
            e.alpha = 255
            display.append(e)
        self.display = display
        self.turn_card = view["turn_card"]
        self.turn_left = view["turn_deck"]
        self.round = view["round"]
        self.phase = view["phase"]

    def update(self, dt: float) -> None:
        for e in self.row:
            if e is not None:
                e.pos.update(dt)
        for e in self.display:
            e.pos.update(dt)
