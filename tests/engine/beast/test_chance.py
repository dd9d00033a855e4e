"""Issue 19, item 11, for Nature of the Beast: "Chance a file can script for every game, by named chance
points: every shuffle and deal, not only dice (after a reshuffle the next card comes from the seed)."
Its shuffles in play are a Troops deck taking a card back (`troops_deck`); its one other chance is a
Trick discarded at random (`random_discard`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import script
from game.engine.scenario import ScenarioError, load_scenario, run

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
KOZEL = """game: beast
seed: 1
options: {decks: [EXAMPLES/decks/the_examples_farm.yaml, forest]}
setup:
  turn: 0
  step: actions
  players:
    - pen: [{card: charming_pig}, {card: sneaky_horse}, {card: baron_kozel}]
"""
LOST_OPPORTUNITY = """game: beast
seed: 2
options: {decks: [city, forest]}
setup:
  turn: 0
  step: actions
  players:
    - hand: [lost_opportunity]
    - hand: [cornered, into_the_fray, righteous_shield]
"""


def write(tmp_path, text: str) -> Path:
    path = tmp_path / "scenario.yaml"
    path.write_text(text.replace("EXAMPLES", str(EXAMPLES)))
    return path


def test_a_deferred_recruit_is_shuffled_into_the_troops_as_the_file_says(tmp_path):
    """Turn 2: "I choose to spend an action to defer him; he is shuffled back into my Troops deck": the
    shuffle is the chance point troops_deck. Here the Jackrabbit comes out first, into the Pen space
    Kozel left, and Kozel lies under it, on top of the deck."""
    scenario = load_scenario(write(tmp_path, KOZEL + """chance:
  troops_deck: [[wily_jackrabbit, baron_kozel]]
commands:
  - {type: DeferRecruit, seat: 0, pen: 2}
  - expect: {state.players.0.pen.2.card: 0.wily_jackrabbit.1, state.players.0.troops.-1: 0.baron_kozel.1}
"""))
    run(scenario)


def test_what_the_file_leaves_open_still_comes_from_the_seed(tmp_path):
    games = []
    for chance in ("", "chance: {troops_deck: [[baron_kozel]]}\n"):
        scenario = load_scenario(write(tmp_path, KOZEL + chance + "commands:\n  - {type: DeferRecruit, seat: 0, pen: 2}\n"))
        run(scenario)
        games.append(scenario.engine.state)
    plain, scripted = games
    assert scripted.players[0].pen[2].card == "0.baron_kozel.1" != plain.players[0].pen[2].card
    assert plain.rng.state == scripted.rng.state               # the seed moved on the same
    rest = [[c for c in [r.card for r in s.players[0].pen] + s.players[0].troops if c != "0.baron_kozel.1"]
            for s in games]
    assert sorted(rest[0]) == sorted(rest[1])


def test_a_trick_discarded_at_random_is_the_one_the_file_names(tmp_path):
    """Lost Opportunity: "An opponent discards a Trick at random": the file says which."""
    scenario = load_scenario(write(tmp_path, LOST_OPPORTUNITY + """chance:
  random_discard: [[into_the_fray]]
commands:
  - {type: PlayEvent, seat: 0, card: 0.lost_opportunity.1, target: [1]}
  - expect: {state.players.1.trash: [1.into_the_fray.1], state.players.1.hand: [1.cornered.1, 1.righteous_shield.1]}
"""))
    run(scenario)


def test_a_scripted_card_that_is_not_there_fails_on_its_line(tmp_path, capsys):
    path = write(tmp_path, LOST_OPPORTUNITY + """chance:
  random_discard:
    - [airlift]
commands:
  - {type: PlayEvent, seat: 0, card: 0.lost_opportunity.1, target: [1]}
""")
    assert script.main([str(path)]) == 1
    assert "scenario.yaml:12: chance random_discard: airlift is not among the 3 cards to take from" in \
        capsys.readouterr().err


def test_one_random_discard_takes_one_card(tmp_path, capsys):
    path = write(tmp_path, LOST_OPPORTUNITY + """chance:
  random_discard: [[cornered, into_the_fray]]
commands:
  - {type: PlayEvent, seat: 0, card: 0.lost_opportunity.1, target: [1]}
""")
    assert script.main([str(path)]) == 1
    assert "chance random_discard: an outcome here is the one card taken, not 2" in capsys.readouterr().err


@pytest.mark.parametrize("point, card", [("troops_deck", "airlift"), ("random_discard", "stray_dog")])
def test_a_card_the_point_never_brings_is_refused_with_its_line(tmp_path, point, card):
    with pytest.raises(ScenarioError, match=f"scenario.yaml:11: chance: {point} never brings '{card}'"):
        load_scenario(write(tmp_path, LOST_OPPORTUNITY + f"chance:\n  {point}: [[{card}]]\n"))
