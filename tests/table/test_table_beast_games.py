"""Starting, leaving and coming back to Nature of the Beast: the new-game form, quitting in the middle
of a battle and Continue, Load, the variants' boards, and every screen fitting at both sizes."""
from __future__ import annotations

import itertools

import pygame
import pytest

from beast_table import finish, hand_over, open_table, played_until_battle
from game.engine.core.rules import PUBLIC
from hidden_hand_table import button, load_from_the_menu, pass_hand_off, quit_and_continue, start_game, watch_saved
from game.table.beast.scene import BeastTable
from game.table.scenes.new_game import NewGameScene
from table_harness import Harness, screenshot_path


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_the_new_game_form_offers_decks_tallies_auto_pass_the_variant_and_bots(harness):
    scene = NewGameScene(harness.app, "beast")
    harness.app.push(scene)
    harness.frames(1)
    labels = [b.label for b in scene.buttons]
    assert labels.count("Farm & Resourceful") == 1 and labels.count("Forest & Combat") == 1   # Farm vs. Forest
    harness.click(button(scene, "Forest & Combat").rect.center)           # seat 2 plays City & Dark
    harness.click(button(scene, "Favor & Fury 3").rect.center)            # seat 1 starts at 4
    harness.click(button(scene, "Standard").rect.center)                   # Rush
    bots = [b for b in scene.buttons if b.label == "Person"]
    harness.click(bots[1].rect.center)
    options = scene.options()
    assert options["decks"] == ["farm", "city"] and options["start"] == [4, 3] and options["variant"] == "rush"
    harness.click(button(scene, "Start").rect.center)
    table = harness.top
    assert isinstance(table, BeastTable) and table.session.bots == {1}
    assert table.session.view(0)["rows"] == 2 and table.session.engine.state.players[0].favor == 4


def test_the_new_game_form_opens_on_the_last_game_started_and_keeps_its_rows_still(harness):
    """Issue 21, item 17: the form remembers the last game and its options; its subtitle is the game's
    own; no row moves under the pointer as the variant changes; the defeats choice says what it means."""
    scene = NewGameScene(harness.app, "beast")
    harness.app.push(scene)
    harness.frames(1)
    assert "Farm vs. Forest" not in scene.entry.blurb
    assert button(scene, "Defeats: ask me").tip
    places = {}
    for _ in range(4):                                     # every variant, clicked where it was
        variant = next(b for b in scene.buttons if b.name == "Variant:0")
        places.setdefault("variant", variant.rect.topleft)
        assert variant.rect.topleft == places["variant"]
        sub = next(b for b in scene.buttons if b.name == "Sub-variants:0")
        places.setdefault("sub", sub.rect.topleft)
        assert sub.rect.topleft == places["sub"]
        harness.click(variant.rect.center)
    harness.click(button(scene, "Standard").rect.center)   # Rush
    harness.click(button(scene, "Forest & Combat").rect.center)
    harness.click([b for b in scene.buttons if b.label == "Person"][1].rect.center)
    chosen = scene.options()
    harness.click(button(scene, "Start").rect.center)
    assert isinstance(harness.top, BeastTable)
    again = NewGameScene(harness.app)                      # from the main menu: no game named
    assert again.game == "beast" and again.options() == chosen and again.bots[:2] == [False, True]


def test_quitting_in_a_battle_then_continue_brings_the_battle_back(harness):
    engine = played_until_battle(7)
    open_table(harness, engine)
    log = list(engine.log)
    again = quit_and_continue(harness, BeastTable)
    try:
        hand_over(again)                      # two people: the one whose hand it is looks first
        resumed = again.top
        assert isinstance(resumed, BeastTable)
        assert resumed.session.engine.log == log and resumed.session.engine.state.battle is not None
        assert resumed.shown.view["battle"]["attacker"] == list(engine.state.battle.attacker)
        assert "The game is resumed." in [text for text, _, _ in resumed.log.lines]
    finally:
        again.close()


def test_a_saved_game_loads_from_the_load_screen(harness):
    engine = played_until_battle(11)
    table = open_table(harness, engine, bots=(1,))
    table.save()
    load_from_the_menu(harness, BeastTable, "beast-")
    assert isinstance(harness.top, BeastTable) and harness.top.session.bots == {1}
    assert harness.top.session.engine.log == engine.log


SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,variant", [(2, "standard"), (3, "standard"), (4, "standard"), (5, "standard"),
                                             (6, "standard"), (2, "rush"), (6, "rush"), (4, "doubles")])
def test_every_board_fits_the_window_and_nothing_overlaps(size, players, variant):
    h = Harness(size)
    try:
        table = start_game(h, BeastTable, "beast", {"players": players, "variant": variant}, 3)
        L = table.geo
        window = pygame.Rect(0, 0, *size)
        parts = {f"board {s}": g.rect for s, g in L.boards.items()}
        parts.update(hand=L.hand, side=L.side)
        for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        for seat, g in L.boards.items():
            assert window.contains(g.rect)
            things = [g.header, g.trash, g.troops, g.tricks, g.favor, g.fury] + g.humans + g.pen + \
                [cell for line in g.cells for cell in line]
            for rect in things:
                assert g.rect.contains(rect), f"seat {seat}: {rect} leaves its board {g.rect}"
            assert len(g.cells) == (2 if variant == "rush" else 3)
        assert L.boards[table.viewer].card[0] >= 60 * L.scale           # the seat on screen reads its cards
        # the others' boards share the half of the window the seat on screen leaves them: with five of
        # them (six players) each is smaller, and a card is read large by hovering it
        assert min(g.card[0] for g in L.boards.values()) >= (38 if players <= 4 else 30) * L.scale
        h.screenshot(screenshot_path(f"beast-{players}p-{variant}-{size[0]}.png"))
    finally:
        h.close()




def test_a_saved_game_is_watched_move_by_move_as_each_seat(harness, tmp_path):
    from game.engine.beast.state import card_id
    controls, table = watch_saved(harness, BeastTable, played_until_battle(5), tmp_path / "beast-watched.yaml", 20)

    def hand_on_screen() -> list[str]:
        return sorted(card_id(k.split(":")[2]) for k in table.layout() if k.startswith("hand:") and k.count(":") == 2)
    def own_hand(seat: int) -> list[str]:
        view = table.session.view(seat)
        assert all(p["hand"] is None for p in view["players"] if p["seat"] != seat)   # the others' are unseen
        return sorted(card_id(c) for c in view["players"][seat]["hand"])
    assert table.viewer == PUBLIC and hand_on_screen() == []    # two people, the game unfinished
    controls.cycle_seat()
    pass_hand_off(harness)
    finish(harness)
    first = table.viewer
    assert hand_on_screen() == own_hand(first)
    controls.cycle_seat()
    pass_hand_off(harness)
    finish(harness)
    assert table.viewer != first and hand_on_screen() == own_hand(table.viewer) != own_hand(first)
