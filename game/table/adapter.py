"""What the shared table asks of a game: the small adapter each game's table provides.

The shared parts (picking and dropping cards, the prompt panel, who may act, the log, undo, the
hand-off screen) never look inside one game's commands or events; they ask the game's adapter, a
TableAdapter. A game writes only its part (GamePart: its gestures as data, its words, a few decisions);
TableAdapter works the gestures out from the data (game.table.gestures). An adapter reads the session
(and through it the engine's views); it draws nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

from game.engine.core.protocol import Command, Event, for_seat
from game.engine.core.rules import PUBLIC
from game.table.gestures import Gestures

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
    seat's log never names a card it may not see (game.engine.core.protocol.for_seat). The blanked line is
    the public view's too (a watched game, a bot's turn between people): it misses no move."""
    owner = getattr(event, "seat", None)
    if not event.secret or owner is None:
        return adapter.log_lines(event)
    others = frozenset(seats) - {owner} | {PUBLIC}
    lines = [replace(line, seats=frozenset({owner})) for line in adapter.log_lines(event)]
    blanked = for_seat(event, PUBLIC)
    return lines + [replace(line, seats=others) for line in adapter.log_lines(blanked)]


class GamePart(Protocol):
    """What one game writes for the shared table: its gestures as data, its words, and these methods."""

    game: str
    title: str
    gestures: Gestures      # which command each gesture stands for, and their words (game.table.gestures)
    words: "GameWords"      # the log's sentences and commands in words
    end_button: str         # the End turn button's words on this game's table
    turn_event: type | None     # the event that begins a seat's turn (its `seat`), or None: one screen for all

    def seat_name(self, seat: int) -> str:
        """A seat as players call it ("The Gutter Kings", "Seat 2")."""

    def prompt_text(self, seat: int) -> str:
        """What the prompt panel says to `seat` (the engine's prompt text, or more)."""

    def whose_turn(self) -> str:
        """Who must act now, in words ("It is The Gutter Kings' turn")."""

    def guess(self, seat: int, source: str, card: str, key: str | None) -> Command:
        """The plain command a refused drop (or a click on a card with no move) stands for, so the engine
        can say why it is not allowed."""

    def outcome_title(self) -> tuple[str, bool]:
        """The end screen's title, and whether the viewer's side won (its colour)."""

    def summary(self) -> list[str]:
        """The end screen's lines, one fact a line."""

    # -- the ones a game may leave to TableAdapter's defaults ------------------------------------------
    def refusal(self, command: Command) -> str | None:
        """Why a prompt answer the table is putting together would be refused now (a feeding being
        re-linked), or None: its button is greyed."""

    def actions_left(self, seat: int) -> int | None:
        """How many actions ending the turn now would throw away (None: the game does not count them,
        so the table asks once more before ending)."""


class GameWords(Protocol):
    """A game's sentences: the log's and its commands in words."""

    def log_lines(self, event: Event) -> list[LogLine]:
        """The log lines an event makes (none for events that only animate)."""

    def describe(self, command: Command) -> str:
        """A command in words, as the log says it (for "Undone: ...")."""


OPTION_COLOUR = (50, 70, 60)


