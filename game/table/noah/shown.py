"""What the NOAH table shows now of the Enemy row, the Mercenary display, the turn card, the round, the
phase and each seat's hand, Mercenaries and played pile: the viewer's view as the animations have
reached it (game.table.noah.director moves it on event by event; the scene sets it from the view again
whenever nothing is left to play). A face-down Enemy the viewer has not spied is a back of its Type,
never its name.

Every hand is open in NOAH: a card moved between a seat's piles (CardMoved) leaves the hand it is drawn
in as its flight starts and arrives as the flight sets off (hidden where it lands until it has), so a
hand on screen never runs ahead of the animation. The supplies and tracks are drawn from the viewer's
view as it is now (the desk's). Plain data, no pygame."""
from __future__ import annotations

from game.engine.noah import events as ev
from game.table.anim import Tween
from game.table.handlers import on
from game.table.shown import ShownView

PILES = ("hand", "mercenaries", "played")     # a seat's cards drawn from the shown view


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


class Shown(ShownView):
    """What the table shows of the row, display, turn and hands, as the animations have reached it."""

    def __init__(self):
        super().__init__()
        self.row: list[Entry | None] = []
        self.display: list[Entry] = []
        self.turn_card = ""
        self.turn_left = 0
        self.round = 0
        self.phase = 1

    def sync(self, view: dict, snap: bool = False) -> None:
        """Set everything from the viewer's view (entries glide to their slots unless snapped): a
        face-down Enemy the viewer has not spied is a back of its Type, never its name."""
        self.reset(view, view["seat"])
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

    def turn_reached(self, view: dict) -> bool:
        """Whether the animations have reached the turn `view` is on (its turn card drawn)."""
        return (self.turn_card, self.turn_left, self.round) == (view["turn_card"], view["turn_deck"], view["round"])

    def faction(self, seat: int) -> dict:
        """A seat's faction as shown: its hand, Mercenaries and played pile as the animations have reached them."""
        return self.view["factions"][seat]

    @property
    def defeated(self) -> int:
        """Enemies defeated, as their defeats have been shown."""
        return len(self.view["graveyard"])

    @on(ev.EnemyDefeated)
    def enemy_defeated(self, e) -> None:
        self.view["graveyard"].append(e.enemy)

    @on(ev.TurnCardDrawn)
    def turn_card_drawn(self, e) -> None:
        self.turn_card, self.turn_left = e.card, e.left

    @on(ev.RoundStarted)
    def round_started(self, e) -> None:
        self.round = e.round

    @on(ev.PhaseStarted)
    def phase_started(self, e) -> None:
        self.phase = e.phase

    @on(ev.CardMoved)
    def card_moved(self, e) -> None:
        factions = self.view["factions"]
        if not 0 <= e.seat < len(factions):
            return
        faction = factions[e.seat]
        if e.source in PILES and e.card in faction[e.source]:
            faction[e.source].remove(e.card)
        if e.destination in PILES:
            faction[e.destination].append(e.card)

    def update(self, dt: float) -> None:
        for e in self.row:
            if e is not None:
                e.pos.update(dt)
        for e in self.display:
            e.pos.update(dt)
