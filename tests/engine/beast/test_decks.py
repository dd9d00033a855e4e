"""Deck building (section VI): deck lists, the rulebook's four limits with a sentence at the line
concerned, the prebuilt decks allowed as printed (ruling B33), enough animals to win (B34), decks as
game options (B35) from files, scenarios and the sim."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import script, sim
from game.engine.beast.decks import (
    DeckError, DeckList, deck_problems, from_blocks, limit_problems, playable_deck_file, prebuilt_blocks,
    read_deck, read_deck_file,
)
from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from game.engine.scenario import ScenarioError, load_scenario, run

ROOT = Path(__file__).resolve().parents[3]
BIRDS = ROOT / "examples" / "decks" / "for_the_birds.yaml"
TOO_MUCH = ROOT / "tests" / "fixtures" / "decks" / "too_much.yaml"
CARDS = BEAST.cards


def test_a_deck_within_the_limits_passes():
    deck, problems = read_deck_file(BIRDS, CARDS)
    assert problems == [] and deck.name == "For the Birds" and deck.size == 43
    assert deck_problems(CARDS, deck) == []


def test_a_deck_past_every_limit_names_each_problem_and_its_line():
    deck, problems = read_deck_file(TOO_MUCH, CARDS)
    assert [(p.line, p.message) for p in problems] == [
        (4, "Barn Owl is in the deck 4 times; a deck holds at most 3 copies of any card."),
        (3, "the deck holds 71 cards; at most 70."),
        (3, "the deck holds 38 Troops (animals and Leaders); at most 30."),
        (16, "the deck holds 4 Leader cards (The Schemer 2, The Duelist 2); at most 3 of any kind."),
    ]
    with pytest.raises(DeckError) as caught:
        playable_deck_file(TOO_MUCH, CARDS)
    assert str(caught.value).startswith(f"{TOO_MUCH}:4: Barn Owl")


def test_a_prebuilt_habitat_and_style_deck_is_allowed_as_printed():
    deck = from_blocks(CARDS, "city", "tricky")
    troops = sum(n for card, n in deck.cards.items() if CARDS.cards[card].troop)
    assert troops == 34 and deck.size == 69                  # past the 30 Troops of a deck built from scratch
    assert prebuilt_blocks(CARDS, deck) == ("city", "tricky") and limit_problems(CARDS, deck) == []
    one_less = DeckList("Almost", {**deck.cards, "alley_cat": 1})
    assert prebuilt_blocks(CARDS, one_less) is None
    assert [p.message for p in limit_problems(CARDS, one_less)] == [
        "the deck holds 33 Troops (animals and Leaders); at most 30."]


def test_unknown_cards_and_bad_counts_are_named_with_their_lines(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("name: Bad\ncards:\n  barn_owel: 2\n  red_fox: 0\n  wild_turkey: two\n")
    deck, problems = read_deck_file(path, CARDS)
    assert deck is None
    assert [(p.line, p.message) for p in problems] == [
        (3, "there is no card 'barn_owel' (did you mean barn_owl?)."),
        (4, "Red Fox: the count is a whole number from 1 to 70 (the most a deck holds), not 0."),
        (5, "Wild Turkey: the count is a whole number from 1 to 70 (the most a deck holds), not 'two'."),
    ]
    path.write_text("name: X\ncards: [barn_owl]\nextra: 1\n")
    assert [p.line for p in read_deck_file(path, CARDS)[1]] == [3, 2]


def test_a_deck_needs_animals_enough_to_win_its_variant():
    deck = DeckList("Few", {"barn_owl": 3, "murder_of_crows": 3, "airlift": 2})
    assert deck_problems(CARDS, deck, "rush") == [] and deck_problems(CARDS, deck, "supply_line") == []
    assert [p.message for p in deck_problems(CARDS, deck)] == [
        "the deck holds 6 animals; the standard game needs at least 9 to win."]


# --- decks in games -----------------------------------------------------------------------------------
def test_a_deck_list_is_a_game_option_kept_whole_in_the_game():
    birds = read_deck_file(BIRDS, CARDS)[0].as_option()
    engine = Engine(BEAST, {"decks": [birds, "forest"]}, 3)
    assert engine.options["decks"][0] == birds and engine.state.players[0].deck == "For the Birds"
    cards = engine.state.players[0]
    every = cards.troops + cards.tricks + cards.hand + [r.card for r in cards.pen]
    assert len(every) == 43 and all(c.startswith("0.") for c in every)
    assert Engine.replay(BEAST, engine.options, 3, []).hash() == engine.hash()


def test_a_deck_option_past_the_limits_is_refused_with_a_sentence():
    deck, _ = read_deck_file(TOO_MUCH, CARDS)
    with pytest.raises(ValueError, match="Seat 2's deck 'Too Much': Barn Owl is in the deck 4 times"):
        Engine(BEAST, {"decks": ["farm", deck.as_option()]}, 1)


def test_a_deck_file_is_played_in_a_sim(capsys):
    assert sim.main(["--game", "beast", "--games", "1", "--decks", f"{BIRDS},forest"]) == 0
    assert "decks For the Birds v forest" in capsys.readouterr().out


def test_a_sim_names_the_problems_of_a_deck_file_with_their_lines(capsys):
    assert sim.main(["--game", "beast", "--games", "1", "--decks", f"{TOO_MUCH},forest"]) == 2
    assert f"{TOO_MUCH}:4: Barn Owl" in capsys.readouterr().err


def test_a_scenario_names_a_deck_file_beside_it(tmp_path):
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "birds.yaml").write_text(BIRDS.read_text())
    path = tmp_path / "scenario.yaml"
    path.write_text("game: beast\noptions: {decks: [decks/birds.yaml, forest]}\n"
                    "expect: {state.players.0.deck: For the Birds}\n")
    run(load_scenario(path))
    path.write_text("game: beast\noptions:\n  decks: [decks/nothing.yaml, forest]\n")
    with pytest.raises(ScenarioError, match="scenario.yaml:2: there is no deck file 'decks/nothing.yaml'"):
        load_scenario(path)
    (tmp_path / "decks" / "birds.yaml").write_text("name: Birds\ncards:\n  barn_owl: 4\n")
    path.write_text("game: beast\noptions: {decks: [decks/birds.yaml, forest]}\n")
    with pytest.raises(ScenarioError, match="birds.yaml:3: Barn Owl is in the deck 4 times"):
        load_scenario(path)


def test_read_deck_takes_a_plain_mapping_too():
    deck, problems = read_deck({"name": "  Two   words ", "cards": {"red_fox": 2}}, "", CARDS)
    assert problems == [] and deck.name == "Two words" and deck.cards == {"red_fox": 2}


# --- the deck-building screen's figures -------------------------------------------------------------
def test_the_card_pool_filters_by_block_kind_and_words():
    from game.engine.beast.decks import card_pool
    leaders = card_pool(CARDS, kinds=("leader",))
    assert [c.id for c in leaders] == ["the_propagandist", "the_taskmaster", "the_duelist", "the_schemer"]
    farm_humans = card_pool(CARDS, blocks=("farm",), kinds=("human",))
    assert [c.id for c in farm_humans] == ["old_farmer", "veterinarian"]
    assert [c.id for c in card_pool(CARDS, search="  DRAW two ")] == [c.id for c in card_pool(CARDS)
                                                                      if "draw two" in c.text.lower()
                                                                      or "draw two" in c.name.lower()]
    assert len(card_pool(CARDS)) == len(CARDS.cards)


def test_a_decks_figures_show_its_split_curves_and_limits():
    from game.engine.beast.decks import deck_figures
    figures = deck_figures(CARDS, read_deck_file(BIRDS, CARDS)[0])
    assert (figures["size"], figures["troops"], figures["tricks"]) == (43, 28, 15)
    assert figures["kinds"]["animal"] == 26 and figures["kinds"]["leader"] == 2
    assert sum(figures["rank_curve"]) == 26 == sum(figures["combat_curve"])
    assert all(limit["met"] for limit in figures["limits"].values()) and figures["prebuilt"] is None
    too_much = deck_figures(CARDS, read_deck_file(TOO_MUCH, CARDS)[0])
    assert {name for name, limit in too_much["limits"].items() if not limit["met"]} == \
        {"cards", "troops", "leaders", "copies"}
    printed = deck_figures(CARDS, from_blocks(CARDS, "farm", "resourceful"))
    assert printed["prebuilt"] == ["farm", "resourceful"] and printed["limits"]["troops"] == \
        {"value": 34, "maximum": 30, "met": True}


def test_blocks_joined_with_plus_keep_the_limits_but_a_habitat_and_a_style_as_printed():
    # "Maximum deck size: 70 cards ... Troops ... 30 cards ... Leader cards (any type): 3 total cards"
    # hold for every deck a game starts with; "Mix and match the different Habitat and Style blocks" is
    # the one exception (ruling B33)
    with pytest.raises(ValueError, match="129 cards; at most 70"):
        BEAST.normalize_options({"decks": ["farm+resourceful+tricky+combat", "forest"]})
    with pytest.raises(ValueError, match="78 cards; at most 70"):
        BEAST.normalize_options({"decks": ["farm+city", "forest"]})
    every_block = "+".join(["farm", "forest", "city", "suburbs", "resourceful", "dark", "combat", "tricky"])
    with pytest.raises(ValueError, match="276 cards"):
        BEAST.normalize_options({"decks": [every_block, "forest"]})
    assert BEAST.normalize_options({"decks": ["city+resourceful", "forest+tricky"]})["decks"] == [
        "city+resourceful", "forest+tricky"]


def test_a_block_deck_found_fit_is_kept_and_a_refused_one_is_refused_again():
    """Every new game checks its decks: a block deck found fit (with its variant) is not checked again,
    and a refusal is never kept."""
    for _ in range(2):
        with pytest.raises(ValueError, match="78 cards; at most 70"):
            BEAST.normalize_options({"decks": ["farm+city", "forest"]})
        assert BEAST.normalize_options({"decks": ["city+tricky", "forest"], "variant": "rush"})["decks"] == [
            "city+tricky", "forest"]
    assert ("city+tricky", "rush") in CARDS.playable and ("farm+city", "standard") not in CARDS.playable


def test_a_huge_count_is_refused_before_a_single_copy_is_made(tmp_path):
    huge = 18446744073709551616
    path = tmp_path / "huge.yaml"
    path.write_text(f"name: Huge\ncards:\n  stray_dog: {huge}\n  alley_cat: 2\n")
    deck, problems = read_deck_file(path, CARDS)
    assert deck is None and [(p.line, p.message) for p in problems] == [
        (3, f"Stray Dog: the count is a whole number from 1 to 70 (the most a deck holds), not {huge}.")]
    with pytest.raises(ValueError, match="from 1 to 70"):
        BEAST.normalize_options({"decks": [{"name": "Big", "cards": {"stray_dog": 10 ** 12}}, "forest"]})
    deck = DeckList("Not read from a file", {"stray_dog": huge})
    assert "at most 3 copies" in deck_problems(CARDS, deck)[0].message   # counted, never expanded


def test_a_scenarios_huge_deck_count_is_a_line_from_script_not_a_crash(tmp_path, capsys):
    # issue 19, item 16: "a scenario's deck option {stray_dog: 1000000000000} crashes `ark-table script`"
    path = tmp_path / "big.yaml"
    path.write_text("game: beast\nseed: 1\noptions: {decks: [{name: Big, cards: {stray_dog: 1000000000000}}, forest]}\n")
    assert script.main([str(path)]) == 2
    assert "big.yaml:3: Seat 1's deck 'Big': Stray Dog: the count is a whole number from 1 to 70" in \
        capsys.readouterr().err


def test_ten_thousand_unknown_cards_are_refused_at_once_with_how_many_more(tmp_path):
    path = tmp_path / "many.yaml"
    path.write_text("name: Many\ncards:\n" + "".join(f"  nocard_{i}: 1\n" for i in range(10_000)) + "  barn_owel: 1\n")
    deck, problems = read_deck_file(path, CARDS)
    assert deck is None and len(problems) == 11
    assert problems[0].message == "there is no card 'nocard_0' (cards are named by their id, as in cards/beast)."
    assert (problems[-1].line, problems[-1].message) == (13, "and 9,991 more cards that do not exist.")
