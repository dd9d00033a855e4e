"""Corners where rules meet: moving Enemies between Locations, saves mid-prompt, the harder deck in play."""
from __future__ import annotations

from collections import Counter

from game.engine.core.engine import Engine
from game.engine.core.saves import load_game, save_game
from game.engine.noah.commands import EndTurn, Pass, PlaceSpied, PlayAction
from game.engine.noah.rules import NOAH

from .scenario import CI, GK, SS, calm, enemy_turn, ok, refused, set_hand, set_row, top_turn_card


def test_moving_an_enemy_off_a_health_location_can_defeat_it():
    e = calm([CI])
    set_row(e, ("somnambulist", True, 3), ("drowsy_watchman", True))  # 3 damage: alive only thanks to Toronto
    set_hand(e, 0, ["gizmo"])
    ok(e.submit(PlayAction(0, "gizmo", "base", None, ("enemy", 0, 1))))
    assert "somnambulist" in e.state.graveyard
    assert [r.enemy for r in e.state.row] == ["drowsy_watchman"]


def test_boost_card_and_boost_ability_both_add_to_the_second_hit():
    e = calm()
    set_row(e, ("drowned_postman", True), "barnacle_wife")
    e.state.factions[0].ability = 1
    set_hand(e, 0, ["calyx", "calyx", "sable"])
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    ok(e.submit(PlayAction(0, "sable", "base")))
    ok(e.submit(PlayAction(0, "calyx", "base", None, ("enemy", 0))))
    assert e.state.row[0].damage == 1 + (1 + 1 + 1)


def test_in_the_enemy_turn_a_faction_plays_out_of_turn_cards_in_its_own_window():
    e = calm([GK, SS])
    set_row(e, ("somnambulist", True))
    set_hand(e, 0, ["moll"])  # only the Gutter Kings can defend; the Sentinels hold Erevane (out of turn)
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert e.state.pending.seats == [0]
    assert "Waiting for" in refused(e.submit(PlayAction(1, "erevane", "base", None, ("turn",))))
    ok(e.submit(Pass(0)))
    assert e.state.pending.seats == [1]
    ok(e.submit(PlayAction(1, "erevane", "base", None, ("turn",))))


def test_a_game_saved_while_a_prompt_waits_loads_with_the_prompt(tmp_path):
    # play an unedited game until someone is asked something, then save and load
    from .driver import play
    for seed in range(40):
        e = Engine(NOAH, {"factions": [SS, GK, CI]}, seed=seed)
        for _ in range(200):
            play(e, 1, pick_seed=seed)
            if e.prompt is not None or e.is_over:
                break
        if e.prompt is not None:
            break
    assert e.prompt is not None
    path = tmp_path / "prompt.yaml"
    save_game(e, path)
    loaded = load_game(path, {"noah": NOAH})
    assert loaded.prompt == e.prompt and loaded.hash() == e.hash()
    assert loaded.legal_commands(e.prompt.seats[0]) == e.legal_commands(e.prompt.seats[0])


def test_harder_deck_gives_the_enemies_three_turns_a_round():
    e = calm(harder=True)
    s = e.state
    assert Counter(s.turn_deck + s.turn_discard + [s.turn_card])["enemy"] == 3
    assert len(s.turn_deck) + len(s.turn_discard) + 1 == 7


def test_passing_with_damage_fully_blocked_by_the_ability_is_not_asked():
    e = calm()
    set_row(e, ("somnambulist", True))
    set_hand(e, 0, ["oryn"])
    e.state.factions[0].ability = 4  # Defense 1 blocks the single point
    enemy_turn(e, burst=True, crescents=0)
    assert e.state.pending is None or e.state.pending.kind != "defend"
    assert e.state.factions[0].health == 8


def test_spy_reorder_by_a_fellow_during_your_turn_pauses_you():
    e = calm([GK, SS])
    set_hand(e, 1, ["erevane", "vesana"])
    ok(e.submit(PlayAction(1, "erevane", "discard", "vesana", ("turn",))))
    assert e.state.pending.seats == [1]
    assert "Waiting for" in refused(e.submit(EndTurn(0)))
    ok(e.submit(PlaceSpied(1, 0)))
    ok(e.submit(EndTurn(0)))


def test_a_defense_prompt_answer_from_the_wrong_seat_is_refused():
    e = calm([SS, GK])
    set_row(e, ("somnambulist", True))
    set_hand(e, 0, ["oryn"])
    enemy_turn(e, burst=True, crescents=0, windows="open")
    assert "Waiting for" in refused(e.submit(Pass(1)))
