"""The Nature of the Beast table driven by real pygame events: turning recruits up, recruiting with
the Clout chosen on the table, moving, attacking, Tricks dropped on their places, a battle's phases,
the wrap-up, undo."""
from __future__ import annotations

import pygame
import pytest

from beast_table import finish, hand_over, hand_spot, mix, open_table, press_prompt, spot, stacked
from hidden_hand_table import start_game
from game.engine.beast import commands as cmd
from game.table.beast.scene import BeastTable
from table_harness import choice_of

TURN_ONE = {"turn": 0, "step": "actions", "players": [
    {"pen": [{"card": "stubborn_mule"}, {"card": "wily_jackrabbit"}, {"card": "field_mouse"}],
     "hand": ["bullhorn", "for_a_good_cause"]},
    {"field": [{"card": "playful_possum", "row": 0, "col": 1}]}]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def log_of(table):
    return table.session.engine.log


def test_a_new_game_opens_with_the_first_players_face_down_pen_and_hand(harness):
    table = start_game(harness, BeastTable, "beast", {"players": 2}, 7)
    assert isinstance(table, BeastTable)
    rects = table.layout()
    assert [k for k in rects if k.startswith("pen:0:")] == ["pen:0:0:back", "pen:0:1:back", "pen:0:2:back"]
    assert len([k for k in rects if k.startswith("hand:")]) == 3
    assert rects["viewer"] == [0]


def test_clicking_face_down_recruits_turns_them_up_then_the_prompt_goes_on(harness):
    table = start_game(harness, BeastTable, "beast", {"players": 2}, 7)
    for pen in range(2):
        harness.click(spot(table, f"pen:0:{pen}:"))
        finish(harness)
    assert log_of(table) == [cmd.FlipRecruit(0, 0), cmd.FlipRecruit(0, 1)]
    assert not any(k.startswith("pen:0:0:back") for k in table.layout())     # turned face up on screen
    press_prompt(harness, table, "Draw 1 Trick")
    finish(harness)
    assert log_of(table)[-1] == cmd.FinishPreparation(0)
    assert len([k for k in table.layout() if k.startswith("hand:")]) == 4


def test_a_recruit_dropped_on_its_space_asks_for_its_clout_with_a_running_total(harness):
    """Turn 1 of the rulebook: trash the Jackrabbit (2) and the Field Mouse (1) for the Mule (Rank 3)."""
    table = open_table(harness, stacked(TURN_ONE))
    harness.drag(spot(table, "pen:0:0:"), spot(table, "cell:0:2:1"))
    gather = table.gathering.active
    assert gather is not None and set(gather.items) == {"pen:0:1", "pen:0:2"}
    assert "Clout 0 of Rank 3" in table.gathering.words()
    harness.click(spot(table, "pen:0:1:"))
    assert "Clout 2 of Rank 3" in table.gathering.words()
    assert table.layout().get("prompt:Confirm") is not None
    harness.click(spot(table, "prompt:Confirm"))      # not yet enough: nothing is played
    assert log_of(table) == []
    harness.click(spot(table, "pen:0:2:"))
    assert "Clout 3 of Rank 3" in table.gathering.words()
    harness.click(spot(table, "prompt:Confirm"))
    assert log_of(table) == [cmd.RecruitAnimal(0, 0, 2, 1, (), (1, 2))]
    finish(harness)
    assert any(k.startswith("animal:0:2:1:0.stubborn_mule") for k in table.layout())
    assert table.gathering.active is None


def test_escape_cancels_the_choice_of_clout_sources(harness):
    table = open_table(harness, stacked(TURN_ONE))
    harness.drag(spot(table, "pen:0:0:"), spot(table, "cell:0:2:1"))
    assert table.gathering.active is not None
    harness.key(pygame.K_ESCAPE)
    assert table.gathering.active is None and log_of(table) == []
    assert table.app.stack.top is table          # the menu did not open


def test_a_recruit_dropped_where_its_vectors_do_not_reach_is_refused_with_the_reason(harness):
    table = open_table(harness, stacked(TURN_ONE))
    harness.drag(spot(table, "pen:0:0:"), spot(table, "cell:0:0:0"))
    assert any("back-row space its Vectors reach" in t for t in table.toasts.texts)
    assert log_of(table) == [] and table.gathering.active is None


def test_legal_spaces_glow_while_a_recruit_is_held(harness):
    table = open_table(harness, stacked(TURN_ONE))
    harness.drag(spot(table, "pen:0:0:"), (640, 300), release=False)
    pick = next(iter(table.picking.picks.values()))
    assert set(table.picking.legal_keys(pick)) == {"cell:0:2:1", "trash:0", "troops:0"}
    harness.up((640, 300))
    harness.frames(2)


MOVE_AND_FIGHT = {"turn": 0, "step": "actions", "players": [
    {"field": [{"card": "sneaky_horse", "row": 1, "col": 1}, {"card": "charming_pig", "row": 2, "col": 1}],
     "hand": ["bullhorn", "for_a_good_cause"], "favor": 3},
    {"field": [{"card": "playful_possum", "row": 0, "col": 1}], "hand": ["righteous_shield"]}]}


def test_dragging_an_animal_to_an_open_space_moves_it(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "cell:0:0:1"))
    assert log_of(table) == [cmd.MoveAnimal(0, 1, 1, 0, 1)]
    finish(harness)
    assert any(k.startswith("animal:0:0:1:0.sneaky_horse") for k in table.layout())


