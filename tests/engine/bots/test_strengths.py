"""Every game has three strengths (easy, normal, hard); each plays a whole game, the hard bot's search
stops when asked, answers a lone legal command at once, and `sim --against` prints a Wilson interval."""
from __future__ import annotations

import pytest

from game.engine.bots.search import SearchBot, Stopped
from game.engine.bots.strengths import STRENGTHS
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.games import game_names, game_spec, make_bot
from game.engine.play import play_game
from game.engine.sim import main as sim_main, wilson

SMALL = {"work": 1, "depth": 2}     # the hard bot's search kept to one short pass (the test's speed)


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("strength", STRENGTHS)
def test_each_strength_plays_a_whole_game_of_each_game(game, strength):
    spec = game_spec(game)
    players = 1 if game == "noah" else 2
    engine = Engine(spec.rules(), {"players": players}, 3, undo=False)
    bots = [make_bot(strength, game, 10 + seat, **(SMALL if strength == "hard" else {})) for seat in range(players)]
    result = play_game(engine, bots, max_rounds=60)
    assert result.commands > 10
    assert result.finished or result.outcome.rounds > 60


def test_the_hard_bot_stops_thinking_when_asked():
    rules = game_spec("beast").rules()
    engine = Engine(rules, {"players": 2}, 5, undo=False)
    seat = rules.active_seats(engine.state)[0]
    seen = seen_by(rules, engine.state, seat)
    assert len(seen.legal) > 1
    with pytest.raises(Stopped):
        make_bot("hard", "beast", 1, stop=lambda: True).choose(seen)


def test_the_hard_bot_answers_a_lone_legal_command_without_searching():
    rules = game_spec("beast").rules()
    engine = Engine(rules, {"players": 2}, 5, undo=False)
    seat = rules.active_seats(engine.state)[0]
    only = engine.legal_commands(seat)[:1]
    bot = make_bot("hard", "beast", 1, stop=lambda: True)     # a search would raise Stopped
    assert isinstance(bot, SearchBot)
    assert bot.choose(seen_by(rules, engine.state, seat, only)) == only[0]


def test_the_easy_bot_slips_where_the_normal_bot_would_not():
    rules = game_spec("beast").rules()
    engine = Engine(rules, {"players": 2}, 5, undo=False)
    differ = 0
    for step in range(40):
        seat = rules.active_seats(engine.state)[0]
        seen = seen_by(rules, engine.state, seat)
        normal = make_bot("normal", "beast", step)
        easy_choice = make_bot("easy", "beast", step).choose(seen)
        differ += len(seen.legal) > 1 and easy_choice != normal.choose(seen)
        engine.submit(make_bot("normal", "beast", step).choose(seen))
    assert differ >= 3


def test_wilson_interval_matches_the_textbook_figures():
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson(50, 100)
    assert (low, high) == (pytest.approx(0.4038, abs=1e-4), pytest.approx(0.5962, abs=1e-4))


def test_sim_against_prints_the_share_of_decided_games_with_its_interval(capsys):
    assert sim_main(["--game", "beast", "--players", "2", "--games", "2", "--bot", "easy", "--against", "random"]) == 0
    out = capsys.readouterr().out
    assert "easy against random: easy wins" in out and "95% interval" in out and "seats swapped" in out


def test_sim_refuses_an_unknown_strength_and_against_in_a_cooperative_game_in_sentences(capsys):
    assert sim_main(["--game", "planet", "--bot", "expert"]) == 2
    assert "There is no bot 'expert' for Noah Planet; try easy, normal, hard" in capsys.readouterr().err
    assert sim_main(["--game", "noah", "--bot", "hard", "--against", "normal"]) == 2
    assert "NOAH is cooperative" in capsys.readouterr().err


def test_the_hard_bots_plan_can_be_screened_field_by_field():
    from game.engine.bots.beast_heuristic import HARD_PLAN
    bot = make_bot("hard", "beast", 1, plan={"sure": 2.0, "finalists": 5}, work=7)
    assert (bot.plan.sure, bot.plan.finalists, bot.plan.work) == (2.0, 5, 7)
    assert bot.plan.depth == HARD_PLAN.depth and bot.plan.others is HARD_PLAN.others
