"""Card loading: each problem names the right file and line in a sentence; all problems at once."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.engine.cards.problems import CardError
from game.engine.noah.cards import check_cards, load_cards

CARDS = Path(__file__).resolve().parents[3] / "cards" / "noah"


@pytest.fixture
def cardset(tmp_path):
    root = tmp_path / "noah"
    shutil.copytree(CARDS, root)
    return root


def edit(path: Path, old: str, new: str, count: int = 1) -> int:
    """Replace the first occurrence(s) of `old`; returns the 1-based line where `new` begins."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    at = text.index(old)
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return text[:at].count("\n") + 1 + new[: max(0, len(new) - len(new.lstrip("\n")))].count("\n")


def line_of(path: Path, needle: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if needle in line)


def only_problem(root: Path):
    problems = check_cards([root])
    assert len(problems) == 1, "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.message.endswith(".") and len(problem.message.split()) >= 4
    return problem


def test_the_shipped_cards_have_no_problems():
    assert check_cards() == []
    assert check_cards([CARDS]) == []


def test_the_shipped_cards_load():
    cards = load_cards(CARDS)
    assert len(cards.factions) == 4
    assert all(sum(a.count for a in f.agents) == 14 for f in cards.factions.values())


def test_fourteen_action_cards_count_the_copies_of_an_agent():
    """"Each faction comes with a set of 14 unique Action cards" (Setup, step 8), while the Hero Turn
    example has Alex play 2 "Calyx" cards and keep "the third Vesana" (ruling R26)."""
    sentinels = load_cards(CARDS).factions["silent_sentinels"]
    counts = {agent.id: agent.count for agent in sentinels.agents}
    assert sum(counts.values()) == 14 and counts["calyx"] == 2 and counts["vesana"] == 3


