"""Record the golden playthroughs that tests/engine/test_golden_playthroughs.py replays: whole games by
the heuristic bots, each kept as a save (options, seed, commands, state hash) and as a text playthrough
(every move, its events and what the acting seat then sees: game/engine/playthrough.py).

Run it only after an intended change to the rules or cards:  python tools/record_golden.py [--game G]
Then read the diff of the .txt files: it shows, move by move, how the games now play differently."""
from __future__ import annotations

import argparse
from pathlib import Path

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.core.saves import save_game
from game.engine.games import rules_for
from game.engine.play import play_game
from game.engine.playthrough import playthrough

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "engine" / "golden"
GAMES = {  # game -> (name, options, seed, bot): wins and losses, every player count
    "noah": [("first_night_1p_seed1", {"players": 1, "mission": "first_night"}, 1, "heuristic"),
             ("blackout_2p_seed1", {"players": 2, "mission": "blackout"}, 1, "heuristic"),
             ("high_water_3p_seed1", {"players": 3, "mission": "high_water"}, 1, "heuristic"),
             ("deep_sleep_3p_seed2", {"players": 3, "mission": "deep_sleep"}, 2, "random"),
             ("low_tide_4p_seed2", {"players": 4, "mission": "low_tide"}, 2, "heuristic"),
             ("the_long_night_4p_seed9", {"players": 4, "mission": "the_long_night"}, 9, "random")],
    "planet": [("solo_1p_seed1", {"players": 1}, 1, "heuristic"),
               ("standard_2p_seed2", {"players": 2}, 2, "heuristic"),
               ("strategy_3p_seed3", {"players": 3, "variant": "strategy", "environments": 2}, 3, "heuristic"),
               ("standard_4p_seed4", {"players": 4}, 4, "heuristic")],
    "beast": [("farm_forest_2p_seed3", {"players": 2, "decks": ["farm", "forest"]}, 3, "heuristic"),
              ("supply_line_2p_seed1", {"players": 2, "variant": "supply_line"}, 1, "heuristic"),
              ("rush_bare_2p_seed2", {"players": 2, "variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]},
               2, "heuristic")],
}


def record(game: str, name: str, options: dict, seed: int, bot: str) -> str:
    rules = rules_for(game)
    engine = Engine(rules, options, seed, undo=False)
    seats = rules.seats(engine.state)
    result = play_game(engine, [make_bot(bot, game, seed * 10 + s) for s in seats])
    base = GOLDEN / f"{game}_{name}"
    save_game(engine, base.with_suffix(".yaml"))
    base.with_suffix(".txt").write_text(playthrough(rules, engine.options, engine.seed, engine.log), encoding="utf-8")
    return f"{base.name}: {result.commands} commands, {result.outcome.rounds} rounds, winners {list(result.outcome.winners)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), default=None, help="only this game's golden games")
    args = parser.parse_args()
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for game, games in GAMES.items():
        if args.game in (None, game):
            for name, options, seed, bot in games:
                print(record(game, name, options, seed, bot))


if __name__ == "__main__":
    main()
