"""The Noah Planet table driven by real pygame events: the setup discard, the actions by dragging and
clicking (Create, Plant, Search and its keep-one-of-two, Circulation, Regenerate, Develop, Special
Powers aimed at a species or at the Discard Pile), refusals with the rules' reason, and undo within
the turn but never past a draw from a hidden pile."""
from __future__ import annotations

import pygame
import pytest

from game.engine.planet import commands as cmd
from game.table.planet import keys
from game.table.planet.scene import PlanetTable
from game.table import launch
from game.table.scenes.handoff import HandOff
from hidden_hand_table import pass_hand_off, start_game
from planet_table import finish, hand_spot, open_table, press_prompt, species_spot, spot, stacked

TURN = {"turn": 0, "players": [
    {"hand": ["rabbit", "red_fox", "long_day"], "ecosystem": ["bamboo", "fig"]},
    {"hand": ["koala"], "ecosystem": ["orchid", "wild_grass", "field_mouse", "house_sparrow"]}],
    "discard_pile": ["plains_zebra", "american_bison"], "plant_pile": ["orchid"]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def log_of(table):
    return table.session.engine.log


def ids(cards) -> list[str]:
    return [c.split("#")[0] for c in cards]


def test_a_new_game_opens_with_the_first_players_hand_and_two_basic_plants_each(harness):
    table = start_game(harness, PlanetTable, "planet", {"players": 2}, 7)
    assert isinstance(table, PlanetTable)
    rects = table.layout()
    assert rects["viewer"] == [0]
    assert len([k for k in rects if k.startswith("hand:") and k.count(":") == 2]) == 7
    for seat in (0, 1):
        assert len([k for k in rects if k.startswith(f"sp:{seat}:")]) == 2
    assert table.gathering.active is not None            # the setup discard: choose 2 cards


def test_the_setup_discard_is_two_cards_clicked_then_confirmed_and_the_screen_is_handed_on(harness):
    table = start_game(harness, PlanetTable, "planet", {"players": 2}, 7)
    hand = [k for k in table.layout() if k.startswith("hand:") and k.count(":") == 2]
    first, second = hand[0].split(":")[2], hand[3].split(":")[2]
    harness.click(spot(table, hand[0]))
    assert table.layout()["prompt:Confirm"]                 # greyed until two are chosen
    harness.click(spot(table, hand[3]))
    press_prompt(harness, table, "Confirm")
    finish(harness)
    assert log_of(table) == [cmd.DiscardAtSetup(0, (first, second))]
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1


def test_dragging_a_hand_card_into_the_ecosystem_creates_it_in_its_tier(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(hand_spot(table, "rabbit"), spot(table, "eco:0"))
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "rabbit#1")]
    rabbit = table.layout()["sp:0:rabbit#1"]
    bamboo = table.layout()[next(k for k in table.layout() if k.startswith("sp:0:bamboo"))]
    assert rabbit[1] < bamboo[1]                             # T1 stands above T0


