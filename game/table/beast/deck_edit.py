"""What the deck-building screen works on, without pygame: the deck being built, the card pool and its
filters, and the player's deck folder (game/decks.py: save, copy, rename, delete, mix and match). Every
action answers with a sentence for the screen to show; a refusal is a sentence too, never an error.

The rulebook's limits (section VI, Custom Build Your Own) are shown, not enforced while building: a
deck that breaks one may be kept and mended later (deck_figures says which limits are met)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.decks import DeckLibrary
from game.engine.beast.decks import DeckError, DeckList, card_pool, deck_figures
from game.engine.beast.definitions import HABITATS, STYLES
from game.engine.beast.variants import VARIANTS, animals_needed

KINDS = ("animal", "leader", "event", "item", "location", "human")
UNNAMED = "New deck"


@dataclass
class Filters:
    """The card pool's filters: Habitat and Style blocks, kinds of card, words of name or text."""

    habitats: set = field(default_factory=set)
    styles: set = field(default_factory=set)
    kinds: set = field(default_factory=set)
    search: str = ""

    def flip(self, group: str, value: str) -> None:
        chosen = getattr(self, group)
        chosen ^= {value}


def refusal(error: Exception) -> str:
    """A DeckError's first problem (or any error) as a sentence."""
    problems = getattr(error, "problems", None)
    text = problems[0].message if problems else str(error)
    return text[:1].upper() + text[1:]


class DeckEdit:
    """The deck on the screen, where it is kept (`saved_as`: the name of its file's deck, or None), and
    whether it changed since."""

    def __init__(self, library: DeckLibrary | None = None):
        self.library = library or DeckLibrary()
        self.cards = self.library.cards
        self.filters = Filters()
        self.deck = DeckList(self.library.free_name(UNNAMED), {})
        self.saved_as: str | None = None
        self.changed = False

    # -- the pool ---------------------------------------------------------------------------------------
    def pool(self) -> list:
        """The cards shown in the pool, filtered."""
        f = self.filters
        return card_pool(self.cards, blocks=tuple(f.habitats | f.styles), kinds=tuple(f.kinds), search=f.search)

    def blocks(self) -> tuple[list[str], list[str]]:
        """The Habitat and Style blocks there are cards for."""
        return [h for h in HABITATS if h in self.cards.blocks], [s for s in STYLES if s in self.cards.blocks]

    # -- the deck ---------------------------------------------------------------------------------------
    def count(self, card: str) -> int:
        return self.deck.cards.get(card, 0)

    def add(self, card: str) -> str:
        cards = dict(self.deck.cards)
        cards[card] = cards.get(card, 0) + 1
        self._set(cards)
        return f"{self.cards.cards[card].name}: {cards[card]} in the deck."

    def remove(self, card: str) -> str:
        if not self.count(card):
            return f"{self.cards.cards[card].name} is not in the deck."
        cards = dict(self.deck.cards)
        cards[card] -= 1
        if not cards[card]:
            del cards[card]
        self._set(cards)
        return f"{self.cards.cards[card].name}: {cards.get(card, 0)} in the deck."

    def _set(self, cards: dict) -> None:
        self.deck = DeckList(self.deck.name, cards)
        self.changed = True

    def rows(self) -> list[tuple[str, str, int]]:
        """The deck as a list: (kind, card id, copies), by kind, then name."""
        found = [(self.cards.cards[c].kind, c, n) for c, n in self.deck.cards.items()]
        return sorted(found, key=lambda r: (KINDS.index(r[0]), self.cards.cards[r[1]].name.lower()))

    def figures(self) -> dict:
        """deck_figures, with the animals each variant needs to be won (ruling B34)."""
        figures = deck_figures(self.cards, self.deck)
        animals = figures["kinds"]["animal"]
        figures["variants"] = {name: animals >= animals_needed(name) for name in VARIANTS}
        figures["problems"] = [p.message for p in self.library.check(self.deck)]
        return figures

    # -- the folder -------------------------------------------------------------------------------------
    def entries(self):
        try:
            return self.library.entries()
        except OSError:
            return []

    def new(self) -> str:
        self.deck = DeckList(self.library.free_name(UNNAMED), {})
        self.saved_as, self.changed = None, False
        return "A new, empty deck: add cards from the pool."

    def open(self, name: str) -> str:
        try:
            deck = self.library.load(name)
        except DeckError as error:
            return refusal(error)
        self.deck, self.saved_as, self.changed = DeckList(deck.name, dict(deck.cards)), deck.name, False
        return f"{deck.name}: {deck.size} card{'s' if deck.size != 1 else ''}."

    def mix(self, habitat: str, style: str) -> str:
        """Mix and match: the Habitat block with the Style block, as printed, as a new deck (not saved)."""
        try:
            deck = self.library.from_blocks(habitat, style)
        except ValueError as error:
            return refusal(error)
        self.deck, self.saved_as, self.changed = deck, None, True
        return f"{deck.name}: the {habitat.title()} block with the {style.title()} block, {deck.size} cards. Save it to keep it."

    def save(self) -> str:
        """Write the deck to its file; another deck of the same name is never written over."""
        try:
            self.library.save(self.deck, replace=self.saved_as is not None)
        except DeckError as error:
            return refusal(error)
        self.saved_as, self.changed = self.deck.name, False
        saved = f"Saved {self.deck.name} ({self.deck.size} card{'s' if self.deck.size != 1 else ''})"
        problems = self.library.check(self.deck)
        if problems:    # kept as a deck in the making, and said so: it cannot start a game yet
            return f"{saved}, but it cannot start a game yet: {problems[0].message}"
        return saved + "."

    def rename(self, new_name: str) -> str:
        name = " ".join(new_name.split())
        if not name:
            return "A deck needs a name."
        if name == self.deck.name:
            return f"It is called {name} already."
        if self.saved_as is not None:
            try:
                self.library.rename(self.saved_as, name)
            except DeckError as error:
                return refusal(error)
            self.saved_as = name
        elif self.library.has(name):
            return f"There is already a deck called {name}."
        self.deck = DeckList(name, self.deck.cards)
        return f"Renamed: {name}."

    def copy(self) -> str:
        """A copy of the deck as shown, saved under a free name, becomes the deck on the screen."""
        name = self.library.free_name(f"{self.deck.name} copy")
        copied = DeckList(name, dict(self.deck.cards))
        try:
            self.library.save(copied, replace=False)
        except DeckError as error:
            return refusal(error)
        self.deck, self.saved_as, self.changed = copied, name, False
        return f"Copied as {name}."

    def delete(self) -> str:
        if self.saved_as is None:
            self.new()
            return "The unsaved deck is set aside."
        try:
            self.library.delete(self.saved_as)
        except DeckError as error:
            return refusal(error)
        gone = self.saved_as
        self.new()
        return f"Deleted {gone}."
