"""What a seat may see (an allow-list), what the others' events show, and re-dealing the hidden cards."""
from __future__ import annotations

import json

from game.engine.core.protocol import for_seat
from game.engine.core.rng import Rng
from game.engine.planet.commands import Search
from game.engine.planet.events import SearchDrew
from game.engine.planet.rules import PLANET

from .helpers import engine
from .scenario import of, ok, stacked


def test_a_view_shows_your_hand_and_only_counts_of_the_others():
    e = engine(3)
    view = e.view(1)
    json.dumps(view)
    assert view["hand"] == sorted(e.state.players[1].hand)
    assert view["hand_counts"] == [7, 7, 7]
    text = json.dumps(view)
    for seat in (0, 2):
        for card in e.state.players[seat].hand:
            assert card not in text or card in view["discard_pile"] + view["hand"]
    assert view["noah_pile"] == len(e.state.noah_pile) and "rng" not in view


def test_the_view_names_the_keys_the_table_reads():
    view = engine(2).view(0)
    for key in ("phase", "turn", "round", "actions_left", "scores", "ecosystems", "hand", "hand_counts",
                "noah_pile", "discard_pile", "plant_pile", "plant_pile_top", "removed", "selection",
                "environments", "goal", "points_now"):
        assert key in view


def test_events_hide_drawn_cards_from_the_other_seats():
    e = stacked({"turn": 0, "noah_pile": ["rabbit", "koala"]})
    drew = of(ok(e, Search(0)), SearchDrew)[0]
    assert for_seat(drew, 0).cards == ("rabbit#1", "koala#1")
    assert for_seat(drew, 1).cards == ("", "")


def test_a_sample_deals_the_hidden_cards_again_and_keeps_what_the_seat_sees():
    e = engine(3)
    sample = PLANET.sample_state(e.state, 0, Rng.seeded(4))
    assert sample.players[0].hand == e.state.players[0].hand
    assert [len(p.hand) for p in sample.players] == [7, 7, 7]
    assert sample.plant_pile[-1] == e.state.plant_pile[-1]
    assert sorted(sample.noah_pile + sample.players[1].hand + sample.players[2].hand) == \
        sorted(e.state.noah_pile + e.state.players[1].hand + e.state.players[2].hand)
    assert sample.noah_pile != e.state.noah_pile
    assert PLANET.view(sample, 0) == PLANET.view(e.state, 0)


def test_the_same_view_and_rng_give_the_same_sample():
    a, b = engine(2, seed=3), engine(2, seed=3)
    b.state.players[1].hand.reverse()
    b.state.noah_pile.reverse()
    assert PLANET.sample_state(a.state, 0, Rng.seeded(1)) == PLANET.sample_state(b.state, 0, Rng.seeded(1))


def test_the_feeding_view_lists_what_each_species_may_eat():
    game = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["orchid", "bamboo", "giant_panda",
                                                                             "rabbit", "red_fox"]}, {}]})
    prey = game.view(1)["feeding"]["prey"]
    assert prey["giant_panda#1"] == ["bamboo#1"]               # eats only Bamboo
    assert set(prey["red_fox#1"]) == {"giant_panda#1", "rabbit#1"}
    assert prey["orchid#1"] == []


def test_the_points_of_a_feeding_count_the_plants_and_every_species_given_a_meal():
    game = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["orchid", "bamboo", "rabbit",
                                                                             "red_fox"]}, {}]})
    best = PLANET.best_feeding(game.state, 0)
    assert PLANET.feeding_points(game.state, 0, best.meals) == best.points == 6
    without_fox = tuple(meal for meal in best.meals if meal[0] != "red_fox#1")
    assert PLANET.feeding_points(game.state, 0, without_fox) == 3
