"""Nature of the Beast in words: seats, spaces, commands (hints, undo) and the log's sentences.

A sentence never names a card another seat may not see: the Tricks a seat draws are a secret field of
their event, so another seat is given the event with them blanked and reads how many
(game.table.adapter.seen_lines)."""
from __future__ import annotations

from pathlib import Path

from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.beast.tricks import choice_op
from game.engine.core.rules import PUBLIC
from game.table import theme
from game.table.adapter import LogLine
from game.table.beast.cardinfo import BeastCards
from game.table.handlers import Handlers, on
from game.table.words import Words, possessive

ROWS = {2: ("front", "back"), 3: ("front", "middle", "back"),
        5: ("opponent's back", "fourth", "middle", "second", "back")}   # Supply Line: from your own end
COLS = ("left", "middle", "right")
PLAYS = {"event": "plays a card", "ability": "uses an ability", "ally": "calls an ally",
         "invitation": "invites an ally", "legend_boost": "boosts the Legend", "pass": "passes",
         "declined": "is refused: a pass"}
CARD = (220, 190, 130)


def seat_colour(seat: int) -> tuple[int, int, int]:
    """A seat's colour in the log (six seats, six colours)."""
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]



class Placed(Handlers, dict):
    """(seat, row, col) -> the animal there as the log has reached it: a log written again from a saved
    game's events (or an Event that trashes its target) still names the animals of then."""

    def follow(self, e) -> None:
        """Keep in step with the events the log reads."""
        handler = self.handler_for(e)
        if handler is not None:
            handler(e)

    @on(ev.AnimalRecruited)
    def animal_recruited(self, e) -> None:
        self[(e.seat, e.row, e.col)] = e.card

    @on(ev.AnimalMoved)
    def animal_moved(self, e) -> None:
        here, there = (e.seat, *e.from_space), (e.seat, *e.to_space)
        moving, other = self.pop(here, e.card), self.pop(there, None)
        self[there] = moving
        if other is not None and other != e.card:
            self[here] = other

    @on(ev.CardTrashed)
    def card_trashed(self, e) -> None:
        if e.from_zone == "field" and len(e.where) == 2 and self.get((e.seat, *e.where)) == e.card:
            del self[(e.seat, *e.where)]

    @on(ev.AnimalRescued)
    def animal_rescued(self, e) -> None:
        if e.to_zone == "troops":
            for key in [k for k, card in self.items() if card == e.card]:
                del self[key]


