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

from game.engine.beast.rules import BEAST
from game.engine.beast.decks import deck_blocks
from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.saves import load_game, save_game

# BEAST_PROPERTY_EXAMPLES=500 for a long bug hunt; the default keeps the file fast
EXAMPLES = int(os.environ.get("BEAST_PROPERTY_EXAMPLES", "25"))
VARIANT_EXAMPLES = max(1, EXAMPLES // 2)
VARIANTS = [   # section VII: every variant, each sub-variant at least once
    {"players": 2, "variant": "rush"},
    {"players": 3, "variant": "rush", "subvariants": ["no_fury_favor"]},
    {"players": 2, "variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]},
    {"players": 4, "variant": "doubles", "subvariants": ["limited_leadership", "ultimate"]},
    {"players": 4, "variant": "doubles", "subvariants": ["same_faction"],
     "decks": ["farm+resourceful", "forest", "farm+tricky", "forest+dark"]},
    {"players": 2, "variant": "supply_line"},
    {"players": 2, "variant": "supply_line", "decks": [
        {"name": "For the Birds", "cards": {"barn_owl": 2, "murder_of_crows": 2, "rooster_herald": 2,
                                            "wild_turkey": 3, "martyr_duck": 2, "the_schemer": 1, "airlift": 2,
                                            "second_wind": 1, "unexpected_allies": 2}}, "city"]},
]
COMMAND_TYPES = BEAST.command_types   # the commands of the game, by name
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
    if engine.state.variant == "supply_line":
        first, second = engine.state.players
        for row in range(5):
            for col in range(3):
                assert not (first.field[row][col] and second.field[4 - row][2 - col]), "two animals on one space"
                assert not (first.locations[row][col] and second.locations[4 - row][2 - col]), "two Locations"
            assert not (first.humans[row] and second.humans[4 - row]), "two Humans across from each other"
    if "no_fury_favor" in engine.state.subvariants:
        assert all(p.favor == p.fury == 0 for p in engine.state.players)
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
    play_randomly({"players": players}, seed, plays)


@settings(max_examples=VARIANT_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), plays=st.lists(moves, min_size=1, max_size=250))
def test_every_variant_keeps_every_invariant_and_saves_and_replays_exactly(options, seed, plays):
    play_randomly(options, seed, plays)


def play_randomly(options: dict, seed: int, plays: list) -> None:
    engine = Engine(BEAST, options, seed)
    players = len(engine.state.players)
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


def test_the_shared_state_copy_equals_the_state_and_shares_nothing_mutable():
    from game.engine.core.serialize import canonical_json, copy_state as clone
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
