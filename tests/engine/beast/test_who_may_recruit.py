"""Recruiting is an action like the others: only the seat whose Step 2 it is, with an action left,
outside a battle. "Each player can complete three actions in his turn"; "You cannot perform one of
these in the middle of a previously-initiated action"; "Other players can provide no assistance other
than allying animals." (Each of these was carried out by the engine before who-may-act was the core's.)"""
from __future__ import annotations

from game.engine.beast.commands import (
    AcceptDefeat, DeclareBattle, FinishPreparation, InviteAlly, PassAction, PassPhase, RecruitAnimal,
)
from tests.engine.beast.scenario import do, refused, stacked

PEN = [{"card": "field_mouse"}, {"card": "wily_jackrabbit"}, {"card": "hungry_goat"}]   # the goat pays the mouse
RECRUIT_MOUSE = (0, 2, 0, (), (2,))


def game(step: str = "actions", third: bool = False):
    players = [{"pen": PEN, "field": [{"card": "stubborn_mule", "row": 0, "col": 1}], "hand": []},
               {"field": [{"card": "recluse_mole", "row": 0, "col": 1}], "hand": []}]
    if third:
        players.append({"field": [{"card": "stray_dog", "row": 0, "col": 2}], "hand": []})
    decks = ("farm", "forest", "city") if third else ("farm", "forest")
    return stacked({"turn": 0, "step": step, "players": players}, decks=decks)


def test_no_recruit_with_no_action_left():
    engine = game()
    for _ in range(3):
        do(engine, PassAction(0))
    assert "no actions left" in refused(engine, RecruitAnimal(0, *RECRUIT_MOUSE))
    assert engine.state.turn.actions == 0


def test_no_recruit_in_step_1_before_the_tricks_are_drawn():
    engine = game(step="preparation")
    assert "Step 1" in refused(engine, RecruitAnimal(0, *RECRUIT_MOUSE))
    do(engine, FinishPreparation(0))
    do(engine, RecruitAnimal(0, *RECRUIT_MOUSE))


def test_the_defender_cannot_recruit_during_the_attackers_battle():
    engine = game()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    actions = engine.state.turn.actions
    assert "Finish the battle first" in refused(engine, RecruitAnimal(1, *RECRUIT_MOUSE))
    assert "not your turn" in refused(engine, RecruitAnimal(0, *RECRUIT_MOUSE))
    assert engine.state.turn.actions == actions


def test_an_invited_player_only_answers_the_invitation():
    engine = game(third=True)
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))
    do(engine, InviteAlly(1, 2))
    assert "invited to ally" in refused(engine, RecruitAnimal(2, *RECRUIT_MOUSE))


def test_the_losers_owner_only_answers_the_defeat():
    engine = game()
    do(engine, DeclareBattle(0, 0, 1, 1, 0, 1))    # the Mule's 3 against the Mole's 1
    do(engine, PassPhase(1))
    do(engine, PassPhase(0))
    assert "lost the battle" in refused(engine, RecruitAnimal(1, *RECRUIT_MOUSE))
    assert "not your turn" in refused(engine, RecruitAnimal(0, *RECRUIT_MOUSE))
    do(engine, AcceptDefeat(1))
    do(engine, RecruitAnimal(0, *RECRUIT_MOUSE))
