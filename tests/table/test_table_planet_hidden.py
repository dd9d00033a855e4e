"""Hidden hands on one screen: the table draws only from the seat on screen's view (a frame does not
change when every card another seat hides is dealt again), the log names another seat's drawn,
dealt, searched and drafted cards to that seat alone, the hand-off covers the table whenever a
different person must act, and the draft is handed from seat to seat."""
from __future__ import annotations

import pygame
import pytest

from game.engine.core.rng import Rng
from game.engine.core.rules import PUBLIC
from game.table.adapter import seen_lines
from game.table import launch
from game.table.scenes.handoff import HandOff
from planet_table import finish, hand_over, open_table, played, spot

SECRET_TYPES = ("CardsDealt", "DraftPicked", "SearchDrew", "SearchKept", "CardsDrawn")


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def frame(h) -> bytes:
    """The whole window drawn at one moment of the table's clock (its glows pulse with time)."""
    h.frames(1)
    h.top.clock = 1.0
    h.app.stack.draw(h.app.screen)
    return pygame.image.tobytes(h.app.screen, "RGB")


@pytest.mark.parametrize("variant", ["standard", "strategy"])
def test_a_frame_is_the_same_whatever_the_other_seats_hide(harness, variant):
    """Deal every card the others hide again (their hands, the Noah Card Pile, the Plant Pile under its
    top card): the frame drawn for the seat on screen does not change by a pixel."""
    engine = played(7, players=3, turns=5, variant=variant)
    table = open_table(harness, engine)
    viewer = table.viewer
    harness.move((5, 5))        # nothing hovered, nothing zoomed
    finish(harness)
    before = frame(harness)
    others = [list(p.hand) for s, p in enumerate(engine.state.players) if s != viewer]
    pile = list(engine.state.noah_pile)
    rng = Rng.seeded(99)
    for _ in range(5):
        engine.state = engine.rules.sample_state(engine.state, viewer, rng)
        if [list(p.hand) for s, p in enumerate(engine.state.players) if s != viewer] != others:
            break
    assert [list(p.hand) for s, p in enumerate(engine.state.players) if s != viewer] != others
    assert engine.state.noah_pile != pile
    table.session.version += 1          # the table draws again from the (same) view
    finish(harness)
    assert frame(harness) == before


def test_the_table_asks_only_for_the_view_of_the_seat_on_screen(harness, monkeypatch):
    table = open_table(harness, played(7, players=3, turns=4))
    asked = []
    real = table.session.view
    monkeypatch.setattr(table.session, "view", lambda seat: asked.append(seat) or real(seat))
    table.session.version += 1
    for _ in range(5):
        harness.frames(1)
    harness.move(spot(table, "sp:1:"))
    harness.frames(40)                  # hovering a species: its zoom
    assert table.zoom.card is not None
    assert asked and set(asked) == {table.viewer}


def test_the_log_names_another_seats_hidden_cards_to_that_seat_alone(harness):
    engine = played(7, players=3, turns=6, variant="strategy")
    table = open_table(harness, engine)
    events = [e for e in table.session.history() if type(e).__name__ in SECRET_TYPES]
    assert {type(e).__name__ for e in events} >= {"CardsDealt", "DraftPicked", "CardsDrawn"}
    for e in events:
        public = {getattr(e, f) for f in ("discarded",) if hasattr(e, f)}
        secret = [c for f in e.secret for c in (getattr(e, f) if isinstance(getattr(e, f), tuple)
                                                else (getattr(e, f),)) if c and c not in public]
        names = {table.adapter.card_name(c) for c in secret}
        names -= {table.adapter.card_name(c) for c in public if c}
        for line in seen_lines(table.adapter, e, table.session.seats):
            readers = line.seats if line.seats is not None else set(table.session.seats)
            if readers - {e.seat}:
                assert not any(name in line.text for name in names), (type(e).__name__, line.text)
    for viewer in [*table.session.seats, PUBLIC]:    # each seat's log and the watchers', as the log panel gives it
        table.desk.look(viewer)
        shown = " ".join(text for text, _, _ in table.log.lines)
        for e in events:
            if e.seat != viewer and type(e).__name__ == "CardsDrawn":
                assert f"draws {len(e.cards)} card" in shown or not e.cards


def test_the_next_player_is_handed_the_screen_and_sees_only_their_own_hand(harness):
    engine = played(7, players=2, turns=2)
    table = open_table(harness, engine)
    seat = table.viewer
    assert seat == engine.state.turn
    own = set(engine.state.players[seat].hand)
    assert set(table.places.hand_cards()) == own
    from game.engine.planet import commands as cmd
    while engine.state.turn == seat:             # the rest of this turn, as the table plays it
        legal = table.session.legal(seat)
        choice = next((c for c in legal if isinstance(c, (cmd.Plant, cmd.Regenerate, cmd.Feed, cmd.KeepCard,
                                                           cmd.Circulate))), legal[0])
        table.submit(choice)
        finish(harness)
        if isinstance(harness.top, HandOff):
            break
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1 - seat
    hand_over(harness)
    assert table.viewer == 1 - seat
    assert set(table.places.hand_cards()) == set(engine.state.players[1 - seat].hand)


def test_the_draft_is_handed_from_seat_to_seat_each_seeing_its_own_packet(harness):
    assert launch.start_game(harness.app, "planet", {"players": 3, "variant": "strategy"}, 5) is None
    table = harness.top
    finish(harness)
    assert isinstance(harness.top, HandOff)     # nobody's packet shows before its seat says who it is
    hand_over(harness)
    picked = []
    for _ in range(3):
        seat = table.viewer
        packet = sorted(table.session.engine.state.players[seat].packet)
        buttons = table.prompts.buttons()
        assert len(buttons) == len(packet) == 7
        assert sorted(table.places.card_at(rect.center)[0] for rect, _ in buttons) == packet
        harness.click(buttons[0][0].center)
        finish(harness)
        picked.append(seat)
        if isinstance(harness.top, HandOff):
            assert harness.top.seat not in picked
            hand_over(harness)
    assert sorted(picked) == [0, 1, 2]
    assert table.session.engine.state.draft_round == 2
    assert len(table.places.hand_cards()) == 1          # the card kept, in the hand band


def test_the_warm_up_prepares_no_picture_of_another_seats_hidden_cards(harness):
    from game.engine.planet.definitions import card_id
    from game.table.planet import warm
    from game.table.session import Session
    engine = played(7, players=3, turns=4)
    session = Session(engine)
    viewer = session.first_viewer()
    jobs = warm.jobs(warm._art(harness.app), session, (1280, 720))
    warmed = {card for _, card, _, _ in jobs}
    state = engine.state
    hidden = {card_id(c) for s, p in enumerate(state.players) if s != viewer for c in p.hand}
    hidden |= {card_id(c) for c in state.noah_pile}
    seen = {card_id(c) for p in state.players for c in p.ecosystem} | {card_id(c) for c in state.discard_pile}
    seen |= {card_id(c) for c in state.players[viewer].hand} | {card_id(c) for c in state.selection if c}
    seen |= {card_id(state.plant_pile[-1])} if state.plant_pile else set()
    assert warmed and not (warmed & (hidden - seen))