def test_dragging_an_animal_onto_an_enemy_declares_battle_and_the_defender_is_asked(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT), bots=())
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    assert log_of(table) == [cmd.DeclareBattle(0, 1, 1, 1, 0, 1)]
    finish(harness)
    from game.table.scenes.handoff import HandOff
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1     # the defender takes the screen


def test_an_item_dragged_onto_an_animal_is_equipped(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT))
    harness.drag(hand_spot(table, "bullhorn"), spot(table, "animal:0:2:1:"))
    assert log_of(table) == [cmd.EquipItem(0, "0.bullhorn.1", 2, 1)]
    finish(harness)
    assert table.shown.animal(0, 2, 1)["items"] == ["0.bullhorn.1"]


def test_an_event_without_a_target_is_played_by_dropping_it_anywhere(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT))
    harness.drag(hand_spot(table, "for_a_good_cause"), (400, 250))
    assert log_of(table) == [cmd.PlayEvent(0, "0.for_a_good_cause.1")]


def test_clicking_a_tilted_animal_untilts_it_and_the_table_offered_it_lit(harness):
    """Issue 21, item 2: nothing spends an action that the table did not offer as lit: the tilted
    animal a click untilts is lit and tagged, and the prompt says so."""
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "sneaky_horse", "row": 1, "col": 1, "tilted": True}]}, {}]}
    table = open_table(harness, stacked(setup))
    lit = {(tuple(rect), word) for rect, _, word in table.marks.lit_animals()}
    assert lit == {(tuple(table.geo.boards[0].animal(1, 1)), "untilt? (1 action)")}
    assert "Click a lit tilted animal to untilt it" in table.prompts.text(0)
    harness.click(spot(table, "animal:0:1:1:"))
    assert log_of(table) == [cmd.UntiltAnimal(0, 1, 1)]


def test_undo_takes_back_a_move_but_never_a_drawn_trick(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "cell:0:0:1"))
    finish(harness)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    finish(harness)
    assert log_of(table) == [] and table.shown.animal(0, 1, 1) is not None
    harness.click(spot(table, "tricks:0"))              # a click on your Tricks deck draws one
    finish(harness)
    assert log_of(table) == [cmd.DrawTrick(0)]
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert log_of(table) == [cmd.DrawTrick(0)]
    assert any("cannot be taken back" in t for t in table.toasts.texts)


def test_a_battle_against_a_bot_is_played_through_the_battle_panel(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT), bots=(1,))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    assert table.session.engine.state.battle is not None or table.session.engine.state.players[1].field[0][1] is None
    for _ in range(10):     # the bot answers each phase; we pass until it is resolved
        if table.session.engine.state.battle is None:
            break
        press_prompt(harness, table, "Pass")
        finish(harness)
    assert table.session.engine.state.battle is None
    assert any(type(c).__name__ == "PassPhase" and c.seat == 0 for c in log_of(table))
    assert table.session.engine.state.players[0].fury == 4          # the attacker's Fury after the battle


def test_step_three_discards_are_chosen_then_confirmed_and_the_hand_stays_put(harness):
    """Issue 21, item 1: each click only chooses a Trick (again to put it back); nothing is discarded,
    the hand does not close up under the pointer, until the choice is confirmed."""
    setup = {"turn": 0, "step": "actions", "actions": 0, "players": [
        {"hand": ["bullhorn", "for_a_good_cause", "animal_control", "down_sized", "dropping_in", "damage_control",
                  "spring_cleaning"]}, {}]}
    table = open_table(harness, stacked(setup))
    harness.click(spot(table, "end_turn:0"))
    finish(harness)
    assert log_of(table) == [cmd.EndTurn(0)]
    where = {card: hand_spot(table, card) for card in ("bullhorn", "dropping_in", "damage_control")}
    for card in ("bullhorn", "dropping_in", "bullhorn", "damage_control"):
        harness.click(where[card])
        finish(harness)
        assert hand_spot(table, card) == where[card]
    assert log_of(table) == [cmd.EndTurn(0)]
    assert "2 chosen" in table.prompts.text(0) and table.gathering.active.confirm == "Discard 2, end the turn"
    press_prompt(harness, table, "Confirm")
    finish(harness)
    assert log_of(table)[1:] == [cmd.DiscardTrick(0, "0.dropping_in.1"), cmd.DiscardTrick(0, "0.damage_control.1")]
    assert table.session.engine.state.turn.seat == 1


