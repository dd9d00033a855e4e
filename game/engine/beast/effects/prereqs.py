"""Human prerequisites (family `prereq`): tests of the owner's tallies and army."""
from __future__ import annotations

from game.engine.beast.effects.registry import AMOUNT, HABITAT, PREREQ, REGISTRY, effect
from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.stats import in_dark_nature
from game.engine.beast.tracks import can_pay


@effect("not_dark", PREREQ)
def not_dark(game: Game, seat: int) -> bool:
    return not in_dark_nature(game.state.players[seat])


@effect("dark", PREREQ)
def dark(game: Game, seat: int) -> bool:
    return in_dark_nature(game.state.players[seat])


@effect("favor_at_least", PREREQ, amount=AMOUNT)
def favor_at_least(game: Game, seat: int, amount: int) -> bool:
    return can_pay(game, seat, amount)   # met without Fury and Favor (ruling B37)


@effect("fury_at_most", PREREQ, amount=AMOUNT)
def fury_at_most(game: Game, seat: int, amount: int) -> bool:
    return game.state.players[seat].fury <= amount


@effect("animals_in_field", PREREQ, amount=AMOUNT, habitat=HABITAT)
def animals_in_field(game: Game, seat: int, amount: int, habitat: str) -> bool:
    found = [a for _, _, a in animals(game.state.players[seat])
             if habitat == "any" or game.card(a.card).habitat == habitat]
    return len(found) >= amount


@effect("legend_in_field", PREREQ)
def legend_in_field(game: Game, seat: int) -> bool:
    return any(game.card(a.card).legend for _, _, a in animals(game.state.players[seat]))


def met(game: Game, seat: int, prerequisite) -> bool:
    """Every op of a Human's prerequisite holds."""
    return all(REGISTRY[op.name].run(game, seat, **op.params) for op in prerequisite)
