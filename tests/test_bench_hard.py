"""tools/bench_hard.py reads `--plan` as plan fields and says in a sentence what it cannot read; a NOAH
mission run hands the plan to its hard seats."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

SPEC = importlib.util.spec_from_file_location("bench_hard", Path(__file__).parents[1] / "tools" / "bench_hard.py")
bench_hard = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench_hard)


def test_plan_fields_are_numbers_by_name():
    assert bench_hard.plan_fields("sure=1.5, finalists=4") == {"sure": 1.5, "finalists": 4}
    assert bench_hard.plan_fields(None) == {}


@pytest.mark.parametrize("text, words", [("bogus=1", "no field 'bogus'"), ("sure=x", "name=number pairs")])
def test_a_plan_field_it_cannot_read_is_named(text, words):
    with pytest.raises(ValueError, match=words):
        bench_hard.plan_fields(text)


def test_a_noah_mission_run_gives_the_plan_to_the_hard_seats_only(monkeypatch, capsys):
    made = []

    def make_bot(strength, game, seed, **options):
        made.append((strength, options))
        return object()

    class Outcome:
        winners = ()

    monkeypatch.setattr(bench_hard, "make_bot", make_bot)
    monkeypatch.setattr(bench_hard, "play_game", lambda *args, **kwargs: type("Result", (), {"outcome": Outcome})())
    args = type("Args", (), {"mission": "high_water", "players": 2, "harder": True, "games": 1, "seed": 900,
                             "work": None, "times": None})()
    bench_hard.missions(args, {"sure": 1.0})
    assert made == [("hard", {"work": None, "plan": {"sure": 1.0}})] * 2 + [("normal", {})] * 2
    assert "hard won 0, normal 0 of 1" in capsys.readouterr().out


def test_seatings_swap_seats_pair_seeds_or_keep_one_seat():
    assert bench_hard.seatings(3, 10, False, None) == [(10, 0), (11, 1), (12, 0)]
    assert bench_hard.seatings(4, 10, True, None) == [(10, 0), (10, 1), (11, 0), (11, 1)]
    assert bench_hard.seatings(2, 10, False, 2) == [(10, 1), (11, 1)]


def test_pool_counts_a_seed_and_seating_once_and_names_a_file_it_cannot_read(tmp_path):
    runs = tmp_path / "a.jsonl"
    runs.write_text('{"seed": 1, "hard_seat": 0, "winners": [0], "times": []}\n' * 2, encoding="utf-8")
    assert len(bench_hard.pooled([str(runs), str(runs)])) == 1
    with pytest.raises(ValueError, match="cannot read .*missing.jsonl"):
        bench_hard.pooled([str(tmp_path / "missing.jsonl")])
