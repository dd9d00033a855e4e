"""The card pool (section VI): every block as the rulebook lists it, the examples' numbers, and card
files checked with file and line."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.beast.cards import check_cards, load_cards
from game.engine.beast.definitions import AnimalDef

CARDS = load_cards()
BOOK = (Path(__file__).resolve().parents[3].parent / "shared" / "rulebooks" / "nature-of-the-beast-rulebook.txt")


def by_name(name: str):
    return next(c for c in CARDS.cards.values() if c.name == name)


def test_the_pool_is_276_cards_in_eight_blocks():
    sizes = {b: sum(CARDS.cards[c].count for c in ids) for b, ids in CARDS.blocks.items()}
    assert sizes == {"city": 39, "farm": 39, "forest": 39, "suburbs": 39,
                     "resourceful": 30, "dark": 30, "combat": 30, "tricky": 30}


def test_every_habitat_has_three_legends_fifteen_animals_two_humans():
    for block in ("city", "farm", "forest", "suburbs"):
        cards = [CARDS.cards[c] for c in CARDS.blocks[block]]
        assert sum(1 for c in cards if isinstance(c, AnimalDef) and c.legend) == 3
        assert sum(1 for c in cards if isinstance(c, AnimalDef) and not c.legend and c.count == 2) == 15
        assert sum(1 for c in cards if c.kind == "human") == 2


@pytest.mark.parametrize("name, traits", [
    ("Stubborn Mule", {"rank": 3, "combat": 3, "clout": 1}), ("Wily Jackrabbit", {"rank": 6, "clout": 2}),
    ("Field Mouse", {"clout": 1}), ("Charming Pig", {"rank": 4, "clout": 4}), ("Sneaky Horse", {"clout": 3}),
    ('"Baron Kozel"', {"rank": 10, "legend": True}), ("Hungry Goat", {"clout": 2}), ("Old Hound Dog", {"rank": 5}),
    ("Stray Dog", {"combat": 3}), ("Playful 'Possum", {"combat": 2}), ("Grizzly Bear", {"combat": 8}),
    ('"Arco"', {"combat": 4, "legend": True}), ("The Schemer", {"rank": 1}), ("Bullhorn", {"favor": 1}),
    ("Under the Chicken Coop", {"rank": 6, "habitat": "farm"}), ('"Bessie"', {"legend": True})])
def test_the_examples_numbers(name, traits):
    card = by_name(name)
    assert {k: getattr(card, k) for k in traits} == traits


def test_every_card_the_block_lists_name_exists():
    names = {c.name.strip('"').lower() for c in CARDS.cards.values()}
    if not BOOK.exists():
        pytest.skip("the rulebook is not beside the project")
    text = BOOK.read_text()
    section = text[text.index("Starting Blocks - Default Habitats"):text.index("VII. Gameplay Variants")]
    for line in section.splitlines():
        if not line.startswith("• ") or ":" not in line:
            continue
        for item in line.split(":", 1)[1].split(","):
            name = item.strip().split(") ", 1)[-1].strip().strip('"').lower()
            name = {"unexpected ally": "unexpected allies"}.get(name, name)   # ruling B22
            assert name in names, name


def test_a_card_naming_an_unknown_op_fails_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("block: farm\ntype: habitat\nname: Farm\ncards:\n"
                   "  - {id: x, name: X, kind: animal, size: tiny, rank: 1, combat: 1, clout: 1, cunning: 1,\n"
                   "     vectors: [n], text: t, use: {ops: [{op: teleport}]}}\n")
    problems = check_cards([bad])
    assert any(p.line == 6 and "teleport" in p.message for p in problems)
    assert any("holds 1 cards" in p.message for p in problems)


def test_a_card_with_text_but_no_ops_is_refused(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("block: dark\ntype: style\nname: Dark\ncards:\n  - {id: x, name: X, kind: item, favor: 1, text: Shiny.}\n")
    assert any("every card must be playable" in p.message for p in check_cards([bad]))


@pytest.mark.parametrize("kind, words", [("{animal: 1}", "a mapping"), ("[animal]", "a list"), ("plant", "one of")])
def test_a_kind_that_is_no_word_of_the_list_is_one_problem_not_a_traceback(tmp_path, kind, words):
    bad = tmp_path / "bad.yaml"
    bad.write_text("block: farm\ntype: habitat\nname: Farm\ncards:\n"
                   f"  - {{id: x, name: X, kind: {kind}, size: tiny, rank: 1, combat: 0, clout: 1, cunning: 1,\n"
                   "     vectors: [n]}\n")
    problems = check_cards([bad])
    assert [p.line for p in problems] == [5] and words in problems[0].message and "kind" in problems[0].message


@pytest.mark.parametrize("command", [["cards", "check", "--game", "beast"], ["play", "--game", "beast", "--frames", "1"],
                                     ["script", "examples/beast_turn_1.yaml"]])
def test_a_kind_given_as_a_mapping_is_a_line_in_cards_check_script_and_play(tmp_path, command):
    # issue 19, item 17: "A card file whose `kind:` is a mapping or a list is a TypeError traceback in
    # `cards check`, `script` and `play --game beast`"
    import os
    import shutil
    import subprocess
    import sys
    root = Path(__file__).resolve().parents[3]
    shutil.copytree(root / "cards" / "beast", tmp_path / "beast")
    farm = tmp_path / "beast" / "habitats" / "farm.yaml"
    text = farm.read_text()
    farm.write_text(text.replace("id: bessie, name: '\"Bessie\"', kind: animal", "id: bessie, name: '\"Bessie\"', kind: {animal: 1}"))
    line = 1 + farm.read_text()[:farm.read_text().index("kind: {animal: 1}")].count("\n")
    env = {**os.environ, "ARK_TABLE_CARDS": str(tmp_path), "ARK_TABLE_HOME": str(tmp_path / "home"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-m", "game", *command], cwd=root, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode in (1, 2) and "Traceback" not in result.stderr
    assert f"{farm}:{line}: a card: kind must be text, not a mapping" in result.stderr


@pytest.mark.parametrize("ids, words", [(("Big Cat",), "lower-case letters"), (("cat", "cat"), "used twice")])
def test_a_card_id_is_checked_as_every_game_checks_it(tmp_path, ids, words):
    bad = tmp_path / "bad.yaml"
    cards = "".join(f"  - {{id: {i!r}, name: X, kind: item, favor: 1, text: Shiny., use: {{ops: [{{op: draw, count: 1}}]}}}}\n"
                    for i in ids)
    bad.write_text("block: dark\ntype: style\nname: Dark\ncards:\n" + cards)
    problems = [p for p in check_cards([bad]) if "the id" in p.message]
    assert [(p.line, words in p.message) for p in problems] == [(4 + len(ids), True)]
