"""Ops carried out in a battle phase (family `battle`) or when your combatant has just lost (`defeat`)."""
from __future__ import annotations

from game.engine.beast.combat import combatant, side_of
from game.engine.beast.effects.registry import AMOUNT, BATTLE, DEFEAT, effect
from game.engine.beast.events import AllyJoined
from game.engine.beast.field import adjacent
from game.engine.beast.game import Game
from game.engine.beast.stats import in_dark_nature
from game.engine.cards.effects import Param


@effect("combat_bonus", BATTLE, amount=AMOUNT,
        foe_dark_amount=Param(int, required=False, default=0, minimum=0, maximum=10))
def combat_bonus(game: Game, ctx, amount: int, foe_dark_amount: int) -> None:
    """+amount to your Combat total (foe_dark_amount instead when the opposing player is in Dark Nature)."""
    battle = game.state.battle
    side = side_of(battle, ctx.seat)
    foe = game.state.players[combatant(battle, 1 - side)[0]]
    battle.bonus[side] += foe_dark_amount if foe_dark_amount and in_dark_nature(foe) else amount


@effect("foe_combat_penalty", BATTLE, amount=AMOUNT)
def foe_combat_penalty(game: Game, ctx, amount: int) -> None:
    battle = game.state.battle
    battle.bonus[1 - side_of(battle, ctx.seat)] -= amount


@effect("no_more_allies", BATTLE)
def no_more_allies(game: Game, ctx) -> None:
    """The opposing combatant may call no more allies this battle (Cornered)."""
    battle = game.state.battle
    battle.no_allies[1 - side_of(battle, ctx.seat)] = True


def _adjacent_untilted(game: Game, seat: int, params) -> list[tuple]:
    battle = game.state.battle
    if battle is None or side_of(battle, seat) is None or battle.no_allies[side_of(battle, seat)]:
        return []
    _, row, col = combatant(battle, side_of(battle, seat))
    field = game.state.players[seat].field
    return [(r, c) for r, line in enumerate(field) for c, animal in enumerate(line)
            if animal is not None and not animal.tilted and adjacent((r, c), (row, col))]


@effect("ally_ignoring_vectors", BATTLE, "own_adjacent", _adjacent_untilted)
def ally_ignoring_vectors(game: Game, ctx) -> None:
    """Tilt an untilted animal adjacent to your combatant to ally, with or without a Vector toward it."""
    battle = game.state.battle
    side = side_of(battle, ctx.seat)
    row, col = ctx.target
    animal = game.state.players[ctx.seat].field[row][col]
    animal.tilted = True
    battle.allies.append([side, ctx.seat, row, col, 1])
    game.emit(AllyJoined(ctx.seat, side, animal.card, row, col, 1))


@effect("end_battle", BATTLE)
def end_battle(game: Game, ctx) -> None:
    """The battle stops at once: nobody is trashed (the attacker still gains its Fury: ruling B17)."""
    game.state.battle.ended = True


@effect("rescue_loser", DEFEAT, to=Param(str, choices=("troops", "field")))
def rescue_loser(game: Game, ctx, to: str) -> None:
    """Your beaten combatant is shuffled into your Troops deck, or stays in the Field tilted, instead
    of going to the Trash."""
    game.state.battle.rescue = to
