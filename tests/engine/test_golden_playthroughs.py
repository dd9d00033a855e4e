"""Golden playthroughs: whole recorded NOAH games replay to the exact state they recorded.

If a rules or card change is intended, re-record with `python tools/record_golden.py`."""
from pathlib import Path

import pytest

from game.engine.core.saves import load_game
from game.engine.noah.rules import NOAH

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.yaml"))


def test_there_are_golden_games_for_every_player_count():
    assert {p.name.split("_")[-2] for p in GOLDEN} == {"1p", "2p", "3p", "4p"}


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_a_recorded_game_replays_to_its_recorded_state(path):
    engine = load_game(path, {"noah": NOAH}, undo=False)  # refuses (SaveError) if the hash differs
    assert engine.is_over


def test_the_golden_games_include_wins_and_losses():
    outcomes = {load_game(p, {"noah": NOAH}, undo=False).state.outcome for p in GOLDEN}
    assert outcomes == {"won", "lost"}
