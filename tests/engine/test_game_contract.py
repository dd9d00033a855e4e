"""One contract, run over every registered game (as OpenSpiel's random_sim_test and PettingZoo's
api_test do): legal commands agree with validate, refusals change nothing, views are JSON-safe and
hide what they must, save/load and replay are exact, the same seed gives the same game, undo stops at
every barrier, and random games end."""
from __future__ import annotations

import copy
import json

import pytest

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import GameOver, Rejected, TurnEnded
from game.engine.core.rng import Rng
from game.engine.core.serialize import canonical_json, copy_state
from game.engine.core.saves import load_game, save_game
from game.engine.games import game_names, game_spec, make_bot, rules_by_name

from .core.state_walk import mutable_parts

GAMES = game_names()
MAX_COMMANDS = 6000


def new_engine(name: str, players: int, seed: int, undo: bool = True) -> Engine:
    rules = game_spec(name).rules()
    return Engine(rules, {"players": players}, seed, undo=undo)


def player_counts(name: str) -> list[int]:
    low, high = game_spec(name).players
    return list(range(low, high + 1))


def random_game(name: str, players: int, seed: int, undo: bool = False):
    """A whole game of random legal commands: yields the engine before every command, with the command."""
    engine = new_engine(name, players, seed, undo)
    pick = Rng.seeded(seed)
    for _ in range(MAX_COMMANDS):
        if engine.is_over:
            return
        seats = engine.rules.active_seats(engine.state)
        assert seats, "the game is not over, yet nobody may act"
        legal = engine.legal_commands(seats[0])
        assert legal, f"seat {seats[0]} must act but has no legal command"
        command = legal[pick.below(len(legal))]
        yield engine, command
        events = engine.submit(command)
        assert not (events and isinstance(events[0], Rejected)), (command, events[0])
    raise AssertionError(f"{name}: a random game did not end within {MAX_COMMANDS} commands")


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_command_validates_and_random_games_end(name):
    for players in player_counts(name):
        engine = None
        for engine, command in random_game(name, players, seed=players):
            assert engine.rules.validate(engine.state, command) is None, command
        assert engine is not None and engine.is_over
        assert engine.rules.outcome(engine.state).finished


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [5, 8])
def test_a_game_ends_with_one_game_over_event_that_says_why(name, seed):
    engine = new_engine(name, game_spec(name).players[1], seed, undo=False)
    pick = Rng.seeded(seed)
    ended = []
    while not engine.is_over:
        legal = engine.legal_commands(engine.rules.active_seats(engine.state)[0])
        events = engine.submit(legal[pick.below(len(legal))])
        ended += [e for e in events if isinstance(e, GameOver)]
        assert len(ended) == engine.is_over, events
    assert ended[0].reason == engine.rules.outcome(engine.state).reason


@pytest.mark.parametrize("name", ["noah", "beast"])   # Planet's turn ends with its Feeding Phase (a Feed)
def test_a_turn_ends_with_the_cores_turn_ended_event(name):
    engine = new_engine(name, 2, seed=7, undo=False)
    pick = Rng.seeded(7)
    ended = []
    while not engine.is_over and len(ended) < 6:
        legal = engine.legal_commands(engine.rules.active_seats(engine.state)[0])
        ended += [e.seat for e in engine.submit(legal[pick.below(len(legal))]) if isinstance(e, TurnEnded)]
    assert len(ended) >= 6 and set(ended) <= {-1, 0, 1}


@pytest.mark.parametrize("name", GAMES)
def test_another_seats_commands_are_refused_and_change_nothing(name):
    players = max(2, game_spec(name).players[0])
    for step, (engine, _) in enumerate(random_game(name, players, seed=11)):
        if step % 7:
            continue
        acting = set(engine.rules.active_seats(engine.state))
        for seat in engine.rules.seats(engine.state):
            if seat in acting:
                continue
            listed = engine.legal_commands(seat)
            for other in acting:
                for command in engine.legal_commands(other)[:5]:
                    moved = type(command)(**{**{f: getattr(command, f) for f in command.__slots__}, "seat": seat})
                    if moved in listed:
                        continue
                    before = engine.hash()
                    reason = engine.rules.validate(engine.state, moved)
                    assert isinstance(reason, str) and reason, moved
                    assert engine.hash() == before


