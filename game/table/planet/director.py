"""Noah Planet's events as animations: every event moves the shown view forward when its animation
reaches it (cards fly between the piles, the hands and the ecosystems; a species eaten turns
sideways and back at scoring; an extinct one slides away; the score token moves), so the table and
the log never run ahead of what the players have seen. Events arrive as the seat on screen may see
them (game.table.director): another seat's drawn cards fly as backs.

While the set-up events are played (the table already shows the game set up) only their banners
are shown."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.planet import events as ev
from game.table.anim import Tween
from game.table.director import Call, DirectorParts, ShownDirector, ShownHooks
from game.table.handlers import Handlers, on
from game.table.planet import keys

if TYPE_CHECKING:
    from game.table.planet.scoreboard import ScoreBoard
    from game.table.planet.shown import Shown

SOUNDS = {ev.Created: "play", ev.Planted: "slide", ev.SpecialPowerPlayed: "play", ev.CardsDrawn: "slide",
          ev.SpeciesWentExtinct: "thud", ev.Scored: "tick", ev.GameEnded: "win", ev.SearchDrew: "slide"}
CARRY = 0.25
# What only announces (ShownDirector.announcements): event -> (seconds, title, words), each of title and
# words a string or a function of (the game's words, the event); what only pauses: event -> seconds.
ANNOUNCEMENTS = {
    ev.PacketsPassed: (
        0.8, lambda w, e: "The draft is over" if e.draft_round > 7 else f"Draft round {e.draft_round} of 7",
        "The packets pass to the left."),
    ev.DiscardPileReshuffled: (1.0, "A new Noah Card Pile",
                               lambda w, e: f"The Discard Pile ({e.cards} cards) is shuffled"),
    ev.BasicPlantsRestored: (1.0, "The Plant Pile is restored",
                             lambda w, e: f"{e.cards} removed Basic Plants are shuffled back"),
    ev.FinalRoundBegan: (1.2, "The final round", lambda w, e: f"{w.who(e.seat)} has {e.score} points"),
}
PAUSES = {ev.DraftPicked: 0.2, ev.ActionPhaseEnded: 0.2, ev.SpeciesSheltered: 0.2}


@dataclass(frozen=True)
class PlanetHooks(ShownHooks):
    """What Noah Planet's director reads of its table beside ShownHooks: where a hand card just played
    was dropped (it flies on from there)."""

    dropped: Callable[[], dict[str, pygame.Rect]]


class PlanetDirector(ShownDirector):
    """Plays events on the Noah Planet table (the log lines come from the adapter, in step); the score
    tokens glide on the scoring board."""

    setting_up = False
    hooks: PlanetHooks

    def __init__(self, parts: DirectorParts, shown: "Shown", hidden: set[str], angles: dict, markers: dict,
                 scoreboard: "ScoreBoard", hooks: PlanetHooks):
        super().__init__(parts, shown, hidden, angles, markers, hooks)
        self.scoreboard = scoreboard

    sounds = SOUNDS
    announcements = ANNOUNCEMENTS
    pauses = PAUSES

    def sound_for(self, e) -> str | None:
        return None if self.setting_up else super().sound_for(e)

    def handler_for(self, e):
        """While the set-up is played (over a table already set up) only its banners are shown."""
        return SetUpBanners(self).handler_for(e) if self.setting_up else super().handler_for(e)

    def unhandled(self, e) -> None:
        if not self.setting_up:
            super().unhandled(e)

    # -- helpers ------------------------------------------------------------------------------------
    def hand_of(self, seat: int, card: str) -> str:
        """Where a card of `seat`'s hand is: the card itself on screen, else that hand's count."""
        return keys.hand(card) if seat == self.desk.viewer and card else keys.handcount(seat)

    def arrive(self, e, moves: list[tuple[str, str, str]], duration: float = CARRY) -> None:
        """Cards (card, from, to) moving as one event: the event is carried into the view as they set
        off (where they come from is measured first); each destination is hidden until its card lands."""
        shown, hidden = self.shown, self.hidden
        starts: dict[int, object] = {}

        def start(a):
            for i, (_, source, _) in enumerate(moves):
                starts[i] = self.where(source)
            shown.apply(e)
            hidden.update(destination for _, _, destination in moves)
        self.anims.add(Call(0.0, start, blocking=False))
        for i, (card, _, destination) in enumerate(moves):
            self.fly(duration, card or "back_noah", "front", lambda i=i: starts[i],
                     lambda d=destination: self.where(d), lambda d=destination: hidden.discard(d))

    def source(self, seat: int, card: str) -> str:
        """Where a card played from a hand starts: the viewer's own card where it was dropped."""
        key = self.hand_of(seat, card)
        if key.startswith("hand:") and card in self.hooks.dropped():
            return f"dropped:{card}"
        return key

    # -- set-up and the draft -------------------------------------------------------------------------

    @on(ev.SelectionAreaFilled)
    def selection_area_filled(self, e) -> None:
        if not e.drawn:
            self.patch(e)
            return
        self.arrive(e, [(e.areas[i], keys.NOAH, keys.area(i)) for i in e.drawn], 0.2)

    @on(ev.SelectionAreaShifted)
    def selection_area_shifted(self, e) -> None:
        if e.discarded:
            self.arrive(e, [(e.discarded, keys.area(0), keys.DISCARD)], 0.25)
        else:
            self.patch(e, 0.1)

    # -- the Action Phase ---------------------------------------------------------------------------
    @on(ev.TurnStarted)
    def turn_started(self, e) -> None:
        if len(self.desk.seats) == 1:
            self.announce(e, 0.8, f"Round {e.round}", "Discard cards for actions, then Plant, Create or Develop")
        else:
            self.announce(e, 0.8, self.words.seat_name(e.seat), f"Round {e.round}: {e.actions} actions")

    @on(ev.CardsDiscarded)
    def cards_discarded(self, e) -> None:
        self.arrive(e, [(card, self.source(e.seat, card), keys.DISCARD) for card in e.cards])

    @on(ev.SearchDrew)
    def search_drew(self, e) -> None:
        target = "show" if e.seat == self.desk.viewer else keys.handcount(e.seat)
        self.arrive(e, [("back_noah", keys.NOAH, target) for _ in e.cards], 0.2)

    @on(ev.SearchKept)
    def search_kept(self, e) -> None:
        """The viewer's kept card goes from the prompt into the hand; the other onto the Discard Pile."""
        mine = e.seat == self.desk.viewer
        moves = [(e.kept, "show", keys.hand(e.kept))] if mine and e.kept else []
        if e.discarded:
            moves.append((e.discarded, "show" if mine else keys.handcount(e.seat), keys.DISCARD))
        self.arrive(e, moves)

    @on(ev.CardsDrawn)
    def cards_drawn(self, e) -> None:
        self.arrive(e, [(card, keys.NOAH, self.hand_of(e.seat, card)) for card in e.cards], 0.18)

    @on(ev.Regenerated)
    def regenerated(self, e) -> None:
        self.arrive(e, [(e.card, keys.DISCARD, self.hand_of(e.seat, e.card))])

    @on(ev.CardRecovered)
    def card_recovered(self, e) -> None:
        self.arrive(e, [(e.card, keys.discarded(e.card), self.hand_of(e.seat, e.card))])

    @on(ev.Planted)
    def planted(self, e) -> None:
        self.arrive(e, [(e.card, keys.PLANT, keys.species(e.seat, e.card))], 0.3)

    @on(ev.Created)
    def created(self, e) -> None:
        self.arrive(e, [(e.card, self.source(e.seat, e.card), keys.species(e.seat, e.card))], 0.3)

    @on(ev.Developed)
    def developed(self, e) -> None:
        self.arrive(e, [(e.card, keys.area(e.area), self.hand_of(e.seat, e.card))])

    @on(ev.SpecialPowerPlayed)
    def special_power_played(self, e) -> None:
        self.arrive(e, [(e.card, self.source(e.seat, e.card), "show")], 0.3)
        target = f" on {self.words.target(e.target)}" if e.target else ""
        self.banner_with(1.2, e.card, f"{self.words.who(e.seat)} plays {self.words.n(e.card)}{target}",
                         self.adapter.text.text(e.card))

    def banner_with(self, duration: float, card: str, title: str, sub: str) -> None:
        """A card held up for everyone to read, with its banner."""
        hooks = self.hooks

        def start(a):
            self.banner = (title, sub)

        def done():
            self.banner = None

        def draw(a, surface):
            rect = hooks.place_rect("show")
            surface.blit(hooks.card_image(card, rect.size), rect)
        self.anims.add(Call(duration, start, done, draw))

    @on(ev.SpeciesMoved)
    def species_moved(self, e) -> None:
        self.arrive(e, [(e.card, keys.species(e.from_seat, e.card), keys.species(e.to_seat, e.card))], 0.45)

    # -- feeding and scoring --------------------------------------------------------------------------
    @on(ev.SpeciesFed)
    def species_fed(self, e) -> None:
        """The meal's links appear and what it consumed turns sideways."""
        shown, angles = self.shown, self.angles

        def start(a):
            shown.apply(e)
            for card in e.turned:
                angles[card] = Tween(0.0)

        def tick(a):
            for card in e.turned:
                angles[card].value = angles[card].target = 90.0 * a.progress

        def done():
            for card in e.turned:
                tween = angles.setdefault(card, Tween(90.0))
                tween.value = tween.target = 90.0
        self.anims.add(Call(0.35, start, done, tick=tick))

    @on(ev.EatenCardsTurnedBack)
    def eaten_cards_turned_back(self, e) -> None:
        shown, angles = self.shown, self.angles

        def start(a):
            for card in e.cards:
                angles[card] = Tween(90.0)

        def tick(a):
            for card in e.cards:
                angles[card].value = angles[card].target = 90.0 * (1 - a.progress)

        def done():
            shown.apply(e)
            for card in e.cards:
                angles.pop(card, None)
        self.anims.add(Call(0.35, start, done, tick=tick))

    @on(ev.SpeciesWentExtinct)
    def species_went_extinct(self, e) -> None:
        where = keys.DISCARD if e.to == "discard_pile" else keys.REMOVED
        self.arrive(e, [(e.card, keys.species(e.seat, e.card), where)], 0.5)

    @on(ev.MigratoryAnimalLeft)
    def migratory_animal_left(self, e) -> None:
        self.arrive(e, [(e.card, keys.species(e.seat, e.card), keys.REMOVED)], 0.45)

    @on(ev.Scored)
    def scored(self, e) -> None:
        """The token slides to the new score, "+N" rising beside it on the scoring board."""
        shown, markers, scoreboard = self.shown, self.markers, self.scoreboard

        def start(a):
            shown.apply(e)
            markers.setdefault(e.seat, Tween(e.old, rate=5.0)).set(e.new)

        def draw(a, surface):
            marker = markers.get(e.seat)
            x = scoreboard.x(marker.value if marker else e.new)
            scoreboard.draw_gain(surface, e.seat, e.points, x, a.progress)
        self.anims.add(Call(0.9, start, None, draw))

    @on(ev.GameEnded)
    def game_ended(self, e) -> None:
        title = f"{e.title}!" if e.title else "The game is over"
        self.announce(e, 1.6, title, e.reason)
        self.anims.add(Call(0.2, None, self.hooks.game_over))


class SetUpBanners(Handlers):
    """The banners of the set-up, played over a table already set up."""

    def __init__(self, director: PlanetDirector):
        self.director = director

    @on(ev.EnvironmentRevealed)
    def environment_revealed(self, e) -> None:
        d = self.director
        d.show_banner(1.0, f"Environment: {d.words.n(e.card)}", d.adapter.text.text(e.card))

    @on(ev.TurnStarted)
    def turn_started(self, e) -> None:
        d = self.director
        if len(d.desk.seats) > 1:
            d.show_banner(1.0, d.words.seat_name(e.seat), "The first turn")
        else:
            d.show_banner(1.0, "Round 1", "Discard cards for actions, then Plant, Create or Develop")
