"""The player's deck library (game/decks.py) and `ark-table deck`: decks kept as YAML files in the data
folder, listed, loaded, saved atomically, copied, renamed, deleted, made from any two blocks, and
checked with exit codes."""
from __future__ import annotations

from pathlib import Path

import pytest

from game import deck_cli
from game.decks import DeckLibrary, decks_dir, file_name
from game.engine.beast.decks import DeckError, DeckList
from game.userdirs import data_dir

ROOT = Path(__file__).resolve().parents[1]
BIRDS = ROOT / "examples" / "decks" / "for_the_birds.yaml"
TOO_MUCH = ROOT / "tests" / "fixtures" / "decks" / "too_much.yaml"


def test_decks_live_in_the_players_data_folder():
    assert decks_dir() == data_dir() / "decks"
    assert DeckLibrary().folder == decks_dir() and DeckLibrary().entries() == []


def test_a_deck_is_kept_in_a_file_named_after_it():
    assert file_name("For the Birds") == "for_the_birds.yaml"
    assert file_name("Kozel and his Merry Men!") == "kozel_and_his_merry_men.yaml"
    assert file_name("../../etc") == "etc.yaml" and file_name("***") == "deck.yaml"
    assert file_name("CON") == "con_deck.yaml"


def test_save_load_and_list(tmp_path):
    library = DeckLibrary(tmp_path)
    deck = DeckList("For the Birds", {"barn_owl": 2, "airlift": 1})
    path = library.save(deck)
    assert path == tmp_path / "for_the_birds.yaml" and list(tmp_path.iterdir()) == [path]   # no temporary left
    assert library.load("For the Birds") == deck and library.load("for_the_birds") == deck
    [entry] = library.entries()
    assert (entry.name, entry.size, entry.troops) == ("For the Birds", 3, 2)
    assert "needs at least 9 to win" in entry.problems[0].message       # saved while being built
    assert library.check(DeckList("x", {"barn_owl": 3, "murder_of_crows": 3}), "rush") == []


def test_a_name_taken_is_kept_unless_replacing(tmp_path):
    library = DeckLibrary(tmp_path)
    library.save(DeckList("Birds", {"barn_owl": 2}))
    with pytest.raises(DeckError, match="already a deck called 'Birds'"):
        library.save(DeckList("birds", {"red_fox": 1}), replace=False)
    library.save(DeckList("Birds", {"red_fox": 1}))
    assert library.load("Birds").cards == {"red_fox": 1}


def test_copy_rename_delete(tmp_path):
    library = DeckLibrary(tmp_path)
    library.save(DeckList("Birds", {"barn_owl": 2}))
    library.copy("Birds", "More Birds")
    assert library.names() == ["Birds", "More Birds"]
    with pytest.raises(DeckError, match="already a deck"):
        library.copy("Birds", "more birds")
    library.rename("More Birds", "Flock")
    assert library.names() == ["Birds", "Flock"] and not (tmp_path / "more_birds.yaml").exists()
    library.rename("Flock", "FLOCK")                # the same file: the name inside changes
    assert library.names() == ["Birds", "FLOCK"]
    library.delete("Birds")
    assert library.names() == ["FLOCK"]
    with pytest.raises(DeckError, match="no deck called 'Birds'"):
        library.load("Birds")


def test_any_habitat_block_with_any_style_block_in_one_call(tmp_path):
    library = DeckLibrary(tmp_path)
    deck = library.from_blocks("suburbs", "dark")
    assert deck.name == "Suburbs & Dark" and deck.size == 69 and library.check(deck) == []
    library.save(deck)
    assert library.from_blocks("suburbs", "dark").name == "Suburbs & Dark 2"
    with pytest.raises(ValueError, match="Habitat blocks are"):
        library.from_blocks("jungle", "dark")


def test_a_file_that_is_no_deck_is_listed_with_its_problem(tmp_path):
    (tmp_path / "broken.yaml").write_text("name: [\n")
    [entry] = DeckLibrary(tmp_path).entries()
    assert entry.size == 0 and "broken" in entry.problems[0].message
    with pytest.raises(DeckError):
        DeckLibrary(tmp_path).load("broken")


# --- ark-table deck -------------------------------------------------------------------------------------
def test_deck_check_exits_0_for_a_good_deck_and_1_with_the_problems(capsys):
    assert deck_cli.main(["check", str(BIRDS)]) == 0
    assert "good for the standard game" in capsys.readouterr().out
    assert deck_cli.main(["check", str(TOO_MUCH)]) == 1
    out, err = capsys.readouterr()
    assert "4 problem(s)" in out and f"{TOO_MUCH}:4: Barn Owl is in the deck 4 times" in err


def test_deck_check_knows_the_variant(tmp_path, capsys):
    path = tmp_path / "six.yaml"
    path.write_text("name: Six\ncards: {barn_owl: 3, murder_of_crows: 3}\n")
    assert deck_cli.main(["check", str(path)]) == 1
    assert deck_cli.main(["check", str(path), "--variant", "rush"]) == 0


def test_deck_new_and_list(capsys):
    assert deck_cli.main(["new", "--habitat", "farm", "--style", "combat", "--name", "Old MacDonald"]) == 0
    assert deck_cli.main(["list"]) == 0
    out = capsys.readouterr().out
    assert "Old MacDonald" in out and "good" in out
    assert deck_cli.main(["check", "Old MacDonald"]) == 0
    assert "farm and combat blocks as printed" in capsys.readouterr().out


def test_deck_list_names_a_count_past_any_deck_without_expanding_it(tmp_path, capsys):
    (tmp_path / "huge.yaml").write_text("name: Huge\ncards:\n  stray_dog: 18446744073709551616\n")
    assert deck_cli.main(["--folder", str(tmp_path), "list"]) == 0
    assert "the count is a whole number from 1 to 70" in capsys.readouterr().out
    assert deck_cli.main(["--folder", str(tmp_path), "check", str(tmp_path / "huge.yaml")]) == 1
