"""Card files parsed once: the rules' loader, the sprite builder, its layouts and icons, and the card
preview all read the same files, and a designer's save changes one of them. Each parse is kept under
the file's path and a hash of its bytes, so a file is parsed again only when its bytes change (a save,
a damaged copy), and never served stale: the bytes are read and hashed at every call.

What is kept is shared by every caller: card loaders read the parsed data and never change it
(tests/engine/test_parsed_cards.py holds them to it)."""
from __future__ import annotations

import hashlib
from collections import OrderedDict
from pathlib import Path
from typing import Any

from game.engine.core.problems import Problem
from game.engine.core.untrusted import parse_bytes, read_bytes

KEPT = 512   # files kept (the three games ship about 70 card, layout and icon files)

_PARSED: OrderedDict[tuple[str, str], tuple[Any, list[Problem]]] = OrderedDict()


def parse_card_file(path: str | Path) -> tuple[Any, list[Problem]]:
    """A card, layout or icon file parsed with lines (see game.engine.core.untrusted); (data, problems).
    Parsed again only when the file's bytes changed since it was last parsed."""
    raw, problems = read_bytes(path)
    if raw is None:
        return None, problems
    key = (str(path), hashlib.sha1(raw).hexdigest())
    found = _PARSED.get(key)
    if found is None:
        found = _PARSED[key] = parse_bytes(raw, str(path))
        while len(_PARSED) > KEPT:
            _PARSED.popitem(last=False)
    else:
        _PARSED.move_to_end(key)
    return found[0], list(found[1])


def forget_parsed() -> None:
    """Drop every kept parse (tests that count parses start from nothing)."""
    _PARSED.clear()
