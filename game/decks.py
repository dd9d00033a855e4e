"""The player's Nature of the Beast decks: one YAML file a deck in the data folder
(`userdirs.data_dir()/decks/NAME.yaml`), read with the untrusted loader and checked against the
rulebook's limits (game/engine/beast/decks.py). The deck-building screen, `ark-table deck` and
`ark-table sim --decks` use this one API:

    library = DeckLibrary()                    # the player's folder (or DeckLibrary(folder))
    library.entries()                          # every deck file: name, path, size, Troops, problems
    library.load("For the Birds")              # a DeckList (its limits may still be broken: check it)
    library.check(deck, variant="rush")        # the problems that keep it out of a game, with lines
    library.save(deck)                         # written atomically, as decks/for_the_birds.yaml
    library.copy(name, new_name) / rename(name, new_name) / delete(name)
    library.from_blocks("farm", "tricky")      # any Habitat block with any Style block (not saved)

A deck is found by its name or its file's name; a file's name is made from the deck's name
(`file_name`). Every refusal is a DeckError whose problems are sentences with file and line."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.engine.beast.decks import (
    DeckError, DeckList, deck_problems, deck_text, from_blocks, read_deck_file,
)
from game.engine.core.problems import Problem
from game.engine.core.saves import write_atomically

SUFFIX = ".yaml"
MAX_FILE_NAME = 60
RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


def decks_dir() -> Path:
    from game.userdirs import data_dir
    return data_dir() / "decks"


def file_name(name: str) -> str:
    """The file a deck is kept in: its name in lower case, words joined with _ (For the Birds ->
    for_the_birds.yaml); names that would make the same file are the same deck."""
    stem = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")[:MAX_FILE_NAME].strip("_") or "deck"
    return (f"{stem}_deck" if stem in RESERVED else stem) + SUFFIX


@dataclass(frozen=True)
class DeckEntry:
    """One deck file as a list shows it."""

    name: str
    path: Path
    size: int                 # cards (0 when the file cannot be read)
    troops: int
    problems: tuple           # why it cannot be played in the standard game (empty: it can)


class DeckLibrary:
    def __init__(self, folder: str | Path | None = None, cards=None):
        self.folder = Path(folder) if folder is not None else decks_dir()
        self._cards = cards

    @property
    def cards(self):
        if self._cards is None:
            from game.engine.beast.rules import BEAST
            self._cards = BEAST.cards
        return self._cards

    # --- finding and reading ------------------------------------------------------------------------
    def paths(self) -> list[Path]:
        if not self.folder.is_dir():
            return []
        return sorted(p for p in self.folder.iterdir() if p.suffix == SUFFIX and p.is_file())

    def path(self, name: str) -> Path:
        """The file of the deck called `name` (or whose file is called `name`), there or not."""
        exact = self.folder / f"{name}{SUFFIX}"
        if "/" not in name and "\\" not in name and exact.is_file():
            return exact
        return self.folder / file_name(name)

    def has(self, name: str) -> bool:
        return self.path(name).is_file()

    def entries(self) -> list[DeckEntry]:
        """Every deck file, by name; a file that cannot be read is listed with its problems."""
        found = []
        for path in self.paths():
            deck, problems = read_deck_file(path, self.cards)
            if deck is None:
                found.append(DeckEntry(path.stem, path, 0, 0, tuple(problems)))
                continue
            troops = sum(n for card, n in deck.cards.items() if self.cards.cards[card].troop)
            found.append(DeckEntry(deck.name, path, deck.size, troops, tuple(deck_problems(self.cards, deck))))
        return sorted(found, key=lambda e: (e.name.lower(), e.path.name))

    def names(self) -> list[str]:
        return [entry.name for entry in self.entries()]

    def load(self, name: str) -> DeckList:
        """The deck, even one that breaks the limits (so that it can be mended); DeckError when the
        file is missing or cannot be read as a deck."""
        path = self.path(name)
        if not path.is_file():
            raise DeckError([Problem(str(path), 0, f"there is no deck called {name[:60]!r} in {self.folder}.")])
        deck, problems = read_deck_file(path, self.cards)
        if deck is None:
            raise DeckError(problems)
        return deck

    def check(self, deck: DeckList, variant: str = "standard") -> list[Problem]:
        """What keeps the deck out of a game of the variant (empty: it can be played)."""
        return deck_problems(self.cards, deck, variant)

    # --- writing -------------------------------------------------------------------------------------
    def save(self, deck: DeckList, replace: bool = True) -> Path:
        """Write the deck as its name's file, atomically. A deck that breaks the limits is saved all the
        same (a deck in the making); `check` says what to mend. With replace=False an existing deck of
        that name is kept and DeckError says so."""
        if not deck.name.strip():
            raise DeckError([Problem(str(self.folder), 0, "a deck needs a name.")])
        path = self.folder / file_name(deck.name)
        if path.is_file() and not replace:
            there = read_deck_file(path, self.cards)[0]
            name = there.name if there is not None else deck.name
            raise DeckError([Problem(str(path), 0, f"there is already a deck called {name[:60]!r}.")])
        unknown = [card for card in deck.cards if card not in self.cards.cards]
        if unknown:
            raise DeckError([Problem(str(path), 0, f"there is no card {unknown[0][:40]!r}.")])
        write_atomically(path, deck_text(self.cards, deck))
        return path

    def copy(self, name: str, new_name: str) -> DeckList:
        """A copy under a new name (refused when that name is taken)."""
        copied = DeckList(" ".join(new_name.split()), dict(self.load(name).cards))
        self.save(copied, replace=False)
        return copied

    def rename(self, name: str, new_name: str) -> DeckList:
        """The deck under a new name: its file is renamed too (refused when that name is taken by
        another deck)."""
        old = self.path(name)
        deck = self.load(name)
        renamed = DeckList(" ".join(new_name.split()), dict(deck.cards))
        same_file = self.folder / file_name(renamed.name) == old
        self.save(renamed, replace=same_file)
        if not same_file:
            old.unlink()
        return renamed

    def delete(self, name: str) -> None:
        path = self.path(name)
        if not path.is_file():
            raise DeckError([Problem(str(path), 0, f"there is no deck called {name[:60]!r}.")])
        path.unlink()

    def from_blocks(self, habitat: str, style: str, name: str | None = None) -> DeckList:
        """Mix and match: any Habitat block with any Style block, as printed (allowed though its Troops
        pass 30: ruling B33). Not saved until `save`; the name is made free in the library."""
        deck = from_blocks(self.cards, habitat, style, name)
        return DeckList(self.free_name(deck.name) if name is None else deck.name, deck.cards)

    def free_name(self, base: str) -> str:
        """`base`, or `base 2`, `base 3`... whichever no deck of the library has yet."""
        name, number = base, 1
        while (self.folder / file_name(name)).is_file():
            number += 1
            name = f"{base} {number}"
        return name
