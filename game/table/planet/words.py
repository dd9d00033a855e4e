"""Noah Planet in words: seats, commands (hints, undo) and the log's sentences.

A sentence never names a card its reader may not see: the shared table passes every event with
secret fields through game.table.adapter.seen_lines, so a sentence here is written once for the
event's own seat (the cards named) and once for the others, from the blanked event (cards are "")."""
from __future__ import annotations

from game.engine.core.protocol import Rejected
from game.engine.planet import commands as cmd
from game.engine.planet import events as ev
from game.table import theme
from game.table.adapter import LogLine
from game.table.planet.cardinfo import PlanetCards

AREAS = ("I", "II", "III")
CARD = (220, 190, 130)
ACTION_WORDS = {"search": "Search", "circulation": "Circulation", "regenerate": "Regenerate", "plant": "Plant",
                "create": "Create", "develop": "Develop"}


def possessive(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def listed(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


class PlanetWords:
    """Words for one game."""

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

    # -- the log ------------------------------------------------------------------------------------
    def log_lines(self, e) -> list[LogLine]:
        text, cards, colour = self.sentence(e)
        if not text:
            return []
        return [LogLine(text, tuple((c, self.n(c)) for c in cards if c), colour)]

    def sentence(self, e):
        """(text, cards named, colour) for the log; text "" for events that only animate."""
        handler = SENTENCES.get(type(e))
        if handler is None:
            return "", (), theme.TEXT
        return handler(self, e)

    def dealt(self, e):
        what = "a draft packet of" if self.session.engine.options.get("variant") == "strategy" and \
            len(self.session.seats) > 1 else ""
        return f"{self.who(e.seat)} is dealt {what + ' ' if what else ''}{self.cards(e.cards)}.", e.cards, \
            theme.TEXT_DIM

    def discarded(self, e):
        if e.reason == "action":
            return "", (), theme.TEXT     # ActionGained says it
        how = {"circulation": "circulates", "setup": "discards"}.get(e.reason, "discards")
        return f"{self.who(e.seat)} {how} {self.cards(e.cards)} onto the Discard Pile.", e.cards, theme.TEXT

    def drawn(self, e):
        why = {"scoring": " after scoring", "power": ""}.get(e.reason, "")
        if not e.cards:
            return f"{self.who(e.seat)} has nothing left to draw.", (), theme.TEXT_DIM
        return f"{self.who(e.seat)} draws {self.cards(e.cards)}{why}.", e.cards, theme.TEXT_DIM

    def search_kept(self, e):
        kept = f"keeps {self.n(e.kept)}" if e.kept else "keeps one card"
        if not e.discarded:
            return (f"{self.who(e.seat)} {kept}.", (e.kept,), theme.TEXT) if e.kept else ("", (), theme.TEXT)
        return f"{self.who(e.seat)} {kept}; {self.n(e.discarded)} goes onto the Discard Pile.", \
            (e.kept, e.discarded), theme.TEXT

    def turn_started(self, e):
        if len(self.session.seats) == 1:
            return f"Round {e.round}: discard cards for actions, then Plant, Create or Develop.", (), \
                theme.SEAT_COLOURS[0]
        return f"Round {e.round}: {possessive(self.who(e.seat))} turn ({plural(e.actions, 'action')}).", (), \
            theme.SEAT_COLOURS[e.seat % 4]

    def fed(self, e):
        kept = [p for p in e.prey if p not in e.turned]
        verb = "eats" if not kept else ("feeds on" if e.turned else "eats from")
        note = " (it stays upright)" if kept and not e.turned else ""
        return f"{self.n(e.species)} {verb} {listed([self.n(p) for p in e.prey])}{note}.", (e.species, *e.prey), \
            theme.TEXT

    def extinct(self, e):
        where = "leaves the game" if e.to == "removed" else "goes onto the Discard Pile"
        why = "cannot eat and goes extinct" if e.reason == "starved" else "goes extinct"
        return f"{possessive(self.who(e.seat))} {self.n(e.card)} {why}: it {where}.", (e.card,), theme.DANGER

    def scored(self, e):
        return f"{self.who(e.seat)} scores {plural(e.points, 'point')}: {e.old} to {e.new}.", (), theme.OK

    def moved(self, e):
        if e.reason == "migration":
            return f"{possessive(self.who(e.from_seat))} {self.n(e.card)} migrates to {self.who(e.to_seat)}.", \
                (e.card,), theme.TEXT
        return f"{possessive(self.who(e.from_seat))} {self.n(e.card)} moves to {possessive(self.who(e.to_seat))} " \
               f"ecosystem.", (e.card,), theme.TEXT

    def selection(self, e):
        if not e.drawn:
            return "", (), theme.TEXT
        shown = [f"{AREAS[i]} {self.n(c)}" for i, c in enumerate(e.areas) if c]
        return f"The Selection Area: {', '.join(shown)}.", tuple(c for c in e.areas if c), theme.TEXT_DIM

    def packets(self, e):
        if e.draft_round > 7:
            return "The draft is over: everyone holds the 7 cards they kept.", (), theme.ACCENT
        return f"The packets pass to the left: draft round {e.draft_round} of 7.", (), theme.ACCENT


# The log's sentence of each event: (text, cards named, colour).
SENTENCES = {
    Rejected: lambda w, e: (f"Not allowed: {e.reason}", (), theme.DANGER),
    ev.CardsDealt: PlanetWords.dealt,
    ev.BasicPlantsPlaced: lambda w, e: (f"{w.who(e.seat)} starts with {w.cards(e.cards)}.", e.cards, theme.TEXT_DIM),
    ev.EnvironmentRevealed: lambda w, e: (f"Environment in play: {w.n(e.card)}. {w.text.text(e.card)}", (e.card,),
                                          theme.ACCENT),
    ev.CardsDiscarded: PlanetWords.discarded,
    ev.DraftPicked: lambda w, e: (f"{w.who(e.seat)} keeps {w.n(e.card) if e.card else 'a card'}.", (e.card,),
                                  theme.TEXT_DIM),
    ev.PacketsPassed: PlanetWords.packets,
    ev.SelectionAreaFilled: PlanetWords.selection,
    ev.SelectionAreaShifted: lambda w, e: (f"{w.n(e.discarded)} leaves Selection Area I for the Discard Pile.",
                                           (e.discarded,), theme.TEXT_DIM) if e.discarded else ("", (), theme.TEXT),
    ev.TurnStarted: PlanetWords.turn_started,
    ev.ActionGained: lambda w, e: (f"{w.who(e.seat)} discards {w.n(e.card)} for an action "
                                   f"({plural(e.left, 'action')}).", (e.card,), theme.TEXT),
    ev.SearchDrew: lambda w, e: (f"{w.who(e.seat)} searches: {w.cards(e.cards)}.", e.cards, theme.TEXT),
    ev.SearchKept: PlanetWords.search_kept,
    ev.CardsDrawn: PlanetWords.drawn,
    ev.Regenerated: lambda w, e: (f"{w.who(e.seat)} takes {w.n(e.card)} from the Discard Pile.", (e.card,), theme.TEXT),
    ev.Planted: lambda w, e: (f"{w.who(e.seat)} plants {w.n(e.card)}.", (e.card,), theme.TEXT),
    ev.Created: lambda w, e: (f"{w.who(e.seat)} creates {w.n(e.card)}.", (e.card,), theme.TEXT),
    ev.Developed: lambda w, e: (f"{w.who(e.seat)} develops {w.n(e.card)} from Selection Area {AREAS[e.area]}.",
                                (e.card,), theme.TEXT),
    ev.SpecialPowerPlayed: lambda w, e: (f"{w.who(e.seat)} plays {w.n(e.card)}"
                                         f"{' on ' + w.target(e.target) if e.target else ''}.", (e.card,), CARD),
    ev.ActionsAdded: lambda w, e: (f"{w.who(e.seat)} gains {plural(e.amount, 'action')} ({e.left} left).", (),
                                   theme.TEXT),
    ev.Sheltered: lambda w, e: (f"Sanctuary: {possessive(w.who(e.seat))} species that cannot eat this turn "
                                "survive.", (), CARD),
    ev.SpeciesMoved: PlanetWords.moved,
    ev.CardRecovered: lambda w, e: (f"{w.who(e.seat)} takes {w.n(e.card)} back from the Discard Pile.", (e.card,),
                                    theme.TEXT),
    ev.DiscardPileReshuffled: lambda w, e: (f"The Noah Card Pile ran out: the Discard Pile ({plural(e.cards, 'card')}) "
                                            "is shuffled into a new one.", (), theme.ACCENT),
    ev.BasicPlantsRestored: lambda w, e: (f"The Plant Pile ran out: {plural(e.cards, 'removed Basic Plant')} "
                                          "are shuffled back in.", (), theme.ACCENT),
    ev.ActionPhaseEnded: lambda w, e: (f"{possessive(w.who(e.seat))} Feeding Phase.", (), theme.TEXT_DIM),
    ev.EcosystemArranged: lambda w, e: (f"{w.who(e.seat)} lays out their rows anew: they feed left to right.", (),
                                        theme.TEXT_DIM),
    ev.SpeciesFed: PlanetWords.fed,
    ev.SpeciesWentExtinct: PlanetWords.extinct,
    ev.SpeciesSheltered: lambda w, e: (f"{w.n(e.card)} cannot eat, but the Sanctuary shelters it.", (e.card,),
                                       theme.TEXT),
    ev.Scored: PlanetWords.scored,
    ev.MigratoryAnimalLeft: lambda w, e: (f"{w.n(e.card)} migrates away and leaves the game.", (e.card,),
                                          theme.TEXT_DIM),
    ev.FinalRoundBegan: lambda w, e: (f"{w.who(e.seat)} reaches {e.score} points: this round is the last.", (),
                                      theme.ACCENT),
    ev.GameEnded: lambda w, e: (e.reason, (), theme.OK),
}

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
