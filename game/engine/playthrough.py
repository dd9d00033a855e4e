"""A game as a text playthrough (as OpenSpiel's playthrough files are): every step's command, its
events, and what changed in the acting seat's view — so that when a rules change makes a recorded game
play differently, a diff of two playthroughs shows the first move, event and figure that changed."""
from __future__ import annotations

import json
from typing import Any, Iterable

from game.engine.core.engine import Engine
from game.engine.core.protocol import Command, Rejected
from game.engine.core.serialize import to_plain


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """A view as path -> leaf value (lists and mappings opened up), for a line-by-line diff."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key in sorted(value):
            out |= flatten(value[key], f"{prefix}.{key}" if prefix else str(key))
        return out or {prefix: {}}
    if isinstance(value, (list, tuple)):
        if all(not isinstance(v, (dict, list, tuple)) for v in value):
            return {prefix: list(value)}       # a list of plain values reads best on one line
        out = {}
        for i, item in enumerate(value):
            out |= flatten(item, f"{prefix}.{i}")
        return out or {prefix: []}
    return {prefix: value}


def playthrough(rules, options: dict, seed: int, commands: Iterable[Command]) -> str:
    """The text of a whole game: setup, then each command with its events and the view changes."""
    engine = Engine(rules, options, seed, undo=False)
    lines = [f"# {rules.name} seed {seed} options {_compact(engine.options)}", "== setup"]
    lines += [f"  {_compact(e.to_dict())}" for e in rules.setup_events(engine.options, engine.seed)]
    seen: dict[int, dict] = {}
    for seat in rules.seats(engine.state):
        seen[seat] = flatten(engine.view(seat))
        lines.append(f"  view of seat {seat}:")
        lines += [f"    {path} = {_compact(value)}" for path, value in seen[seat].items()]
    for number, command in enumerate(commands, 1):
        seat = getattr(command, "seat", -1)
        lines.append(f"== move {number}: {_compact(command.to_dict())}")
        events = engine.submit(command)
        if events and isinstance(events[0], Rejected):
            lines.append(f"  REFUSED: {events[0].reason}")
            break
        lines += [f"  {_compact(e.to_dict())}" for e in events]
        if seat in seen:
            now = flatten(engine.view(seat))
            for path in sorted(set(now) | set(seen[seat])):
                old, new = seen[seat].get(path, "-"), now.get(path, "-")
                if old != new:
                    lines.append(f"  seat {seat} sees {path}: {_compact(old)} -> {_compact(new)}")
            seen[seat] = now
    lines.append(f"== end: {_compact(to_plain(rules.outcome(engine.state)))}")
    return "\n".join(lines) + "\n"
