"""Setup steps 1-12 and the turn card deck (Rounds & Turn Order)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.engine.noah.commands import ChooseFreeTurn, EndTurn, PlayAction
from game.engine.noah.rules import NOAH
from game.engine.noah.turns import turn_cards

from .scenario import ALL_FACTIONS, SS, GK, LO, calm, cards, new, names, of_type, ok, refused, top_turn_card


@pytest.mark.parametrize("mission", ["blackout", "first_night", "the_long_night", "high_water", "dreams_of_the_deep"])
def test_enemy_deck_has_the_missions_colour_counts(mission):
    e = new(mission=mission, seed=3)
    s = e.state
    everything = s.enemy_deck + [r.enemy for r in s.row] + s.graveyard
    colours = Counter(cards().enemies[x].colour for x in everything)
    assert dict(colours) == {c: n for c, n in cards().missions[mission].enemies.items() if n}
    assert len(set(everything)) == 12 and s.enemies_total == 12


def test_enemies_come_from_the_missions_own_box():
    s = new(mission="dreams_of_the_deep", seed=5).state
    everything = s.enemy_deck + [r.enemy for r in s.row]
    assert {cards().enemies[x].box for x in everything} == {"drowned"}


def test_enemy_deck_is_shuffled_differently_per_seed():
    decks = {tuple(new(seed=s).state.enemy_deck) for s in range(8)}
    assert len(decks) == 8


def test_four_locations_in_mission_order():
    assert new(mission="blackout").state.locations == ["toronto", "sydney", "mumbai", "casablanca"]
    assert new(mission="high_water").state.locations == list(cards().missions["high_water"].locations)


def test_freestyle_puts_locations_at_their_recommended_positions():
    e = new(mission="blackout", locations=["casablanca", "mumbai", "sydney", "toronto"], freestyle=True)
    assert e.state.locations == ["toronto", "sydney", "mumbai", "casablanca"]


def test_four_enemies_in_the_row_only_the_first_face_up():
    s = calm().state
    assert len(s.row) == 4 and len(s.enemy_deck) == 8
    assert [r.face_up for r in s.row] == [True, False, False, False]
    assert all(r.damage == 0 for r in s.row)


def test_the_first_enemy_is_face_up_for_every_seed():
    for seed in range(30):
        assert new(seed=seed).state.row[0].face_up


def test_dial_on_its_start_space():
    s = calm().state
    assert s.dial_position == s.phase_start == cards().dials["sleepers_dial"].start
    assert s.phase == 1


@pytest.mark.parametrize("faction", ALL_FACTIONS)
def test_starting_hand_is_the_cost_0_agents(faction):
    s = new([faction], seed=2).state
    agents = cards().factions[faction].agents
    assert Counter(s.factions[0].hand) == Counter({a.id: a.count for a in agents if a.cost == 0})
    assert Counter(s.factions[0].supply) == Counter({a.id: a.count for a in agents if a.cost > 0})
    assert s.factions[0].played == [] and s.factions[0].mercenaries == []


def test_health_8_corruption_0_energy_5_first_ability_space():
    s = calm([SS, GK]).state
    for f in s.factions:
        assert (f.health, f.corruption, f.energy, f.ability) == (8, 0, 5, 0)


def test_mercenary_display_of_four_from_a_shuffled_deck():
    s = new(seed=6).state
    total = sum(m.count for m in cards().mercenaries.values())
    assert len(s.mercenary_display) == 4
    assert len(s.mercenary_deck) + 4 == total and s.mercenary_discard == []
    assert new(seed=7).state.mercenary_display != s.mercenary_display or \
        new(seed=7).state.mercenary_deck != s.mercenary_deck


@pytest.mark.parametrize("players, expected", [
    (1, {"enemy": 2, "hero:0": 2, "free": 2}),
    (2, {"enemy": 2, "hero:0": 2, "hero:1": 2}),
    (3, {"enemy": 2, "hero:0": 1, "hero:1": 1, "hero:2": 1, "free": 1}),
    (4, {"enemy": 2, "hero:0": 1, "hero:1": 1, "hero:2": 1, "hero:3": 1}),
])
def test_turn_deck_by_player_count(players, expected):
    assert Counter(turn_cards(players, False)) == expected
    s = new(ALL_FACTIONS[:players], seed=1).state
    assert Counter(s.turn_deck + s.turn_discard + [s.turn_card]) == expected


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_harder_option_has_three_enemy_cards(players):
    assert Counter(turn_cards(players, True))["enemy"] == 3
    s = new(ALL_FACTIONS[:players], seed=1, harder=True).state
    assert Counter(s.turn_deck + s.turn_discard + [s.turn_card])["enemy"] == 3


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_heroes_get_four_turns_a_round(players):
    assert sum(1 for c in turn_cards(players, False) if c != "enemy") == 4


def test_game_starts_by_revealing_the_top_turn_card():
    e = new(seed=1)
    s = e.state
    assert s.round == 1 and s.turn_card
    assert len(s.turn_deck) == 6 - 1 - len(s.turn_discard)


def test_a_round_is_one_pass_through_the_turn_deck_then_reshuffle():
    e = calm()
    s = e.state
    # make every remaining card a hero card, so ending turns walks the deck
    s.turn_deck = ["hero:0"] * len(s.turn_deck)
    round_one = s.round
    for _ in range(len(s.turn_deck)):
        ok(e.submit(EndTurn(0)))
        assert s.round == round_one
    events = ok(e.submit(EndTurn(0)))
    assert s.round == round_one + 1
    assert "TurnDeckShuffled" in names(events) and "RoundStarted" in names(events)
    assert len(s.turn_deck) + 1 + len(s.turn_discard) == 6 and s.turn_discard == []


def test_hero_turn_card_starts_that_factions_turn():
    e = calm([SS, GK])
    top_turn_card(e, "hero:1")
    events = ok(e.submit(EndTurn(0)))
    assert e.state.turn.kind == "hero" and e.state.turn.seat == 1
    assert of_type(events, "HeroTurnStarted")[0].seat == 1


def test_free_turn_card_asks_three_players_who_takes_it():
    e = calm([SS, GK, LO])
    top_turn_card(e, "free")
    events = ok(e.submit(EndTurn(0)))
    assert e.state.pending.kind == "free_turn" and e.state.pending.seats == [0, 1, 2]
    assert e.prompt.kind == "free_turn" and len(e.prompt.options) == 3
    assert "PromptRaised" in names(events)
    assert e.legal_commands(1) == [ChooseFreeTurn(1, 0), ChooseFreeTurn(1, 1), ChooseFreeTurn(1, 2)]


def test_any_prompted_seat_may_give_the_free_turn():
    e = calm([SS, GK, LO])
    top_turn_card(e, "free")
    e.submit(EndTurn(0))
    events = ok(e.submit(ChooseFreeTurn(2, 1)))
    assert e.state.turn.kind == "hero" and e.state.turn.seat == 1 and e.state.pending is None
    assert of_type(events, "FreeTurnGiven")[0].seat == 1


def test_free_turn_to_a_faction_that_is_not_in_the_game_is_refused():
    e = calm([SS, GK, LO])
    top_turn_card(e, "free")
    e.submit(EndTurn(0))
    before = e.hash()
    assert "factions in this game" in refused(e.submit(ChooseFreeTurn(0, 3)))
    assert e.hash() == before


def test_playing_while_the_free_turn_is_undecided_is_refused():
    e = calm([SS, GK, LO])
    top_turn_card(e, "free")
    e.submit(EndTurn(0))
    assert "First choose which faction takes the free turn" in refused(e.submit(PlayAction(0, "vesana", "base")))


def test_choose_free_turn_without_a_free_turn_is_refused():
    e = calm([SS, GK, LO])
    assert "no free turn" in refused(e.submit(ChooseFreeTurn(0, 1)))


def test_solo_free_turn_goes_to_the_only_faction_automatically():
    e = calm([SS])
    top_turn_card(e, "free")
    ok(e.submit(EndTurn(0)))
    assert e.state.pending is None
    assert e.state.turn.kind == "hero" and e.state.turn.seat == 0
    assert e.state.turn_card == "free"


def test_solo_takes_four_hero_turns_a_round():
    cards_in_round = turn_cards(1, False)
    assert sum(1 for c in cards_in_round if c in ("hero:0", "free")) == 4


@pytest.mark.parametrize("options, words", [
    ({"factions": []}, "1 to 4"),
    ({"factions": [SS, SS]}, "different faction"),
    ({"factions": ["no_one"]}, "no faction"),
    ({"factions": [SS], "mission": "picnic"}, "no mission"),
    ({"factions": [SS], "colour": "red"}, "no NOAH option"),
    ({"players": 5}, "1 to 4"),
    ({"factions": [SS], "locations": ["toronto"]}, "four different locations"),
    ({"factions": [SS], "dial": "sundial"}, "no Reality Loss dial"),
])
def test_bad_options_are_refused_with_a_sentence(options, words):
    from game.engine.noah.rules import NOAH
    with pytest.raises(ValueError, match=words):
        NOAH.normalize_options(options)


def test_players_option_picks_that_many_factions():
    from game.engine.noah.rules import NOAH
    assert len(NOAH.normalize_options({"players": 3})["factions"]) == 3


def test_mix_and_match_enemy_boxes():
    e = new(mission="blackout", enemy_boxes=["sleepers", "drowned"], seed=9)
    s = e.state
    everything = s.enemy_deck + [r.enemy for r in s.row]
    assert len(everything) == 12


# --- the order of setup: the Enemy Box (1-7) before the Hero Box (8-12) ------------------------------
@pytest.mark.parametrize("mission", ["first_night", "low_tide"])
def test_enemies_dealt_at_setup_have_not_arrived(mission):
    """"4. Draw the top 4 Enemy cards from the deck and place one face down beneath each Location" comes
    before "11. ... the other yellow marker on space 5 of the Energy track": Reykjavik's and The Pier's
    "When an Enemy arrives here" do not resolve for the Enemies dealt at setup, and every faction
    starts with 5 Energy."""
    for seed in range(12):
        setup = until_the_first_turn_card(ALL_FACTIONS, mission, seed)
        assert not [ev for ev in of_type(setup, "EffectResolved") if ev.trigger == "first"
                    and ev.source in cards().locations]
        assert not of_type(setup, "TrackMoved")  # every faction begins as steps 10-11 set it up


def until_the_first_turn_card(factions, mission, seed):
    events = NOAH.setup_events(NOAH.normalize_options({"factions": list(factions), "mission": mission}), seed)
    return events[:names(events).index("TurnCardDrawn")]


@pytest.mark.parametrize("mission", ["deep_sleep", "dreams_of_the_deep", "the_flood"])
def test_reality_loss_starts_on_its_starting_space_whatever_the_first_reveal_does(mission):
    """"5. Place the Reality Loss tracker next to the first Location and set the pointer chip to the
    starting space" comes after step 4 reveals the first Enemy: a Reveal effect at setup (Sydney,
    The Hollow Man, the Tide Crawler) cannot move a pointer that is not on the table yet."""
    for seed in range(12):
        assert not of_type(until_the_first_turn_card([SS], mission, seed), "RealityLossMoved")


def test_a_reveal_effect_at_setup_still_acts_on_the_enemy_row():
    """Step 4's reveal resolves its Reveal effect at once ("As soon as an Enemy is revealed, you must
    resolve any Reveal effect immediately"): The Lighthouse reveals the next Enemy too."""
    for seed in range(8):
        s = new([SS], "deep_sleep", seed).state  # 1. The Lighthouse
        assert s.row[0].face_up and s.row[1].face_up


def test_the_enemy_row_is_laid_out_before_the_heroes_and_the_mercenaries():
    events = [type(ev).__name__ for ev in NOAH.setup_events(NOAH.normalize_options({"factions": [SS]}), 3)]
    assert events.index("EnemyRevealed") < events.index("MercenaryDealt")
    assert max(i for i, name in enumerate(events) if name == "EnemyPlaced") < events.index("MercenaryDealt")
