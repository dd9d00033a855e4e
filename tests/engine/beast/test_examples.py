"""Section V, Gameplay Examples: the four turns and both combat examples, reproducing every total the
rulebook prints."""
from __future__ import annotations

from game.engine.beast.commands import (
    AcceptDefeat, CallAlly, CallHuman, ClaimLocation, DeclareBattle, DeclineInvitation, DeferRecruit, DrawTrick,
    EquipItem, FinishPreparation, FlipRecruit, InviteAlly, LegendBoost, MoveAnimal, PassPhase, PlayEvent,
    RecruitAnimal, TopLeader, UntiltAnimal,
)
from game.engine.beast.free_actions import claim_rank
from game.engine.beast.game import Game
from game.engine.beast.recruiting import rank_of
from game.engine.beast.rules import BEAST
from game.engine.beast.stats import field_trait, trait, recruit_animal
from game.engine.beast.events import BattleResolved, TricksDrawn
from tests.engine.beast.scenario import EXAMPLE_FARM, at, do, ids, instance, stacked, totals


def clout(engine, seat, row, col):
    return field_trait(Game(engine.state, BEAST.cards), seat, row, col, "clout")


def pen_card(engine, seat, pen, stat):
    player = engine.state.players[seat]
    return trait(Game(engine.state, BEAST.cards), player, recruit_animal(player.pen[pen]), -1, -1, stat)


# --- Turn 1 -------------------------------------------------------------------------------------------
def turn_one():
    return stacked({"turn": 0, "players": [{
        "pen": [{"card": "stubborn_mule", "face_up": False}, {"card": "field_mouse", "face_up": False},
                {"card": "wily_jackrabbit", "face_up": False}],
        "troops": ["charming_pig", "sneaky_horse", "baron_kozel"],
        "hand": ["condor_scout", "bullhorn", "under_the_chicken_coop"], "tricks": ["a_dry_spell"]}]},
        decks=(EXAMPLE_FARM, "forest"))


def test_turn_1_three_flips_draw_no_trick():
    engine = turn_one()
    for pen in range(3):
        do(engine, FlipRecruit(0, pen))
    events = do(engine, FinishPreparation(0))
    assert not any(isinstance(e, TricksDrawn) for e in events)
    assert len(engine.state.players[0].hand) == 3


def test_turn_1_the_mule_is_recruited_with_the_jackrabbit_and_mouse_clout():
    engine = turn_one()
    for pen in range(3):
        do(engine, FlipRecruit(0, pen))
    do(engine, FinishPreparation(0))
    assert pen_card(engine, 0, 0, "rank") == 3 and pen_card(engine, 0, 2, "clout") == 2
    assert pen_card(engine, 0, 1, "clout") == 1 and pen_card(engine, 0, 0, "combat") == 3
    do(engine, RecruitAnimal(0, 0, 2, 1, (), (1, 2)))          # diagonally, as its Vectors allow
    assert at(engine, 0, 2, 1) == "stubborn_mule"
    assert ids(engine.state.players[0].trash) == ["field_mouse", "wily_jackrabbit"]
    pen = engine.state.players[0].pen
    assert [ids([r.card])[0] for r in pen] == ["charming_pig", "sneaky_horse", "baron_kozel"]
    assert not any(r.face_up for r in pen)                      # refilled face down, left to right
    do(engine, MoveAnimal(0, 2, 1, 1, 2))                       # frees up the back row
    do(engine, DrawTrick(0))
    assert engine.state.turn.actions == 0 and len(engine.state.players[0].hand) == 4


# --- Turn 2 -------------------------------------------------------------------------------------------
def test_turn_2_kozel_deferred_the_pig_recruited_with_the_horse_and_the_mule_and_condor_scout_called():
    engine = stacked({"turn": 0, "players": [{
        "field": [{"card": "stubborn_mule", "row": 1, "col": 2}],
        "pen": [{"card": "charming_pig", "face_up": False}, {"card": "sneaky_horse", "face_up": False},
                {"card": "baron_kozel", "face_up": False}],
        "hand": ["condor_scout", "bullhorn", "under_the_chicken_coop", "a_dry_spell"], "fury": 3}]},
        decks=(EXAMPLE_FARM, "forest"))
    for pen in range(3):
        do(engine, FlipRecruit(0, pen))
    do(engine, FinishPreparation(0))
    assert pen_card(engine, 0, 2, "rank") == 10
    do(engine, DeferRecruit(0, 2))
    assert "baron_kozel" in ids(engine.state.players[0].troops)
    assert pen_card(engine, 0, 0, "rank") == 4 and pen_card(engine, 0, 1, "clout") == 3
    assert clout(engine, 0, 1, 2) == 1
    do(engine, RecruitAnimal(0, 0, 2, 0, ((1, 2),), (1,)))      # 3 + 1 = 4 Clout for Rank 4
    assert at(engine, 0, 2, 0) == "charming_pig" and engine.state.players[0].field[1][2].tilted
    do(engine, CallHuman(0, instance(engine, 0, "condor_scout"), 1))   # not in Dark Nature
    do(engine, MoveAnimal(0, 2, 0, 1, 0))
    assert engine.state.turn.actions == 0


