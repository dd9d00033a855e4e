"""Nature of the Beast's events as animations: every event moves the shown view forward when its
animation reaches it (cards fly between places, animals turn as they tilt, recruits turn over, the
tallies slide), so the board and the log never run ahead of what the players have seen.

A card in flight is drawn by the flight alone: the place it flies to is hidden until it lands (for
cards arriving), or the place it leaves is hidden while it flies (for cards played from the hand)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.beast import events as ev
from game.table.anim import Tween
from game.table.beast import keys
from game.table.director import Call, DirectorParts, ShownDirector, ShownHooks
from game.table.handlers import on

if TYPE_CHECKING:
    from game.table.beast.shown import Shown

SOUNDS = {ev.EventPlayed: "play", ev.AbilityUsed: "play", ev.AnimalRecruited: "slide", ev.AnimalMoved: "slide",
          ev.TricksDrawn: "slide", ev.PenRefilled: "slide", ev.BattleResolved: "thud", ev.PlayerOut: "thud",
          ev.FavorChanged: "tick", ev.FuryChanged: "tick", ev.GameWon: "win", ev.GameEnded: "loss"}
# What only announces (ShownDirector.announcements): event -> (seconds, title, words), each of title and
# words a string or a function of (the game's words, the event).
ANNOUNCEMENTS = {
    ev.FirstPlayerDrawn: (
        1.4, lambda w, e: f"{w.seat_name(e.seat)} goes first",
        lambda w, e: f"Ranks drawn ({', '.join(f'{w.who(s)}: {r}' for s, r in enumerate(e.ranks))})"),
    ev.TurnStarted: (0.7, lambda w, e: w.seat_name(e.seat), lambda w, e: f"Round {e.round}"),
    ev.DarkNatureEntered: (1.2, "Dark Nature", lambda w, e: f"{w.who(e.seat)} has 5 Fury: Dark Nature cards open up"),
    ev.PlayerOut: (1.4, lambda w, e: f"{w.seat_name(e.seat)} is out", lambda w, e: e.reason),
    ev.BattleDeclared: (1.1, "Battle!", lambda w, e: f"{w.foe_animal(*e.attacker)} attacks {w.foe_animal(*e.defender)}: "
                                                     f"{e.attack_total} against {e.defend_total}"),
    ev.AllyInvited: (0.9, "Invitation", lambda w, e: f"{w.who(e.seat)} invites {w.who(e.invitee)} to ally"),
    ev.BattleResolved: (1.5, lambda w, e: "The battle ends" if e.winner < 0 else
                        "The attacker wins" if e.winner == 0 else "The defender wins",
                        lambda w, e: f"{e.attack_total} against {e.defend_total}"),
}


class BeastDirector(ShownDirector):
    """Plays events on the Nature of the Beast table (the log lines come from the adapter, in step);
    recruits turn over in their Pen spaces (`flips`: Pen place key -> progress)."""

    shown: "Shown"

    def __init__(self, parts: DirectorParts, shown: "Shown", hidden: set[str], angles: dict, markers: dict,
                 flips: dict[str, float], hooks: ShownHooks):
        super().__init__(parts, shown, hidden, angles, markers, hooks)
        self.flips = flips

    sounds = SOUNDS
    announcements = ANNOUNCEMENTS
    pauses = {ev.BattlePhasePlayed: 0.25}

    # -- helpers ------------------------------------------------------------------------------------
    def tally(self, e, name: str) -> None:
        shown, markers = self.shown, self.markers

        def start(a):
            shown.apply(e)
            markers.setdefault((e.seat, name), Tween(e.old, rate=9.0)).set(e.new)
        self.anims.add(Call(0.3, start))

    # -- the events ---------------------------------------------------------------------------------
    @on(ev.RecruitFlipped)
    def recruit_flipped(self, e) -> None:
        shown, flips = self.shown, self.flips
        key = keys.pen(e.seat, e.pen)

        def start(a):
            shown.apply(e)
            flips[key] = 0.0

        def tick(a):
            flips[key] = a.progress
        self.anims.add(Call(0.45, start, lambda: flips.pop(key, None), tick=tick))

    @on(ev.LeaderTopped)
    def leader_topped(self, e) -> None:
        self.flight(e, e.card, keys.pile("troops", e.seat), keys.pen(e.seat, e.pen))

    @on(ev.ClashRuledOn)
    def clash_ruled_on(self, e) -> None:
        if e.to_zone == "trash":
            self.flight(e, e.removed, keys.pen(e.seat, e.pen), keys.pile("trash", e.seat))
        else:
            self.patch(e)

    @on(ev.RecruitDeferred)
    def recruit_deferred(self, e) -> None:
        self.flight(e, e.card, keys.pen(e.seat, e.pen), keys.pile("troops", e.seat))

    @on(ev.TricksDrawn)
    def tricks_drawn(self, e) -> None:
        shown, hidden = self.shown, self.hidden
        deck = keys.pile("tricks", e.seat)
        if e.seat != self.desk.viewer:     # another seat's new cards: backs flying to the count in its name bar
            self.patch(e)
            for _ in e.cards[:3]:
                self.carry("back_tricks", deck, f"handcount:{e.seat}", 0.18)
            return
        landing = [keys.hand(card) for card in e.cards]

        def start(a):
            shown.apply(e)
            hidden.update(landing)
        self.anims.add(Call(0.0, start, blocking=False))
        for card, key in zip(e.cards, landing):
            self.carry(card, deck, key, 0.22, done=lambda k=key: hidden.discard(k))

    @on(ev.AnimalRecruited)
    def animal_recruited(self, e) -> None:
        self.flight(e, e.card, keys.pen(e.seat, e.pen), keys.cell(e.seat, e.row, e.col), duration=0.4)

    @on(ev.PenRefilled)
    def pen_refilled(self, e) -> None:
        shown, hidden = self.shown, self.hidden
        spaces = [keys.pen(e.seat, index) for index in e.spaces]

        def start(a):
            shown.apply(e)
            hidden.update(spaces)
        self.anims.add(Call(0.0, start, blocking=False))
        for key in spaces:
            self.carry("back_troops", keys.pile("troops", e.seat), key, 0.18, done=lambda k=key: hidden.discard(k))

    @on(ev.AnimalMoved)
    def animal_moved(self, e) -> None:
        self.flight(e, e.card, keys.cell(e.seat, *e.from_space), keys.cell(e.seat, *e.to_space))

    @on(ev.AnimalTilted)
    def animal_tilted(self, e) -> None:
        self.turn(e, e.card, True)

    @on(ev.AnimalUntilted)
    def animal_untilted(self, e) -> None:
        self.turn(e, e.card, False)

    @on(ev.AllyJoined)
    def ally_joined(self, e) -> None:
        self.turn(e, e.card, True)

    @on(ev.HumanUntilted)
    def human_untilted(self, e) -> None:
        self.turn(e, e.card, False)

    @on(ev.CardTrashed)
    def card_trashed(self, e) -> None:
        where = tuple(e.where)
        source = f"handcount:{e.seat}"
        if e.from_zone == "hand":
            if e.card == self.shown.view.get("staged"):
                source = "stage"
            elif e.seat == self.desk.viewer:
                source = keys.hand(e.card)
        elif e.from_zone == "field" and len(where) == 2:
            animal = self.shown.animal(e.seat, *where)
            if animal is not None and e.card in animal["items"]:
                source = keys.item(e.seat, *where, animal["items"].index(e.card))
            else:
                source = keys.cell(e.seat, *where)
        elif e.from_zone == "locations" and len(where) == 2:
            source = keys.cell(e.seat, *where)
        elif e.from_zone == "pen" and where:
            source = keys.pen(e.seat, where[0])
        elif e.from_zone == "humans" and where:
            source = keys.human(e.seat, where[0])
        self.flight(e, e.card, source, keys.pile("trash", e.seat))

    @on(ev.TrickDiscarded, ev.RandomDiscard)
    def trick_discarded(self, e) -> None:
        source = keys.hand(e.card) if e.seat == self.desk.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, keys.pile("trash", e.seat))

    @on(ev.EventPlayed)
    def event_played(self, e) -> None:
        source = keys.hand(e.card) if e.seat == self.desk.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, "stage", arriving=False, duration=0.35)
        self.anims.add(Call(0.9, None, None))     # a moment to read the card

    @on(ev.AbilityUsed)
    def ability_used(self, e) -> None:
        text = self.adapter.text.of(e.card)
        self.announce(e, 1.0, f"{self.words.who(e.seat)} uses {self.words.n(e.card)}", text.text if text else "")

    @on(ev.HumanCalled)
    def human_called(self, e) -> None:
        self.from_hand(e, keys.human(e.seat, e.row))

    @on(ev.LocationClaimed)
    def location_claimed(self, e) -> None:
        self.from_hand(e, keys.cell(e.seat, e.row, e.col))

    @on(ev.ItemEquipped)
    def item_equipped(self, e) -> None:
        self.from_hand(e, keys.cell(e.seat, e.row, e.col))

    def from_hand(self, e, destination: str) -> None:
        source = keys.hand(e.card) if e.seat == self.desk.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, destination, arriving=False)

    @on(ev.ItemsPassed)
    def items_passed(self, e) -> None:
        self.flight(e, e.items[0], keys.cell(e.seat, *e.from_space), keys.cell(e.seat, *e.to_space), arriving=False)

    @on(ev.FavorChanged)
    def favor_changed(self, e) -> None:
        self.tally(e, "Favor")

    @on(ev.FuryChanged)
    def fury_changed(self, e) -> None:
        self.tally(e, "Fury")

    @on(ev.AnimalRescued)
    def animal_rescued(self, e) -> None:
        at = self.shown.find(e.seat, e.card)
        if e.to_zone == "troops" and at is not None:
            self.flight(e, e.card, keys.cell(e.seat, *at), keys.pile("troops", e.seat))
        else:
            self.patch(e, 0.3)

    @on(ev.GameWon)
    def game_won(self, e) -> None:
        names = " and ".join(self.words.seat_name(s) for s in e.winners)
        self.announce(e, 1.6, f"{names} win{'s' if len(e.winners) == 1 else ''}!", e.reason)
        self.anims.add(Call(0.2, None, self.hooks.game_over))

    @on(ev.GameEnded)
    def game_ended(self, e) -> None:
        self.announce(e, 1.6, "Scorched Earth", e.reason)
        self.anims.add(Call(0.2, None, self.hooks.game_over))

