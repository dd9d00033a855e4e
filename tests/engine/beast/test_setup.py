"""Preparing to Play (section II) and the options."""
from __future__ import annotations

import pytest

from game.engine.beast.events import FirstPlayerDrawn
from game.engine.beast.rules import BEAST
from game.engine.beast.state import card_id
from game.engine.core.engine import Engine
from game.engine.core.serialize import state_hash


def new(**options):
    return Engine(BEAST, {"players": 2, **options}, seed=3)


def test_each_player_starts_with_three_tricks_and_three_face_down_recruits():
    for player in new().state.players:
        assert len(player.hand) == 3 and all(not BEAST.cards.cards[card_id(c)].troop for c in player.hand)
        assert [bool(r.card) and not r.face_up for r in player.pen] == [True] * 3


def test_troops_hold_animals_and_leaders_and_tricks_the_rest():
    player = new().state.players[0]
    assert all(BEAST.cards.cards[card_id(c)].kind in ("animal", "leader") for c in player.troops)
    assert all(BEAST.cards.cards[card_id(c)].kind in ("event", "item", "location", "human") for c in player.tricks)
    assert len(player.troops) + len(player.tricks) + 6 == 69      # a Habitat block and a Style block


def test_favor_and_fury_start_at_the_same_chosen_value_per_seat():
    state = new(start=[0, 9]).state
    assert [(p.favor, p.fury) for p in state.players] == [(0, 0), (9, 9)]


@pytest.mark.parametrize("options, words", [
    ({"start": 10}, "0 to 9"), ({"players": 7}, "2 to 6"), ({"players": 1}, "2 to 6"), ({"decks": ["farm", "jungle"]}, "no deck"),
    ({"variant": "supply_line", "players": 3}, "for 2 players"), ({"variant": "doubles", "players": 2}, "4 players"),
    ({"decks": ["farm"]}, "one deck per player"), ({"colour": "red"}, "no option")])
def test_wrong_options_are_refused_with_a_sentence(options, words):
    with pytest.raises(ValueError, match=words):
        BEAST.normalize_options({"players": 2, **options})


def test_the_first_player_drew_the_highest_rank():
    for seed in range(6):
        events = BEAST.setup_events(BEAST.normalize_options({"players": 3}), seed)
        drawn = next(e for e in events if isinstance(e, FirstPlayerDrawn))
        assert drawn.ranks[drawn.seat] == max(drawn.ranks)
        assert BEAST.new_state(BEAST.normalize_options({"players": 3}), seed).turn.seat == drawn.seat


def test_the_default_matchup_is_farm_against_forest_and_mixes_name_blocks():
    assert new().options["decks"] == ["farm", "forest"]
    player = new(decks=["city+tricky", "suburbs+dark"]).state.players[0]
    blocks = {BEAST.cards.cards[card_id(c)].block for c in player.troops + player.tricks + player.hand}
    assert blocks <= {"city", "tricky"}


def test_the_variants_shape_the_field_and_the_teams():
    rush = new(variant="rush").state
    assert (rush.rows, rush.cols) == (2, 3)
    doubles = Engine(BEAST, {"players": 4, "variant": "doubles"}, 1).state
    assert [p.team for p in doubles.players] == [0, 1, 0, 1]


@pytest.mark.parametrize("players", [5, 6])
def test_five_and_six_play_each_with_a_deck_of_their_own(players):
    # "Nature of the Beast (NOB) is a game for two or more people. Each player plays from his or her own
    # deck of cards." (ruling B50)
    engine = new(players=players)
    assert len(engine.state.players) == players and engine.options["decks"][4:] == ["farm", "forest"][:players - 4]
    assert len({c for p in engine.state.players for c in p.troops}) == sum(len(p.troops) for p in engine.state.players)
    with pytest.raises(ValueError, match="a game for four players|4 players"):
        BEAST.normalize_options({"players": players, "variant": "doubles"})


def test_a_deal_kept_for_the_next_game_is_not_changed_by_playing_the_first():
    """A block deck's sorted Troops and Tricks are kept on the card set for every game that deals them:
    a game drawing and shuffling its own decks leaves the next game's deal as a first deal would be."""
    first = state_hash(Engine(BEAST, {"players": 3}, 77).state)
    played = Engine(BEAST, {"players": 3}, 77)
    for _ in range(300):
        if played.is_over:
            break
        played.submit(played.legal_commands(played.acting.seats[0])[-1])
    assert state_hash(Engine(BEAST, {"players": 3}, 77).state) == first
    assert all(isinstance(deck, tuple) for deal in BEAST.cards.dealt.values() for deck in deal)
