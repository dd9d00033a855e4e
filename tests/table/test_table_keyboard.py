"""The table from the keyboard alone: a visible focus that does everything the mouse does."""
from __future__ import annotations

import pygame
import pytest

from game.engine.noah import commands as cmd
from game.table.noah.scene import NoahTable
from game.table.scenes.new_game import NewGameScene
from game.table.scenes.rules_ref import RulesReference
from test_table_noah import enemy_hit_card, finish, start
from table_harness import Harness, screenshot_path


def focus_key(table) -> str | None:
    return table.inputs.focus.key if table.inputs.focus.visible else None


def step_to(h, table, key, keys=(pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP), tries=14):
    """Press arrow keys (each direction in turn, as a player looking for it would) until `key` has the focus."""
    for arrow in keys:
        for _ in range(tries):
            if focus_key(table) == key:
                return
            before = focus_key(table)
            h.key(arrow)
            if focus_key(table) == before:
                break       # nothing further that way
    assert focus_key(table) == key, f"the focus never reached {key} (it is on {focus_key(table)})"


def test_a_hero_turn_played_with_keys_only(harness):
    table = start(harness)
    card, position = enemy_hit_card(table, 0)
    index = next(i for i, (c, _) in enumerate(table.places.hand_cards(0)) if c == card)
    harness.key(pygame.K_RIGHT)                      # the first arrow shows the focus, on the first card
    assert focus_key(table) == "hand:0:0"
    step_to(harness, table, f"hand:0:{index}")
    harness.key(pygame.K_RETURN)                     # pick the card: its targets glow, the focus is on them
    assert table.picking.picks["keys"].card == card
    assert focus_key(table).startswith("target:")
    step_to(harness, table, f"target:enemy:{position}")
    harness.key(pygame.K_RETURN)                     # choose its target: the upgrade menu opens
    choice = table.picking.choices["keys"]
    assert focus_key(table) == "choice:0"
    corrupt = next(i for i, (label, _) in enumerate(choice.options) if label.startswith("+1 Corruption"))
    step_to(harness, table, f"choice:{corrupt}", keys=(pygame.K_DOWN, pygame.K_UP))
    harness.key(pygame.K_RETURN)                     # choose an upgrade
    assert table.session.engine.log[-1] == cmd.PlayAction(0, card, "corrupt", None, ("enemy", position))
    finish(harness)
    harness.key(pygame.K_e)                          # End turn has its own key (asked twice: the setting)
    harness.key(pygame.K_e)
    assert isinstance(table.session.engine.log[-1], cmd.EndTurn) and table.session.engine.log[-1].seat == 0


def test_enter_on_focused_buttons_and_prompt_answers(harness):
    table = start(harness)
    harness.key(pygame.K_RIGHT)
    step_to(harness, table, "end_turn:0", keys=(pygame.K_TAB,), tries=80)     # Tab visits everything in turn
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_RETURN)                     # the confirmation, as with the mouse
    assert isinstance(table.session.engine.log[-1], cmd.EndTurn)


def test_esc_puts_the_keyboards_card_back_then_opens_the_menu(harness):
    table = start(harness)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RETURN)
    assert "keys" in table.picking.picks
    harness.key(pygame.K_ESCAPE)
    assert not table.picking.picks and harness.top is table
    harness.key(pygame.K_ESCAPE)
    assert harness.top is not table                  # the game menu


def test_the_focus_ring_is_drawn_around_the_focused_card(harness):
    table = start(harness)
    harness.key(pygame.K_RIGHT)
    harness.frames(1)
    item = table.inputs.focus.current(table.inputs.items("keys"))
    outer = item.rect.inflate(14, 14)
    pixel = harness.app.screen.get_at((outer.centerx, outer.top + 3))
    assert pixel.b > 230 and pixel.g > 200 and pixel.r < 200   # a bright cyan ring: nothing else glows so
    harness.move((5, 5))                                  # the mouse moves: the keyboard's ring steps aside
    harness.frames(1)
    assert not table.inputs.focus.visible


