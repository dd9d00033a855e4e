"""Issue 19, item 12: "Every zone settable: the Noah and Plant Piles' size and order, Planet's removed
cards, each game's out-of-the-game cards." Each game's state lists its zones; every one is a key of
that game's scenario `setup:` (or is named here as no zone, with why), and one scenario per game sets
every zone at once and finds each as the file said."""
from __future__ import annotations

import dataclasses
import typing

import pytest

from game.engine.beast.state import BeastState, Player as BeastPlayer
from game.engine.noah.state import Faction, NoahState
from game.engine.planet.definitions import card_id as planet_card
from game.engine.planet.state import PlanetState, Player as PlanetPlayer
from game.engine.scenario import load_scenario, run

# every list a game's state holds -> the setup key that sets it, or why it is no zone a setup states
ZONES = {
    BeastState: {"players": "players", "winners": "the outcome, not a zone",
                 "subvariants": "an option of the game"},
    BeastPlayer: {"troops": "troops", "tricks": "tricks", "hand": "hand", "trash": "trash", "pen": "pen",
                  "field": "field", "locations": "locations", "humans": "humans",
                  "humans_tilted": "humans (each with `tilted`)"},
    PlanetState: {"players": "players", "environments": "environments", "noah_pile": "noah_pile",
                  "discard_pile": "discard_pile", "plant_pile": "plant_pile", "removed": "removed",
                  "selection": "selection", "searched": "a Search waiting for its choice: the Search command",
                  "winners": "the outcome, not a zone"},
    PlanetPlayer: {"hand": "hand", "ecosystem": "ecosystem",
                   "packet": "the draft, before play: a setup starts after it", "kept": "the draft, as packet"},
    NoahState: {"factions": "factions", "locations": "the mission's Locations, an option of the game",
                "row": "row", "enemy_deck": "enemy_deck", "graveyard": "graveyard", "turn_deck": "turn_deck",
                "turn_discard": "drawn_turn_cards", "offers": "Mercenaries offered by a card: its command",
                "known": "what a spied card showed: reset by a setup",
                "mercenary_deck": "mercenary_deck", "mercenary_display": "mercenary_display",
                "mercenary_discard": "mercenary_discard"},
    Faction: {"supply": "the Agents a faction holds that `hand` and `played` do not name",
              "hand": "hand", "played": "played", "mercenaries": "mercenaries"},
}


@pytest.mark.parametrize("holder", list(ZONES), ids=lambda c: c.__qualname__)
def test_every_list_a_state_holds_is_a_setup_key_or_said_to_be_no_zone(holder):
    hints = typing.get_type_hints(holder)
    lists = {f.name for f in dataclasses.fields(holder) if typing.get_origin(hints[f.name]) is list}
    assert lists == set(ZONES[holder])


def scenario(tmp_path, text: str):
    path = tmp_path / "zones.yaml"
    path.write_text(text)
    loaded = load_scenario(path)
    run(loaded)
    return loaded.engine.state


def test_every_beast_zone_is_set(tmp_path):
    state = scenario(tmp_path, """game: beast
seed: 4
options: {decks: [farm, forest+resourceful]}
setup:
  turn: 1
  step: actions
  players:
    - {}
    - field: [{card: grizzly_bear, row: 1, col: 1, items: [bullhorn], tilted: true}]
      pen: [{card: red_fox}, {card: prudent_deer, face_up: false}]
      hand: [caffeine_pills]
      locations: [{card: beaver_dam, row: 1, col: 1}]
      humans: [{card: eco_activist, row: 2, tilted: true}]
      trash: [wild_turkey]
      troops: [gray_wolf]
      tricks: [a_dry_spell]
""")
    seat = state.players[1]
    name = lambda instance: instance.split(".")[1]
    bear = seat.field[1][1]
    assert (name(bear.card), [name(i) for i in bear.items], bear.tilted) == ("grizzly_bear", ["bullhorn"], True)
    assert [(name(r.card), r.face_up) for r in seat.pen[:2]] == [("red_fox", True), ("prudent_deer", False)]
    assert [name(c) for c in seat.hand] == ["caffeine_pills"] and [name(c) for c in seat.trash] == ["wild_turkey"]
    assert name(seat.locations[1][1]) == "beaver_dam" and name(seat.humans[2]) == "eco_activist"
    assert seat.humans_tilted[2]
    assert name(seat.troops[-1]) == "gray_wolf" and name(seat.tricks[-1]) == "a_dry_spell"


def test_every_planet_zone_is_set_with_the_piles_size_and_order(tmp_path):
    state = scenario(tmp_path, """game: planet
seed: 4
players: 1
setup:
  turn: 0
  players:
    - {hand: [red_fox], ecosystem: [fig, rabbit], score: 12}
  noah_pile: {top: [koala, honeybee], size: 5}
  plant_pile: {top: [bamboo], size: 2}
  discard_pile: [european_robin]
  removed: [orchid, long_day]
  selection: [bengal_tiger, "", firefly]
  environments: [drought]
""")
    ids = lambda cards: [planet_card(c) for c in cards]
    assert ids(state.players[0].hand) == ["red_fox"] and ids(state.players[0].ecosystem) == ["fig", "rabbit"]
    assert len(state.noah_pile) == 5 and ids(state.noah_pile[-2:]) == ["honeybee", "koala"]   # top last
    assert len(state.plant_pile) == 2 and ids(state.plant_pile)[-1] == "bamboo"
    assert ids(state.discard_pile)[-1] == "european_robin"                 # the free cards left over lie under it
    assert {"orchid", "long_day"} <= set(ids(state.removed))      # and the Basic Plants left over are out
    assert ids(state.selection) == ["bengal_tiger", "", "firefly"] and ids(state.environments) == ["drought"]


def test_every_noah_zone_is_set(tmp_path):
    state = scenario(tmp_path, """game: noah
seed: 3
options: {factions: [silent_sentinels, gutter_kings], mission: blackout}
setup:
  turn: 0
  factions:
    - {hand: [calyx, vesana], played: [oryn], mercenaries: [birdie]}
  row: [{enemy: hollow_man, face_up: true, damage: 1}]
  graveyard: [drowsy_watchman]
  turn_card: "hero:0"
  drawn_turn_cards: [enemy]
  mercenary_display: [bud, sparks]
  mercenary_deck: [drifter]
  mercenary_discard: []
""")
    faction = state.factions[0]
    assert (faction.hand, faction.played, faction.mercenaries) == (["calyx", "vesana"], ["oryn"], ["birdie"])
    assert (state.row[0].enemy, state.row[0].damage) == ("hollow_man", 1) and state.graveyard == ["drowsy_watchman"]
    assert (state.turn_card, state.turn_discard) == ("hero:0", ["enemy"])
    assert state.mercenary_display[:2] == ["bud", "sparks"] and state.mercenary_deck[-1] == "drifter"
