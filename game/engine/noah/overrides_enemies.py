"""Setting a NOAH scenario's Enemies: the row, the Enemy deck and the graveyard, as one whole.

The mission holds so many Enemies of each colour (the seed drew them from the game's Enemy Boxes),
and a setup keeps that number: the game holds as many Enemies as the mission says. An Enemy the setup
names that the seed left in the box takes the place of one of its colour the setup does not name (the
seed's deck bottom first), which goes back in the box; naming more of a colour than the mission holds
is a problem. Enemies the setup does not place stay where the seed put them: in the row (a place
emptied there is filled from the deck, as the rules fill the row) or in the deck, below the ones a
listed deck names."""
from __future__ import annotations

from collections import Counter

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.core.untrusted import describe
from game.engine.noah import row as row_rules
from game.engine.noah.game import Game
from game.engine.noah.row import ROW_SIZE
from game.engine.noah.state import RowEnemy

KEYS = ("row", "enemy_deck", "graveyard")


def set_enemies(game: Game, values: dict, setup, boxes: list[str], file: str, problems: list[Problem]) -> None:
    """Apply the setup's `row`, `enemy_deck` and `graveyard` (any of them) together."""
    state, cards = game.state, game.cards
    before = len(problems)
    new_row = _row(game, values["row"], setup, file, problems) if values["row"] is not None else None
    deck = _ids(values["enemy_deck"], "the enemy deck", line_of(setup, "enemy_deck"), file, problems)
    grave = _ids(values["graveyard"], "the graveyard", line_of(setup, "graveyard"), file, problems)
    if len(problems) > before:
        return
    # every Enemy named, with where and on which line
    named: list[tuple[str, str, int]] = []
    for index, slot in enumerate(new_row or []):
        named.append((slot.enemy, "the row", line_of(values["row"], index)))
    for key, ids in (("enemy_deck", deck), ("graveyard", grave)):
        for index, enemy in enumerate(ids or []):
            named.append((enemy, f"the {key.replace('_', ' ')}", line_of(values[key], index) or line_of(setup, key)))
    pool = {e for b in boxes for e in cards.boxes[b].enemies}
    seen: dict[str, str] = {}
    for enemy, where, line in named:
        if enemy not in cards.enemies:
            problems.append(Problem(file, line, f"there is no Enemy {describe(enemy)}."))
        elif enemy not in pool:
            problems.append(Problem(file, line, f"{enemy} is not in this game's Enemy Box"
                                                f"{'es' if len(boxes) > 1 else ''} ({', '.join(boxes)})."))
        elif enemy in seen:
            also = "" if seen[enemy] == where else f" (in {seen[enemy]} and {where})"
            problems.append(Problem(file, line, f"the Enemy {enemy} is listed twice{also}."))
        seen.setdefault(enemy, where)
    if len(problems) > before:
        return
    colour = {e: cards.enemies[e].colour for e in pool}
    seed_row = [slot.enemy for slot in state.row]
    seed_deck = list(reversed(state.enemy_deck))                    # top first
    seed_all = seed_row + seed_deck + list(state.graveyard)
    holds = Counter(colour[e] for e in seed_all)
    wanted = Counter(colour[e] for e, _, _ in named)
    for shade in sorted(wanted):
        if wanted[shade] > holds[shade]:
            first = next(line for e, _, line in named if colour[e] == shade)
            which = ", ".join(e for e, _, _ in named if colour[e] == shade)
            problems.append(Problem(file, first, f"the mission holds {holds[shade]} {shade} Enemies; the setup names "
                                                 f"{wanted[shade]} ({which})."))
            return
    placed = {e for e, _, _ in named}
    room = holds - wanted
    kept = set(placed)
    for enemy in seed_row + seed_deck + list(state.graveyard):     # the seed's row first, its deck bottom last
        if enemy not in kept and room[colour[enemy]] > 0:
            kept.add(enemy)
            room[colour[enemy]] -= 1
    free = [e for e in seed_deck + list(state.graveyard) + seed_row if e in kept and e not in placed]
    if new_row is None:
        new_row = []
        for slot in state.row:
            if slot.enemy in kept and slot.enemy not in placed:
                new_row.append(slot)
                free.remove(slot.enemy)
            elif free:                    # its place is filled from the deck, as the rules fill the row
                new_row.append(RowEnemy(free.pop(0), slot.face_up or not new_row))
        if new_row and not new_row[0].face_up:
            new_row[0] = RowEnemy(new_row[0].enemy, True, new_row[0].damage)
        if not new_row:
            problems.append(Problem(file, line_of(setup, "graveyard") or line_of(setup, "enemy_deck"),
                                    "no Enemy is left for the row: it holds 1 to 4 while the game goes on."))
            return
    graveyard = list(grave) if grave is not None else [e for e in state.graveyard if e in kept and e in free]
    free = [e for e in free if e not in graveyard]
    state.row = new_row
    state.enemy_deck = list(reversed((deck or []) + free))
    state.graveyard = graveyard
    assert len(state.row) + len(state.enemy_deck) + len(state.graveyard) == state.enemies_total
    for position, slot in enumerate(state.row):
        if slot.face_up and slot.damage >= row_rules.health(game, position):
            problems.append(Problem(file, line_of(values["row"], position) or line_of(setup, "row"),
                                    f"the Enemy at Location {position + 1} has {slot.damage} damage and "
                                    f"{row_rules.health(game, position)} health: it would already be defeated."))


def _ids(node, what: str, line: int, file: str, problems: list[Problem]) -> list[str] | None:
    if node is None:
        return None
    if not isinstance(node, list) or not all(isinstance(e, str) for e in node):
        problems.append(Problem(file, line, f"{what} lists Enemy ids (text)."))
        return None
    return list(node)


def _row(game: Game, nodes, setup, file: str, problems: list[Problem]) -> list[RowEnemy] | None:
    """The row as listed, Location 1 first: each Enemy with its face and damage, as the rules allow."""
    row_line = line_of(setup, "row")
    if not isinstance(nodes, list):
        problems.append(Problem(file, row_line, "the row lists its Enemies, Location 1 first."))
        return None
    new_row = []
    for index, node in enumerate(nodes):
        line = line_of(nodes, index)
        checked = check_mapping(node, [Field("enemy", str), Field("face_up", bool, False, True),
                                       Field("damage", int, False, 0, minimum=0, maximum=99)],
                                file, "a row Enemy", problems, line)
        if checked is None:
            return None
        if index == 0 and not checked["face_up"]:
            problems.append(Problem(file, line, "the Enemy in the first position is always face up."))
            return None
        if not checked["face_up"] and checked["damage"]:
            problems.append(Problem(file, line, "a face-down Enemy has no damage (hitting it reveals it first)."))
            return None
        new_row.append(RowEnemy(checked["enemy"], checked["face_up"], checked["damage"]))
    if not new_row:
        problems.append(Problem(file, row_line, "the row holds 1 to 4 Enemies while the game goes on, not none."))
        return None
    if len(new_row) > ROW_SIZE:
        problems.append(Problem(file, row_line, f"the row holds at most {ROW_SIZE} Enemies, not {len(new_row)}."))
        return None
    return new_row
