"""What a seat may see (an allow-list), and prompts that never tell what a hand holds."""
from __future__ import annotations

import json

from game.engine.beast.commands import DeclareBattle, FlipRecruit
from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from tests.engine.beast.scenario import EXAMPLE_FARM, do, stacked


def test_a_seat_sees_its_own_hand_and_only_the_count_of_the_others():
    engine = Engine(BEAST, {"players": 3}, 2)
    view = BEAST.view(engine.state, 1)
    assert view["players"][1]["hand"] == engine.state.players[1].hand
    assert view["players"][0]["hand"] is None and view["players"][0]["hand_count"] == 3
    text = json.dumps(view)
    for seat in (0, 2):
        assert not any(card in text for card in engine.state.players[seat].hand)


def test_face_down_recruits_and_deck_orders_never_appear():
    engine = Engine(BEAST, {"players": 2}, 2)
    text = json.dumps(BEAST.view(engine.state, 0))
    for player in engine.state.players:
        for card in player.troops + player.tricks + [r.card for r in player.pen]:
            assert card not in text
    seat = engine.state.turn.seat
    do(engine, FlipRecruit(seat, 0))
    assert BEAST.view(engine.state, 1 - seat)["players"][seat]["pen"][0]["card"] == engine.state.players[seat].pen[0].card


def test_field_animals_show_their_traits_and_vectors_and_battles_their_totals():
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "stubborn_mule", "row": 0, "col": 1}]},
        {"field": [{"card": "recluse_mole", "row": 0, "col": 1}]}]})
    animal = BEAST.view(engine.state, 1)["players"][0]["field"][0][1]
    assert (animal["rank"], animal["combat"], animal["clout"], animal["vectors"]) == (3, 3, 1, ["ne", "se", "sw", "nw"])
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    view = BEAST.view(engine.state, 1)
    assert view["battle"]["totals"] == [3, 1] and view["active_seats"] == [1] and view["decision"] == "battle_phase"
    assert BEAST.view(engine.state, 0)["players"][0]["field"][0][1]["vectors"] == []   # tilted: no Vectors


def test_a_battle_phase_prompt_reads_the_same_whatever_the_hand():
    prompts = []
    for hand in ([], ["righteous_shield", "cornered"]):
        engine = stacked({"turn": 0, "step": "actions", "players": [
            {"field": [{"card": "stubborn_mule", "row": 0, "col": 1}]},
            {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": hand}]})
        do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
        prompts.append(BEAST.prompt(engine.state))
    assert prompts[0] == prompts[1]


def test_a_face_up_pen_animal_shows_its_traits_and_a_face_down_one_shows_none():
    engine = stacked({"turn": 0, "players": [{"pen": [
        {"card": "stubborn_mule", "face_up": True}, {"card": "field_mouse", "face_up": False}]}]})
    pen = BEAST.view(engine.state, 1)["players"][0]["pen"]
    assert (pen[0]["rank"], pen[0]["combat"], pen[0]["clout"], pen[0]["printed"]["rank"]) == (3, 3, 1, 3)
    assert pen[1]["rank"] is None and pen[1]["printed"] is None and pen[1]["card"] is None


def test_only_the_seat_itself_sees_what_its_locations_in_hand_need_and_what_its_animals_bring():
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "charming_pig", "row": 2, "col": 1}], "hand": ["under_the_chicken_coop"]}]},
        decks=(EXAMPLE_FARM, "forest"))
    claims = BEAST.view(engine.state, 0)["players"][0]["claims"]
    assert [(c["rank_needed"], c["rank_brought"][2][1], c["rank_brought"][0][0]) for c in claims] == [(6, 4, 0)]
    assert BEAST.view(engine.state, 1)["players"][0]["claims"] is None