def test_the_plant_piles_top_card_is_dragged_or_clicked_into_the_ecosystem(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(spot(table, "pile:plant"), spot(table, "eco:0"))
    finish(harness)
    assert log_of(table) == [cmd.Plant(0)]
    assert any(k.startswith("sp:0:orchid#") for k in table.layout())
    harness.click(spot(table, "pile:plant"))
    finish(harness)
    assert log_of(table)[-1] == cmd.Plant(0)


def test_clicking_the_noah_pile_searches_and_a_card_of_the_prompt_is_kept(harness):
    engine = stacked({**TURN, "noah_pile": ["grey_wolf", "barn_owl"]})
    table = open_table(harness, engine)
    harness.click(spot(table, "pile:noah"))
    finish(harness)
    assert log_of(table) == [cmd.Search(0)]
    answers = sorted(k for k in table.layout() if k.startswith("prompt:Keep"))
    assert answers == ["prompt:Keep Barn Owl", "prompt:Keep Grey Wolf"]
    assert table.places.card_at(spot(table, "prompt:Keep Barn Owl")) == ("barn_owl#1", "front")   # zoomable
    press_prompt(harness, table, "Keep Grey Wolf")
    finish(harness)
    assert log_of(table)[-1] == cmd.KeepCard(0, "grey_wolf#1")
    assert "grey_wolf" in ids(table.places.hand_cards())
    assert table.shown.view["discard_pile"][-1] == "barn_owl#1"


def test_the_search_panel_stays_in_the_column_and_hides_no_row_of_either_board(harness):
    """A player keeping one of two cards reads both boards: the panel once covered their lowest rows."""
    engine = stacked({**TURN, "noah_pile": ["grey_wolf", "barn_owl"]})
    table = open_table(harness, engine)
    harness.click(spot(table, "pile:noah"))
    finish(harness)
    panel = table.prompts.panel()[0]
    rects = table.layout()
    for board in ("eco:0", "eco:1"):
        assert not panel.colliderect(pygame.Rect(rects[board])), board
    assert panel.x >= rects["eco:1"][0] + rects["eco:1"][2]
    assert not table.side.wide()


def test_a_hand_card_dropped_on_the_discard_pile_circulates(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(hand_spot(table, "red_fox"), spot(table, "pile:discard"))
    finish(harness)
    assert log_of(table) == [cmd.Circulate(0, "red_fox#1")]
    assert len(table.places.hand_cards()) == 4
    assert table.shown.view["discard_pile"][-1] == "red_fox#1"


def test_the_discard_piles_top_card_dragged_into_the_hand_regenerates(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(spot(table, "pile:discard"), spot(table, "hand"))
    finish(harness)
    assert log_of(table) == [cmd.Regenerate(0)]
    assert "plains_zebra" in ids(table.places.hand_cards())


def test_a_selection_area_card_dragged_into_the_hand_is_developed(harness):
    engine = stacked({**TURN, "selection": ["grey_wolf", "barn_owl", "firefly"]}, variant="strategy")
    table = open_table(harness, engine)
    harness.drag(spot(table, "sel:1"), spot(table, "hand"))
    finish(harness)
    assert log_of(table) == [cmd.Develop(0, 1)]
    assert "barn_owl" in ids(table.places.hand_cards())
    assert table.shown.view["actions_left"] == 1            # Selection Area II costs 2 actions


def test_legal_targets_glow_while_a_card_is_held(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(hand_spot(table, "rabbit"), (400, 300), release=False)
    pick = next(iter(table.picking.picks.values()))
    assert set(table.picking.legal_keys(pick)) == {keys.eco(0), keys.DISCARD}
    harness.up((400, 300))
    finish(harness)


def test_a_drop_the_rules_refuse_says_why_and_the_card_goes_back(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(hand_spot(table, "rabbit"), species_spot(table, 1, "field_mouse"))
    finish(harness)
    assert log_of(table) == []
    assert any("needs no target" in text for text in table.toasts.texts)


def test_a_special_power_dropped_on_a_rivals_species_acts_on_it(harness):
    engine = stacked({**TURN, "players": [{**TURN["players"][0], "hand": ["epidemic"]}, TURN["players"][1]]})
    table = open_table(harness, engine)
    harness.drag(hand_spot(table, "epidemic"), species_spot(table, 1, "field_mouse"))
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "epidemic#1", (1, "field_mouse#1"))]
    assert "field_mouse#1" not in table.shown.ecosystem(1)


def test_a_basic_plant_burnt_by_wildfire_lands_on_the_removed_pile_shown_face_up(harness):
    """"If a Basic Plant Card extincts, the card will be removed from the game": the table shows the
    removed cards as a pile of their own, face up (its top card read by hovering), counted."""
    engine = stacked({**TURN, "players": [{**TURN["players"][0], "hand": ["wildfire"]}, TURN["players"][1]]})
    table = open_table(harness, engine)
    assert "pile:removed" in table.layout() and table.shown.view["removed"] == []
    harness.drag(hand_spot(table, "wildfire"), species_spot(table, 1, "orchid"))
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "wildfire#1", (1, "orchid#1"))]
    assert table.shown.view["removed"] == ["orchid#1", "wildfire#1"]
    rect = table.layout()["pile:removed"]
    assert table.places.card_at((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)) == ("wildfire#1", "front")


def test_fossil_dig_takes_back_a_card_chosen_from_the_discard_pile_spread_out(harness):
    engine = stacked({**TURN, "players": [{**TURN["players"][0], "hand": ["fossil_dig"]}, TURN["players"][1]]})
    table = open_table(harness, engine)
    harness.drag(hand_spot(table, "fossil_dig"), spot(table, "eco:0"))
    finish(harness)
    assert table.gathering.active is not None
    assert [card for card, _ in table.places.spread()] == ["american_bison#1", "plains_zebra#1"]
    harness.click(spot(table, "dc:plains_zebra#1"))
    press_prompt(harness, table, "Confirm")
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "fossil_dig#1", ("plains_zebra#1",))]
    assert "plains_zebra" in ids(table.places.hand_cards())


