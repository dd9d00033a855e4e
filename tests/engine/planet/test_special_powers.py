"""The Special Power cards: each resolves its effect when Created, then leaves the game."""
from __future__ import annotations

from game.engine.planet.commands import Create

from .scenario import me, ok, refused, stacked


def power(card, **setup):
    players = setup.pop("players", [{}])
    players[0] = {**players[0], "hand": [card] + players[0].get("hand", [])}
    return stacked({"turn": 0, "players": players, **setup})


def test_spring_rain_plants_two():
    e = power("spring_rain", plant_pile=["bamboo", "fig", "orchid"])
    ok(e, Create(0, "spring_rain#1"))
    assert me(e).ecosystem[-2:] == ["bamboo#1", "fig#1"] and e.state.plant_pile[-1] == "orchid#1"


def test_long_day_gives_two_more_actions():
    e = power("long_day")
    ok(e, Create(0, "long_day#1"))
    assert e.state.actions_left == 4


def test_migration_wave_moves_a_bird_from_another_ecosystem():
    e = power("migration_wave", players=[{}, {"ecosystem": ["fig", "house_sparrow", "rabbit"]}])
    assert e.legal_commands(0).count(Create(0, "migration_wave#1", (1, "house_sparrow#1"))) == 1
    assert "not a card it can act on" in refused(e, Create(0, "migration_wave#1", (1, "rabbit#1")))
    ok(e, Create(0, "migration_wave#1", (1, "house_sparrow#1")))
    assert "house_sparrow#1" in me(e).ecosystem and "house_sparrow#1" not in me(e, 1).ecosystem


def test_epidemic_and_wildfire_make_a_rivals_species_extinct():
    e = power("epidemic", players=[{}, {"ecosystem": ["fig", "rabbit", "green_iguana"]}])
    assert "not a card it can act on" in refused(e, Create(0, "epidemic#1", (1, "green_iguana#1")))
    assert "not a card it can act on" in refused(e, Create(0, "epidemic#1", (1, "fig#1")))
    ok(e, Create(0, "epidemic#1", (1, "rabbit#1")))
    assert "rabbit#1" in e.state.discard_pile
    e = power("wildfire", players=[{}, {"ecosystem": ["fig", "sunflower", "rabbit", "red_fox"]}])
    assert "not a card it can act on" in refused(e, Create(0, "wildfire#1", (1, "red_fox#1")))   # T3
    targets = [c.target for c in e.legal_commands(0) if isinstance(c, Create) and c.card == "wildfire#1"]
    assert targets == [(1, "fig#1"), (1, "rabbit#1"), (1, "sunflower#1")]     # "A plant or an animal of T0-T2"
    ok(e, Create(0, "wildfire#1", (1, "sunflower#1")))
    assert "sunflower#1" in e.state.discard_pile       # a Noah Plant card goes extinct like any species


def test_a_power_with_nothing_to_act_on_cannot_be_played():
    e = power("epidemic", players=[{}, {"ecosystem": ["fig", "bamboo"]}])
    assert "nothing to act on" in refused(e, Create(0, "epidemic#1", (1, "fig#1")))


def test_fossil_dig_takes_any_card_from_the_discard_pile():
    e = power("fossil_dig", discard_pile=["koala", "rabbit"])
    ok(e, Create(0, "fossil_dig#1", ("rabbit#1",)))
    assert "rabbit#1" in me(e).hand and e.state.discard_pile == ["koala#1"]


def test_bountiful_season_draws_three_and_a_species_needs_no_target():
    e = power("bountiful_season", noah_pile=["koala", "rabbit", "firefly"])
    ok(e, Create(0, "bountiful_season#1"))
    assert {"koala#1", "rabbit#1", "firefly#1"} <= set(me(e).hand)
    e = stacked({"turn": 0, "players": [{"hand": ["rabbit"]}]})
    assert "needs no target" in refused(e, Create(0, "rabbit#1", (1, "fig#1")))
