"""The deck-building screen driven by real pygame events: the pool's filters and search, cards clicked
and dragged in and out, the figures and limits, mix and match in two clicks, save, copy, rename and
delete; the new-game form offers the saved deck per seat, and a deck built, saved and played."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from beast_table import centre, finish
from game.decks import DeckLibrary
from game.engine.beast import commands as cmd
from game.table.beast.deck_screen import DeckScreen
from game.table.beast.form import VARIANT_WORDS
from game.table.beast.scene import BeastTable
from game.table.scenes.new_game import NewGameScene


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def at(h, name):
    """The centre of a named place of the screen on top."""
    return centre(h.top.layout()[name])


def press(h, name):
    h.click(at(h, f"button:{name}"))


def typed(h, text):
    for ch in text:
        h.post(pygame.TEXTINPUT, text=ch)
    h.frames(1)


def search(h, words):
    h.click(at(h, "search"))
    typed(h, words)
    h.key(pygame.K_RETURN)


def listed(h, name):
    """A place of the deck's list, scrolled to with the wheel over the deck."""
    h.move(at(h, "deck_panel"))
    for _ in range(40):
        if name in h.top.layout():
            return at(h, name)
        h.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
        h.frames(1)
    raise AssertionError(f"{name} is not in the deck's list")


def open_screen(h) -> DeckScreen:
    h.frames(1)
    h.click(next(b for b in h.top.buttons if b.label.startswith("Deck building")).rect.center)
    assert isinstance(h.top, DeckScreen)
    return h.top


def test_the_main_menu_opens_the_deck_building_screen(harness):
    screen = open_screen(harness)
    assert screen.edit.deck.size == 0
    harness.key(pygame.K_ESCAPE)
    assert not isinstance(harness.top, DeckScreen)


def test_the_pool_is_filtered_by_habitat_kind_and_words(harness):
    screen = open_screen(harness)
    everything = len(screen.pool_cards)
    press(harness, "filter:farm")
    assert {c.block for c in screen.pool_cards} == {"farm"}
    press(harness, "filter:animal")
    assert {c.kind for c in screen.pool_cards} == {"animal"} and len(screen.pool_cards) < everything
    harness.click(at(harness, "search"))
    typed(harness, "mule")
    assert [c.id for c in screen.pool_cards] == ["stubborn_mule"]
    harness.key(pygame.K_BACKSPACE)
    harness.key(pygame.K_RETURN)
    assert screen.edit.filters.search == "mul" and screen.typing is None
    press(harness, "filter:farm")
    press(harness, "filter:tricky")
    assert {c.block for c in screen.pool_cards} == {"tricky"} or not screen.pool_cards


def test_the_slash_that_opens_the_search_is_not_typed_into_it(harness):
    screen = open_screen(harness)
    harness.post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0)
    harness.post(pygame.TEXTINPUT, text="/")            # as SDL sends it after the key
    typed(harness, "owl/")
    assert screen.typing == "search" and screen.edit.filters.search == "owl/"


def test_cards_go_in_by_click_or_drag_and_out_by_minus_or_dragging_off(harness):
    screen = open_screen(harness)
    search(harness, "mule")
    harness.click(at(harness, "pool:stubborn_mule"))
    assert screen.edit.deck.cards == {"stubborn_mule": 1}
    harness.drag(at(harness, "pool:stubborn_mule"), at(harness, "deck_panel"))
    assert screen.edit.deck.cards == {"stubborn_mule": 2}
    harness.drag(at(harness, "pool:stubborn_mule"), at(harness, "button:filter:farm"))   # off the deck: nothing
    assert screen.edit.deck.cards == {"stubborn_mule": 2}
    harness.drag(at(harness, "deck:stubborn_mule"), at(harness, "pool:stubborn_mule"))
    assert screen.edit.deck.cards == {"stubborn_mule": 1}
    harness.click(at(harness, "minus:stubborn_mule"))
    assert screen.edit.deck.cards == {}


