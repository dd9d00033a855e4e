"""The op whose target a player chooses is found one way for every game's cards (cards.effects)."""
from game.engine.cards.effects import Op, chosen_op


def test_the_chosen_op_is_the_first_op_that_asks_a_choice():
    gain, hit, heal = Op("gain", {}), Op("hit", {"amount": 1}, "enemy"), Op("heal", {}, "hero")
    assert chosen_op((gain, hit, heal)) is hit


def test_an_effect_that_asks_no_choice_has_no_chosen_op():
    assert chosen_op((Op("gain", {}),)) is None
    assert chosen_op(()) is None
