"""Nature of the Beast's part of the new-game screen: each seat's deck (the prebuilt decks, then the
player's own decks from the deck-building screen), its starting Favor and Fury and auto-pass; the
variant and its sub-variants (rulebook VII: game/engine/beast/variants.py), which also fix how many
play; and the way to the deck-building screen."""
from __future__ import annotations

from game.engine.beast.variants import MAX_PLAYERS, SUBVARIANTS, VARIANTS
from game.table.scenes.new_game import GameForm
from game.table.widgets.button import Button

VARIANT_WORDS = {"standard": "Standard: a 3x3 Field each",
                 "rush": "Rush: a 3x2 Field, six animals win",
                 "doubles": "Doubles: teams of seats 1+3 and 2+4 (4 players)",
                 "supply_line": "Supply Line: one shared 3x5 Field (2 players)"}
SHORT = {"no_fury_favor": "No Fury & Favor", "no_tricks": "No Tricks", "same_faction": "Same faction",
         "limited_leadership": "Limited Leadership", "ultimate": "Ultimate: both Fields"}
DEFEAT_TIP = ("When one of this seat's animals loses a battle: ask me whether to answer with a card that "
              "saves it (an Event or Item), or let it go at once without asking.")
START = range(10)         # "any value between 0 and 9", the same for Favor and Fury


class BeastForm(GameForm):
    """The Nature of the Beast rows: the prebuilt decks come Farm vs. Forest first."""

    most_players = MAX_PLAYERS
    most_rows = 3            # Variant, Sub-variants (shown even when a variant has none), Decks
    kept = ("seat_decks", "start", "auto_pass", "variant", "subvariants")

    def __init__(self, app, changed=lambda: None):
        from game.engine.beast.rules import BEAST
        super().__init__(app, changed)
        cards = BEAST.cards
        self.prebuilt = list(cards.default_decks) + [d for d in cards.decks if d not in cards.default_decks]
        self.prebuilt_names = {d: cards.decks[d].name for d in self.prebuilt}
        self.seat_decks: list[str] = [self.prebuilt[s % len(self.prebuilt)] for s in range(MAX_PLAYERS)]
        self.start = [3] * MAX_PLAYERS
        self.auto_pass = [False] * MAX_PLAYERS
        self.variant = "standard"
        self.subvariants: set[str] = set()
        self.library = None
        self.own: dict[str, tuple] = {}        # "deck:NAME" -> (the library's entry, the deck as an option)
        self.read_library()

    def allows(self, name: str, value) -> bool:
        return {"seat_decks": lambda: all(d in self.decks for d in value),
                "start": lambda: all(v in START for v in value),
                "variant": lambda: value in VARIANTS,
                "subvariants": lambda: set(value) <= set(SUBVARIANTS)}.get(name, lambda: True)()

    # -- the decks ------------------------------------------------------------------------------------
    def read_library(self) -> None:
        """The player's decks, read again (after the deck-building screen)."""
        from game.decks import DeckLibrary
        from game.engine.beast.decks import read_deck_file
        self.library = self.library or DeckLibrary()
        self.own = {}
        try:
            entries = self.library.entries()
        except OSError:
            entries = []
        for entry in entries:
            deck = read_deck_file(entry.path, self.library.cards)[0] if entry.size else None
            if deck is not None:
                self.own[f"deck:{entry.name}"] = (entry, deck.as_option())
        self.seat_decks = [d if d in self.prebuilt or d in self.own else self.prebuilt[0] for d in self.seat_decks]

    @property
    def decks(self) -> list[str]:
        """Every deck a seat may take: the prebuilt ones, then the player's own by name."""
        return self.prebuilt + list(self.own)

    def deck_label(self, key: str) -> str:
        if key in self.prebuilt_names:
            return self.prebuilt_names[key]
        entry = self.own[key][0]
        name = entry.name if len(entry.name) <= 18 else entry.name[:16].rstrip() + "..."
        return f"{name} ({'own, breaks a limit' if entry.problems else 'own'})"

    def deck_option(self, key: str):
        """The deck as the game keeps it: a prebuilt deck's id, or the deck list itself (ruling B35)."""
        return key if key in self.prebuilt else self.own[key][1]

    # -- the players: the variant fixes how many ---------------------------------------------------------
    @property
    def players(self) -> tuple[int, int]:
        return VARIANTS[self.variant].players

    @property
    def default_players(self) -> int:
        return self.players[0]

    # -- the rows ---------------------------------------------------------------------------------------
    def seat_buttons(self, seat: int, players: int) -> list[Button]:
        tallies = "no_fury_favor" not in self.subvariants
        return [Button(self.deck_label(self.seat_decks[seat]), lambda: self.next_deck(seat), size=19),
                Button(f"Favor & Fury {self.start[seat]}" if tallies else "no Favor & Fury",
                       lambda: self.next_start(seat), size=17, enabled=tallies),
                Button("Defeats: let go" if self.auto_pass[seat] else "Defeats: ask me",
                       lambda: self.flip_auto_pass(seat), size=15, tip=DEFEAT_TIP)]

    def option_rows(self) -> list[tuple[str, list[Button]]]:
        rows = [("Variant", [Button(VARIANT_WORDS[self.variant], self.next_variant, size=20)])]
        allowed = VARIANTS[self.variant].subvariants
        rows.append(("Sub-variants", [Button(f"{SHORT[word]}: {'on' if word in self.subvariants else 'off'}",
                                             lambda w=word: self.flip_subvariant(w), size=17,
                                             tip=SUBVARIANTS[word], accent=word in self.subvariants)
                                      for word in allowed] or
                     [Button("none in this variant", lambda: None, size=17, enabled=False)]))
        rows.append(("Decks", [Button("Build and edit decks...", self.open_decks, size=19)]))
        return rows

    # -- the choices ----------------------------------------------------------------------------------
    def next_deck(self, seat: int) -> None:
        decks = self.decks
        current = self.seat_decks[seat]
        self.seat_decks[seat] = decks[(decks.index(current) + 1) % len(decks)] if current in decks else decks[0]
        self.changed()

    def next_start(self, seat: int) -> None:
        self.start[seat] = (self.start[seat] + 1) % len(START)
        self.changed()

    def flip_auto_pass(self, seat: int) -> None:
        self.auto_pass[seat] = not self.auto_pass[seat]
        self.changed()

    def next_variant(self) -> None:
        names = list(VARIANTS)
        self.variant = names[(names.index(self.variant) + 1) % len(names)]
        self.subvariants &= set(VARIANTS[self.variant].subvariants)
        self.changed()

    def flip_subvariant(self, word: str) -> None:
        self.subvariants ^= {word}
        self.changed()

    def open_decks(self) -> None:
        from game.table.beast.deck_screen import DeckScreen

        def back() -> None:
            self.read_library()
            self.changed()
        self.app.push(DeckScreen(self.app, on_close=back))

    def options(self, players: int, seed: int) -> dict:
        tallies = "no_fury_favor" not in self.subvariants
        options = {"players": players, "variant": self.variant,
                   "subvariants": [w for w in VARIANTS[self.variant].subvariants if w in self.subvariants],
                   "decks": [self.deck_option(d) for d in self.seat_decks[:players]],
                   "start": list(self.start[:players]) if tallies else [0] * players,
                   "auto_pass": list(self.auto_pass[:players])}
        return options

