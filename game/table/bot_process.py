"""The hard bot thinks in a process of its own. Its search is long pure-Python work: on a thread beside
the frames it holds the interpreter's lock most of the time, and the frames wait for it (measured with
tools/bench_bot_frames.py: see the README). The process is a fresh interpreter (spawn) that imports the
engine only, at a lower priority; it is started when a table with hard bots opens or the first time a
worker needs it, and kept for the table's life.

A question is the game's name, a copy of the state, the seat, its legal commands, the bot's seed and
options; the answer is the command, None when it was stopped, or FAILED when the bot failed (the
table then plays a random legal move, as for a bot on a thread). `stopping` is polled by the bot
between playouts."""
from __future__ import annotations

import logging
import multiprocessing
import os

log = logging.getLogger(__name__)

FAILED = "failed"
NICER = 5           # how much lower the process's priority is than the table's (Unix)


def serve(conn, stopping) -> None:
    """The process's loop: answer questions until told to end (None) or the table goes. It runs at a
    lower priority than the table, so that on a busy machine the frames get a core first (its answers
    do not depend on it: the hard bot counts its work, not the time)."""
    if hasattr(os, "nice"):
        os.nice(NICER)
    from game.engine.bots.search import Stopped
    from game.engine.core.bots import seen_by
    from game.engine.games import make_bot, rules_for
    while True:
        try:
            question = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if question is None:
            return
        game, state, seat, legal, seed, strength, options = question
        hard = {"stop": stopping.is_set, **options} if strength == "hard" else {}
        try:
            answer = make_bot(strength, game, seed, **hard).choose(seen_by(rules_for(game), state, seat, legal))
        except Stopped:
            answer = None
        except Exception:
            log.exception("the %s bot failed in its process", game)
            answer = FAILED
        conn.send(answer)


class BotProcess:
    """One thinking process and the pipe to it; `ask` blocks (call it from a worker thread: waiting
    on the pipe leaves the interpreter's lock to the frames)."""

    def __init__(self):
        context = multiprocessing.get_context("spawn")
        self.stopping = context.Event()
        self.conn, theirs = context.Pipe()
        self.process = context.Process(target=serve, args=(theirs, self.stopping), name="ark-table-bot", daemon=True)
        self.process.start()
        theirs.close()

    def ask(self, game: str, state, seat: int, legal: list, seed: int, strength: str, options: dict):
        """The bot's answer (a command, None when stopped, FAILED); FAILED as well if the process died."""
        try:
            self.conn.send((game, state, seat, legal, seed, strength, options))
            return self.conn.recv()
        except (EOFError, OSError):
            log.error("the bot's process ended unexpectedly (exit code %s)", self.process.exitcode)
            return FAILED

    def alive(self) -> bool:
        return self.process.is_alive()

    def close(self, wait: float = 5.0) -> None:
        """End the process: politely, then by force if it does not end in time."""
        try:
            self.conn.send(None)
        except OSError:
            pass
        self.process.join(wait)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(wait)
        self.conn.close()
