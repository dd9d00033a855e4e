"""The one loader for YAML from outside: caps on size, nesting, expansion and numbers; JSON's kinds of
value only; every problem a sentence with its line, never an unbounded repr."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.engine.core.untrusted import describe, parse_yaml, read_yaml

BAD = Path(__file__).resolve().parents[2] / "fixtures" / "bad_inputs"


def refused(text: str) -> str:
    data, problems = parse_yaml(text, "f.yaml")
    assert data is None and len(problems) == 1, (data, problems)
    problem = problems[0]
    assert problem.message.endswith(".") and len(problem.message) < 300
    return str(problem)


def test_an_alias_bomb_is_refused_at_once_with_its_line():
    started = time.perf_counter()
    data, problems = read_yaml(BAD / "scenario_yaml_bomb.yaml")
    assert time.perf_counter() - started < 1.0   # not 45 s and gigabytes
    assert data is None and problems[0].line == 6 and "aliases are expanded" in problems[0].message


def test_aliases_within_the_cap_are_read():
    data, problems = parse_yaml("a: &x [1, 2]\nb: *x\n", "f.yaml")
    assert problems == [] and data == {"a": [1, 2], "b": [1, 2]}


def test_an_alias_inside_its_own_collection_is_refused():
    assert "refers to the collection it is written in" in refused("&a [1, *a]\n")


@pytest.mark.parametrize("text", ["[" * 10_000, "a:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 80))])
def test_deep_nesting_is_a_sentence_not_a_recursion_error(text):
    assert "nest" in refused(text)   # ours (48 levels) or libyaml's own (1000)


def test_a_5000_digit_number_is_a_sentence():
    assert "5000 digits" in refused("seed: " + "9" * 5000 + "\n")


@pytest.mark.parametrize("text", ["seed: 0x" + "f" * 30, "seed: 99999999999999999999"])
def test_numbers_beyond_64_bits_are_refused(text):
    refused(text)


@pytest.mark.parametrize("text", ["x: .inf", "x: -.inf", "x: .nan", "x: .NaN"])
def test_infinity_and_nan_are_refused(text):
    assert "not a finite number" in refused(text)


@pytest.mark.parametrize("text", ["x: !!binary aGVsbG8=", "x: !!set {a}", "x: !!python/object:os.system ls",
                                  "x: !!timestamp 2020-01-01", "x: !!omap [a: 1]"])
def test_only_jsons_kinds_of_value_are_built(text):
    assert "is not allowed here" in refused(text)


def test_a_date_and_an_equals_sign_stay_text():
    data, _ = parse_yaml("when: 2020-01-01\nop: =\n", "f.yaml")
    assert data == {"when": "2020-01-01", "op": "="}


def test_a_mapping_key_must_be_a_plain_value():
    assert "plain value" in refused("? [a]\n: 1\n")


def test_a_key_written_twice_is_named_briefly():
    key = "k" * 100_000
    message = refused(f"? {key}\n: 1\n? {key}\n: 2\n")
    assert "written twice" in message and "100000 characters" in message


def test_a_file_over_the_size_cap_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.yaml"
    with path.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    started = time.perf_counter()
    data, problems = read_yaml(path)
    assert time.perf_counter() - started < 1.0
    assert data is None and "50.0 MB" in problems[0].message and "at most" in problems[0].message


def test_bytes_that_are_not_utf8_are_a_problem_with_their_line(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"a: 1\nb: caf\xe9\n")
    data, problems = read_yaml(path)
    assert data is None and problems[0].line == 2 and "not UTF-8" in problems[0].message


def test_lines_are_remembered_for_every_key_and_item():
    data, _ = parse_yaml("a: 1\nlist:\n  - x\n  - {b: 2}\n", "f.yaml")
    assert data.line_of("list") == 2 and data["list"].line_of(1) == 4 and data["list"][1].line_of("b") == 4


def test_plain_mode_builds_plain_dicts_and_lists():
    data, _ = parse_yaml("a: [1, {b: 2}]\n", "f.yaml", lines=False)
    assert type(data) is dict and type(data["a"]) is list and type(data["a"][1]) is dict


@pytest.mark.parametrize("value, words", [
    ("x" * 1000, "1000 characters"), (10 ** 60, "digit number"), ([1] * 10 ** 5, "a list of 100000"),
    ({"a": 1}, "a mapping of 1"), (None, "null"), (True, "true"), (3, "3"),
])
def test_describe_is_short_for_any_value(value, words):
    text = describe(value)
    assert words in text and len(text) < 80


def test_a_folder_or_a_pipe_is_refused_without_waiting(tmp_path):
    import os
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)   # opening it would wait for a writer forever
    for path in (tmp_path, pipe):
        data, problems = read_yaml(path)
        assert data is None and "not a file" in problems[0].message
