"""The desk: who is at the screen, for every game. The table's parts read a game only through it: the
seat on screen, that seat's view and legal commands, and who may act, each computed once per command
(the session keeps each seat's view and legal commands until the next command, the engine its one
answer of who may act). With hidden hands it is the one place the seat on screen is kept.

`viewer` is the seat whose eyes the table shows (its hand, its view, its log lines), or PUBLIC: what
every seat may see (a bot's turn between people, an unfinished game watched). `anchor` is the seat
whose side of the table is nearest: the last seat that looked, so a public view keeps the table as it
was, without a hand. `looked` remembers, for each seat, how much of the log it had seen when it last
left the screen (what happened since is shown to it when it comes back)."""
from __future__ import annotations

from game.engine.core.rules import PUBLIC


class Desk:
    def __init__(self, session):
        self.session = session
        self.viewer = PUBLIC    # until a table opens and says whose eyes it shows
        self.anchor = 0
        self.looked: dict[int, int] = {}

    # -- who is at the screen -----------------------------------------------------------------------------
    @property
    def public(self) -> bool:
        return self.viewer == PUBLIC

    def people(self) -> list[int]:
        """The seats played by people (not bots)."""
        return [seat for seat in self.session.seats if seat not in self.session.bots]

    def passed_around(self) -> bool:
        """Whether the screen passes between people who keep their hands hidden from each other."""
        return bool(self.session.rules.hidden_hands) and len(self.people()) > 1

    def opening_viewer(self) -> int:
        """Whose eyes a table opening now shows: nobody's hand while the screen is passed around (the
        hand-off screen then asks for the first person), else the person, else the public view (bots
        only) or, with every hand open, the seat asked to act."""
        if self.passed_around():
            return PUBLIC
        people = self.people()
        if self.session.rules.hidden_hands:
            return people[0] if people else PUBLIC
        return self.session.first_viewer()

    def look(self, seat: int, seen: int = 0) -> None:
        """`seat` (or PUBLIC) takes the screen; the seat leaving it had seen `seen` log entries."""
        if self.viewer != PUBLIC and self.viewer != seat:
            self.looked[self.viewer] = seen
        self.viewer = seat
        if seat != PUBLIC:
            self.anchor = seat

    def wanted(self) -> int | None:
        """Who should be at the screen now, when it is not who is there: a person asked to act (behind
        the hand-off screen), or the public view while a bot acts between people; None when the one
        at the screen may stay."""
        s = self.session
        if s.over or not s.rules.hidden_hands:
            return None
        people = self.people()
        if len(people) <= 1:
            want = people[0] if people else PUBLIC
            return want if want != self.viewer else None
        asked = [seat for seat in s.acting_seats() if seat not in s.bots and s.may_act(seat)]
        if not asked:
            return PUBLIC if self.viewer != PUBLIC else None
        return None if self.viewer in asked else asked[0]

    # -- who may act ----------------------------------------------------------------------------------------
    @property
    def version(self) -> int:
        """Counts the commands played (and undone): what is read here changes only when it does."""
        return self.session.version

    @property
    def bots(self) -> set[int]:
        return self.session.bots

    @property
    def seats(self) -> list[int]:
        return self.session.seats

    @property
    def hidden(self) -> bool:
        """Whether the game keeps hands hidden (the table then shows one seat's view at a time)."""
        return bool(self.session.rules.hidden_hands)

    @property
    def over(self) -> bool:
        return self.session.over

    @property
    def replay(self):
        """The Replay while a saved game is watched (nobody acts then), else None."""
        return self.session.replay

    @property
    def prompt(self):
        """The engine's open Prompt (a decision asked of some seats), or None."""
        return self.session.prompt

    def acting(self) -> list[int]:
        """Who may act now (the seat the game waits on first)."""
        return self.session.acting_seats()

    def guide_words(self) -> str | None:
        """What a guide (a lesson) says to a gesture the table has no move for; None in a plain game."""
        return self.session.guide_words()

    def may_act(self, seat: int) -> bool:
        """Whether `seat` has a move now."""
        return self.session.may_act(seat)

    def main_seat(self) -> int:
        """The seat the keyboard and mouse act for: a person the engine lets act now, else the first
        acting seat, else the seat on screen."""
        acting = self.acting()
        humans = [seat for seat in acting if seat not in self.bots]
        if humans:
            return humans[0]
        if acting:
            return acting[0]
        return self.viewer

    def played(self) -> tuple[int, int]:
        """(the game's seed, the commands played so far): what seeds a picture that is the same each time
        a game reaches the same moment (a throw of the dice)."""
        engine = self.session.engine
        return engine.seed, len(engine.log)

    def last_command(self):
        """The command played last (None: none yet)."""
        log = self.session.engine.log
        return log[-1] if log else None

    def last_mover(self) -> int | None:
        """The seat whose command was played last (None: none yet, or a command of no seat)."""
        return getattr(self.last_command(), "seat", None)

    def undo_offered(self) -> bool:
        """Undo is offered for a person's own move of this turn, never for a bot's."""
        return self.session.engine.can_undo and self.last_mover() not in self.bots

    # -- what the seat on screen may see and do -----------------------------------------------------------
    def view(self) -> dict:
        return self.session.view(self.viewer)

    def legal(self, seat: int | None = None) -> list:
        """`seat`'s legal commands; by default the seat on screen's (none in the public view)."""
        if seat is not None:
            return self.session.legal(seat)
        return [] if self.public else self.session.legal(self.viewer)

    def may_read(self, seats) -> bool:
        """Whether a log line for `seats` (None: everyone) is the viewer's to read."""
        return seats is None or self.viewer in seats
