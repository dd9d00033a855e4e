"""One game as the table sees it, for every game: the engine, bot seats, pad claims, saves, the autosave.

Everything here goes through the engine's commands; nothing changes the state directly. The table
reads a seat's `view` (what that seat may see), never the state, wherever hidden cards could show.
"""
from __future__ import annotations

import logging
import random
import secrets
import threading
import time
from pathlib import Path

from game.engine.bots.search import Stopped
from game.engine.bots.strengths import DEFAULT as DEFAULT_STRENGTH, STRENGTHS
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.serialize import copy_state
from game.engine.core.saves import SaveError, load_game, save_game  # noqa: F401  (SaveError re-exported)
from game.engine.games import game_spec, make_bot, rules_by_name
from game.table import saved
from game.table.autosaves import autosave_path
from game.table.bot_process import FAILED, BotProcess, start_server
from game.table.desk import Desk

log = logging.getLogger(__name__)


def fresh_seed() -> int:
    return secrets.randbelow(10**6)


class Session:
    """The engine plus what the table keeps beside it (bot seats, pad claims, the legal-command cache)."""

    def __init__(self, engine: Engine, bots=(), pads=(), strength: str = DEFAULT_STRENGTH):
        self.engine = engine
        self.strength = strength if strength in STRENGTHS else DEFAULT_STRENGTH   # how well the bot seats play
        self.game: str = engine.rules.name
        self.spec = game_spec(self.game)
        self.bots = set(int(b) for b in bots)
        # Pad claims as saved notes ({"seat", "guid", "name"}); the table keeps them current
        # through `pad_source` (the input router's claims) and restores them on load.
        self.pads: list[dict] = list(pads)
        self.pad_source = None
        self.lineage: dict = {}      # a game branched from a replay names its parent save and the move
        self.replay = None           # the Replay driving this session while a saved game is watched
        self.desk = Desk(self)       # who is at the screen
        self.version = 0
        self._legal: dict[int, list] = {}
        self._views: dict[int, dict] = {}
        self._cached_version = -1

    @classmethod
    def new(cls, game: str, options: dict, seed: int, bots=(), strength: str = DEFAULT_STRENGTH) -> "Session":
        return cls(Engine.new(game_spec(game).rules(), options, seed), bots, strength=strength)

    @classmethod
    def load(cls, path) -> "Session":
        """A saved game of any game, with the bot seats and pad claims saved beside it."""
        engine = load_game(path, rules_by_name())
        notes = engine.table_notes if isinstance(engine.table_notes, dict) else {}
        seats = engine.rules.seats(engine.state)
        bots = [b for b in _listed(notes.get("bots")) if isinstance(b, int) and not isinstance(b, bool) and b in seats]
        pads = [p for p in _listed(notes.get("pads")) if isinstance(p, dict) and p.get("seat") in seats
                and (isinstance(p.get("guid"), str) or isinstance(p.get("instance_id"), int))]
        strength = notes.get("strength")
        session = cls(engine, bots, pads, strength if strength in STRENGTHS else DEFAULT_STRENGTH)
        parent, at = notes.get("parent"), notes.get("branched_at")
        if isinstance(parent, str) and isinstance(at, int) and not isinstance(at, bool):
            session.lineage = {"parent": parent[:200], "branched_at": at}
        return session

    # -- reading ----------------------------------------------------------------------------------
    @property
    def rules(self):
        return self.engine.rules

    @property
    def state(self):
        """A table reads views only (`view`, `legal`, the desk), never the whole state (hidden cards,
        deck orders, the seed's dice): asking is a bug, and says so."""
        raise AttributeError(f"the {self.game} table reads views, never the whole state")

    @property
    def prompt(self):
        return self.engine.prompt

    @property
    def seats(self) -> list[int]:
        return self.engine.rules.seats(self.engine.state)

    @property
    def over(self) -> bool:
        return self.engine.is_over

    @property
    def outcome(self):
        return self.engine.rules.outcome(self.engine.state)

    def revealed(self) -> dict[int, list[str]]:
        """Once the game is over, every seat's hidden cards (for a replay's "everything")."""
        return self.engine.rules.revealed(self.engine.state)

    def _fresh(self) -> None:
        if self._cached_version != self.version:
            self._legal, self._views = {}, {}
            self._cached_version = self.version

    def legal(self, seat: int) -> list:
        """The engine's legal commands for a seat, cached until the next command."""
        self._fresh()
        if seat not in self._legal:
            self._legal[seat] = self.engine.legal_commands(seat)
        return self._legal[seat]

    def view(self, seat: int) -> dict:
        """What `seat` may see now (the engine's view), cached until the next command."""
        self._fresh()
        if seat not in self._views:
            self._views[seat] = self.engine.view(seat)
        return self._views[seat]

    def preview(self, command) -> dict:
        """What a decision being put together would bring, as the rules say it to its own seat (a
        feeding being re-linked: why it would be refused, and its points): the game's `preview`."""
        engine = self.engine
        return engine.rules.preview(engine.state, command, engine.acting)

    def propose(self, command):
        """The rules' own proposal for a decision like `command`, as its own seat may hear of it (the
        feeding of an ecosystem whose rows were laid out anew): the game's `propose`."""
        engine = self.engine
        return engine.rules.propose(engine.state, command, engine.acting)

    def search(self, command):
        """The rules' proposal for a decision like `command` as a search the table advances a slice at
        a time between frames (a better feeding while the player looks): the game's `search`."""
        engine = self.engine
        return engine.rules.search(engine.state, command, engine.acting)

    def acting_seats(self) -> list[int]:
        """Who may act now: the one notion of the engine (the seat the game waits on first), asked of
        the rules once per command."""
        return self.engine.acting.seats

    def guide_words(self) -> str | None:
        """What a guide (a lesson) says to a gesture the table has no move for; None in a plain game."""
        return None

    def may_act(self, seat: int) -> bool:
        """Whether `seat` has a move now (a fellow hero in NOAH may act, but only with an out-of-turn card)."""
        return self.engine.acting.stage(seat) is not None and bool(self.legal(seat))

    def first_viewer(self) -> int:
        """The seat whose eyes a table opening now shows: a person asked to act, else the first person."""
        humans = [seat for seat in self.acting_seats() if seat not in self.bots]
        if humans:
            return humans[0]
        people = [seat for seat in self.seats if seat not in self.bots]
        return people[0] if people else 0

    def history(self) -> list:
        """Every event of the game so far, setup first: the commands replayed in a fresh engine (for
        the log of a game that is loaded or continued)."""
        rules, engine = self.engine.rules, self.engine
        events = list(rules.setup_events(engine.options, engine.seed))
        again = Engine(rules, engine.options, engine.seed, undo=False)
        for command in engine.log:
            events += again.submit(command)
        return events

    # -- acting -----------------------------------------------------------------------------------
    def submit(self, command) -> list:
        events = self.engine.submit(command)
        if not (len(events) == 1 and isinstance(events[0], Rejected)):
            self.version += 1
        return events

    def undo(self, seat: int) -> list:
        events = self.engine.undo(seat)
        if not (len(events) == 1 and isinstance(events[0], Rejected)):
            self.version += 1
        return events

    # -- saving -----------------------------------------------------------------------------------
    def notes(self) -> dict:
        """The table's own notes saved with the game: bot seats and pad claims by seat (JSON-safe)."""
        if self.pad_source is not None:
            self.pads = list(self.pad_source())
        return {"bots": sorted(self.bots), "strength": self.strength, "pads": [dict(p) for p in self.pads], **self.lineage,
                "summary": saved.summary(self)}

    def save(self, path) -> Path:
        path = Path(path)
        save_game(self.engine, path, table=self.notes())
        return path

    def autosave_path(self) -> Path:
        return autosave_path(self.game)

    def autosave(self) -> bool:
        if self.replay is not None:
            return False     # watching a saved game writes nothing
        try:
            self.save(self.autosave_path())
            return True
        except (OSError, SaveError):   # the last good autosave is kept
            return False

    def clear_autosave(self) -> None:
        try:
            self.autosave_path().unlink()
        except OSError:
            pass

    def keep_finished(self) -> None:
        """The game is over: kept in Load among the recent finished games (to watch), its autosave gone."""
        if self.replay is not None:
            return
        try:
            self.save(saved.finished_path(self.game))
            saved.prune_finished()
        except (OSError, SaveError):
            log.warning("the finished game could not be kept", exc_info=True)
        self.clear_autosave()


