"""The hard bot thinks in a process of its own. Its search is long pure-Python work: on a thread beside
the frames it holds the interpreter's lock most of the time, and the frames wait for it (measured with
tools/bench_bot_frames.py: see the README). The process is a fresh interpreter (spawn) that imports the
engine only, at a lower priority; it is started when a table with hard bots opens or the first time a
worker needs it, and kept for the table's life.

Where the platform can (Linux, macOS), the process is forked from a thinking server: a clean interpreter
with no threads and no pygame, started as the first live table opens, that has imported the engine and
read every game's cards once (game.engine.bots.warm). A process then starts in milliseconds and answers
its first question at once: the first hint at a table with no hard bot no longer waits for an
interpreter to start and the cards to be read (tools/bench_first_hint.py). Elsewhere it is spawned.

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
WARM = "game.engine.bots.warm"


def thinking_context():
    """The multiprocessing context the processes start from: the thinking server where there is one."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([WARM])
        return context
    return multiprocessing.get_context("spawn")


def start_server() -> None:
    """Start the thinking server now if the platform has one and it is not running (it then reads the
    engine and cards on its own, beside the table); blocks for the few milliseconds of its start."""
    context = thinking_context()
    if context.get_start_method() == "forkserver":
        from multiprocessing import forkserver
        forkserver.ensure_running()


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
        context = thinking_context()
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
