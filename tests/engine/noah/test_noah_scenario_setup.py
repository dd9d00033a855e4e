"""A scenario's setup is data from outside: each value is checked against the rules' own bounds and every
problem names its file and line; what a setup replaces goes back where it can be drawn again."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.engine import scenario, script
from game.engine.noah.rules import NOAH
from game.engine.noah.turns import turn_cards

BAD = Path(__file__).resolve().parents[2] / "fixtures" / "bad_inputs"
CARDS = NOAH.cards
HEAD = "game: noah\nseed: 3\noptions: {factions: [silent_sentinels, gutter_kings], mission: blackout}\nsetup:\n"


def problems_of(tmp_path, setup: str) -> list[str]:
    path = tmp_path / "scenario.yaml"
    path.write_text(HEAD + setup)
    try:
        scenario.load_scenario(path)
    except scenario.ScenarioError as exc:
        return [str(p) for p in exc.problems]
    return []


def loaded(tmp_path, setup: str):
    path = tmp_path / "scenario.yaml"
    path.write_text(HEAD + setup)
    return scenario.load_scenario(path).engine


@pytest.mark.parametrize("setup, line, words", [
    ("  factions:\n    - {ability: 99}\n", 6, "ability must be at most"),
    ("  factions:\n    - {health: 0}\n", 6, "health must be at least 1"),
    ("  factions:\n    - {health: 3, corruption: 3}\n", 6, "must stay above corruption"),
    ("  factions:\n    - {corruption: 5}\n    - {health: 2, corruption: 2}\n", 7, "must stay above corruption"),
    ("  factions:\n    - {energy: 40}\n", 6, "energy must be at most"),
    ("  factions:\n    - {hand: [calyx, calyx, calyx, vesana, vesana, vesana, erevane, oryn, noctavia]}\n", 6,
     "hand limit"),
    ("  factions:\n    - {mercenaries: [bud, bud, bud]}\n", 6, "copies of the Mercenary bud"),
    ("  mercenary_display: [bud]\n  factions:\n    - {mercenaries: [bud]}\n", 5, "copies of the Mercenary bud"),
    ("  mercenary_display: [birdie, bud, drifter, sparks, birdie, bud, drifter, sparks, birdie, bud]\n", 5,
     "at most 4"),
    ("  mercenary_deck: [[birdie]]\n", 5, "card ids"),
    ("  row:\n    - {enemy: hollow_man, face_up: false}\n", 6, "first position is always face up"),
    ("  row: []\n", 5, "not none"),
    ("  row:\n    - {enemy: hollow_man}\n    - {enemy: somnambulist, face_up: false, damage: 2}\n", 7,
     "face-down Enemy has no damage"),
    ("  row:\n    - {enemy: hollow_man, damage: 50}\n", 6, "would already be defeated"),
    ("  row:\n    - {enemy: hollow_man}\n    - {enemy: hollow_man, face_up: false}\n", 7, "listed twice"),
    ("  turn_deck: [enemy, enemy, enemy, enemy]\n", 5, "turn deck holds 4 enemy"),
    ("  turn_deck: [\"hero:7\"]\n", 5, "not a turn card"),
    ("  dial_position: 99\n", 5, "pointer must stay in phase 1"),
    ("  turn: 5\n", 5, "no seat 5"),
])
def test_each_setup_value_outside_the_rules_is_a_problem_with_its_line(tmp_path, setup, line, words):
    problems = problems_of(tmp_path, setup)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{tmp_path / 'scenario.yaml'}:{line}: ") and words in problems[0], problems[0]


def test_a_setup_within_the_rules_is_accepted(tmp_path):
    e = loaded(tmp_path, "  turn: 1\n  factions:\n    - {health: 5, corruption: 4, energy: 9, ability: 3}\n"
                         "  mercenary_display: [bud, sparks]\n  row:\n    - {enemy: hollow_man, damage: 1}\n"
                         "    - {enemy: somnambulist, face_up: false}\n  dial_position: 2\n")
    faction = e.state.factions[0]
    assert (faction.health, faction.corruption, faction.energy, faction.ability) == (5, 4, 9, 3)
    assert e.state.turn.seat == 1 and e.state.dial_position == 2
    assert [s.enemy for s in e.state.row] == ["hollow_man", "somnambulist"]


@pytest.mark.parametrize("setup", [
    "  mercenary_display: [bud, sparks]\n",
    "  mercenary_deck: [bud, birdie]\n",
    "  mercenary_display: [drifter]\n  mercenary_deck: [bud]\n  factions:\n    - {mercenaries: [sparks]}\n",
    "  factions:\n    - {mercenaries: [bud]}\n    - {mercenaries: [wildcat, wildcat]}\n",
    "  row:\n    - {enemy: hollow_man}\n  enemy_deck: [somnambulist]\n  turn_deck: [enemy, \"hero:1\"]\n",
])
def test_every_card_stays_in_exactly_one_place_after_a_setup(tmp_path, setup):
    s = loaded(tmp_path, setup).state
    mercs = s.mercenary_deck + s.mercenary_display + s.mercenary_discard + [m for f in s.factions for m in f.mercenaries]
    assert Counter(mercs) == Counter({m.id: m.count for m in CARDS.mercenaries.values()})
    placed = s.enemy_deck + [r.enemy for r in s.row] + s.graveyard
    assert len(placed) == len(set(placed)) == s.enemies_total
    assert Counter(s.turn_deck + s.turn_discard + ([s.turn_card] if s.turn_card else [])) == \
        Counter(turn_cards(len(s.factions), s.harder))


@pytest.mark.parametrize("name", sorted(p.name for p in BAD.glob("scenario_*.yaml")))
def test_each_reported_bad_scenario_names_file_and_line_and_exits_2(name, capsys):
    assert script.main([str(BAD / name)]) == 2
    err = capsys.readouterr().err
    assert f"{BAD / name}:" in err and "Traceback" not in err


# --- issue 19, item 13: the NOAH setups that were refused though legal, or changed the game silently ---
def enemies_of(state) -> list[str]:
    return [slot.enemy for slot in state.row] + state.enemy_deck + state.graveyard


def test_the_turn_deck_is_checked_against_the_turn_card_the_file_puts_in_play(tmp_path):
    """`turn_deck:` was checked against the turn card the seed drew (seed 3: hero:1) before
    `turn_card:` replaced it, so a legal setup was refused."""
    e = loaded(tmp_path, '  turn_card: enemy\n  turn_deck: ["hero:0", "hero:0", "hero:1", "hero:1", enemy]\n')
    assert e.state.turn_card == "enemy" and e.state.turn_deck[-1] == "hero:0" and e.state.turn_discard == []
    problems = problems_of(tmp_path, '  turn_card: enemy\n  turn_deck: [enemy, enemy]\n')
    assert len(problems) == 1 and ":6: the turn deck holds 2 enemy card(s); this game has 1 besides the one in play" \
        in problems[0]


@pytest.mark.parametrize("setup", [
    "  enemy_deck: [somnambulist, drowsy_watchman, whisperer]\n",
    "  row:\n    - {enemy: hollow_man}\n",
    "  row:\n    - {enemy: first_sleeper}\n",                       # a red Enemy the seed left in the box
    "  enemy_deck: [yawning_thing, sand_herald]\n  graveyard: [drowsing_giant]\n",
])
def test_listing_the_row_or_the_enemy_deck_keeps_the_missions_number_and_colours_of_enemies(tmp_path, setup):
    """`enemy_deck:` or `row:` made a mission's 12 Enemies 3 or 13: now the game holds the mission's
    Enemies of each colour; one the file names from the box takes the place of one of its colour."""
    s = loaded(tmp_path, setup).state
    enemies = enemies_of(s)
    assert len(enemies) == len(set(enemies)) == s.enemies_total == 12
    colours = Counter(CARDS.enemies[e].colour for e in enemies)
    assert colours == Counter(CARDS.missions["blackout"].enemies)
    for name in ("first_sleeper", "yawning_thing", "sand_herald", "drowsing_giant"):
        assert (name in enemies) == (name in setup)


def test_a_listed_enemy_deck_lies_on_top_and_the_rest_of_the_missions_enemies_follow_it(tmp_path):
    s = loaded(tmp_path, "  enemy_deck: [somnambulist, yawning_thing]\n").state
    assert s.enemy_deck[-2:] == ["yawning_thing", "somnambulist"]       # top card first in the file
    assert [slot.enemy for slot in s.row] == ["hollow_man", "pale_sleeper", "night_mare", "coma_choir"]


def test_an_enemy_in_the_graveyard_need_not_be_listed_in_the_enemy_deck(tmp_path):
    """An Enemy in `graveyard:` had to be in `enemy_deck:` too, or the file read "... is not one of this
    mission's Enemies", which it was."""
    s = loaded(tmp_path, "  enemy_deck: [somnambulist]\n  graveyard: [dream_eater]\n").state
    assert s.graveyard == ["dream_eater"] and "dream_eater" not in s.enemy_deck and len(enemies_of(s)) == 12
    s = loaded(tmp_path, "  graveyard: [hollow_man]\n").state      # the seed dealt it to Location 1
    assert s.graveyard == ["hollow_man"] and s.row[0].face_up and s.row[0].enemy != "hollow_man"
    assert len(s.row) == 4 and len(enemies_of(s)) == 12


@pytest.mark.parametrize("setup, line, words", [
    ("  row:\n    - {enemy: first_sleeper}\n    - {enemy: nightmare_king, face_up: false}\n"
     "    - {enemy: coma_choir, face_up: false}\n", 6, "the mission holds 2 red Enemies; the setup names 3"),
    ("  enemy_deck: [bloated_sailor]\n", 5, "bloated_sailor is not in this game's Enemy Box (sleepers)"),
    ("  enemy_deck: [somnambulist]\n  graveyard: [somnambulist]\n", 6,
     "somnambulist is listed twice (in the enemy deck and the graveyard)"),
    ("  graveyard: [nobody]\n", 5, "there is no Enemy 'nobody'"),
])
def test_an_impossible_enemy_setup_is_refused_on_its_line(tmp_path, setup, line, words):
    problems = problems_of(tmp_path, setup)
    assert len(problems) == 1 and problems[0].startswith(f"{tmp_path / 'scenario.yaml'}:{line}: ") \
        and words in problems[0], problems
