"""The Scoring Phase ("?" special scoring, migratory animals, the draw) and the Game End."""
from __future__ import annotations

from game.engine.core.rng import Rng
from game.engine.core.serialize import copy_state
from game.engine.planet.achievements import achievement_title
from game.engine.planet.commands import Feed
from game.engine.planet.events import CardsDrawn, GameEnded, MigratoryAnimalLeft, Scored, SpeciesMoved
from game.engine.planet.feeding_phase import web_of
from game.engine.planet.game import Game
from game.engine.planet.scoring import ecosystem_points, living_points
from game.engine.planet.solver import feeding_outcomes

from .helpers import engine
from .scenario import me, of, ok, stacked


def feed_best(e, seat=0):
    return ok(e, e.legal_commands(seat)[0])


def test_special_scoring_counts_your_living_species():
    e = stacked({"turn": 0, "phase": "feeding",
                 "players": [{"ecosystem": ["orchid", "orchid", "sunflower", "fig", "fig", "honeybee", "leafcutter_ant",
                                            "leafcutter_ant", "leafcutter_ant", "dung_beetle", "rabbit", "fig",
                                            "field_mouse"]}]})
    events = feed_best(e)
    points = dict(of(events, Scored)[0].breakdown)
    assert points["honeybee#1"] == 3            # 1 point for each Flower: two Orchids and a Sunflower
    assert points["leafcutter_ant#1"] == 3      # 1 point for each Leafcutter Ant
    assert points["dung_beetle#1"] == 1         # 1 point for every 2 Mammals (the Rabbit, the Field Mouse)


def test_a_pride_and_a_pack_score_together():
    e = stacked({"turn": 0, "phase": "feeding",
                 "players": [{"ecosystem": ["fig"] * 4 + ["rabbit"] * 3 + ["african_lion"] * 2}]})
    points = dict(of(feed_best(e), Scored)[0].breakdown)
    assert points["african_lion#1"] == points["african_lion#2"] == 6      # 3 points for each lion


def test_after_scoring_the_player_draws_2():
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["fig"], "hand": []}],
                 "noah_pile": ["koala", "rabbit"]})
    events = feed_best(e)
    assert of(events, CardsDrawn)[0].cards == ("koala#1", "rabbit#1") and len(me(e).hand) == 2
    assert e.state.turn == 1 and e.state.actions_left == 3


def test_migratory_animals_move_to_the_next_player_after_scoring():
    e = stacked({"turn": 1, "phase": "feeding", "players": [{}, {"ecosystem": ["fig", "wildebeest"]}]})
    events = feed_best(e, 1)
    assert dict(of(events, Scored)[0].breakdown)["wildebeest#1"] == 3
    moved = of(events, SpeciesMoved)[0]
    assert (moved.card, moved.from_seat, moved.to_seat) == ("wildebeest#1", 1, 0)
    assert "wildebeest#1" in me(e, 0).ecosystem


def test_a_single_players_migratory_animals_leave_the_game_and_7_cards_are_drawn():
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["fig", "wildebeest"], "hand": []}]},
                players=1)
    events = feed_best(e)
    assert of(events, MigratoryAnimalLeft)[0].card == "wildebeest#1" and "wildebeest#1" in e.state.removed
    assert len(of(events, CardsDrawn)[0].cards) == 7


def test_reaching_100_finishes_the_round_so_every_player_has_equal_turns():
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["fig"], "score": 99},
                                                             {"ecosystem": ["fig"], "score": 50}]})
    feed_best(e)
    assert e.state.final_round and not e.is_over and e.state.turn == 1
    e.state.phase = "feeding"
    events = feed_best(e, 1)
    ended = of(events, GameEnded)[0]
    assert e.is_over and ended.winners == (0,) and ended.scores == (100, 51)
    assert e.rules.outcome(e.state).winners == (0,)


