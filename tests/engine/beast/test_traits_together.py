"""Traits read together (the view's four, the bot's two) are each the trait the rules sum up alone: printed,
the Leader's, the animal's own modifiers and the Field-wide army bonuses of its Habitat, never below 0."""
from __future__ import annotations

from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from game.engine.beast.stats import army_bonuses, army_modifiers, own_modifiers, traits
from tests.engine.reachable import played_states

STATS = ("rank", "combat", "clout", "cunning")


def summed_alone(game: Game, player, animal, row: int, col: int, stat: str) -> int:
    printed = game.card(animal.card)
    value = getattr(printed, stat, 0) + (getattr(game.card(animal.leader), stat, 0) if animal.leader else 0)
    value += sum(op.params["amount"] for op in own_modifiers(game, player, animal, row, col)
                 if op.name == "stat" and op.params["stat"] == stat)
    value += sum(op.params["amount"] for _, op in army_modifiers(game, player)
                 if op.params["stat"] == stat and op.params["habitat"] in ("any", printed.habitat))
    return max(0, value)


def test_traits_read_together_are_each_the_trait_summed_alone():
    compared = 0
    for engine, _ in played_states("beast", seed=31, every=3):
        game = Game(engine.state, BEAST.cards)
        for player in engine.state.players:
            army = army_bonuses(game, player)
            for row, col, animal in animals(player):
                expected = [summed_alone(game, player, animal, row, col, stat) for stat in STATS]
                assert traits(game, player, animal, row, col, STATS, army) == expected
                assert traits(game, player, animal, row, col, STATS) == expected
                compared += 1
    assert compared > 0
