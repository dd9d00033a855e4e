"""Nature of the Beast's events as animations: every event moves the shown view forward when its
animation reaches it (cards fly between places, animals turn as they tilt, recruits turn over, the
tallies slide), so the board and the log never run ahead of what the players have seen.

A card in flight is drawn by the flight alone: the place it flies to is hidden until it lands (for
cards arriving), or the place it leaves is hidden while it flies (for cards played from the hand)."""
from __future__ import annotations

from game.engine.beast import events as ev
from game.table.anim import Tween
from game.table.beast import keys
from game.table.director import Call, ShownDirector

SOUNDS = {ev.EventPlayed: "play", ev.AbilityUsed: "play", ev.AnimalRecruited: "slide", ev.AnimalMoved: "slide",
          ev.TricksDrawn: "slide", ev.PenRefilled: "slide", ev.BattleResolved: "thud", ev.PlayerOut: "thud",
          ev.FavorChanged: "tick", ev.FuryChanged: "tick", ev.GameWon: "win", ev.GameEnded: "loss"}


class BeastDirector(ShownDirector):
    """Plays events on the Nature of the Beast table (the log lines come from the adapter, in step)."""

    @property
    def words(self):
        return self.scene.adapter.words

    def sound_for(self, e) -> str | None:
        return SOUNDS.get(type(e))

    def animate(self, e) -> None:
        handler = getattr(self, "_" + type(e).__name__, None)
        if handler is not None:
            handler(e)
        else:
            self.patch(e)

    # -- helpers ------------------------------------------------------------------------------------
    def tally(self, e, name: str) -> None:
        sc = self.scene

        def start(a):
            sc.shown.apply(e)
            sc.markers.setdefault((e.seat, name), Tween(e.old, rate=9.0)).set(e.new)
        sc.anims.add(Call(0.3, start))

    # -- the events ---------------------------------------------------------------------------------
    def _FirstPlayerDrawn(self, e) -> None:
        ranks = ", ".join(f"{self.words.who(s)}: {r}" for s, r in enumerate(e.ranks))
        self.announce(e, 1.4, f"{self.words.seat_name(e.seat)} goes first", f"Ranks drawn ({ranks})")

    def _TurnStarted(self, e) -> None:
        self.announce(e, 0.7, f"{self.words.seat_name(e.seat)}", f"Round {e.round}")

    def _RecruitFlipped(self, e) -> None:
        sc = self.scene
        key = keys.pen(e.seat, e.pen)

        def start(a):
            sc.shown.apply(e)
            sc.flips[key] = 0.0

        def tick(a):
            sc.flips[key] = a.progress
        sc.anims.add(Call(0.45, start, lambda: sc.flips.pop(key, None), tick=tick))

    def _LeaderTopped(self, e) -> None:
        self.flight(e, e.card, keys.pile("troops", e.seat), keys.pen(e.seat, e.pen))

    def _ClashRuledOn(self, e) -> None:
        if e.to_zone == "trash":
            self.flight(e, e.removed, keys.pen(e.seat, e.pen), keys.pile("trash", e.seat))
        else:
            self.patch(e)

    def _RecruitDeferred(self, e) -> None:
        self.flight(e, e.card, keys.pen(e.seat, e.pen), keys.pile("troops", e.seat))

    def _TricksDrawn(self, e) -> None:
        sc = self.scene
        deck = keys.pile("tricks", e.seat)
        if e.seat != sc.viewer:     # another seat's new cards: backs flying to the count in its name bar
            self.patch(e)
            for _ in e.cards[:3]:
                self.carry("back_tricks", deck, f"handcount:{e.seat}", 0.18)
            return
        landing = [keys.hand(card) for card in e.cards]

        def start(a):
            sc.shown.apply(e)
            sc.hidden.update(landing)
        sc.anims.add(Call(0.0, start, blocking=False))
        for card, key in zip(e.cards, landing):
            self.carry(card, deck, key, 0.22, done=lambda k=key: sc.hidden.discard(k))

    def _AnimalRecruited(self, e) -> None:
        self.flight(e, e.card, keys.pen(e.seat, e.pen), keys.cell(e.seat, e.row, e.col), duration=0.4)

    def _PenRefilled(self, e) -> None:
        sc = self.scene
        spaces = [keys.pen(e.seat, index) for index in e.spaces]

        def start(a):
            sc.shown.apply(e)
            sc.hidden.update(spaces)
        sc.anims.add(Call(0.0, start, blocking=False))
        for key in spaces:
            self.carry("back_troops", keys.pile("troops", e.seat), key, 0.18, done=lambda k=key: sc.hidden.discard(k))

    def _AnimalMoved(self, e) -> None:
        self.flight(e, e.card, keys.cell(e.seat, *e.from_space), keys.cell(e.seat, *e.to_space))

    def _AnimalTilted(self, e) -> None:
        self.turn(e, e.card, True)

    def _AnimalUntilted(self, e) -> None:
        self.turn(e, e.card, False)

    def _AllyJoined(self, e) -> None:
        self.turn(e, e.card, True)

    def _HumanUntilted(self, e) -> None:
        self.turn(e, e.card, False)

    def _CardTrashed(self, e) -> None:
        sc = self.scene
        where = tuple(e.where)
        source = f"handcount:{e.seat}"
        if e.from_zone == "hand":
            if e.card == sc.shown.view.get("staged"):
                source = "stage"
            elif e.seat == sc.viewer:
                source = keys.hand(e.card)
        elif e.from_zone == "field" and len(where) == 2:
            animal = sc.shown.animal(e.seat, *where)
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

    def _TrickDiscarded(self, e) -> None:
        source = keys.hand(e.card) if e.seat == self.scene.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, keys.pile("trash", e.seat))

    def _RandomDiscard(self, e) -> None:
        self._TrickDiscarded(e)

    def _EventPlayed(self, e) -> None:
        source = keys.hand(e.card) if e.seat == self.scene.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, "stage", arriving=False, duration=0.35)
        self.scene.anims.add(Call(0.9, None, None))     # a moment to read the card

    def _AbilityUsed(self, e) -> None:
        text = self.scene.adapter.text.of(e.card)
        self.announce(e, 1.0, f"{self.words.who(e.seat)} uses {self.words.n(e.card)}", text.text if text else "")

    def _HumanCalled(self, e) -> None:
        self.from_hand(e, keys.human(e.seat, e.row))

    def _LocationClaimed(self, e) -> None:
        self.from_hand(e, keys.cell(e.seat, e.row, e.col))

    def _ItemEquipped(self, e) -> None:
        self.from_hand(e, keys.cell(e.seat, e.row, e.col))

    def from_hand(self, e, destination: str) -> None:
        source = keys.hand(e.card) if e.seat == self.scene.viewer else f"handcount:{e.seat}"
        self.flight(e, e.card, source, destination, arriving=False)

    def _ItemsPassed(self, e) -> None:
        self.flight(e, e.items[0], keys.cell(e.seat, *e.from_space), keys.cell(e.seat, *e.to_space), arriving=False)

    def _FavorChanged(self, e) -> None:
        self.tally(e, "Favor")

    def _FuryChanged(self, e) -> None:
        self.tally(e, "Fury")

    def _DarkNatureEntered(self, e) -> None:
        self.announce(e, 1.2, "Dark Nature", f"{self.words.who(e.seat)} has 5 Fury: Dark Nature cards open up")

    def _PlayerOut(self, e) -> None:
        self.announce(e, 1.4, f"{self.words.seat_name(e.seat)} is out", e.reason)

    def _BattleDeclared(self, e) -> None:
        self.announce(e, 1.1, "Battle!", f"{self.words.foe_animal(*e.attacker)} attacks "
                                       f"{self.words.foe_animal(*e.defender)}: {e.attack_total} against "
                                       f"{e.defend_total}")

    def _BattlePhasePlayed(self, e) -> None:
        self.patch(e, 0.25)

    def _AllyInvited(self, e) -> None:
        self.announce(e, 0.9, "Invitation", f"{self.words.who(e.seat)} invites {self.words.who(e.invitee)} to ally")

    def _BattleResolved(self, e) -> None:
        if e.winner < 0:
            title = "The battle ends"
        else:
            title = "The attacker wins" if e.winner == 0 else "The defender wins"
        self.announce(e, 1.5, title, f"{e.attack_total} against {e.defend_total}")

    def _AnimalRescued(self, e) -> None:
        at = self.scene.shown.find(e.seat, e.card)
        if e.to_zone == "troops" and at is not None:
            self.flight(e, e.card, keys.cell(e.seat, *at), keys.pile("troops", e.seat))
        else:
            self.patch(e, 0.3)

    def _GameWon(self, e) -> None:
        names = " and ".join(self.words.seat_name(s) for s in e.winners)
        self.announce(e, 1.6, f"{names} win{'s' if len(e.winners) == 1 else ''}!", e.reason)
        self.scene.anims.add(Call(0.2, None, self.scene.game_over))

    def _GameEnded(self, e) -> None:
        self.announce(e, 1.6, "Scorched Earth", e.reason)
        self.scene.anims.add(Call(0.2, None, self.scene.game_over))

