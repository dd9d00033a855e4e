"""The registry of games: each game's rules, bots, headless options and scenario set-up, by name, for
the games of the one list (game/engine/gamelist.py). A game's SPEC is in its engine package's `spec`
module. Modules are imported only when a game is used, so start-up stays fast."""
from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass, field
from typing import Any, Callable

from game.engine.gamelist import GAMES, game_module


@dataclass(frozen=True)
class GameSpec:
    """Everything the shared engine tools need to know about one game."""

    name: str
    title: str
    players: tuple[int, int]                        # fewest and most seats
    cooperative: bool                               # everyone wins or loses together (NOAH)
    rules: Callable[[], Any]                        # the Rules object (loads its cards on first use)
    bots: dict[str, Callable[[int], Any]]           # bot name -> factory(seed)
    add_sim_arguments: Callable[[argparse.ArgumentParser], None] = lambda parser: None
    sim_options: Callable[[argparse.Namespace], dict] = lambda args: {"players": args.players}
    describe: Callable[[dict], str] = lambda options: ""   # one line naming the options, for sim
    apply_setup: Callable[..., None] | None = None  # (engine, setup mapping, file, problems): scenario set-up
    check_cards: Callable[[list], list] | None = None  # card files or folders -> every Problem the rules see
    script_chance: Callable[..., None] | None = None   # (engine, chance mapping, file, problems): set rolls
    # the named chance points where the rules shuffle in play (a scenario's `chance:` scripts them):
    # point -> what it shuffles, in words; and (rules, point) -> the card names it can shuffle
    chance_points: dict[str, str] = field(default_factory=dict)
    chance_words: Callable[..., set] | None = None
    # (options, folder, file, line, problems) -> the options with the files they name (a deck file)
    # read in, relative to the folder of the scenario that names them
    read_options: Callable[..., dict] | None = None
    extra: dict = field(default_factory=dict)


def lazy(where: str) -> Callable:
    """'package.module:name' as a function that imports the module on its first call and calls `name`
    with the arguments given (a spec names its rules, bots and tools without importing them)."""
    module, _, name = where.partition(":")

    def call(*args, **kwargs):
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__qualname__ = f"lazy({where})"
    return call


def package_spec(name: str, title: str, players: tuple[int, int], cooperative: bool, heuristic: str,
                 **tools) -> GameSpec:
    """The spec of a game laid out as every game here is: its rules from `game.engine.<name>.rules:rules`,
    scenario set-up from `.overrides:apply_overrides`, the card check from `.cards:check_cards`, the
    three strengths (easy, normal: the heuristic bot class `heuristic` from
    `game.engine.bots.<name>_heuristic`, also called "heuristic", and hard: game.engine.bots.strengths)
    and the random bot. `tools` are the game's own sim options and scenario hooks (GameSpec's other fields)."""
    from functools import partial
    package = f"game.engine.{name}"
    normal = lazy(f"game.engine.bots.{name}_heuristic:{heuristic}")
    return GameSpec(name=name, title=title, players=players, cooperative=cooperative,
                    rules=lazy(f"{package}.rules:rules"),
                    bots={"easy": partial(lazy("game.engine.bots.strengths:easy_bot"), name), "normal": normal,
                          "hard": partial(lazy("game.engine.bots.strengths:hard_bot"), name),
                          "heuristic": normal, "random": lazy("game.engine.bots.random_bot:RandomBot")},
                    apply_setup=lazy(f"{package}.overrides:apply_overrides"),
                    check_cards=lazy(f"{package}.cards:check_cards"), **tools)


def game_names() -> list[str]:
    return list(GAMES)


def game_spec(name: Any) -> GameSpec:
    """The spec of a registered game; raises ValueError naming the games there are."""
    return game_module(name, "game.engine.{}.spec").SPEC


def rules_for(name: Any):
    """The rules object of a registered game."""
    return game_spec(name).rules()


def rules_by_name() -> dict[str, Any]:
    """Every game's rules by name (for loading a save of any game); card sets still load on first use."""
    return {name: rules_for(name) for name in GAMES}


def make_bot(bot: str, game: str, seed: int, **options):
    """A bot by name for a game (a strength, easy, normal or hard, or "heuristic" for normal, or
    "random"); `options` go to the hard bot (`work`, `stop`). Raises ValueError naming the bots there are."""
    spec = game_spec(game)
    factory = spec.bots.get(bot) if isinstance(bot, str) else None
    if factory is None:
        shown = bot if isinstance(bot, str) and len(bot) <= 40 else type(bot).__name__
        raise ValueError(f"There is no bot {shown!r} for {spec.title}; try {', '.join(spec.bots)}.")
    return factory(seed, **options)

