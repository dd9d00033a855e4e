"""Supply Line's ways to win (section VII): "an 'unbroken' string of UNTILTED animals (your 'supply
line') leading from one Pen to the other. Each animal in your supply line must have a Vector pointing
towards the animal in the supply line ahead of it", or "three of your untilted animals in your
opponent's back row". Spaces are the player's own: row 0 is the opponent's back row, the last row the
player's own back row, by their Pen (ruling B44)."""
from __future__ import annotations

from game.engine.beast.field import STEP, on_field
from game.engine.beast.game import Game
from game.engine.beast.state import Player
from game.engine.beast.stats import vectors


def supply_line(game: Game, player: Player, untilted: bool = True) -> list[tuple[int, int]]:
    """The longest reach of the player's supply line: the spaces of a string of untilted animals that
    starts in their back row and goes furthest toward the opponent's Pen, each animal with a Vector
    toward the next (the whole line, from Pen to Pen, when its last space is in row 0). With
    untilted=False, the line as it would be were every animal untilted (what untilting would bring)."""
    state = game.state
    back = state.rows - 1
    field = player.field

    def links(animal) -> bool:
        return animal is not None and not (untilted and animal.tilted)

    reached: dict[tuple[int, int], tuple[int, int] | None] = {}
    frontier = [(back, c) for c in range(state.cols) if links(field[back][c])]
    for space in frontier:
        reached[space] = None
    while frontier:
        following = []
        for row, col in frontier:
            animal = field[row][col]
            for name in vectors(game, player, animal) if untilted else game.card(animal.card).vectors:
                r, c = row + STEP[name][0], col + STEP[name][1]
                if on_field(state, r, c) and (r, c) not in reached and links(field[r][c]):
                    reached[(r, c)] = (row, col)
                    following.append((r, c))
        frontier = following
    if not reached:
        return []
    end = min(reached, key=lambda s: (s[0], s[1]))   # the furthest row reached (then the leftmost space)
    line = []
    while end is not None:
        line.append(end)
        end = reached[end]
    return line[::-1]


def line_complete(line: list[tuple[int, int]]) -> bool:
    """The supply line reaches the row by the opponent's Pen."""
    return bool(line) and line[-1][0] == 0


def deep_animals(player: Player) -> int:
    """The player's untilted animals in the opponent's back row."""
    return sum(1 for a in player.field[0] if a is not None and not a.tilted)
