"""Property tests: random games mixing legal and illegal commands, with the invariants checked after
every command, and save/load and replay reaching the same state at the end."""
from __future__ import annotations

import dataclasses
import os
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.saves import load_game, save_game
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary, RecruitAgent,
    RecruitMercenary,
)
from game.engine.noah.rules import NOAH
from game.engine.noah.turns import turn_cards

from .scenario import ALL_FACTIONS

CARDS = NOAH.cards
# NOAH_PROPERTY_EXAMPLES=2000 for a long bug hunt; the default keeps the file fast
EXAMPLES = int(os.environ.get("NOAH_PROPERTY_EXAMPLES", "80"))
CARD_NAMES = sorted(CARDS.agents) + sorted(CARDS.mercenaries) + ["nobody"]
MISSIONS = sorted(CARDS.missions)

seats = st.one_of(st.integers(-1, 4), st.integers(0, 3))
targets = st.one_of(
    st.just(()),
    st.tuples(st.just("enemy"), st.integers(-1, 5)),
    st.tuples(st.just("enemy"), st.integers(-1, 4), st.integers(-2, 2)),
    st.just(("turn",)),
    st.tuples(st.just("mercenary"), st.integers(-1, 5)),
    st.tuples(st.sampled_from(["junk", "turn", "enemy"]), st.text(max_size=3)),
)
random_commands = st.one_of(
    st.builds(PlayAction, seats, st.sampled_from(CARD_NAMES), st.sampled_from(["base", "discard", "corrupt", "x"]),
              st.one_of(st.none(), st.sampled_from(CARD_NAMES)), targets),
    st.builds(PlayMercenary, seats, st.sampled_from(CARD_NAMES), targets),
    st.builds(RecruitAgent, seats, st.sampled_from(CARD_NAMES)),
    st.builds(AdvanceAbility, seats),
    st.builds(EndTurn, seats),
    st.builds(Pass, seats),
    st.builds(ChooseFreeTurn, seats, st.integers(-1, 4)),
    st.builds(PlaceSpied, seats, st.integers(-1, 6)),
    st.builds(RecruitMercenary, seats, st.integers(-1, 5)),
)
moves = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("wrong_seat"), st.integers(0, 10**6)),
    st.tuples(st.just("random"), random_commands),
)


def check_invariants(engine: Engine, enemies: set) -> None:
    s, core = engine.state, CARDS.core
    for f in s.factions:
        definition = Counter({a.id: a.count for a in CARDS.factions[f.faction].agents})
        assert Counter(f.supply + f.hand + f.played) == definition, f.faction
        assert 0 <= f.health <= core.track_max and 0 <= f.corruption <= core.track_max
        assert 0 <= f.energy <= core.energy_track_max
        assert 0 <= f.ability < len(CARDS.factions[f.faction].ability_track)
        assert len(f.hand) <= core.hand_limit or not f.played
    mercs = s.mercenary_deck + s.mercenary_display + s.mercenary_discard + [m for f in s.factions for m in f.mercenaries]
    assert Counter(mercs) == Counter({m.id: m.count for m in CARDS.mercenaries.values()})
    assert len(s.mercenary_display) <= 4
    placed = s.enemy_deck + [r.enemy for r in s.row] + s.graveyard
    assert len(placed) == len(set(placed)) and set(placed) == enemies
    assert len(s.row) <= 4 and all(r.damage >= 0 for r in s.row)
    dial = CARDS.dials[s.dial]
    assert s.phase_start <= s.dial_position < len(dial.spaces) and 1 <= s.phase <= 3
    assert Counter(s.turn_deck + s.turn_discard + ([s.turn_card] if s.turn_card else [])) == \
        Counter(turn_cards(len(s.factions), s.harder))
    if not s.outcome:
        if s.row:
            assert s.row[0].face_up
        # someone can always act: no deadlock
        active = NOAH.active_seats(s)
        assert active and any(engine.legal_commands(seat) for seat in active)
    else:
        assert all(engine.legal_commands(seat) == [] for seat in range(len(s.factions)))


def check_legal_commands_validate(engine: Engine) -> None:
    for seat in range(len(engine.state.factions)):
        for command in engine.legal_commands(seat):
            assert NOAH.validate(engine.state, command) is None, command


def pick_legal(engine: Engine, n: int):
    active = NOAH.active_seats(engine.state)
    if not active:
        return None
    commands = engine.legal_commands(active[n % len(active)])
    return commands[(n // 7) % len(commands)] if commands else None


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), harder=st.booleans(),
       mission=st.sampled_from(MISSIONS), length=st.integers(1, 250), data=st.data())
