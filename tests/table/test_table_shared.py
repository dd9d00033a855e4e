"""The shared table as a NOAH player meets it: the log kept across Continue, true Enemy backs from the
first frame, names on overlapped hand cards, bots' moves never undone by a person, the end screen."""
from __future__ import annotations

import time

import pygame

from game.engine.noah import commands as cmd
from game.table import launch
from game.table.scenes.game_over import GameOver
from test_table_noah import enemy_hit_card, finish, start


def test_continue_writes_the_whole_log_again_from_the_replay(harness):
    table = start(harness)
    card, position = enemy_hit_card(table, 0)
    assert table.submit(cmd.PlayAction(0, card, "base", None, ("enemy", position)))
    finish(harness)
    before = [text for text, _, _ in table.log.lines]
    table.on_quit()                                     # the autosave
    assert launch.resume_autosave(harness.app) is None
    finish(harness)
    again = [text for text, _, _ in harness.top.log.lines]
    assert again[-1] == "The game is resumed."
    played = next(t for t in before if " plays " in t)
    assert played in again and len(again) >= len(before) - 1


def test_face_down_enemies_show_their_type_from_the_first_frame(harness):
    table = start(harness)
    view_row = table.session.view(table.viewer)["row"]
    for entry, slot in zip(table.shown.row, view_row):
        if not slot["face_up"]:
            assert entry.card is None                   # the table never holds a hidden Enemy's name
            assert entry.back == f"back_enemy_{slot['colour']}"


def test_the_setup_animation_places_backs_of_the_right_type(harness):
    table = start(harness)
    colours = [slot["colour"] for slot in table.session.view(table.viewer)["row"]]
    assert [table.enemy_back(p) for p in range(len(colours))] == [f"back_enemy_{c}" for c in colours]


def test_a_person_cannot_undo_a_bots_move(harness):
    table = start(harness)
    card, position = enemy_hit_card(table, 0)
    recruit = next(c for c in table.session.legal(0) if isinstance(c, cmd.RecruitAgent))
    assert table.submit(recruit)                        # a move that can be undone
    finish(harness)
    table.session.bots.add(0)                           # ... made by a bot
    assert table.session.engine.can_undo
    count = len(table.session.engine.log)
    table.undo()
    assert len(table.session.engine.log) == count
    assert any("bot's moves" in t for t in table.toasts.texts)
    assert not table.status_bar.undo_offered()


def test_the_end_screen_gives_one_fact_a_line(harness):
    table = start(harness)
    table.session.engine.state.outcome, table.session.engine.state.outcome_reason = "lost", "The heroes fell."
    table.game_over()
    harness.frames(2)
    screen = harness.top
    assert isinstance(screen, GameOver) and screen.outcome_title == "Defeat"
    lines = screen.summary()
    assert "Rounds: 1" in lines and any(line.startswith("Phase reached") for line in lines)


def test_dropping_a_no_target_card_on_an_enemy_column_plays_it(harness):
    table = start(harness)
    seat = table.desk.main_seat()
    untargeted = [c for c in table.session.legal(seat) if isinstance(c, cmd.PlayAction) and not c.target
                  and c.upgrade == "base"]
    if not untargeted:
        return   # this deal has none; other seeds cover it in the engine's tests
    card = untargeted[0].card
    from test_table_noah import hand_card
    count = len(table.session.engine.log)
    harness.drag(hand_card(table, seat, card), pygame.Rect(table.layout()["enemy:1"]).center)
    finish(harness)
    if table.picking.choices:
        harness.key(pygame.K_1)
        finish(harness)
    assert len(table.session.engine.log) == count + 1


def test_the_hint_key_says_what_the_bot_would_do_in_the_acting_seats_place(harness):
    table = start(harness)
    harness.key(pygame.K_h)
    deadline = time.monotonic() + 90   # the hard bot's process starts, then thinks: wait in real time
    while not any(t.startswith("Hint: ") for t in table.toasts.texts) and time.monotonic() < deadline:
        harness.frames(1)
        time.sleep(0.01)
    hint = next(t for t in table.toasts.texts if t.startswith("Hint: "))
    seat = table.desk.main_seat()
    assert table.adapter.words.seat_words(seat) in hint
    assert len(table.session.engine.log) == 0          # a hint plays nothing


def test_a_gather_chooses_several_cards_then_confirms_the_command_they_stand_for(harness, monkeypatch):
    from game.table.gathering import Gather
    table = start(harness)
    recruit = next(c for c in table.session.legal(0) if isinstance(c, cmd.RecruitAgent))
    offer = Gather(0, "Choose your first two cards", ("hand:0:0", "hand:0:1", "hand:0:2"),
                   {frozenset({"hand:0:0", "hand:0:1"}): recruit}, confirm="Recruit")
    monkeypatch.setattr(table.adapter, "gather", lambda seat, legal: offer if table.session.version == 0 else None)
    table.gathering._version = -1
    harness.frames(2)
    assert table.gathering.active is offer
    (rect, answer), = table.prompts.buttons()
    assert answer is None                                   # nothing chosen yet: Confirm is greyed
    harness.click(table.place_rects()["hand:0:0"].center)
    harness.click(table.place_rects()["hand:0:1"].center)
    assert table.gathering.chosen == ["hand:0:0", "hand:0:1"] and not table.picking.picks
    assert "2 chosen" in table.prompts.text(0)
    (rect, answer), = table.prompts.buttons()
    assert answer == recruit
    harness.click(rect.center)
    finish(harness)
    assert table.session.engine.log == [recruit] and table.gathering.active is None


def test_save_as_scenario_writes_a_file_that_reproduces_the_game(harness):
    from game.engine.scenario import load_scenario, run
    table = start(harness)
    card, position = enemy_hit_card(table, 0)
    assert table.submit(cmd.PlayAction(0, card, "base", None, ("enemy", position)))
    finish(harness)
    path = table.save_scenario()
    scenario = load_scenario(path)
    run(scenario)
    assert scenario.engine.hash() == table.session.engine.hash()


def test_moving_up_the_ability_track_is_lit_on_the_track(harness):
    """A hint or a lesson's step of AdvanceAbility lights the Ability track it is pressed on (it lit
    nothing: the move picks no card up)."""
    table = start(harness)
    command = cmd.AdvanceAbility(0)
    assert pygame.Rect(table.geo.zones[0].ability) in table.moves.places(command)
    assert table.moves.places(cmd.AdvanceAbility(1)) != table.moves.places(command)
