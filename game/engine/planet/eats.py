"""The Eats and Provides rows written as text: "2 plant / bug + bird" ("/" is or, "+" is and).

An Eats row is one or more alternatives separated by "/"; each alternative is one or more servings
joined by "+"; a serving is an optional count and a resource (plant, bird, mammal, reptile, bug).
"2 plant / 2 bug" is two plants or two bugs; "mammal + bird" is a mammal and a bird.
A Provides row is the same without "/": "2 mammal"."""
from __future__ import annotations

import re

from game.engine.planet.definitions import RESOURCES

_SERVING = re.compile(r"^\s*(?:(\d+)\s*)?([a-z]+)\s*$")


def parse_need(text: str) -> tuple[tuple, str | None]:
    """'2 plant + bug' -> ((('plant', 2), ('bug', 1)), None), or ((), the problem as a sentence)."""
    totals: dict[str, int] = {}
    for part in text.split("+"):
        match = _SERVING.match(part)
        if not match:
            return (), f"{part.strip()!r} is not a serving (write it like '2 plant' or 'bug')"
        count, resource = int(match.group(1) or 1), match.group(2)
        if resource not in RESOURCES:
            return (), f"{resource!r} is not a resource (the resources are {', '.join(RESOURCES)})"
        if not 1 <= count <= 6:
            return (), f"a serving count must be 1 to 6, not {count}"
        totals[resource] = totals.get(resource, 0) + count
    return tuple((r, totals[r]) for r in RESOURCES if r in totals), None


def parse_eats(text: str) -> tuple[tuple, str | None]:
    """'2 plant / 2 bug' -> the alternatives, or ((), the problem as a sentence). '' eats nothing."""
    if not text.strip():
        return (), None
    alternatives = []
    for part in text.split("/"):
        need, problem = parse_need(part)
        if problem:
            return (), problem
        alternatives.append(need)
    return tuple(alternatives), None


def write_need(need: tuple) -> str:
    """The text form of one alternative: (('plant', 2),) -> '2 plant'."""
    return " + ".join(f"{n} {r}" if n > 1 else r for r, n in need)


def write_eats(eats: tuple) -> str:
    return " / ".join(write_need(need) for need in eats)
