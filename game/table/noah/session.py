"""One NOAH game as the table sees it: the engine, the card set, bot seats, saves and the autosave.

Everything here goes through the engine's commands; nothing changes the state directly.
"""
from __future__ import annotations

import copy
import logging
import random
import secrets
import threading
from pathlib import Path

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.saves import SaveError, load_game, save_game  # noqa: F401  (SaveError re-exported)
from game.engine.noah.rules import NOAH
from game.table.noah.cardinfo import NoahCards
from game.table.settings import saves_dir

log = logging.getLogger(__name__)


def card_set():
    """The NOAH card set, loaded once per process."""
    return NOAH.cards


def default_factions(players: int) -> list[str]:
    return sorted(card_set().factions)[:players]


def fresh_seed() -> int:
    return secrets.randbelow(10**6)


class NoahSession:
    """The engine plus what the table keeps beside it (bot seats, the legal-command cache)."""

    def __init__(self, engine: Engine, bots=(), pads=()):
        self.engine = engine
        self.cards = card_set()
        self.text = NoahCards(self.cards)
        self.bots = set(int(b) for b in bots)
        # Pad claims as saved notes ({"seat", "instance_id", "guid"}); the table keeps them current
        # through `pad_source` (the input router's claims) and restores them on load.
        self.pads: list[dict] = list(pads)
        self.pad_source = None
        self.version = 0
        self._legal: dict[int, list] = {}
        self._legal_version = -1

    @classmethod
    def new(cls, options: dict, seed: int, bots=()) -> "NoahSession":
        return cls(Engine.new(NOAH, options, seed), bots)

    @classmethod
    def load(cls, path) -> "NoahSession":
        """A saved game, with the bot seats and pad claims saved beside it."""
        engine = load_game(path, {NOAH.name: NOAH})
        notes = getattr(engine, "table_notes", None) or {}
        seats = range(len(engine.state.factions))
        bots = [b for b in notes.get("bots", []) if isinstance(b, int) and b in seats]
        pads = [p for p in notes.get("pads", []) if isinstance(p, dict) and p.get("seat") in seats
                and isinstance(p.get("instance_id"), int)]
        return cls(engine, bots, pads)

    # -- reading ----------------------------------------------------------------------------------
    @property
    def state(self):
        return self.engine.state

    @property
    def prompt(self):
        return self.engine.prompt

    @property
    def seats(self) -> list[int]:
        return list(range(len(self.state.factions)))

    @property
    def over(self) -> bool:
        return bool(self.state.outcome)

    def legal(self, seat: int) -> list:
        """The engine's legal commands for a seat, cached until the next command."""
        if self._legal_version != self.version:
            self._legal = {}
            self._legal_version = self.version
        if seat not in self._legal:
            self._legal[seat] = self.engine.legal_commands(seat)
        return self._legal[seat]

    def acting_seats(self) -> list[int]:
        """Who must act now: the prompt's seats, else the hero whose turn it is."""
        prompt = self.prompt
        if prompt is not None:
            return list(prompt.seats)
        turn = self.state.turn
        if turn.kind == "hero" and turn.seat >= 0:
            return [turn.seat]
        return []

    def faction_name(self, seat: int) -> str:
        fid = self.state.factions[seat].faction
        f = self.cards.factions.get(fid)
        return f.name if f else fid

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
        return {"bots": sorted(self.bots), "pads": [dict(p) for p in self.pads]}

    def save(self, path) -> Path:
        path = Path(path)
        save_game(self.engine, path, table=self.notes())
        return path

    @staticmethod
    def autosave_path() -> Path:
        return saves_dir() / "autosave-noah.yaml"

    def autosave(self) -> bool:
        try:
            self.save(self.autosave_path())
            return True
        except OSError:
            return False

    def clear_autosave(self) -> None:
        try:
            self.autosave_path().unlink()
        except OSError:
            pass


class BotWorker:
    """Chooses a bot seat's next command on a worker thread, so the window never freezes.

    It works on a copy of the state: the table keeps drawing (and other seats keep playing
    out-of-turn cards) meanwhile; a stale choice is simply refused by the engine and asked again.
    """

    def __init__(self, session: NoahSession):
        self.session = session
        self.thread: threading.Thread | None = None
        self.result = None
        self.for_version = -1
        self.seat = -1

    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, seat: int) -> None:
        state = copy.deepcopy(self.session.state)
        rules = self.session.engine.rules
        self.seat, self.for_version, self.result = seat, self.session.version, None
        rng = random.Random(hash((self.session.engine.seed, self.session.version, seat)))

        def work():
            self.result = choose(rules, state, seat, rng)

        self.thread = threading.Thread(target=work, daemon=True)
        self.thread.start()

    def take(self):
        """The chosen command once ready and still current, else None."""
        if self.thread is None or self.thread.is_alive():
            return None
        self.thread = None
        if self.for_version != self.session.version:
            return None
        return self.result


def choose(rules, state, seat: int, rng: random.Random):
    """The engine's heuristic bot chooses among the legal commands (a random legal one if it fails)."""
    legal = rules.legal_commands(state, seat)
    if not legal:
        return None
    try:
        from game.engine.bots import make_bot
        bot = make_bot("heuristic", rules.name, rng.randrange(2**31))
        return bot.choose(seen_by(rules, state, seat, legal))
    except Exception:  # a bot bug must not stall the table: play something legal instead
        fallback = rng.choice(legal)
        log.exception("the %s bot failed for seat %d; it plays a random legal move instead: %r",
                      rules.name, seat, fallback)
        return fallback