def test_a_special_power_without_a_target_is_created_into_the_ecosystem(harness):
    table = open_table(harness, stacked(TURN))
    harness.drag(hand_spot(table, "long_day"), spot(table, "eco:0"))
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "long_day#1")]
    assert table.shown.view["actions_left"] == 4           # 3 - 1 + 2


def test_undo_takes_back_a_create_but_never_a_search(harness):
    engine = stacked({**TURN, "noah_pile": ["grey_wolf", "barn_owl"]})
    table = open_table(harness, engine)
    harness.drag(hand_spot(table, "rabbit"), spot(table, "eco:0"))
    finish(harness)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    finish(harness)
    assert log_of(table) == [] and "rabbit" in ids(table.places.hand_cards())
    harness.click(spot(table, "pile:noah"))
    finish(harness)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    assert log_of(table) == [cmd.Search(0)]
    assert table.layout().get("prompt:Keep Grey Wolf")


def test_a_single_player_discards_for_actions_then_plays_and_ends_the_action_phase(harness):
    engine = stacked({"turn": 0, "players": [{"hand": ["rabbit", "koala", "red_fox"], "ecosystem": ["bamboo"]}],
                      "selection": ["grey_wolf", "barn_owl", "field_mouse"]}, players=1)
    table = open_table(harness, engine)
    assert table.end_turn_rects()                            # a single player ends the Action Phase
    harness.drag(hand_spot(table, "koala"), spot(table, "pile:discard"))
    harness.drag(hand_spot(table, "red_fox"), spot(table, "pile:discard"))
    finish(harness)
    assert log_of(table) == [cmd.DiscardForAction(0, "koala#1"), cmd.DiscardForAction(0, "red_fox#1")]
    assert table.adapter.status(table.shown.view)[0] == "Seat 1: 2 actions left"
    harness.drag(hand_spot(table, "rabbit"), spot(table, "eco:0"))
    finish(harness)
    assert log_of(table)[-1] == cmd.Create(0, "rabbit#1")
    harness.click(spot(table, "end_turn:0"))
    harness.click(spot(table, "end_turn:0"))                 # asked once more
    finish(harness)
    assert log_of(table)[-1] == cmd.EndActions(0)
    assert table.shown.view["phase"] == "feeding"


def tab_to(harness, table, key: str) -> None:
    """Tab from place to place until the keyboard's focus is on `key` (a focus place's key, or a
    prompt answer's words as the layout names them: "prompt:Keep Grey Wolf")."""
    if key.startswith("prompt:"):
        rect = pygame.Rect(table.layout()[key])
        key = next(f"answer:{i}" for i, (r, _) in enumerate(table.prompts.buttons()) if r == rect)
    zone = table.inputs.zone_of
    for _ in range(200):
        focus = table.inputs.focus
        if focus.key == key and focus.visible:
            return
        if not focus.visible or focus.key is None or zone(focus.key) != zone(key):
            harness.key(pygame.K_TAB)                  # Tab steps from zone to zone
            continue
        items = {item.key: item.point for item in table.inputs.items("keys")}
        (x, y), (tx, ty) = items[focus.key], items[key]
        arrow = (pygame.K_RIGHT if tx > x else pygame.K_LEFT) if abs(tx - x) >= abs(ty - y) else \
            (pygame.K_DOWN if ty > y else pygame.K_UP)
        harness.key(arrow)                              # the arrows within it
    raise AssertionError(f"Tab and the arrows never reached {key}")


