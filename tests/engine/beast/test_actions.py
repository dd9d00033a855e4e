"""Step 2: the actions, and Step 3's wrap-up."""
from __future__ import annotations

from game.engine.beast.commands import (
    DeferRecruit, DismissAnimal, DismissRecruit, DrawTrick, EndTurn, MoveAnimal, PassAction, RecruitAnimal,
    UntiltAnimal, DiscardTrick,
)
from tests.engine.beast.scenario import EXAMPLE_FARM, at, do, ids, mix, refused, stacked


def acting(player: dict, foe: dict | None = None, decks=(EXAMPLE_FARM, "forest"), **setup):
    return stacked({"turn": 0, "step": "actions", "players": [player] + ([foe] if foe else []), **setup}, decks=decks)


def test_recruiting_needs_clout_meeting_the_rank():
    engine = acting({"pen": [{"card": "charming_pig"}, {"card": "field_mouse"}, {"card": "nomadic_sheep"}]})
    assert "2 Clout; the recruit's Rank is 4" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1, 2)))


def test_an_animal_from_another_habitat_lends_half_its_clout_rounded_down():
    engine = acting({"pen": [{"card": "stubborn_mule"}, {"card": "field_mouse"}],
                     "field": [{"card": "stray_dog", "row": 0, "col": 0}]},
                    decks=(mix("farm", "city"), "forest"))   # Stray Dog: Clout 1, so 0 for a Farm recruit
    assert "Clout" in refused(engine, RecruitAnimal(0, 0, 2, 1, ((0, 0),), (1,)))


def test_full_clout_animals_lend_all_of_it_across_habitats():
    engine = acting({"pen": [{"card": "stray_dog"}], "field": [{"card": "charming_pig", "row": 0, "col": 0}]},
                    decks=(mix("farm", "city"), "forest"))
    do(engine, RecruitAnimal(0, 0, 2, 0, ((0, 0),), ()))    # Charming Pig: 4 Clout for a Rank 3 City dog
    assert at(engine, 0, 2, 0) == "stray_dog"


def test_a_recruit_enters_the_back_row_only_where_its_vectors_reach():
    engine = acting({"pen": [{"card": "stubborn_mule"}, {"card": "wily_jackrabbit"}, {"card": "field_mouse"}]})
    assert "Vectors" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))   # the Mule has no straight Vector
    assert "Vectors" in refused(engine, RecruitAnimal(0, 0, 1, 1, (), (1,)))   # not the back row
    do(engine, RecruitAnimal(0, 0, 2, 1, (), (1, 2)))


def test_no_source_beyond_need_may_be_tilted_or_trashed():
    engine = acting({"pen": [{"card": "field_mouse"}, {"card": "wily_jackrabbit"}, {"card": "hungry_goat"}]})
    assert "need" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1, 2)))
    do(engine, RecruitAnimal(0, 0, 2, 0, (), (2,)))


def test_the_pen_is_refilled_face_down_left_to_right():
    engine = acting({"pen": [{"card": "field_mouse"}, {"card": "wily_jackrabbit"}, {"card": "nomadic_sheep"}],
                     "troops": ["bessie", "lukas"]})
    do(engine, RecruitAnimal(0, 2, 2, 2, (), (1,)))
    pen = engine.state.players[0].pen
    assert ids([r.card for r in pen]) == ["field_mouse", "bessie", "lukas"]
    assert [r.face_up for r in pen] == [True, False, False]


def test_only_one_copy_of_a_legend_in_any_field():
    engine = acting({"pen": [{"card": "bessie"}, {"card": "baron_kozel"}]},
                    {"field": [{"card": "bessie", "row": 0, "col": 0}]}, decks=(EXAMPLE_FARM, "farm"))
    assert "only one copy" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))


def test_only_one_leader_in_your_field():
    engine = acting({"pen": [{"card": "wily_jackrabbit", "leader": "the_schemer"}, {"card": "bessie"}],
                     "field": [{"card": "stubborn_mule", "row": 0, "col": 0, "leader": "the_propagandist"}]})
    assert "one Leader" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))


def test_moving_follows_vectors_into_open_spaces_and_tilted_animals_stay():
    engine = acting({"field": [{"card": "stubborn_mule", "row": 2, "col": 1},
                               {"card": "field_mouse", "row": 1, "col": 1, "tilted": True}]})
    assert "Vectors" in refused(engine, MoveAnimal(0, 2, 1, 2, 2))
    assert "open space" in refused(engine, MoveAnimal(0, 2, 1, 1, 1))
    assert "Tilted" in refused(engine, MoveAnimal(0, 1, 1, 0, 1))
    do(engine, MoveAnimal(0, 2, 1, 1, 2))
    do(engine, MoveAnimal(0, 1, 2, 0, 1))                   # one animal may move again
    assert engine.state.turn.actions == 1


def test_untilting_costs_an_action():
    engine = acting({"field": [{"card": "stubborn_mule", "row": 2, "col": 1, "tilted": True}]})
    do(engine, UntiltAnimal(0, 2, 1))
    assert not engine.state.players[0].field[2][1].tilted and engine.state.turn.actions == 2


