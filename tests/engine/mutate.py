"""Damage for files from outside: a good YAML file mutated, by its structure or by its bytes, as a
careless editor, a cut-short copy or a hostile author would. Deterministic for a seed, so a failure
found by the fuzz test (or tools/reliability.py) is reproduced by its seed alone."""
from __future__ import annotations

import random
from typing import Any

import yaml

ODD_VALUES = [
    None, True, False, 0, -1, 99, 1_000_000_000, 2 ** 63, -(10 ** 19), 1.5, -0.0, "", "x" * 300,
    "../../etc/passwd", "enemy", "hero:9", "noah", "bud", "calyx", [], {}, [[[1]]], {"a": None},
    ["noah"], [1, 2, 3], {"type": "EndTurn", "seat": 0},
]

ODD_TEXTS = [
    "[" * 3000, "9" * 5000, ".inf", ".nan", "!!binary aGVsbG8=", "!!python/object:os.system ls",
    "&a [*a, *a]", "\x00", "\t", "'", '"', "{", "- ", ": ", "? ", "*undefined", "&x 1\n&x 2",
    "\n".join(f"x{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9 if i else ["lol"] * 9) + "]" for i in range(9)),
]


def mutate(text: str, seed: int, rounds: int = 2) -> bytes:
    """`text` damaged `rounds` times, by structure (a value replaced, a key dropped, a list cut or
    repeated) or by bytes (cut short, a span deleted, bytes inserted, something odd written in)."""
    rng = random.Random(seed)
    data = text.encode("utf-8")
    for _ in range(rounds):
        if rng.random() < 0.55:
            data = _by_structure(data, rng)
        else:
            data = _by_bytes(data, rng)
    return data


def _by_structure(data: bytes, rng: random.Random) -> bytes:
    try:
        tree = yaml.safe_load(data.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError, RecursionError, ValueError):
        return _by_bytes(data, rng)
    places = list(_places(tree, ()))
    if not places:
        return _by_bytes(data, rng)
    path = rng.choice(places)
    tree = _change(tree, path, rng)
    try:
        return yaml.safe_dump(tree, sort_keys=False, default_flow_style=None, width=120).encode("utf-8")
    except (yaml.YAMLError, RecursionError):
        return data


def _places(node: Any, path: tuple):
    """Every path to a value inside the tree (the root is not replaced: the file stays a mapping)."""
    if path:
        yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, path + (index,))


def _change(tree: Any, path: tuple, rng: random.Random) -> Any:
    parent = tree
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    value = parent[last]
    roll = rng.random()
    if roll < 0.55:
        parent[last] = rng.choice(ODD_VALUES)
    elif roll < 0.7 and isinstance(parent, dict):
        del parent[last]
    elif roll < 0.8 and isinstance(value, list) and value:
        parent[last] = value[: rng.randrange(len(value))]
    elif roll < 0.9 and isinstance(value, list) and value:
        parent[last] = value + value[: rng.randrange(1, len(value) + 1)] * rng.choice((1, 3))
    elif isinstance(value, int) and not isinstance(value, bool):
        parent[last] = value + rng.choice((-100, -2, -1, 1, 2, 10, 10 ** 6))
    else:
        parent[last] = rng.choice(ODD_VALUES)
    return tree


def _by_bytes(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return rng.choice(ODD_TEXTS).encode("utf-8")
    at = rng.randrange(len(data) + 1)
    roll = rng.random()
    if roll < 0.25:
        return data[:at]                                          # cut short
    if roll < 0.45:
        return data[:at] + data[at + rng.randrange(1, 40):]       # a span lost
    if roll < 0.6:
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8))) + data[at:]
    if roll < 0.7:
        line_start = data.rfind(b"\n", 0, at) + 1
        line_end = data.find(b"\n", at)
        line = data[line_start:line_end if line_end >= 0 else len(data)]
        return data[:line_start] + line + b"\n" + data[line_start:]  # a line written twice
    odd = rng.choice(ODD_TEXTS).encode("utf-8")
    return data[:at] + odd + data[at:]
