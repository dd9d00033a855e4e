"""Helpers for the Nature of the Beast table tests: stacked games opened on a real table, the
positions of its cards, and frames run until the animations are done."""
from __future__ import annotations

from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from tests.engine.beast.scenario import mix, stacked  # noqa: F401  (the tests' stacked games)
from game.table.beast.scene import BeastTable
from hidden_hand_table import centre, open_table as shared_open_table, pass_hand_off, press_prompt, settle, spot  # noqa: F401


def open_table(h, engine: Engine, bots=()) -> BeastTable:
    """Show a game on the harness's app, its set-up animations played out."""
    return shared_open_table(h, BeastTable, engine, bots)


def finish(h, table: BeastTable | None = None, frames: int = 2) -> None:
    """Skip every animation and let the table (and its bots) settle."""
    settle(h, BeastTable, frames, tries=400)


def hand_over(h) -> None:
    """Pass the hand-off screen (a press and a release, as the next player would)."""
    pass_hand_off(h)
    finish(h)


def hand_spot(table, card: str) -> tuple[int, int]:
    """A point on the visible part of a card in the hand on screen (by card id)."""
    for key, rect in table.layout().items():
        if key.startswith("hand:") and key.split(".")[1] == card:
            return rect[0] + 14, rect[1] + rect[3] // 2
    raise AssertionError(f"{card} is not in the hand on screen")


def played_until_battle(seed: int = 7, players: int = 2, min_round: int = 3, **options) -> Engine:
    """A real game (options, seed and commands: it saves and loads) played by the heuristic bot for
    every seat until, from `min_round` on, a battle can be declared: then it is, and the defender acts."""
    from game.engine.beast import commands as cmd
    from game.engine.core.bots import seen_by
    from game.engine.games import make_bot
    engine = Engine(BEAST, {"players": players, **options}, seed)
    bot = make_bot("heuristic", "beast", seed)
    for _ in range(3000):
        seat = BEAST.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        battles = [c for c in legal if isinstance(c, cmd.DeclareBattle)]
        if engine.state.round >= min_round and battles and engine.state.battle is None:
            engine.submit(battles[0])
            return engine
        engine.submit(bot.choose(seen_by(BEAST, engine.state, seat, legal)))
        assert not engine.is_over, "the game ended before a battle"
    raise AssertionError("no battle was declared")


def played_until_attack(seed: int = 7, min_round: int = 3) -> Engine:
    """A real game played by the heuristic bot until, from `min_round` on, seat 0 is in its actions
    and may declare a battle: it is seat 0's move."""
    from game.engine.beast import commands as cmd
    from game.engine.core.bots import seen_by
    from game.engine.games import make_bot
    engine = Engine(BEAST, {"players": 2}, seed)
    bot = make_bot("heuristic", "beast", seed)
    for _ in range(3000):
        seat = BEAST.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        if seat == 0 and engine.state.round >= min_round and engine.state.battle is None and \
                any(isinstance(c, cmd.DeclareBattle) for c in legal):
            return engine
        engine.submit(bot.choose(seen_by(BEAST, engine.state, seat, legal)))
        assert not engine.is_over, "the game ended before seat 0 could attack"
    raise AssertionError("seat 0 never could attack")
