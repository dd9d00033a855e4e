"""Every screen at 1280x720 and 1920x1080: nothing overlaps, nothing is cut by the window's edge."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.table import launch
from game.table.scenes.game_menu import GameMenu
from game.table.scenes.load import LoadScene
from game.table.scenes.new_game import NewGameScene
from game.table.scenes.settings_scene import SettingsScene
from table_harness import Harness

SIZES = [(1280, 720), (1920, 1080)]
RIM = 24     # the menus' rounded rim


def assert_apart(rects: dict[str, pygame.Rect]) -> None:
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"


def assert_inside(rects: dict[str, pygame.Rect], area: pygame.Rect) -> None:
    for name, rect in rects.items():
        assert area.contains(rect), f"{name} {rect} leaves {area}"


def check_button_scene(scene, size) -> None:
    rects = {f"button {i} {b.label!r}": pygame.Rect(b.rect) for i, b in enumerate(scene.buttons)}
    rects["title"] = scene.title_rect()
    if scene.subtitle_rect() is not None:
        rects["subtitle"] = scene.subtitle_rect()
    assert_apart(rects)
    assert_inside(rects, pygame.Rect(0, 0, *size).inflate(-2 * RIM, -2 * RIM))


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request):
    h = Harness(request.param)
    yield h, request.param
    h.close()


def test_the_main_menu_fits(sized):
    h, size = sized
    h.frames(1)
    check_button_scene(h.top, size)


@pytest.mark.parametrize("game, players", [("noah", 1), ("noah", 2), ("noah", 3), ("noah", 4), ("planet", 1),
                                           ("planet", 2), ("planet", 4), ("beast", 2), ("beast", 3), ("beast", 4),
                                           ("beast", 5), ("beast", 6)])
def test_the_new_game_screen_fits_every_player_count(sized, game, players):
    h, size = sized
    scene = NewGameScene(h.app, game)
    h.app.push(scene)
    scene.players = players
    scene.rebuild()
    check_button_scene(scene, size)
    for b in scene.buttons:        # every label fits its button
        assert h.app.theme.font(b.size, True).size(b.label)[0] <= b.rect.w, b.label
    rows = [pygame.Rect(scene.label_x, b[0].rect.y, 190, b[0].rect.h) for _, b in scene.rows]
    assert_apart({f"label {i}": r for i, r in enumerate(rows)})


@pytest.mark.parametrize("make", [SettingsScene, LoadScene], ids=["settings", "load"])
def test_the_settings_and_load_screens_fit(sized, make):
    h, size = sized
    scene = make(h.app)
    h.app.push(scene)
    check_button_scene(scene, size)


def test_the_load_screen_with_saves_fits_its_line_under_the_title(sized):
    h, size = sized
    for game in ("noah", "planet", "beast"):
        assert launch.start_game(h.app, game, {"players": 2}, 3) is None
        h.settle()
        next(s for s in h.app.stack.scenes if hasattr(s, "on_quit")).on_quit()   # closing the window autosaves
    scene = LoadScene(h.app)
    h.app.push(scene)
    assert len(scene.rows) == 3 and scene.subtitle()
    check_button_scene(scene, size)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_paused_menu_sits_inside_its_panel_and_the_table_zones_apart(sized, players):
    h, size = sized
    assert launch.start_game(h.app, "noah", {"players": players}, 3) is None
    h.settle()
    table = h.top
    menu = GameMenu(h.app, table)
    h.app.push(menu)
    panel = pygame.Rect((0, 0), menu.panel_size)
    panel.center = (size[0] // 2, size[1] // 2)
    assert_inside({"title": menu.title_rect(), **{b.label: b.rect for b in menu.buttons}}, panel)
    zones = {f"zone {i}": z.rect for i, z in enumerate(table.geo.zones)}
    assert_apart(zones)
    assert_inside(zones, pygame.Rect(0, 0, *size))
    for i, z in enumerate(table.geo.zones):
        parts = {"header": z.header, "health": z.health, "energy": z.energy, "ability": z.ability,
                 "hand": z.hand, "played": z.played, "supply": z.supply}
        assert_inside(parts, z.rect)
        assert_apart({k: v for k, v in parts.items() if k != "header"})
    buttons = dict(table.geo.buttons)
    assert_apart(buttons)
    assert_inside(buttons, table.geo.status)
