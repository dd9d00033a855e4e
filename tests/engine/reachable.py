"""Reachable states of every registered game, and commands bent out of shape, for the contract tests
that prove who may act, validate and the legal listing agree, and that undo and the per-seat events
never tell a seat what it may not know.

Games are played by the heuristic bot and random legal commands mixed (the bot reaches battles, full
Fields and Feeding Phases that random play seldom does); ARK_CONTRACT_EXAMPLES sets how many states each
game is looked at in (a few dozen by default, thousands for a long hunt)."""
from __future__ import annotations

import os
import random
import typing
from dataclasses import fields, replace
from typing import Any, Iterator

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.rng import Rng
from game.engine.games import game_spec, make_bot

EXAMPLES = int(os.environ.get("ARK_CONTRACT_EXAMPLES", "40"))
MAX_COMMANDS = 3000


def player_counts(name: str) -> list[int]:
    low, high = game_spec(name).players
    return list(range(low, high + 1))


def played_states(name: str, seed: int, every: int = 5, undo: bool = False) -> Iterator[tuple[Engine, Any]]:
    """Engines of games of `name` (each player count in turn) before every `every`-th command, with the
    command about to be played (the bot's or a random legal one); the engine moves on once it is
    yielded back (by that command, unless the caller played it), so a caller reads the state only while
    it holds it."""
    picker = random.Random(seed)
    shown = 0
    game = 0
    while shown < EXAMPLES:
        players = player_counts(name)[game % len(player_counts(name))]
        engine = Engine(game_spec(name).rules(), {"players": players}, seed * 100 + game, undo=undo)
        bot = make_bot("heuristic", name, seed + game)
        for step in range(MAX_COMMANDS):
            if engine.is_over or shown >= EXAMPLES:
                break
            seat = engine.acting.seats[0]
            legal = engine.legal_commands(seat)
            if picker.random() < 0.6:
                command = bot.choose(seen_by(engine.rules, engine.state, seat, legal))
            else:
                command = legal[picker.randrange(len(legal))]
            played = len(engine.log)
            if step % every == 0:
                shown += 1
                yield engine, command
            if len(engine.log) == played:
                events = engine.submit(command)
                assert not (events and isinstance(events[0], Rejected)), (command, events[0])
        game += 1


# -- commands bent out of shape ----------------------------------------------------------------------------
ODD_INTS = (-1, 0, 1, 2, 3, 5, 9, 99, -(2 ** 40), 2 ** 70)


def variants(command: Any, words: list[str], rng: random.Random, count: int) -> list[Any]:
    """`count` commands like `command` with one field changed: another number, another card or word
    seen in the game, a list cut, grown, reordered or with one item changed."""
    hints = typing.get_type_hints(type(command))
    names = [f.name for f in fields(command) if f.name != "seat"]
    found = []
    for _ in range(count if names else 0):
        name = rng.choice(names)
        value = _bent(getattr(command, name), hints[name], words, rng)
        found.append(replace(command, **{name: value}))
    return found


def _bent(value: Any, hint: Any, words: list[str], rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value - 1, value + 1, *ODD_INTS])
    if isinstance(value, str):
        return rng.choice(words + ["", "nonesuch", value + "#9"]) if words else ""
    if isinstance(value, tuple):
        choices = [(), value[:-1], value + value[:1], tuple(reversed(value))]
        if value:
            i = rng.randrange(len(value))
            choices.append(value[:i] + (_bent(value[i], None, words, rng),) + value[i + 1:])
        return rng.choice(choices)
    if value is None:
        args = [a for a in typing.get_args(hint) if a is not type(None)]
        return _bent(0 if int in args else "" if str in args else (), None, words, rng)
    return value


def words_of(commands: list) -> list[str]:
    """Every card or word the commands name (for variants that name another card of the game)."""
    seen: set[str] = set()

    def walk(value):
        if isinstance(value, str):
            seen.add(value)
        elif isinstance(value, tuple):
            for v in value:
                walk(v)

    for command in commands:
        for f in fields(command):
            walk(getattr(command, f.name))
    return sorted(seen)


def as_seat(command: Any, seat: int) -> Any:
    return replace(command, seat=seat)


def samples(rules, state, seat: int, count: int, seed: int) -> list:
    """`count` states `seat` cannot tell from `state` (everything it does not see dealt again)."""
    return [rules.sample_state(state, seat, Rng.seeded(seed * 31 + k)) for k in range(count)]
