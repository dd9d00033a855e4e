"""NOAH's hands as shown: carried event by event, as Noah Planet's shown view carries its hands, so a
hand on screen never runs ahead of the animation. A card played stays in its hand while the
animations before it play and leaves as its flight starts; a recruited Agent is in the hand only once
it has landed; once nothing is left to play every hand is the view's."""
from __future__ import annotations

from game.engine.noah import commands as cmd
from game.table.director import Call
from test_table_noah import enemy_hit_card, finish, start


def held(table, seat: int) -> list[str]:
    """The cards of a seat's hand as the table lays them out."""
    return [card for card, _ in table.places.hand_cards(seat)]


def drawn(table, seat: int) -> list[str]:
    """The cards of a seat's hand drawn in place (not in flight, not held)."""
    return [card for card, *_ in table.zones.hand_drawn(seat)[0]]


def test_a_played_card_stays_in_its_hand_until_its_flight_starts(harness):
    table = start(harness, players=1)
    card, position = enemy_hit_card(table, 0)
    before = held(table, 0)
    table.anims.add(Call(0.5, None, None))        # something still playing when the card is played
    assert table.submit(cmd.PlayAction(0, card, "base", None, ("enemy", position)))
    assert table.view["factions"][0]["hand"].count(card) == before.count(card) - 1     # played in the game
    for _ in range(20):                           # a third of a second: the flight has not started
        harness.frames(1)
        assert held(table, 0) == before and drawn(table, 0) == before
        assert table.places.played(0) == []
    while held(table, 0) == before:
        harness.frames(1)
    assert held(table, 0).count(card) == before.count(card) - 1 and table.places.played(0) == [card]
    assert table.hidden[(0, "played", card)] == 1           # drawn by its flight alone until it lands
    finish(harness)
    assert held(table, 0) == table.view["factions"][0]["hand"] and not table.hidden.get((0, "played", card))


def test_a_recruited_agent_shows_in_the_hand_once_it_has_landed(harness):
    table = start(harness, players=1)
    recruit = next(c for c in table.session.legal(0) if isinstance(c, cmd.RecruitAgent))
    before = held(table, 0)
    table.anims.add(Call(0.5, None, None))
    assert table.submit(recruit)
    assert table.view["factions"][0]["hand"].count(recruit.card) == before.count(recruit.card) + 1
    harness.frames(10)
    assert held(table, 0) == before
    while held(table, 0) == before:
        harness.frames(1)
    assert held(table, 0).count(recruit.card) == before.count(recruit.card) + 1
    assert drawn(table, 0).count(recruit.card) == before.count(recruit.card)     # in flight, not drawn yet
    finish(harness)
    assert drawn(table, 0) == held(table, 0) == table.view["factions"][0]["hand"]


def test_the_defeated_count_goes_up_as_the_defeat_is_shown(harness):
    """The status bar's "Defeated 1/12" waits for the Enemy's defeat to play, as the log line does (it
    once counted the defeat as the card that dealt it was played)."""
    table = start(harness, players=2, seed=3)
    defeat = cmd.PlayAction(1, "brick", "corrupt", None, ("enemy", 0))
    table.anims.add(Call(0.5, None, None))        # something still playing when the card is played
    assert table.submit(defeat)
    assert len(table.view["graveyard"]) == 1      # defeated in the game
    for _ in range(20):                           # a third of a second: nothing of the play has shown yet
        harness.frames(1)
        assert "Defeated 0/" in table.status_bar.counts()
    finish(harness)
    assert "Defeated 1/" in table.status_bar.counts()


def test_a_defeated_enemy_fading_away_shows_none_of_the_next_ones_numbers(harness):
    """The Enemy fading where the next one already stands in the game once carried that one's
    "HP 7  DMG 2  out at 2" under it."""
    table = start(harness, players=2, seed=3)
    herald = table.shown.row[0]
    assert table.submit(cmd.PlayAction(1, "brick", "corrupt", None, ("enemy", 0)))
    assert table.view["row"][0]["enemy"] != herald.card       # the next Enemy stands there in the game
    for _ in range(600):
        harness.frames(1)
        if herald.alpha < 255:
            break
    assert table.shown.row[0] is herald and herald.alpha < 255     # fading
    assert table.board.numbers_of(herald, table.board.derived()) is None
    finish(harness)