def _listed(value) -> list:
    return list(value) if isinstance(value, (list, tuple)) else []


class BotWorker:
    """Chooses a bot seat's next command on a worker thread, so the window never freezes.

    The bot gets its seat's `Seen` (its view and legal commands), made from a copy of the state taken
    on the main thread; the table keeps drawing meanwhile, and a stale choice (the game moved on) is dropped
    and asked again. The bot plays at the session's strength (the hint asks `strength`, the hard bot).
    The hard bot thinks in a process of its own (game.table.bot_process; `apart` says otherwise), and
    the thread only waits for its answer, so its search does not take the interpreter from the frames.
    `stop` ends the thinking, waits for the thread and ends the process, so closing the table leaves
    neither behind."""

    options: dict = {}   # the hard bot's plan overrides (`work`, `depth`), never changed in place

    def __init__(self, session: Session, strength: str | None = None, apart: bool | None = None):
        self.session = session
        self.strength = strength
        self.apart = apart           # think in a process (None: the hard bot does, the others not)
        self.process: BotProcess | None = None
        self.starting = threading.Lock()                 # one process started, whoever asks first
        self.preparing: threading.Thread | None = None   # `prepare`'s thread
        self.thread: threading.Thread | None = None
        self.result = None
        self.for_version = -1
        self.seat = -1
        self.started = 0.0           # when the thinking began (time.monotonic)
        self.stopping = threading.Event()

    def prepare(self) -> None:
        """Get thinking ready on a thread as a live table opens: the process itself where the bot seats
        will think in one (a table with hard bots), else the thinking server the hint's process is forked
        from (game.table.bot_process), so that neither their first turn nor the first hint waits."""
        s = self.session
        if s.replay is not None or s.over:
            return
        target = self.ready_process if s.bots and self.thinks_apart() else start_server
        self.preparing = threading.Thread(target=target, name="bot-process-start", daemon=True)
        self.preparing.start()

    def thinks_apart(self) -> bool:
        return self.apart if self.apart is not None else (self.strength or self.session.strength) == "hard"

    def ready_process(self) -> BotProcess:
        """The process, started if it is not running (by whichever thread asks first)."""
        with self.starting:
            if self.process is None or not self.process.alive():
                self.process = BotProcess()
            return self.process

    def stop(self, wait: float = 5.0) -> None:
        """End the thinking and the process."""
        self.interrupt(wait)
        if self.preparing is not None:
            self.preparing.join(wait)
            self.preparing = None
        if self.process is not None:
            self.process.close()
            self.process = None

    def interrupt(self, wait: float = 5.0) -> None:
        """End the thinking at the bot's next check and wait for the thread to finish."""
        self.stopping.set()
        if self.process is not None:
            self.process.stopping.set()
        if self.thread is not None:
            self.thread.join(wait)
        self.thread = None
        self.stopping = threading.Event()

    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, seat: int) -> None:
        s = self.session
        legal = list(s.legal(seat))
        if not legal:
            return
        state = _snapshot(s)
        self.seat, self.for_version, self.result = seat, s.version, None
        rng = random.Random(hash((s.engine.seed, s.version, seat)))
        strength, stopping, options = self.strength or s.strength, self.stopping, dict(self.options)
        if self.thinks_apart():
            def work():   # the process is started here if need be, off the frames (it takes a good part of one)
                process = self.ready_process()
                process.stopping.clear()
                if not stopping.is_set():    # (`interrupt` sets this first, then the process's)
                    self.result = choose_apart(process, s.game, (state, seat, legal), rng, strength, options)
        else:
            seen = seen_by(s.rules, state, seat, legal)

            def work():
                self.result = choose(s.game, seen, rng, strength, stopping.is_set, options)
        self.started = time.monotonic()
        self.thread = threading.Thread(target=work, name=f"bot-seat-{seat + 1}", daemon=True)
        self.thread.start()

    def take(self):
        """The chosen command once ready and still current, else None."""
        if self.thread is None or self.thread.is_alive():
            return None
        self.thread = None
        if self.for_version != self.session.version:
            return None
        return self.result


