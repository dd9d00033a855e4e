"""tools/bench_hard.py reads `--plan` as plan fields and says in a sentence what it cannot read."""
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
