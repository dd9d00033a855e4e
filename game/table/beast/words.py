"""Nature of the Beast in words: seats, spaces, commands (hints, undo) and the log's sentences.

A sentence never names a card another seat may not see: the Tricks a seat draws are a secret field of
their event, so another seat is given the event with them blanked and reads how many
(game.table.adapter.seen_lines)."""
from __future__ import annotations

from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.beast.tricks import choice_op
from game.engine.core.protocol import Rejected
from game.engine.core.rules import PUBLIC
from game.table import theme
from game.table.adapter import LogLine
from game.table.beast.cardinfo import BeastCards

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


def possessive(name: str) -> str:
    """Seat 1 (Farm) -> Seat 1 (Farm)'s; The Gutter Kings -> The Gutter Kings'."""
    return name + ("'" if name.endswith("s") else "'s")


class BeastWords:
    """Words for one game: reads the session's public facts (the Fields, the Pens' face-up cards)."""

    def __init__(self, session, text: BeastCards):
        self.session = session
        self.text = text
        # (seat, row, col) -> the animal there as the log has reached it: a log written again from a
        # saved game's events (or an Event that trashes its target) still names the animals of then.
        self.placed: dict[tuple, str] = {}

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
    def follow(self, e) -> None:
        """Keep `placed` in step with the events the log reads."""
        placed = self.placed
        if isinstance(e, ev.AnimalRecruited):
            placed[(e.seat, e.row, e.col)] = e.card
        elif isinstance(e, ev.AnimalMoved):
            here, there = (e.seat, *e.from_space), (e.seat, *e.to_space)
            moving, other = placed.pop(here, e.card), placed.pop(there, None)
            placed[there] = moving
            if other is not None and other != e.card:
                placed[here] = other
        elif isinstance(e, ev.CardTrashed) and e.from_zone == "field" and len(e.where) == 2:
            if placed.get((e.seat, *e.where)) == e.card:
                del placed[(e.seat, *e.where)]
        elif isinstance(e, ev.AnimalRescued) and e.to_zone == "troops":
            for key in [k for k, card in placed.items() if card == e.card]:
                del placed[key]

    def log_lines(self, e) -> list[LogLine]:
        """The log's lines for an event (called for every event in order, live or written again)."""
        lines = self._lines(e)
        self.follow(e)
        return lines

    def _lines(self, e) -> list[LogLine]:
        if isinstance(e, ev.TricksDrawn):   # its cards are secret: blanked (""), as another seat reads it
            count = len(e.cards)
            if e.cards and all(e.cards):
                return [LogLine(f"{self.who(e.seat)} draws {', '.join(self.n(c) for c in e.cards)}.",
                                tuple((c, self.n(c)) for c in e.cards), seat_colour(e.seat))]
            return [LogLine(f"{self.who(e.seat)} draws {count} Trick{'s' if count != 1 else ''}.", (), theme.TEXT_DIM)]
        text, cards, colour = self.sentence(e)
        return [LogLine(text, tuple((c, self.n(c)) for c in cards), colour)] if text else []

    def sentence(self, e):
        """(text, cards named, colour) for the log; text "" for events that only animate."""
        who, n = self.who, self.n
        T = theme.TEXT
        if isinstance(e, Rejected):
            return f"Not allowed: {e.reason}", (), theme.DANGER
        if isinstance(e, ev.FirstPlayerDrawn):
            ranks = ", ".join(f"{who(s)} {r}" for s, r in enumerate(e.ranks))
            return f"Ranks drawn: {ranks}. {who(e.seat)} goes first.", (), theme.ACCENT
        if isinstance(e, ev.TurnStarted):
            return f"Round {e.round}: {possessive(self.seat_name(e.seat))} turn.", (), seat_colour(e.seat)
        if isinstance(e, ev.RecruitFlipped):
            return f"{who(e.seat)} turns up {n(e.card)}.", (e.card,), T
        if isinstance(e, ev.LeaderTopped):
            return f"{who(e.seat)} plays {n(e.card)} onto the Leader {n(e.leader)}.", (e.card, e.leader), T
        if isinstance(e, ev.ClashRuledOn):
            where = "defers" if e.to_zone == "troops" else "trashes"
            return f"{who(e.seat)} keeps {n(e.kept)} and {where} {n(e.removed)}.", (e.kept, e.removed), T
        if isinstance(e, ev.PreparationFinished):
            return f"{who(e.seat)} turned up {e.flipped} and drew {e.drawn} Trick{'s' if e.drawn != 1 else ''}.", (), \
                theme.TEXT_DIM
        if isinstance(e, ev.AnimalRecruited):
            paid = f" with {e.clout} Clout for Rank {e.rank}" if e.rank else ""
            return f"{who(e.seat)} recruits {n(e.card)} into {self.space(e.row, e.col)}{paid}.", (e.card,), T
        if isinstance(e, ev.AnimalMoved):
            return f"{who(e.seat)}: {n(e.card)} moves to {self.space(*e.to_space)}.", (e.card,), T
        if isinstance(e, ev.AnimalUntilted):
            return f"{who(e.seat)}: {n(e.card)} untilts.", (e.card,), theme.TEXT_DIM
        if isinstance(e, ev.CardTrashed):
            return f"{who(e.seat)}: {n(e.card)} goes to the Trash.", (e.card,), theme.TEXT_DIM
        if isinstance(e, ev.RecruitDeferred):
            return f"{who(e.seat)} defers {n(e.card)} into the Troops deck.", (e.card,), T
        if isinstance(e, (ev.TrickDiscarded, ev.RandomDiscard)):
            return f"{who(e.seat)} discards {n(e.card)}.", (e.card,), theme.TEXT_DIM
        if isinstance(e, ev.EventPlayed):
            return f"{who(e.seat)} plays {n(e.card)}{self.target(e.seat, e.card, e.target)}.", (e.card,), CARD
        if isinstance(e, ev.AbilityUsed):
            return f"{who(e.seat)} uses {n(e.card)}{self.target(e.seat, e.card, e.target)}.", (e.card,), CARD
        if isinstance(e, ev.HumanCalled):
            return f"{who(e.seat)} calls {n(e.card)} beside {self.row_words(e.row)}.", (e.card,), T
        if isinstance(e, ev.LocationClaimed):
            return f"{who(e.seat)} claims {n(e.card)} on {self.space(e.row, e.col)} (Rank {e.rank}).", (e.card,), T
        if isinstance(e, ev.ItemEquipped):
            return f"{who(e.seat)} equips {n(e.card)} for {e.favor} Favor.", (e.card,), T
        if isinstance(e, ev.ItemsPassed):
            return f"{who(e.seat)} passes {' and '.join(n(i) for i in e.items)}.", tuple(e.items), T
        if isinstance(e, ev.FavorChanged):
            return f"{who(e.seat)}: Favor {e.old} -> {e.new}.", (), theme.TEXT_DIM
        if isinstance(e, ev.FuryChanged):
            return f"{who(e.seat)}: Fury {e.old} -> {e.new}.", (), theme.DANGER if e.new > e.old else T
        if isinstance(e, ev.DarkNatureEntered):
            return f"{who(e.seat)} crosses into Dark Nature (Fury 5).", (), (190, 120, 230)
        if isinstance(e, ev.PlayerOut):
            return f"{who(e.seat)} is out: {e.reason}.", (), theme.DANGER
        if isinstance(e, ev.BattleDeclared):
            return (f"Battle! {self.foe_animal(*e.attacker)} attacks {self.foe_animal(*e.defender)}: "
                    f"{e.attack_total} against {e.defend_total}."), (), theme.ACCENT
        if isinstance(e, ev.BattlePhasePlayed):
            return (f"{who(e.seat)} {PLAYS.get(e.play, e.play)}: {e.attack_total} against {e.defend_total}.", (),
                    theme.TEXT_DIM)
        if isinstance(e, ev.AllyJoined):
            return f"{who(e.seat)}: {n(e.card)} allies (+{e.bonus}).", (e.card,), T
        if isinstance(e, ev.AllyInvited):
            return f"{who(e.seat)} invites {who(e.invitee)} to ally.", (), theme.ACCENT
        if isinstance(e, ev.BattleResolved):
            if e.winner < 0:
                return f"The battle ends: nobody is trashed ({e.attack_total} against {e.defend_total}).", (), \
                    theme.ACCENT
            side = "attacker" if e.winner == 0 else "defender"
            return f"The {side} wins, {e.attack_total} against {e.defend_total}.", (), theme.ACCENT
        if isinstance(e, ev.AnimalRescued):
            where = "back into the Troops deck" if e.to_zone == "troops" else "in the Field"
            return f"{who(e.seat)}: {n(e.card)} is saved, {where}.", (e.card,), T
        if isinstance(e, ev.GameWon):
            return f"{' and '.join(who(s) for s in e.winners)} win{'s' if len(e.winners) == 1 else ''}: {e.reason}", \
                (), theme.OK
        if isinstance(e, ev.GameEnded):
            return f"The game ends: {e.reason}", (), theme.ACCENT
        return "", (), T


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