@pytest.mark.parametrize("name", GAMES)
def test_views_are_json_safe_and_hold_nothing_a_resample_would_change(name):
    """A view may show only what the seat knows: dealing every hidden card again leaves it as it was."""
    rules = game_spec(name).rules()
    players = game_spec(name).players[1]
    for step, (engine, _) in enumerate(random_game(name, players, seed=5)):
        if step % 5:
            continue
        for seat in rules.seats(engine.state):
            view = rules.view(engine.state, seat)
            json.dumps(view)
            for draw in range(2):
                sample = rules.sample_state(engine.state, seat, Rng.seeded(step * 10 + draw))
                assert rules.view(sample, seat) == view, (name, step, seat)
                assert rules.legal_commands(sample, seat) == rules.legal_commands(engine.state, seat)


@pytest.mark.parametrize("name", GAMES)
def test_two_states_differing_only_in_hidden_cards_give_a_bot_the_same_choice(name):
    rules = game_spec(name).rules()
    players = game_spec(name).players[1]
    for step, (engine, _) in enumerate(random_game(name, players, seed=8)):
        if step % 11:
            continue
        seat = rules.active_seats(engine.state)[0]
        other = rules.sample_state(engine.state, seat, Rng.seeded(step))
        for bot_name in game_spec(name).bots:
            small = {"work": 1, "depth": 3} if bot_name == "hard" else {}    # every strength, the search kept short
            first = make_bot(bot_name, name, step, **small).choose(seen_by(rules, engine.state, seat))
            second = make_bot(bot_name, name, step, **small).choose(seen_by(rules, other, seat))
            assert first == second, (bot_name, step)


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_and_commands_give_the_same_game_and_save_load_replay_are_exact(name, tmp_path):
    players = game_spec(name).players[1]
    engine = None
    for engine, _ in random_game(name, players, seed=3, undo=True):
        pass
    again = Engine.replay(engine.rules, engine.options, engine.seed, engine.log)
    assert again.hash() == engine.hash()
    path = tmp_path / "game.yaml"
    save_game(engine, path)
    assert load_game(path, rules_by_name()).hash() == engine.hash()
    assert new_engine(name, players, 3).hash() == new_engine(name, players, 3).hash()


@pytest.mark.parametrize("name", GAMES)
def test_undo_never_reaches_past_a_barrier_event(name):
    players = game_spec(name).players[0]
    engine = new_engine(name, players, seed=4)
    pick = Rng.seeded(4)
    for _ in range(400):
        if engine.is_over:
            break
        seat = engine.rules.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        events = engine.submit(legal[pick.below(len(legal))])
        if any(e.barrier for e in events):
            assert not engine.can_undo
        elif engine.can_undo and pick.below(4) == 0:
            before = len(engine.log)
            undone = engine.undo(getattr(engine.log[-1], "seat", -1))
            assert not isinstance(undone[0], Rejected)
            assert len(engine.log) == before - 1


@pytest.mark.parametrize("name", GAMES)
def test_the_fast_state_copy_equals_deepcopy_and_shares_nothing_mutable(name):
    engine = None
    for step, (engine, _) in enumerate(random_game(name, game_spec(name).players[1], seed=13)):
        if step == 90:
            break
    copied = copy_state(engine.state)
    assert canonical_json(copied) == canonical_json(copy.deepcopy(engine.state))
    assert not mutable_parts(engine.state) & mutable_parts(copied)


@pytest.mark.parametrize("name", GAMES)
def test_hidden_cards_are_revealed_only_once_the_game_is_over(name):
    players = game_spec(name).players[1]
    engine = None
    for engine, _ in random_game(name, players, seed=6):
        assert engine.rules.revealed(engine.state) == {}
    shown = engine.rules.revealed(engine.state)
    assert all(seat in engine.rules.seats(engine.state) and all(isinstance(c, str) and c for c in cards)
               for seat, cards in shown.items())
