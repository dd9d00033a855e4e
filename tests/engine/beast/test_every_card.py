"""Every card is playable: each card with an effect is set in a game where its window is open, its
legal commands are listed, and one of them is carried out."""
from __future__ import annotations

import pytest

from game.engine.beast.commands import DeclareBattle, PassPhase, PlayEvent, UseAbility
from game.engine.beast.definitions import HABITATS
from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from tests.engine.beast.scenario import do, stacked

CARDS = BEAST.cards.cards
USED = sorted(c for c, card in CARDS.items() if card.use is not None)


def plain_animals(habitat: str) -> list[str]:
    found = [c.id for c in CARDS.values() if c.block == habitat and c.kind == "animal" and not c.legend
             and c.use is None and c.count == 2]
    return sorted(found, key=lambda c: (CARDS[c].combat, c))


def spare_tricks(block: str, card: str) -> list[str]:
    return sorted(c.id for c in CARDS.values() if c.block == block and not c.troop and c.id != card)[:4]


def game_for(card_id_: str, route: str):
    card = CARDS[card_id_]
    habitat, style = (card.block, "resourceful") if card.block in HABITATS else ("farm", card.block)
    weak, strong = plain_animals(habitat)[0], plain_animals(habitat)[-1]
    field = [{"card": weak, "row": 0, "col": 1}, {"card": strong, "row": 1, "col": 1},
             {"card": weak, "row": 2, "col": 0, "tilted": True}]
    me = {"fury": 5, "favor": 10, "field": field, "hand": spare_tricks(style, card_id_)[:3],
          "trash": [spare_tricks(style, card_id_)[3], plain_animals(habitat)[1]]}
    if card.kind == "event":
        me["hand"].append(card_id_)
    elif card.kind in ("animal",):
        field.append({"card": card_id_, "row": 1, "col": 2})
    elif card.kind == "leader":
        field.append({"card": strong, "row": 1, "col": 2, "leader": card_id_})
    elif card.kind == "item":
        field.append({"card": strong, "row": 1, "col": 2, "items": [card_id_]})
    elif card.kind == "human":
        me["humans"] = [{"card": card_id_, "row": 0}]
    foe = {"fury": 2, "hand": [], "field": [
        {"card": "gray_squirrel", "row": 0, "col": 0, "items": ["iron_talons"]},
        {"card": "baby_bear", "row": 0, "col": 1, "tilted": True}, {"card": "grizzly_bear", "row": 0, "col": 2}],
        "locations": [{"card": "briar_patch", "row": 1, "col": 1}], "humans": [{"card": "eco_activist", "row": 0}]}
    turn = 0 if route in ("turn", "attacking") else 1
    engine = stacked({"turn": turn, "step": "actions", "players": [me, foe]},
                     decks=(f"{habitat}+{style}", "forest+combat"))
    if route == "attacking":
        do(engine, DeclareBattle(0, 1, 1, 1, 0, 0))
        do(engine, PassPhase(1))
    elif route in ("defending", "defeat"):
        do(engine, DeclareBattle(1, 0, 2, 0, 0, 1))
        if route == "defeat":
            do(engine, PassPhase(0))
            do(engine, PassPhase(1))
    return engine


def route_of(card) -> str:
    use = card.use
    if use.window == "turn":
        return "turn"
    if use.window == "defeat":
        return "defeat"
    return "attacking" if use.deploy == "your_turn" else "defending"


@pytest.mark.parametrize("card", USED)
def test_every_card_with_an_effect_can_be_played(card):
    engine = game_for(card, route_of(CARDS[card]))
    assert BEAST.active_seats(engine.state) == [0]
    mine = [c for c in engine.legal_commands(0)
            if isinstance(c, (PlayEvent, UseAbility)) and card_id(c.card) == card]
    assert mine, f"{card}: no legal way to play it"
    do(engine, mine[-1])


def test_every_card_has_a_use_or_an_ongoing_effect_or_is_a_plain_animal():
    for card in CARDS.values():
        assert card.use is not None or card.passive or (card.kind == "animal" and not card.text), card.id
