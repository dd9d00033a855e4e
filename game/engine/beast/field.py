"""The Field's geometry: spaces, rows, adjacency and Vectors (section III, Animal Cards: "Vectors show
directions where the animal can act"). Row 0 is the front row; the Pen lies behind the back row, one
Pen space behind each column."""
from __future__ import annotations

from game.engine.beast.state import Animal, BeastState, Player

STEP = {"n": (-1, 0), "ne": (-1, 1), "e": (0, 1), "se": (1, 1),
        "s": (1, 0), "sw": (1, -1), "w": (0, -1), "nw": (-1, -1)}
TOWARD = {step: name for name, step in STEP.items()}


def on_field(state: BeastState, row: int, col: int) -> bool:
    return 0 <= row < state.rows and 0 <= col < state.cols


def animals(player: Player) -> list[tuple[int, int, Animal]]:
    """Every animal in a player's Field with its space, front row first."""
    return [(r, c, a) for r, line in enumerate(player.field) for c, a in enumerate(line) if a is not None]


def direction(frm: tuple[int, int], to: tuple[int, int]) -> str | None:
    """The Vector name pointing from one space to an adjacent one (None when not adjacent)."""
    return TOWARD.get((to[0] - frm[0], to[1] - frm[1]))


def adjacent(frm: tuple[int, int], to: tuple[int, int]) -> bool:
    return direction(frm, to) is not None


def neighbours(state: BeastState, row: int, col: int) -> list[tuple[int, int]]:
    return [(row + dr, col + dc) for dr, dc in STEP.values() if on_field(state, row + dr, col + dc)]


def field_is_full(player: Player) -> bool:
    return all(a is not None for line in player.field for a in line)


def animals_in_field(player: Player) -> int:
    return sum(a is not None for line in player.field for a in line)
