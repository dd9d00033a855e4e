"""Long lists of problems from files from outside: bounded work, and "and N more"."""
from __future__ import annotations

from game.engine.core.problems import Problem, at_most, did_you_mean, unknown_names


def test_did_you_mean_suggests_a_close_name_and_skips_a_huge_one():
    assert did_you_mean("barn_owel", ["barn_owl", "red_fox"]) == "barn_owl"
    assert did_you_mean("zzzz", ["barn_owl"]) is None
    assert did_you_mean("b" * 10_000, ["barn_owl"]) is None and did_you_mean(7, ["barn_owl"]) is None


def test_fifty_thousand_unknown_names_get_ten_suggestions_and_how_many_more():
    asked = []

    def sentence(name):
        asked.append(name)
        return f"no {name}{did_you_mean(name, ['barn_owl'])}"
    found = [(line, f"nocard_{line}") for line in range(50_000)]
    problems = unknown_names(found, "f.yaml", sentence, "cards")
    assert len(asked) == 10 and len(problems) == 11 and problems[-1] == Problem("f.yaml", 10, "and 49,990 more cards that do not exist.")


def test_a_printed_problem_list_ends_with_how_many_more():
    problems = [Problem("f.yaml", n, "bad") for n in range(120)]
    lines = at_most(problems, 50)
    assert len(lines) == 51 and lines[0] == "f.yaml:0: bad" and lines[-1] == "... and 70 more problem(s)."
