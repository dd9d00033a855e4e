"""Advanced Rules: each Environment card changes one rule while it is in play."""
from __future__ import annotations

from game.engine.planet.commands import Plant
from game.engine.planet.events import CardsDrawn, Scored, SpeciesMoved

from .scenario import of, ok, refused, stacked


def at(environments, setup=None, players=2):
    return stacked({"turn": 0, "environments": environments, **(setup or {})}, players=players)


def feed_best(e, seat=0):
    return ok(e, e.legal_commands(seat)[0])


def test_long_summer_gives_4_actions():
    assert at(["long_summer"]).state.actions_left == 4
    assert at(["long_summer"], players=1).state.actions_left == 1


def test_fertile_soil_draws_3_after_scoring():
    e = at(["fertile_soil"], {"phase": "feeding"})
    assert len(of(feed_best(e), CardsDrawn)[0].cards) == 3


def test_spring_bloom_ice_age_and_rainforest_change_points_by_class():
    eco = {"phase": "feeding", "players": [{"ecosystem": ["fig", "fig", "orchid", "rabbit", "green_iguana", "firefly"]}]}
    base = dict(of(feed_best(at([], eco)), Scored)[0].breakdown)
    bloom = dict(of(feed_best(at(["spring_bloom"], eco)), Scored)[0].breakdown)
    ice = dict(of(feed_best(at(["ice_age"], eco)), Scored)[0].breakdown)
    rain = dict(of(feed_best(at(["rainforest"], eco)), Scored)[0].breakdown)
    assert bloom["fig#1"] == base["fig#1"] + 1
    assert ice["rabbit#1"] == base["rabbit#1"] + 1 and ice["green_iguana#1"] == base["green_iguana#1"] - 1
    assert rain["firefly#1"] == base["firefly#1"] + 1 and rain["rabbit#1"] == base["rabbit#1"]


def test_drought_makes_planting_cost_2_actions():
    e = at(["drought"])
    ok(e, Plant(0))
    assert e.state.actions_left == 1
    assert "costs 2 actions" in refused(e, Plant(0))


def test_monsoon_keeps_migratory_animals_where_they_are():
    e = at(["monsoon"], {"phase": "feeding", "players": [{"ecosystem": ["fig", "wildebeest"]}]})
    events = feed_best(e)
    assert not of(events, SpeciesMoved) and "wildebeest#1" in e.state.players[0].ecosystem


def test_short_season_ends_the_game_at_80():
    e = at(["short_season"], {"turn": 1, "phase": "feeding", "players": [{}, {"ecosystem": ["fig"], "score": 79}]})
    feed_best(e, 1)
    assert e.is_over and e.view(0)["goal"] == 80


def test_several_environments_apply_together():
    e = at(["long_summer", "drought"])
    assert e.state.actions_left == 4
    ok(e, Plant(0))
    assert e.state.actions_left == 2
