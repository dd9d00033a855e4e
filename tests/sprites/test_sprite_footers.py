"""Issue 21, item 13: a card's footer names its set and kind in the players' words, never the card's
internal id (a file key like `american_bison`)."""
from __future__ import annotations

import pytest

from game.sprites.api import card_set


@pytest.mark.parametrize("game", ["noah", "planet", "beast"])
def test_no_footer_shows_a_card_id(game):
    shown = [(spec.id, spec.fields["footer"]) for spec in card_set(game).faces() if "footer" in spec.fields]
    assert shown and not [(card, footer) for card, footer in shown if card.split(".")[-1] in footer]