def test_keys_choose_a_pool_card_and_add_or_take_it_out(harness):
    screen = open_screen(harness)
    harness.key(pygame.K_RIGHT)
    first = screen.focus_card
    assert first == screen.pool_cards[0].id
    harness.key(pygame.K_RIGHT)
    assert screen.focus_card == screen.pool_cards[1].id
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_PLUS)
    assert screen.edit.count(screen.focus_card) == 2
    harness.key(pygame.K_MINUS)
    assert screen.edit.count(screen.focus_card) == 1


def tab_to(h, screen, name):
    """Tab until the named button is lit (the keyboard's way to a button)."""
    wanted = screen.named[name]
    for _ in range(len(screen.buttons) + 1):
        if screen.focus_card is None and screen.focused() is wanted:
            return
        h.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def test_the_screen_works_by_keyboard_alone(harness, user_home):
    screen = open_screen(harness)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RETURN)
    assert screen.edit.deck.size == 1
    harness.key(pygame.K_TAB)                          # from the pool back to the buttons
    assert screen.focus_card is None
    tab_to(harness, screen, "mix:farm")
    harness.key(pygame.K_RETURN)
    assert screen.mix_habitat == "farm"
    tab_to(harness, screen, "mix:tricky")
    harness.key(pygame.K_RETURN)
    assert screen.edit.deck.size == 1                  # an unsaved change: asked first
    harness.key(pygame.K_RETURN)                       # the second press mixes anyway
    assert screen.edit.deck.size == 69
    harness.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    harness.key(pygame.K_n, mod=pygame.KMOD_CTRL)
    assert screen.edit.deck.size == 0 and DeckLibrary().names() == ["Farm & Tricky"]
    harness.key(pygame.K_DOWN, mod=pygame.KMOD_CTRL)   # open the first of your decks
    assert screen.edit.saved_as == "Farm & Tricky" and screen.edit.deck.size == 69


def test_many_decks_scroll_in_the_library_by_wheel_or_keys(harness, user_home):
    from game.engine.beast.decks import DeckList
    library = DeckLibrary()
    names = [f"Deck {n:02}" for n in range(30)]
    for name in names:
        library.save(DeckList(name, {"stubborn_mule": 1}))
    screen = open_screen(harness)
    listed_now = [k for k in screen.layout() if k.startswith("library:")]
    assert "library:Deck 00" in listed_now and "library:Deck 29" not in listed_now
    harness.move(at(harness, "library:Deck 00"))
    for _ in range(30):
        harness.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0, touch=False)
    harness.frames(1)
    harness.click(at(harness, "library:Deck 29"))
    assert screen.edit.saved_as == "Deck 29"
    harness.key(pygame.K_DOWN, mod=pygame.KMOD_CTRL)                # the next one, from the top again
    assert screen.edit.saved_as == "Deck 00" and "library:Deck 00" in screen.layout()
    harness.key(pygame.K_UP, mod=pygame.KMOD_CTRL)
    assert screen.edit.saved_as == "Deck 29" and "library:Deck 29" in screen.layout()


def test_the_limits_are_shown_met_then_broken(harness):
    screen = open_screen(harness)
    search(harness, "mule")
    for _ in range(3):
        harness.click(at(harness, "pool:stubborn_mule"))
    assert screen.figures["limits"]["copies"] == {"value": 3, "maximum": 3, "met": True}
    harness.click(at(harness, "pool:stubborn_mule"))
    assert screen.figures["limits"]["copies"]["met"] is False
    assert any("3 copies" in p for p in screen.figures["problems"])
    assert screen.figures["rank_curve"][3] == 4


def test_mix_and_match_is_two_clicks_and_plays_as_printed(harness):
    screen = open_screen(harness)
    press(harness, "mix:forest")
    press(harness, "mix:dark")
    assert screen.edit.deck.size == 69 and screen.figures["prebuilt"] == ["forest", "dark"]
    assert all(limit["met"] for limit in screen.figures["limits"].values())
    assert screen.edit.changed and screen.edit.saved_as is None


