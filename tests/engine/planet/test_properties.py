"""Property tests: random games mixing legal and illegal commands, with the invariants checked after
every command: every card in exactly one place, scores within bounds; save/load and replay reach the
same state; a game always ends."""
from __future__ import annotations

import os
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.saves import load_game, save_game
from game.engine.games import rules_by_name
from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardAtSetup, DiscardForAction, Draft, EndActions, Feed, KeepCard, Plant,
    Regenerate, Search,
)
from game.engine.planet.rules import PLANET

EXAMPLES = int(os.environ.get("PLANET_PROPERTY_EXAMPLES", "25"))
CARDS = PLANET.cards
ALL = sorted(CARDS.noah_cards + CARDS.basic_plants)
uids = st.sampled_from(ALL + ["nothing#1", ""])
seats = st.integers(-1, 4)
random_commands = st.one_of(
    st.builds(DiscardAtSetup, seats, st.tuples(uids, uids)), st.builds(Draft, seats, uids),
    st.builds(Search, seats), st.builds(KeepCard, seats, uids), st.builds(Circulate, seats, uids),
    st.builds(Regenerate, seats), st.builds(Plant, seats),
    st.builds(Create, seats, uids, st.one_of(st.just(()), st.tuples(st.integers(-1, 4), uids))),
    st.builds(Develop, seats, st.integers(-1, 3)), st.builds(DiscardForAction, seats, uids), st.builds(EndActions, seats),
    st.builds(Feed, seats, st.one_of(st.just(()), st.tuples(st.tuples(uids, uids)), st.just("junk"))),
)
moves = st.lists(st.one_of(st.tuples(st.just("legal"), st.integers(0, 10**6)),
                           st.tuples(st.just("legal"), st.integers(0, 10**6)),
                           st.tuples(st.just("random"), random_commands)), max_size=160)
options = st.fixed_dictionaries({"players": st.integers(1, 4), "variant": st.sampled_from(["standard", "strategy"]),
                                 "environments": st.integers(0, 3)})


def places(state) -> Counter:
    found = Counter(state.noah_pile + state.discard_pile + state.plant_pile + state.removed + state.searched
                    + [c for c in state.selection if c])
    for player in state.players:
        found.update(player.hand + player.ecosystem + player.packet + player.kept)
    return found


def check_invariants(engine):
    state = engine.state
    found = places(state)
    assert sorted(found) == ALL and set(found.values()) == {1}, "every card in exactly one place"
    assert all(0 <= p.score <= 2000 for p in state.players)
    assert 0 <= state.actions_left <= 40
    for player in state.players:
        assert all(CARDS.kind_of(c) != "power" for c in player.ecosystem)
        assert all(CARDS.kind_of(c) != "basic_plant" for c in player.hand)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(options, st.integers(0, 10**6), moves)
def test_random_commands_keep_every_card_in_one_place_and_replay_exactly(tmp_path_factory, opts, seed, plan):
    engine = Engine(PLANET, opts, seed)
    check_invariants(engine)
    for kind, value in plan:
        if engine.is_over:
            break
        if kind == "legal":
            seat = PLANET.active_seats(engine.state)[0]
            legal = engine.legal_commands(seat)
            command = legal[value % len(legal)]
            events = engine.submit(command)
            assert not (events and isinstance(events[0], Rejected)), (command, events[0])
        else:
            before = engine.hash()
            events = engine.submit(value)
            if events and isinstance(events[0], Rejected):
                assert engine.hash() == before and events[0].reason
        check_invariants(engine)
    again = Engine.replay(PLANET, engine.options, engine.seed, engine.log)
    assert again.hash() == engine.hash()
    path = tmp_path_factory.mktemp("save") / "game.yaml"
    save_game(engine, path)
    assert load_game(path, rules_by_name()).hash() == engine.hash()


@settings(max_examples=max(4, EXAMPLES // 5), deadline=None)
@given(options, st.integers(0, 10**6))
def test_a_random_game_always_ends(opts, seed):
    engine = Engine(PLANET, opts, seed, undo=False)
    pick = seed
    for _ in range(5000):
        if engine.is_over:
            break
        seat = PLANET.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        pick = (pick * 1103515245 + 12345) % 2**31
        engine.submit(legal[pick % len(legal)])
    assert engine.is_over and PLANET.outcome(engine.state).finished
    assert max(p.score for p in engine.state.players) >= engine.view(0)["goal"]