class BeastWords(Words):
    """Words for one game: reads the session's public facts (the Fields, the Pens' face-up cards)."""

    said_file = Path(__file__).with_name("said.yaml")     # the log's plain sentences (game.table.words)
    events = ev
    colours = {"DARK_NATURE": (190, 120, 230)}

    def __init__(self, session, text: BeastCards):
        self.session = session
        self.text = text
        self.placed = Placed()

    # -- names ------------------------------------------------------------------------------------
    def n(self, card: str) -> str:
        return self.text.name(card)

    def deck_name(self, seat: int) -> str:
        """A prebuilt deck's name, blocks joined with + in words, or a deck list's own name."""
        deck = self.session.engine.options["decks"][seat]
        decks = self.session.rules.cards.decks
        if isinstance(deck, dict):
            return str(deck.get("name", ""))
        return decks[deck].name if deck in decks else deck.replace("+", " + ").title()

    def seat_name(self, seat: int) -> str:
        """'Seat 1 (Farm)': the seat's number and its deck's Habitat (or a deck list's name)."""
        deck = self.session.engine.options["decks"][seat]
        short = str(deck.get("name", ""))[:24] if isinstance(deck, dict) else deck.split("+")[0].title()
        return f"Seat {seat + 1} ({short})"

    def who(self, seat: int) -> str:
        return f"Seat {seat + 1}"

    def _public(self, seat: int = -1) -> dict:
        """What every seat may see (the Fields, face-up Pen cards): the public view."""
        return self.session.view(PUBLIC)

    def space(self, row: int, col: int) -> str:
        rows = ROWS.get(self._public()["rows"], ())
        row_word = rows[row] if 0 <= row < len(rows) else f"row {row + 1}"
        return f"the {row_word} row, {COLS[col] if 0 <= col < 3 else col + 1}"

    def row_words(self, row: int) -> str:
        rows = ROWS.get(self._public()["rows"], ())
        return f"the {rows[row] if 0 <= row < len(rows) else row + 1} row"

    def _animal(self, seat: int, row: int, col: int) -> str:
        if (seat, row, col) in self.placed:
            return self.n(self.placed[(seat, row, col)])
        try:
            animal = self._public(seat)["players"][seat]["field"][row][col]
        except (IndexError, KeyError, TypeError):
            animal = None
        return self.n(animal["card"]) if animal else ""

    def animal_at(self, seat: int, row: int, col: int) -> str:
        """One of a seat's animals by name (or by its space, once it has left it)."""
        return self._animal(seat, row, col) or f"the animal on {self.space(row, col)}"

    def foe_animal(self, seat: int, row: int, col: int) -> str:
        """'Seat 2's Playful 'Possum' (or 'Seat 2's animal on the front row, left')."""
        return f"{possessive(self.who(seat))} {self._animal(seat, row, col) or 'animal on ' + self.space(row, col)}"

    def pen_card(self, seat: int, pen: int) -> str:
        space = self._public(seat)["players"][seat]["pen"][pen]
        return self.n(space["card"]) if space["card"] else f"the recruit in Pen space {pen + 1}"

    def target(self, seat: int, card: str, target: tuple) -> str:
        """A card's choice in words (' on Seat 2's Playful 'Possum')."""
        printed = self.text.of(card)
        op = choice_op(printed.use) if printed is not None and printed.use else None
        if not target or op is None:
            return ""
        words = TARGET_WORDS.get("own_trash" if op.choice.startswith("own_trash") else op.choice)
        return words(self, seat, target) if words else ""

    def item_of(self, foe: int, row: int, col: int, index: int) -> str:
        animal = self._public()["players"][foe]["field"][row][col]
        return self.n(animal["items"][index]) if animal and index < len(animal["items"]) else "an Item"

    def trashed(self, seat: int, index: int) -> str:
        trash = self._public()["players"][seat]["trash"]
        return self.n(trash[index]) if index < len(trash) else "a card"

    # -- commands ---------------------------------------------------------------------------------
    def describe(self, c) -> str:
        """A command as the log says it ('Seat 1 recruits Stubborn Mule into the back row, middle')."""
        words = DESCRIBE.get(type(c))
        return f"{self.who(c.seat)} {words(self, c)}" if words else type(c).__name__

    def recruit(self, c) -> str:
        paid = [f"tilting {self.animal_at(c.seat, *t)}" for t in c.tilt] + \
            [f"trashing {self.pen_card(c.seat, p)}" for p in c.trash]
        how = f" ({', '.join(paid)})" if paid else ""
        return f"recruits {self.pen_card(c.seat, c.pen)} into {self.space(c.row, c.col)}{how}"

    def play(self, c, verb: str) -> str:
        paid = f", discarding {' and '.join(self.n(d) for d in c.discards)}" if c.discards else ""
        return f"{verb} {self.n(c.card)}{self.target(c.seat, c.card, c.target)}{paid}"

    # -- the log ------------------------------------------------------------------------------------
    def log_lines(self, e) -> list[LogLine]:
        """The log's lines for an event, the animals placed kept in step with it."""
        lines = super().log_lines(e)
        self.placed.follow(e)
        return lines

    # -- what said.yaml's sentences name beyond their events' fields ------------------------------
    def fill_ranks_drawn(self, e) -> str:
        return ", ".join(f"{self.who(s)} {r}" for s, r in enumerate(e.ranks))

    def fill_attacking_animal(self, e) -> str:
        return self.foe_animal(*e.attacker)

    def fill_defending_animal(self, e) -> str:
        return self.foe_animal(*e.defender)

    def fill_played(self, e) -> str:
        return PLAYS.get(e.play, e.play)

    def fill_invited(self, e) -> str:
        return self.who(e.invitee)

    def fill_space(self, e) -> str:
        return self.space(e.row, e.col)

    def fill_destination(self, e) -> str:
        return self.space(*e.to_space)

    def fill_beside_row(self, e) -> str:
        return self.row_words(e.row)

    # -- the log's sentence of each event ---------------------------------------------------------
    @on(ev.TricksDrawn)
    def tricks_drawn(self, e):
        """Its cards are secret: blanked (""), as another seat reads it."""
        if e.cards and all(e.cards):
            return f"{self.who(e.seat)} draws {', '.join(self.n(c) for c in e.cards)}.", e.cards, seat_colour(e.seat)
        count = len(e.cards)
        return f"{self.who(e.seat)} draws {count} Trick{'s' if count != 1 else ''}.", (), theme.TEXT_DIM

    @on(ev.TurnStarted)
    def turn_started(self, e):
        return f"Round {e.round}: {possessive(self.seat_name(e.seat))} turn.", (), seat_colour(e.seat)

    @on(ev.LeaderTopped)
    def leader_topped(self, e):
        return (f"{self.who(e.seat)} plays {self.n(e.card)} onto the Leader {self.n(e.leader)}.",
                (e.card, e.leader), theme.TEXT)

    @on(ev.ClashRuledOn)
    def clash_ruled_on(self, e):
        where = "defers" if e.to_zone == "troops" else "trashes"
        return (f"{self.who(e.seat)} keeps {self.n(e.kept)} and {where} {self.n(e.removed)}.",
                (e.kept, e.removed), theme.TEXT)

    @on(ev.PreparationFinished)
    def preparation_finished(self, e):
        return f"{self.who(e.seat)} turned up {e.flipped} and drew {e.drawn} Trick{'s' if e.drawn != 1 else ''}.", (), \
            theme.TEXT_DIM

    @on(ev.AnimalRecruited)
    def animal_recruited(self, e):
        paid = f" with {e.clout} Clout for Rank {e.rank}" if e.rank else ""
        return (f"{self.who(e.seat)} recruits {self.n(e.card)} into {self.space(e.row, e.col)}{paid}.",
                (e.card,), theme.TEXT)

    @on(ev.EventPlayed)
    def event_played(self, e):
        return f"{self.who(e.seat)} plays {self.n(e.card)}{self.target(e.seat, e.card, e.target)}.", (e.card,), CARD

    @on(ev.AbilityUsed)
    def ability_used(self, e):
        return f"{self.who(e.seat)} uses {self.n(e.card)}{self.target(e.seat, e.card, e.target)}.", (e.card,), CARD

    @on(ev.ItemsPassed)
    def items_passed(self, e):
        return f"{self.who(e.seat)} passes {' and '.join(self.n(i) for i in e.items)}.", tuple(e.items), theme.TEXT

    @on(ev.FuryChanged)
    def fury_changed(self, e):
        return f"{self.who(e.seat)}: Fury {e.old} -> {e.new}.", (), theme.DANGER if e.new > e.old else theme.TEXT

    @on(ev.BattleResolved)
    def battle_resolved(self, e):
        if e.winner < 0:
            return f"The battle ends: nobody is trashed ({e.attack_total} against {e.defend_total}).", (), \
                theme.ACCENT
        side = "attacker" if e.winner == 0 else "defender"
        return f"The {side} wins, {e.attack_total} against {e.defend_total}.", (), theme.ACCENT

    @on(ev.AnimalRescued)
    def animal_rescued(self, e):
        where = "back into the Troops deck" if e.to_zone == "troops" else "in the Field"
        return f"{self.who(e.seat)}: {self.n(e.card)} is saved, {where}.", (e.card,), theme.TEXT

    @on(ev.GameWon)
    def game_won(self, e):
        return f"{' and '.join(self.who(s) for s in e.winners)} win{'s' if len(e.winners) == 1 else ''}: {e.reason}", \
            (), theme.OK


