"""A scenario's `setup:` can state any position the rules can reach, and refuses every other one with
its line: a card of the wrong kind in a zone, a Legend under a Leader or in two Fields, two Leaders in
a Field, a Leader on a Leader in the Pen, two cards on one space (docs/SCENARIOS.md)."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import FinishPreparation
from game.engine.scenario import ScenarioError, load_scenario, run
from tests.engine.beast.scenario import do, mix, stacked

EVERYTHING = mix("farm", "city", "resourceful", "tricky")
FIELD = [{"card": "stubborn_mule", "row": 0, "col": 0}]


@pytest.mark.parametrize("seat, words", [
    ({"field": [{"card": "fifteen_minutes", "row": 0, "col": 0}]}, "Fifteen Minutes is an Event: only animals stand"),
    ({"field": [{"card": "old_farmer", "row": 0, "col": 0}]}, "Old Farmer is a Human: only animals stand"),
    ({"field": [{"card": "the_schemer", "row": 0, "col": 0}]}, "The Schemer is a Leader: only animals stand"),
    ({"field": [{"card": "stubborn_mule", "row": 0, "col": 0, "leader": "field_mouse"}]},
     "Field Mouse is an animal: only a Leader card goes under an animal"),
    ({"field": [{"card": "stubborn_mule", "row": 0, "col": 0, "items": ["corn_field"]}]},
     "Corn Field is a Location: only Items are equipped"),
    ({"locations": [{"card": "bullhorn", "row": 0, "col": 0}]}, "Bullhorn is an Item: only Locations"),
    ({"humans": [{"card": "stubborn_mule", "row": 0}]}, "Stubborn Mule is an animal: only Humans"),
    ({"pen": [{"card": "airlift"}]}, "Airlift is an Event: the Pen holds Troops"),
    ({"hand": ["stubborn_mule"]}, "Stubborn Mule is an animal: a hand holds Tricks"),
    ({"troops": ["airlift"]}, "Airlift is an Event: the Troops deck holds animals and Leaders"),
    ({"tricks": ["the_schemer"]}, "The Schemer is a Leader: the Tricks deck holds"),
    ({"field": [{"card": "bessie", "row": 0, "col": 0, "leader": "the_schemer"}]},
     "Legends cannot have a Leader card attached to them!"),
    ({"pen": [{"card": "bessie", "leader": "the_schemer"}]}, "Legends cannot have a Leader card attached to them!"),
    ({"pen": [{"card": "the_propagandist", "leader": "the_schemer"}]}, "a second Leader on a Leader"),
    ({"pen": [{"card": "stubborn_mule", "leader": "the_schemer", "face_up": False}]}, "an animal on a Leader is face up"),
    ({"field": [{"card": "stubborn_mule", "row": 0, "col": 0, "leader": "the_schemer"},
                {"card": "charming_pig", "row": 0, "col": 1, "leader": "the_propagandist"}]},
     "Only ONE Leader can be in play in your Field"),
    ({"field": FIELD + [{"card": "charming_pig", "row": 0, "col": 0}]}, "row 0, col 0 already holds an animal"),
    ({"locations": [{"card": "corn_field", "row": 0, "col": 0}, {"card": "county_fair", "row": 0, "col": 0}]},
     "already holds a Location"),
    ({"humans": [{"card": "old_farmer", "row": 0}, {"card": "veterinarian", "row": 0}]}, "already has its Human"),
    ({"pen": [{"card": "field_mouse"}, {"card": "field_mouse"}, {"card": "stubborn_mule"}, {"card": "hungry_goat"}]},
     "the Pen has 3 spaces"),
])
def test_an_impossible_setup_is_refused_with_a_sentence(seat, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace("!", "!")):
        stacked({"players": [seat]}, decks=(EVERYTHING, "forest"))


def test_the_same_legend_in_two_fields_is_refused():
    # "Only one copy of any particular Legend can be in play in ANY Field."
    with pytest.raises(ValueError, match="Bessie\" is in seat 0's Field already"):
        stacked({"players": [{"field": [{"card": "bessie", "row": 0, "col": 0}]},
                             {"field": [{"card": "bessie", "row": 1, "col": 1}]}]}, decks=("farm", "farm"))


def test_limited_leadership_refuses_a_leader_in_each_teammates_field():
    field = [{"card": "wily_jackrabbit", "row": 0, "col": 0, "leader": "the_propagandist"}]
    with pytest.raises(ValueError, match="Limited Leadership allows one"):
        stacked({"players": [{"field": field}, {}, {"field": field}, {}]}, decks=("farm", "forest", "farm", "forest"),
                variant="doubles", subvariants=["limited_leadership"])


def test_every_impossible_setup_names_its_own_line(tmp_path):
    path = tmp_path / "bessie_at_rank_9.yaml"
    path.write_text("game: beast\nseed: 1\nsetup:\n  players:\n    - field:\n"
                    "        - {card: bessie, row: 0, col: 0, leader: the_propagandist}\n"
                    "      hand: [field_mouse]\n"
                    "commands: []\n")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert [(p.line, p.message.split(":")[0]) for p in caught.value.problems][:2] == [
        (6, '"Bessie" is a Legend'), (7, "Field Mouse is an animal")]


def test_a_possible_setup_still_plays():
    engine = stacked({"turn": 0, "players": [{"field": [{"card": "wily_jackrabbit", "row": 0, "col": 0, "leader": "the_schemer",
                                              "items": ["bullhorn"]}],
                                   "pen": [{"card": "stubborn_mule", "leader": "the_propagandist"}],
                                   "locations": [{"card": "corn_field", "row": 0, "col": 0}],
                                   "humans": [{"card": "old_farmer", "row": 1}], "hand": ["airlift"],
                                   "troops": ["field_mouse"], "tricks": ["fifteen_minutes"], "trash": ["bessie"]}]},
                     decks=(EVERYTHING, "forest"))
    do(engine, FinishPreparation(0))
    assert engine.legal_commands(0)


def test_a_scenario_seats_six_players(tmp_path):
    path = tmp_path / "six.yaml"
    path.write_text("game: beast\nseed: 2\nplayers: 6\nsetup:\n  turn: 5\n  step: actions\n  players:\n"
                    "    - {}\n    - {}\n    - {}\n    - {}\n    - {}\n"
                    "    - field: [{card: grizzly_bear, row: 0, col: 1}]\n"
                    "commands:\n  - {type: DeclareBattle, seat: 5, row: 0, col: 1, foe: 4, foe_row: 0, foe_col: 0,"
                    " refused: \"no opposing animal\"}\n"
                    "expect: {active_seats: [5], view.5.players.5.field.0.1.card: 5.grizzly_bear.1}\n")
    scenario = load_scenario(path)
    run(scenario)
    assert len(scenario.engine.state.players) == 6
