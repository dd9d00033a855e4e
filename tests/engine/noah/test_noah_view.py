"""What a seat may see (view), the prompts, and events carrying enough to animate."""
from __future__ import annotations

import json

from game.engine.noah.commands import EndTurn, PlayAction, RecruitAgent

from .scenario import GK, SS, calm, enemy_turn, of_type, ok, set_hand, set_row


def test_view_is_json_safe():
    e = calm([SS, GK])
    json.dumps(e.view(0))


def test_view_hides_face_down_enemies_and_deck_orders():
    e = calm()
    v = e.view(0)
    assert v["row"][0]["enemy"] == e.state.row[0].enemy
    assert [r["enemy"] for r in v["row"][1:]] == [None, None, None]
    assert v["enemy_deck"] == len(e.state.enemy_deck)
    assert v["mercenary_deck"] == len(e.state.mercenary_deck)
    assert v["turn_deck"] == len(e.state.turn_deck)
    assert "rng" not in v


def test_view_shows_the_type_on_a_face_down_enemys_back_but_not_which_enemy():
    e = calm()
    v = e.view(0)
    for plain, slot in zip(v["row"], e.state.row):
        assert plain["colour"] == e.rules.cards.enemies[slot.enemy].colour  # ruling R24
    assert v["row"][1]["enemy"] is None


def test_view_shows_the_open_numbers_of_face_up_enemies():
    e = calm()
    set_row(e, ("somnambulist", True, 1), "drowsy_watchman")
    row = e.view(0)["row"]
    assert (row[0]["health"], row[0]["damage_dealt"], row[0]["threshold"], row[0]["out_of_commission"]) == \
        (4, 1, 3, False)
    assert row[0]["location"] == "toronto" and "health" not in row[1]


def test_hands_are_open_in_a_cooperative_game():
    e = calm([SS, GK])
    assert e.view(1)["factions"][0]["hand"] == e.state.factions[0].hand


def test_view_abilities():
    e = calm()
    e.state.factions[0].ability = 4
    assert e.view(0)["factions"][0]["abilities"] == {"range": 2, "boost": 1, "defense": 1, "energy": 1}


def test_prompt_for_defense():
    e = calm()
    set_row(e, ("somnambulist", True))
    set_hand(e, 0, ["oryn"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    prompt = e.prompt
    assert prompt.kind == "defend" and prompt.seats == (0,) and prompt.text


def test_no_prompt_on_a_plain_hero_turn():
    assert calm().prompt is None


def test_track_events_carry_old_and_new_values():
    e = calm()
    events = ok(e.submit(RecruitAgent(0, "noctavia")))
    moved = of_type(events, "TrackMoved")[0]
    assert (moved.seat, moved.track, moved.old, moved.new) == (0, "energy", 5, 2)


def test_card_events_carry_the_zones():
    e = calm()
    events = ok(e.submit(PlayAction(0, "vesana", "base")))
    moved = of_type(events, "CardMoved")[0]
    assert (moved.card, moved.source, moved.destination) == ("vesana", "hand", "played")


def test_dice_events_carry_the_faces():
    e = calm()
    events = enemy_turn(e, burst=True, crescents=1)
    rolled = of_type(events, "HorrorDiceRolled")[0]
    assert rolled.damage_face == "burst" and rolled.crescents == 1
    assert 0 <= rolled.damage_index < 6 and 0 <= rolled.crescent_index < 6


def test_events_convert_to_plain_dicts():
    e = calm()
    for event in ok(e.submit(EndTurn(0))):
        json.dumps(event.to_dict())


def test_setup_events_animate_the_deal():
    from game.engine.noah.rules import NOAH
    events = NOAH.setup_events(calm().options, calm().seed)
    kinds = {type(ev).__name__ for ev in events}
    assert {"EnemyPlaced", "EnemyRevealed", "MercenaryDealt", "TurnCardDrawn"} <= kinds