class TableAdapter:
    """The adapter the table's parts ask: a game's GamePart (a subclass) and what follows from its
    gestures, the same for every game."""

    game = ""
    title = ""
    gestures: Gestures
    words: GameWords
    end_button = "End turn"
    turn_event: type | None = None

    def __init__(self, session, text):
        self.session = session
        self.cards = session.rules.cards
        self.text = text(self.cards)

    def card_name(self, card: str) -> str:
        """A card's printed name."""
        return self.text.name(card)

    # -- gestures: a picked card and where it may be dropped ------------------------------------
    def candidates(self, legal: list[Command], source: str, card: str) -> list[Command]:
        """The legal commands a card picked from `source` (a place key of the game) stands for."""
        zone, where = self.gestures.parse(source)
        return [c for pick in self.gestures.picks if pick.zone == zone
                for c in legal if isinstance(c, pick.commands) and pick.holds(c, where, card)]

    def drop_key(self, command: Command) -> str | None:
        """Where the command's card is dropped: a target key of the scene, PLAY_ANYWHERE, or None."""
        target = self.gestures.targets.get(type(command))
        return target.key(self, command) if target is not None else None

    def click(self, seat: int, source: str, card: str, candidates: list[Command]) -> Command | None:
        """The command a plain click on a card plays at once (a supply chip, a pile), or None: the
        card is then selected and its targets glow."""
        now = [c for c in candidates if isinstance(c, self.gestures.clicks)]
        return now[0] if len(now) == 1 else None

    def target_name(self, key: str) -> str:
        """A drop target in words ("Enemy 2", "your ecosystem")."""
        if key == PLAY_ANYWHERE:
            return "the table"
        kind, parts = self.gestures.parse(key)
        name = self.gestures.place_names.get(kind)
        return name(self, parts) if name is not None else key

    def option_label(self, command: Command) -> str:
        """One line of the menu that opens when a drop could mean several commands: what the drop would
        do, without who does it."""
        words = self.gestures.menu_words.get(type(command))
        if words is not None:
            return words(self, command)
        text = self.describe(command).split(" ", 2)[-1]
        return text[:1].upper() + text[1:]

    def option_colour(self, command: Command) -> tuple[int, int, int]:
        """The background of that menu line (a costly choice may look it)."""
        colour = self.gestures.colours.get(type(command))
        return colour(self, command) if colour is not None else OPTION_COLOUR

    def gives_away(self, command: Command) -> bool:
        """Whether a command only gives a card away (discards it, passes it on): never the default."""
        return isinstance(command, self.gestures.gives_away)

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list[Command]) -> list[Command]:
        """The commands shown as buttons of the prompt panel (not the ones played by dragging)."""
        return [c for c in legal if isinstance(c, self.gestures.answers)]

    def answer_label(self, command: Command) -> str:
        """A prompt button's words."""
        words = self.gestures.answer_words.get(type(command))
        return words(self, command) if words is not None else self.describe(command)

    def answer_card(self, command: Command) -> str | None:
        """The card an answer chooses, drawn on its button (a Search's two cards), or None."""
        card = self.gestures.answer_cards.get(type(command))
        return card(self, command) if card is not None else None

    def end_turn(self, legal: list[Command]) -> Command | None:
        """The seat's End turn command, when it is legal now."""
        return next((c for c in legal if isinstance(c, self.gestures.end_turn)), None)

    def opens_turn(self, event: Event) -> int | None:
        """The seat whose turn an event begins (from it on, the events are that seat's, told on its own
        screen when the screen is passed around), or None."""
        return event.seat if self.turn_event is not None and isinstance(event, self.turn_event) else None

    def gather(self, seat: int, legal: list[Command]):
        """A decision made by choosing several things (game.table.gathering.Gather), or None."""
        gather = self.gestures.gather
        return gather(self, seat, legal) if gather is not None else None

    def gather_drop(self, seat: int, options: list[Command]):
        """The commands one drop could mean, when they are told apart by choosing several things (a
        recruit's Clout sources, the cards an Event discards) rather than from a menu: a Gather, or
        None (one command is played, several are offered in the menu at the drop point)."""
        gather = self.gestures.gather_drop
        return gather(self, seat, options) if gather is not None else None

    def refusal(self, command) -> str | None:
        return None

    def actions_left(self, seat: int) -> int | None:
        return None

    # -- words for what happened -----------------------------------------------------------------
    def log_lines(self, event: Event) -> list[LogLine]:
        """The log lines an event makes. The shared table asks through `seen_lines`: an event with secret
        fields comes here once as its own seat sees it and once blanked, as the others see it."""
        return self.words.log_lines(event)

    def describe(self, command: Command) -> str:
        """A command in words, as the log says it (for "Undone: ...")."""
        return self.words.describe(command)


class HandAdapter(TableAdapter):
    """An adapter for a game with hidden hands: it reads a seat's own view for that seat's decisions."""

    @property
    def viewer(self) -> int:
        """The seat on screen (or PUBLIC): the desk's."""
        return self.session.desk.viewer

    def own(self, seat: int) -> dict:
        """What `seat` sees: read for that seat's own decisions only."""
        return self.session.view(seat)
