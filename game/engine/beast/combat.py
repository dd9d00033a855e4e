"""Battle arithmetic (section IV, Calculating Victory): each side's Combat total, who stands where.
Side 0 is the attacker, side 1 the defender."""
from __future__ import annotations

from game.engine.beast.game import Game
from game.engine.beast.state import Battle
from game.engine.beast.stats import own_modifiers, traits

ATTACKER, DEFENDER = 0, 1


def combatant(battle: Battle, side: int) -> list[int]:
    return battle.attacker if side == ATTACKER else battle.defender


def side_of(battle: Battle, seat: int) -> int | None:
    """The side a seat fights on (None for a seat outside the battle)."""
    if battle.attacker[0] == seat:
        return ATTACKER
    if battle.defender[0] == seat:
        return DEFENDER
    return None


def acting_seat(battle: Battle) -> int:
    """The seat whose battle phase it is."""
    return combatant(battle, battle.side)[0]


def ally_bonus(game: Game, seat: int, row: int, col: int) -> int:
    """An ally adds +1 (or what its card says)."""
    player = game.state.players[seat]
    for op in own_modifiers(game, player, player.field[row][col], row, col):
        if op.name == "ally_bonus":
            return op.params["amount"]
    return 1


def total(game: Game, side: int) -> int:
    """The side's Combat total: its combatant's Combat, its battle modifiers, its bonuses and allies."""
    battle = game.state.battle
    seat, row, col = combatant(battle, side)
    player = game.state.players[seat]
    animal = player.field[row][col]
    value = 0
    if animal is not None:   # gone when its owner was put out at the resolution
        own = own_modifiers(game, player, animal, row, col)
        value = traits(game, player, animal, row, col, ("combat",), None, own)[0]
        role = "attacking" if side == ATTACKER else "defending"
        for op in own:
            if op.name == "battle_combat" and op.params["when"] in ("any", role):
                value += op.params["amount"]
    value += battle.bonus[side]
    for ally_side, ally_seat, ally_row, ally_col, bonus in battle.allies:
        if ally_side == side:
            value += bonus
    return max(0, value)