def test_a_turn_is_played_by_the_keyboard_alone(harness):
    table = open_table(harness, stacked({**TURN, "noah_pile": ["grey_wolf", "barn_owl"]}))
    tab_to(harness, table, "hand:rabbit#1")
    harness.key(pygame.K_RETURN)                             # selected: the focus steps between its targets
    tab_to(harness, table, "target:eco:0")
    harness.key(pygame.K_RETURN)
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "rabbit#1")]
    tab_to(harness, table, "pile:noah")
    harness.key(pygame.K_RETURN)
    finish(harness)
    tab_to(harness, table, "prompt:Keep Grey Wolf")
    harness.key(pygame.K_RETURN)
    finish(harness)
    assert log_of(table)[1:] == [cmd.Search(0), cmd.KeepCard(0, "grey_wolf#1")]
    tab_to(harness, table, "hand:red_fox#1")
    harness.key(pygame.K_RETURN)
    tab_to(harness, table, "target:pile:discard")
    harness.key(pygame.K_RETURN)                             # the third action: Circulation
    finish(harness)
    assert log_of(table)[-1] == cmd.Circulate(0, "red_fox#1")
    tab_to(harness, table, "prompt:Confirm the feeding")
    harness.key(pygame.K_RETURN)
    finish(harness)
    assert isinstance(log_of(table)[-1], cmd.Feed)


def test_enter_enter_on_a_hand_card_creates_it_and_never_gives_it_away(harness):
    """Issue 21, item 3: the first target of a card chosen by keyboard is the likeliest (your own
    ecosystem for Create); a move that gives a card away (Circulate, the Discard Pile) is never it."""
    table = open_table(harness, stacked(TURN))
    tab_to(harness, table, "hand:rabbit#1")
    harness.key(pygame.K_RETURN)
    assert table.inputs.focus.key == "target:eco:0"
    order = [item.key for item in table.inputs.items("keys")]
    assert order.index("target:back") < order.index("target:pile:discard")
    harness.key(pygame.K_RETURN)
    finish(harness)
    assert log_of(table) == [cmd.Create(0, "rabbit#1")]


def test_the_keyboard_reaches_every_pile_the_selection_area_and_each_species(harness):
    table = open_table(harness, stacked({**TURN, "selection": ["grey_wolf", "barn_owl", "field_mouse"]},
                                        variant="strategy"))
    keys_now = {item.key for item in table.focus_places()}
    assert {"pile:noah", "pile:discard", "pile:plant", "sel:0", "sel:1", "sel:2", "hand:koala#1"} - keys_now \
        == {"hand:koala#1"}                                 # another seat's hand is never a place
    assert {k for k in table.layout() if k.startswith("sp:")} <= keys_now
    harness.key(pygame.K_TAB)
    assert table.inputs.focus.key.startswith("hand:")        # the keyboard starts on the hand
    first = table.inputs.focus.key
    harness.key(pygame.K_RIGHT)
    assert table.inputs.focus.key.startswith("hand:") and table.inputs.focus.key != first
    harness.move((5, 5))                                     # the mouse takes over: the ring steps aside
    harness.frames(1)
    assert not table.inputs.focus.visible


