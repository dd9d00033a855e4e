"""Issue 21, item 15: F1 speaks of the table of the game on it, in whole paragraphs (the overlay wraps
each to its width: no line broken where the source file was), and undo's refusal names the game's own
chances."""
from __future__ import annotations

import pytest

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.scenes.rules_ref import rules_text, unwrap

NOAH_ONLY = ("Ability track", "Reality Loss dial", "Horror dice")


@pytest.mark.parametrize("game", ["planet", "beast"])
def test_the_rules_page_of_a_hidden_hand_game_speaks_of_its_own_table(game):
    text = rules_text(game)
    assert not [words for words in NOAH_ONLY if words in text]


@pytest.mark.parametrize("game", ["noah", "planet", "beast"])
def test_the_rules_page_is_whole_paragraphs(game):
    lines = rules_text(game).split("\n")
    broken = [(a, b) for a, b in zip(lines, lines[1:]) if a and b and b[0].islower() and not a.startswith("#")]
    assert broken == []


def test_unwrap_joins_a_paragraph_and_keeps_headings_lists_and_tables():
    text = "# Title\nOne line\nand its rest.\n\n- item one\n  goes on\n- item two\n| a | b |\n| c | d |"
    assert unwrap(text).split("\n") == ["# Title", "One line and its rest.", "", "- item one goes on",
                                        "- item two", "| a | b |", "| c | d |"]


@pytest.mark.parametrize("game,words", [("planet", "a draw or a shuffle"), ("beast", "a draw or a shuffle")])
def test_undo_past_a_draw_names_the_games_own_chances(game, words):
    engine = Engine(game_spec(game).rules(), {"players": 2}, 1)
    assert "roll" not in engine.rules.chance_words and engine.rules.chance_words == words
