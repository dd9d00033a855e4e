"""Helpers for the Noah Planet table tests: stacked games opened on a real table, the positions of
its cards, and frames run until the animations (and the bots) are done."""
from __future__ import annotations

from game.engine.core.engine import Engine
from game.engine.planet.overrides import apply_overrides
from game.engine.planet.rules import PLANET
from game.table.planet.scene import PlanetTable
from hidden_hand_table import centre, open_table as shared_open_table, pass_hand_off, press_prompt, settle, spot  # noqa: F401


def stacked(setup: dict, players: int = 2, seed: int = 1, **options) -> Engine:
    """A game set up, then stacked as a scenario's `setup` says (card ids; lowest copies first)."""
    engine = Engine(PLANET, {"players": players, **options}, seed)
    problems: list = []
    apply_overrides(engine, setup, "test", problems)
    assert not problems, [str(p) for p in problems]
    return engine


def open_table(h, engine: Engine, bots=()) -> PlanetTable:
    """Show a game on the harness's app, its set-up banners played out."""
    return shared_open_table(h, PlanetTable, engine, bots)


def finish(h, frames: int = 2) -> None:
    """Skip every animation and let the table (and its bots) settle."""
    settle(h, PlanetTable, frames)


def hand_over(h) -> None:
    """Pass the hand-off screen (a press and a release, as the next player would)."""
    pass_hand_off(h)
    finish(h)


def hand_spot(table, card: str) -> tuple[int, int]:
    """A point on the visible part of a card of the hand on screen (by card id)."""
    for key, rect in table.layout().items():
        if key.startswith("hand:") and key.count(":") == 2 and key.split(":")[2].split("#")[0] == card:
            return rect[0] + 12, rect[1] + rect[3] // 2
    raise AssertionError(f"{card} is not in the hand on screen")


def species_spot(table, seat: int, card: str) -> tuple[int, int]:
    """The centre of a species in a seat's ecosystem (by card id)."""
    for key, rect in table.layout().items():
        if key.startswith(f"sp:{seat}:{card}#"):
            return centre(rect)
    raise AssertionError(f"no {card} in seat {seat}'s ecosystem")


def played(seed: int = 7, players: int = 2, turns: int = 4, bot: str = "random", **options) -> Engine:
    """A real game (options, seed and commands: it saves and loads) played by the bot for every seat
    until `turns` turns have been taken, stopped at the start of a person's Action Phase."""
    from game.engine.core.bots import seen_by
    from game.engine.games import make_bot
    engine = Engine(PLANET, {"players": players, **options}, seed)
    bot = make_bot(bot, "planet", seed)
    for _ in range(5000):
        state = engine.state
        if state.turns_taken >= turns and state.phase == "actions" and not state.actions_taken:
            return engine
        seat = PLANET.active_seats(state)[0]
        engine.submit(bot.choose(seen_by(PLANET, state, seat, engine.legal_commands(seat))))
        assert not engine.is_over, "the game ended too soon"
    raise AssertionError("the game never reached that turn")
