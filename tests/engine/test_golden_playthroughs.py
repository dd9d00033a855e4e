"""Golden playthroughs: whole recorded games of every game, kept as saves and as text playthroughs.

A replay must reach the recorded state hash, and the text of the replay (every move, its events and
what the acting seat sees: game/engine/playthrough.py) must be the recorded text. When a rules or card
change is intended, re-record with `python tools/record_golden.py` and read the diff of the .txt files;
when it is not, the failure names the first move and line that changed."""
from pathlib import Path

import pytest

from game.engine.core.saves import load_game
from game.engine.games import rules_by_name
from game.engine.playthrough import playthrough

GOLDEN = Path(__file__).parent / "golden"
SAVES = sorted(GOLDEN.glob("*.yaml"))


def test_there_are_golden_games_for_every_noah_and_planet_player_count_and_for_beast():
    noah = {p.name.split("_")[-2] for p in SAVES if p.name.startswith("noah_")}
    assert noah == {"1p", "2p", "3p", "4p"}
    assert any(p.name.startswith("beast_") for p in SAVES)
    assert {p.name.split("_")[1] for p in SAVES if p.name.startswith("planet_")} == {"solo", "standard", "strategy"}
    assert {p.name.split("_")[-2] for p in SAVES if p.name.startswith("planet_")} == {"1p", "2p", "3p", "4p"}
    assert all(p.with_suffix(".txt").is_file() for p in SAVES)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_recorded_game_plays_move_for_move_as_its_playthrough_says(path):
    engine = load_game(path, rules_by_name(), undo=False)   # refuses (SaveError) if the hash differs
    assert engine.is_over
    now = playthrough(engine.rules, engine.options, engine.seed, engine.log).splitlines()
    recorded = path.with_suffix(".txt").read_text(encoding="utf-8").splitlines()
    for number, (was, is_) in enumerate(zip(recorded, now), 1):
        if was != is_:
            move = next((line for line in reversed(recorded[:number]) if line.startswith("==")), "setup")
            pytest.fail(f"{path.with_suffix('.txt').name}:{number}: the game plays differently from {move}\n"
                        f"  recorded: {was}\n  now:      {is_}")
    assert len(now) == len(recorded)


def test_the_golden_noah_games_include_wins_and_losses():
    outcomes = {bool(load_game(p, rules_by_name(), undo=False).rules.outcome(
        load_game(p, rules_by_name(), undo=False).state).winners) for p in SAVES if p.name.startswith("noah_")}
    assert outcomes == {True, False}