def test_dismissing_from_the_field_tilts_an_animal_of_higher_rank():
    engine = acting({"field": [{"card": "stubborn_mule", "row": 2, "col": 1}, {"card": "hungry_goat", "row": 2, "col": 0},
                               {"card": "field_mouse", "row": 1, "col": 1}]})
    assert "higher Rank" in refused(engine, DismissAnimal(0, 2, 1, 2, 0))   # Rank 3 against Rank 3
    do(engine, DismissAnimal(0, 1, 1, 2, 1))
    assert at(engine, 0, 1, 1) is None and engine.state.players[0].field[2][1].tilted
    assert engine.state.turn.actions == 2


def test_dismissing_from_the_pen_is_free_and_refills_the_space():
    engine = acting({"pen": [{"card": "field_mouse"}], "troops": ["lukas"]})
    do(engine, DismissRecruit(0, 0))
    player = engine.state.players[0]
    assert engine.state.turn.actions == 3 and "field_mouse" in ids(player.trash)
    assert ids([player.pen[0].card]) == ["lukas"] and not player.pen[0].face_up


def test_deferring_shuffles_the_recruit_back_for_an_action():
    engine = acting({"pen": [{"card": "baron_kozel"}]})
    do(engine, DeferRecruit(0, 0))
    player = engine.state.players[0]
    assert "baron_kozel" in ids(player.troops) and player.pen[0].card and not player.pen[0].face_up
    assert engine.state.turn.actions == 2
    assert "random outcome" in refused_undo(engine)     # the Troops deck was shuffled: no taking it back


def refused_undo(engine) -> str:
    from game.engine.core.protocol import Rejected
    events = engine.undo(0)
    assert isinstance(events[0], Rejected), events
    return events[0].reason


def test_three_actions_then_none_and_actions_cannot_be_saved():
    engine = acting({"hand": []})
    do(engine, DrawTrick(0))
    do(engine, PassAction(0))
    do(engine, PassAction(0))
    assert "no actions left" in refused(engine, DrawTrick(0))
    do(engine, EndTurn(0))
    assert engine.state.turn.seat == 1


def test_wrap_up_discards_down_to_five_tricks():
    engine = acting({"hand": ["bullhorn", "secret_mutagen", "fifteen_minutes", "cornered", "penance", "airlift",
                              "decoy"]})
    do(engine, EndTurn(0))
    assert engine.state.turn.step == "wrap_up" and engine.legal_commands(0)
    do(engine, DiscardTrick(0, engine.state.players[0].hand[0]))
    assert engine.state.turn.seat == 0
    do(engine, DiscardTrick(0, engine.state.players[0].hand[0]))
    assert engine.state.turn.seat == 1 and len(engine.state.players[0].hand) == 5


# "An animal's (or Item's, or Human's...) powers are not available for use until it is in play on the Field."
def test_a_pen_animals_power_waits_for_the_field():
    engine = acting({"pen": [{"card": "stray_dog"}, {"card": "charming_pig"}, {"card": "city_mouse"}]},
                    decks=(mix("city", "farm"), "forest"))
    # the Pig's "whole Clout" is a power: trashed from the Pen it lends half its 4 to a City dog (Rank 3)
    assert "That is 2 Clout; the recruit's Rank is 3" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))
    engine = acting({"pen": [{"card": "field_mouse"}, {"card": "city_mouse"}, {"card": "pampered_poodle"}]},
                    decks=(mix("farm", "city"), "forest"))
    # City Mouse (Clout 1) and Pampered Poodle (Clout 3) recruit a Farm animal with half, from the Pen
    assert "City Mouse lends no Clout" in refused(engine, RecruitAnimal(0, 0, 2, 0, (), (1,)))
    do(engine, RecruitAnimal(0, 0, 2, 0, (), (2,)))        # the Poodle's 3 // 2 = 1 meets the Mouse's Rank 1


def test_in_the_field_the_same_power_works():
    engine = acting({"pen": [{"card": "stray_dog"}], "field": [{"card": "charming_pig", "row": 1, "col": 1}]},
                    decks=(mix("city", "farm"), "forest"))
    do(engine, RecruitAnimal(0, 0, 2, 0, ((1, 1),), ()))    # tilted in the Field: its whole 4 Clout


def test_a_duplicate_legend_refused_as_payment_says_why():
    # "Duplicates can be trashed or deferred, but not used for recruiting (they are already working for
    # another player's army)."
    engine = acting({"pen": [{"card": "hungry_goat"}, {"card": "bessie"}]},
                    {"field": [{"card": "bessie", "row": 0, "col": 0}]}, decks=(EXAMPLE_FARM, "farm"))
    reason = refused(engine, RecruitAnimal(0, 0, 2, 1, (), (1,)))
    assert "duplicate Legend" in reason and "already working for another player's army" in reason
    do(engine, DismissRecruit(0, 1))                      # it can still be trashed


def test_each_refused_payment_names_what_is_wrong_with_it():
    engine = acting({"pen": [{"card": "hungry_goat"}, {"card": "field_mouse", "face_up": False}],
                     "field": [{"card": "sneaky_horse", "row": 1, "col": 1, "tilted": True}]})
    assert "tilted animals cannot recruit" in refused(engine, RecruitAnimal(0, 0, 2, 1, ((1, 1),), ()))
    assert "no animal of yours" in refused(engine, RecruitAnimal(0, 0, 2, 1, ((0, 0),), ()))
    assert "no face-up recruit in Pen space 2" in refused(engine, RecruitAnimal(0, 0, 2, 1, (), (1,)))
    assert "pay for itself" in refused(engine, RecruitAnimal(0, 0, 2, 1, (), (0,)))
