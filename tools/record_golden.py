"""Record the golden NOAH playthroughs (heuristic bots) that tests/engine/golden replays.

Run after an intended change to the rules or cards: python tools/record_golden.py
A replay that no longer reaches the recorded state hash means the game plays differently now."""
from __future__ import annotations

from pathlib import Path

from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.core.saves import save_game
from game.engine.noah.rules import NOAH
from game.engine.play import play_game

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "engine" / "golden"
GAMES = [  # (players, mission, seed)
    (1, "first_night", 1),
    (2, "blackout", 1),
    (3, "high_water", 1),
    (3, "deep_sleep", 2),
    (4, "low_tide", 2),
    (4, "the_long_night", 9),
]


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for players, mission, seed in GAMES:
        engine = Engine(NOAH, {"players": players, "mission": mission}, seed, undo=False)
        result = play_game(engine, [make_bot("heuristic", "noah", seed * 10 + s) for s in range(players)])
        path = GOLDEN / f"noah_{mission}_{players}p_seed{seed}.yaml"
        save_game(engine, path)
        print(f"{path.name}: {'won' if result.outcome.winners else 'lost'} after {result.commands} commands, {result.outcome.rounds} rounds")


if __name__ == "__main__":
    main()