def test_a_drop_menu_offers_attacking_or_an_ability_on_the_same_animal(harness):
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "murder_of_crows", "row": 0, "col": 1}]},
        {"field": [{"card": "playful_possum", "row": 0, "col": 1}]}]}
    table = open_table(harness, stacked(setup))
    harness.drag(spot(table, "animal:0:0:1:"), spot(table, "animal:1:0:1:"))
    labels = [label for label, _ in choice_of(table).options]
    assert any(label.startswith("Attack") for label in labels) and any("Murder Of Crows" in label or
                                                                         "Murder of Crows" in label for label in labels)
    harness.key(pygame.K_1)
    assert isinstance(log_of(table)[-1], (cmd.DeclareBattle, cmd.UseAbility))


FREE = {"turn": 0, "step": "actions", "players": [
    {"field": [{"card": "sneaky_horse", "row": 2, "col": 1, "items": ["bullhorn"]},
               {"card": "charming_pig", "row": 1, "col": 1}, {"card": "industrious_hen", "row": 2, "col": 2}],
     "hand": ["old_farmer", "corn_field", "penance", "dropping_in", "damage_control"], "favor": 3},
    {"field": [{"card": "playful_possum", "row": 0, "col": 1}]}]}


def test_a_human_is_called_by_dragging_it_beside_a_row(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    harness.drag(hand_spot(table, "old_farmer"), table.geo.boards[0].humans[1].center)
    assert log_of(table) == [cmd.CallHuman(0, "0.old_farmer.1", 1)]


def test_a_location_is_claimed_by_dragging_it_onto_a_space(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    harness.drag(hand_spot(table, "corn_field"), spot(table, "cell:0:1:1"))
    assert log_of(table) == [cmd.ClaimLocation(0, "0.corn_field.1", 1, 1)]
    finish(harness)
    assert table.shown.player(0)["locations"][1][1] == "0.corn_field.1"


def test_an_item_is_passed_by_dragging_it_from_under_its_animal(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    strip = table.geo.boards[0].items(2, 1, 1)[0]
    harness.drag(strip.center, spot(table, "animal:0:1:1:"))
    assert log_of(table) == [cmd.PassItems(0, 2, 1, 1, 1, ("0.bullhorn.1",))]


def test_an_event_that_discards_asks_which_tricks(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    harness.drag(hand_spot(table, "penance"), (400, 250))
    gather = table.gathering.active
    assert gather is not None and "choose 1 Trick" in gather.title
    assert "hand:0.penance.1" not in gather.items and "hand:0.dropping_in.1" in gather.items
    assert table.playable_cards() == set() and gather.played == "hand:0.penance.1"   # only the choices glow
    harness.click(hand_spot(table, "penance"))          # issue 21, item 5: the card being played stays put
    assert not table.picking.picks and table.gathering.active is gather
    harness.click(hand_spot(table, "dropping_in"))
    harness.click(spot(table, "prompt:Confirm"))
    assert log_of(table) == [cmd.PlayEvent(0, "0.penance.1", (), ("0.dropping_in.1",))]


def test_an_ability_without_a_target_is_a_prompt_button(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    press_prompt(harness, table, "Use Industrious Hen")
    assert log_of(table) == [cmd.UseAbility(0, "0.industrious_hen.1")]


def test_dismissing_an_animal_asks_which_one_tilts(harness):
    table = open_table(harness, stacked(FREE, decks=(mix("farm", "resourceful", "combat"), "forest")))
    harness.drag(spot(table, "animal:0:2:2:"), spot(table, "trash:0"))       # the Hen, Rank 2
    labels = [label for label, _ in choice_of(table).options]
    assert sorted(labels) == ["Dismiss it, tilting Charming Pig", "Dismiss it, tilting Sneaky Horse"]
    harness.key(pygame.K_2)
    assert isinstance(log_of(table)[-1], cmd.DismissAnimal) and log_of(table)[-1].row == 2


def test_a_recruit_is_deferred_onto_the_troops_deck_and_dismissed_onto_the_trash(harness):
    table = open_table(harness, stacked(TURN_ONE))
    harness.drag(spot(table, "pen:0:1:"), spot(table, "troops:0"))
    assert log_of(table) == [cmd.DeferRecruit(0, 1)]
    finish(harness)
    harness.drag(spot(table, "pen:0:2:"), spot(table, "trash:0"))
    assert log_of(table)[-1] == cmd.DismissRecruit(0, 2)


def test_a_legend_is_boosted_by_dropping_a_trick_on_it(harness):
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "sneaky_horse", "row": 1, "col": 1}]},
        {"field": [{"card": "tecumseh", "row": 0, "col": 1}], "hand": ["penance"]}]}
    table = open_table(harness, stacked(setup))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    hand_over(harness)               # the hand-off to the defender
    harness.drag(hand_spot(table, "penance"), spot(table, "animal:1:0:1:"))
    assert log_of(table)[-1] == cmd.LegendBoost(1, "1.penance.1")


