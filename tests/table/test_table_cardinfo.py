"""Card words on the table come from the sprite builder's phrases, with icon tokens read as words."""
from __future__ import annotations

import re

from game.sprites import effects_text
from game.table.noah import cardinfo
from game.table.noah.cardinfo import NoahCards, ops_text, plain
from game.engine.noah.rules import NOAH

TOKEN = re.compile(r":[a-z_]+:")


def test_the_table_words_an_effect_with_the_sprite_phrases(monkeypatch):
    monkeypatch.setitem(effects_text.PHRASES, "deal_hits", lambda o: f"Smash {o['amount']} :hit:")
    assert ops_text([{"op": "deal_hits", "amount": 2}]) == "Smash 2 hits"
    assert not hasattr(cardinfo, "OP_WORDS")


def test_icon_tokens_become_words_with_the_right_number():
    assert plain("Deal 1 :hit:") == "Deal 1 hit"
    assert plain("Deal 3 :hit:, Charge 2 :energy:") == "Deal 3 hits, Charge 2 Energy"
    assert plain("Block 2 :shield:") == "Block 2 damage"
    assert plain("Hire a :merc: Mercenary") == "Hire a Mercenary"
    assert plain(":reality: +1") == "Reality Loss +1"


def test_every_phrase_reads_without_icon_tokens():
    for op in effects_text.PHRASES:
        text = ops_text([{"op": op, "amount": 2, "factor": 2, "who": "all"}])
        assert text and not TOKEN.search(text), (op, text)


def test_no_card_shows_an_icon_token_on_the_table():
    cards = NOAH.cards
    words = NoahCards(cards)
    for cid in list(cards.agents) + list(cards.mercenaries) + list(cards.enemies) + list(cards.locations):
        info = words.info(cid)
        for line, _ in info["lines"]:
            assert not TOKEN.search(line), (cid, line)