def test_save_rename_copy_and_delete_keep_the_folder(harness, user_home):
    screen = open_screen(harness)
    press(harness, "mix:farm")
    press(harness, "mix:combat")
    harness.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    library = DeckLibrary()
    assert library.names() == ["Farm & Combat"] and not screen.edit.changed
    assert "library:Farm & Combat" in screen.layout()
    harness.click(at(harness, "name"))
    for _ in range(len("Farm & Combat")):
        harness.key(pygame.K_BACKSPACE)
    typed(harness, "Kozel and his Merry Men")
    harness.key(pygame.K_RETURN)
    assert library.names() == ["Kozel and his Merry Men"]
    press(harness, "action:Copy")
    assert library.names() == ["Kozel and his Merry Men", "Kozel and his Merry Men copy"]
    press(harness, "action:Delete")
    assert len(library.names()) == 2          # asked first
    press(harness, "action:Delete")
    assert library.names() == ["Kozel and his Merry Men"]
    harness.click(at(harness, "library:Kozel and his Merry Men"))
    assert screen.edit.saved_as == "Kozel and his Merry Men" and screen.edit.deck.size == 69


def test_a_deck_past_the_limits_is_saved_with_the_word_that_it_cannot_start_a_game(harness, user_home):
    """Issue 21, item 18: a 71-card deck is kept (a deck in the making), but not with a plain "Saved"."""
    screen = open_screen(harness)
    press(harness, "mix:farm")
    press(harness, "mix:combat")
    spare = [card for card in screen.pool_cards if screen.edit.count(card) < 3]
    while screen.edit.deck.size < 71:
        screen.add(spare.pop().id)
    harness.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert DeckLibrary().names() == ["Farm & Combat"]
    said = [text for text in screen.toasts.texts if text.startswith("Saved")]
    assert said and "cannot start a game yet" in said[-1] and "70" in said[-1]


def test_leaving_with_unsaved_changes_asks_first(harness):
    screen = open_screen(harness)
    harness.click(at(harness, "pool:" + screen.pool_cards[0].id))
    press(harness, "action:Back")
    assert harness.top is screen
    press(harness, "action:Back")
    assert harness.top is not screen


def built_and_saved(h, name: str) -> None:
    """On the deck screen: Farm with Tricky, then the Sneaky Horses and the Raging Bulls out (30 Troops
    now, as a deck built from scratch must hold at most); saved."""
    press(h, "mix:farm")
    press(h, "mix:tricky")
    for card in ("sneaky_horse", "sneaky_horse", "raging_bull", "raging_bull"):
        h.click(listed(h, f"minus:{card}"))
    h.click(at(h, "name"))
    for _ in range(20):
        h.key(pygame.K_BACKSPACE)
    typed(h, name)
    h.key(pygame.K_RETURN)
    press(h, "action:Save")


