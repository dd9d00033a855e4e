"""The hard bot's search: playouts end at the plan's horizon, its own seat is played there by its own
policy, and Planet's hard measure and policy count a rival's points in full."""
from __future__ import annotations

from game.engine.bots.planet_heuristic import HARD_RIVALS, RIVALS, _Judge, judge, own_policy
from game.engine.bots.search import Plan, SearchBot
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.serialize import copy_state
from game.engine.games import game_spec, make_bot
from game.engine.planet.state import ACTIONS


def planet_action_phase(seed: int = 4) -> Engine:
    rules = game_spec("planet").rules()
    engine = Engine(rules, {"players": 2}, seed, undo=False)
    while engine.state.phase != ACTIONS:
        seat = engine.acting.seats[0]
        engine.submit(make_bot("normal", "planet", seat).choose(seen_by(rules, engine.state, seat)))
    return engine


def movers_of_a_playout(horizon: str, policies: dict[str, set[int]] | None = None) -> tuple[int, set[int]]:
    """The searching seat, and the seats the playout's bots were asked to move for; `policies` (if
    given) gathers which seats the normal and the own policy moved for."""
    engine = planet_action_phase()
    rules, seat = engine.rules, engine.acting.seats[0]
    asked: set[int] = set()
    policies = {"normal": set(), "own": set()} if policies is None else policies

    def recording(name: str):
        def factory(seed: int):
            bot = make_bot("normal", "planet", seed)

            class Recording:
                def choose(self, seen):
                    asked.add(seen.seat)
                    policies[name].add(seen.seat)
                    return bot.choose(seen)
            return Recording()
        return factory
    search = SearchBot(1, recording("normal"), judge, Plan(work=1, depth=40, horizon=horizon), own=recording("own"))
    command = engine.legal_commands(seat)[0]
    search.playout(rules, seat, copy_state(engine.state), command, lambda state: 0.0, 7)
    return seat, asked


def test_a_playout_to_the_end_of_the_turn_never_plays_another_seat():
    seat, asked = movers_of_a_playout("turn")
    assert asked == {seat}


def test_a_playout_to_the_next_turn_plays_the_others_replies():
    seat, asked = movers_of_a_playout("round")
    assert asked - {seat}


def test_planets_hard_measure_counts_a_rivals_point_as_one_of_its_own_lost():
    engine = planet_action_phase()
    seat = engine.acting.seats[0]
    sample = copy_state(engine.state)
    ahead = copy_state(sample)
    ahead.players[1 - seat].score += 10
    hard = judge(engine.rules, seat, sample)
    assert hard(sample) - hard(ahead) == 10.0
    normal = _Judge(seen_by(engine.rules, engine.state, seat), sample).value
    assert normal(sample) - normal(ahead) == 10.0 * RIVALS


def test_a_playout_plays_the_searching_seat_by_its_own_policy_and_the_others_as_the_normal_bot():
    policies: dict[str, set[int]] = {"normal": set(), "own": set()}
    seat, _ = movers_of_a_playout("round", policies)
    assert policies["own"] == {seat} and seat not in policies["normal"] and policies["normal"]
    assert own_policy(1).rivals == HARD_RIVALS != RIVALS