def test_random_play_keeps_every_invariant(seed, players, harder, mission, length, data):
    engine = Engine(NOAH, {"factions": ALL_FACTIONS[:players], "mission": mission, "harder": harder}, seed=seed)
    enemies = set(engine.state.enemy_deck + [r.enemy for r in engine.state.row] + engine.state.graveyard)
    assert len(enemies) == 12
    check_invariants(engine, enemies)
    for _ in range(length):
        if engine.is_over:
            break
        kind, value = data.draw(moves)
        if kind == "random":
            command = value
        else:
            command = pick_legal(engine, value)
            if command is None:
                continue
            if kind == "wrong_seat":
                command = dataclasses.replace(command, seat=(command.seat + 1 + value % 3) % 4)
        before, logged = engine.hash(), len(engine.log)
        seat = command.seat
        legal = engine.legal_commands(seat) if isinstance(seat, int) and 0 <= seat < players else []
        events = engine.submit(command)
        if events and isinstance(events[0], Rejected):
            assert len(events) == 1
            assert engine.hash() == before and len(engine.log) == logged
            reason = events[0].reason
            assert isinstance(reason, str) and reason.endswith(".") and len(reason.split()) >= 3
        else:
            assert command in legal, f"{command} was accepted but is not among the legal commands"
        check_invariants(engine, enemies)
        check_legal_commands_validate(engine)
    event(f"accepted commands: {len(engine.log) // 25 * 25}+")
    event(f"reached phase {engine.state.phase}, outcome {engine.state.outcome or 'playing'}")
    # the game as saved and loaded, and as replayed, is the same game
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.yaml"
        save_game(engine, path)
        assert load_game(path, {"noah": NOAH}).hash() == engine.hash()
    assert Engine.replay(NOAH, engine.options, engine.seed, engine.log).hash() == engine.hash()


@settings(max_examples=EXAMPLES // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), plan=st.lists(st.integers(0, 10**6), min_size=1, max_size=60))
def test_undo_always_restores_the_state_before_the_command(seed, players, plan):
    engine = Engine(NOAH, {"factions": ALL_FACTIONS[:players]}, seed=seed)
    for n in plan:
        if engine.is_over:
            break
        command = pick_legal(engine, n)
        if command is None:
            break
        before = engine.hash()
        engine.submit(command)
        if engine.can_undo:
            after = engine.hash()
            engine.undo()
            assert engine.hash() == before
            engine.submit(command)
            assert engine.hash() == after


@settings(max_examples=EXAMPLES // 3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), harder=st.booleans())
def test_long_legal_games_end_or_keep_going_without_deadlock(seed, players, harder):
    import random
    engine = Engine(NOAH, {"factions": ALL_FACTIONS[:players], "harder": harder}, seed=seed)
    enemies = set(engine.state.enemy_deck + [r.enemy for r in engine.state.row])
    picker = random.Random(seed)
    for _ in range(600):
        if engine.is_over:
            break
        active = NOAH.active_seats(engine.state)
        commands = engine.legal_commands(active[0])
        non_end = [c for c in commands if not isinstance(c, EndTurn)]
        command = picker.choice(non_end if non_end and picker.random() < 0.85 else commands)
        events = engine.submit(command)
        assert not (events and isinstance(events[0], Rejected)), (command, events)
    check_invariants(engine, enemies)


def junk(picker) -> object:
    """A random command with random fields (plain Python, for long games)."""
    seat = picker.randint(-1, 4)
    card = picker.choice(CARD_NAMES)
    target = picker.choice([(), ("enemy", picker.randint(-1, 4)), ("turn",), ("mercenary", picker.randint(-1, 4)),
                            ("enemy", picker.randint(0, 3), picker.choice([-1, 1]))])
    return picker.choice([
        PlayAction(seat, card, picker.choice(["base", "discard", "corrupt"]), picker.choice([None, card]), target),
        PlayMercenary(seat, card, target), RecruitAgent(seat, card), AdvanceAbility(seat), EndTurn(seat),
        Pass(seat), ChooseFreeTurn(seat, picker.randint(-1, 4)), PlaceSpied(seat, picker.randint(-1, 5)),
        RecruitMercenary(seat, picker.randint(-1, 4)),
    ])


@settings(max_examples=EXAMPLES // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), harder=st.booleans(),
       mission=st.sampled_from(MISSIONS), noise=st.integers(0, 2**32), rate=st.sampled_from([0.0, 0.1, 0.3]))
def test_whole_games_by_the_heuristic_bot_keep_every_invariant(seed, players, harder, mission, noise, rate):
    """Bots play well enough to reach phase 3 and win, so this walks every phase change; random
    commands from any seat are thrown in along the way."""
    import random
    from game.engine.bots import make_bot
    engine = Engine(NOAH, {"factions": ALL_FACTIONS[:players], "mission": mission, "harder": harder}, seed=seed)
    enemies = set(engine.state.enemy_deck + [r.enemy for r in engine.state.row])
    bots = [make_bot("heuristic", "noah", seed + s) for s in range(players)]
    picker = random.Random(noise)
    for _ in range(5000):
        if engine.is_over:
            break
        seat = NOAH.active_seats(engine.state)[0]
        if picker.random() < rate:
            command = junk(picker)
            before = engine.hash()
            legal = engine.legal_commands(command.seat) if 0 <= command.seat < players else []
            events = engine.submit(command)
            if events and isinstance(events[0], Rejected):
                assert engine.hash() == before
            else:
                assert command in legal
            check_invariants(engine, enemies)
            continue
        command = bots[seat].choose(seen_by(engine.rules, engine.state, seat))
        events = engine.submit(command)
        assert not (events and isinstance(events[0], Rejected)), (command, events)
        check_invariants(engine, enemies)
    event(f"outcome {engine.state.outcome or 'playing'} in phase {engine.state.phase}")
    assert engine.is_over
    if engine.state.outcome == "won":
        assert len(engine.state.graveyard) == 12
    assert Engine.replay(NOAH, engine.options, engine.seed, engine.log).hash() == engine.hash()