def test_the_setup_discard_chooses_the_card_on_top_where_the_hand_overlaps(harness):
    assert launch.start_game(harness.app, "planet", {"players": 4, "variant": "strategy"}, 7) is None
    table = harness.top
    finish(harness)
    while not isinstance(harness.top, PlanetTable) or table.shown.view["phase"] != "setup_discard":
        if isinstance(harness.top, HandOff):
            pass_hand_off(harness)
        else:
            press_prompt(harness, table, next(k for k in table.layout() if k.startswith("prompt:Keep"))[7:])
        finish(harness)
    hand = sorted((k for k in table.layout() if k.startswith("hand:") and k.count(":") == 2),
                  key=lambda k: table.layout()[k][0])
    first, second = (table.layout()[k] for k in hand[:2])
    assert second[0] < first[0] + first[2]                   # they overlap at this size
    harness.click((second[0] + 4, second[1] + second[3] // 2))
    assert table.gathering.chosen == ["hand:" + hand[1].split(":")[2]]
    harness.click((first[0] + 4, first[1] + first[3] // 2))
    assert "prompt:Discard these 2" not in table.layout() and table.layout()["prompt:Confirm"]
    assert table.prompts.label(table.gathering.command()) == "Discard these 2"    # short words, fits


@pytest.mark.parametrize("place", ["pile:discard", "sp:1:"])
def test_a_card_shown_large_leaves_the_seats_own_ecosystem_and_the_prompt_in_sight(harness, place):
    table = open_table(harness, stacked(TURN))
    harness.move(spot(table, place))       # a card on the right: the far half is the seat's own ecosystem
    harness.frames(40)
    assert table.zoom.card is not None
    shown = table.zoom.rect()
    assert not shown.colliderect(table.own_board()) and not shown.collidepoint(table.zoom.pos)
    panel = table.prompts.panel()
    assert panel is None or not shown.colliderect(panel[0])


def test_the_action_phase_ends_at_one_press_with_no_action_left_and_names_its_own_button(harness):
    """Issue 21, item 7: with actions left the question names the button this table has; with none
    left there is nothing to lose and no question."""
    for left, presses in ((2, 2), (0, 1)):
        table = open_table(harness, stacked({**TURN, "players": TURN["players"][:1], "actions_left": left}, players=1))
        for press in range(presses):
            assert not any(isinstance(c, cmd.EndActions) for c in table.session.engine.log)
            harness.click(spot(table, "end_turn:0"))
            finish(harness)
            if press == 0 and presses == 2:
                assert "Press End the Action Phase again to end your turn (2 actions left)." in table.toasts.texts
        assert isinstance(table.session.engine.log[-1], cmd.EndActions)


def test_a_card_let_go_under_the_menu_is_put_back_and_nothing_is_played(harness):
    """Issue 21, item 6: nothing under a menu or overlay acts; a release beneath it puts back what
    the pointer held."""
    table = open_table(harness, stacked(TURN))
    target = spot(table, "eco:0")
    harness.drag(hand_spot(table, "rabbit"), target, release=False)
    assert table.picking.picks
    table.open_menu()                       # as a pad's Start does while its A is held
    harness.frames(1)
    assert harness.top is not table
    harness.up(target)
    harness.frames(3)
    assert log_of(table) == [] and not table.picking.picks
    harness.key(pygame.K_ESCAPE)
    finish(harness)
    assert harness.top is table and log_of(table) == []


def test_the_discard_pile_can_be_looked_through(harness):
    """Issue 21, item 15 and ruling R4: anyone may look through the Discard Pile; the zoom gesture (a
    right click, Z, a pad's X) on it spreads it out, top card first."""
    from game.table.scenes.pile_view import PileView
    table = open_table(harness, stacked(TURN))
    harness.click(spot(table, "pile:discard"), button=3)
    view = harness.top
    assert isinstance(view, PileView)
    pile = table.shown.view["discard_pile"]
    assert len(pile) == 2 and [key.split(":", 1)[1] for key in view.layout()] == pile[::-1]   # the top first
    harness.key(pygame.K_ESCAPE)
    assert harness.top is table


def test_the_log_grows_with_the_window_and_keeps_a_card_name_whole_with_its_link(harness):
    """Issue 21, item 13: the log font is not smaller at 1920x1080 than the table around it, and a card
    name is never wrapped across two rows (losing its link)."""
    from game.table.widgets.log import LogPanel
    table = open_table(harness, stacked(TURN))
    harness.frames(1)
    assert table.log.scale == table.scale
    log = LogPanel((0, 0, 316, 400))
    name = "American Bison Herd Of The Plains"
    log.add(f"Seat 1 plays a card and then another card called {name} to end.", (("bison", name),))
    font = harness.app.theme.font(17)
    rows = log.visible_rows(font, 300, 20)
    assert any(name in row for row, _, _ in rows)
    assert all(font.size(row)[0] <= 300 for row, _, _ in rows)    # measured as drawn: no row runs past the edge
    surface = pygame.Surface((316, 400))
    log.draw(surface, harness.app.theme)
    assert [card for _, card in log._hits] == ["bison"]


def test_a_card_moved_under_a_still_pointer_is_not_shown_large(harness, monkeypatch):
    """Issue 21, item 13: a log scrolling names under a resting pointer pops nothing up; the card
    shows once the pointer moves onto it, and the keyboard's focus shows it only on Z."""
    table = open_table(harness, stacked(TURN))
    under = {"card": None}
    monkeypatch.setattr(table, "card_under", lambda pos: under["card"])
    table.zoom.hover("mouse", (5, 5))
    harness.frames(2)
    under["card"] = ("rabbit#1", "front")          # the log scrolled a name under the pointer
    harness.frames(60)
    assert table.zoom.card is None
    table.zoom.hover("mouse", (6, 5))               # the pointer moves on it
    harness.frames(60)
    assert table.zoom.card == ("rabbit#1", "front")
    table.zoom.close()
    table.zoom.hover("keys", (6, 5))
    harness.frames(60)
    assert table.zoom.card is None