def test_the_ability_track_and_the_dial_explain_themselves_on_focus(harness):
    table = start(harness)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_UP)                               # from the hand up onto the Ability track
    assert focus_key(table).startswith("ability:0:")
    step_to(harness, table, "ability:0:1", keys=(pygame.K_LEFT, pygame.K_RIGHT))
    harness.frames(1)
    tip = table.zoom.tip
    assert tip and tip.startswith("Ability space 2.") and "2 Energy" in tip
    step_to(harness, table, "dial", keys=(pygame.K_UP, pygame.K_LEFT))
    harness.frames(1)
    assert table.zoom.tip.startswith("Reality Loss")


def test_hovering_an_ability_label_with_the_mouse_shows_what_it_unlocks(harness):
    table = start(harness)
    track = table.tracks[0]["ability"]
    fdef = table.cards.factions[table.session.engine.state.factions[0].faction]
    index = next(i for i, sp in enumerate(fdef.ability_track) if sp.range)
    harness.move(track.space_rect(index).center)
    harness.frames(40)
    assert table.zoom.tip.startswith(f"Ability space {index + 1}.") and f"R{fdef.ability_track[index].range}" in table.zoom.tip
    harness.screenshot(screenshot_path("tip-ability.png"))


def test_f1_opens_the_rules_and_the_arrows_scroll_them(harness):
    table = start(harness)
    harness.key(pygame.K_F1)
    rules = harness.top
    assert isinstance(rules, RulesReference)
    harness.key(pygame.K_DOWN)
    harness.key(pygame.K_PAGEDOWN)
    assert rules.scroll == 1 + rules.visible - 2         # a line, then a page
    harness.key(pygame.K_ESCAPE)
    assert harness.top is table


def test_new_game_enter_presses_the_focused_control_not_always_start(harness):
    harness.frames(1)
    harness.key(pygame.K_n)
    scene = harness.top
    assert isinstance(scene, NewGameScene) and scene.focused().label == "Start"
    players = scene.players
    focus_button(harness, scene, "Players:0", pygame.K_UP)
    harness.key(pygame.K_RETURN)
    assert scene.players != players and harness.top is scene      # it cycled the players; nothing started
    assert scene.focused().name == "Players:0"                    # the focus stays on the control pressed
    harness.key(pygame.K_RIGHT)                                   # nothing to the right: it stays
    focus_button(harness, scene, "Seat 1:0", pygame.K_DOWN)
    harness.key(pygame.K_RIGHT)
    assert scene.focused().name == "bot:0"                        # left and right move along a row
    harness.key(pygame.K_RETURN)
    assert scene.bots[0]
    focus_button(harness, scene, "start", pygame.K_DOWN)
    harness.key(pygame.K_LEFT)
    assert scene.focused().name == "back"
    harness.key(pygame.K_RIGHT)
    assert scene.focused().name == "start"
    harness.key(pygame.K_RETURN)
    assert isinstance(harness.top, NoahTable) and harness.top.session.bots == {0}


def focus_button(h, scene, name, arrow, tries=20):
    """Press one arrow until the button called `name` has the focus."""
    for _ in range(tries):
        if scene.focused().name == name:
            return
        h.key(arrow)
    assert scene.focused().name == name, f"the focus never reached {name} (it is on {scene.focused().name})"


def test_a_game_without_its_own_focus_list_is_played_from_the_keyboard_too(harness):
    """Nature of the Beast lists no focusable places of its own: the shared default (its own things and
    every drop target) lets the keyboard turn its face-down recruits up, as a click would."""
    from game.engine.beast import commands as beast
    from game.table import launch
    assert launch.start_game(harness.app, "beast", {"players": 2}, 7) is None
    table = harness.top
    for _ in range(50):
        table.skip()
        harness.frames(2)
        if not table.busy:
            break
    harness.key(pygame.K_RETURN)        # "I am Seat 1" on the hand-off screen, by keyboard too
    harness.key(pygame.K_TAB)           # the focus starts where a turn starts: the first recruit in the Pen
    assert table.inputs.focus.key == "place:pen:0:0"
    harness.key(pygame.K_RETURN)
    assert table.session.engine.log[-1] == beast.FlipRecruit(0, 0)