def test_undo_never_takes_back_a_turned_up_recruit(harness):
    table = start_game(harness, BeastTable, "beast", {"players": 2}, 7)
    harness.click(spot(table, "pen:0:0:"))
    finish(harness)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert log_of(table) == [cmd.FlipRecruit(0, 0)]
    assert any("cannot be taken back" in t for t in table.toasts.texts)


def test_undo_never_takes_back_a_battles_resolution(harness):
    table = open_table(harness, stacked(MOVE_AND_FIGHT), bots=(1,))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    while table.session.engine.state.battle is not None:
        press_prompt(harness, table, "Pass")
        finish(harness)
    log = list(log_of(table))
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert log_of(table) == log


def test_a_leader_turned_up_is_topped_by_a_click_and_the_prompt_says_it_is_now_or_never(harness):
    # "If you turn up a Leader card, you should play another Troop card on top of it automatically,
    # unless you plan to defer the card" (ruling B3)
    table = open_table(harness, stacked({"turn": 0, "players": [
        {"pen": [{"card": "the_schemer", "face_up": False}], "troops": ["wily_jackrabbit"]}]},
        decks=(mix("farm", "tricky"), "forest")))
    harness.click(spot(table, "pen:0:0:"))
    finish(harness)
    assert "click it to play the next Troop onto it now" in table.adapter.prompt_text(0)
    assert [word for _, word in table.marks.pen_tags()] == ["click: Troop onto it"]    # issue 21, item 12: it says so
    harness.click(spot(table, "pen:0:0:"))
    finish(harness)
    assert log_of(table) == [cmd.FlipRecruit(0, 0), cmd.TopLeader(0, 0)]
    assert "Step 1" in table.adapter.prompt_text(0)


def test_end_turn_asks_once_more_only_while_actions_are_left_and_says_how_many(harness):
    """Issue 21, item 7: a second press is asked for only when ending throws actions away."""
    table = open_table(harness, stacked({"turn": 0, "step": "actions", "actions": 2, "players": [{}, {}]}))
    harness.click(spot(table, "end_turn:0"))
    finish(harness)
    assert log_of(table) == []
    assert "Press End turn again to end your turn (2 actions left)." in table.toasts.texts
    harness.click(spot(table, "end_turn:0"))
    finish(harness)
    assert log_of(table)[0] == cmd.EndTurn(0)


def test_an_event_aimed_at_an_opponent_lands_anywhere_on_their_board(harness):
    """Issue 21, item 4: the whole board of a legal target is a target, not only its name bar."""
    setup = {"turn": 0, "step": "actions", "players": [
        {"hand": ["lost_opportunity"]}, {"hand": ["bullhorn"]}, {"hand": ["bullhorn"]}]}
    three = (mix("farm", "dark"), mix("farm", "resourceful"), mix("forest", "resourceful"))
    table = open_table(harness, stacked(setup, decks=three))
    board = table.geo.boards[2]
    harness.drag(hand_spot(table, "lost_opportunity"), board.animal(1, 1).center)
    finish(harness)
    played = log_of(table)
    assert len(played) == 1 and isinstance(played[0], cmd.PlayEvent) and played[0].target == (2,)


def test_a_troop_on_a_leader_is_shown_large_with_its_leader_beside_it(harness):
    """Issue 21, item 12: the large view of a paired animal shows the Leader's bonus and ability too."""
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "stubborn_mule", "row": 1, "col": 1, "leader": "the_propagandist"}]}, {}]}
    table = open_table(harness, stacked(setup, decks=(mix("farm", "resourceful"), "forest")))
    at = spot(table, "animal:0:1:1:")
    assert table.card_under(at) == ("0.stubborn_mule.1", "front", "0.the_propagandist.1")
    table.zoom.pin(at)
    harness.frames(1)
    assert table.zoom._beside is not None and table.zoom._beside[0][0] == "0.the_propagandist.1"
