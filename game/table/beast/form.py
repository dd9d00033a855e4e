"""Nature of the Beast's part of the new-game screen: a prebuilt deck, the starting Favor and Fury
and auto-pass for each seat; the variant (and in Doubles, the win condition)."""
from __future__ import annotations

from game.table.scenes.new_game import GameForm
from game.table.widgets.button import Button

VARIANTS = {"standard": "Standard: a 3x3 Field", "rush": "Rush: a 3x2 Field, six animals win",
            "doubles": "Doubles: teams of seats 1+3 and 2+4 (4 players)"}
WINS = {"land": "Either teammate's full Field wins", "every_field": "Both teammates' Fields full at once"}
START = range(10)         # "any value between 0 and 9", the same for Favor and Fury


class BeastForm(GameForm):
    """The Nature of the Beast rows: the prebuilt decks come Farm vs. Forest first."""

    players = (2, 4)

    def __init__(self, app, changed=lambda: None):
        from game.engine.beast.rules import BEAST
        super().__init__(app, changed)
        cards = BEAST.cards
        self.decks = list(cards.default_decks) + [d for d in cards.decks if d not in cards.default_decks]
        self.deck_names = {d: cards.decks[d].name for d in self.decks}
        self.seat_decks = [self.decks[s % len(self.decks)] for s in range(4)]
        self.start = [3] * 4
        self.auto_pass = [False] * 4
        self.variant = 0
        self.win = 0

    def seat_buttons(self, seat: int, players: int) -> list[Button]:
        return [Button(self.deck_names[self.seat_decks[seat]], lambda: self.next_deck(seat), size=20),
                Button(f"Favor & Fury {self.start[seat]}", lambda: self.next_start(seat), size=17),
                Button("auto-pass defeats" if self.auto_pass[seat] else "ask on defeats",
                       lambda: self.flip_auto_pass(seat), size=15)]

    def option_rows(self) -> list[tuple[str, list[Button]]]:
        variant = list(VARIANTS)[self.variant]
        rows = [("Variant", [Button(VARIANTS[variant], self.cycle("variant", len(VARIANTS)), size=20)])]
        if variant == "doubles":
            rows.append(("To win", [Button(list(WINS.values())[self.win], self.cycle("win", len(WINS)), size=20)]))
        return rows

    def next_deck(self, seat: int) -> None:
        self.seat_decks[seat] = self.decks[(self.decks.index(self.seat_decks[seat]) + 1) % len(self.decks)]
        self.changed()

    def next_start(self, seat: int) -> None:
        self.start[seat] = (self.start[seat] + 1) % len(START)
        self.changed()

    def flip_auto_pass(self, seat: int) -> None:
        self.auto_pass[seat] = not self.auto_pass[seat]
        self.changed()

    def options(self, players: int, seed: int) -> dict:
        variant = list(VARIANTS)[self.variant]
        options = {"players": players, "variant": variant, "decks": list(self.seat_decks[:players]),
                   "start": list(self.start[:players]), "auto_pass": list(self.auto_pass[:players])}
        if variant == "doubles":
            options["win"] = list(WINS)[self.win]
        return options
