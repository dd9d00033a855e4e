"""Running effect lists, and the choices (targets) that some operations need."""
from __future__ import annotations

from game.engine.noah import tracks
from game.engine.noah.effects.registry import REGISTRY
from game.engine.noah.events import EffectResolved
from game.engine.noah.game import Game


def run_ops(game: Game, ops: tuple, seat: int | None, target: tuple, source: str) -> None:
    """Run operations in order for `seat` (None: the Enemies' doing, which reaches all factions)."""
    for op in ops:
        if game.over:
            return
        REGISTRY[op.name].run(game, seat, target, op.params, source)


def run_trigger(game: Game, source: str, trigger: str, ops: tuple, text: str) -> None:
    """An Enemy, Location or dial effect (or a reward): no one's choice, all factions affected."""
    if not ops or game.over:
        return
    game.emit(EffectResolved(source, trigger, text))
    run_ops(game, ops, None, (), source)


# --- choices --------------------------------------------------------------------------------
def in_reach(game: Game, seat: int, position: int, extra_range: int = 0) -> bool:
    """Range: Range 1 reaches only the first position; an attack already begun this turn stays in reach."""
    state = game.state
    reach, _, _, _ = tracks.abilities(game, seat)
    if position < reach + state.factions[seat].range_bonus + extra_range:
        return True
    return f"{seat}/{state.row[position].enemy}" in state.turn.attacks


def mercenary_price(game: Game, slot: int) -> int:
    """The first Mercenary in the display costs 1 Energy, the second 2, and so on."""
    return slot + 1 + game.modifier_total("mercenary_cost_increase")


def target_problem(game: Game, seat: int, choice: str, params: dict, target: tuple, energy: int,
                   extra_range: int = 0) -> str | None:
    """Why `target` cannot answer the choice, or None if it can. `energy` is what the seat will have;
    `extra_range` is Range the action itself adds before its choice."""
    state = game.state
    if not isinstance(target, tuple) or not target:
        return _ask(choice)
    kind = target[0]
    if choice in ("enemy", "reposition"):
        if kind != "enemy" or len(target) != (3 if choice == "reposition" else 2) or not isinstance(target[1], int):
            return _ask(choice)
        position = target[1]
        if not 0 <= position < len(state.row):
            return f"There is no Enemy at Location {position + 1}."
        if choice == "enemy":
            if not in_reach(game, seat, position, extra_range):
                return (f"The Enemy at Location {position + 1} is out of range: your range reaches "
                        f"{_reach_words(game, seat, extra_range)}.")
            return None
        direction = target[2]
        if direction not in (-1, 1):
            return "Reposition moves an Enemy one Location left (-1) or right (+1)."
        if not 0 <= position + direction < len(state.row):
            return "Reposition swaps with the Enemy stationed there, and there is none on that side."
        return None
    if choice == "spy":
        if target == ("turn",):
            return None if state.turn_deck else "The turn card deck is empty: there is nothing to look at."
        if kind != "enemy" or len(target) != 2 or not isinstance(target[1], int):
            return _ask(choice)
        if not 0 <= target[1] < len(state.row):
            return f"There is no Enemy at Location {target[1] + 1}."
        if state.row[target[1]].face_up:
            return "That Enemy is already face up; Spy looks at a face-down Enemy or the top turn card."
        return None
    if choice == "mercenary":
        if kind != "mercenary" or len(target) != 2 or not isinstance(target[1], int):
            return _ask(choice)
        slot = target[1]
        if not 0 <= slot < len(state.mercenary_display):
            return f"There is no Mercenary in display space {slot + 1}."
        price = 0 if params.get("free") else mercenary_price(game, slot)
        if price > energy:
            return f"That Mercenary costs {price} Energy and you will have {energy}."
        return None
    return _ask(choice)


def targets(game: Game, seat: int, choice: str, params: dict, energy: int, extra_range: int = 0) -> list[tuple]:
    """Every target that answers the choice (the same answers target_problem accepts)."""
    state = game.state
    row_size = len(state.row)
    if choice == "enemy":
        reach = tracks.abilities(game, seat)[0] + state.factions[seat].range_bonus + extra_range
        attacks = state.turn.attacks
        return [("enemy", p) for p in range(row_size)
                if p < reach or (attacks and f"{seat}/{state.row[p].enemy}" in attacks)]
    if choice == "reposition":
        return [("enemy", p, d) for p in range(row_size) for d in (-1, 1) if 0 <= p + d < row_size]
    if choice == "spy":
        return ([("turn",)] if state.turn_deck else []) + \
            [("enemy", p) for p, slot in enumerate(state.row) if not slot.face_up]
    if choice == "mercenary":
        if params.get("free"):
            return [("mercenary", s) for s in range(len(state.mercenary_display))]
        first_price = mercenary_price(game, 0)
        return [("mercenary", s) for s in range(len(state.mercenary_display)) if first_price + s <= energy]
    return []


def _reach_words(game: Game, seat: int, extra_range: int = 0) -> str:
    reach, _, _, _ = tracks.abilities(game, seat)
    reach += game.state.factions[seat].range_bonus + extra_range
    return "only the first Location" if reach <= 1 else f"Locations 1 to {min(reach, 4)}"


def _ask(choice: str) -> str:
    return {
        "enemy": "Choose an Enemy for this action, e.g. target (enemy, 0).",
        "reposition": "Choose an Enemy and a direction, e.g. target (enemy, 1, -1).",
        "spy": "Choose what to look at: the top turn card (turn) or a face-down Enemy (enemy, position).",
        "mercenary": "Choose a Mercenary from the display, e.g. target (mercenary, 0).",
    }.get(choice, "This action needs a choice.")
