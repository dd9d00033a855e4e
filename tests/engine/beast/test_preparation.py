"""Step 1: Preparation."""
from __future__ import annotations

from game.engine.beast.commands import (
    DeferRecruit, FinishPreparation, FlipRecruit, RecruitAnimal, RuleOnClash, TopLeader,
)
from game.engine.beast.events import TricksDrawn
from tests.engine.beast.scenario import EXAMPLE_FARM, do, ids, refused, stacked


def prepare(pen, troops=(), **player):
    return stacked({"turn": 0, "players": [{"pen": pen, "troops": list(troops), **player}]},
                   decks=(EXAMPLE_FARM, "forest"))


def drawn(events):
    return sum(len(e.cards) for e in events if isinstance(e, TricksDrawn))


def test_each_recruit_turned_face_up_is_one_trick_fewer():
    for flips, expected in ((0, 3), (1, 2), (2, 1), (3, 0)):
        engine = prepare([{"card": c, "face_up": False} for c in ("field_mouse", "nomadic_sheep", "delicious_goose")])
        for pen in range(flips):
            do(engine, FlipRecruit(0, pen))
        assert drawn(do(engine, FinishPreparation(0))) == expected


def test_flipping_is_a_choice_per_recruit_and_only_in_preparation():
    engine = prepare([{"card": "field_mouse", "face_up": False}, {"card": "nomadic_sheep", "face_up": False},
                      {"card": "delicious_goose", "face_up": False}])
    do(engine, FlipRecruit(0, 1))
    assert [r.face_up for r in engine.state.players[0].pen] == [False, True, False]
    do(engine, FinishPreparation(0))
    assert "Step 1" in refused(engine, FlipRecruit(0, 0))


def test_a_leader_turned_up_takes_the_next_troop_on_top():
    engine = prepare([{"card": "the_schemer", "face_up": False}], troops=["wily_jackrabbit"])
    do(engine, FlipRecruit(0, 0))
    do(engine, TopLeader(0, 0))
    recruit = engine.state.players[0].pen[0]
    assert ids([recruit.card, recruit.leader]) == ["wily_jackrabbit", "the_schemer"] and recruit.face_up


def test_a_paired_animal_can_only_be_recruited_or_trashed():
    engine = prepare([{"card": "wily_jackrabbit", "leader": "the_schemer"}])
    do(engine, FinishPreparation(0))
    assert "Leader" in refused(engine, DeferRecruit(0, 0))


def test_a_legend_on_a_leader_must_be_ruled_on_before_going_on():
    engine = prepare([{"card": "the_schemer", "face_up": False}], troops=["bessie", "field_mouse"])
    do(engine, FlipRecruit(0, 0))
    do(engine, TopLeader(0, 0))
    assert engine.state.players[0].pen[0].clash
    assert "keep" in refused(engine, FinishPreparation(0))
    do(engine, RuleOnClash(0, 0, "leader", False))
    assert "bessie" in ids(engine.state.players[0].trash)
    do(engine, TopLeader(0, 0))
    assert ids([engine.state.players[0].pen[0].card]) == ["field_mouse"]


def test_deferring_the_second_card_costs_one_action():
    engine = prepare([{"card": "the_schemer", "face_up": False}], troops=["the_propagandist"])
    do(engine, FlipRecruit(0, 0))
    do(engine, TopLeader(0, 0))
    do(engine, RuleOnClash(0, 0, "card", True))
    player = engine.state.players[0]
    assert ids([player.pen[0].card]) == ["the_propagandist"] and "the_schemer" in ids(player.troops)
    assert engine.state.turn.actions == 2


def test_a_bare_leader_cannot_be_recruited():
    engine = prepare([{"card": "the_schemer"}, {"card": "field_mouse"}])
    do(engine, FinishPreparation(0))
    assert "Leader" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))


def test_the_next_troop_goes_on_a_leader_as_it_turns_up_or_the_leader_waits_to_be_deferred():
    # "If you turn up a Leader card, you should play another Troop card on top of it automatically,
    # unless you plan to defer the card until later in the game" (ruling B3)
    engine = prepare([{"card": "the_schemer", "face_up": False}], troops=["wily_jackrabbit", "field_mouse"])
    do(engine, FlipRecruit(0, 0))
    assert TopLeader(0, 0) in engine.legal_commands(0)
    do(engine, FinishPreparation(0))                      # left bare: the plan is to defer it
    do(engine, DeferRecruit(0, 0))
    assert "the_schemer" in ids(engine.state.players[0].troops)


def test_a_leader_left_bare_is_not_topped_in_a_later_turn():
    engine = prepare([{"card": "the_schemer"}], troops=["wily_jackrabbit"])   # face up since an earlier turn
    assert TopLeader(0, 0) not in engine.legal_commands(0)
    assert "deferred or trashed" in refused(engine, TopLeader(0, 0))
