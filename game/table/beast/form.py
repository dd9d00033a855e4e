"""Nature of the Beast's part of the new-game screen: a prebuilt deck, the starting Favor and Fury
and auto-pass for each seat; the variant (and in Doubles, the win condition)."""
from __future__ import annotations

from game.table.widgets.button import Button

VARIANTS = {"standard": "Standard: a 3x3 Field", "rush": "Rush: a 3x2 Field, six animals win",
            "doubles": "Doubles: teams of seats 1+3 and 2+4 (4 players)"}
WINS = {"land": "Either teammate's full Field wins", "every_field": "Both teammates' Fields full at once"}


class BeastForm:
    """The Nature of the Beast rows of the new-game screen; `changed` is called after every choice."""

    players = (2, 4)
    default_players = 2

    def __init__(self, app, changed=lambda: None):
        from game.engine.beast.rules import BEAST
        self.app = app
        self.changed = changed
        cards = BEAST.cards
        self.decks = list(cards.default_decks) + [d for d in cards.decks if d not in cards.default_decks]
        self.deck_names = {d: cards.decks[d].name for d in self.decks}
        self.seat_decks = [self.decks[s % len(self.decks)] for s in range(4)]
        self.start = [3] * 4
        self.auto_pass = [False] * 4
        self.variant = "standard"
        self.win = "land"

    # -- rows -------------------------------------------------------------------------------------
    def seat_buttons(self, seat: int, players: int) -> list[Button]:
        return [Button(self.deck_names[self.seat_decks[seat]], lambda: self.cycle_deck(seat), size=20),
                Button(f"Favor = Fury {self.start[seat]}", lambda: self.cycle_start(seat), size=17),
                Button("auto-pass" if self.auto_pass[seat] else "asked after defeats",
                       lambda: self.toggle_auto_pass(seat), size=15)]

    def option_rows(self) -> list[tuple[str, list[Button]]]:
        rows = [("Variant", [Button(VARIANTS[self.variant], self.cycle_variant, size=20)])]
        if self.variant == "doubles":
            rows.append(("To win", [Button(WINS[self.win], self.toggle_win, size=20)]))
        return rows

    def cycle_deck(self, seat: int) -> None:
        self.seat_decks[seat] = self.decks[(self.decks.index(self.seat_decks[seat]) + 1) % len(self.decks)]
        self.changed()

    def cycle_start(self, seat: int) -> None:
        """Starting Favor and Fury, the same value, 0 to 9 (section II, Preparing to Play, 3)."""
        self.start[seat] = (self.start[seat] + 1) % 10
        self.changed()

    def toggle_auto_pass(self, seat: int) -> None:
        self.auto_pass[seat] = not self.auto_pass[seat]
        self.changed()

    def cycle_variant(self) -> None:
        names = list(VARIANTS)
        self.variant = names[(names.index(self.variant) + 1) % len(names)]
        self.changed()

    def toggle_win(self) -> None:
        self.win = "every_field" if self.win == "land" else "land"
        self.changed()

    # -- the game it starts -----------------------------------------------------------------------
    def options(self, players: int, seed: int) -> dict:
        options = {"players": players, "variant": self.variant, "decks": list(self.seat_decks[:players]),
                   "start": list(self.start[:players]), "auto_pass": list(self.auto_pass[:players])}
        if self.variant == "doubles":
            options["win"] = self.win
        return options
