"""The NOAH heuristic bot looks ahead with the engine's own rules on a sample of what its seat sees."""
from __future__ import annotations

from game.engine.bots.noah_heuristic import NoahHeuristicBot
from game.engine.core.bots import seen_by
from game.engine.noah.commands import EndTurn, Pass, PlayAction
from game.engine.noah.rules import NOAH

from ..noah.scenario import calm, defend_window, set_hand, set_row


def choice(engine, seat: int = 0, seed: int = 1):
    return NoahHeuristicBot(seed).choose(seen_by(NOAH, engine.state, seat))


def test_it_finishes_a_horror_it_can_defeat():
    e = calm()
    set_row(e, ("hollow_man", True, 3), "somnambulist")
    set_hand(e, 0, ["calyx", "vesana"])
    command = choice(e)
    assert isinstance(command, PlayAction) and command.card == "calyx" and command.target == ("enemy", 0)


def test_it_never_takes_the_corruption_that_would_lose_the_game():
    e = calm()
    faction = e.state.factions[0]
    faction.health, faction.corruption = 2, 1
    set_hand(e, 0, ["calyx", "calyx", "vesana"])
    for seed in range(5):
        assert getattr(choice(e, seed=seed), "upgrade", "base") != "corrupt"


def test_it_blocks_damage_that_would_end_the_game():
    e = calm()
    faction = e.state.factions[0]
    faction.health, faction.corruption = 3, 1
    set_hand(e, 0, ["oryn"])
    defend_window(e, 2)
    command = choice(e)
    assert isinstance(command, PlayAction) and command.card == "oryn" and not isinstance(command, Pass)


def test_it_spends_its_energy_before_ending_the_turn():
    e = calm()
    set_hand(e, 0, [])
    assert not isinstance(choice(e), EndTurn)   # 5 Energy buys an Agent or a step up the Ability track


def test_the_same_seed_makes_the_same_choice():
    e = calm()
    assert choice(e, seed=3) == choice(e, seed=3)