def test_a_deck_built_on_the_screen_and_saved_is_played_from_the_new_game_form(harness):
    harness.app.settings.animation_speed = 0
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    form = harness.top
    assert isinstance(form, NewGameScene)
    while form.game != "beast":
        harness.click(form.buttons[0].rect.center)          # the Game row: the next game
    harness.click(next(b for b in form.buttons if b.label.startswith("Build and edit decks")).rect.center)
    screen = harness.top
    assert isinstance(screen, DeckScreen)
    built_and_saved(harness, "Horseless Farm")
    saved = DeckLibrary().load("Horseless Farm")
    assert saved.size == 65 and not DeckLibrary().check(saved)
    press(harness, "action:Back")
    assert harness.top is form
    deck_button = next(b for b in form.buttons if b.label == "Farm & Resourceful")
    while not deck_button.label.startswith("Horseless Farm"):
        harness.click(deck_button.rect.center)
        deck_button = next(b for b in form.buttons if b.rect.center == deck_button.rect.center)
    while form.form.variant != "supply_line":
        harness.click(next(b for b in form.buttons if b.label in VARIANT_WORDS.values()).rect.center)
    deck_button = next(b for b in form.buttons if b.label.startswith("Horseless Farm"))
    assert form.players == 2 and all(not buttons[0].enabled for label, buttons in form.rows if label == "Players")
    harness.click(next(b for b in form.buttons if b.label == "Person" and b.rect.y > deck_button.rect.y + 10)
                  .rect.center)                                         # seat 2 is a bot
    harness.click(next(b for b in form.buttons if b.label == "Start").rect.center)
    table = harness.top
    assert isinstance(table, BeastTable)
    options = table.session.engine.options
    assert options["variant"] == "supply_line" and options["decks"][0]["name"] == "Horseless Farm"
    assert options["decks"][0]["cards"].get("sneaky_horse", 0) == 0
    cards = table.session.engine.state.players[0]
    every = cards.troops + cards.tricks + cards.hand + [r.card for r in cards.pen if r.card]
    assert len(every) == 65 and not any(".sneaky_horse." in c for c in every)
    finish(harness)
    assert table.shown.view["board"] is not None and "Horseless" in table.adapter.words.seat_name(0)
    # Play it: turn the recruits up and go on to the actions, by mouse.
    if table.session.acting_seats() == [0]:
        for pen in range(3):
            harness.click(centre(next(r for k, r in table.layout().items() if k.startswith(f"pen:0:{pen}:"))))
            finish(harness)
        assert sum(isinstance(c, cmd.FlipRecruit) for c in table.session.engine.log) == 3


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_deck_screen_fits_the_window_and_nothing_overlaps(size):
    import itertools
    from table_harness import Harness
    h = Harness(size)
    try:
        screen = open_screen(h)
        press(h, "mix:farm")
        press(h, "mix:tricky")
        g, window = screen.geo, pygame.Rect(24, 24, size[0] - 48, size[1] - 48)     # inside the rim
        panels = {"top": g.top, "library": g.library, "mix": g.mix, "filters": g.filters, "pool": g.pool,
                  "deck": g.deck}
        for (a, ra), (b, rb) in itertools.combinations(panels.items(), 2):
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
        assert all(window.contains(r) for r in panels.values())
        for (a, ra), (b, rb) in itertools.combinations(screen.named.items(), 2):
            assert not ra.rect.colliderect(rb.rect), f"{a} overlaps {b}"
        for name, b in screen.named.items():
            assert window.contains(b.rect), name
            assert h.app.theme.font(b.size, True).size(b.label)[0] <= b.rect.w, b.label   # no label cut
        assert all(g.pool.contains(r) for _, r in screen.pool_rects())
        assert all(g.listing.contains(row) for _, _, row, _, _ in screen.deck_rows())
        assert all(g.library.contains(r) for _, r in screen.library_rows())
        assert g.card[0] >= 80 * g.scale                                  # pool cards big enough to read
        folder = Path(__file__).resolve().parents[2] / "screenshots"
        folder.mkdir(exist_ok=True)
        h.screenshot(folder / f"beast-deck-screen-{size[0]}.png")
    finally:
        h.close()


def test_a_deck_file_with_a_count_past_any_deck_leaves_both_screens_standing(harness):
    # a count like 18446744073709551616 is refused before a single copy is made: the new-game form
    # does not offer the deck, and the deck-building screen lists it with its problem
    from game.decks import decks_dir
    decks_dir().mkdir(parents=True, exist_ok=True)
    (decks_dir() / "huge.yaml").write_text("name: Huge\ncards:\n  stray_dog: 18446744073709551616\n")
    form = NewGameScene(harness.app, "beast")
    harness.app.push(form)
    harness.frames(1)
    assert "deck:Huge" not in form.form.decks and "deck:huge" not in form.form.decks
    harness.click(next(b for b in form.buttons if b.label.startswith("Build and edit decks")).rect.center)
    screen = harness.top
    assert isinstance(screen, DeckScreen)
    harness.frames(2)
    assert any(k.startswith("library:") for k in screen.layout())