def _snapshot(session: Session):
    """A copy of the state for the bot's sampling (the worker must not read a state that changes)."""
    return copy_state(session.engine.state)


def choose(game: str, seen, rng: random.Random, strength: str = DEFAULT_STRENGTH, stop=lambda: False,
           options: dict | None = None):
    """The game's bot of that strength chooses among the legal commands (a random legal one if it
    fails; None when it was stopped). `options`: the hard bot's plan overrides."""
    try:
        hard = {"stop": stop, **(options or {})} if strength == "hard" else {}
        bot = make_bot(strength, game, rng.randrange(2**31), **hard)
        return bot.choose(seen)
    except Stopped:
        return None
    except Exception:  # a bot bug must not stall the table: play something legal instead
        fallback = rng.choice(list(seen.legal))
        log.exception("the %s bot failed; it plays a random legal move instead: %r", game, fallback)
        return fallback


def choose_apart(process: BotProcess, game: str, asked: tuple, rng: random.Random, strength: str, options: dict):
    """As `choose`, the bot thinking in its process: `asked` is (the state's copy, the seat, its legal
    commands); the same seed from `rng`, so the same position gets the same answer either way."""
    state, seat, legal = asked
    answer = process.ask(game, state, seat, legal, rng.randrange(2**31), strength, options)
    if isinstance(answer, str) and answer == FAILED:
        fallback = rng.choice(legal)
        log.error("the %s bot failed; it plays a random legal move instead: %r", game, fallback)
        return fallback
    return answer
