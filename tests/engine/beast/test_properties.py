"""Property tests: random games mixing legal and malformed commands, with the invariants checked after
every command (every card in one place, Favor and Fury within 0-10, views hiding what they must),
and save/load and replay reaching the same state at the end."""
from __future__ import annotations

import json
import os
import tempfile
import typing
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.beast.commands import COMMAND_TYPES
from game.engine.beast.rules import BEAST
from game.engine.beast.setup import deck_blocks
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.saves import load_game, save_game

# BEAST_PROPERTY_EXAMPLES=500 for a long bug hunt; the default keeps the file fast
EXAMPLES = int(os.environ.get("BEAST_PROPERTY_EXAMPLES", "25"))
SMALL = st.integers(-1, 4)
WORDS = st.sampled_from(["0.stubborn_mule.1", "1.cornered.1", "x", "", "leader", "card"])
VALUES = {int: SMALL, str: WORDS, bool: st.booleans(), tuple: st.one_of(st.just(()), st.tuples(SMALL, SMALL),
                                                                    st.tuples(st.tuples(SMALL, SMALL)))}


def random_command(name: str):
    cls = COMMAND_TYPES[name]
    hints = typing.get_type_hints(cls)
    return st.builds(cls, **{f: VALUES.get(hints[f], SMALL) for f in cls.__slots__})


moves = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("legal"), st.integers(0, 10**6)),
    st.tuples(st.just("random"), st.sampled_from(sorted(COMMAND_TYPES)).flatmap(random_command)),
)


def owned(engine: Engine, seat: int) -> Counter:
    """Every physical card of a seat, wherever it is."""
    player = engine.state.players[seat]
    cards = player.troops + player.tricks + player.hand + player.trash + [h for h in player.humans if h]
    cards += [c for r in player.pen for c in (r.card, r.leader, r.clash) if c]
    cards += [c for line in player.field for a in line if a for c in (a.card, a.leader, *a.items) if c]
    cards += [c for line in player.locations for c in line if c]
    return Counter(cards)


def check_invariants(engine: Engine, expected: list[Counter]) -> None:
    for seat, player in enumerate(engine.state.players):
        assert owned(engine, seat) == expected[seat], "a card was lost or copied"
        assert 0 <= player.favor <= 10 and 0 <= player.fury <= 10
    for seat in range(len(engine.state.players)):
        text = json.dumps(BEAST.view(engine.state, seat))
        for other in engine.state.players:
            hidden = other.troops + other.tricks + [r.card for r in other.pen if not r.face_up and r.card]
            if other.seat != seat:
                hidden += other.hand
            assert not any(f'"{card}"' in text for card in hidden), "a view shows a hidden card"


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6),
       plays=st.lists(moves, min_size=1, max_size=250))
def test_random_play_keeps_every_invariant_and_saves_and_replays_exactly(players, seed, plays):
    engine = Engine(BEAST, {"players": players}, seed)
    expected = [owned(engine, seat) for seat in range(players)]
    for kind, value in plays:
        if engine.is_over:
            break
        before = engine.hash()
        if kind == "legal":
            seat = BEAST.active_seats(engine.state)[0]
            legal = engine.legal_commands(seat)
            events = engine.submit(legal[value % len(legal)])
            assert not (events and isinstance(events[0], Rejected))
        else:
            events = engine.submit(value)
            if events and isinstance(events[0], Rejected):
                assert engine.hash() == before and events[0].reason
        check_invariants(engine, expected)
    assert Engine.replay(BEAST, engine.options, engine.seed, engine.log).hash() == engine.hash()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.yaml"
        save_game(engine, path)
        assert load_game(path, {"beast": BEAST}).hash() == engine.hash()


def test_every_deck_option_holds_its_blocks_cards():
    for deck in BEAST.cards.decks:
        assert len(deck_blocks(BEAST.cards, deck)) == 2


def test_clone_equals_the_state_and_shares_nothing_mutable():
    from game.engine.beast.state import clone
    from game.engine.core.serialize import canonical_json
    engine = Engine(BEAST, {"players": 3}, 4)
    for _ in range(120):
        seat = BEAST.active_seats(engine.state)[0]
        engine.submit(engine.legal_commands(seat)[0 if _ % 3 else -1])
    copy = clone(engine.state)
    assert canonical_json(copy) == canonical_json(engine.state)
    for line in copy.players[0].field:
        for i in range(len(line)):
            line[i] = None
    copy.players[1].hand.clear()
    copy.players[2].pen[0].card = "gone"
    assert canonical_json(copy) != canonical_json(engine.state)
    assert engine.hash() == Engine.replay(BEAST, engine.options, engine.seed, engine.log).hash()
