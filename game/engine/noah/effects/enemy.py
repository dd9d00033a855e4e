"""What Enemy effects and Reality Loss spaces do to the heroes."""
from __future__ import annotations

from game.engine.noah import dial, mercenaries, row, tracks
from game.engine.noah.effects.registry import AMOUNT, ENEMY, effect
from game.engine.noah.game import Game


def _every_faction(game: Game) -> range:
    return range(len(game.state.factions))


@effect("advance_reality_loss", ENEMY, amount=AMOUNT)
def advance_reality_loss(game: Game, seat, target, params, source) -> None:
    dial.advance(game, params["amount"])


@effect("damage_all_factions", ENEMY, amount=AMOUNT)
def damage_all_factions(game: Game, seat, target, params, source) -> None:
    for s in _every_faction(game):
        if not game.over:
            tracks.lose_health(game, s, params["amount"], source)


@effect("corrupt_all_factions", ENEMY, amount=AMOUNT)
def corrupt_all_factions(game: Game, seat, target, params, source) -> None:
    for s in _every_faction(game):
        if not game.over:
            tracks.add_corruption(game, s, params["amount"], source)


@effect("drain_energy_all", ENEMY, amount=AMOUNT)
def drain_energy_all(game: Game, seat, target, params, source) -> None:
    for s in _every_faction(game):
        tracks.change_energy(game, s, -params["amount"], source)


@effect("lose_ability_all", ENEMY, amount=AMOUNT)
def lose_ability_all(game: Game, seat, target, params, source) -> None:
    """Pushed back on the Ability track: an ability passed is lost at once."""
    for s in _every_faction(game):
        tracks.move_ability(game, s, -params["amount"], source)


@effect("heal_enemies", ENEMY, amount=AMOUNT)
def heal_enemies(game: Game, seat, target, params, source) -> None:
    row.heal(game, params["amount"])


@effect("reveal_next_enemy", ENEMY)
def reveal_next_enemy(game: Game, seat, target, params, source) -> None:
    for position, slot in enumerate(game.state.row):
        if not slot.face_up:
            row.reveal(game, position)
            return


@effect("discard_mercenary_display", ENEMY)
def discard_mercenary_display(game: Game, seat, target, params, source) -> None:
    mercenaries.discard_cheapest(game)
