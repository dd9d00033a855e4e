"""What the legal listing gathers once for many commands is what the rules work out one at a time: a Pen
card's traits as a recruit, the Clout each helper lends a recruit (halved outside its Habitat unless it
recruits with its whole Clout), and why the game is over."""
from __future__ import annotations

from game.engine.beast import recruiting
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from game.engine.beast.stats import army_bonuses, recruit_animal, recruit_trait, trait
from tests.engine.reachable import played_states


def sources_one_at_a_time(game: Game, seat: int, pen: int) -> list[tuple[str, tuple, int]]:
    """Each helper's Clout for this recruit by the rules' own functions, as the recruit itself counts it."""
    player = game.state.players[seat]
    habitat = game.card(player.pen[pen].card).habitat
    found = [("tilt", (row, col), recruiting._clout(game, player, animal, row, col, habitat))
             for row, col, animal in animals(player) if not animal.tilted]
    for index, other in enumerate(player.pen):
        if index == pen or not other.card or not other.face_up or other.clash:
            continue
        printed = game.card(other.card)
        if printed.kind == "animal" and printed.legend and recruiting.legend_in_play(game, other.card):
            continue
        found.append(("trash", (index,), recruiting.pen_clout(game, player, other, habitat)))
    return [s for s in found if s[2] > 0]


def test_the_listings_clout_helpers_lend_what_each_would_alone():
    compared = 0
    for engine, _ in played_states("beast", seed=7, every=2):
        game = Game(engine.state, BEAST.cards)
        for player in engine.state.players:
            helpers = recruiting.Helpers(game, player.seat, army_bonuses(game, player))
            for pen, recruit in enumerate(player.pen):
                if recruit.card and recruit.face_up and not recruit.clash and game.card(recruit.card).kind == "animal":
                    assert helpers.sources(pen) == sources_one_at_a_time(game, player.seat, pen)
                    assert recruiting.sources(game, player.seat, pen) == sources_one_at_a_time(game, player.seat, pen)
                    compared += 1
    assert compared > 0


def test_a_pen_cards_traits_read_directly_are_its_traits_as_a_recruit():
    compared = 0
    for engine, _ in played_states("beast", seed=11, every=3):
        game = Game(engine.state, BEAST.cards)
        for player in engine.state.players:
            for recruit in player.pen:
                if recruit.card and game.card(recruit.card).kind == "animal":
                    for stat in ("rank", "combat", "clout", "cunning"):
                        assert recruit_trait(game, recruit, stat) == trait(game, player, recruit_animal(recruit), -1, -1, stat)
                        compared += 1
    assert compared > 0


def test_why_the_game_is_over_is_the_outcomes_reason():
    """over_reason reads the state without building the Outcome: the same answer at every step."""
    for seed in range(4):
        engine = Engine(BEAST, {"players": 2 + seed % 3}, seed, undo=False)
        bots = [make_bot("random", "beast", seed * 10 + s) for s in range(2 + seed % 3)]
        while True:
            outcome = BEAST.outcome(engine.state)
            assert BEAST.over_reason(engine.state) == (outcome.reason if outcome.finished else None)
            if outcome.finished:
                break
            seat = engine.acting.seats[0]
            legal = engine.legal_commands(seat)
            engine.submit(legal[bots[seat].rng.below(len(legal))])
        assert BEAST.over_reason(engine.state)