def test_unknown_key(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    line = edit(box, "    colour: blue\n    health: 4\n", "    colour: blue\n    colr: blue\n    health: 4\n") + 1
    problem = only_problem(cardset)
    assert problem.file == str(box) and problem.line == line
    assert "unknown key 'colr'" in problem.message


def test_missing_field(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    start = line_of(box, "- id: hollow_man")
    edit(box, "    health: 4\n    damage: 1\n    trigger: reveal\n", "    damage: 1\n    trigger: reveal\n")
    problem = only_problem(cardset)
    assert problem.file == str(box) and problem.line == start
    assert "missing the required key 'health'" in problem.message


def test_wrong_type(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    health: 4\n", "    health: four\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(box, "health: four")
    assert "health must be a whole number" in problem.message


def test_duplicate_id(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "  - id: somnambulist\n", "  - id: hollow_man\n")
    problems = check_cards([cardset])
    duplicate = [p for p in problems if "used twice" in p.message]
    assert len(duplicate) == 1, problems
    assert duplicate[0].file == str(box)
    assert duplicate[0].line == line_of(box, "- id: hollow_man") + 9  # the second one
    assert "hollow_man" in duplicate[0].message and f"{box}:7" in duplicate[0].message


def test_duplicate_id_across_files(cardset):
    faction = cardset / "factions" / "gutter_kings.yaml"
    edit(faction, "  - id: brick\n", "  - id: calyx\n")
    problems = [p for p in check_cards([cardset]) if "used twice" in p.message]
    assert len(problems) == 1  # files are read in name order: gutter_kings.yaml claims calyx first
    assert problems[0].file.endswith("silent_sentinels.yaml")
    assert problems[0].line == line_of(cardset / "factions" / "silent_sentinels.yaml", "- id: calyx")
    assert f"{faction}:{line_of(faction, '- id: calyx')}" in problems[0].message


def test_unknown_effect_op(cardset):
    faction = cardset / "factions" / "silent_sentinels.yaml"
    edit(faction, "    base: [{op: deal_hits, amount: 1}]\n", "    base: [{op: deal_hitz, amount: 1}]\n")
    problem = only_problem(cardset)
    assert problem.file == str(faction) and problem.line == line_of(faction, "deal_hitz")
    assert "no effect operation 'deal_hitz'" in problem.message


def test_effect_op_of_the_wrong_family(cardset):
    faction = cardset / "factions" / "silent_sentinels.yaml"
    edit(faction, "    base: [{op: deal_hits, amount: 1}]\n", "    base: [{op: heal_enemies, amount: 1}]\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(faction, "heal_enemies") and "cannot be used here" in problem.message


def test_a_reward_may_recruit_a_mercenary_but_not_choose_an_enemy(cardset):
    """Rewards may hire a Mercenary ("Mercenaries can be recruited ... through a Reward"): each faction
    chooses in turn. A choice no faction could be asked for on its own, such as an Enemy to hit, is not
    a reward."""
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    reward: [{op: charge_energy, amount: 1}]\n    text: \"Reveal: :reality: +1.\"",
         "    reward: [{op: recruit_mercenary, free: true}]\n    text: \"Reveal: :reality: +1.\"")
    assert check_cards([cardset]) == []
    edit(box, "    reward: [{op: recover_health, amount: 1}]\n", "    reward: [{op: deal_hits, amount: 1}]\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(box, "reward: [{op: deal_hits") and "cannot be used here" in problem.message


def test_effect_op_with_a_bad_parameter(cardset):
    faction = cardset / "factions" / "silent_sentinels.yaml"
    edit(faction, "    base: [{op: deal_hits, amount: 1}]\n", "    base: [{op: deal_hits, amount: lots}]\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(faction, "amount: lots") and "amount must be a whole number" in problem.message


def test_missing_location_reference(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    locations: [toronto, sydney, mumbai, casablanca]\n", "    locations: [toronto, sydney, mumbai, atlantis]\n")
    problem = only_problem(cardset)
    assert problem.file == str(box) and problem.line == line_of(box, "- id: blackout")
    assert "'atlantis'" in problem.message and "does not exist" in problem.message


def test_missing_dial_reference(cardset):
    box = cardset / "enemy_boxes" / "drowned.yaml"
    text = box.read_text()
    at = text.index("  - id: high_water")
    box.write_text(text[:at] + text[at:].replace("dial: drowned_dial", "dial: no_dial", 1))
    problem = only_problem(cardset)
    assert problem.file == str(box) and problem.line == line_of(box, "- id: high_water")
    assert "'no_dial'" in problem.message


def test_faction_without_14_cards(cardset):
    faction = cardset / "factions" / "silent_sentinels.yaml"
    edit(faction, "    count: 3\n", "    count: 4\n")  # a fourth Vesana
    problem = only_problem(cardset)
    assert problem.file == str(faction) and problem.line == line_of(faction, "agents:")
    assert "14" in problem.message and "15" in problem.message


def test_broken_yaml_syntax(cardset):
    merc = cardset / "mercenaries.yaml"
    edit(merc, "    name: Birdie\n", "    name: Birdie: the bird\n")
    problem = only_problem(cardset)
    assert problem.file == str(merc) and problem.line == line_of(merc, "Birdie: the bird")
    assert "YAML is broken" in problem.message


def test_unclosed_bracket(cardset):
    faction = cardset / "factions" / "gutter_kings.yaml"
    edit(faction, "    base: [{op: deal_hits, amount: 1}]\n", "    base: [{op: deal_hits, amount: 1}\n")
    problem = only_problem(cardset)
    assert problem.file == str(faction)
    assert line_of(faction, "base: [{op: deal_hits, amount: 1}") <= problem.line <= \
        line_of(faction, "base: [{op: deal_hits, amount: 1}") + 3
    assert "YAML is broken" in problem.message


def test_key_written_twice(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    health: 4\n", "    health: 4\n    health: 5\n")
    # the whole file is unreadable, so other files' references into it are reported too
    problem = [p for p in check_cards([cardset]) if p.file == str(box)][0]
    assert problem.line == line_of(box, "health: 5") and "written twice" in problem.message


def test_value_out_of_range(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    health: 4\n", "    health: 0\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(box, "health: 0") and "at least 1" in problem.message


def test_mission_with_the_wrong_enemy_count(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    enemies: {blue: 6, orange: 4, red: 2}\n", "    enemies: {blue: 6, orange: 4, red: 3}\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(box, "{blue: 6, orange: 4, red: 3}") and "12" in problem.message


def test_dial_without_three_reds(cardset):
    box = cardset / "enemy_boxes" / "drowned.yaml"
    edit(box, "    # phase 2\n    - {kind: plain}\n", "    # phase 2\n    - {kind: red}\n")
    problems = check_cards([cardset])
    assert problems and all(p.file == str(box) for p in problems)
    assert any("three red" in p.message for p in problems)


def test_a_reality_loss_die_face_with_two_crescents_is_a_problem(cardset):
    """"If it shows the Reality Loss (crescent) symbol, the pointer chip on the Reality Loss tracker is
    turned one space clockwise" (The Enemy Turn): a face shows the one symbol or nothing."""
    core = cardset / "core.yaml"
    edit(core, "reality_loss: [1, 1, 1, 1, 0, 0]", "reality_loss: [1, 1, 1, 2, 0, 0]")
    problem = only_problem(cardset)
    assert problem.file == str(core) and problem.line == line_of(core, "reality_loss:")
    assert "1 (the crescent symbol) or 0 (blank)" in problem.message


def test_an_energy_space_giving_more_than_1_is_a_problem(cardset):
    """"Energy: Resets your Energy level to its previous value plus 1 during the third step of your
    turn" (Energy & Abilities): every Energy space gives plus 1."""
    faction = cardset / "factions" / "silent_sentinels.yaml"
    edit(faction, "  - {energy: 1}", "  - {energy: 2}")
    problem = only_problem(cardset)
    assert problem.file == str(faction) and problem.line == line_of(faction, "{energy: 2}")
    assert "energy must be at most 1" in problem.message


def test_every_energy_space_of_every_faction_gives_plus_1():
    """"Energy: Resets your Energy level to its previous value plus 1" (Energy & Abilities)."""
    for faction in load_cards(CARDS).factions.values():
        assert {space.energy for space in faction.ability_track} <= {0, 1}, faction.id


def test_several_problems_reported_at_once(cardset):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    faction = cardset / "factions" / "lantern_order.yaml"
    merc = cardset / "mercenaries.yaml"
    edit(box, "    health: 4\n", "    health: four\n")
    edit(faction, "emblem: ", "emblem_: ")
    edit(merc, "    effect: [{op: deal_hits, amount: 10}]\n", "    effect: [{op: deal_hits, amount: 10, aim: true}]\n")
    problems = check_cards([cardset])
    files = {Path(p.file).name for p in problems}
    assert {"sleepers.yaml", "lantern_order.yaml", "mercenaries.yaml"} <= files
    assert all(p.line > 0 for p in problems)


def test_load_cards_raises_one_error_listing_every_problem(cardset):
    edit(cardset / "enemy_boxes" / "sleepers.yaml", "    health: 4\n", "    health: four\n")
    edit(cardset / "mercenaries.yaml", "    name: Birdie\n", "    name: Birdie: the bird\n")
    with pytest.raises(CardError) as info:
        load_cards(cardset)
    assert len(info.value.problems) == 2
    text = str(info.value)
    assert "sleepers.yaml:" in text and "mercenaries.yaml:" in text and "Traceback" not in text


def test_garbage_file_is_a_problem_not_a_crash(cardset):
    (cardset / "factions" / "junk.yaml").write_bytes(b"\xff\xfe\x00garbage")
    problems = check_cards([cardset])
    assert any(p.file.endswith("junk.yaml") for p in problems)


def test_a_scalar_file_is_a_problem_not_a_crash(cardset):
    (cardset / "factions" / "gutter_kings.yaml").write_text("just words\n")
    problems = check_cards([cardset])
    assert any(p.file.endswith("gutter_kings.yaml") and "mapping" in p.message for p in problems)


def test_missing_core_is_reported(cardset):
    (cardset / "core.yaml").unlink()
    with pytest.raises(CardError, match="core.yaml"):
        load_cards(cardset)


# --- fuzz: any damage to the card files is reported, never a crash ----------------------------------
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_JUNK = [None, 0, -1, 5, 99, True, "x", "", [], {}, [1], {"a": 1}, "deal_hits", [{"op": "deal_hits"}],
         {"op": 3}, 1.5, ["red"], [{}]]


def _paths(node, path=()):
    if path:
        yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, path + (index,))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(picks=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), st.sampled_from(range(len(_JUNK))),
                                st.booleans()), min_size=1, max_size=3))
def test_damaged_card_files_give_problems_not_crashes(tmp_path_factory, picks):
    import yaml
    root = tmp_path_factory.mktemp("cards") / "noah"
    shutil.copytree(CARDS, root)
    files = sorted(root.rglob("*.yaml"))
    for file_pick, node_pick, junk, remove in picks:
        path = files[file_pick % len(files)]
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        spots = list(_paths(data))
        if not spots:
            continue
        where = spots[node_pick % len(spots)]
        parent = data
        for key in where[:-1]:
            parent = parent[key]
        if remove and isinstance(parent, dict):
            del parent[where[-1]]
        else:
            parent[where[-1]] = _JUNK[junk]
        path.write_text(yaml.safe_dump(data), encoding="utf-8")
    problems = check_cards([root])  # must not raise
    for problem in problems:
        assert isinstance(problem.line, int) and problem.message.endswith(".")


def test_cards_check_command_prints_problems_without_a_traceback(cardset):
    import subprocess
    import sys
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    colour: blue\n    health: 4\n", "    colour: blue\n    colr: blue\n    health: 4\n")
    result = subprocess.run([sys.executable, "-m", "game", "cards", "check", str(cardset)],
                            cwd=CARDS.parents[1], capture_output=True, text=True, timeout=120)
    output = result.stdout + result.stderr
    assert result.returncode == 1
    assert f"{box}:{line_of(box, 'colr: blue')}: " in output and "unknown key 'colr'" in output
    assert "Traceback" not in output


# --- every file from outside is data (issue 7) ---------------------------------------------------
def test_an_empty_card_file_is_a_problem(cardset):
    (cardset / "mercenaries.yaml").write_text("")
    problems = check_cards([cardset])
    assert any(p.file == str(cardset / "mercenaries.yaml") and "empty" in p.message for p in problems)


def test_a_billion_copies_of_a_mercenary_are_refused(cardset):
    merc = cardset / "mercenaries.yaml"
    edit(merc, "    count: 1\n", "    count: 1000000000\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(merc, "1000000000") and "count must be at most" in problem.message


def test_a_negative_effect_amount_is_refused(cardset):
    faction = cardset / "factions" / "lantern_order.yaml"
    edit(faction, "    base: [{op: lower_reality_loss, amount: 1}]\n", "    base: [{op: lower_reality_loss, amount: -2}]\n")
    problem = only_problem(cardset)
    assert problem.line == line_of(faction, "amount: -2") and "at least 0" in problem.message


@pytest.mark.parametrize("locations", ["[[toronto], [sydney], mumbai, casablanca]", "[{a: 1}, sydney, mumbai, casablanca]"])
def test_a_mission_whose_locations_are_not_ids_is_a_problem_not_a_crash(cardset, locations):
    box = cardset / "enemy_boxes" / "sleepers.yaml"
    edit(box, "    locations: [toronto, sydney, mumbai, casablanca]\n", f"    locations: {locations}\n")
    problems = check_cards([cardset])
    assert any("locations by their ids" in p.message for p in problems), problems


@pytest.mark.parametrize("command", [["sim", "--games", "1"], ["play", "--frames", "1"],
                                     ["script", "examples/alex_hero_turn.yaml"]])
def test_sim_play_and_script_with_broken_cards_print_the_problem_list(cardset, command):
    import os
    import subprocess
    import sys
    merc = cardset / "mercenaries.yaml"
    edit(merc, "    count: 1\n", "    count: 1000000000\n")
    env = {**os.environ, "ARK_TABLE_CARDS": str(cardset.parent), "SDL_VIDEODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-m", "game", *command], cwd=CARDS.parents[1], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    assert f"{merc}:{line_of(merc, '1000000000')}: " in result.stderr and "Traceback" not in result.stderr
