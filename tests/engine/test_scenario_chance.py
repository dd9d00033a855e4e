"""Issue 19, items 11 and 14: chance a scenario file scripts by named chance points (every shuffle
in play, not only the dice: after a reshuffle the next card comes from the file, not the seed), and
`script --events` printing only what happens from the file's own position on."""
from __future__ import annotations

import json

from game.engine import script
from game.engine.games import game_spec
from game.engine.planet.definitions import card_id
from game.engine.scenario import load_scenario, run

PLANET = """game: planet
seed: 3
players: 2
setup:
  turn: 0
  noah_pile: {size: 0}                 # every free Noah card under the Discard Pile
"""
NOAH = """game: noah
seed: 3
options: {factions: [silent_sentinels, gutter_kings], mission: blackout}
"""


def write(tmp_path, text: str):
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    return path


def run_text(tmp_path, text, capsys, *flags):
    status = script.main([str(write(tmp_path, text)), *flags])
    out, err = capsys.readouterr()
    return status, out, err


def test_every_game_with_shuffles_in_play_names_its_chance_points():
    assert set(game_spec("planet").chance_points) == {"noah_pile", "plant_pile"}
    assert set(game_spec("noah").chance_points) == {"turn_deck", "mercenary_deck"}
    assert set(game_spec("beast").chance_points) == {"troops_deck", "random_discard"}


def test_after_the_discard_pile_is_shuffled_the_next_cards_come_from_the_file(tmp_path):
    """Setup: "If lacking Noah Cards, then Discard Pile gets reset": the reshuffle is the chance point
    noah_pile, and the file says which cards come out on top."""
    scenario = load_scenario(write(tmp_path, PLANET + """chance:
  noah_pile: [[koala, rabbit]]
commands:
  - {type: Search, seat: 0}
"""))
    run(scenario)
    assert [card_id(c) for c in scenario.engine.state.searched] == ["koala", "rabbit"]


def test_what_the_file_leaves_open_still_comes_from_the_seed(tmp_path):
    plain = load_scenario(write(tmp_path, PLANET + "commands:\n  - {type: Search, seat: 0}\n"))
    run(plain)
    scripted = load_scenario(write(tmp_path, PLANET + """chance: {noah_pile: [[koala]]}
commands:
  - {type: Search, seat: 0}
"""))
    run(scripted)
    below = [c for c in plain.engine.state.noah_pile + plain.engine.state.searched if card_id(c) != "koala"]
    again = [c for c in scripted.engine.state.noah_pile + scripted.engine.state.searched if card_id(c) != "koala"]
    assert card_id(scripted.engine.state.searched[0]) == "koala"
    assert sorted(below) == sorted(again)
    assert scripted.engine.state.rng.state == plain.engine.state.rng.state     # the seed moved on the same


def test_a_card_that_was_not_shuffled_there_is_reported_on_its_line(tmp_path, capsys):
    status, _, err = run_text(tmp_path, PLANET.replace("  turn: 0\n", "  turn: 0\n  players: [{hand: [african_elephant]}]\n")
                              + """chance:
  noah_pile:
    - [african_elephant]
commands:
  - {type: Search, seat: 0}
""", capsys)
    assert status == 1 and "scenario.yaml:10: chance noah_pile: african_elephant is not among the" in err


def test_a_scripted_shuffle_that_never_happens_fails_the_run(tmp_path, capsys):
    status, _, err = run_text(tmp_path, PLANET + "chance:\n  plant_pile: [[fig]]\n", capsys)
    assert status == 1 and "scenario.yaml:8: chance plant_pile: this shuffle never happened" in err


def test_an_unknown_point_or_card_is_refused_with_its_line(tmp_path, capsys):
    status, _, err = run_text(tmp_path, PLANET + "chance:\n  dice: [[1]]\n", capsys)
    assert status == 2 and "scenario.yaml:8: chance has no point 'dice'" in err and "noah_pile, plant_pile" in err
    status, _, err = run_text(tmp_path, PLANET + "chance:\n  plant_pile: [[rabbit]]\n", capsys)
    assert status == 2 and "scenario.yaml:8: chance: plant_pile never brings 'rabbit'" in err
    status, _, err = run_text(tmp_path, PLANET + "chance:\n  plant_pile: [fig]\n", capsys)
    assert status == 2 and "lists the outcomes of its next shuffles" in err


def test_noah_scripts_the_turn_deck_of_the_next_round_beside_the_dice(tmp_path, capsys):
    """"A round is over when the turn card deck runs out": the new round's shuffle is the chance point
    turn_deck; the file says which turn card comes first."""
    text = NOAH + """setup:
  turn: 0
  turn_deck: []
chance:
  turn_deck: [["hero:1", enemy]]
  dice: [{damage: blank, crescents: 0}]
commands:
  - {type: EndTurn, seat: 0}
  - expect: {state.turn_card: "hero:1", state.round: 2}
"""
    status, _, err = run_text(tmp_path, text, capsys)
    assert status == 0, err


def test_events_start_at_the_files_own_position(tmp_path, capsys):
    """Item 14: with a setup: section the seed's own deal never happened in this game: no TurnStarted for
    the seat the seed would have begun with, only what the commands do; without one, the deal comes first."""
    status, _, err = run_text(tmp_path, PLANET.replace("turn: 0", "turn: 1") + "commands:\n  - {type: Plant, seat: 1}\n",
                              capsys, "--events")
    events = [json.loads(line) for line in err.splitlines()]
    assert status == 0 and events[0]["type"] == "ActionSpent" and events[0]["seat"] == 1
    assert not any(e["type"] in ("CardsDealt", "TurnStarted") for e in events)
    status, _, err = run_text(tmp_path, "game: planet\nseed: 3\n", capsys, "--events")
    assert status == 0 and json.loads(err.splitlines()[0])["type"] == "CardsDealt"


def test_a_beast_file_with_a_setup_prints_no_first_player_draw(tmp_path, capsys):
    """Item 14 in Nature of the Beast: the seed's draw for the first player and its first turn never
    happened in a game whose file states its own position."""
    text = "game: beast\nseed: 3\nsetup:\n  turn: 1\n  step: actions\ncommands:\n  - {type: PassAction, seat: 1}\n"
    status, _, err = run_text(tmp_path, text, capsys, "--events")
    assert status == 0 and [json.loads(line)["type"] for line in err.splitlines()] == ["ActionSpent"]