def test_the_keyboard_moves_by_zones_and_stays_where_it_was_after_a_move(harness):
    """Issue 21, item 14: Tab steps between zones (your hand, Pen, Field, the piles, each opponent, the
    buttons), the arrows within one; your second Pen card is a few keys away with three players, and
    after a move the focus stays where it was, not on Rules or End turn."""
    from game.engine.beast import commands as beast
    from game.table import launch
    assert launch.start_game(harness.app, "beast", {"players": 3}, 7) is None
    table = harness.top
    for _ in range(50):
        table.skip()
        harness.frames(2)
        if not table.busy:
            break
    harness.key(pygame.K_RETURN)            # "I am Seat N" on the hand-off screen
    seat = table.viewer
    harness.key(pygame.K_TAB)               # the focus shows, on the first recruit in the Pen
    assert table.inputs.focus.key == f"place:pen:{seat}:0"
    harness.key(pygame.K_RIGHT)             # 2 keys: the second Pen card (was 39 presses of Tab)
    assert table.inputs.focus.key == f"place:pen:{seat}:1"
    harness.key(pygame.K_RETURN)
    for _ in range(20):
        table.skip()
        harness.frames(2)
    assert table.session.engine.log[-1] == beast.FlipRecruit(seat, 1)
    assert table.inputs.focus.key == f"place:pen:{seat}:1"
    zones = []
    for _ in range(12):                     # Tab visits each zone once, then comes round again
        harness.key(pygame.K_TAB)
        zones.append(table.inputs.zone_of(table.inputs.focus.key))
    assert "controls" in zones and len(set(zones)) < 12 and zones.count("pen") >= 1
    assert any(z.startswith("seat ") for z in zones)


def test_nothing_under_an_open_prompt_panel_is_focused(harness):
    """A player found the keyboard's ring drawn over a reward's panel, around an Ability box it hid."""
    table = start(harness, players=3, seed=2)   # seed 2: the first turn card is the free turn
    assert table.session.prompt.kind == "free_turn"
    cover = table.prompts.panel()[0]
    under = [key for key, rect in table.layout().items()
             if len(rect) == 4 and not key.startswith("prompt") and cover.collidepoint(pygame.Rect(rect).center)]
    assert under, "the panel covers nothing focusable here: the test would prove nothing"
    harness.key(pygame.K_RIGHT)
    for _ in range(40):                              # Tab through everything there is
        item = table.inputs.focus.current(table.inputs.items("keys"))
        assert not cover.collidepoint(item.point) or item.key.startswith("answer:"), item.key
        harness.key(pygame.K_TAB)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_play_how_menus_title_stays_clear_of_the_keyboards_ring(size):
    """At 1280x720 the ring on the menu's first line covered the title's g, y and p."""
    from game.table.focus import ring_rect
    from game.table.picking import TITLE_Y
    h = Harness(size)
    try:
        table = start(h)
        card, position = enemy_hit_card(table, 0)
        index = next(i for i, (c, _) in enumerate(table.places.hand_cards(0)) if c == card)
        h.key(pygame.K_RIGHT)
        step_to(h, table, f"hand:0:{index}")
        h.key(pygame.K_RETURN)
        step_to(h, table, f"target:enemy:{position}")
        h.key(pygame.K_RETURN)
        choice = table.picking.choices["keys"]
        assert focus_key(table) == "choice:0"
        total, rows = table.picking.choice_rects(choice)
        size_px = max(14, int(18 * table.picking.hooks.scale()))
        title = table.picking.th.text(table.picking.choice_title(choice), size_px - 2, (255, 255, 255), bold=True)
        assert total.y + TITLE_Y + title.get_height() <= ring_rect(rows[0]).top
        assert total.top >= 0 and total.bottom <= size[1]
        h.frames(1)
        h.screenshot(screenshot_path(f"play_how_{size[0]}.png"))
    finally:
        h.close()
