"""Issue 21, item 16: the text-size setting (80-150 %) is every screen's, not only the tables': menus,
New game, Load, Settings, the hand-off cover, game over, questions, the rules page, a pile's view, the
gamepad set-up and the replay bar grow with it, as far as the window has room, and still fit."""
from __future__ import annotations

import os

import pygame
import pytest

from game.table import theme
from game.table import launch
from game.table.scenes.game_menu import GameMenu
from game.table.scenes.game_over import GameOver
from game.table.scenes.handoff import HandOff
from game.table.scenes.learn import LearnScene
from game.table.scenes.load import LoadScene
from game.table.scenes.new_game import NewGameScene
from game.table.scenes.pile_view import PileView
from game.table.scenes.question import Question
from game.table.scenes.rules_ref import RulesReference
from game.table.scenes.settings_scene import SettingsScene
from table_harness import Harness
from test_table_screens_fit import RIM, assert_apart, assert_inside

SIZES = [(1280, 720), (1920, 1080)]
SHOTS = os.environ.get("ARK_SHOTS")      # a folder: each screen is saved there to be looked at


@pytest.fixture(params=[(size, ui) for size in SIZES for ui in (0.8, 1.5)],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}@{round(p[1] * 100)}")
def sized(request):
    size, ui = request.param
    h = Harness(size)
    h.app.settings.ui_scale = ui
    h.app.apply_settings()
    yield h, size, ui
    h.close()


def shot(h, name: str) -> None:
    h.frames(2)
    if SHOTS:
        size, ui = h.app.size, h.app.settings.ui_scale
        pygame.image.save(h.app.screen, os.path.join(SHOTS, f"{name}-{size[0]}x{size[1]}@{round(ui * 100)}.png"))


def check_buttons(scene, size) -> None:
    """Apart, inside the window's rim, and each label whole at the screen's size."""
    rects = {f"button {i} {b.label!r}": pygame.Rect(b.rect) for i, b in enumerate(scene.buttons)}
    if getattr(scene, "title", ""):
        rects["title"] = scene.title_rect()
    assert_apart(rects)
    assert_inside(rects, pygame.Rect(0, 0, *size).inflate(-2 * RIM, -2 * RIM))
    for b in scene.buttons:
        assert scene.screen_theme.font(b.size, True).size(b.label)[0] <= b.rect.w - 8, b.label


def check_size(scene, size, ui) -> None:
    """The screen is drawn at the setting's size where the large window has room, and never larger."""
    assert scene.k <= ui
    if ui < 1 or size == (1920, 1080):
        assert scene.k == pytest.approx(ui), type(scene).__name__


def test_the_main_menu_grows_with_the_setting(sized):
    h, size, ui = sized
    h.frames(1)
    check_buttons(h.top, size)
    check_size(h.top, size, ui)
    shot(h, "menu")


@pytest.mark.parametrize("game, players", [("noah", 4), ("planet", 2), ("beast", 6)])
def test_the_new_game_screen_grows_and_fits(sized, game, players):
    h, size, ui = sized
    scene = NewGameScene(h.app, game)
    h.app.push(scene)
    scene.players = players
    scene.rebuild()
    check_buttons(scene, size)
    assert scene.k <= ui and (ui > 1 or scene.k == pytest.approx(ui))
    rows = [pygame.Rect(scene.label_x, b[0].rect.y, scene.px(190), b[0].rect.h) for _, b in scene.rows]
    assert_apart({f"label {i}": r for i, r in enumerate(rows)})
    shot(h, f"new-{game}{players}")


@pytest.mark.parametrize("make", [SettingsScene, LoadScene, LearnScene], ids=["settings", "load", "learn"])
def test_settings_load_and_learn_to_play_grow_and_fit(sized, make):
    h, size, ui = sized
    scene = make(h.app)
    h.app.push(scene)
    check_buttons(scene, size)
    check_size(scene, size, ui)
    shot(h, type(scene).__name__)


def test_changing_the_setting_lays_the_settings_screen_out_again(sized):
    h, size, ui = sized
    scene = SettingsScene(h.app)
    h.app.push(scene)
    before = scene.buttons[0].rect.h
    scene.cycle_scale()          # 150 % -> 80 %, 80 % -> 90 %
    assert scene.k == pytest.approx(h.app.settings.ui_scale) or scene.k < h.app.settings.ui_scale
    assert (scene.buttons[0].rect.h > before) == (h.app.settings.ui_scale > ui)
    check_buttons(scene, size)


