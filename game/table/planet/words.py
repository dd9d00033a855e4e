"""Noah Planet in words: seats, commands (hints, undo) and the log's sentences.

A sentence never names a card its reader may not see: the shared table passes every event with
secret fields through game.table.adapter.seen_lines, so a sentence here is written once for the
event's own seat (the cards named) and once for the others, from the blanked event (cards are "")."""
from __future__ import annotations

from pathlib import Path

from game.engine.planet import commands as cmd
from game.engine.planet import events as ev
from game.table import theme
from game.table.handlers import on
from game.table.planet.cardinfo import PlanetCards
from game.table.words import Words, possessive

AREAS = ("I", "II", "III")
CARD = (220, 190, 130)
ACTION_WORDS = {"search": "Search", "circulation": "Circulation", "regenerate": "Regenerate", "plant": "Plant",
                "create": "Create", "develop": "Develop"}



def listed(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


class PlanetWords(Words):
    """Words for one game."""

    said_file = Path(__file__).with_name("said.yaml")     # the log's plain sentences (game.table.words)
    events = ev

    def __init__(self, session, text: PlanetCards):
        self.session = session
        self.text = text

    def n(self, card: str) -> str:
        return self.text.name(card)

    def who(self, seat: int) -> str:
        return f"Seat {seat + 1}"

    def seat_name(self, seat: int) -> str:
        return self.who(seat) + (" (bot)" if seat in self.session.bots else "")

    def cards(self, cards) -> str:
        """Cards by name, or how many when they are hidden (blanked)."""
        shown = [c for c in cards if c]
        if len(shown) == len(cards):
            return listed([self.n(c) for c in shown])
        return plural(len(cards), "card")

    # -- commands ---------------------------------------------------------------------------------
    def describe(self, c) -> str:
        """A command as the log says it ('Seat 1 creates Red Fox')."""
        words = DESCRIBE.get(type(c))
        return f"{self.who(c.seat)} {words(self, c)}" if words else type(c).__name__

    def create(self, c) -> str:
        if not c.target:
            return f"{'plays' if self.text.kind(c.card) == 'power' else 'creates'} {self.n(c.card)}"
        return f"plays {self.n(c.card)} on {self.target(c.target)}"

    def target(self, target: tuple) -> str:
        """A Special Power's choice: another player's species, or a card of the Discard Pile."""
        if len(target) == 2:
            return f"{possessive(self.who(target[0]))} {self.n(target[1])}"
        return f"{self.n(target[0])} from the Discard Pile"

    def feed(self, c) -> str:
        meals = [f"{self.n(meal[0])} eats {listed([self.n(p) for p in meal[1:]])}" for meal in c.meals[:3]]
        more = f" and {len(c.meals) - 3} more" if len(c.meals) > 3 else ""
        return "feeds their species" + (f": {'; '.join(meals)}{more}" if meals else ", and none eats")

    # -- the log's sentence of each event ---------------------------------------------------------
    @on(ev.BasicPlantsPlaced)
    def basic_plants_placed(self, e):
        return (f"{self.who(e.seat)} starts with {self.cards(e.cards)}.", e.cards, theme.TEXT_DIM)

    @on(ev.EnvironmentRevealed)
    def environment_revealed(self, e):
        return (f"Environment in play: {self.n(e.card)}. {self.text.text(e.card)}", (e.card,),
                theme.ACCENT)

    @on(ev.DraftPicked)
    def draft_picked(self, e):
        return (f"{self.who(e.seat)} keeps {self.n(e.card) if e.card else 'a card'}.", (e.card,),
                theme.TEXT_DIM)

    @on(ev.SelectionAreaShifted)
    def selection_area_shifted(self, e):
        return (f"{self.n(e.discarded)} leaves Selection Area I for the Discard Pile.",
                (e.discarded,), theme.TEXT_DIM) if e.discarded else ("", (), theme.TEXT)

    @on(ev.ActionGained)
    def action_gained(self, e):
        return (f"{self.who(e.seat)} discards {self.n(e.card)} for an action "
                f"({plural(e.left, 'action')}).", (e.card,), theme.TEXT)

    @on(ev.SearchDrew)
    def search_drew(self, e):
        return (f"{self.who(e.seat)} searches: {self.cards(e.cards)}.", e.cards, theme.TEXT)

    @on(ev.Developed)
    def developed(self, e):
        return (f"{self.who(e.seat)} develops {self.n(e.card)} from Selection Area {AREAS[e.area]}.",
                (e.card,), theme.TEXT)

    @on(ev.SpecialPowerPlayed)
    def special_power_played(self, e):
        return (f"{self.who(e.seat)} plays {self.n(e.card)}"
                f"{' on ' + self.target(e.target) if e.target else ''}.", (e.card,), CARD)

    @on(ev.ActionsAdded)
    def actions_added(self, e):
        return (f"{self.who(e.seat)} gains {plural(e.amount, 'action')} ({e.left} left).", (),
                theme.TEXT)

    @on(ev.Sheltered)
    def sheltered(self, e):
        return (f"Sanctuary: {possessive(self.who(e.seat))} species that cannot eat this turn "
                "survive.", (), CARD)

    @on(ev.DiscardPileReshuffled)
    def discard_pile_reshuffled(self, e):
        return (f"The Noah Card Pile ran out: the Discard Pile ({plural(e.cards, 'card')}) "
                "is shuffled into a new one.", (), theme.ACCENT)

    @on(ev.BasicPlantsRestored)
    def basic_plants_restored(self, e):
        return (f"The Plant Pile ran out: {plural(e.cards, 'removed Basic Plant')} "
                "are shuffled back in.", (), theme.ACCENT)

    @on(ev.ActionPhaseEnded)
    def action_phase_ended(self, e):
        return (f"{possessive(self.who(e.seat))} Feeding Phase.", (), theme.TEXT_DIM)

    @on(ev.CardsDealt)
    def dealt(self, e):
        what = "a draft packet of" if self.session.engine.options.get("variant") == "strategy" and \
            len(self.session.seats) > 1 else ""
        return f"{self.who(e.seat)} is dealt {what + ' ' if what else ''}{self.cards(e.cards)}.", e.cards, \
            theme.TEXT_DIM

    @on(ev.CardsDiscarded)
    def discarded(self, e):
        if e.reason == "action":
            return "", (), theme.TEXT     # ActionGained says it
        how = {"circulation": "circulates", "setup": "discards"}.get(e.reason, "discards")
        return f"{self.who(e.seat)} {how} {self.cards(e.cards)} onto the Discard Pile.", e.cards, theme.TEXT

    @on(ev.CardsDrawn)
    def drawn(self, e):
        why = {"scoring": " after scoring", "power": ""}.get(e.reason, "")
        if not e.cards:
            return f"{self.who(e.seat)} has nothing left to draw.", (), theme.TEXT_DIM
        return f"{self.who(e.seat)} draws {self.cards(e.cards)}{why}.", e.cards, theme.TEXT_DIM

    @on(ev.SearchKept)
    def search_kept(self, e):
        kept = f"keeps {self.n(e.kept)}" if e.kept else "keeps one card"
        if not e.discarded:
            return (f"{self.who(e.seat)} {kept}.", (e.kept,), theme.TEXT) if e.kept else ("", (), theme.TEXT)
        return f"{self.who(e.seat)} {kept}; {self.n(e.discarded)} goes onto the Discard Pile.", \
            (e.kept, e.discarded), theme.TEXT

    @on(ev.TurnStarted)
    def turn_started(self, e):
        if len(self.session.seats) == 1:
            return f"Round {e.round}: discard cards for actions, then Plant, Create or Develop.", (), \
                theme.SEAT_COLOURS[0]
        return f"Round {e.round}: {possessive(self.who(e.seat))} turn ({plural(e.actions, 'action')}).", (), \
            theme.SEAT_COLOURS[e.seat % 4]

    @on(ev.SpeciesFed)
    def fed(self, e):
        kept = [p for p in e.prey if p not in e.turned]
        verb = "eats" if not kept else ("feeds on" if e.turned else "eats from")
        note = " (it stays upright)" if kept and not e.turned else ""
        return f"{self.n(e.species)} {verb} {listed([self.n(p) for p in e.prey])}{note}.", (e.species, *e.prey), \
            theme.TEXT

    @on(ev.SpeciesWentExtinct)
    def extinct(self, e):
        where = "leaves the game" if e.to == "removed" else "goes onto the Discard Pile"
        why = "cannot eat and goes extinct" if e.reason == "starved" else "goes extinct"
        return f"{possessive(self.who(e.seat))} {self.n(e.card)} {why}: it {where}.", (e.card,), theme.DANGER

    @on(ev.Scored)
    def scored(self, e):
        return f"{self.who(e.seat)} scores {plural(e.points, 'point')}: {e.old} to {e.new}.", (), theme.OK

    @on(ev.SpeciesMoved)
    def moved(self, e):
        if e.reason == "migration":
            return f"{possessive(self.who(e.from_seat))} {self.n(e.card)} migrates to {self.who(e.to_seat)}.", \
                (e.card,), theme.TEXT
        return f"{possessive(self.who(e.from_seat))} {self.n(e.card)} moves to {possessive(self.who(e.to_seat))} " \
               f"ecosystem.", (e.card,), theme.TEXT

    @on(ev.SelectionAreaFilled)
    def selection(self, e):
        if not e.drawn:
            return "", (), theme.TEXT
        shown = [f"{AREAS[i]} {self.n(c)}" for i, c in enumerate(e.areas) if c]
        return f"The Selection Area: {', '.join(shown)}.", tuple(c for c in e.areas if c), theme.TEXT_DIM

    @on(ev.PacketsPassed)
    def packets(self, e):
        if e.draft_round > 7:
            return "The draft is over: everyone holds the 7 cards they kept.", (), theme.ACCENT
        return f"The packets pass to the left: draft round {e.draft_round} of 7.", (), theme.ACCENT


# Each command in words, after the seat's name.
DESCRIBE = {
    cmd.DiscardAtSetup: lambda w, c: f"discards {w.cards(c.cards)}",
    cmd.Draft: lambda w, c: f"keeps {w.n(c.card)} from the packet",
    cmd.Search: lambda w, c: "searches the Noah Card Pile",
    cmd.KeepCard: lambda w, c: f"keeps {w.n(c.card)}",
    cmd.Circulate: lambda w, c: f"circulates {w.n(c.card)}",
    cmd.Regenerate: lambda w, c: "takes the top card of the Discard Pile",
    cmd.Plant: lambda w, c: "plants the top card of the Plant Pile",
    cmd.Create: PlanetWords.create,
    cmd.Develop: lambda w, c: f"develops the card of Selection Area {AREAS[c.area]}",
    cmd.DiscardForAction: lambda w, c: f"discards {w.n(c.card)} for an action",
    cmd.EndActions: lambda w, c: "ends the Action Phase",
    cmd.Feed: PlanetWords.feed,
}