# --- Turn 3 -------------------------------------------------------------------------------------------
def test_turn_3_the_schemer_jackrabbit_costs_7_and_the_chicken_coop_needs_6():
    engine = stacked({"turn": 0, "players": [{
        "field": [{"card": "stubborn_mule", "row": 1, "col": 2, "tilted": True},
                  {"card": "charming_pig", "row": 1, "col": 0}],
        "humans": [{"card": "condor_scout", "row": 1}],
        "pen": [{"card": "hungry_goat", "face_up": False}, {"card": "bessie", "face_up": False},
                {"card": "the_schemer", "face_up": False}],
        "troops": ["wily_jackrabbit"], "favor": 3, "fury": 3,
        "hand": ["bullhorn", "under_the_chicken_coop", "a_dry_spell"]}]}, decks=(EXAMPLE_FARM, "forest"))
    for pen in range(3):
        do(engine, FlipRecruit(0, pen))
    do(engine, TopLeader(0, 2))                                 # "an EXTREMELY Wily Jackrabbit"
    do(engine, FinishPreparation(0))
    do(engine, EquipItem(0, instance(engine, 0, "bullhorn"), 1, 0))
    assert engine.state.players[0].favor == 2                   # one Favor spent
    assert clout(engine, 0, 1, 0) == 6                          # 4 + 2 = 6 Clout
    do(engine, UntiltAnimal(0, 1, 2))
    assert rank_of(Game(engine.state, BEAST.cards), 0, 2) == 7  # 6 + 1 = 7 Rank
    assert pen_card(engine, 0, 0, "clout") == 2
    do(engine, RecruitAnimal(0, 2, 2, 1, ((1, 0),), (0,)))      # 6 + 2 = 8 Clout; the extra point is lost
    assert at(engine, 0, 2, 1) == "wily_jackrabbit"
    assert ids([engine.state.players[0].field[2][1].leader]) == ["the_schemer"]
    coop = instance(engine, 0, "under_the_chicken_coop")
    game = Game(engine.state, BEAST.cards)
    assert claim_rank(game, 0, coop, 2, 1) == 7 + 3             # the Mule could have helped
    do(engine, ClaimLocation(0, coop, 2, 1))
    do(engine, UntiltAnimal(0, 1, 0))
    assert engine.state.turn.actions == 0


# --- Turn 4 -------------------------------------------------------------------------------------------
def test_turn_4_two_flips_draw_one_trick_and_the_pig_recruits_the_hound_dog():
    engine = stacked({"turn": 0, "players": [{
        "field": [{"card": "stubborn_mule", "row": 1, "col": 2},
                  {"card": "charming_pig", "row": 1, "col": 0, "items": ["bullhorn"]},
                  {"card": "wily_jackrabbit", "row": 2, "col": 1, "leader": "the_schemer"}],
        "locations": [{"card": "under_the_chicken_coop", "row": 2, "col": 1}],
        "pen": [{"card": "old_hound_dog", "face_up": False}, {"card": "bessie", "face_up": True},
                {"card": "field_mouse", "face_up": False}],
        "hand": ["a_dry_spell"], "fury": 3}]}, decks=(EXAMPLE_FARM, "forest"))
    do(engine, FlipRecruit(0, 0))
    do(engine, FlipRecruit(0, 2))
    events = do(engine, FinishPreparation(0))
    assert [len(e.cards) for e in events if isinstance(e, TricksDrawn)] == [1]
    do(engine, MoveAnimal(0, 1, 2, 0, 1))
    do(engine, MoveAnimal(0, 2, 1, 1, 1))
    assert at(engine, 0, 2, 1) is None and engine.state.players[0].locations[2][1]   # the Location stays
    assert pen_card(engine, 0, 0, "rank") == 5 and clout(engine, 0, 1, 0) == 6
    do(engine, RecruitAnimal(0, 0, 2, 0, ((1, 0),), ()))
    assert at(engine, 0, 2, 0) == "old_hound_dog"