def test_the_last_player_reaching_100_ends_the_game_at_once():
    e = stacked({"turn": 1, "phase": "feeding", "players": [{"score": 10}, {"ecosystem": ["fig"], "score": 99}]})
    feed_best(e, 1)
    assert e.is_over and e.rules.outcome(e.state).winners == (1,)


def test_a_tie_for_the_highest_score_is_shared():
    e = stacked({"turn": 1, "phase": "feeding", "players": [{"score": 100}, {"ecosystem": ["fig"], "score": 99}]})
    e.state.final_round = True
    events = feed_best(e, 1)
    assert of(events, GameEnded)[0].winners == (0, 1) and "share" in e.state.result


def test_a_single_player_ends_on_reaching_100_with_the_achievement_title():
    e = stacked({"turn": 0, "phase": "feeding", "round": 6, "players": [{"ecosystem": ["fig"], "score": 99}]},
                players=1)
    events = feed_best(e)
    ended = of(events, GameEnded)[0]
    assert e.is_over and ended.rounds == 6 and ended.title == "Saint of Noah"
    assert e.view(0)["outcome"]["title"] == "Saint of Noah" and e.rules.outcome(e.state).rounds == 6


def test_short_season_ends_a_single_players_game_at_80_and_says_so_without_a_title_of_the_ladder():
    """Achievements: "Let's see you can reach 100 points in how many rounds!" Short Season: "The game
    ends once a player reaches 80 points." The end names the goal and the Environment that set it; the
    ladder's titles count the rounds to 100, so none is given (ruling R25)."""
    e = stacked({"turn": 0, "phase": "feeding", "round": 3, "environments": ["short_season"],
                 "players": [{"ecosystem": ["fig"], "score": 79}]}, players=1)
    ended = of(feed_best(e), GameEnded)[0]
    assert e.is_over and ended.rounds == 3 and ended.title == ""
    assert e.state.result == "80 points reached in 3 rounds, the goal of Short Season (the titles count the rounds to 100)."
    assert e.view(0)["outcome"] == {"winners": [0], "result": e.state.result, "rounds": 3, "title": "", "goal": 80}


def test_the_achievement_ladder_reads_5_or_fewer_as_under_5():
    assert [achievement_title(r) for r in (3, 5, 6, 7, 8, 9, 14)] == [
        "True Force of Noah", "True Force of Noah", "Saint of Noah", "Minister of Noah", "Sage of Noah",
        "Rookie of Noah", "Rookie of Noah"]


def test_eaten_cards_are_turned_back_at_scoring():
    e = stacked({"turn": 0, "phase": "feeding", "players": [{"ecosystem": ["fig", "rabbit"]}]})
    events = ok(e, Feed(0, (("rabbit#1", "fig#1"),)))
    names = [type(ev).__name__ for ev in events]
    assert names.index("EatenCardsTurnedBack") < names.index("Scored")


def test_the_scoring_phase_scores_the_feedings_web_as_the_survivors_own_ecosystem_would():
    checked = starved = 0
    for seed in range(12):
        e = engine(players=1 + seed % 4, seed=seed)
        pick = Rng.seeded(seed)
        while not e.is_over and checked < 200:
            seat = e.acting.seats[0]
            if e.state.phase == "feeding":
                game = Game(e.state, e.rules.cards)
                web = web_of(game, seat)
                for feeding in feeding_outcomes(web):
                    survivors = copy_state(e.state)
                    alive = {u for i, u in enumerate(web.uids) if feeding.alive >> i & 1}
                    ecosystem = survivors.players[seat].ecosystem
                    survivors.players[seat].ecosystem = [u for u in ecosystem if u in alive]    # the starved gone
                    assert living_points(web, feeding.alive) == ecosystem_points(Game(survivors, e.rules.cards), seat)
                    checked += 1
                    starved += feeding.alive != (1 << web.size) - 1
            legal = e.legal_commands(seat)
            e.submit(legal[pick.below(len(legal))])
    assert checked > 100 and starved > 5
