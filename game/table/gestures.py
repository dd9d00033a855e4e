"""Gestures as data, for every game: which command a gesture on the table stands for, declared by each
game as a few small objects (as Fireplace's selectors name what a card's effect reaches) and read by the
shared adapter (game.table.adapter.AdapterBase) for the whole table.

A game declares: which commands a card picked up from each kind of place stands for (`Pick`, with a
selector saying whether the command is that card's: `Card`, `At`, `When`), where each command class is
dropped (a target kind: `Place`, `Own`, `Fixed`, `Aimed`), which a plain click plays at once, which are the prompt
panel's answers, which one ends the turn, which only give a card away, the words of the answers, the
drop menu's lines and the places, and the decisions made by choosing several things. The keys of places are the game's own (its `keys` module)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


def split(key: str) -> tuple[str, tuple]:
    """A place's key as (its kind, its parts): 'enemy:2' -> ('enemy', (2,)); numbers as ints."""
    kind, *parts = key.split(":")
    return kind, tuple(int(p) if p.lstrip("-").isdigit() else p for p in parts)


# -- whose is a command: selectors on the card picked up ------------------------------------------------
@dataclass(frozen=True)
class Card:
    """The command plays the card picked up (its `card` field names it)."""

    aimed: bool = False      # and only the ones aimed at something (a Beast ability with a target)

    def __call__(self, command, where: tuple, card: str) -> bool:
        return command.card == card and (not self.aimed or bool(command.target))


@dataclass(frozen=True)
class At:
    """The command's fields name the place picked from (the last parts of its key: a Pen space, a Field
    space, a Selection Area)."""

    fields: tuple[str, ...]

    def __call__(self, command, where: tuple, card: str) -> bool:
        return tuple(getattr(command, name) for name in self.fields) == where[len(where) - len(self.fields):]


@dataclass(frozen=True)
class When:
    """Any other test of the command against the place and card picked: test(command, where, card)."""

    test: Callable[[Any, tuple, str], bool]

    def __call__(self, command, where: tuple, card: str) -> bool:
        return self.test(command, where, card)


def anything(command, where: tuple, card: str) -> bool:
    """Every command of the Pick's classes (a pile whose top card stands for one move)."""
    return True


@dataclass(frozen=True)
class Pick:
    """The commands a card picked up from one kind of place stands for: the classes, and the selector
    saying whether a command is the picked card's."""

    zone: str
    commands: tuple[type, ...]
    holds: Callable[[Any, tuple, str], bool] = anything


# -- where a command is dropped: target kinds --------------------------------------------------------
@dataclass(frozen=True)
class Place:
    """A place named by the command's fields: `make` (the game's key maker) given those fields."""

    make: Callable[..., str]
    fields: tuple[str, ...]

    def key(self, adapter, command) -> str | None:
        return self.make(*(getattr(command, name) for name in self.fields))


@dataclass(frozen=True)
class Own(Place):
    """A place of the command's own seat (its hand, its Trash, its ecosystem)."""

    fields: tuple[str, ...] = ("seat",)


@dataclass(frozen=True)
class Fixed:
    """One place for every such command (the Discard Pile, the hand on screen)."""

    place: str

    def key(self, adapter, command) -> str | None:
        return self.place


@dataclass(frozen=True)
class Aimed:
    """A place worked out from what the command aims at (a card's chosen target, a battle's animal):
    where(adapter, command) -> the key, or None."""

    where: Callable[[Any, Any], str | None]

    def key(self, adapter, command) -> str | None:
        return self.where(adapter, command)


Words = Callable[[Any, Any], str]      # (adapter, command) -> words


@dataclass(frozen=True)
class Gestures:
    """One game's gestures (see the module's words)."""

    picks: tuple[Pick, ...]
    targets: dict[type, Any]                       # command class -> its target kind
    clicks: tuple[type, ...] = ()                  # played by a click on the card, when it is its only such
    answers: tuple[type, ...] = ()                 # the prompt panel's buttons
    end_turn: tuple[type, ...] = ()                # the End turn button's command
    gives_away: tuple[type, ...] = ()              # only gives a card away: never the default
    answer_words: dict[type, Words] = field(default_factory=dict)   # a button's words (else the log's)
    menu_words: dict[type, Words] = field(default_factory=dict)     # a drop menu's line (else the log's)
    answer_cards: dict[type, Callable] = field(default_factory=dict)   # the card drawn on an answer
    colours: dict[type, Callable] = field(default_factory=dict)     # a menu line's colour, if not green
    place_names: dict[str, Callable] = field(default_factory=dict)  # a place's kind -> (adapter, parts) -> words
    # decisions made by choosing several things (game.table.gathering.Gather): one the state asks for,
    # (adapter, seat, legal) -> a Gather or None; and the commands of one drop told apart that way,
    # (adapter, seat, options) -> a Gather or None (then one command is played, or the menu offers them)
    gather: Callable | None = None
    gather_drop: Callable | None = None
    parse: Callable[[str], tuple[str, tuple]] = split                # a place's key -> (kind, parts)
