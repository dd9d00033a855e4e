"""Whole games through the real screens, driven by posted pygame events only."""
from __future__ import annotations

import time



from game.engine.core.engine import Engine
from game.engine.noah import commands as cmd
from game.engine.noah.rules import NOAH
from game.table.noah.scene import NoahTable
from game.table.scenes.game_over import GameOver
from game.table.scenes.new_game import NewGameScene
from test_table_noah import centre, finish, hand_card, start
from table_harness import choice_of  # noqa: E402


def button(h, label):
    return next(b for b in h.top.buttons if b.label == label).rect.center


def test_two_bots_play_a_whole_game_started_from_the_new_game_screen(harness):
    harness.app.settings.animation_speed = 0        # the bots play as fast as they choose
    harness.frames(1)
    harness.click(button(harness, "New game"))
    form = harness.top
    assert isinstance(form, NewGameScene) and form.players == 2
    seat_buttons = [b for b in form.buttons if b.label == "Person"]
    harness.click(seat_buttons[0].rect.center)
    harness.click(next(b for b in harness.top.buttons if b.label == "Person").rect.center)
    assert form.bots[:2] == [True, True]
    harness.click(button(harness, "Start"))
    table = harness.top
    assert isinstance(table, NoahTable) and table.session.bots == {0, 1}
    deadline = time.time() + 45
    while not isinstance(harness.top, GameOver) and time.time() < deadline:
        harness.frames(1)
        time.sleep(0.001)     # the bots choose on their own thread
    assert isinstance(harness.top, GameOver), f"no game over within 45 s ({len(table.session.engine.log)} commands)"
    engine = table.session.engine
    outcome = engine.state.outcome
    assert harness.top.outcome_title == ("Victory!" if outcome == "won" else "Defeat")
    replayed = Engine.replay(NOAH, engine.options, engine.seed, list(engine.log))
    assert replayed.state.outcome == outcome and replayed.hash() == engine.hash()


def discard_play(table, seat):
    """A legal Discard-upgrade play on an Enemy: (command)."""
    for c in table.session.legal(seat):
        if isinstance(c, cmd.PlayAction) and c.upgrade == "discard" and c.discard and c.target[:1] == ("enemy",) \
                and len(c.target) == 2:
            return c
    return None


def test_a_person_drags_discards_ends_the_turn_and_answers_the_defend_prompt(harness):
    # This deal gives the first seat a card with a Discard upgrade, and a Defense card comes soon.
    table = start(harness, players=2, seed=2, factions=["cogwright_irregulars", "lantern_order"])
    seat = table.desk.main_seat()
    play = discard_play(table, seat)
    assert play is not None, "this deal has no card with a Discard upgrade"
    # Drag the card onto its Enemy; the upgrade menu opens; click the Discard line.
    harness.drag(hand_card(table, seat, play.card), centre(table.layout()[f"enemy:{play.target[1]}"]))
    assert choice_of(table) is not None
    index = next(i for i, (_, c) in enumerate(choice_of(table).options) if c == play)
    harness.frames(1)
    harness.click(choice_of(table).rects[index].center)
    assert table.session.engine.log[-1] == play
    finish(harness)
    assert play.discard in table.session.engine.state.factions[seat].played
    # End the turn with the End turn button (pressed twice: it asks to confirm).
    end = table.layout()[f"end_turn:{seat}"]
    harness.click(centre(end))
    harness.click(centre(end))
    assert isinstance(table.session.engine.log[-1], cmd.EndTurn)
    finish(harness)
    # Play on (ending each hero turn by its button) until the Enemies attack and a seat must defend.
    for _ in range(40):
        prompt = table.session.prompt
        if prompt is not None and prompt.kind == "defend":
            break
        assert not table.session.over
        if prompt is not None:
            harness.click(centre(next(r for k, r in table.layout().items() if k.startswith("prompt:"))))
        else:
            key = next(k for k in table.layout() if k.startswith("end_turn:"))
            harness.click(centre(table.layout()[key]))
            harness.click(centre(table.layout()[key]))
        finish(harness)
    prompt = table.session.prompt
    assert prompt is not None and prompt.kind == "defend"
    before = len(table.session.engine.log)
    layout = table.layout()
    take = layout.get("prompt:Take the damage") or layout["prompt:Pass"]   # Pass when no damage comes
    harness.click(centre(take))
    assert len(table.session.engine.log) == before + 1
    assert isinstance(table.session.engine.log[-1], cmd.Pass)


def test_at_a_defend_prompt_the_cards_that_can_block_glow_and_one_dragged_up_is_played(harness):
    table = start(harness, players=2, seed=1, factions=["cogwright_irregulars", "lantern_order"])
    for _ in range(60):
        prompt = table.session.prompt
        if prompt is not None and prompt.kind == "defend":
            break
        if prompt is not None:
            harness.click(centre(next(r for k, r in table.layout().items() if k.startswith("prompt:"))))
        else:
            key = next(k for k in table.layout() if k.startswith("end_turn:"))
            harness.click(centre(table.layout()[key]))
            harness.click(centre(table.layout()[key]))
        finish(harness)
    prompt = table.session.prompt
    assert prompt is not None and prompt.kind == "defend"
    seat = prompt.seats[0]
    plays = [c for c in table.session.legal(seat) if isinstance(c, cmd.PlayAction)]
    assert plays, "this deal has no Defense card in hand at the first attack"
    assert table.adapter.defend_cards(seat) == {c.card for c in plays}
    before = len(table.session.engine.log)
    card = plays[0].card
    harness.drag(hand_card(table, seat, card), centre(table.layout()["dice"]))
    if choice_of(table) is not None:
        harness.frames(1)
        harness.click(choice_of(table).rects[0].center)
    played = table.session.engine.log[before:]
    assert played and isinstance(played[0], cmd.PlayAction) and played[0].card == card
