"""What one legal listing reads once and hands down (the seat's animals, the window open now, the
Scorched Earth count of animals) is what each rule reads on its own, in every position a game reaches."""
from __future__ import annotations

from game.engine.beast import free_actions, recruiting, tricks
from game.engine.beast.definitions import WINDOWS, Use
from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from tests.engine.reachable import played_states


def test_the_seats_animals_handed_down_give_what_a_walk_of_the_field_gives():
    compared = 0
    for engine, _ in played_states("beast", seed=5, every=2):
        game = Game(engine.state, BEAST.cards)
        for player in engine.state.players:
            mine = animals(player)
            assert mine == [(r, c, a) for r, line in enumerate(player.field) for c, a in enumerate(line)
                            if a is not None]
            assert tricks.uses(game, player.seat, mine) == tricks.uses(game, player.seat)
            assert free_actions.item_passes(game, player.seat, mine) == free_actions.item_passes(game, player.seat)
            helpers = recruiting.Helpers(game, player.seat, mine=mine)
            for pen, recruit in enumerate(player.pen):
                if recruit.card and recruit.face_up and not recruit.clash and game.card(recruit.card).kind == "animal":
                    assert helpers.sources(pen) == recruiting.sources(game, player.seat, pen)
            compared += 1
    assert compared > 0


def test_a_card_is_in_its_window_exactly_when_that_window_is_the_one_open():
    """At most one window is open to a seat; in_window refuses every other with that window's sentence."""
    checked = 0
    for engine, _ in played_states("beast", seed=9, every=2):
        game = Game(engine.state, BEAST.cards)
        for seat in range(len(engine.state.players)):
            open_now = tricks.open_window(game, seat)
            for window in WINDOWS:
                refused = tricks.in_window(game, seat, Use(window=window, deploy="any_time"))
                assert (refused is None) == (window == open_now), (window, open_now, refused)
            checked += 1
    assert checked > 0


def test_the_animal_table_says_which_cards_are_animals():
    state = next(iter(played_states("beast", seed=3, every=50)))[0].state
    for player in state.players:
        for instance in player.troops + player.trash + player.hand:
            assert BEAST.cards.is_animal[instance] == (BEAST.cards.of(instance).kind == "animal")
