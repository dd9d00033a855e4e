"""The hard bot's search: playouts end at the plan's horizon, Planet's hard measure counts a rival's
points in full, and the budget is a count of work (the same seed spends it the same way)."""
from __future__ import annotations

from game.engine.bots.planet_heuristic import RIVALS, _Judge, judge
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


def movers_of_a_playout(horizon: str) -> tuple[int, set[int]]:
    """The searching seat, and the seats the playout's bots were asked to move for."""
    engine = planet_action_phase()
    rules, seat = engine.rules, engine.acting.seats[0]
    asked: set[int] = set()

    def normal(seed: int):
        bot = make_bot("normal", "planet", seed)

        class Recording:
            def choose(self, seen):
                asked.add(seen.seat)
                return bot.choose(seen)
        return Recording()
    search = SearchBot(1, normal, judge, Plan(work=1, depth=40, horizon=horizon))
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


def test_the_hard_bot_spends_its_work_budget_and_the_same_seed_spends_it_the_same_way():
    engine = planet_action_phase()
    rules, seat = engine.rules, engine.acting.seats[0]
    seen = seen_by(rules, engine.state, seat)
    first, again = make_bot("hard", "planet", 3, work=400), make_bot("hard", "planet", 3, work=400)
    assert first.choose(seen) == again.choose(seen)
    assert first.work_done == again.work_done
    assert 400 <= first.work_done < 500     # stops after the pass of playouts (one per finalist) that reached it
