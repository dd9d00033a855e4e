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


# --- Beast: playouts through the opponent's reply, to the start of the seat's next turn -------------------
def beast_playout_through_a_battle(rounds: int = 1, guided: list[int] | None = None
                                   ) -> tuple[list[int], list[int], list[int], object]:
    """Seat 0 declares a battle and the playout goes on with `turn_of`: the seats whose turn it was as the
    playout went, the seats the normal bot and the `others` bot were asked to move for, the state judged
    (with `guided`, the plan's guide plays instead of the normal bot and records its seats there)."""
    from game.engine.beast.commands import DeclareBattle
    from game.engine.bots.beast_heuristic import quick_bot
    from tests.engine.beast.scenario import stacked
    square = lambda card, row, col: {"card": card, "row": row, "col": col}     # noqa: E731
    engine = stacked({"turn": 0, "step": "actions", "players": [
        {"field": [square("raging_bull", 2, 1), square("nomadic_sheep", 4, 1)]},
        {"field": [square("recluse_mole", 3, 1)]}]}, variant="supply_line")
    attack = DeclareBattle(0, 2, 1, 1, 3, 1)
    assert attack in engine.legal_commands(0)
    turns, normal_asked, others_asked, judged = [], [], [], []

    def recording(factory, asked):
        def make(seed: int):
            bot = factory(seed)

            class Recording:
                def choose(self, seen):
                    asked.append(seen.seat)
                    return bot.choose(seen)
            return Recording()
        return make

    def turn_of(state) -> int:
        turns.append(state.turn.seat)
        return state.turn.seat
    guide = None if guided is None else recording(lambda seed: make_bot("normal", "beast", seed), guided)
    plan = Plan(work=1, depth=400, horizon="round", turns=rounds, turn_of=turn_of,
                others=recording(quick_bot, others_asked), guide=guide)
    search = SearchBot(1, recording(lambda seed: make_bot("normal", "beast", seed), normal_asked), judge, plan)
    search.playout(engine.rules, 0, copy_state(engine.state), attack, judged.append, 7)
    return turns, normal_asked, others_asked, judged[0]


def test_a_playout_to_the_next_turn_goes_on_through_a_battles_reply_and_the_opponents_turn():
    turns, _, others_asked, judged = beast_playout_through_a_battle()
    assert 1 in turns and others_asked          # the defender's replies did not end it; the opponent's turn was played
    assert judged.turn.seat == 0 and turns[-1] == 0   # ... and it ends as the seat's next turn begins
    assert judged.turn.step == "preparation"


def test_a_playout_of_two_turns_goes_on_through_the_seats_next_turn_and_the_opponents_reply():
    turns, normal_asked, _, judged = beast_playout_through_a_battle(rounds=2)
    whose = [seat for number, seat in enumerate(turns) if number == 0 or turns[number - 1] != seat]
    assert whose == [0, 1, 0, 1, 0] and normal_asked.count(0) > 0
    assert judged.turn.seat == 0 and judged.turn.step == "preparation"


def test_the_others_bot_plays_the_other_seats_and_the_normal_bot_the_searching_one():
    _, normal_asked, others_asked, _ = beast_playout_through_a_battle()
    assert set(others_asked) == {1} and set(normal_asked) <= {0}


def test_the_plans_guide_plays_the_searching_seat_instead_of_the_normal_bot():
    guided: list[int] = []
    _, normal_asked, others_asked, _ = beast_playout_through_a_battle(guided=guided)
    assert set(guided) == {0} and not normal_asked and set(others_asked) == {1}


def test_beasts_hard_bot_is_guided_and_judged_by_its_own_weights_favor_and_rows_forward_counting_more():
    from game.engine.bots.beast_heuristic import (HARD_PLAN, HARD_WEIGHTS, NORMAL_WEIGHTS, BeastHeuristicBot,
                                                  chance_of_winning, hard_guide, judge)
    assert HARD_PLAN.guide is hard_guide and hard_guide(3).weights == HARD_WEIGHTS
    assert make_bot("normal", "beast", 3).weights == NORMAL_WEIGHTS
    assert HARD_WEIGHTS.favor > NORMAL_WEIGHTS.favor and HARD_WEIGHTS.forward > NORMAL_WEIGHTS.forward
    rules = game_spec("beast").rules()
    state = Engine(rules, {"players": 2}, 5, undo=False).state
    favored = copy_state(state)
    favored.players[0].favor += 1
    for weights in (NORMAL_WEIGHTS, HARD_WEIGHTS):
        scorer = BeastHeuristicBot(0, weights=weights)
        assert abs(scorer.score(rules, favored, 0) - scorer.score(rules, state, 0) - weights.favor) < 1e-9
    measure = judge(rules, 0, state)
    hard_score = BeastHeuristicBot(0, weights=HARD_WEIGHTS).score(rules, favored, 0)
    assert measure(favored) == chance_of_winning(hard_score)


def test_an_action_left_in_the_seats_own_turn_counts_its_weight_and_the_others_actions_nothing():
    from game.engine.bots.beast_heuristic import BeastHeuristicBot, Weights
    rules = game_spec("beast").rules()
    engine = Engine(rules, {"players": 2}, 5, undo=False)
    bots = [make_bot("normal", "beast", seat) for seat in range(2)]
    state = engine.state
    while not (state.turn.step == "actions" and state.battle is None and state.turn.actions > 0):
        seat = rules.active_seats(state)[0]
        engine.submit(bots[seat].choose(seen_by(rules, state, seat)))
    mover, other = state.turn.seat, 1 - state.turn.seat
    scores = {weight: [BeastHeuristicBot(0, weights=Weights(action=weight)).score(rules, state, seat)
                       for seat in (mover, other)] for weight in (0.5, 1.5)}
    assert abs(scores[1.5][0] - scores[0.5][0] - state.turn.actions) < 1e-9
    assert abs(scores[1.5][1] - scores[0.5][1] + state.turn.actions) < 1e-9   # the mover's actions are its lead


def test_beasts_hard_measure_is_a_chance_of_winning_an_imagined_win_no_more_than_certain():
    from game.engine.bots.beast_heuristic import CHANCE_SCALE, WON, chance_of_winning, judge
    rules = game_spec("beast").rules()
    engine = Engine(rules, {"players": 2}, 5, undo=False)
    measure = judge(rules, 0, engine.state)
    level = measure(engine.state)
    assert 0.0 < level < 1.0
    assert chance_of_winning(WON) == 1.0 and chance_of_winning(-WON) < 1e-12
    assert chance_of_winning(0.0) == 0.5 and 0.7 < chance_of_winning(CHANCE_SCALE) < 0.75
    won = copy_state(engine.state)
    won.outcome, won.winners = "won", [0]
    assert measure(won) == 1.0


def test_a_lead_over_the_normal_bots_choice_overrules_it_only_when_the_imagined_games_agree():
    from game.engine.bots.search import sure_lead
    normal = [0.50, 0.40, 0.60, 0.55]
    steady = [0.53, 0.43, 0.62, 0.58]            # ahead by about 0.03 on every imagined game
    erratic = [0.90, 0.10, 0.95, 0.30]           # ahead on average, behind on half of them
    assert sure_lead(steady, normal, 1.0)
    assert not sure_lead(erratic, normal, 1.0)
    assert sure_lead(erratic, normal, 0.0)       # 0: the best average, whatever its lead
    assert not sure_lead(normal, steady, 1.0)    # behind is never sure
    assert sure_lead(normal, normal, 1.0)        # the normal bot's own choice needs no lead
