"""What the shared table asks of a game: the small adapter each game's table provides.

The shared parts (picking and dropping cards, the prompt panel, who may act, the log, undo, the
hand-off screen) never look inside one game's commands or events; they ask the game's adapter.
An adapter reads the session (and through it the engine's views); it draws nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from game.engine.core.protocol import Command, Event, for_seat

PLAY_ANYWHERE = "play"   # the drop key of a command whose card needs no target: dropped anywhere


@dataclass(frozen=True)
class LogLine:
    """One line of the game log. `cards` are (card id, name shown) pairs that hovering zooms;
    `seats` are the seats that may read it (None: everyone)."""

    text: str
    cards: tuple[tuple[str, str], ...] = ()
    colour: tuple[int, int, int] = (230, 230, 220)
    seats: frozenset[int] | None = None


def seen_lines(adapter, event: Event, seats) -> list[LogLine]:
    """The log lines of an event as each seat may read them. An event with secret fields (cards drawn
    into a hidden hand) is written twice: in full for its own seat, blanked for everyone else, so a
    seat's log never names a card it may not see (game.engine.core.protocol.for_seat)."""
    owner = getattr(event, "seat", None)
    if not event.secret or owner is None:
        return adapter.log_lines(event)
    others = frozenset(seats) - {owner}
    lines = [replace(line, seats=frozenset({owner})) for line in adapter.log_lines(event)]
    if others:
        blanked = for_seat(event, min(others))
        lines += [replace(line, seats=others) for line in adapter.log_lines(blanked)]
    return lines


class TableAdapter(Protocol):
    """One game's words and gestures, for the shared table."""

    game: str
    title: str

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat as players call it ("The Gutter Kings", "Seat 2")."""

    def card_name(self, card: str) -> str:
        """A card's printed name."""

    # -- gestures: a picked card and where it may be dropped ------------------------------------
    def candidates(self, legal: list[Command], source: str, card: str) -> list[Command]:
        """The legal commands a card picked from `source` (a zone name of the game) stands for."""

    def drop_key(self, command: Command) -> str | None:
        """Where the command's card is dropped: a target key of the scene, PLAY_ANYWHERE, or None."""

    def guess(self, seat: int, source: str, card: str, key: str | None) -> Command:
        """The plain command a refused drop stands for, so the engine can say why it is not allowed."""

    def click(self, seat: int, source: str, card: str, candidates: list[Command]) -> Command | None:
        """The command a plain click on a card plays at once (a supply chip, a pile), or None: the
        card is then selected and its targets glow."""

    def target_name(self, key: str) -> str:
        """A drop target in words ("Enemy 2", "your ecosystem")."""

    def option_label(self, command: Command) -> str:
        """One line of the menu that opens when a drop could mean several commands."""

    def option_colour(self, command: Command) -> tuple[int, int, int]:
        """The background of that menu line (a costly choice may look it)."""

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list[Command]) -> list[Command]:
        """The commands shown as buttons of the prompt panel (not the ones played by dragging)."""

    def prompt_text(self, seat: int) -> str:
        """What the prompt panel says to `seat` (the engine's prompt text, or more)."""

    def answer_label(self, command: Command) -> str:
        """A prompt button's words."""

    def answer_card(self, command: Command) -> str | None:
        """The card an answer chooses, drawn on its button (a Search's two cards), or None."""

    def gather(self, seat: int, legal: list[Command]):
        """A decision made by choosing several things (game.table.gathering.Gather), or None."""

    def gather_drop(self, seat: int, options: list[Command]):
        """The commands one drop could mean, when they are told apart by choosing several things (a
        recruit's Clout sources, the cards an Event discards) rather than from a menu: a Gather, or
        None (one command is played, several are offered in the menu at the drop point)."""

    def end_turn(self, legal: list[Command]) -> Command | None:
        """The seat's End turn command, when it is legal now."""

    end_button: str     # the End turn button's words on this game's table

    def refusal(self, command: Command) -> str | None:
        """Why a prompt answer the table is putting together would be refused now (a feeding being
        re-linked), or None: its button is greyed."""

    def gives_away(self, command: Command) -> bool:
        """Whether a command only gives a card away (discards it, passes it on): never the default."""

    def actions_left(self, seat: int) -> int | None:
        """How many actions ending the turn now would throw away (None: the game does not count them,
        so the table asks once more before ending)."""

    def whose_turn(self) -> str:
        """Who must act now, in words ("It is The Gutter Kings' turn")."""

    def opens_turn(self, event: Event) -> int | None:
        """The seat whose turn an event begins, or None (HandAdapter's answer for hidden-hand games)."""

    # -- words for what happened -----------------------------------------------------------------
    def log_lines(self, event: Event) -> list[LogLine]:
        """The log lines an event makes (none for events that only animate). The shared table asks
        through `seen_lines`: an event with secret fields comes here once as its own seat sees it and
        once blanked, as the others see it."""

    def describe(self, command: Command) -> str:
        """A command in words, as the log says it (for "Undone: ...")."""

    # -- the end of the game ----------------------------------------------------------------------
    def outcome_title(self) -> tuple[str, bool]:
        """The end screen's title, and whether the viewer's side won (its colour)."""

    def summary(self) -> list[str]:
        """The end screen's lines, one fact a line."""


class AdapterBase:
    """What every game's adapter keeps: its session, the game's card set, and the game's card words
    (`text`, made from the card set by the class given)."""

    game = ""
    title = ""

    def __init__(self, session, text):
        self.session = session
        self.cards = session.rules.cards
        self.text = text(self.cards)

    def card_name(self, card: str) -> str:
        """A card's printed name."""
        return self.text.name(card)

    def opens_turn(self, event: Event) -> int | None:
        """The seat whose turn an event begins (from it on, the events are that seat's, told on its own
        screen when the screen is passed around), or None."""
        return None

    end_button = "End turn"

    def refusal(self, command) -> str | None:
        return None

    def gives_away(self, command) -> bool:
        return False

    def actions_left(self, seat: int) -> int | None:
        return None


class HandAdapter(AdapterBase):
    """An adapter for a game with hidden hands whose words live in a `words` object (its log's
    sentences and its commands in words): it reads a seat's own view for that seat's decisions."""

    words = None

    @property
    def viewer(self) -> int:
        """The seat on screen (or PUBLIC): the desk's."""
        return self.session.desk.viewer

    def own(self, seat: int) -> dict:
        """What `seat` sees: read for that seat's own decisions only."""
        return self.session.view(seat)

    def log_lines(self, event: Event) -> list[LogLine]:
        return self.words.log_lines(event)

    def describe(self, command: Command) -> str:
        return self.words.describe(command)
