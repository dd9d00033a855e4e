"""Hidden hands on one screen: the table draws only from the seat on screen's view, the hand-off
covers the table whenever a different person must act (a defender's phases too), the log shows
each seat only what it may see, and a prompt never depends on what a hand holds."""
from __future__ import annotations

import pygame
import pytest

from beast_table import finish, hand_over, open_table, played_until_battle, press_prompt, spot, stacked
from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.beast.state import card_id
from game.engine.core.rng import Rng
from game.table.adapter import seen_lines
from game.table.scenes.handoff import HandOff
from table_harness import screenshot_path

FIGHT = {"turn": 0, "step": "actions", "players": [
    {"field": [{"card": "sneaky_horse", "row": 1, "col": 1}], "hand": ["bullhorn"]},
    {"field": [{"card": "playful_possum", "row": 0, "col": 1}], "hand": ["righteous_shield", "cornered"]}]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def frame(h) -> bytes:
    """The whole window drawn at one moment of the table's clock (its glows pulse with time)."""
    h.frames(1)
    h.top.clock = 1.0
    h.app.stack.draw(h.app.screen)
    return pygame.image.tobytes(h.app.screen, "RGB")


def test_a_frame_is_the_same_whatever_another_seat_holds(harness):
    """Deal every card seat 1 hides again (its hand, its face-down Pen, both decks): the frame drawn for
    seat 0 does not change by a pixel, so no drawn frame holds anything of seat 1's hidden cards."""
    engine = played_until_battle(7)
    table = open_table(harness, engine)
    viewer = table.viewer
    other = 1 - viewer
    harness.move((5, 5))        # nothing hovered, nothing zoomed
    finish(harness)
    before = frame(harness)
    hidden_before = list(engine.state.players[other].hand)
    rng = Rng.seeded(99)
    for _ in range(5):
        engine.state = engine.rules.sample_state(engine.state, viewer, rng)
        if engine.state.players[other].hand != hidden_before:
            break
    assert engine.state.players[other].hand != hidden_before
    table.session.version += 1          # the table draws again from the (same) view
    finish(harness)
    assert frame(harness) == before


def test_the_table_asks_only_for_the_view_of_the_seat_on_screen(harness, monkeypatch):
    table = open_table(harness, played_until_battle(7))
    asked = []
    real = table.session.view
    monkeypatch.setattr(table.session, "view", lambda seat: asked.append(seat) or real(seat))
    for _ in range(5):
        harness.frames(1)
    harness.move(spot(table, "animal:"))
    harness.frames(40)                  # hovering a card: its vectors, then its zoom
    assert asked and set(asked) == {table.viewer}


def test_the_defender_is_handed_the_screen_for_each_of_their_phases(harness):
    table = open_table(harness, stacked(FIGHT))
    assert table.viewer == 0
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1
    harness.screenshot(screenshot_path("beast-handoff.png"))
    hand_over(harness)
    assert table.viewer == 1
    hand = {card_id(k.split(":")[2]) for k in table.layout() if k.startswith("hand:")}
    assert hand == {"righteous_shield", "cornered"}              # now seat 2's own hand is shown
    press_prompt(harness, table, "Pass")
    finish(harness)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 0
    hand_over(harness)
    assert table.viewer == 0
    assert {card_id(k.split(":")[2]) for k in table.layout() if k.startswith("hand:")} == {"bullhorn"}


def test_undo_is_only_for_the_seat_on_screen_and_its_own_move(harness):
    table = open_table(harness, stacked(FIGHT))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    hand_over(harness)
    press_prompt(harness, table, "Pass")         # seat 2 passes its phase
    finish(harness)
    hand_over(harness)                           # seat 1 on screen: the last move is seat 2's
    log = list(table.session.engine.log)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.session.engine.log == log
    assert any("another player" in t for t in table.toasts.texts)


def test_the_log_names_drawn_tricks_only_to_their_owner(harness):
    engine = played_until_battle(7)
    table = open_table(harness, engine)
    drawn = [e for e in table.session.history() if isinstance(e, ev.TricksDrawn)]
    assert drawn
    for e in drawn:
        lines = seen_lines(table.adapter, e, table.session.seats)
        own = [line for line in lines if line.seats == frozenset({e.seat})]
        others = [line for line in lines if line.seats is not None and e.seat not in line.seats]
        assert own and others
        assert all(table.adapter.card_name(c) not in others[0].text for c in e.cards)
    table.desk.look(0)
    shown = " ".join(text for text, _, _ in table.log.lines)
    for e in drawn:
        if e.seat == 1:
            assert all(f"draws {table.adapter.card_name(c)}" not in shown for c in e.cards)


def test_the_defenders_prompt_is_the_same_whatever_their_hand_holds(harness):
    with_cards = stacked(FIGHT)
    without = stacked({**FIGHT, "players": [FIGHT["players"][0], {**FIGHT["players"][1], "hand": []}]})
    texts = []
    for engine in (with_cards, without):
        engine.submit(cmd.DeclareBattle(0, 1, 1, 1, 0, 1))
        table = open_table(harness, engine)
        texts.append((table.adapter.prompt_text(1), engine.prompt))
    assert texts[0] == texts[1]


def test_an_invited_player_is_handed_the_screen_and_joins_from_their_front_row(harness):
    setup = {"turn": 0, "step": "actions", "players": [
        {"field": [{"card": "sneaky_horse", "row": 1, "col": 1}]},
        {"field": [{"card": "playful_possum", "row": 0, "col": 1}]},
        {"field": [{"card": "alley_cat", "row": 0, "col": 2}]}]}
    table = open_table(harness, stacked(setup, decks=("farm", "forest", "city")))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    hand_over(harness)                                   # the defender, seat 2
    press_prompt(harness, table, "Invite Seat 3")
    finish(harness)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 2
    hand_over(harness)
    assert table.viewer == 2
    assert "invites you to ally" in table.prompts.text(2)
    harness.click(spot(table, "animal:2:0:2:"))          # the lit front-row animal joins
    finish(harness)
    assert table.session.engine.log[-1] == cmd.JoinBattle(2, 2)
    assert table.session.engine.state.battle.allies == [[1, 2, 0, 2, 1]]


def test_the_warm_up_prepares_no_picture_of_another_seats_hidden_cards(harness):
    from game.table.beast import warm
    from game.table.session import Session
    engine = played_until_battle(7)
    session = Session(engine)
    viewer = session.acting_seats()[0]
    other = 1 - viewer
    jobs = warm.jobs(warm._art(harness.app), session, (1280, 720))
    warmed = {card for _, card, _, _ in jobs}
    player = engine.state.players[other]
    hidden = {card_id(c) for c in player.hand} | {card_id(r.card) for r in player.pen if r.card and not r.face_up}
    seen = {card_id(c) for p in engine.state.players for line in p.field for a in line if a
            for c in (a.card, a.leader, *a.items) if c}
    seen |= {card_id(c) for p in engine.state.players for c in p.trash + p.hand if p.seat == viewer or c in p.trash}
    seen |= {card_id(r.card) for p in engine.state.players for r in p.pen if r.card and r.face_up}
    assert warmed and not (warmed & (hidden - seen))
