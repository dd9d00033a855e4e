"""The Field's geometry: spaces, rows, adjacency and Vectors (section III, Animal Cards: "Vectors show
directions where the animal can act"). Row 0 is the front row; the Pen lies behind the back row, one
Pen space behind each column."""
from __future__ import annotations

from functools import lru_cache
from itertools import chain

from game.engine.beast.state import Animal, BeastState, Player

STEP = {"n": (-1, 0), "ne": (-1, 1), "e": (0, 1), "se": (1, 1),
        "s": (1, 0), "sw": (1, -1), "w": (0, -1), "nw": (-1, -1)}
TOWARD = {step: name for name, step in STEP.items()}


def on_field(state: BeastState, row: int, col: int) -> bool:
    return 0 <= row < state.rows and 0 <= col < state.cols


def animals(player: Player) -> list[tuple[int, int, Animal]]:
    """Every animal in a player's Field with its space, front row first."""
    return [(r, c, a) for r, line in enumerate(player.field) for c, a in enumerate(line) if a is not None]


@lru_cache(maxsize=1024)
def pointed(vectors: tuple[str, ...], row: int, col: int, rows: int, cols: int) -> tuple[tuple[int, int], ...]:
    """The spaces of a `rows` x `cols` Field that these Vectors point to from (row, col), in the Vectors'
    order: the same few answers all game, each worked out once."""
    return tuple((row + STEP[name][0], col + STEP[name][1]) for name in vectors
                 if 0 <= row + STEP[name][0] < rows and 0 <= col + STEP[name][1] < cols)


def direction(frm: tuple[int, int], to: tuple[int, int]) -> str | None:
    """The Vector name pointing from one space to an adjacent one (None when not adjacent)."""
    return TOWARD.get((to[0] - frm[0], to[1] - frm[1]))


def adjacent(frm: tuple[int, int], to: tuple[int, int]) -> bool:
    return direction(frm, to) is not None


def neighbours(state: BeastState, row: int, col: int) -> list[tuple[int, int]]:
    """The spaces next to (row, col) on the Field, in STEP's order."""
    return list(pointed(EVERY_WAY, row, col, state.rows, state.cols))


EVERY_WAY = tuple(STEP)   # the eight directions, as Vectors


def field_is_full(player: Player) -> bool:
    return all(map(all, player.field))   # no space is None (an animal is never false)


def animals_in_field(player: Player) -> int:
    """How many animals stand in the player's Field (counted without listing them)."""
    return len(list(filter(None, chain.from_iterable(player.field))))   # (an animal is never false)


# --- Supply Line: one Field shared by two players sitting at its two ends (ruling B43) --------------
def across(state: BeastState, row: int, col: int) -> tuple[int, int]:
    """The same space of a shared Field counted from the other player's end: turned half round."""
    return state.rows - 1 - row, state.cols - 1 - col


def rival(state: BeastState, seat: int) -> Player | None:
    """The player whose animals share this seat's Field (Supply Line), else None."""
    return state.players[1 - seat] if state.variant == "supply_line" else None


def is_open(state: BeastState, seat: int, row: int, col: int) -> bool:
    """No animal stands on the space: in Supply Line neither yours nor your opponent's."""
    if state.players[seat].field[row][col] is not None:
        return False
    other = rival(state, seat)
    if other is None:
        return True
    r, c = across(state, row, col)
    return other.field[r][c] is None


def location_on(state: BeastState, seat: int, row: int, col: int) -> tuple[int, str] | None:
    """The Location on a space of this seat's Field and its owner: the seat's own, or in Supply Line
    the opponent's (one Location a space)."""
    card = state.players[seat].locations[row][col]
    if card:
        return seat, card
    other = rival(state, seat)
    if other is not None:
        r, c = across(state, row, col)
        if other.locations[r][c]:
            return other.seat, other.locations[r][c]
    return None


def front_row(state: BeastState, player: Player) -> int:
    """Row 0, or in Supply Line "the row furthest from you that contains at least one of your
    animals" (your back row while you have none)."""
    if state.variant != "supply_line":
        return 0
    return next((r for r, line in enumerate(player.field) if any(a is not None for a in line)), state.rows - 1)


def human_row_free(state: BeastState, seat: int, row: int) -> bool:
    """No Human beside the row yet; in Supply Line none of the opponent's across from it either."""
    if state.players[seat].humans[row]:
        return False
    other = rival(state, seat)
    return other is None or not other.humans[state.rows - 1 - row]