@pytest.fixture
def planet(sized):
    h, size, ui = sized
    assert launch.start_game(h.app, "planet", {"players": 2}, 3) is None
    h.settle()
    return h, size, ui


def table_of(h):
    return next(s for s in h.app.stack.scenes if hasattr(s, "adapter"))


def test_the_paused_menu_and_a_question_grow_and_fit(planet):
    h, size, ui = planet
    table = table_of(h)
    menu = GameMenu(h.app, table)
    h.app.push(menu)
    check_buttons(menu, size)
    check_size(menu, size, ui)
    panel = pygame.Rect((0, 0), menu.panel_size)
    panel.center = (size[0] // 2, size[1] // 2)
    assert_inside({"title": menu.title_rect(), **{b.label: b.rect for b in menu.buttons}}, panel)
    shot(h, "paused")
    question = Question(h.app, "An unfinished game", ["Planet, 2 players, round 3 is not finished.",
                        "A new game keeps it in Load (as \"unfinished\"), to play on or watch later."],
                        [("Start the new game", lambda: None), ("Play on the unfinished game", lambda: None),
                         ("Back", lambda: None)])
    h.app.push(question)
    check_buttons(question, size)
    panel = pygame.Rect((0, 0), question.panel_size)
    panel.center = (size[0] // 2, size[1] // 2)
    for line in question.lines:
        assert question.screen_theme.font(20).size(line)[0] <= panel.w, line
    shot(h, "question")


def test_the_hand_off_cover_grows_and_its_words_fit(planet):
    h, size, ui = planet
    cover = HandOff(h.app, table_of(h), 1)
    h.app.push(cover)
    check_size(cover, size, ui)
    assert pygame.Rect(0, 0, *size).contains(cover.button.rect)
    widest = max(cover.screen_theme.font(24).size(line)[0] for line in cover.lines())
    assert widest <= size[0] - 2 * RIM
    shot(h, "handoff")


def test_the_watchers_hand_off_cover_fits_its_second_button(planet):
    h, size, ui = planet
    cover = HandOff(h.app, table_of(h), 1, onward=lambda seat: None, onward_words="Everyone's view")
    h.app.push(cover)
    check_size(cover, size, ui)
    inside = pygame.Rect(0, 0, *size).inflate(-2 * RIM, -2 * RIM)
    assert inside.contains(cover.onward_button.rect) and not cover.onward_button.rect.colliderect(cover.button.rect)
    shot(h, "handoff-watch")


def test_game_over_the_rules_page_and_a_pile_grow(planet, monkeypatch):
    h, size, ui = planet
    table = table_of(h)
    monkeypatch.setattr(table.adapter, "outcome_title",
                        lambda: ("Seat 1 and Seat 2 share the win with 104 points each", True))
    monkeypatch.setattr(table.adapter, "summary", lambda: ["Seat 1: 104 points", "Seat 2: 87 points"])
    over = GameOver(h.app, table)
    h.app.push(over)
    check_buttons(over, size)
    shot(h, "gameover")
    panel = pygame.Rect(0, 0, min(max(over.px(900), size[0] // 2), size[0] - 60), size[1] - 80)
    panel.center = (size[0] // 2, size[1] // 2)
    outside = [(x, y) for y in range(panel.y, panel.y + over.px(100), 2) for x in
               [*range(0, panel.x, 3), *range(panel.right, size[0], 3)]]
    assert not [p for p in outside if h.app.screen.get_at(p)[:3] == theme.OK], "the title runs out of its panel"
    assert [p for p in [(x, y) for y in range(panel.y, panel.y + over.px(100), 2) for x in range(panel.x, panel.right, 3)]
            if h.app.screen.get_at(p)[:3] == theme.OK], "the title is drawn"
    h.app.pop(over)
    rules = RulesReference(h.app, "planet")
    h.app.push(rules)
    assert rules.k == pytest.approx(ui)
    assert rules.panel.w <= size[0] and rules.visible >= 10
    shot(h, "rules")
    h.app.pop(rules)
    pile = PileView(h.app, "Discard Pile", ["fig", "orchid", "bamboo"], table.card_image, lambda c: c)
    h.app.push(pile)
    assert pile.k <= ui and (size == (1280, 720) or pile.k == pytest.approx(ui))
    shot(h, "pile")
