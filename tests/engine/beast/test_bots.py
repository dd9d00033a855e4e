"""The bots: the heuristic bot plays from its own seat's view and beats the random bot."""
from __future__ import annotations

from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine
from game.engine.games import make_bot
from game.engine.play import play_game


def test_the_heuristic_bot_beats_the_random_bot():
    wins = 0
    for seed in range(6):
        engine = Engine(BEAST, {"players": 2}, seed, undo=False)
        heuristic = seed % 2
        bots = [make_bot("heuristic" if s == heuristic else "random", "beast", seed * 10 + s) for s in range(2)]
        wins += heuristic in play_game(engine, bots).outcome.winners
    assert wins >= 5


def test_the_heuristic_bot_plays_every_variant():
    for options in ({"variant": "rush", "subvariants": ["no_fury_favor", "no_tricks"]},
                    {"variant": "doubles", "subvariants": ["limited_leadership"]}, {"variant": "supply_line"}):
        engine = Engine(BEAST, options, 2, undo=False)
        bots = [make_bot("heuristic", "beast", s) for s in range(len(engine.state.players))]
        assert play_game(engine, bots, max_commands=120).commands == 120 or engine.is_over


def test_in_supply_line_the_bot_values_the_reach_of_its_supply_line():
    from game.engine.beast.game import Game
    from tests.engine.beast.scenario import stacked
    line = [{"card": c, "row": r, "col": 1} for c, r in (("nomadic_sheep", 4), ("nomadic_sheep", 3), ("barn_owl", 2))]
    near = stacked({"players": [{"field": line}, {}]}, variant="supply_line")
    far = stacked({"players": [{"field": line[:1] + [dict(line[1], col=0, row=2)] + line[2:]}, {}]},
                  variant="supply_line")
    bot = make_bot("heuristic", "beast", 1)
    reach = [bot.supply(Game(e.state, BEAST.cards), e.state.players[0]) for e in (near, far)]
    assert reach[0] > reach[1]


# --- Supply Line: the bot takes a win in reach and keeps its Fury below 10 ------------------------------
def supply_line_game(seat0: dict, seat1: dict | None = None):
    from tests.engine.beast.scenario import stacked
    return stacked({"turn": 0, "step": "actions", "players": [seat0, seat1 or {"hand": []}]}, variant="supply_line")


def bot_choice(engine, seat: int = 0):
    from game.engine.core.bots import seen_by
    return make_bot("heuristic", "beast", 3).choose(seen_by(BEAST, engine.state, seat))


def square(card: str, row: int, col: int, tilted: bool = False) -> dict:
    return {"card": card, "row": row, "col": col, "tilted": tilted}


def test_in_supply_line_the_bot_closes_its_supply_line_when_one_action_does():
    from game.engine.beast.commands import UntiltAnimal
    line = [square("nomadic_sheep", 4, 1), square("nomadic_sheep", 3, 1), square("barn_owl", 2, 1, tilted=True),
            square("barn_owl", 1, 1), square("field_mouse", 0, 1)]
    engine = supply_line_game({"field": line, "hand": []})
    assert bot_choice(engine) == UntiltAnimal(0, 2, 1)


def test_in_supply_line_the_bot_moves_its_third_animal_into_the_opponents_back_row():
    from game.engine.beast.commands import MoveAnimal
    deep = [square("nomadic_sheep", 0, 0), square("nomadic_sheep", 0, 1), square("barn_owl", 1, 2)]
    engine = supply_line_game({"field": deep, "hand": []})
    assert bot_choice(engine) == MoveAnimal(0, 1, 2, 0, 2)


def test_at_nine_fury_the_bot_does_not_attack_itself_out_of_the_game():
    from game.engine.beast.commands import DeclareBattle, PassAction
    from game.engine.core.serialize import copy_state
    seat0 = {"field": [square("raging_bull", 2, 1), square("nomadic_sheep", 4, 1)], "hand": [], "fury": 9}
    seat1 = {"field": [square("recluse_mole", 3, 1)], "hand": []}            # seat 0's (1, 1): 7 against 1
    engine = supply_line_game(seat0, seat1)
    attack = DeclareBattle(0, 2, 1, 1, 3, 1)
    assert attack in engine.legal_commands(0)
    bot = make_bot("heuristic", "beast", 3)

    def after(command, fury: int) -> float:
        state = copy_state(engine.state)
        state.players[0].fury = fury
        BEAST.apply(state, command)
        return bot.score(BEAST, state, 0)
    assert after(attack, 3) > after(PassAction(0), 3)          # a sure win is worth a Fury at 3
    assert after(attack, 9) < after(PassAction(0), 9)
    from game.engine.core.bots import seen_by
    while engine.state.turn.seat == 0 and not engine.is_over:   # its whole turn at 9 Fury
        command = bot.choose(seen_by(BEAST, engine.state, 0))
        assert not isinstance(command, DeclareBattle)
        engine.submit(command)
    assert engine.state.players[0].fury == 9 and not engine.state.players[0].out