# A card's choice in words, by the kind of choice (the registry's `choice`).
TARGET_WORDS = {
    "enemy_animal": lambda w, seat, t: f" on {w.foe_animal(*t)}",
    "own_animal": lambda w, seat, t: f" on {w.animal_at(seat, *t)}",
    "own_adjacent": lambda w, seat, t: f" on {w.animal_at(seat, *t)}",
    "own_move": lambda w, seat, t: f", moving {w.animal_at(seat, *t[:2])} to {w.space(*t[2:])}",
    "own_swap": lambda w, seat, t: f", swapping {w.animal_at(seat, *t[:2])} and {w.animal_at(seat, *t[2:])}",
    "enemy_item": lambda w, seat, t: f" on {possessive(w.who(t[0]))} {w.item_of(*t)}",
    "enemy_location": lambda w, seat, t: f" on {possessive(w.who(t[0]))} Location on {w.space(*t[1:])}",
    "enemy_human": lambda w, seat, t: f" on {possessive(w.who(t[0]))} Human beside {w.row_words(t[1])}",
    "opponent": lambda w, seat, t: f" on {w.who(t[0])}",
    "own_trash": lambda w, seat, t: f", taking back {w.trashed(seat, t[0])}",
}

# Each command in words, after the seat's name.
DESCRIBE = {
    cmd.FlipRecruit: lambda w, c: f"turns up the recruit in Pen space {c.pen + 1}",
    cmd.TopLeader: lambda w, c: f"plays the next Troop onto the Leader in Pen space {c.pen + 1}",
    cmd.RuleOnClash: lambda w, c: (f"keeps {'the Leader' if c.keep == 'leader' else 'the new card'} and "
                                   f"{'defers' if c.defer else 'trashes'} the other"),
    cmd.FinishPreparation: lambda w, c: "draws Tricks and begins the actions",
    cmd.RecruitAnimal: BeastWords.recruit,
    cmd.MoveAnimal: lambda w, c: f"moves {w.animal_at(c.seat, c.row, c.col)} to {w.space(c.to_row, c.to_col)}",
    cmd.UntiltAnimal: lambda w, c: f"untilts {w.animal_at(c.seat, c.row, c.col)}",
    cmd.DismissAnimal: lambda w, c: (f"dismisses {w.animal_at(c.seat, c.row, c.col)}, tilting "
                                     f"{w.animal_at(c.seat, c.by_row, c.by_col)}"),
    cmd.DismissRecruit: lambda w, c: f"dismisses {w.pen_card(c.seat, c.pen)} from the Pen",
    cmd.DeferRecruit: lambda w, c: f"defers {w.pen_card(c.seat, c.pen)}",
    cmd.DeclareBattle: lambda w, c: (f"attacks {w.foe_animal(c.foe, c.foe_row, c.foe_col)} with "
                                     f"{w.animal_at(c.seat, c.row, c.col)}"),
    cmd.DrawTrick: lambda w, c: "draws a Trick",
    cmd.PlayEvent: lambda w, c: w.play(c, "plays"),
    cmd.UseAbility: lambda w, c: w.play(c, "uses"),
    cmd.PassAction: lambda w, c: "passes an action",
    cmd.EndTurn: lambda w, c: "ends the turn",
    cmd.CallHuman: lambda w, c: f"calls {w.n(c.card)} beside {w.row_words(c.row)}",
    cmd.DismissHuman: lambda w, c: f"dismisses the Human beside {w.row_words(c.row)}",
    cmd.ClaimLocation: lambda w, c: f"claims {w.n(c.card)} on {w.space(c.row, c.col)}",
    cmd.EquipItem: lambda w, c: f"equips {w.animal_at(c.seat, c.row, c.col)} with {w.n(c.card)}",
    cmd.PassItems: lambda w, c: (f"passes {' and '.join(w.n(i) for i in c.items)} from "
                                 f"{w.animal_at(c.seat, c.row, c.col)} to {w.animal_at(c.seat, c.to_row, c.to_col)}"),
    cmd.CallAlly: lambda w, c: f"calls {w.animal_at(c.seat, c.row, c.col)} to ally",
    cmd.InviteAlly: lambda w, c: f"invites {w.who(c.invitee)} to ally",
    cmd.JoinBattle: lambda w, c: f"joins the battle with {w.animal_at(c.seat, 0, c.col)}",
    cmd.DeclineInvitation: lambda w, c: "declines the invitation",
    cmd.LegendBoost: lambda w, c: f"boosts the Legend, discarding {w.n(c.card)}",
    cmd.PassPhase: lambda w, c: "passes the battle phase",
    cmd.AcceptDefeat: lambda w, c: "lets the beaten animal go to the Trash",
    cmd.DiscardTrick: lambda w, c: f"discards {w.n(c.card)}",
}