# --- Combat Example 1 ---------------------------------------------------------------------------------
def combat_one():
    return stacked({"turn": 0, "step": "actions", "players": [
        {"fury": 5, "field": [{"card": "stray_dog", "row": 0, "col": 1}, {"card": "alley_cat", "row": 1, "col": 1}],
         "hand": ["cornered", "short_lived_victory"]},
        {"fury": 1, "field": [{"card": "playful_possum", "row": 0, "col": 1},
                              {"card": "recluse_mole", "row": 1, "col": 1}],
         "hand": ["righteous_shield"]}]}, decks=("city+combat+tricky", "forest"))


def test_combat_example_1_pat_wins_5_to_4_and_the_stray_dog_goes_back_to_the_troops():
    engine = combat_one()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    assert totals(engine) == (3, 2)
    do(engine, CallAlly(1, 1, 1))                               # the Mole, adjacent, Vector toward the Possum
    do(engine, PlayEvent(0, instance(engine, 0, "cornered")))
    assert totals(engine) == (3, 3)
    assert engine.legal_commands(1) and not any(isinstance(c, CallAlly) for c in engine.legal_commands(1))
    do(engine, PassPhase(1))
    do(engine, CallAlly(0, 1, 1))                               # the Alley Cat
    assert totals(engine) == (4, 3)
    do(engine, PlayEvent(1, instance(engine, 1, "righteous_shield")))   # +2: Evan is in Dark Nature
    do(engine, PassPhase(0))
    assert totals(engine) == (4, 5)
    events = do(engine, PassPhase(1))
    resolved = next(e for e in events if isinstance(e, BattleResolved))
    assert (resolved.attack_total, resolved.defend_total, resolved.winner) == (4, 5, 1)
    assert engine.state.players[0].fury == 6                    # Fury after the resolution
    do(engine, PlayEvent(0, instance(engine, 0, "short_lived_victory")))
    assert at(engine, 0, 0, 1) is None and "stray_dog" in ids(engine.state.players[0].troops)
    assert "stray_dog" not in ids(engine.state.players[0].trash)
    assert engine.state.players[1].field[1][1].tilted and engine.state.players[0].field[1][1].tilted
    assert at(engine, 1, 0, 1) == "playful_possum"


def test_combat_example_1_had_pat_passed_at_once_the_possum_would_lose_2_to_3():
    engine = combat_one()
    for command in (DeclareBattle(0, 0, 1, 1, 0, 1), PassPhase(1), PassPhase(0)):
        do(engine, command)
    do(engine, AcceptDefeat(1))
    assert at(engine, 1, 0, 1) is None
    assert "playful_possum" in ids(engine.state.players[1].trash)


# --- Combat Example 2 ---------------------------------------------------------------------------------
def combat_two():
    return stacked({"turn": 0, "step": "actions", "players": [
        {"fury": 1, "field": [{"card": "grizzly_bear", "row": 0, "col": 1}, {"card": "wild_turkey", "row": 1, "col": 1}],
         "hand": []},
        {"fury": 2, "field": [{"card": "arco", "row": 0, "col": 1, "items": ["secret_mutagen"]},
                              {"card": "chipper_chipmunk", "row": 1, "col": 0}],
         "hand": ["unexpected_allies", "airlift"]},
        {"fury": 2, "field": [{"card": "sneaky_horse", "row": 0, "col": 0}], "hand": []}]},
        decks=("forest", "suburbs+tricky+resourceful", "farm"))


def test_combat_example_2_the_bear_and_turkey_beat_arco_9_to_8():
    engine = combat_two()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    assert totals(engine) == (8, 6)                             # Arco 4 with the Secret Mutagen +2
    assert not any(isinstance(c, CallAlly) for c in engine.legal_commands(1))   # no Vector to ally
    do(engine, PlayEvent(1, instance(engine, 1, "unexpected_allies"), (1, 0)))
    do(engine, PassPhase(0))
    assert totals(engine) == (8, 7)
    do(engine, LegendBoost(1, instance(engine, 1, "airlift")))   # her last card
    do(engine, CallAlly(0, 1, 1))
    assert totals(engine) == (9, 8) and engine.state.players[1].hand == []
    do(engine, InviteAlly(1, 2))
    assert BEAST.active_seats(engine.state) == [2]
    do(engine, DeclineInvitation(2))                            # counts as Amanda's pass
    events = do(engine, PassPhase(0))
    resolved = next(e for e in events if isinstance(e, BattleResolved))
    assert (resolved.attack_total, resolved.defend_total, resolved.winner) == (9, 8, 0)
    do(engine, AcceptDefeat(1))
    assert at(engine, 1, 0, 1) is None
    assert {"arco", "secret_mutagen"} <= set(ids(engine.state.players[1].trash))
    assert engine.state.players[1].field[1][0].tilted
    assert engine.state.players[0].field[0][1].tilted and engine.state.players[0].field[1][1].tilted
    assert engine.state.players[0].fury == 2
