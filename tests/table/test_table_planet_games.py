"""Starting, leaving and coming back to Noah Planet: the new-game form, a bot in a seat, quitting in
the middle and Continue, Load, a single player's game to its end screen with the achievement title
and the personal bests kept in the data folder, and every layout fitting at both sizes."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.table.planet.records import Records, records_path
from game.table.planet.scene import PlanetTable
from game.table.scenes.game_over import GameOver
from game.table.scenes.handoff import HandOff
from game.table.scenes.new_game import NewGameScene
from game.table.session import Session
from planet_table import finish, hand_over, hand_spot, open_table, played, press_prompt, spot, stacked
from game.engine.core.rules import PUBLIC
from hidden_hand_table import button, load_from_the_menu, pass_hand_off, quit_and_continue, watch_saved
from table_harness import Harness, screenshot_path

SIZES = [(1280, 720), (1920, 1080)]
LAST_TURN = {"turn": 0, "round": 5, "players": [
    {"hand": ["rabbit", "koala", "red_fox"], "ecosystem": ["bamboo", "fig", "wild_grass"], "score": 97}]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_the_new_game_form_offers_environments_the_variant_and_bots(harness):
    scene = NewGameScene(harness.app, "planet")
    harness.app.push(scene)
    harness.frames(1)
    harness.click(button(scene, "No Environment").rect.center)
    harness.click(button(scene, "1 Environment").rect.center)               # two, drawn at random
    harness.click(button(scene, "Standard rules").rect.center)
    harness.click(button(scene, "Person").rect.center)                       # seat 1 is a bot
    assert scene.options() == {"players": 2, "variant": "strategy", "environments": 2}
    harness.click(button(scene, "Start").rect.center)
    table = harness.top
    assert isinstance(table, PlanetTable) and table.session.bots == {0}
    assert len(table.session.engine.state.environments) == 2 and table.viewer == 1


def test_one_player_plays_alone_from_the_form(harness):
    scene = NewGameScene(harness.app, "planet")
    harness.app.push(scene)
    while scene.players != 1:
        scene.cycle_players()
    harness.click(button(scene, "Start").rect.center)
    finish(harness)
    table = harness.top
    assert isinstance(table, PlanetTable) and table.session.engine.state.solo
    assert len(table.geo.areas) == 3                  # a single player always has the Selection Area
    assert table.adapter.status(table.shown.view)[0] == "Seat 1: discard cards for actions"


def test_a_bot_plays_its_turn_by_itself_and_the_person_keeps_the_screen(harness):
    engine = stacked({"turn": 0, "players": [{"hand": ["rabbit", "koala", "red_fox"],
                                               "ecosystem": ["bamboo", "fig"]}, {}]})
    table = open_table(harness, engine, bots=(1,))
    for card in ("rabbit", "koala", "red_fox"):
        harness.drag(hand_spot(table, card), spot(table, "pile:discard"))
        finish(harness)
    press_prompt(harness, table, "Confirm the feeding")
    finish(harness)
    assert not isinstance(harness.top, HandOff)       # the bot needs no screen
    assert table.session.engine.state.turn == 0 and table.session.engine.state.round == 2
    assert any(getattr(c, "seat", None) == 1 for c in table.session.engine.log)
    assert table.viewer == 0


def test_quitting_in_the_middle_then_continue_brings_the_game_back(harness):
    engine = played(7, players=2, turns=3)
    open_table(harness, engine)
    log = list(engine.log)
    again = quit_and_continue(harness, PlanetTable)
    try:
        assert isinstance(again.top, HandOff)     # two people: the one whose hand it is looks first
        hand_over(again)
        resumed = again.top
        assert isinstance(resumed, PlanetTable) and resumed.session.engine.log == log
        assert "The game is resumed." in [text for text, _, _ in resumed.log.lines]
        assert resumed.shown.view["ecosystems"] == engine.view(resumed.viewer)["ecosystems"]
    finally:
        again.close()


def test_a_saved_game_loads_from_the_load_screen(harness):
    engine = played(11, players=3, turns=4, variant="strategy")
    table = open_table(harness, engine, bots=(1, 2))
    table.save()
    load_from_the_menu(harness, PlanetTable, "planet-")
    assert isinstance(harness.top, PlanetTable) and harness.top.session.bots == {1, 2}
    assert harness.top.session.engine.log[:len(engine.log)] == engine.log


def play_last_turn(h, table) -> None:
    """Discard two cards for actions, create the Rabbit, end the Action Phase, confirm the feeding."""
    for card in ("koala", "red_fox"):
        h.drag(hand_spot(table, card), spot(table, "pile:discard"))
        finish(h)
    h.drag(hand_spot(table, "rabbit"), spot(table, "eco:0"))
    finish(h)
    h.click(spot(table, "end_turn:0"))
    h.click(spot(table, "end_turn:0"))
    finish(h)
    press_prompt(h, table, "Confirm the feeding")
    finish(h)


def test_a_single_players_game_ends_with_the_title_and_the_personal_best_kept(harness):
    table = open_table(harness, stacked(LAST_TURN, players=1))
    play_last_turn(harness, table)
    assert isinstance(harness.top, GameOver)
    assert table.adapter.outcome_title() == ("True Force of Noah!", True)
    lines = harness.top.summary()
    assert lines[0] == "100 points reached in 5 rounds: True Force of Noah."
    assert "True Force of Noah (5 rounds or fewer): 1x, best 5 rounds, 101 points  <- this game, a new best!" in lines
    assert "Saint of Noah (6 rounds): not earned yet" in lines
    records = Records.load()
    assert records.titles["True Force of Noah"] == {"times": 1, "rounds": 5, "score": 101}
    harness.screenshot(screenshot_path("planet-solo-end.png"))
    harness.click(button(harness.top, "Look at the table").rect.center)
    table.game_over()                                  # the end shown again: not counted twice
    assert Records.load().titles["True Force of Noah"]["times"] == 1


def test_a_bots_single_player_game_is_no_persons_record(harness):
    table = open_table(harness, stacked(LAST_TURN, players=1), bots=(0,))
    for _ in range(50):
        if table.session.over:
            break
        finish(harness)
    assert table.session.over and table.adapter.records is None
    assert Records.load().titles == {} and not records_path().exists()


def test_a_short_season_says_its_goal_at_the_end_and_keeps_its_own_record(harness):
    """Issue 19, item 10: the solo ladder is "reach 100 points in how many rounds"; Short Season ends
    the game at 80: the end screen says so, gives no title of the ladder, and keeps the 80-point record
    apart from the titles."""
    table = open_table(harness, stacked({**LAST_TURN, "environments": ["short_season"], "players": [
        {**LAST_TURN["players"][0], "score": 77}]}, players=1))
    play_last_turn(harness, table)
    assert isinstance(harness.top, GameOver)
    assert table.adapter.outcome_title() == ("80 points in 5 rounds!", True)
    lines = harness.top.summary()
    assert lines[0] == "80 points reached in 5 rounds, the goal of Short Season (the titles count the rounds to 100)."
    assert "80 points: 1x, best 5 rounds, 81 points  <- this game, a new best!" in lines
    assert not any("True Force of Noah" in line for line in lines)
    records = Records.load()
    assert records.titles == {} and records.goals == {80: {"times": 1, "rounds": 5, "score": 81}}
    harness.screenshot(screenshot_path("planet-solo-short-season-end.png"))


def test_a_damaged_achievements_file_is_set_aside_and_the_records_start_again(harness):
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("titles: {Saint of Noah: {times: lots}}\n")
    records = Records.load()
    assert records.titles == {} and "set aside" in records.notice
    assert not path.exists() and list(path.parent.glob("planet-achievements.yaml.bad-*"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,variant,environments", [(1, "standard", 1), (2, "standard", 0),
                                                          (3, "strategy", 2), (4, "strategy", 8)])
def test_every_ecosystem_and_pile_fits_the_window_and_nothing_overlaps(size, players, variant, environments):
    h = Harness(size)
    try:
        engine = played(3, players=players, turns=3 * players, variant=variant, environments=environments)
        h.app.open_menu()
        table = PlanetTable(h.app, Session(engine), animate_setup=False)
        h.app.push(table)
        finish(h)
        L = table.geo
        window = pygame.Rect(0, 0, *size)
        parts = {f"ecosystem {s}": g.rect for s, g in L.ecos.items()}
        parts.update(hand=L.hand, side=L.side, track=L.track)
        for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        column = {"status": L.status, "end turn": L.end_turn, **{f"pile {k}": r for k, r in L.piles.items()},
                  **{f"area {i}": r for i, r in enumerate(L.areas)}, "flow": L.flow, **L.buttons}
        for (a, ra), (b, rb) in itertools.combinations(column.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        for name, rect in {**parts, **column}.items():
            assert window.contains(rect), f"{name} {rect} leaves the window"
        assert L.flow.h >= 150 * L.scale                                 # room for the prompt and the log
        for seat, g in L.ecos.items():
            rows, card = table.places.rows(seat)
            assert all(g.rect.contains(r) for r in rows.values())
            assert all(g.rect.inflate(2, 2).contains(slot) for _, slot in table.places.species(seat))
        assert table.places.card_size(table.desk.anchor)[0] >= 50 * L.scale   # the nearest seat reads its cards
        h.screenshot(screenshot_path(f"planet-{players}p-{variant}-{environments}env-{size[0]}.png"))
    finally:
        h.close()


def test_a_saved_game_is_watched_move_by_move_as_each_seat(harness, tmp_path):
    controls, table = watch_saved(harness, PlanetTable, played(5, players=2, turns=4), tmp_path / "planet-watched.yaml", 12)
    assert not table.side.hint_lines()                      # no hint in a replay
    assert table.viewer == PUBLIC and table.places.hand_cards() == []    # two people, the game unfinished
    seen = []
    for seat in (0, 1):
        controls.cycle_seat()                               # each seat's eyes behind its own hand-off
        pass_hand_off(harness)
        finish(harness)
        assert table.viewer == seat and set(table.places.hand_cards()) == set(table.session.view(seat)["hand"])
        seen.append(set(table.places.hand_cards()))
    assert seen[0] != seen[1]


def test_f1_shows_how_to_play_here_the_rules_chapter_by_chapter_and_every_ruling(harness):
    from game.table.scenes.rules_ref import RulesReference
    table = open_table(harness, played(5, players=2, turns=1))
    log = list(table.session.engine.log)
    harness.key(pygame.K_F1)
    assert isinstance(harness.top, RulesReference)
    text = harness.top.text
    for chapter in ("Noah Planet at this table", "The rules of Noah Planet, as this table plays them",
                    "The Feeding Phase", "Strategy Variants", "Playing alone", "R24. No hand limit"):
        assert chapter in text
    assert table.session.engine.log == log


def test_a_save_of_older_rules_opens_where_its_moves_still_play_and_says_so(harness):
    """Issue 19, item 15: a save from before the feeding order changed (rules version 1) is not
    "edited or damaged": it opens where its moves still play, and the table says what happened."""
    from pathlib import Path
    from game.table import launch
    old = Path(__file__).resolve().parents[1] / "fixtures" / "old_rules" / "planet_rules1_2p_seed1.yaml"
    assert launch.open_save(harness.app, old) is None
    finish(harness)
    table = harness.top if isinstance(harness.top, PlanetTable) else None
    if table is None:                       # a game between people opens behind the hand-off screen
        hand_over(harness)
        table = harness.top
    assert isinstance(table, PlanetTable) and len(table.session.engine.log) == 62
    said = " ".join(text for text, _, _ in table.log.lines)
    assert "was played under version 1 of the Noah Planet rules" in said and "goes on from move 62" in said


def test_watching_a_saved_game_tells_its_opening_lines_once(harness, tmp_path):
    """Issue 21, item 13: the replay log does not repeat its opening lines."""
    from game.engine.core.saves import save_game
    from game.table import launch
    engine = played(players=2, turns=2)
    save_game(engine, tmp_path / "watched.json")
    assert launch.watch_save(harness.app, tmp_path / "watched.json") is None
    controls = harness.top
    for _ in range(20):
        harness.frames(5)
    lines = [text for text, _, _ in controls.table.log.lines]
    assert len(lines) == len(set(lines)), lines
