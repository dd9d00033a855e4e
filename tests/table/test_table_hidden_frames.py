"""Nothing hidden is drawn, for every game (NOAH's decks and face-down Enemies too): two states that differ only in what a seat
may not see (the other hands, the decks' order, face-down cards: everything dealt again) draw
pixel-identical frames for that seat, in states of played games (battles and Feeding Phases among them):
at its own screen, in the public view a bot's turn is watched in, at the hand-off, and in Watch of an
unfinished game. ARK_FRAME_EXAMPLES sets how many states of each game (a handful by default)."""
from __future__ import annotations

import os

import pygame
import pytest

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.rng import Rng
from game.engine.core.rules import PUBLIC
from game.engine.games import game_spec, make_bot
from game.table.games import table_entry
from game.table.scenes.handoff import HandOff
from game.table.session import Session

EXAMPLES = int(os.environ.get("ARK_FRAME_EXAMPLES", "4"))
HIDDEN_HAND_GAMES = [name for name in ("planet", "beast")]
DRAWN_FROM_VIEWS = HIDDEN_HAND_GAMES + ["noah"]     # NOAH's hands are open; its decks and face-down Enemies are not

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def played(name: str, players: int, seed: int):
    """States of a game the heuristic bot plays in every seat: an engine (with its log) every few moves,
    the battles and Feeding Phases first."""
    engine = Engine(game_spec(name).rules(), {"players": players}, seed)
    bot = make_bot("heuristic", name, seed)
    found, plain = [], []
    for step in range(900):
        if engine.is_over:
            break
        view = engine.view(PUBLIC)
        if step % 7 == 0:
            special = view.get("battle") is not None or view.get("phase") == "feeding"
            (found if special else plain).append(list(engine.log))
        seat = engine.acting.seats[0]
        engine.submit(bot.choose(seen_by(engine.rules, engine.state, seat, engine.legal_commands(seat))))
    logs = found[:EXAMPLES // 2] + plain[::max(1, len(plain) // max(1, EXAMPLES - len(found[:EXAMPLES // 2])))]
    return [Engine.replay(engine.rules, engine.options, engine.seed, log) for log in logs[:EXAMPLES]]


def twin(engine: Engine, seat: int, draw: int) -> Engine:
    """The same game where everything `seat` does not see is dealt again."""
    other = Engine.replay(engine.rules, engine.options, engine.seed, engine.log)
    other.state = engine.rules.sample_state(engine.state, seat, Rng.seeded(1000 + draw))
    return other


def frame(h, name: str, engine: Engine, viewer: int) -> bytes:
    """The table of `engine` as `viewer` (a seat, or PUBLIC) sees it, everything settled, drawn at one
    moment of its clock."""
    h.app.open_menu()
    table = table_entry(name).scene(h.app, Session(engine), animate_setup=False)
    h.app.push(table)
    table.show_seat(viewer)
    table.passing.catchup.close()
    table.anims.skip()
    table.sync(snap=True)
    table.clock = 1.0
    surface = pygame.Surface(h.app.size)
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("name", DRAWN_FROM_VIEWS)
def test_a_seats_frame_and_the_public_frame_hold_nothing_of_what_they_may_not_see(harness, name):
    players = 3 if name == "beast" else 2
    checked = 0
    for k, engine in enumerate(played(name, players, seed=17)):
        for viewer in engine.rules.seats(engine.state) + [PUBLIC]:
            hidden_from = viewer if viewer != PUBLIC else k % players
            first = frame(harness, name, engine, viewer)
            again = frame(harness, name, twin(engine, hidden_from, k), viewer)
            assert first == again, (name, k, viewer, len(engine.log))
            checked += 1
    assert checked >= EXAMPLES


def test_the_hand_off_screen_shows_no_card(harness):
    engines = played("beast", 2, seed=18)[:1]
    covers = []
    for engine in engines + [twin(engines[0], 1, 0)]:
        harness.app.open_menu()
        table = table_entry("beast").scene(harness.app, Session(engine), animate_setup=False)
        harness.app.push(table)
        harness.app.push(HandOff(harness.app, table, 0))
        surface = pygame.Surface(harness.app.size)
        harness.app.stack.draw(surface)
        covers.append(pygame.image.tobytes(surface, "RGB"))
    assert covers[0] == covers[1]


@pytest.mark.parametrize("name", HIDDEN_HAND_GAMES)
def test_watching_an_unfinished_game_between_people_draws_nothing_hidden(harness, name, tmp_path):
    from game.engine.core.saves import save_game
    from game.table import launch
    engine = played(name, 2, seed=19)[-1]
    path = tmp_path / "unfinished.yaml"
    save_game(engine, path)
    assert launch.watch_save(harness.app, path) is None
    controls = harness.top
    controls.jump(len(engine.log))
    table = controls.table
    assert table.viewer == PUBLIC

    def drawn() -> bytes:
        table.anims.skip()
        table.sync(snap=True)
        table.clock = 1.0
        surface = pygame.Surface(harness.app.size)
        harness.app.stack.draw(surface)
        return pygame.image.tobytes(surface, "RGB")
    before = drawn()
    for seat in (0, 1):
        table.session.engine.state = engine.rules.sample_state(table.session.engine.state, seat, Rng.seeded(seat))
        table.session.version += 1
        assert drawn() == before, seat
